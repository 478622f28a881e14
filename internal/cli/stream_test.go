package cli

import (
	"context"
	"sync/atomic"
	"testing"
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
