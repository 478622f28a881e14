package rules_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// Benchmarks of the engine on the embedded default decks, random players
// (BENCHMARKS.md has the figures and the targets):
//
//	go test -run '^$' -bench . -benchmem ./rules/

const benchMaxTurns = 300

var (
	benchDecksOnce sync.Once
	benchDecksVal  [2]rules.Deck
	benchDecksErr  error
)

func benchDecks(b testing.TB) [2]rules.Deck {
	benchDecksOnce.Do(func() {
		a, err := decks.Load("cb-rhinar")
		if err != nil {
			benchDecksErr = err
			return
		}
		d, err := decks.Load("cb-dorinthea")
		if err != nil {
			benchDecksErr = err
			return
		}
		benchDecksVal = [2]rules.Deck{a.Deck, d.Deck}
		// Checked once, as rathe sim does (Setup.PoolChecked).
		for _, dk := range benchDecksVal {
			if probs := rules.CheckPool(dk.Pool()); len(probs) > 0 {
				benchDecksErr = probs[0]
			}
		}
	})
	if benchDecksErr != nil {
		b.Fatal(benchDecksErr)
	}
	return benchDecksVal
}

// benchGame is game seed between random players, not started.
func benchGame(b testing.TB, seed uint64) *rules.Game {
	g, err := rules.New(rules.Setup{Seed: seed, Players: benchDecks(b), PoolChecked: true})
	if err != nil {
		b.Fatal(err)
	}
	g.SetDecider(0, rules.NewRandom(seed*2+1))
	g.SetDecider(1, rules.NewRandom(seed*2+2))
	g.MaxTurns = benchMaxTurns
	return g
}

// runBenchGame plays a game to its end; it returns its decisions. A game
// that reaches the turn limit counts; any other error fails the benchmark.
func runBenchGame(b *testing.B, seed uint64) int {
	g := benchGame(b, seed)
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		b.Fatalf("seed %d: %v", seed, err)
	}
	return g.Decisions
}

// BenchmarkRandomGame plays one whole random game per iteration, from
// rules.New to the end. Target: 10,000 games a second on one core.
func BenchmarkRandomGame(b *testing.B) {
	benchDecks(b)
	b.ReportAllocs()
	decisions, games := 0, 0
	for seed := uint64(1); b.Loop(); seed++ {
		decisions += runBenchGame(b, seed)
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(games), "decisions/game")
}

// BenchmarkDecision is the cost of one decision in a random game: the
// prompt built, answered, checked and carried out, with everything the
// engine does until the next one.
func BenchmarkDecision(b *testing.B) {
	benchDecks(b)
	decisions := 0
	for seed := uint64(1); b.Loop(); seed++ {
		decisions += runBenchGame(b, seed)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}

// midGame steps random games until one is mid-game at a priority point:
// from turn 8 on, with a card or an attack on the stack or the combat
// chain open.
func midGame(b testing.TB) *rules.Game {
	for seed := uint64(1); seed < 1000; seed++ {
		g := benchGame(b, seed)
		for !g.Over() && g.State().Turn <= benchMaxTurns {
			if err := g.Step(context.Background()); err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			s := g.State()
			if s.Turn >= 8 && s.Priority != rules.NoPlayer && s.Chain.Open && len(s.Stack) > 0 {
				b.Logf("seed %d, turn %d, step %s: %d objects, %d layers, %d chain links, %d effects",
					seed, s.Turn, s.Step, len(s.Objs), len(s.Stack), len(s.Chain.Links), len(s.Effects))
				return g
			}
		}
	}
	b.Fatal("no game reached a mid-game priority point")
	return nil
}

var (
	sinkState *rules.State
	sinkHash  uint64
)

// BenchmarkClone copies the state at a mid-game priority point into new
// memory. Target: 500 ns.
func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		sinkState = g.State().Clone()
	}
}

// BenchmarkSnapshot copies the state at the same point into memory reused
// from one copy to the next (what the engine does before every play and
// activation, in case it must be rewound).
func BenchmarkSnapshot(b *testing.B) {
	g := midGame(b)
	var sn rules.Snapshot
	b.ReportAllocs()
	for b.Loop() {
		sinkState = sn.Take(g.State())
	}
}

// BenchmarkHash digests the state at a mid-game priority point.
func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		sinkHash = g.State().Hash()
	}
}
