package rules_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// DESIGN.md (determinism): a game is its setup and its answers. The same
// seed gives the same game, another seed another game, and the answers a
// Recorder kept replay to the same state.
func TestDeterminismAndReplay(t *testing.T) {
	play := func(seed uint64, rec *[]rules.Answer) *rules.Game {
		g, err := rules.New(randomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		g.SetDecider(0, rules.Recorder{D: rules.NewRandom(seed + 100), Answers: rec})
		g.SetDecider(1, rules.Recorder{D: rules.NewRandom(seed + 200), Answers: rec})
		g.MaxTurns = 300
		if err := g.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		return g
	}
	var rec1, rec2 []rules.Answer
	a, b := play(7, &rec1), play(7, &rec2)
	if a.State().Hash() != b.State().Hash() {
		t.Fatal("the same seed gave different games")
	}
	if len(rec1) != a.Decisions {
		t.Errorf("the recorder kept %d answers of %d decisions", len(rec1), a.Decisions)
	}
	if c := play(8, new([]rules.Answer)); c.State().Hash() == a.State().Hash() {
		t.Error("another seed gave the same game")
	}
	g, _ := rules.New(randomSetup(7))
	r := &rules.Replay{Answers: rec1}
	g.SetDecider(0, r)
	g.SetDecider(1, r)
	if err := g.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if g.State().Hash() != a.State().Hash() {
		t.Error("replaying the answers gave another state")
	}
	// With the last answer missing the replay stops where it was asked.
	g, _ = rules.New(randomSetup(7))
	r = &rules.Replay{Answers: rec1[:len(rec1)-1]}
	g.SetDecider(0, r)
	g.SetDecider(1, r)
	if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
		t.Errorf("a replay one answer short: %v, want ErrScriptDone", err)
	}
}

// The random decider (rathe sim, fuzzing) gives answers the engine accepts
// for every kind of prompt it meets: each passes the prompt's Check.
func TestRandomAnswersPassTheirPromptsCheck(t *testing.T) {
	kinds := map[rules.PromptKind]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		g, err := rules.New(randomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 100
		for p := rules.Player(0); p < 2; p++ {
			r := rules.NewRandom(seed*10 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				a, err := r.Decide(ctx, v, pr)
				if err == nil {
					if cerr := pr.Check(a); cerr != nil {
						t.Errorf("seed %d: a random answer to a %s prompt: %v", seed, pr.Kind, cerr)
					}
				}
				kinds[pr.Kind]++
				return a, err
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	for _, k := range []rules.PromptKind{rules.AskPriority, rules.AskPitch, rules.AskDefenders, rules.AskCards} {
		if kinds[k] == 0 {
			t.Errorf("no %s prompt in the games: the test saw nothing of it (%v)", k, kinds)
		}
	}
}

// The strict scripted decider (scenarios, saves) refuses a prompt it did
// not expect, reports answers left over, and logs the answers it gave.
func TestScriptDeciderIsStrict(t *testing.T) {
	pass := func(p rules.Player) rules.Scripted {
		return rules.Scripted{Kind: rules.AskPriority, Player: p, Label: "pass", Line: 3, Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			return ruletest.PickOption(v, pr, rules.ActPass, "")
		}}
	}
	run := func(steps ...rules.Scripted) (*rules.ScriptDecider, error) {
		// Live (a card banished): the game goes on past the turn (CR 4.5.4d).
		g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{{Hero: ruletest.HeroA, Banished: []*rules.Card{ruletest.Spare}}, {Hero: ruletest.HeroB}}})
		if err != nil {
			t.Fatal(err)
		}
		s := &rules.ScriptDecider{Steps: steps}
		g.SetDecider(p1, s)
		g.SetDecider(p2, s)
		return s, g.Run(context.Background())
	}
	s, err := run(pass(p2))
	var up *rules.UnexpectedPrompt
	if !errors.As(err, &up) || up.Got.Player != p1 || up.Want.Line != 3 {
		t.Errorf("p2's answer at p1's prompt: %v", err)
	}
	if s.Unused() == nil {
		t.Error("the unused answer is not reported")
	}
	s, err = run(pass(p1), pass(p2))
	if !errors.Is(err, rules.ErrScriptDone) || s.Unused() != nil || len(s.Log) != 2 {
		t.Errorf("two passes: %v, unused %v, %d logged", err, s.Unused(), len(s.Log))
	}
}

