// Package patience scales the limits of tests that wait for another
// process or goroutine to show something: a tmux pane, a teatest
// program, a blocked read that must give up. Such a test waits on the
// thing itself, never on the clock; its limit only says when to give up
// and report. A limit written in a test is what a quiet machine needs,
// with room to spare; on a loaded machine the same wait takes several
// times longer (two test binaries, the programs in the panes and other
// work share the cores), and a fixed limit made the tests fail there.
package patience

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Env names the environment variable that multiplies every limit: a
// number, at least 1 (RATHE_TEST_PATIENCE=10 on a machine known to be
// slow, or under the race detector).
const Env = "RATHE_TEST_PATIENCE"

// Factor is how many times its written limit a wait may take now: the
// larger of Env's number and the machine's load per core (the 1- and
// 5-minute load averages and the tasks runnable now, from /proc/loadavg
// where there is one), and never below 1. It is read at each call, so a
// wait that begins as the load rises gets the longer limit.
func Factor() float64 {
	f := 1.0
	if v, err := strconv.ParseFloat(os.Getenv(Env), 64); err == nil && v > f {
		f = v
	}
	return max(f, loadPerCore())
}

// Limit is d scaled by Factor.
func Limit(d time.Duration) time.Duration {
	return time.Duration(float64(d) * Factor())
}

// loadPerCore is the machine's load over its cores, 0 where unknown.
func loadPerCore() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	return parseLoad(string(b)) / float64(runtime.NumCPU())
}

// parseLoad reads /proc/loadavg ("0.52 1.10 2.93 3/812 4242"): the most
// of the 1- and 5-minute averages and the tasks runnable now (the load a
// moment ago and the one that the averages have not caught up with yet).
func parseLoad(s string) float64 {
	f := strings.Fields(s)
	most := 0.0
	for i, x := range f {
		if i == 3 {
			x, _, _ = strings.Cut(x, "/")
		}
		if v, err := strconv.ParseFloat(x, 64); err == nil && i <= 3 {
			most = max(most, v)
		}
	}
	return most
}
