package bot_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A normal opponent plans against a defender and counts the cards the
// defender spends (bot.WhyLine's M): an attack it expects to be blocked
// in full deals nothing and is still worth the cards it costs the
// defender. Its reason says so, not "its plan deals 0".
func TestPlanReasonCountsCardsSpent(t *testing.T) {
	ds := twoDecks(t, "cb-rhinar", "cb-dorinthea")
	blocked, spending := 0, 0
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 20
		for p := range rules.Player(2) {
			o := bot.NewOpponent(p, bot.Normal, seed)
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				a, err := o.Decide(ctx, v, pr)
				r := o.Last()
				if r.Code == bot.WhyLine && r.M > 0 {
					spending++
					if r.N == 0 {
						blocked++
						for _, lang := range []text.Lang{text.EN, text.JA} {
							s := text.Words{Lang: lang}.BotReason(r)
							if strings.Contains(s, "deals 0") || strings.Contains(s, "計画で0点") {
								t.Errorf("%s: %q says the plan deals 0 and not what it is for", lang, s)
							}
						}
					}
				}
				return a, err
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	t.Logf("%d plan steps make the defender spend cards, %d of them through blocks in full", spending, blocked)
	if blocked == 0 {
		t.Errorf("no plan step expected a block in full: the test checks nothing")
	}
}
