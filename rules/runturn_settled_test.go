package rules_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// RunTurnSettled ends the turn's run in its end phase once the arsenal
// step is done (CR 4.4.3b): the damage dealt, the arsenal, the arena and
// the hand before the draw (CR 4.4.3e) are those of the turn played to
// its end, the pitched card is not yet at the bottom of the deck (CR
// 4.4.3c) and nothing is drawn; the game left there does not run again.
func TestRunTurnSettledEndsAfterTheArsenal(t *testing.T) {
	jab := ruletest.Attack("Jab", 1, 3, 2)
	x := ruletest.Position(jab, ruletest.Resource("Mud", 1), ruletest.Resource("Sand", 1)).
		Hand("Jab", "Mud", "Sand").Deck("Jab", "Jab", "Jab", "Jab").Start(t)
	for _, p := range []rules.Player{p1, p2} {
		x.G.SetDecider(p, rules.DeciderFunc(func(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			switch {
			case pr.Player != p1 || v.TurnPlayer() != p1:
			case pr.Kind == rules.AskPriority && len(pr.Options) > 1, pr.Kind == rules.AskPitch, pr.Purpose == rules.PurposeArsenal:
				return rules.Pick(pr.Options[len(pr.Options)-1].ID), nil // play Jab, pitch, arsenal the other
			}
			return rules.LeastAnswer(pr), nil
		}))
	}
	full, cut := x.G.Clone(), x.G.Clone()
	if err := full.RunTurn(context.Background()); err != nil {
		t.Fatalf("RunTurn: %v", err)
	}
	if err := cut.RunTurnSettled(context.Background(), nil); err != nil {
		t.Fatalf("RunTurnSettled: %v", err)
	}
	f, c := full.Omniscient(), cut.Omniscient()
	if c.Turn() != 1 || c.Phase() != rules.PhaseEnd {
		t.Errorf("RunTurnSettled stopped at turn %d, %s phase; want turn 1's end phase", c.Turn(), c.Phase())
	}
	keys := func(v rules.View, z rules.Zone) []string {
		var out []string
		for _, obj := range v.Zone(p1, z) {
			out = append(out, v.Card(obj).Key())
		}
		return out
	}
	if f.Life(p2) != 17 || c.Life(p2) != f.Life(p2) {
		t.Errorf("p2's life %d after RunTurnSettled, %d after RunTurn; want 17 both (Jab hit for 3)", c.Life(p2), f.Life(p2))
	}
	if got, want := keys(c, rules.ZoneArsenal), keys(f, rules.ZoneArsenal); len(got) != 1 || len(want) != 1 || got[0] != want[0] {
		t.Errorf("arsenal %v after RunTurnSettled, %v after RunTurn; want the same card (CR 4.4.3b)", got, want)
	}
	if c.Count(p1, rules.ZoneArena) != f.Count(p1, rules.ZoneArena) {
		t.Errorf("arena %d after RunTurnSettled, %d after RunTurn", c.Count(p1, rules.ZoneArena), f.Count(p1, rules.ZoneArena))
	}
	if c.Count(p1, rules.ZoneHand) != 0 || f.Count(p1, rules.ZoneHand) != 4 {
		t.Errorf("hand %v after RunTurnSettled, %v after RunTurn; want none (nothing drawn), then 4 (CR 4.4.3e)",
			keys(c, rules.ZoneHand), keys(f, rules.ZoneHand))
	}
	if c.Count(p1, rules.ZonePitch) != 1 || f.Count(p1, rules.ZonePitch) != 0 {
		t.Errorf("pitch zone %d after RunTurnSettled, %d after RunTurn; want the pitched card, then none (CR 4.4.3c)",
			c.Count(p1, rules.ZonePitch), f.Count(p1, rules.ZonePitch))
	}
	for what, g := range map[string]*rules.Game{"the game": cut, "its clone": cut.Clone()} {
		if err := g.Run(context.Background()); err == nil {
			t.Errorf("Run on %s RunTurnSettled left: no error", what)
		}
		if err := g.RunTurn(context.Background()); err == nil {
			t.Errorf("RunTurn on %s RunTurnSettled left: no error", what)
		}
	}
	// A game that runs on after RunTurnSettled is not stopped by it again.
	again := x.G.Clone()
	if err := again.RunTurn(context.Background()); err != nil || again.Omniscient().Turn() != 2 {
		t.Errorf("RunTurn on another clone: turn %d, %v; want turn 2", again.Omniscient().Turn(), err)
	}
}
