package board

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errSeen = errors.New("seen")

// firstOrNone answers a question with its first option, a choice of cards
// that may be empty with none.
func firstOrNone(p rules.Prompt) rules.Answer {
	if p.Shape == rules.ShapeSubset && p.Min == 0 {
		return rules.Answer{}
	}
	return rules.Pick(p.Options[0].ID)
}

// runBoth runs g with d deciding for both players.
func runBoth(g *rules.Game, d rules.DeciderFunc) error {
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	return g.Run(context.Background())
}

// An activated ability's option shows the cost the engine will charge
// (CR 5.2.2b), not the printed one: once Kassai has drawn a card this turn
// her sword attacks cost 1 less, and "activate Cintari Saber c1" was shown
// for an attack that cost nothing (hh-kassai v hh-victor, seed 65, turn 8
// at 120×40). Before the draw it shows c1, after it c0.
func TestOptionActivationCostAsCharged(t *testing.T) {
	swords := cards.MustLookup("Draw Swords (blue)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Resources: 3,
			Arena: []*rules.Card{cards.MustLookup("Cintari Saber")},
			Hand:  []*rules.Card{swords},
			Deck:  []*rules.Card{swords, swords, swords}},
		{Hero: cards.MustLookup("Victor Goldmane"), Deck: []*rules.Card{swords}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var costs []int
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && p.Player == 0 {
			snap := Take(v, text.EN, &p)
			for _, o := range snap.Prompt.Options {
				if o.HasCost && o.Card != nil && o.Card.Name == "Cintari Saber" {
					costs = append(costs, o.Cost)
				}
			}
			if len(costs) == 2 {
				return rules.Answer{}, errSeen
			}
			for _, o := range p.Options {
				if o.Act == rules.ActPlay {
					return rules.Pick(o.ID), nil // Draw Swords: go again, draw a card
				}
			}
		}
		return firstOrNone(p), nil
	})
	if err := runBoth(g, d); !errors.Is(err, errSeen) {
		t.Fatalf("the game did not come back to Kassai after the draw: %v (costs seen %v)", err, costs)
	}
	if costs[0] != 1 || costs[1] != 0 {
		t.Errorf("Cintari Saber's attack shown at c%d before the draw and c%d after: want c1, then c0", costs[0], costs[1])
	}
}
