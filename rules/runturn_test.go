package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// RunTurn plays the turn to its end (CR 4.4.4) and the next turn's start
// phase (CR 4.2: its triggers resolve), and stops where the next turn's
// player gets priority in its action phase (CR 4.3.1), asking nothing of
// that turn; Run goes on from there with that player's priority question.
func TestRunTurnStopsAtTheNextTurnsPriority(t *testing.T) {
	dawn := ruletest.Equipment("Dawn", rules.Head, 0, 0)
	dawn.Triggers = []rules.Trigger{{When: rules.WhenYourTurnStarts, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	x := ruletest.Position(dawn).P2().Arena("Dawn").Live().Start(t) // live past the turn (CR 4.5.4d)
	life := x.Life(p2)
	var later []rules.Prompt // the questions of turn 2
	stop := context.Canceled
	for _, p := range []rules.Player{p1, p2} {
		x.G.SetDecider(p, rules.DeciderFunc(func(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			if v.Turn() != 1 {
				later = append(later, pr)
				return rules.Answer{}, stop
			}
			return rules.LeastAnswer(pr), nil
		}))
	}
	if err := x.G.RunTurn(context.Background()); err != nil {
		t.Fatalf("RunTurn: %v", err)
	}
	st := x.G.State()
	if st.Turn != 2 || st.TurnPlayer != p2 || st.Phase != rules.PhaseAction || st.Priority != p2 {
		t.Errorf("stopped at turn %d of p%d, %s phase, priority %d; want turn 2 of p2, action phase, p2's priority",
			st.Turn, st.TurnPlayer+1, st.Phase, st.Priority)
	}
	if len(later) != 0 {
		t.Errorf("RunTurn asked %d questions of turn 2 (the first: %s of p%d)", len(later), later[0].Kind, later[0].Player+1)
	}
	x.WantLife(p2, life+1, "CR 4.2: turn 2's start-of-turn trigger resolved before the stop")
	x.WantCount(rules.EvTurnEnd, 1, "CR 4.4.4: turn 1 ended")
	if err := x.G.Run(context.Background()); !errors.Is(err, stop) {
		t.Fatalf("Run after RunTurn: %v, want the decider's error", err)
	}
	if len(later) != 1 || later[0].Kind != rules.AskPriority || later[0].Player != p2 {
		t.Errorf("Run after RunTurn asked %+v first, want p2's priority", later)
	}
}

// RunTurnUntil stops at the priority question stop says to stop at,
// without asking it (CR 1.11: the prompt lists what the player may do);
// the game asks it when run again.
func TestRunTurnUntilStopsAtAQuestionUnasked(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	asked := 0
	for _, p := range []rules.Player{p1, p2} {
		x.G.SetDecider(p, rules.DeciderFunc(func(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			asked++
			return rules.LeastAnswer(pr), nil
		}))
	}
	var seen []rules.Prompt
	stop := func(v rules.View, pr *rules.Prompt) bool {
		seen = append(seen, pr.Kept())
		return pr.Player == p1 && len(pr.Options) > 1
	}
	if err := x.G.RunTurnUntil(context.Background(), stop); err != nil {
		t.Fatalf("RunTurnUntil: %v", err)
	}
	if asked != 0 || len(seen) != 1 || seen[0].Kind != rules.AskPriority || seen[0].Player != p1 || len(seen[0].Options) != 2 {
		t.Fatalf("asked %d, stop saw %+v; want p1's priority (pass, Jab) seen, nothing asked", asked, seen)
	}
	x.WantZone(p1, rules.ZoneHand, "Jab")
	// Run again without a stop: the same question, asked this time.
	if err := x.G.RunTurn(context.Background()); err != nil {
		t.Fatalf("RunTurn: %v", err)
	}
	if asked == 0 {
		t.Error("the question stopped at was not asked when the game ran again")
	}
	if st := x.G.State(); st.Turn != 2 {
		t.Errorf("turn %d after RunTurn, want 2", st.Turn)
	}
}
