package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// dig draws a card, then puts a card of the hand on the bottom of the
// deck: a question asked inside the action after the player learned a
// card, with go again.
var dig = func() *rules.Card {
	c := ruletest.Action("Dig", 0, 1, rules.Draw{N: 1}, rules.BottomFromHandOrArsenal{})
	c.Keywords |= rules.GoAgain
	return c
}()

// TestForkStopsWhereThePlayerLearned: a run that went on through a
// question inside an action with its first answer (best.go, fork) does
// not where the player has learned a card since the run's answers began
// (Dig's draw, then the card put back): the chance node is searched
// there, its worlds played from the answers, and the line is worth its
// average over what the deck may give, as the search whose runs all stop
// finds it. Going on there would take the one imagined draw as known.
func TestForkStopsWhereThePlayerLearned(t *testing.T) {
	defer bot.SetNoFork(false)
	g := position(t, ruletest.Position(dig).Hand("Dig", "Quick").Resources(3).Deck("Big", "Heavy", "Dud", "Quick", "Blue Pad"))
	v := g.ViewFor(0)
	o := bot.Options{Seed: 1, Chance: &bot.DefaultChance}
	bot.SetNoFork(true)
	want, err := bot.Best(context.Background(), v, o)
	bot.SetNoFork(false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := bot.Best(context.Background(), v, o)
	if err != nil {
		t.Fatal(err)
	}
	if want.Min == want.Max {
		t.Fatalf("the line %q deals %d whatever is drawn: no chance node to compare", words(want), want.Min)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("line %q (%.3f expected, %d-%d, %d runs), every run stopping %q (%.3f, %d-%d, %d runs)",
			words(got), got.Expected, got.Min, got.Max, got.Runs, words(want), want.Expected, want.Min, want.Max, want.Runs)
	}
}
