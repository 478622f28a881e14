package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// handWindup is an attack action card with "Instant – Discard this: gain 2
// life": an ability that works from the hand (CR 1.7.4b).
func handWindup() *rules.Card {
	c := ruletest.Attack("Windup", 0, 6, 2)
	c.Activated = []rules.Activated{{Type: rules.Instant, EffCosts: []rules.CostEffect{rules.DiscardSelfCost{}},
		Effects: []rules.Effect{rules.GainLife{N: 2}}}}
	return c
}

// CR 1.7.4b: the ability is functional in the hand because its cost can be
// paid only there; CR 8.5.5: the cost is a discard; CR 8.1 (instant): no
// action point, any time its player has priority.
func TestDiscardSelfFromHand(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	t.Run("activated from the hand: discarded as the cost, then it resolves", func(t *testing.T) {
		x := ruletest.Position(handWindup()).Hand("Windup").Life(10).Start(t)
		x.Run(ruletest.Activate(p1, "Windup"))
		x.WantZone(p1, rules.ZoneGraveyard, "Windup")
		x.WantZone(p1, rules.ZoneHand)
		x.WantCount(rules.EvDiscard, 1, "the cost is a discard (CR 8.5.5)")
		x.WantStack("Windup")
		x.WantActions(p1, 1, "an instant costs no action point")
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantLife(p1, 12, "the layer resolves without its source in the hand (CR 1.7.1a)")
	})
	t.Run("the opponent's instant, on the turn player's priority pass", func(t *testing.T) {
		x := ruletest.Position(handWindup()).P2().Hand("Windup").Start(t)
		x.Run(ruletest.Pass(p1))
		x.WantOffered(rules.ActActivate, "Windup")
		x.Run(ruletest.Activate(p2, "Windup"))
		x.WantZone(p2, rules.ZoneGraveyard, "Windup")
	})
	t.Run("not from the arsenal, not while it attacks", func(t *testing.T) {
		x := ruletest.Position(handWindup()).Arsenal("Windup").Start(t)
		x.Run()
		if x.Offered(rules.ActActivate, "Windup") {
			t.Error("offered from the arsenal")
		}
		x.Run(ruletest.Play(p1, "Windup"), ruletest.PassToStep(rules.StepReaction, p1))
		if x.Offered(rules.ActActivate, "Windup") {
			t.Error("offered while attacking")
		}
	})
	t.Run("the card can still be played", func(t *testing.T) {
		x := ruletest.Position(handWindup()).Hand("Windup").Start(t)
		x.Run()
		x.WantOffered(rules.ActPlay, "Windup")
		x.WantOffered(rules.ActActivate, "Windup")
	})
}
