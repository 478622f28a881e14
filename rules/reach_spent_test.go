package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 5.2.1a: a once-per-turn ability, once activated, may not be activated
// again this turn. Reach counts what a permanent's activated abilities may
// still add; once every one of them is spent for the turn it adds nothing
// more: what it gave is already in force (here the next attack's +3), and
// Reach counts that once, not again as an ability still to use.
func TestReachLeavesOutASpentOncePerTurnAbility(t *testing.T) {
	charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
	charm.Activated = []rules.Activated{{Type: rules.Instant, Once: true, Effects: []rules.Effect{rules.NextAttack{Power: 3}}}}
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(charm, jab).Arena("Charm").Hand("Jab").Start(t)
	x.Run()
	reach := func(when string) int {
		t.Helper()
		n, ok := x.G.Reach()
		if !ok {
			t.Fatalf("%s: Reach unknown", when)
		}
		return n
	}
	// Jab's 3 and the Charm's +3, to come.
	if n := reach("before"); n != 6 {
		t.Errorf("before the Charm is used: Reach %d, want 6 (Jab 3, the Charm's +3)", n)
	}
	x.Run(ruletest.Activate(p1, "Charm"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantBlocked(rules.ActActivate, "Charm", rules.ReasonOncePerTurn)
	// The +3 is in force for the next attack; the Charm gives no more.
	if n := reach("after"); n != 6 {
		t.Errorf("after the Charm is used: Reach %d, want 6 (Jab 3 and the +3 in force, the Charm spent)", n)
	}
}
