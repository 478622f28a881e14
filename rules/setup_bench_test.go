package rules_test

import (
	"context"
	"errors"
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

// BenchmarkNewOnATable is BenchmarkNew dealt on one Table, in the memory
// of the game before.
func BenchmarkNewOnATable(b *testing.B) {
	ds := benchDecks(b)
	var t rules.Table
	b.ReportAllocs()
	for seed := uint64(1); b.Loop(); seed++ {
		g, err := t.New(rules.Setup{Seed: seed, Players: ds, PoolChecked: true})
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

// BenchmarkRandomGameOnATable is BenchmarkRandomGame with every game dealt
// on one Table, in the memory of the game before.
func BenchmarkRandomGameOnATable(b *testing.B) {
	ds := benchDecks(b)
	var t rules.Table
	b.ReportAllocs()
	decisions, games := 0, 0
	for seed := uint64(1); b.Loop(); seed++ {
		g, err := t.New(rules.Setup{Seed: seed, Players: ds, PoolChecked: true})
		if err != nil {
			b.Fatal(err)
		}
		g.SetDecider(0, rules.NewRandom(seed*2+1))
		g.SetDecider(1, rules.NewRandom(seed*2+2))
		g.MaxTurns = benchMaxTurns
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			b.Fatalf("seed %d: %v", seed, err)
		}
		decisions += g.Decisions
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(games), "decisions/game")
}
