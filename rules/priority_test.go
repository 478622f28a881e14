package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.11.4a: a pass gives priority to the other player; both passing in
// succession with an empty stack ends the step or phase: the action phase
// ends (CR 4.3.4), or in combat the next step begins.
func TestCR_1_11_4a_PassingInSuccession(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Pass(p1))
	if pr := x.Prompt(); pr.Player != p2 || x.G.State().Phase != rules.PhaseAction {
		t.Fatalf("after p1 passed: p%d's %s prompt in the %s phase, want p2's priority", pr.Player+1, pr.Kind, x.G.State().Phase)
	}
	x.Run(ruletest.Pass(p2))
	// The action phase ended: p1 is asked to arsenal the Jab (CR 4.4.3b).
	if pr := x.Prompt(); pr.Kind != rules.AskCards || pr.Purpose != rules.PurposeArsenal || x.G.State().Phase != rules.PhaseEnd {
		t.Errorf("after both passed: a %s prompt in the %s phase, want the end phase's arsenal question", pr.Kind, x.G.State().Phase)
	}

	x = ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.Pass(p1), ruletest.Pass(p2))
	if x.G.State().Step != rules.StepAttack {
		t.Fatalf("the attack resolved into step %q, want the attack step", x.G.State().Step)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	// Nothing to defend with: the defend step passes into the reaction step.
	if x.G.State().Step != rules.StepDefend {
		t.Errorf("after both passed in the attack step: step %q, want the defend step", x.G.State().Step)
	}
}

// CR 1.11.5: a player who plays a card gets priority back, and may play
// another on top of it.
func TestCR_1_11_5_APlayerHoldsPriority(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	zap := ruletest.Instant("Zap", 0, rules.GainLife{N: 1})
	x := ruletest.Position(jab, zap).Hand("Jab").P2().Hand("Zap", "Zap").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.Pass(p1), ruletest.Play(p2, "Zap"))
	if x.G.State().Priority != p2 {
		t.Fatalf("priority: p%d, want p2 to hold it", x.G.State().Priority+1)
	}
	x.Run(ruletest.Play(p2, "Zap"))
	x.WantStack("Jab", "Zap", "Zap")
	x.Run(ruletest.Pass(p2), ruletest.Pass(p1))
	x.WantLife(p2, 21, "the top Zap resolved")
	x.WantStack("Jab", "Zap")
}

// CR 1.7.4: abilities of a card defending on the combat chain can be
// activated there: a card that may be activated while it defends.
func TestCR_1_7_4_AbilitiesOfADefendingCard(t *testing.T) {
	guard := ruletest.Resource("Guard", 1)
	guard.Activated = []rules.Activated{{Type: rules.Instant, If: rules.Defending, Effects: []rules.Effect{rules.ThisGets{Defense: 2}}}}
	x := ruletest.Position(mutt, guard).Hand("Mutt").Resources(3).P2().Hand("Guard").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.Pass(p1))
	x.WantBlocked(rules.ActActivate, "Guard", rules.ReasonNone) // in hand: not listed at all
	x.Run(ruletest.Pass(p2), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Guard"),
		ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1))
	x.WantOffered(rules.ActActivate, "Guard")
	x.Run(ruletest.Activate(p2, "Guard"), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 19, "6 power against 3+2 defense")
}
