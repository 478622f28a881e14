package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// defendedCards: an attack that gets +1{p} each time it is defended by 1
// or more attack action cards ("Saber", 4 power) and one with "if this is
// defended by an attack action card, this gets go again" ("Swift"); the
// defenders: attack action cards ("Block"), a non-attack action card
// ("Ward"), an equipment that gets +2{d} while defending a weapon attack
// ("Parry"), a defense reaction ("Dodge"); the attacker's reactions: one
// played only if an attack action card defends this chain link ("Fatal",
// +5{p}), one that gains 1 life if its target is defended by one ("Check")
// and an action that gives the next attack Swift's ability ("Teach").
func defendedCards() []*rules.Card {
	saber := ruletest.Attack("Saber", 0, 4, 2)
	saber.Triggers = []rules.Trigger{{When: rules.WhenThisIsDefendedByAttackActionCards, Effects: []rules.Effect{rules.ThisGets{Power: 1}}}}
	swift := ruletest.Attack("Swift", 0, 4, 2)
	swift.Statics = []rules.Static{{If: rules.DefendedByAttackAction, Grants: rules.GoAgain}}
	parry := ruletest.Equipment("Parry", rules.Arms, 0, 0)
	parry.Statics = []rules.Static{{If: rules.DefendingWeaponAttack, Defense: 2}}
	fatal := ruletest.AttackReaction("Fatal", 0)
	fatal.PlayIf = rules.AttackActionDefendsThisLink
	fatal.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	fatal.Resolve = []rules.Effect{rules.TargetGets{Power: 5}}
	check := ruletest.AttackReaction("Check", 0)
	check.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	check.Resolve = []rules.Effect{rules.If{Cond: rules.TargetDefendedByAttackAction, Then: []rules.Effect{rules.GainLife{N: 1}}}}
	teach := ruletest.Action("Teach", 0, 1)
	teach.Keywords = rules.GoAgain
	teach.Grants = []rules.Grant{{Static: &rules.Static{If: rules.DefendedByAttackAction, Grants: rules.GoAgain}}}
	teach.Resolve = []rules.Effect{rules.NextAttack{Grant: 1}}
	return []*rules.Card{saber, swift, parry, fatal, check, teach,
		ruletest.Attack("Block", 0, 3, 3), ruletest.Action("Ward", 0, 1), ruletest.DefenseReaction("Dodge", 0, 2),
		ruletest.Attack("Plain", 0, 4, 2), ruletest.Weapon("Sword", 0, 3)}
}

// CR 7.0.5a: a card is defending once it is put on the chain link, and
// the defend event follows; CR 7.3.2e, 7.0.5e: the cards declared in the
// defend step defend together, in one event, and a card that defends
// later defends alone, in an event of its own.
func TestDefendedByAnAttackActionCard(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	// defend plays Saber (or attack) against the defenders and stops in
	// the reaction step.
	defend := func(t *testing.T, attack string, defenders ...string) *ruletest.Game {
		x := ruletest.Position(defendedCards()...).Hand(attack, "Fatal", "Check").
			P2().Hand("Block", "Block", "Ward", "Dodge").Arena("Parry").Start(t)
		x.Run(ruletest.Play(p1, attack), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, defenders...),
			ruletest.PassToStep(rules.StepReaction, p1))
		return x
	}
	t.Run("the trigger: two attack action cards together trigger it once", func(t *testing.T) {
		x := defend(t, "Saber", "Ward", "Block", "Block")
		x.WantPower(x.Attack(), 5, "one defend event with attack action cards in it: +1 once")
	})
	t.Run("the trigger: no attack action card, no trigger", func(t *testing.T) {
		x := defend(t, "Saber", "Ward", "Parry")
		x.WantPower(x.Attack(), 4, "a non-attack action card and an equipment")
	})
	t.Run("the trigger: a defense reaction defends alone, not an attack action card", func(t *testing.T) {
		x := defend(t, "Saber", "Block")
		x.Run(ruletest.Pass(p1), ruletest.Play(p2, "Dodge"), ruletest.PassToStep(rules.StepDamage, p1))
		x.WantPower(x.Attack(), 5, "the declared Block's event only")
		x.WantLife(p2, 20, "5 power against 3 + 2 defense")
	})
	t.Run("the play restriction: no attack action card defends, not offered", func(t *testing.T) {
		x := defend(t, "Plain", "Ward")
		x.WantBlocked(rules.ActPlay, "Fatal", rules.ReasonRestricted)
		x = defend(t, "Plain")
		x.WantBlocked(rules.ActPlay, "Fatal", rules.ReasonRestricted)
	})
	t.Run("the play restriction: an attack action card defends, +5", func(t *testing.T) {
		x := defend(t, "Plain", "Block")
		x.Run(ruletest.Play(p1, "Fatal"), ruletest.PassToStep(rules.StepDamage, p1))
		x.WantLife(p2, 14, "4 + 5 power against 3 defense")
	})
	t.Run("the target's condition, asked as the reaction resolves", func(t *testing.T) {
		for _, c := range []struct {
			defenders []string
			life      int
		}{{[]string{"Block"}, 21}, {[]string{"Ward"}, 20}} {
			x := defend(t, "Plain", c.defenders...)
			x.Run(ruletest.Play(p1, "Check"), ruletest.PassToStep(rules.StepDamage, p1))
			x.WantLife(p1, c.life, "1 life only if the target is defended by an attack action card")
		}
	})
	t.Run("the attack's own condition: go again while an attack action card defends it", func(t *testing.T) {
		x := defend(t, "Swift", "Block")
		if !x.G.Omniscient().HasKeyword(x.Attack(), rules.GoAgain) {
			t.Error("Swift defended by Block has no go again")
		}
		x = defend(t, "Swift", "Ward")
		if x.G.Omniscient().HasKeyword(x.Attack(), rules.GoAgain) {
			t.Error("Swift defended by Ward has go again")
		}
	})
	t.Run("the same condition in an ability an effect gives", func(t *testing.T) {
		for _, c := range []struct {
			defender string
			actions  int
		}{{"Block", 1}, {"Ward", 0}} {
			x := ruletest.Position(defendedCards()...).Hand("Teach", "Plain").
				P2().Hand(c.defender).Start(t)
			x.Run(ruletest.Play(p1, "Teach"), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Plain"),
				ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, c.defender), ruletest.PassToStep(rules.StepNone, p1))
			x.WantActions(p1, c.actions, "CR 8.3.5: go again at the resolution step, from the ability Teach gave")
		}
	})
	t.Run("an equipment defending a weapon attack, and an attack action card", func(t *testing.T) {
		x := ruletest.Position(defendedCards()...).Arena("Sword").
			P2().Arena("Parry").Start(t)
		x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Parry"),
			ruletest.PassToStep(rules.StepReaction, p1))
		x.WantDefense(x.Find(p2, rules.ZoneArena, "Parry"), 2, "+2 while defending a weapon attack")
		x.Run(ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, 19, "3 power against 2 defense")
		x.WantDefense(x.Find(p2, rules.ZoneArena, "Parry"), 0, "no longer defending")
		x = defend(t, "Plain", "Parry")
		x.WantDefense(x.Find(p2, rules.ZoneArena, "Parry"), 0, "an attack action card is not a weapon attack")
	})
}
