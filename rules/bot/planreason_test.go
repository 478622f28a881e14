package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The reason of each step of a plan says what the turn deals: what the
// real game has dealt so far and what the plan deals from there on. The
// plan expects each of two 3-power attacks with go again blocked by a
// defender at 6 life with four 3-defense cards ("no damage, but the
// defender spends 2 cards"); the defender takes the first. The step that
// plays the second said the plan's figures from before the hit, "no
// damage" (at the board: "its plan deals 5" after a block had let 1
// through, at every step of the turn).
func TestPlanReasonSaysTheDamageDealt(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	jab.Keywords |= rules.GoAgain
	wall := ruletest.Attack("Wall", 2, 4, 3)
	b := ruletest.Position(jab, wall).P1().Hand("Jab", "Jab").P2().Life(6).Hand("Wall", "Wall", "Wall", "Wall")
	g := built(t, b)
	o := bot.NewOpponent(0, bot.Normal, 1)
	after := 0
	var expected bot.Reason
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if v.TurnPlayer() != 0 {
			return rules.Answer{}, errAsked
		}
		return rules.LeastAnswer(p), nil // takes every hit
	}))
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if v.TurnPlayer() != 0 {
			return rules.Answer{}, errAsked
		}
		a, err := o.Decide(ctx, v, p)
		r := o.Last()
		if err != nil || r.Code != bot.WhyLine {
			return a, err
		}
		dealt := 6 - v.Life(1)
		if dealt == 0 && expected.Code == 0 {
			expected = r
		}
		if dealt > 0 {
			after++
			if r.N != dealt+3 && r.N != dealt {
				t.Errorf("a step of the plan (%v %v) says it deals %d this turn; %d was dealt, and the plan has at most the second attack's 3 to come", r.Kind, r.Act, r.N, dealt)
			}
		}
		return a, nil
	}))
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, errAsked) {
		t.Fatal(err)
	}
	if expected.N != 0 || expected.M == 0 || after == 0 {
		t.Errorf("the plan expected %d damage and %d cards spent, and %d of its steps came after a hit: the test checks less than it says", expected.N, expected.M, after)
	}
}

// A turn the computer passes having played nothing says why, when it
// holds cards: none of them can be played (here a 3-cost attack and a
// card that pitches for 1). A bare pass had no line at the board, and the
// person saw a turn go by with two cards in the computer's hand.
func TestIdleTurnSaysWhy(t *testing.T) {
	heavy := ruletest.Attack("Heavy", 3, 7, 3)
	red := ruletest.Resource("Red", 1)
	b := ruletest.Position(heavy, red).P1().Hand("Heavy", "Red")
	g := built(t, b)
	o := bot.NewOpponent(0, bot.Normal, 1)
	var got bot.Reason
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		return rules.Answer{}, errAsked
	}))
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		a, err := o.Decide(ctx, v, p)
		if p.Kind == rules.AskPriority && v.Phase() == rules.PhaseAction {
			got = o.Last()
			return a, errAsked
		}
		return a, err
	}))
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, errAsked) {
		t.Fatal(err)
	}
	if got.Code != bot.WhyNoPlay || got.N != 2 {
		t.Errorf("the pass of a turn with two cards it cannot play: %+v, want %v with 2 cards", got, bot.WhyNoPlay)
	}
}
