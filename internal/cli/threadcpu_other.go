//go:build !linux

package cli

import "time"

// threadCPU is not measured here: the sim reports wall times alone.
func threadCPU() (time.Duration, bool) { return 0, false }
