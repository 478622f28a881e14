package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// BenchmarkReachDealt: ReachKept and ReachKeptDealt at the action phase's
// priority points of the goldfish bot's games of a deck (-reach.deck; all
// when empty), each in the world the bot imagines there (View.Sample, a
// game whose deck order is dealt), one loop all of them. It reports the
// mean bound of each where it has one and how many have one: how much
// tighter ReachKeptDealt is, and what it costs.
//
//	go test ./rules -run '^$' -bench ReachDealt -reach.deck hh-kassai
func BenchmarkReachDealt(b *testing.B) {
	for _, name := range decks.Names() {
		if *reachDeck != "" && name != *reachDeck {
			continue
		}
		b.Run(name, func(b *testing.B) {
			worlds := reachWorlds(b, name, 4)
			for _, dealt := range []bool{false, true} {
				kind := "kept"
				if dealt {
					kind = "dealt"
				}
				b.Run(kind, func(b *testing.B) {
					sum, known := 0, 0
					for b.Loop() {
						sum, known = 0, 0
						for _, w := range worlds {
							var most int
							var ok bool
							if dealt {
								most, _, _, _, ok = w.ReachKeptDealt(-1)
							} else {
								most, _, _, _, ok = w.ReachKept(-1)
							}
							if ok {
								sum += most
								known++
							}
						}
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(worlds)), "ns/reach")
					b.ReportMetric(float64(known)/float64(len(worlds)), "known")
					b.ReportMetric(float64(sum)/float64(max(known, 1)), "mean")
				})
			}
		})
	}
}

// reachWorlds are the worlds the goldfish bot imagines at the action
// phase's priority points of its games of deck name (seeds 1..games).
func reachWorlds(b *testing.B, name string, games int) []*rules.Game {
	l, err := decks.Load(name)
	if err != nil {
		b.Fatal(err)
	}
	var out []*rules.Game
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
		if err != nil {
			b.Fatal(err)
		}
		gf := &bot.Goldfisher{Options: bot.Options{Seed: seed}}
		g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 && v.Phase() == rules.PhaseAction {
				out = append(out, v.Sample(seed))
			}
			return gf.Decide(ctx, v, p)
		}))
		g.SetDecider(1, rules.GoldfishDecider)
		g.MaxTurns = 8
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			b.Fatal(err)
		}
	}
	return out
}
