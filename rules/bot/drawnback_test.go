package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// With both decks empty, a card pitched goes to the bottom of the deck
// (CR 4.4.3c) and the end phase draws it back (CR 4.4.3e): pitching it to
// pay for Star Fall's attack spends nothing. Normal Aurora, one card in
// hand, passed turn after turn against a Terra with nothing left, at any
// life Star Fall's 1 damage did not kill (games at the turn limit), as
// if the card pitched were lost; it attacks.
func TestPitchedCardComesBackWithAnEmptyDeck(t *testing.T) {
	for _, life := range []int{1, 3, 5, 12} {
		b := ruletest.Position().Lookup(cards.Lookup).
			Hero("Aurora").Arena("Star Fall").Hand("Cloud Cover (yellow)").Life(5).
			P2().Hero("Terra").Arena("Redwood Hammer").Life(life)
		g := built(t, b)
		o := bot.NewOpponent(0, bot.Normal, 1)
		var got rules.Act
		g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			return rules.LeastAnswer(p), nil
		}))
		g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			a, err := o.Decide(ctx, v, p)
			if err != nil || p.Kind != rules.AskPriority {
				return a, err
			}
			got = p.Options[p.Find(a.IDs[0])].Act
			return rules.Answer{}, errAsked
		}))
		if err := g.Run(context.Background()); !errors.Is(err, errAsked) {
			t.Fatalf("Terra at %d: Aurora was not asked for priority: %v", life, err)
		}
		if got != rules.ActActivate {
			t.Errorf("Terra at %d life: normal Aurora answers %v, want to attack with Star Fall", life, got)
		}
	}
}
