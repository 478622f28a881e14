package tui

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The b key shows exactly where the search answers (bot.Refusal of the
// position the turn's line starts from): a turn whose first question on
// the board is its end phase's arsenal question (nothing to play in the
// action phase, passed for the player) has no line to search (CR 4.4.1:
// no priority in the end phase), and the key is not offered there; the
// board offered it, and b said only that the search refused.
func TestGoldfishBestKeyWhereTheSearchAnswers(t *testing.T) {
	dodgy := ruletest.DefenseReaction("Dodgy", 0, 3)
	b := ruletest.Position(dodgy).Hand("Dodgy").Deck("Dodgy", "Dodgy", "Dodgy", "Dodgy").
		P2().Deck("Dodgy", "Dodgy", "Dodgy", "Dodgy")
	gf := &Goldfish{
		Player:  ruletest.P2,
		Decider: func() rules.Decider { return rules.GoldfishDecider },
		Deal: func(uint64) (*rules.Game, error) {
			pos, err := b.Build()
			if err != nil {
				return nil, err
			}
			g, err := rules.NewPosition(pos)
			if err == nil {
				g.MaxTurns = 6
			}
			return g, err
		},
		Seed:    1,
		NewSeed: func() uint64 { return 2 },
		Best: func(ctx context.Context, g *rules.Game) (BestLine, error) {
			return BestLine{}, bot.Refusal(g.ViewFor(g.Omniscient().TurnPlayer()))
		},
	}
	m := fishBoard(t, gf, text.EN, 120, 40)
	p := m.prompt()
	if p == nil || p.Kind != rules.AskCards || m.snap.PhaseCode != rules.PhaseEnd || m.snap.TurnPlayer != m.gf.human() {
		t.Fatalf("the first question is not the player's end phase question: %+v in the %v phase", p, m.snap.PhaseCode)
	}
	if _, _, refused := m.turnStart(); refused == nil {
		t.Fatal("the search would answer from the end phase: the case tests nothing")
	}
	if m.keys.Best.Enabled() {
		t.Error("b is offered where the search refuses the turn's position")
	}
}
