package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 5.2.1, 5.1.4-5.1.5, 1.8.5: an activated ability with a target
// declares it as it is activated, and cannot be activated with no legal
// target; "target weapon attack you control" is only the player's own
// weapon attack. CR 5.3.2a: it is checked again as the ability resolves.
func TestActivatedAbilityWithATarget(t *testing.T) {
	p1 := ruletest.P1
	helm := ruletest.Equipment("Helm", rules.Head, 1, 0)
	helm.Activated = []rules.Activated{{Type: rules.AttackReaction, Target: &rules.TargetSpec{Kind: rules.TargetAttack,
		Filter: rules.AttackFilter{Weapon: true}, Yours: true}, Effects: []rules.Effect{rules.TargetGets{Power: 2}}}}
	cards := []*rules.Card{helm, ruletest.Weapon("Sword", 0, 3), ruletest.Attack("Plain", 0, 4, 2)}
	t.Run("a weapon attack of the player's: the target gets +2", func(t *testing.T) {
		x := ruletest.Position(cards...).Arena("Sword", "Helm").Start(t)
		x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Activate(p1, "Helm"))
		if ts := x.G.State().Stack[0].Targets; len(ts) != 1 || ts[0].Obj != x.Attack() {
			t.Fatalf("the layer's targets %v, want the attack", ts)
		}
		x.Run(ruletest.PassToStep(rules.StepDamage, p1))
		x.WantPower(x.Attack(), 5, "3 and +2")
	})
	t.Run("no weapon attack: not offered", func(t *testing.T) {
		x := ruletest.Position(cards...).Arena("Helm").Hand("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Plain"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantBlocked(rules.ActActivate, "Helm", rules.ReasonNoTarget)
	})
}
