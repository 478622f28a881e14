// Package cards is the card pool: one definition per card, composed from the
// building blocks of package rules, with the printed stats taken from the
// card catalog by the card's name (cards/carddata).
package cards

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/rathe-tcg/rathe/cards/carddata"
	"github.com/rathe-tcg/rathe/rules"
)

// registry maps a card key ("Dodge (blue)") to its definition; byName a
// card's name without its colour to the definitions of that name.
var (
	registry = map[string]*rules.Card{}
	byName   = map[string][]*rules.Card{}
	order    []string
	mu       sync.Mutex
)

// define builds a card from its printed stats and registers it. abilities
// fills in what the card does. It panics on a name missing from the card
// data: a programming error caught by the package's tests.
func define(key string, abilities func(c *rules.Card)) *rules.Card {
	name, color := SplitKey(key)
	p, err := carddata.Read(name, color)
	if err != nil {
		panic("cards: no printed data: " + err.Error())
	}
	c := fromPrinted(p)
	if abilities != nil {
		abilities(c)
	}
	mu.Lock()
	defer mu.Unlock()
	k := normKey(c.Key())
	if _, dup := registry[k]; dup {
		panic("cards: defined twice: " + key)
	}
	registry[k] = c
	n, _ := SplitKey(k)
	byName[n] = append(byName[n], c)
	order = append(order, c.Key())
	return c
}

// fromPrinted converts printed stats and keywords into an engine card; the
// definition adds the abilities its text gives.
func fromPrinted(p carddata.Printed) *rules.Card {
	c := &rules.Card{Name: p.Name}
	c.Color, _ = rules.ParseColor(p.Color)
	set := func(s carddata.Stat, dst *int, prop rules.Props) {
		if s.Has {
			*dst = s.V
			c.Props |= prop
		}
	}
	set(p.Pitch, &c.Pitch, rules.HasPitch)
	set(p.Cost, &c.Cost, rules.HasCost)
	c.XCost = p.CostX // CR 1.12.2: X is chosen as the card is played
	set(p.Power, &c.Power, rules.HasPower)
	set(p.Defense, &c.Defense, rules.HasDefense)
	if p.DefenseStar {
		c.Props |= rules.HasDefense // CR 2.3.2a: 0, and the ability that defines it
		c.DefenseStar = true
	}
	set(p.Life, &c.Life, rules.HasLife)
	set(p.Intellect, &c.Intellect, rules.HasIntellect)
	for _, t := range p.Types {
		if v, ok := rules.ParseType(t); ok {
			c.Types |= v
		} else if v, ok := rules.ParseSubtype(t); ok {
			c.Subtypes |= v
		} else if v, ok := rules.ParseClass(t); ok {
			c.Classes |= v
		}
	}
	// Keyword abilities and their parameters come from the printed
	// keywords through rules.KeywordTable; a word it does not hold is
	// left for TestPrintedKeywords to name.
	for _, k := range p.Keywords {
		c.PrintKeyword(k)
	}
	if c.Types.Has(rules.Hero) {
		c.Moniker, _, _ = strings.Cut(p.Name, ",")
	}
	c.Hybrid = hybrid(p.Hybrid)
	return c
}

// onCondition: the card prints keyword k but has it only when its text
// says ("if this has {p} greater than its base, it gets overpower", "when
// this hits, it gains go again"). The card data lists such a keyword with
// the card's own (fromPrinted gives it), so the definition takes it off and
// gives it on the condition; TestConditionalKeywordsAreNotOwn holds every
// definition that gives itself a keyword on a condition to calling this.
func onCondition(c *rules.Card, k rules.Keywords) { c.Keywords &^= k }

// hybrid reads the alternative supertype sets of a hybrid card
// ("Brute / Guardian Action", CR 2.14.1b) as classes: nil for other cards,
// and for a split card, which has the supertypes of both its sides at once
// (CR 9.3.2a; the catalog lists none for it).
func hybrid(sets [][]string) []rules.Classes {
	var out []rules.Classes
	for _, words := range sets {
		var set rules.Classes
		for _, w := range words {
			if v, ok := rules.ParseClass(w); ok {
				set |= v
			}
		}
		out = append(out, set)
	}
	return out
}

// SplitKey splits "Name (red)" into its name and colour.
func SplitKey(key string) (name, color string) {
	key = strings.TrimSpace(key)
	if i := strings.LastIndex(key, " ("); i >= 0 && strings.HasSuffix(key, ")") {
		col := strings.ToLower(key[i+2 : len(key)-1])
		if _, ok := rules.ParseColor(col); ok && col != "" {
			return strings.TrimSpace(key[:i]), col
		}
	}
	return key, ""
}

func normKey(k string) string {
	k = strings.ToLower(strings.Join(strings.Fields(k), " "))
	return curlyQuotes.Replace(k)
}

// curlyQuotes makes typographic apostrophes plain. One replacer for every
// lookup: building it anew for each took as long as the lookup itself,
// and every load of a save looks up each card of both decks.
var curlyQuotes = strings.NewReplacer("’", "'", "‘", "'")

// Lookup finds a card by key: "Dodge (blue)", or "Bone Basher". A name
// without a colour matches when the card comes in one colour only.
func Lookup(key string) (*rules.Card, bool) {
	mu.Lock()
	defer mu.Unlock()
	if c, ok := registry[normKey(key)]; ok {
		return c, true
	}
	// A name alone: the card if it comes in one colour only.
	if cs := byName[normKey(key)]; len(cs) == 1 {
		return cs[0], true
	}
	return nil, false
}

// MustLookup is Lookup for keys known to exist (tests, embedded decks).
func MustLookup(key string) *rules.Card {
	c, ok := Lookup(key)
	if !ok {
		panic(fmt.Sprintf("cards: unknown card %q", key))
	}
	return c
}

// Keys lists every implemented card, sorted.
func Keys() []string {
	mu.Lock()
	defer mu.Unlock()
	out := append([]string(nil), order...)
	sort.Strings(out)
	return out
}
