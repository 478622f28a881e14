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
	lines, steps := 0, 0
	for _, name := range []string{"1st-strike-aurora", "rhinar-plus", "dorinthea-plus", "hh-kassai"} {
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
				bot.SetKeepAll(true)
				want, err := best(context.Background(), o)
				bot.SetKeepAll(false)
				if err != nil {
					t.Fatalf("%s turn %d, every run kept: %v", name, i, err)
				}
				got, err := best(context.Background(), o)
				if err != nil {
					t.Fatalf("%s turn %d: %v", name, i, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s turn %d: the line %s %+v, every run kept %s %+v", name, i, words(got), measures(got), words(want), measures(want))
				}
				lines++
				steps += len(got.Steps)
			}
		}
	}
	if lines == 0 || steps == 0 {
		t.Fatalf("%d lines of %d steps compared", lines, steps)
	}
}
