package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A "you may destroy this; if you do, ..." equipment: gain 2 life.
var mayDestroyCharm = func() *rules.Card {
	c := ruletest.Equipment("Charm", rules.Arms, 0, 0)
	c.Activated = []rules.Activated{{Type: rules.Instant,
		Effects: []rules.Effect{rules.MayDestroySelf{Then: []rules.Effect{rules.GainLife{N: 2}}}}}}
	return c
}()

// CR 8.5.4, 1.8.3: the choice, and "if you do" only when it was destroyed.
func TestMayDestroySelf(t *testing.T) {
	for _, yes := range []bool{true, false} {
		x := ruletest.Position(mayDestroyCharm).Arena("Charm").Life(10).Start(t)
		x.Run(ruletest.Activate(ruletest.P1, "Charm"), ruletest.Pass(ruletest.P1), ruletest.Pass(ruletest.P2), ruletest.May(ruletest.P1, yes))
		if yes {
			x.WantZone(ruletest.P1, rules.ZoneGraveyard, "Charm")
			x.WantLife(ruletest.P1, 12, "destroyed: +2")
		} else {
			x.WantZone(ruletest.P1, rules.ZoneArena, "Alpha", "Charm")
			x.WantLife(ruletest.P1, 10, "kept: nothing")
		}
	}
}
