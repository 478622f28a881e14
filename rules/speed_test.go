//go:build !race

package rules_test

import (
	"context"
	"errors"
	"runtime"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// steadyAllocs plays games of the bench decks and counts the allocations
// of the decisions after the first warm ones (set-up: the game, its first
// turns, the memory it then reuses): allocations per decision.
func steadyAllocs(t testing.TB, games, warm int) (perDecision float64, decisions int) {
	var before, after runtime.MemStats
	var mallocs uint64
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := benchGame(t, seed)
		for !g.Over() && g.Decisions < warm {
			if err := g.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		d0 := g.Decisions
		runtime.ReadMemStats(&before)
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		mallocs += after.Mallocs - before.Mallocs
		decisions += g.Decisions - d0
	}
	return float64(mallocs) / float64(decisions), decisions
}

// After set-up (the game, its first turns, the lists the game then reuses)
// a decision allocates almost nothing: what is left are the blocks new
// layers' targets and new chain links' defenders are cut from, and lists
// growing to a new largest size (1 to 9 allocations in 39,029 decisions
// over ten runs: the count varies from run to run). The race detector
// allocates on its own, hence the build tag.
func TestDecisionsAllocateAlmostNothing(t *testing.T) {
	perDecision, decisions := steadyAllocs(t, 100, 100)
	t.Logf("%.4f allocations a decision over %d decisions (%.0f in all)", perDecision, decisions, perDecision*float64(decisions))
	if perDecision > 0.002 {
		t.Errorf("%.4f allocations a decision after set-up, want at most 0.002 (one in 500)", perDecision)
	}
}
