package tui

import (
	"context"
	"math"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// BotBest is a Goldfish.Best that searches with rules/bot (bot.Best) and
// says the line in lang (text.Words.GoldfishSteps), each action with the
// damage dealt by then. seed draws the worlds the search imagines: the
// player does not know their deck's order, so a card the line draws is a
// chance node (bot.Options.Chance) and the line the one of most damage on
// average (rules/bot's doc, hidden information). The damage is what the
// line deals, uncapped (a lethal line may deal more than the life left),
// or its average, rounded, when it draws.
func BotBest(lang text.Lang, seed uint64) func(ctx context.Context, g *rules.Game) (BestLine, error) {
	return func(ctx context.Context, g *rules.Game) (BestLine, error) {
		me := g.Omniscient().TurnPlayer()
		l, err := bot.Best(ctx, g.ViewFor(me), bot.Options{Seed: seed, Chance: &bot.DefaultChance})
		if err != nil {
			return BestLine{}, err
		}
		w := text.Words{Lang: lang, View: g.ViewFor(me)}
		b := BestLine{Damage: l.Dealt, Searched: l.Searched}
		if l.Min != l.Max {
			b.Damage = int(math.Round(l.Expected))
			b.Expected, b.Min, b.Max = text.Expected(l.Expected), l.Min, l.Max
		}
		for _, s := range w.GoldfishSteps(&l) {
			b.Steps = append(b.Steps, w.GoldfishStepDealt(s))
		}
		return b, nil
	}
}
