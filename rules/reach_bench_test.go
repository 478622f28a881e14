package rules_test

import (
	"flag"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

var reachBenchDeck = flag.String("reach.bench", "hh-betsy", "the deck whose positions BenchmarkReachKept asks")

// reachPositions are the worlds the goldfish bot imagines at the action
// phase's priority points of three of its games of deck (reachWorlds),
// those with a known Reach.
func reachPositions(b *testing.B, deck string) []*rules.Game {
	var out []*rules.Game
	for _, w := range reachWorlds(b, deck, 3) {
		if _, ok := w.Reach(); ok {
			out = append(out, w)
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
