package threadcpu

import (
	"runtime"
	"testing"
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
