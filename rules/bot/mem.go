package bot

import "github.com/rathe-tcg/rathe/rules"

// The memory of a search's runs. A search plays thousands of clones a
// turn, and each run answers a dozen questions: what a run keeps is
// allocated once a run (its answers and their steps, runner.keep) or
// carved from blocks of the search (the ids of an answer of one option
// while the run goes on) rather than allocated piece by piece, and what
// it does not keep (its deciders, its observer, the answers while it
// runs) lives in one runner the search reuses.

// slab hands out pieces of a block of Ts. A piece is never handed out
// twice: it lives as long as anything points into its block.
type slab[T any] struct {
	free []T
	// size is how many Ts a block holds (0: slabSize).
	size int
}

// slabSize is how many Ts a block holds by default.
const slabSize = 256

// take returns n zeroed Ts, their capacity capped at n.
func (b *slab[T]) take(n int) []T {
	if cap(b.free)-len(b.free) < n {
		size := b.size
		if size == 0 {
			size = slabSize
		}
		b.free = make([]T, 0, max(n, size))
	}
	i := len(b.free)
	b.free = b.free[:i+n]
	return b.free[i : i+n : i+n]
}

// searchMem is a search's blocks: the ids of the answers of one option
// the runs give the engine. A block lives while anything points into it:
// what a line keeps is the run's own (runner.keep).
type searchMem struct {
	ids slab[int32]
}

// pick is rules.Pick with its id in m's memory.
func (m *searchMem) pick(id int32) rules.Answer {
	ids := m.ids.take(1)
	ids[0] = id
	return rules.Answer{IDs: ids}
}