// A run of passes (Scripted.Until) passes priority until its condition
// holds, hands that prompt to the next step, tells OnStep where each step
// comes, and fails on a prompt other than priority (CR 1.11.6: passing is
// a priority answer only).
func TestScriptDeciderRunsOfPasses(t *testing.T) {
	x := ruletest.Position(ruletest.Attack("Jab", 0, 3, 2)).Hand("Jab").P2().Hand("Gem").Start(t)
	var told []int
	x.Script.OnStep = func(i int, _ rules.View, p rules.Prompt) { told = append(told, i) }
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2))
	if want := []int{0, 1, 2, 3}; !slices.Equal(told, want) {
		t.Errorf("OnStep told %v, want %v", told, want)
	}
	if len(x.Script.Log) < 4 {
		t.Errorf("log holds %d answers, want the play, the passes (at least two) and the defence", len(x.Script.Log))
	}

	y := ruletest.Position(ruletest.Attack("Jab", 0, 3, 2)).Hand("Jab").P2().Hand("Gem").Start(t)
	err := y.RunErr(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepDamage, p1))
	var run *rules.PassRunError
	if !errors.As(err, &run) || run.Got.Kind != rules.AskDefenders || run.Index != 1 {
		t.Errorf("passing through a defend prompt: %v, want a PassRunError at step 2", err)
	}
}

// The engine's deciders keep to the Decider contract
// (ruletest.KeepsNothing): the random decider, the goldfish's, and the
// replay of a recorded game.
func TestDecidersKeepNothing(t *testing.T) {
	ctx := context.Background()
	game := func(setup rules.Setup, d1, d2 rules.Decider) (*rules.Game, [2]rules.Decider, error) {
		g, err := rules.New(setup)
		if err != nil {
			return nil, [2]rules.Decider{}, err
		}
		g.MaxTurns = 40
		return g, [2]rules.Decider{d1, d2}, nil
	}
	setup := rules.Setup{Seed: 9, Players: benchDecks(t)}
	if err := ruletest.KeepsNothing(ctx, func() (*rules.Game, [2]rules.Decider, error) {
		return game(setup, rules.NewRandom(1), rules.NewRandom(2))
	}); err != nil {
		t.Errorf("the random decider: %v", err)
	}
	fish := rules.GoldfishSetup(9, benchDecks(t)[0], rules.GoldfishLifeBlitz)
	if err := ruletest.KeepsNothing(ctx, func() (*rules.Game, [2]rules.Decider, error) {
		return game(fish, rules.NewRandom(1), rules.GoldfishDecider)
	}); err != nil {
		t.Errorf("the goldfish: %v", err)
	}
	var rec []rules.Answer
	g, ds, _ := game(setup, rules.NewRandom(3), rules.NewRandom(4))
	for p, d := range ds {
		g.SetDecider(rules.Player(p), rules.Recorder{D: d, Answers: &rec})
	}
	if err := g.Run(ctx); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		t.Fatal(err)
	}
	if err := ruletest.KeepsNothing(ctx, func() (*rules.Game, [2]rules.Decider, error) {
		r := &rules.Replay{Answers: rec}
		return game(setup, r, r)
	}); err != nil {
		t.Errorf("the replay: %v", err)
	}
}

// The strict scripted decider keeps to the Decider contract too: a
// script of a random game's answers, each step expecting its prompt's
// kind and player.
func TestScriptDeciderKeepsNothing(t *testing.T) {
	ctx := context.Background()
	setup := rules.Setup{Seed: 11, Players: benchDecks(t)}
	var steps []rules.Scripted
	g, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns = 20
	for p := range rules.Player(2) {
		r := rules.NewRandom(uint64(p) + 7)
		g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			a, err := r.Decide(ctx, v, pr)
			kept := rules.Answer{IDs: slices.Clone(a.IDs), X: a.X}
			steps = append(steps, rules.Scripted{Kind: pr.Kind, Player: pr.Player,
				Answer: func(rules.View, rules.Prompt) (rules.Answer, error) { return kept, nil }})
			return a, err
		}))
	}
	if err := g.Run(ctx); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		t.Fatal(err)
	}
	err = ruletest.KeepsNothing(ctx, func() (*rules.Game, [2]rules.Decider, error) {
		g, err := rules.New(setup)
		s := &rules.ScriptDecider{Steps: steps}
		return g, [2]rules.Decider{s, s}, err
	})
	if err != nil {
		t.Error(err)
	}
}
