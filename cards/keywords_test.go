package cards_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/carddata"
	"github.com/rathe-tcg/rathe/rules"
)

// mentions walks a card definition (its abilities, effects, conditions and
// grants, not the tokens it creates) and reports whether found holds for
// some value in it.
func mentions(c *rules.Card, found func(v reflect.Value) bool) bool {
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value) bool
	walk = func(v reflect.Value) bool {
		if !v.IsValid() {
			return false
		}
		if found(v) {
			return true
		}
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || seen[v.Pointer()] {
				return false
			}
			seen[v.Pointer()] = true
			return walk(v.Elem())
		case reflect.Interface:
			return !v.IsNil() && walk(v.Elem())
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				if walk(v.Index(i)) {
					return true
				}
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if v.Type() == reflect.TypeFor[rules.Card]() && v.Type().Field(i).Name == "Tokens" {
					continue
				}
				if v.Type().Field(i).IsExported() && walk(v.Field(i)) {
					return true
				}
			}
		}
		return false
	}
	v := reflect.ValueOf(*c)
	for i := 0; i < v.NumField(); i++ {
		name := v.Type().Field(i).Name
		if name == "Tokens" || name == "Keywords" {
			continue
		}
		if walk(v.Field(i)) {
			return true
		}
	}
	return false
}

// TestPrintedKeywords compares every printed keyword of every shipped card
// with the keyword table (rules.KeywordTable) and the card's definition:
// an ability keyword is the card's own or something the card gives; an
// effect keyword (intimidate, CR 8.5.10) is an effect of the card; a label
// keyword (reprise, CR 8.4.3) is a condition of the card; specialization
// (CR 8.3.7) names the card's hero. A keyword the table does not know fails,
// and so does a keyword ability the definition has but the card does not
// print.
func TestPrintedKeywords(t *testing.T) {
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		name, color := cards.SplitKey(key)
		p, ok := carddata.Lookup(name, color)
		if !ok {
			t.Errorf("%s: not in the card data", key)
			continue
		}
		var printed rules.Keywords
		for _, word := range p.Keywords {
			k, hero, ok := rules.LookupKeyword(word)
			if !ok {
				t.Errorf("%s: printed keyword %q is not in rules.KeywordTable", key, word)
				continue
			}
			if !(&rules.Card{}).PrintKeyword(word) {
				t.Errorf("%s: printed keyword %q has a parameter the table cannot read", key, word)
			}
			printed |= k.Bit
			var has bool
			switch k.Kind {
			case rules.KeywordMeta:
				has = k.Bit != 0 && c.Keywords.Has(k.Bit) || hero != "" && c.Specialization == hero
				if k.Name == "Essence" { // "Essence of Earth" (CR 8.3.16)
					v, ok := rules.ParseClass(hero)
					has = ok && c.Essence.Has(v)
				}
			case rules.KeywordEffect:
				// The effects each effect keyword stands for.
				want := map[string][]reflect.Type{
					"Intimidate": {reflect.TypeFor[rules.Intimidate]()},
					"Clash":      {reflect.TypeFor[rules.Clash](), reflect.TypeFor[rules.Replacement]()},  // CR 8.5.45; "clash again" (Victor)
					"Wager":      {reflect.TypeFor[rules.Wager](), reflect.TypeFor[rules.TargetWagers]()}, // CR 8.5.46
				}[k.Name]
				if want == nil {
					t.Fatalf("effect keyword %s: teach this test which effect it stands for", k.Name)
				}
				has = mentions(c, func(v reflect.Value) bool { return slices.Contains(want, v.Type()) })
			case rules.KeywordLabel:
				// The condition each label stands for: reprise's, and
				// combo's (rules.LastAttackWas, CR 8.4.1).
				is := map[string]func(*rules.Condition) bool{
					"Reprise":        func(c *rules.Condition) bool { return c == rules.DefendedFromHand },
					"Combo":          func(c *rules.Condition) bool { return c.Code == "combo" },
					"Lightning Flow": func(c *rules.Condition) bool { return c == rules.LightningPlayed }, // CR 8.4.16
					"Earth Bond":     func(c *rules.Condition) bool { return c == rules.EarthBond },       // CR 8.4.15
					"Tower":          func(c *rules.Condition) bool { return c == rules.Tower },           // CR 8.4.13
				}[k.Name]
				if is == nil {
					t.Fatalf("label keyword %s: teach this test which condition it labels", k.Name)
				}
				has = mentions(c, func(v reflect.Value) bool {
					return v.Kind() == reflect.Pointer && v.Type() == reflect.TypeFor[*rules.Condition]() && !v.IsNil() &&
						is(v.Interface().(*rules.Condition))
				})
			case rules.KeywordCost:
				// The optional additional cost the keyword is (beat
				// chest, CR 8.3.33) is among the card's optional costs.
				has = slices.ContainsFunc(c.OptCosts, func(oc rules.CostEffect) bool {
					return reflect.TypeOf(oc) == reflect.TypeOf(k.Cost)
				})
			default:
				// The card has the ability, or gives it ("this gets go
				// again", "your next attack gains dominate").
				has = c.Keywords.Has(k.Bit) || mentions(c, func(v reflect.Value) bool {
					return v.Type() == reflect.TypeFor[rules.Keywords]() && rules.Keywords(v.Uint()).Has(k.Bit)
				})
			}
			if !has {
				t.Errorf("%s: prints %q (CR %s, %s keyword) but its definition does not have it", key, word, k.Rule, k.Kind)
			}
		}
		if extra := c.Keywords &^ printed; extra != 0 {
			t.Errorf("%s: the definition has %v, which the card does not print", key, extra.Names())
		}
	}
}

