package cli

import (
	"context"
	"sync"
)

// The largest values of the counting flags of `rathe sim` and `rathe
// goldfish --auto` (README, "Exit status"): at them a run takes days (sim,
// its invariants checked, plays a few hundred games a second on two cores,
// the goldfish bot some ten), so a larger number is a slip of the keyboard
// rather than a wish.
// Memory does not depend on them: the games are summed up as they end
// (inOrder).
const (
	maxSimGames      = 100_000_000
	maxGoldfishRuns  = 1_000_000
	maxGoldfishTurns = 1_000
	maxWorkers       = 1_024
)

// inOrder plays games 0..n-1 over workers goroutines and hands each result
// to fold in game order, as soon as the games before it have been folded:
// the sums are the same for any number of workers, and memory holds only
// the results of the games in flight (at most window of them), never n.
// Each worker gets its own state (newWorker) for the games it plays.
func inOrder[W, R any](ctx context.Context, n, workers int, newWorker func() W, play func(ctx context.Context, w W, i int) R, fold func(i int, r R)) {
	if n < 1 {
		return
	}
	workers = max(1, min(workers, n))
	// A game that takes long holds back the folding of the games after
	// it, not the playing: the other workers go on within the window.
	window := min(n, 64*workers)
	type result struct {
		i int
		r R
	}
	tokens := make(chan struct{}, window) // one for each game handed out and not folded yet
	next := make(chan int)
	done := make(chan result, workers)
	go func() {
		defer close(next)
		for i := 0; i < n; i++ {
			tokens <- struct{}{}
			next <- i
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker()
			for i := range next {
				done <- result{i, play(ctx, w, i)}
			}
		}()
	}
	// Game i waits in slot i%window: the games in flight are at most
	// window apart, so no two share a slot.
	pending := make([]R, window)
	ready := make([]bool, window)
	folded := 0
	for range n {
		res := <-done
		s := res.i % window
		pending[s], ready[s] = res.r, true
		for ready[folded%window] {
			s := folded % window
			fold(folded, pending[s])
			var zero R
			pending[s], ready[s] = zero, false
			folded++
			<-tokens
			if folded == n {
				break
			}
		}
	}
	wg.Wait()
}
