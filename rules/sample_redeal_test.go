package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A sample depends on which cards are hidden and on the seed, never on
// where they are: two games that differ only in where the viewer's hidden
// cards lie (a world the viewer could not tell from the real one: a
// sample of it) give the same sample, to the last bit of state, so a bot
// that searches samples gives the same answer in both.
func TestSampleOfARedealIsTheSame(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		atDecisions(t, seed, 7, func(g *rules.Game, decisions int, _ rules.Prompt) {
			for q := range rules.Player(2) {
				other := g.ViewFor(q).Sample(seed*7919 + uint64(decisions))
				for k := range uint64(2) {
					s := seed*1000 + uint64(decisions)*3 + k
					want := g.ViewFor(q).Sample(s).Hash()
					if got := other.ViewFor(q).Sample(s).Hash(); got != want {
						t.Fatalf("seed %d decision %d: p%d's sample of a re-dealt world differs", seed, decisions, q+1)
					}
					checked++
				}
			}
		})
	}
	if checked < 100 {
		t.Errorf("%d samples checked", checked)
	}
}
