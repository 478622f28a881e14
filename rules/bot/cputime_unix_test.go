//go:build unix

package bot_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used so far, user and system,
// every thread (the collector's too): what a search costs whatever the
// load of the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
