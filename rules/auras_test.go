package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// glow is an aura token whose ability is given by the test.
func glow(name string, t rules.Trigger) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic, Triggers: []rules.Trigger{t}}
}

// CR 8.5.2: "create N tokens" makes N new objects, each its own token.
func TestCR_8_5_2_CreateSeveralTokens(t *testing.T) {
	spark := glow("Spark", rules.AuraAtStartOfTurn())
	sow := ruletest.Instant("Sow", 0, rules.CreateTokens{Token: spark, N: 3})
	sow.Tokens = []*rules.Card{spark}
	x := ruletest.Position(sow).Hand("Sow").Start(t)
	x.Run(resolveOne("Sow")...)
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Spark", "Spark", "Spark")
	x.WantCount(rules.EvCreateToken, 3, "three tokens, three events")
	if got := len(x.G.Auras(p1)); got != 3 {
		t.Errorf("p1 controls %d auras, want 3 (CR 8.2.4b: aura tokens are permanents)", got)
	}
	if got := len(x.G.Auras(p2)); got != 0 {
		t.Errorf("p2 controls %d auras, want 0", got)
	}
}

// CR 1.12.2: "create X tokens" creates as many as the X chosen as the card
// was played; X = 0 creates none.
func TestCR_1_12_2_CreateXTokens(t *testing.T) {
	for _, n := range []int{0, 2} {
		spark := glow("Spark", rules.AuraAtStartOfTurn())
		sow := ruletest.Action("Sow", 0, 3, rules.CreateTokens{Token: spark, PerX: true})
		sow.XCost = true
		sow.Tokens = []*rules.Card{spark}
		x := ruletest.Position(sow).Hand("Sow", "Gem").Start(t)
		// The one Gem pays X = 2 without asking (the only way).
		x.Run(ruletest.Play(p1, "Sow"), ruletest.X(p1, n), ruletest.Pass(p1), ruletest.Pass(p2))
		if got := len(x.G.Auras(p1)); got != n {
			t.Errorf("X = %d: %d tokens, want %d", n, got, n)
		}
	}
}

// CR 4.2.2, 8.5.4: an aura's "at the start of your turn, destroy this,
// then ..." resolves in the start phase (no priority): the token is gone
// (CR 8.1.8a) and what follows happened; the opponent's aura of the same
// kind waits for its controller's turn.
func TestCR_4_2_2_AuraAtStartOfTurn(t *testing.T) {
	balm := glow("Balm", rules.AuraAtStartOfTurn(rules.GainLife{N: 1}))
	x := ruletest.Position(balm).Phase(rules.PhaseStart).Arena("Balm").
		P2().Arena("Balm").
		Start(t)
	mine := x.Find(p1, rules.ZoneArena, "Balm")
	x.Run()
	if pr := x.Prompt(); pr.Kind != rules.AskPriority || x.G.State().Phase != rules.PhaseAction {
		t.Fatalf("stopped at %s in phase %s, want the action phase's priority", pr.Kind, x.G.State().Phase)
	}
	if !x.G.State().Obj(mine).Gone {
		t.Error("the aura was not destroyed")
	}
	x.WantZone(p1, rules.ZoneGraveyard)
	x.WantLife(p1, 21, "then: 1 life")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Balm")
	x.WantLife(p2, 20, "not the opponent's turn")
}

// CR 4.3.1: an aura's "as your action phase begins" layer goes on the
// stack as the turn player first gets priority: it can be answered.
func TestCR_4_3_1_AuraAtActionPhase(t *testing.T) {
	balm := glow("Balm", rules.AuraAtActionPhase(rules.GainLife{N: 2}))
	x := ruletest.Position(balm).Phase(rules.PhaseStart).Arena("Balm").Start(t)
	x.Run()
	x.WantStack("Balm")
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Balm")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneArena, "Alpha")
	x.WantLife(p1, 22, "then: 2 life")
}

// CR 5.1.10: "when you play an attack action card" triggers once the card
// is played; the aura's layer resolves first, above the attack. A
// non-attack action does not trigger it.
func TestCR_5_1_10_AuraWhenYouPlayAnAttackAction(t *testing.T) {
	bolt := glow("Bolt", rules.AuraWhenYouPlayAttackAction(rules.EventAttackGets{Gains: rules.GoAgain}))
	jab := ruletest.Attack("Jab", 0, 2, 2)
	rest := ruletest.Action("Rest", 0, 1)
	x := ruletest.Position(bolt, jab, rest).Arena("Bolt").Hand("Rest", "Jab").Actions(2).Start(t)
	x.Run(resolveOne("Rest")...)
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Bolt")
	x.Run(ruletest.Play(p1, "Jab"))
	x.WantStack("Jab", "Bolt")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneArena, "Alpha")
	if !x.G.HasKeyword(x.G.State().Stack[0].Obj, rules.GoAgain) {
		t.Error("the attack has no go again")
	}
}
