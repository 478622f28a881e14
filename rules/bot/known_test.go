package bot_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestKnownPriorityIsBuilt checks that the priority prompt a search's run
// is given as it starts (rules.Game.SetKnownPriority: the one kept where
// an earlier run found the position) is, option for option, id for id
// and in the same order, the prompt the engine builds at that position
// (CR 1.11: what the player may do there), on the first turns of decks
// with and without chance nodes, both searches.
func TestKnownPriorityIsBuilt(t *testing.T) {
	errAsked := errors.New("asked before the first priority question")
	ask := rules.DeciderFunc(func(context.Context, rules.View, rules.Prompt) (rules.Answer, error) {
		return rules.Answer{}, errAsked
	})
	checked, options := 0, 0
	var bad []string
	bot.SetOnKnown(func(node *rules.Game, known *rules.Prompt) {
		c := node.Clone()
		c.SetObserver(nil)
		c.SetDecider(0, ask)
		c.SetDecider(1, ask)
		var built rules.Prompt
		stops := 0
		err := c.RunTurnUntil(context.Background(), func(_ rules.View, p *rules.Prompt) bool {
			stops++
			built = p.Kept()
			return true
		})
		checked++
		options += len(known.Options)
		if err != nil || stops != 1 || !reflect.DeepEqual(built, *known) {
			bad = append(bad, fmt.Sprintf("stops %d, err %v: built %+v, known %+v", stops, err, built, *known))
		}
	})
	defer bot.SetOnKnown(nil)
	for _, name := range []string{"1st-strike-aurora", "rhinar-plus", "dorinthea-plus", "hh-victor"} {
		for i, g := range deckTurns(t, name, 1, true) {
			if i >= 2 {
				break
			}
			v := g.ViewFor(0)
			o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance, MaxNodes: 150, Partial: true}
			if _, err := bot.Best(context.Background(), v, o); err != nil {
				t.Fatalf("%s turn %d: %v", name, i, err)
			}
			if _, err := bot.BestStepless(context.Background(), v, o); err != nil {
				t.Fatalf("%s turn %d, stepless: %v", name, i, err)
			}
		}
	}
	for _, b := range bad[:min(len(bad), 5)] {
		t.Error(b)
	}
	if len(bad) > 0 || checked < 100 || options < 2*checked {
		t.Fatalf("%d of %d known prompts differ from the built ones (%d options)", len(bad), checked, options)
	}
	t.Logf("%d known prompts, %d options, each the one the engine builds", checked, options)
}
