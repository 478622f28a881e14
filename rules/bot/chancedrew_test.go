package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// A chance node of sampled worlds (no exact deal by the next card:
// Chance.Exact 1 against a deck of two distinct cards) whose outcomes the
// player learns by a draw says which card the outcome shown drew
// (ChanceStep.Drew, CR 8.5.6): Wild Ride's draw, Raging Onslaught where
// the line goes on to Slam for 14, Dodge where it stops at 6. It is what
// the board says of the steps after it, which are that outcome's.
func TestSampledChanceStepSaysTheCardDrawn(t *testing.T) {
	sampled := bot.Chance{Exact: 1, Samples: 8, Depth: 1}
	nodes := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g := wildRide(t, "Raging Onslaught (yellow)", "Dodge (blue)")
		l := search(t, g.ViewFor(0), bot.Options{Seed: seed, Chance: &sampled})
		for _, s := range l.Steps {
			ch := s.Chance
			if ch == nil {
				continue
			}
			nodes++
			want := map[int]string{14: "Raging Onslaught (yellow)", 6: "Dodge (blue)"}[l.Dealt]
			if ch.Card != nil || ch.Drew == nil || ch.Drew.Key() != want {
				t.Errorf("seed %d: chance step %+v of a line dealing %d, want no Card and Drew %s", seed, *ch, l.Dealt, want)
			}
		}
	}
	if nodes == 0 {
		t.Error("no seed met a chance node: the test shows nothing")
	}
}
