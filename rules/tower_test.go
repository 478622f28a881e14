package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// towerCards: Tall, a 12-power attack with two tower abilities (CR
// 8.4.13): dominate while it has 13 or more power, and "when this hits a
// hero, gain 3 life" (a trigger labelled tower); Lift, an action giving
// the next attack +n power.
func towerCards(lift int) []*rules.Card {
	tall := ruletest.Attack("Tall", 0, 12, 2)
	tall.Statics = []rules.Static{{If: rules.Tower, Grants: rules.Dominate}}
	tall.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.This, To: rules.ToHero, If: rules.Tower},
		Effects: []rules.Effect{rules.GainLife{N: 3}}}}
	return []*rules.Card{tall, ruletest.Action("Lift", 0, 1, rules.NextAttack{Power: lift})}
}

// CR 8.4.13: a tower ability works while its card has 13 or more power,
// its power now (CR 2.9): the printed 12 is not enough, a bonus of 1
// makes it work, and the trigger asks the power as the hit happens (CR
// 6.6.5b).
func TestTower(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	for _, tc := range []struct {
		name     string
		lift     int
		power    int
		dominate bool
		life     int
	}{
		{"12 power: neither ability works", 0, 12, false, 20},
		{"13 power: both work", 1, 13, true, 23},
		{"more than 13 works too", 4, 16, true, 23},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(towerCards(tc.lift)...).Hand("Tall", "Lift").Actions(2).Start(t)
			x.Run(ruletest.Play(p1, "Lift"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Tall"), ruletest.PassToStep(rules.StepReaction, p1))
			x.WantPower(x.Attack(), tc.power, "12 and Lift's bonus")
			if got := x.G.Omniscient().HasKeyword(x.Attack(), rules.Dominate); got != tc.dominate {
				t.Errorf("dominate: %v, want %v", got, tc.dominate)
			}
			x.Run(ruletest.PassToStep(rules.StepNone, p1))
			x.WantLife(p2, 20-tc.power, "undefended")
			x.WantLife(p1, tc.life, "the tower trigger's 3 life")
		})
	}
	t.Run("not an attack: the card in hand has its printed power", func(t *testing.T) {
		x := ruletest.Position(towerCards(1)...).Hand("Tall").Start(t)
		tall := x.Find(p1, rules.ZoneHand, "Tall")
		if x.G.Omniscient().HasKeyword(tall, rules.Dominate) {
			t.Error("12 power in hand, and dominate")
		}
	})
}
