package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 2.0.3c: power and defense are never below zero.
func TestCR_2_0_3c_NoNegativeValues(t *testing.T) {
	weak := ruletest.Attack("Weak", 0, 3, 2)
	weak.Resolve = []rules.Effect{rules.ThisGets{Power: -5, Defense: -5}}
	x := ruletest.Position(weak).Hand("Weak").Start(t)
	x.Run(ruletest.Play(p1, "Weak"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 0, "3 - 5")
	x.WantDefense(x.Attack(), 0, "2 - 5")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 20, "no damage from 0 power")
}

// CR 1.7.4, 1.7.4h, 5.3.3: a card's static ability works on the attack
// (on the chain, in the arena), not in hand, and not on the stack before
// its layer resolves (the stack is not in the arena, CR 3.1.1a): it
// becomes functional as the layer resolves.
func TestCR_1_7_4_WhereAStaticAbilityWorks(t *testing.T) {
	proud := ruletest.Attack("Proud", 0, 3, 2)
	proud.Statics = []rules.Static{{Power: 2}}
	x := ruletest.Position(proud).Hand("Proud").Start(t)
	obj := x.Find(p1, rules.ZoneHand, "Proud")
	x.WantPower(obj, 3, "in hand")
	x.Run(ruletest.Play(p1, "Proud"))
	x.WantPower(obj, 3, "on the stack, before it resolves")
	x.Run(ruletest.PassToStep(rules.StepAttack, p1))
	x.WantPower(obj, 5, "attacking, its layer resolved")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 15, "5 power as it attacked")
}

// CR 1.7.4a: a card defending that is not a permanent keeps no static
// ability but those about defending: its +2 defense does not count.
func TestCR_1_7_4a_ADefendingCardsStaticDoesNotWork(t *testing.T) {
	proud := ruletest.Attack("Proud", 0, 3, 2)
	proud.Statics = []rules.Static{{Defense: 2}}
	x := ruletest.Position(mutt, proud).Hand("Mutt").Resources(3).P2().Hand("Proud").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Proud"),
		ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 16, "6 power against the printed 2")
}

// CR 4.4.4: effects that last "this turn" end with the turn.
func TestCR_4_4_4_ThisTurnEffectsEnd(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Activated = append(sword.Activated, rules.Activated{Type: rules.Instant, Effects: []rules.Effect{rules.ThisGets{Power: 3}}})
	x := ruletest.Position(sword).Arena("Sword").Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Sword")
	x.Run(ruletest.ActivateAbility(p1, "Sword", 1), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantPower(obj, 5, "this turn")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
	x.WantPower(obj, 2, "the next turn")
	if len(x.G.State().Effects) != 0 {
		t.Errorf("effects %+v left after the turn ended", x.G.State().Effects)
	}
}

// CR 1.4.3a, 8.3.5c: an attack proxy has its weapon's keywords; and an
// attack that gains go again when it has it already gains nothing, so the
// weapon's count of gains (Dorinthea's) counts it once.
func TestCR_8_3_5c_GoAgainIsGainedOnce(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Keywords = rules.Dominate
	sword.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Effects: []rules.Effect{
		rules.EventAttackGets{Gains: rules.GoAgain}, rules.EventAttackGets{Gains: rules.GoAgain}}}}
	x := ruletest.Position(sword).Arena("Sword").Start(t)
	weapon := x.Find(p1, rules.ZoneArena, "Sword")
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1))
	if !x.G.HasKeyword(x.Attack(), rules.Dominate) {
		t.Error("the proxy lacks its weapon's dominate")
	}
	if !x.G.HasKeyword(x.Attack(), rules.GoAgain) {
		t.Error("the attack did not gain go again")
	}
	if n := x.G.State().ThisTurn(weapon).GoAgain; n != 1 {
		t.Errorf("the weapon's attacks gained go again %d times, want 1", n)
	}
	x.WantCount(rules.EvGainGoAgain, 1, "CR 8.3.5c")
}
