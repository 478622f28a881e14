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
		if p.Shape == rules.ShapeSubset && p.Min == 0 {
			return rules.Answer{}, nil // p2 defends with nothing: the attack hits
		}
		for _, o := range p.Options {
			if o.Act == rules.ActPass {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Pick(p.Options[0].ID), nil
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
