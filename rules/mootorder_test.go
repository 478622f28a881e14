package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.10.2d (6.6.6b in the newer text): a player orders their
// simultaneous triggered layers. Blade break and battleworn on two
// different equipment each act on their own card, and nothing hears what
// they do: with SkipMootOrders the order is not asked and the log says
// why; without it the question stays (games recorded before, rathe sim).
func TestCR_1_10_2d_AnOrderThatChangesNothingIsNotAsked(t *testing.T) {
	helm := ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak)
	legs := ruletest.Equipment("Legs", rules.Legs, 1, rules.Battleworn)
	mutt := ruletest.Attack("Mutt", 0, 6, 2)
	for _, skip := range []bool{true, false} {
		x := ruletest.Position(mutt, helm, legs).
			Hand("Mutt").
			P2().Arena("Helm", "Legs").
			Start(t)
		x.G.SkipMootOrders(skip)
		steps := []ruletest.Step{ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Helm", "Legs")}
		if !skip {
			steps = append(steps, ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2))
		}
		steps = append(steps, ruletest.PassToStep(rules.StepNone, p1))
		x.Run(steps...)
		x.WantZone(p2, rules.ZoneGraveyard, "Helm")
		moot := 0
		for _, e := range x.EventsOf(rules.EvAuto) {
			if e.Why == rules.AutoMootOrder {
				moot++
			}
		}
		if want := map[bool]int{true: 1, false: 0}[skip]; moot != want {
			t.Errorf("skip %v: %d moot-order events, want %d", skip, moot, want)
		}
	}
}

// Blade break and battleworn on the same equipment: one destroys the card
// the other puts a counter on, so their order is not known to change
// nothing, and the question stays.
func TestCR_1_10_2d_AnOrderThatMayMatterIsAsked(t *testing.T) {
	helm := ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak|rules.Battleworn)
	mutt := ruletest.Attack("Mutt", 0, 6, 2)
	x := ruletest.Position(mutt, helm).
		Hand("Mutt").
		P2().Arena("Helm").
		Start(t)
	x.G.SkipMootOrders(true)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Helm"),
		ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2), ruletest.PassToStep(rules.StepNone, p1))
	x.WantZone(p2, rules.ZoneGraveyard, "Helm")
}
