package cli

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// The goldfish board does not ask the order of triggers that changes
// nothing (CR 1.10.2d), as rathe play's board does not: in games of a deck
// that makes Might and Agility tokens, the board's deals put such layers on
// the stack unasked and say so, where the plain goldfish setup (goldfish
// --auto's) asks.
func TestGoldfishBoardSkipsMootOrders(t *testing.T) {
	l, err := decks.Load("hh-kayo")
	if err != nil {
		t.Fatal(err)
	}
	count := func(board bool) (moot, asked int) {
		for seed := uint64(1); seed <= 30; seed++ {
			setup := rules.GoldfishSetup(seed, l.Deck, 20)
			if board {
				setup = goldfishBoardSetup(seed, l.Deck, 20)
			}
			g, err := rules.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			rnd := rules.NewRandom(seed)
			g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
				if p.Kind == rules.AskOrder {
					asked++
				}
				return rnd.Decide(ctx, v, p)
			}))
			g.SetDecider(1, rules.GoldfishDecider)
			g.SetObserver(func(_ *rules.Game, e *rules.Event) {
				if e.Kind == rules.EvAuto && e.Why == rules.AutoMootOrder {
					moot++
				}
			})
			g.MaxTurns = 20
			if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
				t.Fatal(err)
			}
		}
		return moot, asked
	}
	moot, _ := count(true)
	plainMoot, plainAsked := count(false)
	if moot == 0 || plainMoot != 0 || plainAsked == 0 {
		t.Errorf("the board's deals: %d orders not asked; the plain setup's: %d not asked, %d asked", moot, plainMoot, plainAsked)
	}
	t.Logf("the board's deals: %d orders not asked; the plain setup's: %d asked", moot, plainAsked)
}
