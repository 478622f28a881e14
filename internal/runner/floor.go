package runner

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sync"
)

// The collector's pace while runs go on is held by one pacer for the whole
// process (pace): the runs that overlap (the tests run goldfish and sim
// side by side) each add to it and take back what they added, and the GC
// percent the first of them found comes back when the last one ends, in
// whatever order they end. Each run saving the percent it found and
// setting it back as it ended left a raised percent behind when runs
// overlapped: the second found the first's raised percent, and put it
// back last.

// basePercent is the collector's percent while a run goes on: the heap
// goal at five times the live heap. The games of a run keep little
// memory but make garbage fast: fewer collections, and fewer stretches of
// write barriers, for a few megabytes.
const basePercent = 400

// Floor is the heap the collector lets the games of `rathe goldfish` and
// `rathe sim` fill before it collects (Pace): most decks keep a few
// megabytes live. sim's games with bots search as goldfish's do (1,000
// random games never fill it: the same CPU and memory), and gained as
// much from it: 5 games of hh-olympia (hard) against hh-rhinar (normal),
// 1 worker, 1.33, 1.36, 1.39 -> 1.29, 1.25, 1.32 s user; 100 of
// cb-dorinthea (normal) against cb-rhinar 2.59, 2.41, 2.45 -> 2.50, 2.35,
// 2.32 s; max RSS 47-66 -> 83-94 MB.
const Floor = 64 << 20

// Headroom is the most the heap may grow past what the last collection
// found live before a run with a floor (Pace) collects again, where five
// times the live heap would be more. A goldfish search keeps its table of
// positions until the turn's search ends: up to 50 MB for the Heavy
// Hitters' largest (hh-olympia, 75,799 positions), two at once with two
// workers, and a collection that marks for seconds on a loaded machine
// counts live all that is allocated meanwhile (hh-olympia's runs: 40 to
// 130 MB live at times). Five times that is up to half a gigabyte or more;
// the soft limit of 256 MB goldfish held it to had such heaps collected
// back to back (a goal 50-100 MB above the live heap). A goal a fixed
// amount above the live heap has the collections come after as many
// bytes allocated, however much is live; a run whose live heap is below
// a quarter of it is paced as before.
const Headroom = 256 << 20

// Pace paces the collector for a run until the returned function is
// called (once; later calls do nothing), unless GOGC is set (then GOGC
// decides): the heap goal at five times the live heap (basePercent), and,
// when floor is not 0, no higher than Headroom bytes past the live heap
// and no lower than floor bytes: after each collection the percent is
// set from the heap it found live so that the next one comes when the
// heap holds floor bytes or five times the live heap, whichever is more,
// but no later than when it holds Headroom more than the live heap (the
// highest floor of the runs going on).
// The games of a goldfish run keep a few megabytes live and make garbage
// fast: paced at five times a small live heap, they collect every few
// games, and the write barriers of each collection's marking slow the
// search while it lasts. A memory limit (debug.SetMemoryLimit) still caps
// the goal.
func Pace(floor uint64) (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	pace.mu.Lock()
	defer pace.mu.Unlock()
	if len(pace.floors) == 0 {
		pace.saved = debug.SetGCPercent(basePercent)
	}
	pace.floors = append(pace.floors, floor)
	pace.set(liveHeap())
	var once sync.Once
	return func() {
		once.Do(func() {
			pace.mu.Lock()
			defer pace.mu.Unlock()
			i := slices.Index(pace.floors, floor)
			pace.floors = slices.Delete(pace.floors, i, i+1)
			if len(pace.floors) == 0 {
				pace.armed = 0 // the sentinel waiting stops at the next collection
				debug.SetGCPercent(pace.saved)
				return
			}
			pace.set(liveHeap())
		})
	}
}

// LessGarbageCollection is Pace with no floor: the collector's pace of
// `rathe sim`'s runs, and of the tests of the packages that play many
// games.
func LessGarbageCollection() (restore func()) { return Pace(0) }

// pace is the pacer of the runs going on (Pace).
var pace pacer

// pacer holds the collector's percent while runs go on: the floors of
// those runs (0: none), the percent found before the first of them
// (saved), and the sentinel of the next collection while a floor holds
// (armed: its generation, 0 when none waits).
type pacer struct {
	mu     sync.Mutex
	floors []uint64
	saved  int
	armed  uint64
	gen    uint64
}

// floor is the highest floor of the runs going on.
func (p *pacer) floor() uint64 {
	f := uint64(0)
	for _, x := range p.floors {
		f = max(f, x)
	}
	return f
}

// set paces the collector for a live heap of live bytes, and has the
// next collection set it again while a floor holds.
func (p *pacer) set(live uint64) {
	floor := p.floor()
	debug.SetGCPercent(floorPercent(floor, Headroom, basePercent, live))
	switch {
	case floor == 0:
		p.armed = 0
	case p.armed == 0:
		p.gen++
		p.armed = p.gen
		arm(p.gen)
	}
}

// floorSentinel is garbage as soon as it is made: its finalizer runs
// after the collection that finds it so, and paces the next one, unless
// the pacer has stopped waiting for it (a generation no longer armed).
// It holds a pointer: an object of no pointers as small as a word would
// come from the tiny allocator, whose objects share a block and may never
// be finalized.
type floorSentinel struct {
	p   *pacer
	gen uint64
}

// arm makes the sentinel of the next collection.
func arm(gen uint64) {
	runtime.SetFinalizer(&floorSentinel{p: &pace, gen: gen}, (*floorSentinel).collected)
}

// collected paces the collector after a collection and makes the sentinel
// of the next.
func (s *floorSentinel) collected() {
	p := s.p
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.armed != s.gen {
		return
	}
	debug.SetGCPercent(floorPercent(p.floor(), Headroom, basePercent, liveHeap()))
	arm(s.gen)
}

// floorPercent is the collector's percent (the goal is the live heap and
// percent per cent more) for a live heap of live bytes: the goal at base
// per cent more than the live heap, but no more than room bytes past it,
// and at least floor bytes; base for a run with no floor (0), whose
// percent no collection sets again.
func floorPercent(floor, room uint64, base int, live uint64) int {
	if live == 0 || floor == 0 {
		return base
	}
	goal := live + min(live*uint64(base)/100, room)
	goal = max(goal, floor)
	return max(1, int(goal*100/live)-100)
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
