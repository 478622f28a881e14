package sim

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
)

// BenchmarkSimGame is one game of `rathe sim --p1 cb-rhinar --p2
// cb-dorinthea --seed 1` on one goroutine (games 0, 1, 2, … in turn), with
// the invariants checked at every decision (the default) or every event.
// Issue #12's target is 5,000 games a second for the whole command.
func BenchmarkSimGame(b *testing.B) {
	ds, err := saves.LoadDecks("cb-rhinar", "cb-dorinthea")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		every rules.CheckEvery
	}{{"decisions", rules.EveryDecision}, {"events", rules.EveryEvent}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			o := Options{Decks: ds, Every: c.every}
			var table rules.Table // as a worker of rathe sim plays them
			for b.Loop() {
				if r := playGame(context.Background(), &table, runner.GameOf(1, i%4000), &o); r.err != nil {
					b.Fatal(r.err)
				}
				i++
			}
		})
	}
}
