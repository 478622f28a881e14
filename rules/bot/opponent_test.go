package bot_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/saves"
)

// twoDecks loads two embedded decks, for the two seats of a game.
func twoDecks(t testing.TB, p1, p2 string) [2]rules.Deck {
	t.Helper()
	ds, err := saves.LoadDecks(p1, p2)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// duel is a game of two embedded decks: the opponent at level plays
// seat, a random player the other seat.
func duel(t testing.TB, p1, p2 string, seat rules.Player, level bot.Level, seed uint64) (*rules.Game, *bot.Opponent) {
	t.Helper()
	ds := twoDecks(t, p1, p2)
	g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
	if err != nil {
		t.Fatal(err)
	}
	o := bot.NewOpponent(seat, level, seed)
	g.SetDecider(seat, o)
	g.SetDecider(seat.Opponent(), rules.NewRandom(seed+1))
	g.MaxTurns = 200
	return g, o
}

func TestParseLevel(t *testing.T) {
	for _, l := range []bot.Level{bot.Easy, bot.Normal, bot.Hard} {
		got, err := bot.ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	for _, s := range []string{"", "medium", "normal2"} {
		if _, err := bot.ParseLevel(s); err == nil {
			t.Errorf("ParseLevel(%q): no error", s)
		}
	}
}

// The opponent plays whole games against a random player, at each level
// and from each seat: every answer it gives is legal (the engine checks
// each one) and has a reason. How often it wins is measured, not tested
// (BENCHMARKS.md).
func TestOpponentPlaysWholeGames(t *testing.T) {
	for i, level := range []bot.Level{bot.Easy, bot.Normal, bot.Hard} {
		seat := rules.Player(i % 2)
		seed := uint64(10 + i)
		g, o := duel(t, "cb-rhinar", "cb-dorinthea", seat, level, seed)
		asked := 0
		g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			a, err := o.Decide(ctx, v, p)
			if err == nil && o.Last().Code == bot.WhyNone {
				t.Errorf("%s: an answer to a %s prompt without a reason", level, p.Kind)
			}
			asked++
			return a, err
		}))
		if err := g.Run(context.Background()); err != nil {
			t.Fatalf("%s, seat %d: %v", level, seat+1, err)
		}
		if !g.Over() || asked == 0 {
			t.Errorf("%s, seat %d: the game did not end (%d questions)", level, seat+1, asked)
		}
		t.Logf("%s, seat %d: winner %d on turn %d, %d questions", level, seat+1, g.Omniscient().Winner()+1, g.Omniscient().Turn(), asked)
	}
}

// The opponent keeps to the Decider contract (ruletest.KeepsNothing).
func TestOpponentKeepsNothing(t *testing.T) {
	err := ruletest.KeepsNothing(context.Background(), func() (*rules.Game, [2]rules.Decider, error) {
		g, o := duel(t, "cb-rhinar", "cb-dorinthea", 0, bot.Easy, 7)
		return g, [2]rules.Decider{o, rules.NewRandom(8)}, nil
	})
	if err != nil {
		t.Error(err)
	}
}

// The plan's lines hold the answers the search was forced to give (a
// pass with its own attack on the stack), which the opponent answers at
// once without a search: it must step past them in its plan, or the
// plan's pass comes at the next question and the turn ends before its
// second attack.
func TestOpponentFollowsItsPlanPastForcedAnswers(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Quick", "Heavy", "Blue Pad"))
	o := bot.NewOpponent(0, bot.Normal, 1)
	g.SetDecider(0, o)
	g.SetDecider(1, rules.GoldfishDecider)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	attacks := 0
	g.SetObserver(func(_ *rules.Game, e *rules.Event) {
		switch e.Kind {
		case rules.EvAttack:
			attacks++
		case rules.EvTurnEnd:
			cancel()
		}
	})
	if err := g.Run(ctx); err != nil && ctx.Err() == nil {
		t.Fatal(err)
	}
	// Quick (3, go again, free), then Heavy (6) paid with Blue Pad.
	if attacks != 2 || g.Omniscient().Life(1) != rules.GoldfishLifeBlitz-9 {
		t.Errorf("the turn made %d attacks and left the goldfish at %d life; want 2 attacks, %d life", attacks, g.Omniscient().Life(1), rules.GoldfishLifeBlitz-9)
	}
}
