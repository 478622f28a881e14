//go:build !race

package rules_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// steadyCount is what steadyAllocs counted: the allocations of the steady
// part of the games, the game's own and the others (the runtime's, the
// test's), and the decisions.
type steadyCount struct {
	game, other int64
	mallocs     uint64 // all of them, as runtime.MemStats counts them
	decisions   int
	sites       []string // the stacks of the game's own, one per site
}

// steadyAllocs plays games of the bench decks and counts the allocations
// of the decisions after the first warm ones (set-up: the game, its first
// turns). Every allocation is recorded with its stack (MemProfileRate 1)
// and sorted by whose it is (gameAlloc).
func steadyAllocs(t testing.TB, games, warm int) steadyCount {
	defer func(rate int) { runtime.MemProfileRate = rate }(runtime.MemProfileRate)
	runtime.MemProfileRate = 1
	var c steadyCount
	var p heapProfile
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := benchGame(t, seed)
		for !g.Over() && g.Decisions < warm {
			if err := g.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		d0 := g.Decisions
		p.mark()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		mallocs := after.Mallocs - before.Mallocs
		var seen int64
		p.since(func(stack []uintptr, n int64) {
			seen += n
			if !gameAlloc(stack) {
				c.other += n
				return
			}
			c.game += n
			c.sites = append(c.sites, fmt.Sprintf("game %d: %d at\n%s", seed, n, stackText(stack)))
		})
		// The profile covers the Run and a little more (the collections
		// around it): it must have seen everything MemStats counted.
		if seen < int64(mallocs) {
			t.Fatalf("game %d: the heap profile has %d allocations, MemStats counted %d", seed, seen, mallocs)
		}
		c.mallocs += mallocs
		c.decisions += g.Decisions - d0
	}
	return c
}

// After set-up (the game, its first turns) the game allocates nothing
// for a decision: the lists it grows into are laid out for a whole game
// when it is dealt (gameMem, makeRoom, sized from what the bench decks'
// games needed at most), hence a demand of exactly 0. What the runtime
// allocates for itself meanwhile is counted apart and allowed, and it is
// the "almost": a new thread's structures (6) when the scheduler starts
// one, the collector's own, and the caches of type assertions to an
// interface type, which the runtime grows on 1 miss in 1,024, at random
// (0 to 2 a run, in payableWithout and heldForCost). Before the effects
// had room for 10, game 25 grew its list of effects: MemStats counted 1
// to 9 allocations a run, that one, the caches and now and then a thread.
// The count is of the whole process: a test of the package run in
// parallel with this one (none is) would be counted. The race detector
// allocates on its own, hence the build tag.
func TestDecisionsAllocateAlmostNothing(t *testing.T) {
	c := steadyAllocs(t, 100, 100)
	t.Logf("%d allocations of the game over %d decisions; %d not the game's (%d in all by MemStats)",
		c.game, c.decisions, c.other, c.mallocs)
	if c.game != 0 {
		t.Errorf("the game allocates %d times in %d decisions after set-up, want 0:\n%s",
			c.game, c.decisions, strings.Join(c.sites, "\n"))
	}
}

// heapProfile is the allocation counts of runtime.MemProfile by stack, at
// a mark; since reports what was allocated after it. Its buffers are kept
// (and no map: one keyed by a whole stack allocates for every key), so
// that marking allocates nothing once they are large enough.
type heapProfile struct {
	at            []runtime.MemProfileRecord // the profile at the mark
	atBuf, nowBuf []runtime.MemProfileRecord
}

// read is the published profile, in *buf (kept whole for the next time),
// sorted by stack, a stack once (cut to 32 frames, two stacks may become
// one); a collection first publishes what was allocated until then.
func (p *heapProfile) read(buf *[]runtime.MemProfileRecord) []runtime.MemProfileRecord {
	runtime.GC()
	n, ok := runtime.MemProfile(*buf, true)
	for !ok {
		*buf = make([]runtime.MemProfileRecord, n+n/2)
		n, ok = runtime.MemProfile(*buf, true)
	}
	recs := (*buf)[:n]
	slices.SortFunc(recs, byStack)
	out := recs[:0]
	for _, r := range recs {
		if l := len(out) - 1; l >= 0 && out[l].Stack0 == r.Stack0 {
			out[l].AllocObjects += r.AllocObjects
			continue
		}
		out = append(out, r)
	}
	return out
}

func byStack(a, b runtime.MemProfileRecord) int { return slices.Compare(a.Stack0[:], b.Stack0[:]) }

func (p *heapProfile) mark() { p.at = p.read(&p.atBuf) }

func (p *heapProfile) since(f func(stack []uintptr, n int64)) {
	for _, r := range p.read(&p.nowBuf) {
		n := r.AllocObjects
		if i, ok := slices.BinarySearchFunc(p.at, r, byStack); ok {
			n -= p.at[i].AllocObjects
		}
		if n > 0 {
			f(r.Stack(), n)
		}
	}
}

// gameAlloc says whether an allocation is the game's own: one a function
// of the module (not of a test) asked for, not the runtime for itself.
// The runtime's own are those with no such function on the stack (a new
// thread, the collector's workers, timers) and the caches of type
// assertions: a function of the game asserts an interface type and the
// runtime, below it, grows the cache of that assertion.
func gameAlloc(stack []uintptr) bool {
	frames := runtime.CallersFrames(stack)
	allocator := true // the frames of the runtime above the first caller
	for {
		f, more := frames.Next()
		fn := f.Function
		if allocator {
			switch {
			case fn == "runtime.typeAssert", fn == "runtime.interfaceSwitch", fn == "runtime.getitab":
				return false
			case strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "internal/"):
			default:
				allocator = false
			}
		}
		if !allocator && strings.HasPrefix(fn, "github.com/rathe-tcg/rathe/") && !strings.Contains(fn, "_test.") {
			return true
		}
		if !more {
			return false
		}
	}
}

// stackText is a stack, a function and its line per line.
func stackText(stack []uintptr) string {
	var b strings.Builder
	frames := runtime.CallersFrames(stack)
	for {
		f, more := frames.Next()
		fmt.Fprintf(&b, "\t%s %s:%d\n", f.Function, f.File, f.Line)
		if !more {
			return b.String()
		}
	}
}
