package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.3.35: a universal card has its controller's hero's class wherever
// it is. Rally gives the next Guardian attack +3 power: a Generic
// universal attack is a Guardian attack for a Guardian hero, and for a
// Warrior it is a Warrior attack, not a Guardian one; a Generic attack
// without universal is never a Guardian attack.
func TestUniversal(t *testing.T) {
	p1 := ruletest.P1
	any := ruletest.Attack("Any", 0, 4, 2)
	any.Keywords = rules.Universal
	plain := ruletest.Attack("Plain", 0, 4, 2)
	rally := ruletest.Action("Rally", 0, 1, rules.NextAttack{Filter: rules.AttackFilter{Classes: rules.Guardian}, Power: 3})
	guard := ruletest.Hero("Guard")
	guard.Classes = rules.Guardian | rules.Earth // a class and a talent
	fighter := ruletest.Hero("Fighter")
	fighter.Classes = rules.Warrior
	for _, tc := range []struct {
		hero, attack string
		power        int
	}{
		{"Guard", "Any", 4 + 3},
		{"Fighter", "Any", 4},
		{"Guard", "Plain", 4},
	} {
		t.Run(tc.hero+" plays "+tc.attack, func(t *testing.T) {
			x := ruletest.Position(any, plain, rally, guard, fighter).Hero(tc.hero).Hand("Rally", tc.attack).Actions(2).Start(t)
			x.Run(ruletest.Play(p1, "Rally"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, tc.attack), ruletest.PassToStep(rules.StepReaction, p1))
			x.WantPower(x.Attack(), tc.power, "Rally's +3 for a Guardian attack only")
		})
	}
}
