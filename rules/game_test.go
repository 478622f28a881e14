package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The players of every test position: p1 takes the turn unless a test
// says otherwise.
const (
	p1 = ruletest.P1
	p2 = ruletest.P2
)

// randomSetup is a game of two synthetic decks of forty cards, for games
// between random deciders.
func randomSetup(seed uint64) rules.Setup {
	deck := func() []*rules.Card {
		var d []*rules.Card
		for i := 0; i < 10; i++ {
			d = append(d, ruletest.Attack("Jab", 1, 4, 2), ruletest.Gem, ruletest.Instant("Shield", 0, rules.PreventNext{N: 1}), ruletest.Pebble)
		}
		return d
	}
	return rules.Setup{Seed: seed, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Cards: deck()}, {Hero: ruletest.HeroB, Cards: deck()}}}
}

// randomGame is a game of randomSetup(seed) between random deciders.
func randomGame(t *testing.T, seed uint64) *rules.Game {
	t.Helper()
	g, err := rules.New(randomSetup(seed))
	if err != nil {
		t.Fatal(err)
	}
	g.SetDecider(p1, rules.NewRandom(seed*2+1))
	g.SetDecider(p2, rules.NewRandom(seed*2+2))
	return g
}

// DESIGN.md (synchronous must not mean unclonable): a clone taken at a
// priority point plays on to the same end as the game it was taken from.
func TestCloneResumesTheSameGame(t *testing.T) {
	g, _ := rules.New(randomSetup(3))
	d0, d1 := rules.NewRandom(1), rules.NewRandom(2)
	g.SetDecider(0, d0)
	g.SetDecider(1, d1)
	ctx := context.Background()
	for i := 0; i < 40 && !g.Over(); i++ {
		if err := g.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone()
	e0, e1 := *d0, *d1
	c.SetDecider(0, &e0)
	c.SetDecider(1, &e1)
	if c.State().Hash() != g.State().Hash() {
		t.Fatal("a clone hashes differently")
	}
	if err := g.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := c.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if c.State().Hash() != g.State().Hash() {
		t.Error("the clone and the original ended differently")
	}
}

// Step is Run one tick at a time: from a priority point it answers that
// priority prompt (and the questions of the action chosen) and stops;
// elsewhere (the setup, the start and end phases) it carries the game on
// to its next point, asking only what those phases ask.
func TestStepAnswersOnePriorityPromptAtATime(t *testing.T) {
	g := randomGame(t, 5)
	priorities := 0
	g.SetObserver(func(_ *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvPass || e.Kind == rules.EvPlay || e.Kind == rules.EvActivate {
			priorities++
		}
	})
	for i := 0; i < 60 && !g.Over(); i++ {
		had := g.State().Priority != rules.NoPlayer
		before := priorities
		if err := g.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{true: 1, false: 0}[had]; priorities-before != want {
			t.Fatalf("step %d (priority before: %v) answered %d priority prompts, want %d", i+1, had, priorities-before, want)
		}
	}
}

// How a run ends other than with a winner: the turn limit, a cancelled
// context, a decider's error, a missing decider, and an answer the engine
// refuses (it checks every answer: DESIGN.md, the prompt contract).
func TestRunStopsWithAnError(t *testing.T) {
	errMine := errors.New("mine")
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name  string
		setup func(g *rules.Game) context.Context
		want  func(err error) bool
	}{
		{"the turn limit", func(g *rules.Game) context.Context {
			g.MaxTurns = 2
			return context.Background()
		}, func(err error) bool { return errors.Is(err, rules.ErrTurnLimit) }},
		{"a cancelled context", func(g *rules.Game) context.Context { return cancelled },
			func(err error) bool { return errors.Is(err, context.Canceled) }},
		{"a decider's error", func(g *rules.Game) context.Context {
			g.SetDecider(p2, rules.DeciderFunc(func(context.Context, rules.View, rules.Prompt) (rules.Answer, error) {
				return rules.Answer{}, errMine
			}))
			return context.Background()
		}, func(err error) bool { return errors.Is(err, errMine) }},
		{"no decider", func(g *rules.Game) context.Context {
			g.SetDecider(p2, nil)
			return context.Background()
		}, func(err error) bool { return err != nil && !errors.Is(err, rules.ErrTurnLimit) }},
		{"an answer not offered", func(g *rules.Game) context.Context {
			g.SetDecider(p2, rules.DeciderFunc(func(context.Context, rules.View, rules.Prompt) (rules.Answer, error) {
				return rules.Pick(-5), nil
			}))
			return context.Background()
		}, func(err error) bool {
			var r *rules.Refusal
			return errors.As(err, &r) && r.Reason == rules.ReasonNotOffered
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := randomGame(t, 9)
			ctx := tc.setup(g)
			if err := g.Run(ctx); !tc.want(err) {
				t.Errorf("run = %v", err)
			}
		})
	}
}
