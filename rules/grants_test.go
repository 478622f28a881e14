package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Effects that give attacks more power (CR 6.2), from a card that resolved
// earlier this turn: each row attacks once and looks at the attack's power
// in the reaction step.
func TestGrantsToTheNextAttacks(t *testing.T) {
	weapon := rules.AttackFilter{Weapon: true}
	cards := []*rules.Card{
		ruletest.Attack("Jab", 0, 3, 2),
		ruletest.Weapon("Sword", 0, 2),
		ruletest.Instant("Boost", 0, rules.NextAttack{Power: 3}),
		ruletest.Instant("Hone", 0, rules.NextAttack{Filter: weapon, Power: 3}),
		ruletest.Instant("Drill", 0, rules.AttacksGet{Filter: weapon, Power: 1}),
		ruletest.Instant("Banner", 0, rules.ControlledNowGet{Filter: rules.AttackFilter{ActionCard: true}, Power: 1, Defense: 1}),
	}
	jab := []ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1)}
	sword := []ruletest.Step{ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1)}
	for _, tc := range []struct {
		rule     string
		name     string
		resolved string
		steps    []ruletest.Step
		power    int
	}{
		{"1.8.10", "your next attack", "Boost", jab, 6},
		{"1.8.10", "your next weapon attack: not an attack action card", "Hone", jab, 3},
		{"1.8.10", "your next weapon attack", "Hone", sword, 5},
		{"6.2", "your weapon attacks this turn", "Drill", sword, 3},
		{"6.2", "your weapon attacks: not an attack action card", "Drill", jab, 3},
		{"6.2.4", "attack action cards you control: the set is fixed as it resolves", "Banner", jab, 3},
		{"1.3.1b", "attack action cards you control: not a weapon", "Banner", sword, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(cards...).Hand("Jab").Arena("Sword").Resolved(tc.resolved).Start(t)
			x.Run(tc.steps...)
			x.WantPower(x.Attack(), tc.power, "CR "+tc.rule)
		})
	}
}

// CR 1.8.10: "your next attack" is one attack: the one after it gets
// nothing; and the effect binds as the attack is declared, so an attack
// already made is not "next".
func TestCR_1_8_10_TheNextAttackIsOneAttack(t *testing.T) {
	rush := ruletest.Attack("Rush", 0, 3, 2)
	rush.Keywords = rules.GoAgain
	boost := ruletest.Instant("Boost", 0, rules.NextAttack{Power: 3})
	x := ruletest.Position(rush, boost).Hand("Rush", "Rush", "Boost").Start(t)
	x.Run(ruletest.Play(p1, "Rush"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Boost"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantPower(x.Attack(), 3, "already attacking when Boost resolved")
	x.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Play(p1, "Rush"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 6, "the next attack")
}

// CR 1.3.1b, 1.8.6b, 6.2.4: a card in hand has no controller, so "cards
// you control get" does not reach it there, and the set is fixed as the
// effect is generated: played afterwards, it still gets nothing. A card on
// the stack as the effect resolves is in the set.
func TestCR_1_3_1b_CardsInHandAreNotControlled(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	banner := ruletest.Instant("Banner", 0, rules.ControlledNowGet{Filter: rules.AttackFilter{ActionCard: true}, Power: 1, Defense: 1})
	x := ruletest.Position(jab, banner).Hand("Jab").Resolved("Banner").Start(t)
	inHand := x.Find(p1, rules.ZoneHand, "Jab")
	x.WantPower(inHand, 3, "in hand")
	x.WantDefense(inHand, 2, "in hand")
	x.Run(ruletest.Play(p1, "Jab"))
	x.WantPower(inHand, 3, "played after the effect was generated")
	x.WantDefense(inHand, 2, "played after the effect was generated")

	y := ruletest.Position(jab, banner).Hand("Jab", "Banner").Start(t)
	onStack := y.Find(p1, rules.ZoneHand, "Jab")
	y.Run(ruletest.Play(p1, "Jab"), ruletest.Play(p1, "Banner"), ruletest.Pass(p1), ruletest.Pass(p2))
	y.WantPower(onStack, 4, "on the stack as the effect resolved")
	y.WantDefense(onStack, 3, "on the stack as the effect resolved")
}

// CR 7.0.3d: an effect for "this chain link" ends with the link.
func TestCR_7_0_3d_AnEffectUntilTheLinkEnds(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	push := ruletest.AttackReaction("Push", 0, rules.LinkGets{Power: 2})
	x := ruletest.Position(jab, push).Hand("Jab", "Push").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Push"), ruletest.Pass(p1), ruletest.Pass(p2))
	attack := x.Attack()
	x.WantPower(attack, 5, "this link")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 15, "5 damage")
	if n := len(x.G.State().Effects); n != 0 {
		t.Errorf("%d effects left after the chain closed, want none", n)
	}
}

// Effects on an object itself: a defense that lasts as long as the object
// exists (SelfGains), past the end of the turn, with a granted ability.
func TestSelfGainsLastsWhileTheObjectExists(t *testing.T) {
	relic := ruletest.Equipment("Relic", rules.Chest, 1, 0)
	relic.Grants = []rules.Grant{{Trigger: rules.DestroyWhenChainCloses()}}
	relic.Activated = []rules.Activated{{Type: rules.Instant, Effects: []rules.Effect{rules.SelfGains{Defense: 2, Grant: 1}}}}
	x := ruletest.Position(relic).Arena("Relic").Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Relic")
	x.Run(ruletest.Activate(p1, "Relic"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantDefense(obj, 3, "1 + 2")
	if gs := x.G.ViewFor(p2).Grants(obj); len(gs) != 1 {
		t.Errorf("grants seen %v, want the granted trigger", gs)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
	x.WantDefense(obj, 3, "on the next turn still")
}

// Counting weapon attacks: the nth weapon attack of the turn gets the nth
// bonus (NthWeaponAttackGets), and the weapon its second time (AttackCount)
// gets +1 until the end of the turn.
func TestBonusesByTheCountOfAttacks(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Activated[0].Once = false
	sword.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Effects: []rules.Effect{rules.AttackCount{Nth: 2, Power: 1}}}}
	drill := ruletest.Instant("Drill", 0, rules.AttacksGet{Filter: rules.AttackFilter{Weapon: true}, Gains: rules.GoAgain, Grant: 1})
	drill.Grants = []rules.Grant{{Trigger: &rules.Trigger{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Effects: []rules.Effect{rules.NthWeaponAttackGets{Power: []int{1, 2}}}}}}
	x := ruletest.Position(sword, drill).Arena("Sword").Resolved("Drill").Start(t)
	weapon := x.Find(p1, rules.ZoneArena, "Sword")
	for i, want := range []int{2 + 1, 2 + 1 + 2, 2 + 1} {
		// Two triggers as it attacks, the weapon's and the granted one:
		// their order asked.
		x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassTo(rules.AskOrder, p1), ruletest.Order(p1), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), want, "CR 6.2: weapon attack of this turn number "+string(rune('1'+i)))
		x.Run(ruletest.PassToStep(rules.StepResolution, p1))
	}
	x.WantPower(weapon, 3, "the weapon keeps its +1 this turn")
}
