package bot_test

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling thread has used so far (its
// goroutine locked to it around the two readings subtracted).
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