// TestPrintedTypes fails on a printed type, subtype or class word of a
// shipped card that the engine does not model (CR 2.11, 2.12, 2.3): such a
// word would be dropped silently when the card is built.
func TestPrintedTypes(t *testing.T) {
	for _, key := range cards.Keys() {
		name, color := cards.SplitKey(key)
		p, ok := carddata.Lookup(name, color)
		if !ok {
			continue // reported by TestPrintedKeywords
		}
		for _, w := range p.Types {
			_, isType := rules.ParseType(w)
			_, isSub := rules.ParseSubtype(w)
			_, isClass := rules.ParseClass(w)
			if !isType && !isSub && !isClass {
				t.Errorf("%s: printed type word %q is not a type, subtype or class the engine knows", key, w)
			}
		}
	}
}

// ownConditional names the keywords a card has as its own (from its
// printed keywords) that its definition also gives the card itself on a
// condition: a static "while …" (Card.Statics) or an effect "this gets
// …" (ThisGets) anywhere but in the abilities it grants other objects
// (Card.Grants, whose "this" is the object granted).
func ownConditional(c *rules.Card) rules.Keywords {
	self := *c
	self.Grants = nil
	var given rules.Keywords
	for _, s := range self.Statics {
		given |= s.Grants
	}
	mentions(&self, func(v reflect.Value) bool {
		if v.Type() == reflect.TypeFor[rules.ThisGets]() {
			given |= v.Interface().(rules.ThisGets).Gains
		}
		return false
	})
	return c.Keywords & given
}

// CR 8.3: a card has the keyword abilities printed on it, and the card data
// lists them (fromPrinted gives them). A card whose text gives it a keyword
// only on a condition ("if …, it gets overpower") is listed with that
// keyword too, and would have it always: its definition must take the
// printed one off (onCondition).
func TestConditionalKeywordsAreNotOwn(t *testing.T) {
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		if k := ownConditional(c); k != 0 {
			t.Errorf("%s has %v always, and its text gives it on a condition: take the printed one off with onCondition", key, k.Names())
		}
	}
}

// The test of the test: Log Fall's overpower ("Earth Bond: this gets
// overpower") left on the card is found; as defined, it is not; a card
// granting go again to another attack keeps its own.
func TestOwnConditionalFindsAKeywordLeftOn(t *testing.T) {
	c := *cards.MustLookup("Log Fall (red)")
	if ownConditional(&c) != 0 {
		t.Fatalf("Log Fall as defined has its overpower always: %v", c.Keywords.Names())
	}
	c.Keywords |= rules.Overpower
	if got := ownConditional(&c); got != rules.Overpower {
		t.Errorf("Log Fall with overpower left on: found %v, want overpower", got.Names())
	}
	g := rules.Card{Name: "test", Keywords: rules.GoAgain,
		Grants: []rules.Grant{{Static: &rules.Static{Grants: rules.GoAgain}}}}
	if got := ownConditional(&g); got != 0 {
		t.Errorf("a grant to another object counted as the card's own condition: %v", got.Names())
	}
}
