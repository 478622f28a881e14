package board

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// BenchmarkTakeOwnTurn is the snapshot of a player's own action phase
// with four attack cards in hand and a weapon, each forecast (the play or
// activation run on a copy as far as its attack step, rules.View.Forecast)
// in English: what a question of one's own turn costs the board.
func BenchmarkTakeOwnTurn(b *testing.B) {
	mutt := cards.MustLookup("Muscle Mutt (yellow)")
	raging := cards.MustLookup("Raging Onslaught (yellow)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Actions: 1, Resources: 3, Arena: []*rules.Card{cards.MustLookup("Bone Basher")},
			Hand: []*rules.Card{mutt, mutt, raging, raging}, Deck: []*rules.Card{mutt}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Deck: []*rules.Card{mutt}},
	}})
	if err != nil {
		b.Fatal(err)
	}
	var v rules.View
	var p rules.Prompt
	err = runBoth(g, func(_ context.Context, view rules.View, pr rules.Prompt) (rules.Answer, error) {
		v, p = view, pr
		return rules.Answer{}, errSeen
	})
	if !errors.Is(err, errSeen) || p.Kind != rules.AskPriority {
		b.Fatalf("no priority question: %v", err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Take(v, text.EN, &p)
	}
}
