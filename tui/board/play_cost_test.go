package board

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A card in the hand shows what playing it now would cost when that is
// not the printed cost (CR 5.1.6a): once Kassai had drawn a card this
// turn Rising Energy cost 1, and the hand and the option read "c2"
// (hh-kassai v hh-victor, seed 65, turn 10 at 120×40). Before the draw it
// reads c2, after it "c2 → c1".
func TestCardPlayCostAsCharged(t *testing.T) {
	swords := cards.MustLookup("Draw Swords (blue)")
	energy := cards.MustLookup("Rising Energy (red)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Resources: 6,
			Hand: []*rules.Card{swords, energy},
			Deck: []*rules.Card{swords, swords, swords}},
		{Hero: cards.MustLookup("Victor Goldmane"), Deck: []*rules.Card{swords}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && p.Player == 0 {
			snap := Take(v, text.EN, &p)
			for _, o := range snap.Prompt.Options {
				if o.Card != nil && o.Card.Name == "Rising Energy (red)" {
					seen = append(seen, o.Card.Stats())
				}
			}
			if len(seen) == 2 {
				return rules.Answer{}, errSeen
			}
			for _, o := range p.Options {
				if o.Act == rules.ActPlay && v.Card(o.Obj) == swords {
					return rules.Pick(o.ID), nil // go again, draw a card
				}
			}
		}
		return firstOrNone(p), nil
	})
	if err := runBoth(g, d); !errors.Is(err, errSeen) {
		t.Fatalf("the game did not come back to Kassai after the draw: %v (seen %q)", err, seen)
	}
	if want := []string{"c2 6p 2d", "c2 → c1 6p → 7p 2d"}; seen[0] != want[0] || seen[1] != want[1] {
		t.Errorf("Rising Energy shown %q before and after the draw, want %q", seen, want)
	}
}
