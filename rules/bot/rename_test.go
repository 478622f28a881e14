package bot_test

import (
	"flag"
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
	sameWithAndWithout(t, onOff{what: "the renaming", set: func(on bool) { bot.SetNoRename(!on) }, less: lineNodes, saves: "searched fewer positions"},
		[]string{"hh-olympia", "hh-kassai", "1st-strike-aurora", "dorinthea-plus", "hh-rhinar", "hh-victor", "hh-kayo"},
		*renameGames, *renameTurns, *renameBot)
}

// The copies of a card in a pitch zone and the graveyard named by their
// zone (rules.Copies: one copy pitched and the other played, or the other
// way round) change no answer either: the same turns, the same lines with
// the copies' naming and without it (the renaming of gone objects on in
// both). And hh-olympia's turns meet such positions: some searches fewer.
func TestNamedCopiesKeepTheAnswer(t *testing.T) {
	sameWithAndWithout(t, onOff{what: "the copies' naming", set: func(on bool) { bot.SetNoCopyNames(!on) }, less: lineNodes, saves: "searched fewer positions"},
		[]string{"hh-olympia", "hh-kassai", "hh-rhinar", "hh-kayo", "dorinthea-plus"},
		*renameGames, *renameTurns, *renameBot)
}
