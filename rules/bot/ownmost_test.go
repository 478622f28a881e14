package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// A chance node's bound with each outcome's own Reach (chance.go,
// nodeBound.askOwn), Reach where the worlds' runs part (nodeMost), and
// asked as the worlds' runs are played (runsBound), changes no answer: on the turns of the decks whose
// chance nodes are most often cut (hh-rhinar's Monstrous Veil,
// dorinthea-plus's Art of War and Enlightened Strike, hh-kayo's Wild Ride
// and Mini Meataxe), the goldfish's search with bot.DefaultChance gives
// the same line with it and without it: every step, the damage in the
// outcome shown, expected, least and most, the tie-breaks, the answers.
// And it cuts: some turn plays fewer runs. The turns are
// TestWorldCutKeepsTheAnswer's (its flags: the long run is `go test
// ./rules/bot -run OwnMost -worldcut.games 10 -worldcut.turns 0
// -worldcut.bot`).
func TestOwnMostKeepsTheAnswer(t *testing.T) {
	sameWithAndWithout(t, onOff{what: "the three", set: setChanceBounds, less: lineRuns, saves: "played fewer runs"},
		[]string{"hh-rhinar", "dorinthea-plus", "hh-kayo"},
		*worldCutGames, *worldCutTurns, *worldCutBot)
}

// setChanceBounds turns the three bounds of TestOwnMostKeepsTheAnswer on
// or off.
func setChanceBounds(on bool) {
	bot.SetNoOwnMost(!on)
	bot.SetNoParkMost(!on)
	bot.SetNoRunsCut(!on)
}

// The order a chance node's outcomes are searched in (chance.go,
// nodeBound.pick: those that may give most first) changes no answer,
// only how soon a node is cut: on every turn of TestOwnMostKeepsTheAnswer's
// games of hh-rhinar and hh-kayo, the goldfish's search gives the same
// line with it and with the outcomes in their own order, and some turn
// searches fewer positions (its long run: `go test ./rules/bot -run
// OutcomeOrder -worldcut.games 10 -worldcut.bot`).
func TestOutcomeOrderKeepsTheAnswer(t *testing.T) {
	sameWithAndWithout(t, onOff{what: "the order", set: func(on bool) { bot.SetNoPick(!on) }, less: lineNodes, saves: "searched fewer positions"},
		[]string{"hh-rhinar", "hh-kayo"}, *worldCutGames, 0, *worldCutBot)
}

// An outcome's own most asked with rules.Game.ReachKeptDealt (chance.go,
// ownReach: its lines are searched in its world, whose deck order the
// node dealt) changes no answer: on the turns of the decks whose Reach
// is mostly unknown past a draw (hh-olympia's Golds, hh-kassai) and of
// ira-welcome, the goldfish's search with bot.DefaultChance gives the
// same line with it as with ReachKept there, and some turn searches
// fewer positions. The long run is `go test ./rules/bot -run OwnDealt
// -worldcut.games 10 -worldcut.turns 0 -worldcut.bot`.
func TestOwnDealtKeepsTheAnswer(t *testing.T) {
	sameWithAndWithout(t, onOff{what: "the dealt own most", set: func(on bool) { bot.SetNoOwnDealt(!on) }, less: lineNodes,
		saves: "searched fewer positions"},
		[]string{"hh-olympia", "hh-kassai", "ira-welcome"},
		*worldCutGames, *worldCutTurns, *worldCutBot)
}
