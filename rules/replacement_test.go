package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var (
	replBoost = ruletest.Action("Boost", 0, 1, rules.NextAttack{Power: 2})
	replNext  = ruletest.Action("Bloom", 0, 1, rules.GainPlus{N: 3, Once: true})
	replEvery = ruletest.Action("Grow", 0, 1, rules.GainPlus{N: 1})
	replHit   = ruletest.Attack("Hit", 0, 4, 2)
	// replStatic has +1 power by a static ability: a gain as it starts to
	// apply (CR 6.2.5).
	replStatic = func() *rules.Card {
		c := ruletest.Attack("Stout", 0, 4, 2)
		c.Statics = []rules.Static{{Power: 1}}
		return c
	}()
)

func init() {
	for _, c := range []*rules.Card{replBoost, replNext, replEvery} {
		c.Keywords = rules.GoAgain
	}
}

// replGame: p1 plays the effects named, then Boost (+2 to the next
// attack), then attacks with attack.
func replGame(t *testing.T, attack string, effects ...string) *ruletest.Game {
	x := ruletest.Position(replBoost, replNext, replEvery, replHit, replStatic).
		Hand(append(append([]string(nil), effects...), "Boost", attack)...).
		Start(t)
	for _, e := range effects {
		x.Run(ruletest.Play(ruletest.P1, e), ruletest.PassToStep(rules.StepNone, ruletest.P1))
	}
	x.Run(ruletest.Play(ruletest.P1, "Boost"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
	return x
}

// CR 6.4.9: "the next time an attack would gain power, it gains that much
// plus 3 instead": once, then it is gone (CR 6.4.5).
func TestGainPlusOnce(t *testing.T) {
	x := replGame(t, "Hit", "Bloom")
	x.Run(ruletest.Play(ruletest.P1, "Hit"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 4+2+3, "the +2 gain replaced by +5")
	x.WantCount(rules.EvReplace, 1, "one replacement")
	for _, e := range x.G.State().Effects {
		if e.GainPlus != 0 {
			t.Errorf("a used next-time replacement still replaces: %+v", e)
		}
	}
}

// CR 6.2.5: a static ability's bonus is a gain as it starts to apply, as
// the attack's layer resolves (CR 5.3.3): "every time an attack would
// gain" replaces it, once. Printed power is no gain.
func TestGainPlusReplacesAStaticGain(t *testing.T) {
	x := ruletest.Position(replEvery, replStatic, replHit).Hand("Grow", "Stout", "Hit").Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Grow"), ruletest.PassToStep(rules.StepNone, ruletest.P1),
		ruletest.Play(ruletest.P1, "Stout"))
	x.WantPower(x.G.State().Stack[0].Obj, 4, "on the stack: its static ability is not functional yet (CR 1.7.4h)")
	x.WantCount(rules.EvReplace, 0, "nothing gained yet")
	x.Run(ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 4+1+1, "its static +1 replaced by +2")
	x.WantCount(rules.EvReplace, 1, "one gain, replaced once")
	x.Run(ruletest.PassToStep(rules.StepNone, ruletest.P1))
	x.WantLife(ruletest.P2, 20-6, "the replaced gain counts as it deals damage")
}

// A replacement effect must exist before the event (CR 6.4.3): a static
// gain that applied before it was made is not replaced.
func TestGainPlusDoesNotReplaceAnEarlierStaticGain(t *testing.T) {
	grow := ruletest.Instant("Grow now", 0, rules.GainPlus{N: 1})
	x := ruletest.Position(replStatic, grow).Hand("Stout").P2().Hand("Grow now").Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Stout"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 5, "4 + 1, no replacement yet")
	x.Run(ruletest.Pass(ruletest.P1), ruletest.Play(ruletest.P2, "Grow now"), ruletest.Pass(ruletest.P2), ruletest.Pass(ruletest.P1))
	x.WantPower(x.Attack(), 5, "the +1 applied before the replacement existed")
	x.WantCount(rules.EvReplace, 0, "nothing replaced")
}

// Two replacement effects on one gain: the attack's controller orders them
// (CR 6.5); each applies once (CR 6.4.4-6.4.5), in either order.
func TestGainPlusTwoInEitherOrder(t *testing.T) {
	for _, first := range []string{"Bloom", "Grow"} {
		t.Run(first+" first", func(t *testing.T) {
			x := replGame(t, "Hit", "Bloom", "Grow")
			x.Run(ruletest.Play(ruletest.P1, "Hit"),
				ruletest.Answer(rules.AskOrder, ruletest.P1, first+" first", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if pr.Rule != rules.CR(6, 5, 0) || pr.Shape != rules.ShapeOrder || len(pr.Options) != 2 {
						t.Errorf("prompt %+v: want an order of 2 (CR 6.5)", pr)
					}
					var a rules.Answer
					for _, o := range pr.Options {
						if ruletest.KeyOf(v, o.Obj) == first {
							a.IDs = append([]int32{o.ID}, a.IDs...)
						} else {
							a.IDs = append(a.IDs, o.ID)
						}
					}
					return a, nil
				}),
				ruletest.PassToStep(rules.StepReaction, ruletest.P1))
			x.WantPower(x.Attack(), 4+2+3+1, "both replaced the gain")
			evs := x.EventsOf(rules.EvReplace)
			if len(evs) != 2 || x.G.State().CardOf(evs[0].Other).Name != first {
				t.Errorf("replacements %+v, want 2 with %s first", evs, first)
			}
		})
	}
}

// CR 6.4.7: a self-replacement: the ability's own "instead".
func TestInstead(t *testing.T) {
	yes := &rules.Condition{Code: "yes", Test: func(*rules.Game, *rules.Ctx) bool { return true }}
	no := &rules.Condition{Code: "no", Test: func(*rules.Game, *rules.Ctx) bool { return false }}
	for _, tc := range []struct {
		cond *rules.Condition
		want int
	}{{yes, 3}, {no, 1}} {
		c := ruletest.Action("Choice", 0, 1, rules.Instead{Then: []rules.Effect{rules.GainLife{N: 1}}, If: tc.cond,
			Instead: []rules.Effect{rules.GainLife{N: 3}}})
		x := ruletest.Position(c).Hand("Choice").Life(10).Start(t)
		x.Run(ruletest.Play(ruletest.P1, "Choice"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
		x.WantLife(ruletest.P1, 10+tc.want, tc.cond.Code)
	}
}
