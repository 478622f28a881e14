//go:build !unix

package bot_test

import "time"

// cpuTime is not measured here: BenchmarkBestLine reports 0.
func cpuTime() time.Duration { return 0 }
