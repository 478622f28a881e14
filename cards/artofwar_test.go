package cards_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Art of War's first mode gives +1{p} and +1{d} to the attack action cards
// its controller controls as it resolves, and to no card played after. It is
// a layer-continuous effect (CR 6.2.2) whose objects are not targets: they
// are determined when the effect is generated (CR 1.8.5c, 1.8.6), among the
// public objects in the arena or on the stack (1.8.6b; only those have a
// controller, 1.2.1b). Only an effect naming a future object waits for one
// (CR 6.2.4): the second mode ("the next attack action card you play") does,
// the first does not. Once it applies, it goes on applying to the same card
// as it moves from the stack to the combat chain (CR 6.2.2c).
func TestArtOfWarFixesItsSetAsItResolves(t *testing.T) {
	tests := []struct {
		name  string
		steps func() []ruletest.Step
		power int // Muscle Mutt's, in the reaction step
		life  int // p2's after the link
	}{
		{"on the stack under Art of War: in the set, and still on the chain",
			func() []ruletest.Step {
				return []ruletest.Step{ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 0, 2),
					ruletest.PassToStep(rules.StepReaction, p1)}
			}, 7, 20 - 7},
		{"played after Art of War resolved: not in the set",
			func() []ruletest.Step {
				return []ruletest.Step{ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 0, 2), ruletest.PassToStep(rules.StepNone, p1),
					ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1)}
			}, 6, 20 - 6},
		{"attacking as Art of War resolves in the reaction step: in the set",
			func() []ruletest.Step {
				return []ruletest.Step{ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1),
					ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 0, 2), ruletest.PassToStep(rules.StepReaction, p1)}
			}, 7, 20 - 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)", "Art of War (yellow)").Resources(4).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(tc.steps()...)
			mutt := tb.Attack()
			if got := tb.G.Power(mutt); got != tc.power {
				t.Errorf("Muscle Mutt's power = %d, want %d", got, tc.power)
			}
			if got, want := tb.G.Defense(mutt), 2+tc.power-6; got != want {
				t.Errorf("Muscle Mutt's defense = %d, want %d", got, want)
			}
			tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
			tb.WantLife(p2, tc.life, "undefended")
		})
	}
	// The defending hero's side: a card defending from hand as Art of War
	// resolves gets +1{d}; one that defends from the arsenal after it (its
	// third mode) does not.
	t.Run("a defending card in the set, a later defender not", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Wrecking Ball (red)").Resources(3).
			P2().Hero(dorinthea).Hand("Raging Onslaught (yellow)", "Art of War (yellow)", "Titanium Bauble (blue)").
			Arsenal("Raging Onslaught (yellow)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Wrecking Ball (red)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Raging Onslaught (yellow)"),
			ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
			ruletest.Play(p2, "Art of War (yellow)"), ruletest.Modes(p2, []int{0, 1, 2, 3}, 0, 2), ruletest.PassToStep(rules.StepReaction, p1))
		link := tb.Link()
		if got := tb.G.Defense(link.Defenders[0]); got != 3+1 {
			t.Errorf("the defending Raging Onslaught's defense = %d, want 3+1", got)
		}
		arsenal := tb.Find(p2, rules.ZoneArsenal, "Raging Onslaught (yellow)")
		if got := tb.G.Defense(arsenal); got != 3 {
			t.Errorf("the Raging Onslaught in the arsenal has defense %d, want 3: it was not controlled as Art of War resolved", got)
		}
	})
}
