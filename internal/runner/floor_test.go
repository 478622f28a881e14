package runner

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// The percent puts the goal (the live heap and percent per cent more) at
// the floor, never below the base, and leaves a heap at or past the
// floor to the base.
func TestFloorPercent(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		floor      uint64
		base       int
		live, want uint64
	}{
		{64 * mb, 400, 4 * mb, 1500},  // 4 MB + 1500 % = 64 MB
		{64 * mb, 400, 16 * mb, 400},  // 5 × 16 MB passes the floor already
		{64 * mb, 400, 10 * mb, 540},  // 10 MB + 540 % = 64 MB
		{64 * mb, 400, 64 * mb, 400},  // at the floor
		{64 * mb, 400, 300 * mb, 400}, // past it
		{64 * mb, 400, 0, 400},        // nothing measured yet
		{64 * mb, 100, 32 * mb, 100},  // 2 × 32 MB is the floor
	} {
		if got := floorPercent(c.floor, c.base, c.live); got != int(c.want) {
			t.Errorf("floorPercent(%d, %d, %d) = %d, want %d", c.floor, c.base, c.live, got, c.want)
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
// heap, and raised again after a collection; the base comes back after;
// GOGC, when set, decides alone.
func TestHeapFloorPacesAndRestores(t *testing.T) {
	t.Setenv("GOGC", "")
	os.Unsetenv("GOGC")
	before := debug.SetGCPercent(400)
	defer debug.SetGCPercent(before)
	const floor = 1 << 30 // far above any test's live heap
	runtime.GC()          // a live heap measured
	restore := HeapFloor(floor)
	if got := gcPercent(); got <= 400 {
		t.Errorf("with the floor: GC percent %d, want more than 400", got)
	}
	debug.SetGCPercent(400) // as if it had not been raised: the next collection raises it again
	runtime.GC()
	deadline := time.Now().Add(5 * time.Second)
	for gcPercent() == 400 && time.Now().Before(deadline) {
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
	if got := gcPercent(); got <= 400 {
		t.Errorf("after a collection: GC percent %d, want more than 400", got)
	}
	restore()
	if got := gcPercent(); got != 400 {
		t.Errorf("after the floor: GC percent %d, want 400 back", got)
	}
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	if got := gcPercent(); got != 400 {
		t.Errorf("a collection after the floor: GC percent %d, want 400", got)
	}
	t.Setenv("GOGC", "50")
	HeapFloor(floor)()
	if got := gcPercent(); got != 400 {
		t.Errorf("with GOGC set: GC percent changed to %d", got)
	}
}
