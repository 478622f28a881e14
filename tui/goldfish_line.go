package tui

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// BotBest is a Goldfish.Best that searches with rules/bot (bot.Best) and
// says the line in lang (text.Words.GoldfishLine). seed draws the deck
// order the search imagines: the player does not know theirs (rules/bot's
// doc, hidden information).
func BotBest(lang text.Lang, seed uint64) func(ctx context.Context, g *rules.Game) (BestLine, error) {
	return func(ctx context.Context, g *rules.Game) (BestLine, error) {
		me := g.Omniscient().TurnPlayer()
		l, err := bot.Best(ctx, g.ViewFor(me), bot.Options{Seed: seed})
		if err != nil {
			return BestLine{}, err
		}
		w := text.Words{Lang: lang, View: g.ViewFor(me)}
		return BestLine{Damage: l.Damage, Steps: w.GoldfishLine(&l), Searched: l.Searched}, nil
	}
}
