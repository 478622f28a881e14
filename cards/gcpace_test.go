package cards_test

import (
	"os"
	"runtime/debug"
)

// The tests allocate much and keep little: the collector, paced by
// default to run when the heap doubles, took a fifth to a quarter of
// their CPU. Paced to run at five times the live heap (unless GOGC says
// otherwise), they keep a hundred megabytes or so and spend that CPU on
// what they test. Nothing they assert depends on the pace.
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
