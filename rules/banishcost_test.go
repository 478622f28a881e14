package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// hoodCards: a head piece with "Attack Reaction – banish a red and a yellow
// card from your graveyard, destroy this: target sword attack gets +2{p}",
// a sword, a club, and cards of each colour.
func hoodCards() []*rules.Card {
	hood := ruletest.Equipment("Hood", rules.Head, 1, 0)
	hood.Activated = []rules.Activated{{Type: rules.AttackReaction,
		EffCosts: []rules.CostEffect{rules.BanishFromGraveyardCost{Red: 1, Yellow: 1}, rules.DestroySelfCost{}},
		Target:   &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{Subtypes: rules.Sword}},
		Effects:  []rules.Effect{rules.TargetGets{Power: 2}}}}
	club := ruletest.Weapon("Club", 0, 3)
	club.Subtypes = rules.Club | rules.OneHanded
	colour := func(name string, c rules.Color) *rules.Card {
		x := ruletest.Attack(name, 0, 1, 1)
		x.Color = c
		return x
	}
	return []*rules.Card{hood, ruletest.Weapon("Blade", 0, 2), club,
		colour("Ruby", rules.Red), colour("Garnet", rules.Red), colour("Topaz", rules.Yellow), colour("Sapphire", rules.Blue)}
}

// CR 8.5.1, 1.14.4, 5.1.8a: banishing cards of given colours from the
// graveyard as a cost: the player chooses which of each colour; without
// enough of a colour the ability is not offered. CR 5.2.2b, 5.1.4: an
// activated ability with a target is offered only with a legal target
// (a sword attack, not a club's), and the target is declared before the
// costs are paid.
func TestCR_8_5_1_BanishFromGraveyardAsACost(t *testing.T) {
	t.Run("the red card chosen, the only yellow one", func(t *testing.T) {
		x := ruletest.Position(hoodCards()...).Arena("Blade", "Hood").Graveyard("Ruby (red)", "Garnet (red)", "Topaz (yellow)", "Sapphire (blue)").Start(t)
		x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Activate(p1, "Hood"), ruletest.Choose(p1, "Garnet (red)"))
		x.WantZone(p1, rules.ZoneBanished, "Garnet (red)", "Topaz (yellow)")
		x.WantZone(p1, rules.ZoneGraveyard, "Ruby (red)", "Sapphire (blue)", "Hood")
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantPower(x.Attack(), 4, "the sword attack got +2")
	})
	t.Run("no yellow card: not offered", func(t *testing.T) {
		x := ruletest.Position(hoodCards()...).Arena("Blade", "Hood").Graveyard("Ruby (red)", "Sapphire (blue)").Start(t)
		x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantBlocked(rules.ActActivate, "Hood", rules.ReasonCannotPay)
	})
	t.Run("a club attack is no target", func(t *testing.T) {
		x := ruletest.Position(hoodCards()...).Arena("Club", "Hood").Graveyard("Ruby (red)", "Topaz (yellow)").Start(t)
		x.Run(ruletest.Activate(p1, "Club"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantBlocked(rules.ActActivate, "Hood", rules.ReasonNoTarget)
	})
}
