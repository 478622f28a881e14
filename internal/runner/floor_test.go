package runner

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// The percent puts the goal (the live heap and percent per cent more) at
// five times the live heap, or at the floor where that is more, but never
// more than the headroom past the live heap; a run with no floor keeps the
// base.
func TestFloorPercent(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		floor, room uint64
		base        int
		live, want  uint64
	}{
		{64 * mb, 256 * mb, 400, 4 * mb, 1500},    // 4 MB + 1500 % = 64 MB
		{64 * mb, 256 * mb, 400, 16 * mb, 400},    // 5 × 16 MB passes the floor already
		{64 * mb, 256 * mb, 400, 10 * mb, 540},    // 10 MB + 540 % = 64 MB
		{64 * mb, 256 * mb, 400, 64 * mb, 400},    // 64 + 256 MB: five times it, and the headroom
		{64 * mb, 256 * mb, 400, 128 * mb, 200},   // 128 + 256 MB, not five times 128
		{64 * mb, 256 * mb, 400, 300 * mb, 85},    // 300 + 256 MB (556/300 = 185 %)
		{64 * mb, 256 * mb, 400, 0, 400},          // nothing measured yet
		{64 * mb, 256 * mb, 100, 32 * mb, 100},    // 2 × 32 MB is the floor
		{0, 256 * mb, 400, 300 * mb, 400},         // no floor: the base
		{64 * mb, 256 * mb, 400, 100_000 * mb, 1}, // a percent of 1 at least
	} {
		if got := floorPercent(c.floor, c.room, c.base, c.live); got != int(c.want) {
			t.Errorf("floorPercent(%d, %d, %d, %d) = %d, want %d", c.floor, c.room, c.base, c.live, got, c.want)
		}
	}
}

// gcPercent reads the collector's percent (setting it back at once).
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// While the floor holds, the percent is raised for this test's small live
// heap, and raised again after a collection; the percent found before
// comes back after, and stays; GOGC, when set, decides alone.
func TestPaceRaisesAndRestores(t *testing.T) {
	t.Setenv("GOGC", "")
	os.Unsetenv("GOGC")
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	const floor = 1 << 30 // far above any test's live heap
	runtime.GC()          // a live heap measured
	restore := Pace(floor)
	if got := gcPercent(); got <= basePercent {
		t.Errorf("with the floor: GC percent %d, want more than %d", got, basePercent)
	}
	debug.SetGCPercent(basePercent) // as if it had not been raised: the next collection raises it again
	runtime.GC()
	deadline := time.Now().Add(5 * time.Second)
	for gcPercent() == basePercent && time.Now().Before(deadline) {
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
	if got := gcPercent(); got <= basePercent {
		t.Errorf("after a collection: GC percent %d, want more than %d", got, basePercent)
	}
	restore()
	if got := gcPercent(); got != 100 {
		t.Errorf("after the run: GC percent %d, want 100 back", got)
	}
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	if got := gcPercent(); got != 100 {
		t.Errorf("a collection after the run: GC percent %d, want 100", got)
	}
	restore() // a second call does nothing
	if got := gcPercent(); got != 100 {
		t.Errorf("restored twice: GC percent %d, want 100", got)
	}
	t.Setenv("GOGC", "50")
	Pace(floor)()
	LessGarbageCollection()()
	if got := gcPercent(); got != 100 {
		t.Errorf("with GOGC set: GC percent changed to %d", got)
	}
}

// Runs that overlap (the tests' goldfish and sim side by side) share the
// pacer: while one with a floor goes on the percent stays raised, while
// only runs without one go on it is the base, and the percent found
// before the first comes back after the last, whichever ends first.
func TestOverlappingRunsPutThePercentBack(t *testing.T) {
	t.Setenv("GOGC", "")
	os.Unsetenv("GOGC")
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	const floor = 1 << 30
	runtime.GC()
	for _, floorFirst := range []bool{false, true} {
		a, b := LessGarbageCollection, func() func() { return Pace(floor) }
		if floorFirst {
			a, b = b, a
		}
		endA := a()
		if got, want := gcPercent(), basePercent; !floorFirst && got != want || floorFirst && got <= want {
			t.Errorf("floor first %v, the first run: GC percent %d (base %d)", floorFirst, got, want)
		}
		endB := b()
		if got := gcPercent(); got <= basePercent {
			t.Errorf("floor first %v, both runs: GC percent %d, want more than %d", floorFirst, got, basePercent)
		}
		endA()
		if got, want := gcPercent(), basePercent; floorFirst && got != want || !floorFirst && got <= want {
			t.Errorf("floor first %v, the second run alone: GC percent %d (base %d)", floorFirst, got, want)
		}
		endB()
		if got := gcPercent(); got != 100 {
			t.Errorf("floor first %v, after both: GC percent %d, want 100 back", floorFirst, got)
		}
		// Ended the other way round.
		endA, endB = a(), b()
		endB()
		endA()
		if got := gcPercent(); got != 100 {
			t.Errorf("floor first %v, ended in reverse: GC percent %d, want 100 back", floorFirst, got)
		}
	}
}
