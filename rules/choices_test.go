package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.8.3: "you may" asks the controller, and names the ability asking.
func TestCR_1_8_3_MayAsks(t *testing.T) {
	for _, yes := range []bool{true, false} {
		perhaps := ruletest.Instant("Perhaps", 0, rules.May{Then: []rules.Effect{rules.GainLife{N: 2}}})
		x := ruletest.Position(perhaps).Hand("Perhaps").Start(t)
		var asked rules.Prompt
		may := ruletest.May(p1, yes)
		inner := may.Answer
		may.Answer = func(v rules.View, pr rules.Prompt) (rules.Answer, error) { asked = pr; return inner(v, pr) }
		x.Run(append(resolveOne("Perhaps"), may)...)
		x.WantLife(p1, map[bool]int{true: 22, false: 20}[yes], "CR 1.8.3")
		if asked.About.Kind != rules.AbilityResolution || asked.Rule != rules.CR(1, 8, 3) {
			t.Errorf("may prompt about %+v (CR %s), want the card's resolution ability", asked.About, asked.Rule)
		}
	}
}

// CR 1.8.3b, 1.14.2d: "you may pay {r}": not asked when it cannot be paid;
// when it can, a yes pays by pitching as any cost, then the effect comes.
func TestCR_1_8_3b_MayPay(t *testing.T) {
	for _, tc := range []struct {
		rule  string
		name  string
		hand  []string
		res   int
		steps []ruletest.Step
		life  int
		pitch []string
	}{
		{"1.8.3b", "nothing to pay with: no question", nil, 0, nil, 20, nil},
		{"1.14.2d", "yes, paid by a pitch", []string{"Pebble"}, 0, []ruletest.Step{ruletest.Yes(p1)}, 23, []string{"Pebble"}},
		{"1.8.3", "yes, paid with a point there", nil, 1, []ruletest.Step{ruletest.Yes(p1)}, 23, nil},
		{"1.8.3", "no", []string{"Pebble"}, 0, []ruletest.Step{ruletest.No(p1)}, 20, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			toll := ruletest.Instant("Toll", 0, rules.MayPay{N: 1, Then: []rules.Effect{rules.GainLife{N: 3}}})
			x := ruletest.Position(toll).Hand("Toll").Hand(tc.hand...).Resources(tc.res).Start(t)
			x.Run(append(resolveOne("Toll"), tc.steps...)...)
			x.WantLife(p1, tc.life, "CR "+tc.rule)
			x.WantZone(p1, rules.ZonePitch, tc.pitch...)
		})
	}
}

// A choice with one answer is made without asking, and the log says so
// (CR 5.1.8: the only card that can pay a discard).
func TestCR_5_1_8_TheOnlyCardIsChosenWithoutAsking(t *testing.T) {
	deal := ruletest.Action("Deal", 0, 1)
	deal.AddCosts = []rules.CostEffect{rules.DiscardCost{}}
	x := ruletest.Position(deal).Hand("Deal", "Pebble").Start(t)
	x.Run(ruletest.Play(p1, "Deal"))
	x.WantZone(p1, rules.ZoneGraveyard, "Pebble")
	if auto := x.EventsOf(rules.EvAuto); len(auto) != 1 || auto[0].Why != rules.AutoOnlyCard || rules.Purpose(auto[0].Amount) != rules.PurposeDiscard {
		t.Errorf("auto events %+v, want the only card to discard", auto)
	}
}
