package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// note records its word when it is generated, to show the order effects
// happen in.
type note struct {
	log  *[]string
	word string
}

func (e note) Do(*rules.Game, *rules.Ctx) { *e.log = append(*e.log, e.word) }
func (e note) Text() rules.Text           { return rules.T("test-note", e.word) }

// CR 1.7.5, 5.1.4a: a modal card asks for between its least and most
// modes as it is played; the chosen ones happen, the others do not.
func TestCR_1_7_5_Modes(t *testing.T) {
	choice := ruletest.Action("Choice", 0, 3)
	choice.Modes = []rules.Mode{{Effects: []rules.Effect{rules.GainLife{N: 2}}}, {Effects: []rules.Effect{rules.DealDamage{N: 1}}}, {Effects: []rules.Effect{rules.Draw{N: 1}}}}
	choice.MinModes, choice.MaxModes = 1, 2
	x := ruletest.Position(choice).Hand("Choice").Deck("Gem").Start(t)
	var asked rules.Prompt
	modes := ruletest.Modes(p1, []int{0, 1, 2}, 0, 1)
	inner := modes.Answer
	modes.Answer = func(v rules.View, p rules.Prompt) (rules.Answer, error) { asked = p; return inner(v, p) }
	x.Run(ruletest.Play(p1, "Choice"), modes, ruletest.PassToStep(rules.StepNone, p1))
	if asked.Min != 1 || asked.Max != 2 || asked.Shape != rules.ShapeSubset {
		t.Errorf("modes prompt %d..%d (%s), want 1..2 of a subset", asked.Min, asked.Max, asked.Shape)
	}
	x.WantLife(p1, 22, "the first mode")
	x.WantLife(p2, 19, "the second mode")
	x.WantZone(p1, rules.ZoneHand) // the third mode (draw) was not chosen
}

// CR 1.7.5b: chosen modes happen in the order the card lists them, not in
// the order they were chosen; and no mode is chosen twice.
func TestCR_1_7_5b_ModesHappenInPrintedOrder(t *testing.T) {
	var log []string
	choice := ruletest.Action("Choice", 0, 3)
	choice.Modes = []rules.Mode{{Effects: []rules.Effect{note{&log, "first"}}}, {Effects: []rules.Effect{note{&log, "second"}}}, {Effects: []rules.Effect{note{&log, "third"}}}}
	choice.MinModes, choice.MaxModes = 2, 2
	x := ruletest.Position(choice).Hand("Choice").Start(t)
	x.Run(ruletest.Play(p1, "Choice"), ruletest.Modes(p1, nil, 2, 0), ruletest.PassToStep(rules.StepNone, p1))
	if got := strings.Join(log, ","); got != "first,third" {
		t.Errorf("modes happened as %q, want first,third", got)
	}
	x = ruletest.Position(choice).Hand("Choice").Start(t)
	if err := x.RunErr(ruletest.Play(p1, "Choice"), ruletest.Modes(p1, nil, 1, 1)); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("the same mode twice: %v, want it refused", err)
	}
}

// CR 5.1.5: a mode whose target has no legal choice cannot be chosen, so
// it is not offered; a modal card none of whose modes can be chosen is not
// offered at all. (With a single mode left the engine still asks, with
// one option, where a single target or pitch is chosen without asking.)
func TestCR_5_1_5_AModeWithoutATargetIsNotOffered(t *testing.T) {
	var log []string
	weaponOnly := &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{Weapon: true}}
	anyAttack := &rules.TargetSpec{Kind: rules.TargetAttack}
	jab := ruletest.Attack("Jab", 0, 3, 2)
	for _, tc := range []struct {
		rule    string
		name    string
		targets []*rules.TargetSpec
		offered []int // nil: the card is not offered
		log     string
	}{
		{"5.1.5", "one mode left: the only one offered", []*rules.TargetSpec{weaponOnly, anyAttack}, []int{1}, "mode 1"},
		{"5.1.5", "no mode left: not offered", []*rules.TargetSpec{weaponOnly, weaponOnly}, nil, ""},
		{"1.7.5", "both modes: asked", []*rules.TargetSpec{anyAttack, anyAttack}, []int{0, 1}, "mode 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log = nil
			cut := ruletest.AttackReaction("Cut", 0)
			for i, ts := range tc.targets {
				cut.Modes = append(cut.Modes, rules.Mode{Target: ts, Effects: []rules.Effect{note{&log, fmt.Sprintf("mode %d", i)}}})
			}
			cut.MinModes, cut.MaxModes = 1, 1
			x := ruletest.Position(jab, cut).Hand("Jab", "Cut").Start(t)
			x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1))
			if tc.offered == nil {
				x.WantBlocked(rules.ActPlay, "Cut", rules.ReasonNoTarget)
				return
			}
			steps := []ruletest.Step{ruletest.Play(p1, "Cut")}
			steps = append(steps, ruletest.Modes(p1, tc.offered, tc.offered[0]))
			x.Run(append(steps, ruletest.Pass(p1), ruletest.Pass(p2))...)
			if got := strings.Join(log, ","); got != tc.log {
				t.Errorf("CR %s: %q happened, want %q", tc.rule, got, tc.log)
			}
		})
	}
}

// CR 1.7.5, 5.1.4a: each modal layer on the stack keeps the modes chosen
// for it (the engine cuts them from a block it reuses, newModes): a
// second modal card played over the first chooses its own, and each
// resolves with the modes chosen as it was played.
func TestCR_1_7_5_EachLayerKeepsItsModes(t *testing.T) {
	var log []string
	modal := func(name string) *rules.Card {
		c := ruletest.Instant(name, 0)
		for _, w := range []string{"first", "second", "third"} {
			c.Modes = append(c.Modes, rules.Mode{Effects: []rules.Effect{note{&log, name + " " + w}}})
		}
		c.MinModes, c.MaxModes = 1, 2
		return c
	}
	a, b := modal("Alpha"), modal("Beta")
	x := ruletest.Position(a, b).Hand("Alpha", "Beta").Start(t)
	x.Run(ruletest.Play(p1, "Alpha"), ruletest.Modes(p1, nil, 1, 2), ruletest.Play(p1, "Beta"), ruletest.Modes(p1, nil, 0),
		ruletest.PassToStep(rules.StepNone, p1))
	if got := strings.Join(log, ","); got != "Beta first,Alpha second,Alpha third" {
		t.Errorf("modes happened as %q, want Beta first,Alpha second,Alpha third", got)
	}
}
