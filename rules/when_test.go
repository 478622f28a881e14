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
	sword.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Effects: gain}}
	wall := ruletest.Resource("Wall", 1)
	wall.Triggers = []rules.Trigger{{When: rules.WhenThisDefends, Effects: gain}}
	dawn := ruletest.Equipment("Dawn", rules.Head, 0, 0)
	dawn.Triggers = []rules.Trigger{{When: rules.WhenYourTurnStarts, Effects: gain}}
	brag := ruletest.Equipment("Brag", rules.Arms, 0, 0)
	brag.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvPlay, Of: rules.You, MinPower: 6}, Effects: gain}}
	brag.Props = 0 // no defense: it does not defend
	edge := ruletest.Equipment("Edge", rules.Legs, 0, 0)
	edge.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.YourAttack, Filter: rules.AttackFilter{Weapon: true}}, Effects: gain}}
	blade := ruletest.Weapon("Blade", 0, 2)
	// A hit on a hero, only while the controller has less life (an event
	// and a state condition, CR 6.6.5b).
	spite := ruletest.Attack("Spite", 0, 3, 2)
	spite.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.This, To: rules.ToHero, If: rules.LessLifeThanOpponent}, Effects: gain}}
	// The second attack of a weapon each turn (the card's attacks).
	twice := ruletest.Weapon("Twice", 0, 1)
	twice.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This, Nth: 2}, Effects: gain}}
	twice.Activated[0].Once = false
	// When this is defended: once, by the first card (CR 7.0.5a).
	bait := ruletest.Attack("Bait", 0, 3, 2)
	bait.Triggers = []rules.Trigger{{When: rules.WhenThisIsDefended, Effects: gain}}
	wall2 := ruletest.Resource("Wall2", 1)
	// At the beginning of each end phase, anyone's (CR 4.4.2).
	dusk := ruletest.Equipment("Dusk", rules.Chest, 0, 0)
	dusk.Triggers = []rules.Trigger{{When: rules.WhenEachEndPhase, Effects: gain}}
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
		{"6.6.5b", "a hit on a hero while the condition holds", ruletest.Position(spite).Hand("Spite").Life(10), attack("Spite"), p1, 1},
		{"6.6.5b", "not when the condition does not hold", ruletest.Position(spite).Hand("Spite"), attack("Spite"), p1, 0},
		{"7.2.4", "the second attack of the card this turn", ruletest.Position(twice).Arena("Twice").Actions(2).Resources(2),
			[]ruletest.Step{ruletest.Activate(p1, "Twice"), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, "Twice"), ruletest.PassToStep(rules.StepNone, p1)}, p1, 1},
		{"7.0.5a", "when this is defended: once, for the first card", ruletest.Position(bait, wall, wall2).Hand("Bait").P2().Hand("Wall", "Wall2"),
			[]ruletest.Step{ruletest.Play(p1, "Bait"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Wall", "Wall2"), ruletest.PassToStep(rules.StepNone, p1)}, p1, 1},
		{"7.0.5a", "not when nothing defends", ruletest.Position(bait).Hand("Bait"), attack("Bait"), p1, 0},
		{"4.4.2", "each end phase, the opponent's too", ruletest.Position(dusk).TurnPlayer(p2).Arena("Dusk").Live(),
			[]ruletest.Step{ruletest.PassUntil("p1's turn", func(v rules.View, _ rules.Prompt) bool { return v.TurnPlayer() == p1 })}, p1, 1},
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
