package tui

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The default stops are where the engine's timing rules let the player use
// what that moment is for (rules.View.Timing, which reads no card): the
// reaction step of their own attack where an attack reaction may be played
// (CR 8.1.2a) and of the other player's where a defense reaction may (CR
// 8.1.3a), the resolution step where an attack continues the chain (CR
// 7.0.1a, 8.1.1), and no other step of combat; outside combat, the turn
// player's own action phase (CR 4.3). A player's own layer on top of the
// stack is no stop (CR 1.11.3: they hold priority only when they ask).
// Checked at every priority of random games but one: the other player's
// layer on top in the resolution step, where the chain stop lets the turn
// player answer it though no attack may be played until it resolves.
func TestDefaultStopsAreWhereTheTimingRulesOpen(t *testing.T) {
	open := func(v rules.View, p rules.Player, ty rules.Types, attack bool) bool {
		r, _ := v.Timing(p, ty, attack)
		return r == rules.ReasonNone
	}
	seen := map[rules.Step]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, seed)
		g.MaxTurns = 12
		rnd := rules.NewRandom(seed)
		d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if p.Kind == rules.AskPriority {
				pl := p.Player
				var want bool
				switch v.Step() {
				case rules.StepNone:
					want = v.TurnPlayer() == pl
				case rules.StepReaction:
					want = open(v, pl, rules.AttackReaction, false) || open(v, pl, rules.DefenseReaction, false)
				case rules.StepResolution:
					want = open(v, pl, rules.Action, true)
				}
				if st := v.Stack(); len(st) > 0 {
					if st[len(st)-1].Controller == pl {
						want = false
					} else if v.Step() == rules.StepResolution {
						return rnd.Decide(ctx, v, p) // the chain stop answers the other player's layer (Stops.at)
					}
				}
				if got := DefaultStops.at(v, pl); got != want {
					t.Errorf("seed %d, turn %d, %v step, p%d (turn player p%d, %d action points, stack %d): stop %v, the timing rules say %v",
						seed, v.Turn(), v.Step(), pl+1, v.TurnPlayer()+1, v.Actions(pl), len(v.Stack()), got, want)
				}
				seen[v.Step()]++
			}
			return rnd.Decide(ctx, v, p)
		})
		g.SetDecider(0, d)
		g.SetDecider(1, d)
		if err := g.Run(context.Background()); err != nil && err != rules.ErrTurnLimit {
			t.Fatal(err)
		}
		if t.Failed() {
			return
		}
	}
	t.Logf("priorities by step: %v", seen)
	for _, st := range []rules.Step{rules.StepNone, rules.StepReaction, rules.StepResolution} {
		if seen[st] == 0 {
			t.Errorf("no priority in the %v step: the games test nothing there", st)
		}
	}
}

// CR 1.11.3, 4.2.1, 4.4.1: no priority in the start and end phases, so no
// stop there: stopPlace asks the engine (its timing says no priority), and
// finds the action phase's place where priority is given.
func TestStopPlaceWhereTheEngineGivesPriority(t *testing.T) {
	p1 := ruletest.P1
	jab := ruletest.Attack("Jab", 0, 3, 2)
	start := ruletest.Position(jab).Phase(rules.PhaseStart).Hand("Jab").Deck("Jab", "Jab", "Jab", "Jab").P2().Deck("Jab", "Jab", "Jab", "Jab").Start(t)
	if at, ok := stopPlace(start.G.ViewFor(p1)); ok {
		t.Errorf("the start phase: stop place %v", at)
	}
	x := ruletest.Position(jab).Hand("Jab").Deck("Jab", "Jab", "Jab", "Jab").P2().Deck("Jab", "Jab", "Jab", "Jab").Start(t)
	if at, ok := stopPlace(x.G.ViewFor(p1)); !ok || at != StopAction {
		t.Errorf("the action phase: stop place %v, %v; want %v", at, ok, StopAction)
	}
	end := false
	x.Run(ruletest.PassTo(rules.AskCards, p1),
		ruletest.Answer(rules.AskCards, p1, "the end phase's arsenal question", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			end = v.Phase() == rules.PhaseEnd
			if at, ok := stopPlace(v); ok {
				t.Errorf("the end phase: stop place %v", at)
			}
			return rules.Answer{}, nil
		}))
	if !end {
		t.Error("the question was not in the end phase: the case tests nothing")
	}
}
