package cards_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Sigil of Shelter: a fixed prevention for the next damage event only
// (CR 6.4.10i): the rest of its amount does not carry to a later event.
func TestSigilOfShelter(t *testing.T) {
	for key, n := range map[string]int{"Sigil of Shelter (yellow)": 2, "Sigil of Shelter (blue)": 1} {
		t.Run(key, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Come to Fight (blue)", terraMutt).Resources(4).
				P2().Hero(terra).Hand(key).
				Start(t)
			// Come to Fight gives the Mutt +1: 7 damage, less the
			// prevention.
			tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, terraMutt), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
				ruletest.Play(p2, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-(7-n), "the first damage event, reduced")
			tb.WantCount(rules.EvPrevent, 1, "one prevention")
		})
	}
}
