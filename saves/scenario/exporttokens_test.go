package scenario

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

// arenaTokens lists p's arena without the hero as "Gold (token)": each
// object's card, and whether the game holds it as a token.
func arenaTokens(g *rules.Game, p rules.Player) []string {
	v := g.Omniscient()
	var out []string
	for _, obj := range v.Zone(p, rules.ZoneArena) {
		if obj == v.Hero(p) {
			continue
		}
		o, _ := v.Obj(obj)
		s := cardKey(o.Card) + countersOf(&o)
		if o.Token {
			s += " (token)"
		}
		out = append(out, s)
	}
	return out
}

// Tokens in the arena survive a scenario: a Gold made in the game (a hit of
// Performance Bonus) and every token of the pool in the other player's
// arena, beside a countered helm and an aura that is a deck card, written
// by Export, read back by Parse and built, are in the same arenas, in the
// same order, and are tokens there (CR 1.3.2b: a token card is one of type
// token; CR 1.3.3: it is a permanent while in the arena, and one that
// leaves it ceases to exist, CR 8.1.8a): the position hash is the same,
// and the file says nothing is left out. Lane board11 saw an export of
// hh-olympia with no Gold; no game of this test, nor 40 goldfish games of
// 10 decks exported at each of their 1,413 points and built back, loses
// one (the file of that export named no Vigor either, and no resource
// from one: its game had made none).
func TestExportKeepsTokens(t *testing.T) {
	src := `scenario: a Gold made by a hit
rules: 1.3.2b 8.6
turn: p1 2
phase: action

p1.hero: Kassai
p1.hand: Performance Bonus (red)
p1.deck: Dodge (blue), Dodge (blue)
p1.resources: 3

p2.hero: Dorinthea
p2.arena: Ironrot Helm [defense -1], Stacked in Your Favor (red), %s
p2.deck: Dodge (blue)

expect:
p1.life: 20
`
	// Every token of the pool (cards.Keys), beside an aura that is a deck
	// card.
	var tokens []string
	for _, k := range cards.Keys() {
		if c, _ := cards.Lookup(k); c.Types.Has(rules.Token) {
			tokens = append(tokens, k)
		}
	}
	if len(tokens) < 7 {
		t.Fatalf("the pool has %d tokens: %v", len(tokens), tokens)
	}
	src = fmt.Sprintf(src, strings.Join(tokens, ", "))
	g := runUntilStop(t, "gold.scn", src, "Performance Bonus made no Gold", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && slices.Contains(arenaTokens(g, 0), "Gold (token)") {
			return rules.Answer{}, errStop
		}
		for _, o := range p.Options {
			if o.Act == rules.ActPlay {
				return rules.Pick(o.ID), nil
			}
		}
		return declineOrPass(p), nil // p2 defends with nothing: the attack hits
	})
	if ok, why := Exportable(g); !ok {
		t.Fatalf("not exportable: %s", why)
	}
	data, err := Export(g, "the Gold")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"p1.arena: Gold\n", "p2.arena: Ironrot Helm [defense -1], Stacked in Your Favor (red), " + strings.Join(tokens, ", ") + "\n"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the export does not write %q:\n%s", want, data)
		}
	}
	if strings.HasPrefix(string(data), "#") {
		t.Errorf("the export says it does not hold everything:\n%s", data)
	}
	f, err := Parse("back.scn", data)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	for p := range rules.Player(2) {
		if a, b := fmt.Sprint(arenaTokens(g, p)), fmt.Sprint(arenaTokens(g2, p)); a != b {
			t.Errorf("%s's arena: the game's %s, built back %s", playerName(p), a, b)
		}
	}
	if want := "[Gold (token)]"; fmt.Sprint(arenaTokens(g2, 0)) != want {
		t.Errorf("built back, p1's arena is %v, want %s", arenaTokens(g2, 0), want)
	}
	if h, h2 := PositionHash(g), PositionHash(g2); h != h2 {
		t.Errorf("position hash %x, built back %x", h, h2)
	}
}

// A Gold's ability on the stack, its token destroyed to pay for it (CR
// 1.7.1a: the layer goes on without its source; CR 8.1.8a: the token is
// gone), with no other Gold to name as its source, is a layer no stack
// entry can name: Exportable says why, and Export refuses with the same
// reason rather than write a file that does not parse back (hh-olympia v
// hh-kassai, seed 1: "Gold is not p2's on the combat chain, in the arena
// or graveyard"). With a second Gold in the arena the entry names that
// one, and the file builds back. Once the ability resolves, the position
// is one a scenario holds again.
func TestExportRefusesAGoneTokensAbility(t *testing.T) {
	for _, golds := range []int{1, 2} {
		src := fmt.Sprintf(`scenario: a Gold spent
rules: 1.7.1a 8.1.8a
turn: p1 2
phase: action

p1.hero: Olympia
p1.arena: %dx Gold
p1.hand: Titanium Bauble (blue), Titanium Bauble (blue)
p1.deck: Dodge (blue), Dodge (blue)

p2.hero: Goldfish

expect:
p1.life: 20
`, golds)
		var onStack, resolved *rules.Game
		runUntilStop(t, "spent.scn", src, "the Gold's ability never resolved", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
			v := g.Omniscient()
			if p.Kind == rules.AskPriority && onStack == nil && len(v.Stack()) == 1 {
				onStack = g.Clone()
			}
			if p.Kind == rules.AskPriority && onStack != nil && len(v.Stack()) == 0 {
				resolved = g.Clone()
				return rules.Answer{}, errStop
			}
			return playFirst(g, p, "Gold")
		})
		ok, why := Exportable(onStack)
		data, err := Export(onStack, "spent")
		if golds == 1 {
			if ok || why != WhyGoneSource {
				t.Errorf("one Gold, its ability on the stack: exportable %v (%q), want not: %q", ok, why, WhyGoneSource)
			}
			if err == nil || !strings.Contains(err.Error(), WhyGoneSource) {
				t.Errorf("one Gold: export %v, want the reason %q", err, WhyGoneSource)
			}
		} else if !ok || err != nil || !strings.Contains(string(data), "stack: p1 activation of Gold\n") {
			t.Errorf("two Golds: exportable %v (%q), export %v:\n%s", ok, why, err, data)
		}
		if ok, why := Exportable(resolved); !ok {
			t.Errorf("%d Gold(s), the ability resolved: not exportable (%s)", golds, why)
		}
		if data, err := Export(resolved, "drawn"); err != nil || !strings.Contains(string(data), fmt.Sprintf("p1.arena: %s\n", map[int]string{1: "nothing", 2: "Gold"}[golds])) {
			t.Errorf("%d Gold(s), export after the draw: %v\n%s", golds, err, data)
		}
	}
}
