package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// costCards: an attack that costs {r} less to play if its player has
// drawn a card this turn, a hero whose sword attacks cost {r} less to
// activate on the same condition, a sword and a club that cost {r}{r} to
// attack with, a free attack with the same reduction, and an instant that
// draws.
func costCards() []*rules.Card {
	energy := ruletest.Attack("Energy", 2, 6, 2)
	energy.CostStatics = []rules.CostStatic{{If: rules.DrawnThisTurn, Delta: -1}}
	free := ruletest.Attack("Free", 0, 3, 2)
	free.CostStatics = []rules.CostStatic{{If: rules.DrawnThisTurn, Delta: -1}}
	hero := ruletest.Hero("Fencer")
	hero.CostStatics = []rules.CostStatic{{If: rules.DrawnThisTurn, Delta: -1, WeaponAttacks: true, Subtypes: rules.Sword}}
	club := ruletest.Weapon("Club", 2, 3)
	club.Subtypes = rules.Club | rules.OneHanded
	return []*rules.Card{energy, free, hero, ruletest.Weapon("Blade", 2, 2), club,
		ruletest.Instant("Study", 0, rules.Draw{N: 1}), ruletest.Attack("Plain", 0, 5, 2)}
}

// CR 5.1.6a, 1.7.4e: "if you've drawn a card this turn, this costs {r}
// less to play" is read as the cost is calculated: before the draw the
// card costs {r}{r} (one resource is not enough: it is not offered), after
// it {r}; a reduction never takes a cost below zero.
func TestCR_5_1_6a_ThisCostsLessToPlay(t *testing.T) {
	t.Run("nothing drawn: full cost", func(t *testing.T) {
		x := ruletest.Position(costCards()...).Hand("Energy").Deck("Plain").Resources(1).Start(t)
		x.Run()
		x.WantBlocked(rules.ActPlay, "Energy", rules.ReasonCannotPay)
	})
	t.Run("after a draw: {r} less", func(t *testing.T) {
		x := ruletest.Position(costCards()...).Hand("Study", "Energy").Deck("Plain").Resources(1).Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Energy"))
		x.WantResources(p1, 0, "Energy cost 2-1")
		x.WantZone(p1, rules.ZoneHand, "Plain")
	})
	t.Run("never below zero", func(t *testing.T) {
		x := ruletest.Position(costCards()...).Hand("Study", "Free").Deck("Plain").Resources(0).Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Free"))
		x.WantResources(p1, 0, "0-1 is 0: nothing is gained")
	})
}

// CR 5.2.2b, 5.1.6a, 1.7.4: a hero's "your sword attacks cost {r} less to
// activate" changes the cost of a sword's attack ability while its
// condition holds, and of no other weapon's.
func TestCR_5_2_2b_SwordAttacksCostLess(t *testing.T) {
	for _, tc := range []struct {
		name, weapon string
		draw         bool
		left         int
	}{
		{"a sword after a draw", "Blade", true, 2},
		{"a sword, nothing drawn", "Blade", false, 1},
		{"a club after a draw", "Club", true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(costCards()...).Hero("Fencer").Arena(tc.weapon).Hand("Study").Deck("Plain").Resources(3).Start(t)
			if tc.draw {
				x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2))
			}
			x.Run(ruletest.Activate(p1, tc.weapon))
			x.WantResources(p1, tc.left, "3 resources less the attack's cost")
		})
	}
}
