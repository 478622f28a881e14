package bot_test

import (
	"context"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestSettledRunsSameLine: the goldfish bot's searches (a line nobody
// watches: no steps) end the runs that end the turn once its arsenal
// step is done (rules.Game.RunTurnSettled); the line is the one the
// runs played to the turn's end give: the same damage, tie-breaks and
// counts, and the same answers but the forced ones after the arsenal
// (the order of the pitched cards to the bottom, CR 4.4.3c), which the
// Goldfisher gives alike off its line (rules.LeastAnswer).
func TestSettledRunsSameLine(t *testing.T) {
	lines := 0
	for _, name := range []string{"1st-strike-terra", "cb-rhinar", "cb-dorinthea"} {
		for i, g := range deckTurns(t, name, 1, false) {
			v := g.ViewFor(0)
			o := bot.Options{Seed: 1, Chance: &bot.DefaultChance}
			want, err := bot.Best(context.Background(), v, o)
			if err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			got, err := bot.BestStepless(context.Background(), v, o)
			if err != nil {
				t.Fatalf("%s turn %d, stepless: %v", name, i, err)
			}
			if got.Damage != want.Damage || got.Expected != want.Expected || got.Min != want.Min || got.Max != want.Max ||
				got.Arsenal != want.Arsenal || got.Kept != want.Kept || got.KeptPower != want.KeptPower ||
				got.Searched != want.Searched || got.Nodes != want.Nodes || got.Runs != want.Runs {
				t.Errorf("%s turn %d: settled runs %+v, runs to the turn's end %+v", name, i, measures(got), measures(want))
			}
			a, b := got.Answers(), want.Answers()
			if len(a) > len(b) || !slices.EqualFunc(a, b[:len(a)], func(x, y rules.Answer) bool { return x.X == y.X && slices.Equal(x.IDs, y.IDs) }) {
				t.Errorf("%s turn %d: answers %v, not the first of %v", name, i, a, b)
			}
			lines++
		}
	}
	if lines == 0 {
		t.Fatal("no turn searched")
	}
}

func measures(l bot.Line) []any {
	return []any{l.Damage, l.Expected, l.Min, l.Max, l.Arsenal, l.Kept, l.KeptPower, l.Searched, l.Nodes, l.Runs}
}
