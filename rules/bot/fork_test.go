package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestForkSameSearch: a run that goes on through a question inside an
// action with its first answer (best.go, fork) rather than stop there
// finds the same line, with the same counts (positions, lines, runs),
// as the search whose runs all stop; and plays fewer clones. On the
// turns of decks whose actions ask inside (optional costs, modes,
// targets), with the goldfish's options, its chance nodes, and the
// opponent's kind of search cut by its bounds of positions and runs.
// The bound at a question (questionCut, bound.go) is off: only a run
// that goes on through the question asks it, and where it cuts, the
// search whose runs stop plays those lines, the same line found with more
// positions (cb-dorinthea's first turn once Reach left out the go again
// of an effect bound to the attack on the chain).
func TestForkSameSearch(t *testing.T) {
	defer bot.SetNoFork(false)
	defer bot.SetOnPlay(nil)
	bot.SetNoQuestionCut(true)
	defer bot.SetNoQuestionCut(false)
	clones := 0
	bot.SetOnPlay(func() { clones++ })
	opts := map[string]bot.Options{
		"goldfish": {Seed: 1},
		"chance":   {Seed: 1, Chance: &bot.DefaultChance},
		"weighed": {Seed: 1, Opponent: rules.GoldfishDecider, Weights: &bot.Weights{Spent: 30, Kept: 15},
			MaxNodes: 150, MaxRuns: 40, Partial: true},
	}
	saved := 0
	for _, name := range []string{"1st-strike-terra", "cb-dorinthea", "cb-rhinar"} {
		for i, g := range deckTurns(t, name, 1, false) {
			for what, o := range opts {
				v := g.ViewFor(0)
				bot.SetNoFork(true)
				clones = 0
				want, err := bot.Best(context.Background(), v, o)
				bot.SetNoFork(false)
				if err != nil {
					t.Fatalf("%s turn %d, %s, every run stopping: %v", name, i, what, err)
				}
				stopping := clones
				clones = 0
				got, err := bot.Best(context.Background(), v, o)
				if err != nil {
					t.Fatalf("%s turn %d, %s: %v", name, i, what, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s turn %d, %s: line %q (%d damage, %d positions, %d lines, %d runs), every run stopping %q (%d, %d, %d, %d)",
						name, i, what, words(got), got.Damage, got.Nodes, got.Searched, got.Runs, words(want), want.Damage, want.Nodes, want.Searched, want.Runs)
				}
				if clones > stopping {
					t.Errorf("%s turn %d, %s: %d clones played, more than the %d of the search whose runs stop", name, i, what, clones, stopping)
				}
				saved += stopping - clones
			}
		}
	}
	if saved == 0 {
		t.Errorf("no run went on through a question: the test's positions ask nothing inside an action")
	}
	t.Logf("%d clones fewer", saved)
}
