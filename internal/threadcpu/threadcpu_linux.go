package threadcpu

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID.
const clockThreadCPUTime = 3

// Now is the CPU time the calling thread has used so far; the caller
// locks its goroutine to the thread around the two readings it subtracts
// (runtime.LockOSThread), or the thread may change between them. It is
// the thread's CPU clock (clock_gettime), to the nanosecond: getrusage's
// count of the thread's time moves by the scheduler's ticks (4 ms on the
// machine of BENCHMARKS.md), which made every answer shorter than a tick
// read 0 or a whole tick. ok is false where it cannot be read.
func Now() (d time.Duration, ok bool) {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
