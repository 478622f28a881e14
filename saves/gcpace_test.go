package saves_test

import "github.com/rathe-tcg/rathe/internal/runner"

// The tests allocate much and keep little: the collector, paced by
// default to run when the heap doubles, took a fifth to a third of
// their CPU. Paced as the runs of sim and goldfish are (the heap goal at
// five times the live heap, unless GOGC is set:
// runner.LessGarbageCollection), they keep a hundred megabytes or so and
// spend that CPU on what they test. Nothing they assert depends on the
// pace.
func init() { runner.LessGarbageCollection() }
