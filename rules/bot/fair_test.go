package bot_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errAsked = errors.New("asked")

// answerIn is a fresh opponent's answer, and its reason in words, to the
// first question of world, which is at a priority point of seat.
func answerIn(t *testing.T, world *rules.Game, seat rules.Player, level bot.Level, seed uint64) (rules.Answer, string) {
	t.Helper()
	var a rules.Answer
	var why string
	o := bot.NewOpponent(seat, level, seed)
	world.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		var err error
		a, err = o.Decide(ctx, v, p)
		if err != nil {
			t.Fatal(err)
		}
		a.IDs = slices.Clone(a.IDs)
		why = text.Words{Lang: text.EN}.BotReason(o.Last())
		return rules.Answer{}, errAsked
	}))
	world.SetDecider(seat.Opponent(), rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		t.Fatalf("the other player was asked first (%s)", p.Kind)
		return rules.Answer{}, nil
	}))
	if err := world.Run(context.Background()); !errors.Is(err, errAsked) {
		t.Fatalf("the world did not ask: %v", err)
	}
	return a, why
}

// The opponent is fair (doc.go): on positions of random games, at its
// player's priority points, its answer and the words of its reason are
// the same in the real game and in a world where the other player's
// hidden cards (hand, face-down arsenal, deck) and its own deck are dealt
// again (a sample of its view: the same View, other hidden cards).
// Every world it searches shows its player exactly the View it was given.
func TestOpponentAnswersAlikeWhereverHiddenCardsLie(t *testing.T) {
	worlds := 0
	bot.SetOnSample(func(v rules.View, world *rules.Game) {
		worlds++
		if world.ViewFor(v.Viewer).Hash() != v.Hash() {
			t.Errorf("a world searched shows player %d another view", v.Viewer+1)
		}
	})
	defer bot.SetOnSample(nil)
	ds := twoDecks(t, "cb-rhinar", "cb-dorinthea")
	checked, differ := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 60
		decisions := 0
		for p := range rules.Player(2) {
			rnd := rules.NewRandom(seed*2 + uint64(p))
			level := bot.Level(int(seed+uint64(p)) % 3)
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				decisions++
				if pr.Kind == rules.AskPriority && v.TurnPlayer() == p && len(pr.Options) > 1 && decisions%3 == 0 {
					real := g.Clone()
					a1, why1 := answerIn(t, real, p, level, seed)
					other := g.ViewFor(p).Sample(seed*7919 + uint64(decisions))
					if other.ViewFor(p.Opponent()).Hash() != g.ViewFor(p.Opponent()).Hash() {
						differ++
					}
					a2, why2 := answerIn(t, other, p, level, seed)
					if !slices.Equal(a1.IDs, a2.IDs) || a1.X != a2.X || why1 != why2 {
						t.Errorf("seed %d decision %d (%s): %v %q in the real game, %v %q in a re-dealt one", seed, decisions, level, a1, why1, a2, why2)
					}
					checked++
				}
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	t.Logf("%d positions, %d of them re-dealt otherwise, %d worlds searched", checked, differ, worlds)
	if checked < 40 || differ < checked/2 || worlds < checked {
		t.Errorf("%d positions checked, %d re-dealt otherwise, %d worlds searched", checked, differ, worlds)
	}
}

// The hard level's defence searches the next turn of the cards a block
// leaves (ahead.go, View.Ahead): it is as fair as the rest. At defenders
// prompts of random games, its answer and the words of its reason are
// the same given the real game's view and given a sample's (the other
// player's hidden cards and its own deck dealt again).
func TestHardDefendsAlikeWhereverHiddenCardsLie(t *testing.T) {
	ds := twoDecks(t, "cb-rhinar", "cb-dorinthea")
	defends := func(v rules.View, p rules.Prompt, seed uint64) (rules.Answer, string) {
		o := bot.NewOpponent(p.Player, bot.Hard, seed)
		a, err := o.Decide(context.Background(), v, p)
		if err != nil {
			t.Fatal(err)
		}
		return a, text.Words{Lang: text.EN}.BotReason(o.Last())
	}
	checked, differ, looked := 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 40
		for p := range rules.Player(2) {
			rnd := rules.NewRandom(seed*2 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				if pr.Kind == rules.AskDefenders && len(pr.Options) > 1 && checked < 30 {
					other := g.ViewFor(p).Sample(seed*7919 + uint64(checked))
					if other.ViewFor(p.Opponent()).Hash() != g.ViewFor(p.Opponent()).Hash() {
						differ++
					}
					a1, why1 := defends(v, pr, seed)
					a2, why2 := defends(other.ViewFor(p), pr, seed)
					if !slices.Equal(a1.IDs, a2.IDs) || why1 != why2 {
						t.Errorf("seed %d: %v %q in the real game, %v %q in a re-dealt one", seed, a1, why1, a2, why2)
					}
					if len(a1.IDs) > 0 {
						looked++
					}
					checked++
				}
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	t.Logf("%d defences, %d of them re-dealt otherwise, %d blocks", checked, differ, looked)
	if checked < 20 || differ < checked/2 {
		t.Errorf("%d defences checked, %d re-dealt otherwise", checked, differ)
	}
}
