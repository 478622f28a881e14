package bot_test

import (
	"context"
	"flag"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// The turns TestRenamedPositionsKeepTheAnswer compares (the thorough run:
// `-rename.games 6 -rename.turns 0 -rename.bot`, every turn of six of the
// goldfish bot's games).
var (
	renameGames = flag.Int("rename.games", 1, "games of each deck whose turns TestRenamedPositionsKeepTheAnswer compares")
	renameTurns = flag.Int("rename.turns", 2, "turns of each deck TestRenamedPositionsKeepTheAnswer compares (0: all of them)")
	renameBot   = flag.Bool("rename.bot", false, "TestRenamedPositionsKeepTheAnswer takes the turns of the goldfish bot's games (else a random player's)")
)

// A position met again with its objects renamed (rename.go: another order
// of the same plays, a token made before a weapon's attack rather than
// after it) takes the line found the first time, renamed, and that
// changes no answer: on the turns of the decks that make tokens and
// attack with weapons, the goldfish's search with bot.DefaultChance gives
// the same line with the renaming and without it (every step and answer,
// the damage in the outcome shown, expected, least and most, the
// tie-breaks). And it meets positions so: some turn searches fewer.
func TestRenamedPositionsKeepTheAnswer(t *testing.T) {
	fewer, compared := 0, 0
	for _, name := range []string{"hh-olympia", "hh-kassai", "1st-strike-aurora", "dorinthea-plus", "hh-rhinar", "hh-victor", "hh-kayo"} {
		turns := deckTurns(t, name, *renameGames, !*renameBot)
		if n := *renameTurns; n > 0 && len(turns) > n {
			turns = turns[len(turns)-n:] // the last: more cards seen, more lines
		}
		for i, g := range turns {
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance}
			bot.SetNoRename(true)
			apart, err := bot.Best(context.Background(), g.ViewFor(0), o)
			bot.SetNoRename(false)
			if err != nil {
				t.Fatalf("%s turn %d, without the renaming: %v", name, i, err)
			}
			l, err := bot.Best(context.Background(), g.ViewFor(0), o)
			if err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			compared++
			if l.Nodes < apart.Nodes {
				fewer++
			}
			if !reflect.DeepEqual(l.Steps, apart.Steps) || l.Damage != apart.Damage || l.Dealt != apart.Dealt ||
				l.Expected != apart.Expected || bot.CappedExpected(l) != bot.CappedExpected(apart) || l.Min != apart.Min || l.Max != apart.Max ||
				l.Arsenal != apart.Arsenal || l.Kept != apart.Kept || l.KeptPower != apart.KeptPower || !reflect.DeepEqual(l.Answers(), apart.Answers()) {
				t.Errorf("%s turn %d: %s (%d, %.4f expected, %d-%d, kept %d of %d, arsenal %v, answers %v); without the renaming %s (%d, %.4f, %d-%d, kept %d of %d, arsenal %v, answers %v)",
					name, i, words(l), l.Damage, l.Expected, l.Min, l.Max, l.Kept, l.KeptPower, l.Arsenal, l.Answers(),
					words(apart), apart.Damage, apart.Expected, apart.Min, apart.Max, apart.Kept, apart.KeptPower, apart.Arsenal, apart.Answers())
			}
		}
	}
	t.Logf("%d turns compared, %d searched fewer positions", compared, fewer)
	if fewer == 0 {
		t.Error("no turn searched fewer positions with the renaming: the test compares nothing it renames")
	}
}
