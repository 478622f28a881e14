package bot_test

import (
	"context"
	"flag"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// worldCutGames and worldCutTurns choose the turns TestWorldCutKeepsTheAnswer
// compares: the suite's run takes worldCutTurns turns of one game of each
// deck, a random player's (quick); the long run is `go test ./rules/bot
// -run WorldCut -worldcut.games 10 -worldcut.turns 0 -worldcut.bot`
// (every turn of ten of the goldfish bot's games).
var (
	worldCutGames = flag.Int("worldcut.games", 1, "games of each deck whose turns TestWorldCutKeepsTheAnswer compares")
	worldCutTurns = flag.Int("worldcut.turns", 2, "turns of each deck TestWorldCutKeepsTheAnswer compares (0: all of them)")
	worldCutBot   = flag.Bool("worldcut.bot", false, "TestWorldCutKeepsTheAnswer takes the turns of the goldfish bot's games (else a random player's)")
)

// The cut inside a chance node's worlds, against each world's own best
// (bound.go, enterWorld), changes no answer: on the turns of the decks
// whose chance nodes are most searched (the Heavy Hitters, which draw,
// discard at random and reveal, and dorinthea-plus), the goldfish's search
// with bot.DefaultChance gives the same line with the cut and without it:
// every step (the ChanceStep's outcome shown, weights and damage too),
// the damage in the outcome shown, expected, least and most, the
// tie-breaks. And the cut cuts: some turn searches fewer positions.
func TestWorldCutKeepsTheAnswer(t *testing.T) {
	fewer, compared := 0, 0
	for _, name := range []string{"hh-rhinar", "hh-kayo", "hh-olympia", "hh-kassai", "hh-betsy", "hh-victor", "dorinthea-plus"} {
		turns := deckTurns(t, name, *worldCutGames, !*worldCutBot)
		if n := *worldCutTurns; n > 0 && len(turns) > n {
			turns = turns[len(turns)-n:] // the last: more cards seen, more lines
		}
		for i, g := range turns {
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance}
			bot.SetNoWorldCut(true)
			uncut, err := bot.Best(context.Background(), g.ViewFor(0), o)
			bot.SetNoWorldCut(false)
			if err != nil {
				t.Fatalf("%s turn %d, without the cut: %v", name, i, err)
			}
			l, err := bot.Best(context.Background(), g.ViewFor(0), o)
			if err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			compared++
			if l.Nodes < uncut.Nodes {
				fewer++
			}
			if !reflect.DeepEqual(l.Steps, uncut.Steps) || l.Damage != uncut.Damage || l.Dealt != uncut.Dealt ||
				l.Expected != uncut.Expected || bot.CappedExpected(l) != bot.CappedExpected(uncut) || l.Min != uncut.Min || l.Max != uncut.Max ||
				l.Arsenal != uncut.Arsenal || l.Kept != uncut.Kept || l.KeptPower != uncut.KeptPower || !reflect.DeepEqual(l.Answers(), uncut.Answers()) {
				t.Errorf("%s turn %d: %s (%d, %.4f expected, %d-%d, kept %d of %d, arsenal %v); without the cut %s (%d, %.4f, %d-%d, kept %d of %d, arsenal %v)",
					name, i, words(l), l.Damage, l.Expected, l.Min, l.Max, l.Kept, l.KeptPower, l.Arsenal,
					words(uncut), uncut.Damage, uncut.Expected, uncut.Min, uncut.Max, uncut.Kept, uncut.KeptPower, uncut.Arsenal)
			}
		}
	}
	t.Logf("%d turns compared, %d searched fewer positions", compared, fewer)
	if fewer == 0 {
		t.Error("no turn searched fewer positions with the cut: the test compares nothing it cuts")
	}
}
