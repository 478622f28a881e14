package bot_test

import (
	"context"
	"reflect"
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
	fewer, compared := 0, 0
	for _, name := range []string{"hh-rhinar", "dorinthea-plus", "hh-kayo"} {
		turns := deckTurns(t, name, *worldCutGames, !*worldCutBot)
		if n := *worldCutTurns; n > 0 && len(turns) > n {
			turns = turns[len(turns)-n:] // the last: more cards seen, more lines
		}
		for i, g := range turns {
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance}
			setChanceBounds(false)
			before, err := bot.Best(context.Background(), g.ViewFor(0), o)
			setChanceBounds(true)
			if err != nil {
				t.Fatalf("%s turn %d, without the three: %v", name, i, err)
			}
			l, err := bot.Best(context.Background(), g.ViewFor(0), o)
			if err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			compared++
			if l.Runs < before.Runs {
				fewer++
			}
			if !reflect.DeepEqual(l.Steps, before.Steps) || l.Damage != before.Damage || l.Dealt != before.Dealt ||
				l.Expected != before.Expected || l.Min != before.Min || l.Max != before.Max ||
				l.Arsenal != before.Arsenal || l.Kept != before.Kept || l.KeptPower != before.KeptPower || !reflect.DeepEqual(l.Answers(), before.Answers()) {
				t.Errorf("%s turn %d: %s (%d, %.4f expected, %d-%d, kept %d of %d, arsenal %v); without the three %s (%d, %.4f, %d-%d, kept %d of %d, arsenal %v)",
					name, i, words(l), l.Damage, l.Expected, l.Min, l.Max, l.Kept, l.KeptPower, l.Arsenal,
					words(before), before.Damage, before.Expected, before.Min, before.Max, before.Kept, before.KeptPower, before.Arsenal)
			}
		}
	}
	t.Logf("%d turns compared, %d played fewer runs", compared, fewer)
	if fewer == 0 {
		t.Error("no turn played fewer runs with the three: the test compares nothing they cut")
	}
}

// setChanceBounds turns the three bounds of TestOwnMostKeepsTheAnswer on
// or off.
func setChanceBounds(on bool) {
	bot.SetNoOwnMost(!on)
	bot.SetNoParkMost(!on)
	bot.SetNoRunsCut(!on)
}
