package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 4.2, 4.3: the start phase gives no priority: start-of-turn triggers
// resolve as if all passed; then the action phase begins, the turn player
// with 1 action point (CR 4.3.2a: not a gain) and priority.
func TestCR_4_2_TheStartPhase(t *testing.T) {
	dawn := ruletest.Equipment("Dawn", rules.Head, 0, 0)
	dawn.Triggers = []rules.Trigger{{When: rules.WhenYourTurnStarts, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	x := ruletest.Position(dawn).Phase(rules.PhaseStart).Arena("Dawn").Start(t)
	x.Run()
	x.WantLife(p1, 21, "the start-of-turn trigger resolved")
	x.WantCount(rules.EvPass, 0, "CR 4.2: nobody had priority in the start phase")
	x.WantCount(rules.EvGainAction, 0, "CR 4.3.2a: the action point is not gained")
	x.WantActions(p1, 1, "CR 4.3.2a")
	if pr := x.Prompt(); pr.Kind != rules.AskPriority || pr.Player != p1 || x.G.State().Phase != rules.PhaseAction {
		t.Errorf("a %s prompt for p%d in the %s phase, want p1's priority in the action phase", pr.Kind, pr.Player+1, x.G.State().Phase)
	}
}

// CR 4.4: the end phase of the first turn: the turn player may put a card
// from hand face down into an empty arsenal (4.4.3b); pitched cards go to
// the bottom of the deck in the order their owner chooses (4.4.3c); action
// and resource points are lost (4.4.3d); the turn player, and on the first
// turn every player, draws up to intellect (4.4.3e); then the turn ends
// and the other player's begins (4.4.4).
func TestCR_4_4_TheEndPhase(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).
		Hand("Jab", "Gem").Pitch("Gem", "Pebble").Deck("Jab", "Jab", "Jab", "Jab").Resources(2).Actions(2).
		P2().Deck("Gem", "Gem", "Gem", "Gem", "Gem").Pitch("Pebble", "Pebble").
		Start(t)
	var order rules.Prompt
	ord := ruletest.Order(p1)
	inner := ord.Answer
	ord.Answer = func(v rules.View, pr rules.Prompt) (rules.Answer, error) { order = pr; return inner(v, pr) }
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Choose(p1, "Jab"), ord)
	arsenal := x.Find(p1, rules.ZoneArsenal, "Jab")
	if x.G.State().Obj(arsenal).FaceUp {
		t.Error("CR 4.4.3b: the arsenal card is face up")
	}
	if len(order.Options) != 2 || order.Rule != rules.CRSub(4, 4, 3, 'c') {
		t.Errorf("CR 4.4.3c: order prompt %+v, want p1's two pitched cards", order)
	}
	// Bottom of p1's deck: Gem then Pebble, under the cards drawn from.
	x.WantOrder(p1, rules.ZoneDeck, "Jab", "Gem", "Pebble")
	x.WantZone(p1, rules.ZoneHand, "Gem", "Jab", "Jab", "Jab")
	// p2's two Pebbles are alike: no order asked (the strict script).
	x.WantOrder(p2, rules.ZoneDeck, "Gem", "Pebble", "Pebble")
	x.WantZone(p2, rules.ZoneHand, "Gem", "Gem", "Gem", "Gem")
	x.WantResources(p1, 0, "CR 4.4.3d")
	x.WantActions(p1, 0, "CR 4.4.3d")
	if x.G.State().TurnPlayer != p2 || x.G.State().Turn != 2 {
		t.Errorf("CR 4.4.4: turn %d of p%d, want turn 2 of p2", x.G.State().Turn, x.G.State().TurnPlayer+1)
	}
	if pr := x.Prompt(); pr.Player != p2 || pr.Kind != rules.AskPriority {
		t.Errorf("a %s prompt for p%d, want p2's priority", pr.Kind, pr.Player+1)
	}
}

// CR 4.4.3b: with a card in the arsenal already, no card is put there; on
// a later turn only the turn player draws (CR 4.4.3e).
func TestCR_4_4_3b_AFullArsenalAsksNothing(t *testing.T) {
	x := ruletest.Position().Turn(2).Hand("Gem").Arsenal("Pebble").Deck("Gem", "Gem", "Gem").P2().Deck("Gem").Start(t)
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneHand, "Gem", "Gem", "Gem", "Gem")
	x.WantZone(p2, rules.ZoneHand)
	x.WantOrder(p2, rules.ZoneDeck, "Gem")
}
