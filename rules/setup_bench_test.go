package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

var sinkGame *rules.Game

// BenchmarkNew is the set-up alone: rules.New of the bench decks (checked
// once, as rathe sim does), a new seed each time, no decider and no turn.
func BenchmarkNew(b *testing.B) {
	ds := benchDecks(b)
	b.ReportAllocs()
	for seed := uint64(1); b.Loop(); seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds, PoolChecked: true})
		if err != nil {
			b.Fatal(err)
		}
		sinkGame = g
	}
}

// BenchmarkNewCheckingPool is BenchmarkNew with the card-pool rules
// checked by New (Setup.PoolChecked false), as `rathe play`, goldfish and
// saved games start their games.
func BenchmarkNewCheckingPool(b *testing.B) {
	ds := benchDecks(b)
	b.ReportAllocs()
	for seed := uint64(1); b.Loop(); seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			b.Fatal(err)
		}
		sinkGame = g
	}
}
