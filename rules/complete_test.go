package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// DESIGN.md (offered means completable), CR 5.1, 1.10.3: Completes finds
// answers that complete an offered play, finds none for a play whose costs
// cannot all be paid, and leaves the game as it was.
func TestCompletesSearchesTheAnswersOfAnAction(t *testing.T) {
	romp := ruletest.Attack("Romp", 2, 6, 3)
	romp.AddCosts = []rules.CostEffect{rules.DiscardCost{}}
	for _, tc := range []struct {
		rule string
		hand []string
		want bool
	}{
		{"5.1", []string{"Romp", "Pebble", "Pebble", "Gem"}, true}, // pitch the Gem, discard a Pebble
		{"5.1.8", []string{"Romp", "Gem"}, false},                  // the Gem must pay: nothing to discard
	} {
		x := ruletest.Position(romp).Hand(tc.hand...).Start(t)
		x.Run()
		romp := x.Find(p1, rules.ZoneHand, "Romp")
		before := x.G.State().Hash()
		ok, tried := x.G.Completes(p1, rules.Option{Act: rules.ActPlay, Obj: romp})
		if ok != tc.want || tried == 0 {
			t.Errorf("CR %s: with %q Completes = %v after %d clones, want %v", tc.rule, tc.hand, ok, tried, tc.want)
		}
		if x.G.State().Hash() != before {
			t.Errorf("CR %s: the search changed the game", tc.rule)
		}
		if x.Offered(rules.ActPlay, "Romp") != tc.want {
			t.Errorf("CR %s: offered %v, but Completes says %v", tc.rule, !tc.want, tc.want)
		}
	}
}
