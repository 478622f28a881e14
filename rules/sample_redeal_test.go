package rules_test

import (
	"context"
	"errors"
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
		g := benchGame(t, seed)
		decisions := 0
		for p := range rules.Player(2) {
			rnd := rules.NewRandom(seed*2 + 1 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				decisions++
				if decisions%7 == 0 {
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
				}
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	if checked < 100 {
		t.Errorf("%d samples checked", checked)
	}
}
