package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// wantReach checks the game's Reach.
func wantReach(t *testing.T, x *ruletest.Game, want int, why string) {
	t.Helper()
	if n, ok := x.G.Reach(); !ok || n != want {
		t.Errorf("Reach %d (known %v), want %d: %s", n, ok, want, why)
	}
}

// CR 8.4.3: reprise works only if the defending hero has defended with a
// card from their hand this chain link. Reach is asked where the other
// player defends with nothing from here on (defended.go): an attack
// reaction whose +3 is a reprise adds nothing to an attack no card
// defends; where a card from hand defends, it adds its 3, and the line
// that plays it gets them.
func TestReachCountsRepriseOnlyWhereACardFromHandDefends(t *testing.T) {
	echo := ruletest.AttackReaction("Echo", 0)
	echo.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	echo.Resolve = []rules.Effect{rules.Reprise(rules.TargetGets{Power: 3})}
	jab, block := ruletest.Attack("Jab", 0, 3, 2), ruletest.Attack("Block", 0, 3, 1)
	start := func(t *testing.T, defenders ...string) *ruletest.Game {
		x := ruletest.Position(echo, jab, block).Hand("Jab", "Echo").P2().Hand("Block").Start(t)
		x.Run(ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, defenders...),
			ruletest.PassToStep(rules.StepReaction, p1))
		return x
	}
	t.Run("no defender: Jab's 3 alone", func(t *testing.T) {
		wantReach(t, start(t), 3, "Echo's reprise never holds")
	})
	t.Run("a card from hand defends: Echo's 3 too", func(t *testing.T) {
		x := start(t, "Block")
		wantReach(t, x, 6, "Jab's 3 and Echo's 3")
		x.Run(ruletest.Play(p1, "Echo"), ruletest.PassToStep(rules.StepDamage, p1))
		x.WantPower(x.Attack(), 6, "Echo's reprise held")
	})
}

// dori is a hero whose weapon may attack an additional time the first
// time its attack gains go again each turn (CR 5.2.3c; Dorinthea's), with
// a once-per-turn Sword of 3 power and an attack reaction that gives the
// attack it targets go again (CR 8.3.5).
func dori() (hero, sword, flash *rules.Card) {
	hero = ruletest.Hero("Dori")
	hero.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvGainGoAgain, Of: rules.YourAttack,
		Filter: rules.AttackFilter{Weapon: true}, Nth: 1}, Optional: true, Effects: []rules.Effect{rules.ExtraAttack{}}}}
	sword = ruletest.Weapon("Sword", 0, 3)
	flash = ruletest.AttackReaction("Flash", 0)
	flash.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	flash.Resolve = []rules.Effect{rules.TargetGets{Gains: rules.GoAgain}}
	return hero, sword, flash
}

// CR 5.2.3c, 8.3.5, 1.4.3: the additional attack comes the first time the
// weapon's attack gains go again, and an attack gains it only while it is
// made. With the Sword's one attack on the chain and nothing that may give
// it go again (an action point left, which the attack may not use: the
// Sword has no attack left), Reach counts that attack alone; with an
// attack reaction that gives it go again in hand, the additional attack
// too, and the line that plays it makes it.
func TestReachCountsTheAdditionalAttackOnlyIfTheWeaponMayGainGoAgain(t *testing.T) {
	hero, sword, flash := dori()
	start := func(t *testing.T, hand ...string) *ruletest.Game {
		x := ruletest.Position(hero, sword, flash).Hero("Dori").Arena("Sword").Hand(hand...).Actions(2).Start(t)
		x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantActions(p1, 1, "the Sword took one of two")
		return x
	}
	t.Run("nothing gives it go again: its 3", func(t *testing.T) {
		wantReach(t, start(t), 3, "no additional attack to come")
	})
	t.Run("Flash in hand: 3 and 3 more", func(t *testing.T) {
		x := start(t, "Flash")
		wantReach(t, x, 6, "Flash's go again, then the additional attack")
		x.Run(ruletest.Play(p1, "Flash"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, 14, "two attacks of the Sword")
	})
}

// CR 7.2.4: an attack event happens once for each attack, so "the second
// time you attack with it each turn, it gets +1" (Dawnblade's) fires once
// a turn, on the weapon's second attack. Reach gives the +1 to the second
// attack of the two the Sword may still make, not to both; once it has
// fired, the +1 is the weapon's power (Game.Power) and is not counted
// again on the chain.
func TestReachCountsAWeaponsSecondAttackBonusOnce(t *testing.T) {
	hero, sword, flash := dori()
	sword.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This, Nth: 2},
		Effects: []rules.Effect{rules.ThisGets{Power: 1}}}}
	x := ruletest.Position(hero, sword, flash).Hero("Dori").Arena("Sword").Hand("Flash").Start(t)
	x.Run()
	wantReach(t, x, 7, "3, then 3 and the +1")
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Flash"),
		ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 4, "the second attack got the +1")
	wantReach(t, x, 4, "the second attack's 4, the +1 once")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 13, "3 and 4")
}

// CR 1.7.5: a card that says "choose 1" does what the one mode chosen
// does. A Reflex whose two modes each give +3 (to a sword attack, or to
// an attack action card with a trigger of its own) adds 3 to the Sword's
// attack, not 6: Reach counts the most of one mode, and the line that
// plays it gets that.
func TestReachCountsOneModeOfAChooseOne(t *testing.T) {
	_, sword, _ := dori()
	reflex := ruletest.AttackReaction("Reflex", 0)
	reflex.Grants = []rules.Grant{{Trigger: &rules.Trigger{When: rules.WhenThisHits, Effects: []rules.Effect{rules.ThisGets{Gains: rules.GoAgain}}}}}
	reflex.MinModes, reflex.MaxModes = 1, 1
	reflex.Modes = []rules.Mode{
		{Target: &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{Weapon: true}},
			Effects: []rules.Effect{rules.TargetGets{Power: 3}}},
		{Target: &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{ActionCard: true}},
			Effects: []rules.Effect{rules.TargetGets{Power: 3, Grant: 1}}},
	}
	x := ruletest.Position(sword, reflex).Arena("Sword").Hand("Reflex").Start(t)
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1))
	wantReach(t, x, 6, "the Sword's 3 and one mode's 3")
	x.Run(ruletest.Play(p1, "Reflex"), ruletest.Modes(p1, nil, 0), ruletest.PassToStep(rules.StepDamage, p1))
	x.WantPower(x.Attack(), 6, "the weapon mode chosen")
}
