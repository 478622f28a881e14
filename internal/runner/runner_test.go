package runner

import (
	"context"
	"os"
	"runtime/debug"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/rathe-tcg/rathe/saves"
)

// inOrder folds every game once, in game order, whatever the number of
// workers; no game is handed out more than the window past the last one
// folded (what keeps memory flat); a game that is slow to end holds back
// the folding, not the other workers.
func TestInOrderFoldsInGameOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7} {
		const n = 5000
		window := int64(64 * workers)
		var folded atomic.Int64
		later := make(chan struct{})
		play := func(_ context.Context, w *int, i int) int {
			*w++ // the worker's own state, never shared
			if f := folded.Load(); int64(i) >= f+window {
				t.Errorf("%d workers: game %d handed out with %d folded", workers, i, f)
			}
			switch {
			case i == 0 && workers > 1:
				<-later // game 0 ends after game 1
			case i == 1 && workers > 1:
				close(later)
			}
			return i * i
		}
		next := 0
		inOrder(context.Background(), n, workers, func() *int { return new(int) }, play, func(i, r int) {
			if i != next || r != i*i {
				t.Fatalf("%d workers: folded game %d (result %d), want game %d", workers, i, r, next)
			}
			next++
			folded.Store(int64(next))
		})
		if next != n {
			t.Errorf("%d workers: %d games folded, want %d", workers, next, n)
		}
	}
	inOrder(context.Background(), 0, 2, func() int { return 0 }, func(context.Context, int, int) int {
		t.Error("a game played of none")
		return 0
	}, func(int, int) { t.Error("a game folded of none") })
}

// Game i of a run gets the seeds saves.Seeds gives for the run's seed and
// i, whichever worker plays it, and fold sees the same game it was played
// as: the run's output depends on its seed and length alone.
func TestRunSeedsEachGameByItsIndex(t *testing.T) {
	const seed, n = 42, 300
	var want []Game
	for _, workers := range []int{1, 3, 16} {
		var got []Game
		play := func(_ context.Context, _ struct{}, g Game) Game { return g }
		Run(context.Background(), seed, n, workers, func() struct{} { return struct{}{} }, play, func(g Game, r Game) {
			if g != r {
				t.Fatalf("%d workers: folded %+v for the game played as %+v", workers, g, r)
			}
			got = append(got, g)
		})
		if len(got) != n {
			t.Fatalf("%d workers: %d games, want %d", workers, len(got), n)
		}
		for i, g := range got {
			gs, p1, p2 := saves.Seeds(seed, i)
			if g != (Game{Index: i, Seed: gs, Players: [2]uint64{p1, p2}}) {
				t.Fatalf("%d workers: game %d is %+v, want seeds %d %d %d", workers, i, g, gs, p1, p2)
			}
		}
		if want == nil {
			want = got
		} else if !slices.Equal(got, want) {
			t.Errorf("%d workers: the games differ from 1 worker's", workers)
		}
	}
}

// The heap goal is raised for a run and put back after; GOGC, when set,
// decides alone.
func TestLessGarbageCollection(t *testing.T) {
	t.Setenv("GOGC", "")
	os.Unsetenv("GOGC")
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	restore := LessGarbageCollection()
	if got := debug.SetGCPercent(basePercent); got != basePercent {
		t.Errorf("during a run: GC percent %d, want %d", got, basePercent)
	}
	restore()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("after a run: GC percent %d, want 100 back", got)
	}
	t.Setenv("GOGC", "50")
	LessGarbageCollection()()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set: GC percent changed to %d", got)
	}
}
