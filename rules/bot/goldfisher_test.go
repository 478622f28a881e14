package bot_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// goldfishGame is a game of an embedded deck against the goldfish, the
// Goldfisher playing it.
func goldfishGame(t testing.TB, deck string, seed uint64) (*rules.Game, *bot.Goldfisher) {
	t.Helper()
	l, err := decks.Load(deck)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
	if err != nil {
		t.Fatal(err)
	}
	b := &bot.Goldfisher{Options: bot.Options{Seed: seed}}
	g.SetDecider(0, b)
	g.SetDecider(1, rules.GoldfishDecider)
	g.MaxTurns = 40
	return g, b
}

// The Goldfisher kills the goldfish: each of its turns plays a searched
// line, and the game ends with the goldfish at 0 and the player the
// winner.
func TestGoldfisherKillsTheGoldfish(t *testing.T) {
	for _, deck := range []string{"cb-rhinar", "cb-dorinthea"} {
		g, b := goldfishGame(t, deck, 3)
		lines := 0
		b.Planned = func(turn int, l *bot.Line) { lines++ }
		if err := g.Run(context.Background()); err != nil {
			t.Fatalf("%s: %v", deck, err)
		}
		if g.Omniscient().Winner() != 0 || g.Omniscient().Life(1) > 0 {
			t.Errorf("%s: winner %d, goldfish at %d life", deck, g.Omniscient().Winner()+1, g.Omniscient().Life(1))
		}
		t.Logf("%s: the goldfish died on turn %d; %d lines searched", deck, g.Omniscient().Turn(), lines)
		if lines == 0 {
			t.Errorf("%s: no line was searched", deck)
		}
	}
}

// The Goldfisher keeps to the Decider contract (ruletest.KeepsNothing):
// nothing of a prompt kept past its answer changes its game.
func TestGoldfisherKeepsNothing(t *testing.T) {
	err := ruletest.KeepsNothing(context.Background(), func() (*rules.Game, [2]rules.Decider, error) {
		g, b := goldfishGame(t, "cb-dorinthea", 5)
		return g, [2]rules.Decider{b, rules.GoldfishDecider}, nil
	})
	if err != nil {
		t.Error(err)
	}
}
