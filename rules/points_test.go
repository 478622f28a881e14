package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Life and resource points gained by an effect, each with its event.
func TestPointsGained(t *testing.T) {
	for _, tc := range []struct {
		rule      string
		effect    rules.Effect
		event     rules.EventKind
		life, res int
	}{
		{"8.5.7a", rules.GainLife{N: 3}, rules.EvGainLife, 23, 0},
		{"1.13.3", rules.GainResources{N: 2}, rules.EvGainResource, 20, 2},
	} {
		boon := ruletest.Instant("Boon", 0, tc.effect)
		x := ruletest.Position(boon).Hand("Boon").Start(t)
		x.Run(ruletest.Play(p1, "Boon"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantLife(p1, tc.life, "CR "+tc.rule)
		x.WantResources(p1, tc.res, "CR "+tc.rule)
		if ev := x.EventsOf(tc.event); len(ev) != 1 || ev[0].Player != p1 {
			t.Errorf("CR %s: %s events %+v, want one for p1", tc.rule, tc.event, ev)
		}
	}
}

// CR 1.13.3: resource points gained stay to pay a later cost this turn.
func TestCR_1_13_3_ResourcePointsPayALaterCost(t *testing.T) {
	boon := ruletest.Instant("Boon", 0, rules.GainResources{N: 2})
	jab := ruletest.Attack("Jab", 2, 3, 2)
	x := ruletest.Position(boon, jab).Hand("Boon", "Jab", "Gem").Start(t)
	x.Run(ruletest.Play(p1, "Boon"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Jab"))
	x.WantStack("Jab")
	x.WantZone(p1, rules.ZoneHand, "Gem")
	x.WantResources(p1, 0, "the 2 points paid for Jab")
}
