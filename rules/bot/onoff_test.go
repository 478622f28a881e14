package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// onOff is a part of the search that must change no answer, only how
// much is searched (a cut, a bound, a shared table entry): the tests
// that hold it so search each turn with it and without it.
type onOff struct {
	what  string             // the part, in the test's messages: "the cut"
	set   func(on bool)      // turns it on or off
	less  func(bot.Line) int // what it saves: positions (Nodes) or runs
	saves string             // what less counts, in the messages: "searched fewer positions"
}

// sameWithAndWithout searches the last turns (turns; 0: all) of games
// games of each deck (the goldfish bot's when botTurns, else a random
// player's) with bot.DefaultChance, with the part off then on, and fails
// on any turn whose line differs in anything the player is told or
// the search ranks by: every step and answer, the damage of the outcome
// shown, dealt, expected (capped too), least and most, the tie-breaks
// (doc.go). It fails too when no turn saved anything: the test would
// then compare nothing the part changes.
func sameWithAndWithout(t *testing.T, p onOff, decks []string, games, turns int, botTurns bool) {
	t.Helper()
	saved, compared := 0, 0
	for _, name := range decks {
		ts := deckTurns(t, name, games, !botTurns)
		if turns > 0 && len(ts) > turns {
			ts = ts[len(ts)-turns:] // the last: more cards seen, more lines
		}
		for i, g := range ts {
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance}
			p.set(false)
			off, err := bot.Best(context.Background(), g.ViewFor(0), o)
			p.set(true)
			if err != nil {
				t.Fatalf("%s turn %d, without %s: %v", name, i, p.what, err)
			}
			on, err := bot.Best(context.Background(), g.ViewFor(0), o)
			if err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			compared++
			if p.less(on) < p.less(off) {
				saved++
			}
			if !reflect.DeepEqual(on.Steps, off.Steps) || on.Damage != off.Damage || on.Dealt != off.Dealt ||
				on.Expected != off.Expected || bot.CappedExpected(on) != bot.CappedExpected(off) || on.Min != off.Min || on.Max != off.Max ||
				on.Arsenal != off.Arsenal || on.Kept != off.Kept || on.KeptPower != off.KeptPower || !reflect.DeepEqual(on.Answers(), off.Answers()) {
				t.Errorf("%s turn %d: %s (%d, %.4f expected, %d-%d, kept %d of %d, arsenal %v, answers %v); without %s %s (%d, %.4f, %d-%d, kept %d of %d, arsenal %v, answers %v)",
					name, i, words(on), on.Damage, on.Expected, on.Min, on.Max, on.Kept, on.KeptPower, on.Arsenal, on.Answers(),
					p.what, words(off), off.Damage, off.Expected, off.Min, off.Max, off.Kept, off.KeptPower, off.Arsenal, off.Answers())
			}
		}
	}
	t.Logf("%d turns compared, %d %s", compared, saved, p.saves)
	if saved == 0 {
		t.Errorf("no turn %s with %s: the test compares nothing it changes", p.saves, p.what)
	}
}

// lineNodes and lineRuns are what a part of the search saves (onOff.less).
func lineNodes(l bot.Line) int { return l.Nodes }
func lineRuns(l bot.Line) int  { return l.Runs }
