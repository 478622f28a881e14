package threadcpu

import (
	"syscall"
	"time"
)

// Now is the CPU time (user and system) the calling thread has used so
// far; the caller locks its goroutine to the thread around the two
// readings it subtracts (runtime.LockOSThread), or the thread may change
// between them. The kernel counts it in nanoseconds and reports
// microseconds. ok is false where it cannot be read.
func Now() (d time.Duration, ok bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
