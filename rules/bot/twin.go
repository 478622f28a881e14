package bot

import "github.com/rathe-tcg/rathe/rules"

// The cheating twin is an Opponent that searches the real game rather
// than worlds its player could imagine: the same bot given the true
// hidden cards (the other player's hand, face-down arsenal, both decks'
// order), measured against the fair one to show what the hidden
// information is worth (BENCHMARKS.md). Only the package's tests can make
// one (NewTwin, export_test.go): the shipped binary has no way to set
// Opponent.cheat, and guard_test.go holds it to that (a field that gives
// a game is written only from another, or in a test).

// sampleOr is the world a search starts from: o.world's, when set (the
// twin's), else a sample of v (rules.View.Sample, doc.go; in order for
// the memo's searches, memo.go).
func sampleOr(v rules.View, o *Options, seed uint64) *rules.Game {
	if o.world != nil {
		return o.world(seed)
	}
	if o.ordered {
		return v.SampleInOrder(seed)
	}
	return v.Sample(seed)
}
