package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestRunsKeepTheAnswersOfTheLine: a run whose line is valued against the
// best line of the answers tried before it keeps its answers only if it
// may be the answer (a leaf better than that line; a position's answers
// borrowed until its search says so); the line found is the same, step
// by step and answer by answer, with every count, as when every run keeps
// its answers: with steps and without (the Goldfisher's searches), with
// chance nodes (rhinar-plus draws, hh-kassai discards at random).
func TestRunsKeepTheAnswersOfTheLine(t *testing.T) {
	defer bot.SetKeepAll(false)
	lines := sameLinesWithout(t, []string{"1st-strike-aurora", "rhinar-plus", "dorinthea-plus", "hh-kassai"}, "every run kept", bot.SetKeepAll)
	if len(lines) == 0 {
		t.Fatal("no line compared")
	}
}

// sameLinesWithout searches the first three turns of each deck's game
// (deckTurns), with steps and without (Best, BestStepless: the
// Goldfisher's searches), once with set(true) and once as the search
// runs (set(false)), and fails where the lines differ, step by step and
// answer by answer, with every count; how names the set(true) search in
// the message. It returns the lines found, the search's first, and fails
// if they hold no step.
func sameLinesWithout(t *testing.T, decks []string, how string, set func(bool)) [][2]bot.Line {
	t.Helper()
	var lines [][2]bot.Line
	steps := 0
	for _, name := range decks {
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
				set(true)
				want, err := best(context.Background(), o)
				set(false)
				if err != nil {
					t.Fatalf("%s turn %d, %s: %v", name, i, how, err)
				}
				got, err := best(context.Background(), o)
				if err != nil {
					t.Fatalf("%s turn %d: %v", name, i, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s turn %d: the line %s %+v, %s %s %+v", name, i, words(got), measures(got), how, words(want), measures(want))
				}
				lines = append(lines, [2]bot.Line{got, want})
				steps += len(got.Steps)
			}
		}
	}
	if steps == 0 {
		t.Fatalf("%d lines compared, no step", len(lines))
	}
	return lines
}
