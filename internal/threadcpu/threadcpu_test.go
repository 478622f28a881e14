package threadcpu

import (
	"runtime"
	"testing"
	"time"
)

// Work on the thread shows in its CPU time, which never goes back.
func TestNowGrowsWithWork(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, ok := Now()
	if !ok {
		t.Skip("no thread CPU time on this system")
	}
	x := 0
	for i := range 50_000_000 {
		x += i & 3
	}
	b, _ := Now()
	if b <= a || x == 0 {
		t.Errorf("thread CPU time %v then %v after a busy loop", a, b)
	}
}

// A little work reads as a little time, not as nothing or a whole tick of
// the scheduler: some of many short stretches of work read between 0 and
// a millisecond (most of them: a clock of ticks reads most as 0).
func TestNowFinerThanATick(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, ok := Now(); !ok {
		t.Skip("no thread CPU time on this system")
	}
	fine, x := 0, 0
	for range 100 {
		a, _ := Now()
		for i := range 10_000 {
			x += i & 3
		}
		b, _ := Now()
		if d := b - a; d > 0 && d < time.Millisecond {
			fine++
		}
	}
	if fine < 50 || x == 0 {
		t.Errorf("%d of 100 stretches of work read between 0 and 1 ms of thread CPU time", fine)
	}
}
