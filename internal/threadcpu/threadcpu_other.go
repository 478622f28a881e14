//go:build !linux

package threadcpu

import "time"

// Now is not measured here: callers report wall times alone.
func Now() (d time.Duration, ok bool) { return 0, false }
