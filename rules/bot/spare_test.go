package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestSearchesInSpareMemory: a search in the memory a search before it
// left (spareSearch: the runs' and positions' games, the worlds dealt,
// the parked games, the borrowed answers) finds the same line, step by
// step and answer by answer, with every count, as a search in new memory:
// with steps and without, on decks whose searches deal worlds (hh-victor's
// clashes, parked; rhinar-plus's draws; hh-kassai's random discards), the
// searches of one deck in the memory of another's; and no later search
// changes a line found before it.
func TestSearchesInSpareMemory(t *testing.T) {
	defer bot.SetNoSpare(false)
	used := 0
	bot.SetOnSpare(func(u bool) {
		if u {
			used++
		}
	})
	defer bot.SetOnSpare(nil)
	lines, steps := 0, 0
	var kept [][2]bot.Line // the lines, compared again once every search is over
	for _, name := range []string{"hh-victor", "rhinar-plus", "1st-strike-aurora", "hh-kassai"} {
		for i, g := range deckTurns(t, name, 1, false) {
			if i >= 3 {
				break
			}
			v := g.ViewFor(0)
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance, MaxNodes: 300, Partial: true}
			for _, best := range []func(context.Context, bot.Options) (bot.Line, error){
				func(ctx context.Context, o bot.Options) (bot.Line, error) { return bot.Best(ctx, v, o) },
				func(ctx context.Context, o bot.Options) (bot.Line, error) { return bot.BestStepless(ctx, v, o) },
			} {
				bot.SetNoSpare(true)
				want, err := best(context.Background(), o)
				bot.SetNoSpare(false)
				if err != nil {
					t.Fatalf("%s turn %d, new memory: %v", name, i, err)
				}
				got, err := best(context.Background(), o)
				if err != nil {
					t.Fatalf("%s turn %d: %v", name, i, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s turn %d: the line %s %+v, in new memory %s %+v", name, i, words(got), measures(got), words(want), measures(want))
				}
				kept = append(kept, [2]bot.Line{got, want})
				lines++
				steps += len(got.Steps)
			}
		}
	}
	// Nothing of a line is in memory a later search took (the Goldfisher
	// keeps lines across turns: Memo).
	for i, l := range kept {
		if !reflect.DeepEqual(l[0], l[1]) {
			t.Errorf("line %d changed after the searches that followed it: %s, in new memory %s", i, words(l[0]), words(l[1]))
		}
	}
	// A spare may be dropped by the collector (sync.Pool): most are not.
	if lines == 0 || steps == 0 || used < lines/2 {
		t.Fatalf("%d lines of %d steps compared, %d searched in spare memory", lines, steps, used)
	}
}
