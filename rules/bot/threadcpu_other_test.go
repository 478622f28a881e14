//go:build !linux

package bot_test

import "time"

// threadCPU is not measured here: the benchmark reports wall times alone.
func threadCPU() (time.Duration, bool) { return 0, false }
