package runner

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// HeapFloor keeps the heap goal at least floor bytes until the returned
// function is called, unless GOGC is set (then GOGC decides): after each
// collection the collector's percent is raised so that the next one comes
// no sooner than when the heap holds floor bytes, and never lowered below
// the percent set when it was called (LessGarbageCollection's). The games
// of a goldfish run keep a few megabytes live and make garbage fast: paced
// at five times a small live heap, they collect every few games, and the
// write barriers of each collection's marking slow the search while it
// lasts. A memory limit (debug.SetMemoryLimit) still caps the goal.
func HeapFloor(floor uint64) (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	base := debug.SetGCPercent(100)
	debug.SetGCPercent(base)
	if base < 0 {
		return func() {} // the collector is off: nothing to raise
	}
	h := &heapFloor{floor: floor, base: base}
	h.mu.Lock()
	h.set(liveHeap())
	h.arm()
	h.mu.Unlock()
	return func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		h.stopped = true
		debug.SetGCPercent(h.base)
	}
}

// heapFloor is HeapFloor's pacing while it holds.
type heapFloor struct {
	mu      sync.Mutex
	floor   uint64
	base    int
	stopped bool
}

// floorSentinel is garbage as soon as it is made: its finalizer runs
// after the collection that finds it so, and makes the next one.
type floorSentinel struct {
	h *heapFloor
}

// arm makes the sentinel of the next collection.
func (h *heapFloor) arm() {
	runtime.SetFinalizer(&floorSentinel{h: h}, (*floorSentinel).collected)
}

// collected paces the collector after a collection (floorPercent) and
// makes the sentinel of the next.
func (s *floorSentinel) collected() {
	h := s.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.stopped {
		return
	}
	h.set(liveHeap())
	h.arm()
}

// set paces the collector for a live heap of live bytes.
func (h *heapFloor) set(live uint64) {
	debug.SetGCPercent(floorPercent(h.floor, h.base, live))
}

// floorPercent is the collector's percent that puts the next collection
// at floor bytes of heap for a live heap of live bytes (the goal is the
// live heap and percent per cent more), at least base.
func floorPercent(floor uint64, base int, live uint64) int {
	if live == 0 || live >= floor {
		return base
	}
	return max(base, int(floor*100/live)-100)
}

// liveHeap is the heap the last collection found live, in bytes.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
