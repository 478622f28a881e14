package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The event tests of triggered abilities: each row gives a card a trigger
// (one life for its controller when it resolves), plays a little, and
// counts the triggers that resolved.
func TestWhenTriggersMatch(t *testing.T) {
	gain := []rules.Effect{rules.GainLife{N: 1}}
	jab := ruletest.Attack("Jab", 0, 3, 2)
	big := ruletest.Attack("Big", 0, 6, 2)
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Triggers = []rules.Trigger{{On: rules.EvAttack, Match: rules.OnAttack, Effects: gain}}
	wall := ruletest.Resource("Wall", 1)
	wall.Triggers = []rules.Trigger{{On: rules.EvDefend, Match: rules.WhenThisDefends, Effects: gain}}
	dawn := ruletest.Equipment("Dawn", rules.Head, 0, 0)
	dawn.Triggers = []rules.Trigger{{On: rules.EvTurnStart, Match: rules.YourTurn, Effects: gain}}
	brag := ruletest.Equipment("Brag", rules.Arms, 0, 0)
	brag.Triggers = []rules.Trigger{{On: rules.EvPlay, Match: rules.YouPlayPower(6), Effects: gain}}
	brag.Props = 0 // no defense: it does not defend
	edge := ruletest.Equipment("Edge", rules.Legs, 0, 0)
	edge.Triggers = []rules.Trigger{{On: rules.EvAttack, Match: rules.YourAttack(rules.AttackFilter{Weapon: true}), Effects: gain}}
	blade := ruletest.Weapon("Blade", 0, 2)
	attack := func(key string) []ruletest.Step {
		return []ruletest.Step{ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1)}
	}
	for _, tc := range []struct {
		rule  string
		name  string
		pos   *ruletest.Builder
		steps []ruletest.Step
		who   rules.Player
		fired int
	}{
		{"1.4.3a", "when this attacks: the weapon's proxy", ruletest.Position(sword).Arena("Sword"),
			[]ruletest.Step{ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepNone, p1)}, p1, 1},
		{"7.0.5a", "when this defends", ruletest.Position(jab, wall).Hand("Jab").P2().Hand("Wall"),
			[]ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Wall"), ruletest.PassToStep(rules.StepNone, p1)}, p2, 1},
		{"7.0.5a", "not when it does not defend", ruletest.Position(jab, wall).Hand("Jab").P2().Hand("Wall"),
			[]ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepNone, p1)}, p2, 0},
		{"4.2.2", "at the start of your turn", ruletest.Position(dawn).Phase(rules.PhaseStart).Arena("Dawn"), nil, p1, 1},
		{"4.2.2", "not at the start of the opponent's", ruletest.Position(dawn).Phase(rules.PhaseStart).TurnPlayer(p2).Arena("Dawn"), nil, p1, 0},
		{"5.1.10", "when you play a card with 6 or more power", ruletest.Position(big, brag).Hand("Big").Arena("Brag"), attack("Big"), p1, 1},
		{"5.1.10", "not with less power", ruletest.Position(jab, brag).Hand("Jab").Arena("Brag"), attack("Jab"), p1, 0},
		{"5.1.10", "not when the opponent plays it", ruletest.Position(big, brag).Hand("Big").P2().Arena("Brag"), attack("Big"), p2, 0},
		{"1.4.3", "when your weapon attacks", ruletest.Position(blade, edge).Arena("Blade", "Edge"),
			[]ruletest.Step{ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepNone, p1)}, p1, 1},
		{"1.4.3", "not when an attack action card attacks", ruletest.Position(jab, edge).Hand("Jab").Arena("Edge"), attack("Jab"), p1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.pos.Start(t)
			x.Run(tc.steps...)
			n := 0
			for _, e := range x.EventsOf(rules.EvGainLife) {
				if e.Player == tc.who {
					n++
				}
			}
			if n != tc.fired {
				t.Errorf("CR %s: %d triggers of p%d resolved, want %d", tc.rule, n, tc.who+1, tc.fired)
			}
		})
	}
}
