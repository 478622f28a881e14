package cli

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
)

// BenchmarkSimGame is one game of `rathe sim --p1 cb-rhinar --p2
// cb-dorinthea --seed 1` on one goroutine (games 0, 1, 2, … in turn), with
// the invariants checked at every decision (the default) or every event.
// Issue #12's target is 5,000 games a second for the whole command.
func BenchmarkSimGame(b *testing.B) {
	a, err := loadDeck("cb-rhinar")
	if err != nil {
		b.Fatal(err)
	}
	d, err := loadDeck("cb-dorinthea")
	if err != nil {
		b.Fatal(err)
	}
	ds := [2]rules.Deck{a.Deck, d.Deck}
	for _, c := range []struct {
		name  string
		every rules.CheckEvery
	}{{"decisions", rules.EveryDecision}, {"events", rules.EveryEvent}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			var table rules.Table // as a worker of rathe sim plays them
			for b.Loop() {
				if r := playSimGame(context.Background(), &table, runner.GameOf(1, i%4000), ds, c.every, simBots{}); r.err != nil {
					b.Fatal(r.err)
				}
				i++
			}
		})
	}
}
