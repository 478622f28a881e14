package rules_test

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

var reachBenchDeck = flag.String("reach.bench", "hh-betsy", "the deck whose positions BenchmarkReachKept asks")

// reachPositions are the action phase's priority points of three of the
// goldfish bot's games of deck (a world of each: the game as the bot's
// search has it), with a known Reach.
func reachPositions(b *testing.B, deck string) []*rules.Game {
	l, err := decks.Load(deck)
	if err != nil {
		b.Fatal(err)
	}
	var out []*rules.Game
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
		if err != nil {
			b.Fatal(err)
		}
		gf := &bot.Goldfisher{Options: bot.Options{Seed: seed}}
		g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 && v.Phase() == rules.PhaseAction {
				if w := v.Sample(seed); func() bool { _, ok := w.Reach(); return ok }() {
					out = append(out, w)
				}
			}
			return gf.Decide(ctx, v, p)
		}))
		g.SetDecider(1, rules.GoldfishDecider)
		g.MaxTurns = 8
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			b.Fatal(err)
		}
	}
	if len(out) == 0 {
		b.Fatalf("%s: no position with a known Reach", deck)
	}
	return out
}

// BenchmarkReachKept is the cost of one ReachKept (the search's bound,
// rules/bot's bound.go) at the positions of a deck's games (-reach.bench).
func BenchmarkReachKept(b *testing.B) {
	gs := reachPositions(b, *reachBenchDeck)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		g := gs[i%len(gs)]
		g.ReachKept(-1)
	}
}
