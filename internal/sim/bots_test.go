package sim

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves"
)

// The greedy bot is a level of --bot like the others (rules/bot,
// greedy.go): "p1:greedy" names it, and the run says it.
func TestParseBotsGreedy(t *testing.T) {
	bs, err := ParseBots([]string{"p1:greedy", "p2"})
	if err != nil {
		t.Fatal(err)
	}
	if got := bs.String(); got != "p1:greedy p2:normal" {
		t.Errorf("ParseBots: %q, want p1:greedy p2:normal", got)
	}
}

// A seat's bot is made by Options.NewBot when a run gives one, for each
// game, with the seat's level and player seed and the game it plays; the
// result names it by Options.Names. The games are the same as with sim's
// own bots when NewBot makes the same bot.
func TestNewBotMakesTheSeatsBot(t *testing.T) {
	ds, err := saves.LoadDecks("cb-rhinar", "cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := ParseBots([]string{"p2:easy"})
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Seed: 4, Games: 2, Workers: 1, Decks: ds, Every: rules.EveryDecision, Bots: bs}
	plain, _ := Run(context.Background(), o)
	made := 0
	o.NewBot = func(p rules.Player, level bot.Level, seed uint64, g *rules.Game) *bot.Opponent {
		if p != 1 || level != bot.Easy || g == nil || g.Over() {
			t.Errorf("NewBot(%d, %v, %d, %v): want seat 2, easy, a game not over", p, level, seed, g)
		}
		made++
		return bot.NewOpponent(p, level, seed)
	}
	o.Names[1] = "easy-made"
	got, _ := Run(context.Background(), o)
	if made != 2 {
		t.Errorf("NewBot called %d times for 2 games", made)
	}
	if got.Hash != plain.Hash || got.Decisions != plain.Decisions || got.BotDecisions != plain.BotDecisions {
		t.Errorf("the same bot made by NewBot: %+v, sim's own: %+v", got, plain)
	}
	if got.Bots != "p2:easy-made" || len(got.BotSeats) != 1 || got.BotSeats[0].Bot != "p2:easy-made" {
		t.Errorf("named %q, seats %+v: want p2:easy-made", got.Bots, got.BotSeats)
	}
	if plain.Bots != "p2:easy" {
		t.Errorf("without Names: %q, want p2:easy", plain.Bots)
	}
}
