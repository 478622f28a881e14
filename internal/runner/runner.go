// Package runner plays the games of a seeded run over workers goroutines:
// `rathe sim`'s random games and `rathe goldfish --auto`'s bot games. Game
// i is seeded from the run's seed and i alone (saves.Seeds), and the
// results are handed back in game order as the games end, so what a run
// adds up to is the same for any number of workers, and its memory holds
// only the games in flight, never all of them.
package runner

import (
	"context"
	"runtime"
	"sync"

	"github.com/rathe-tcg/rathe/saves"
)

// MaxWorkers is the most workers a run takes (the commands' --workers):
// more is a slip of the keyboard on any machine of today.
const MaxWorkers = 1_024

// Workers is the default number of workers: one a core, at most
// MaxWorkers.
func Workers() int { return min(runtime.GOMAXPROCS(0), MaxWorkers) }

// Game is one game of a run: its index and its seeds.
type Game struct {
	Index int
	// Seed deals the game (rules.Setup.Seed); Players seed each
	// player's decider (saves.Seeds).
	Seed    uint64
	Players [2]uint64
}

// Run plays games 0..n-1 of the run from seed over workers goroutines
// (at least 1, at most n) and hands each result to fold in game order.
// Each worker gets its own state (newWorker) for the games it plays. A
// game that is stopped by ctx still returns its result, to be folded.
func Run[W, R any](ctx context.Context, seed uint64, n, workers int, newWorker func() W, play func(ctx context.Context, w W, g Game) R, fold func(g Game, r R)) {
	inOrder(ctx, n, workers, newWorker, func(ctx context.Context, w W, i int) R {
		return play(ctx, w, GameOf(seed, i))
	}, func(i int, r R) { fold(GameOf(seed, i), r) })
}

// GameOf is game i of the run from seed.
func GameOf(seed uint64, i int) Game {
	gs, p1, p2 := saves.Seeds(seed, i)
	return Game{Index: i, Seed: gs, Players: [2]uint64{p1, p2}}
}

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
