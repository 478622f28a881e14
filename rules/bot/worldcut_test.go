package bot_test

import (
	"flag"
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
	sameWithAndWithout(t, onOff{what: "the cut", set: func(on bool) { bot.SetNoWorldCut(!on) }, less: lineNodes, saves: "searched fewer positions"},
		[]string{"hh-rhinar", "hh-kayo", "hh-olympia", "hh-kassai", "hh-betsy", "hh-victor", "dorinthea-plus"},
		*worldCutGames, *worldCutTurns, *worldCutBot)
}
