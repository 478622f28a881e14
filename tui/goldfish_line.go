package tui

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The best line in words: the steps of rules/bot, as the text layer says
// them ("play Pummel (red)", "pitch Dodge (blue)"), and the Goldfish.Best
// of a board that searches with rules/bot.

// LineWords says the steps of a line worth showing (bot.Step.Shown), one
// each; w's View names the players.
func LineWords(w text.Words, steps []bot.Step) []string {
	var out []string
	for _, s := range steps {
		if s.Shown() {
			out = append(out, stepWords(w, s))
		}
	}
	return out
}

// stepWords says one step.
func stepWords(w text.Words, s bot.Step) string {
	card := ""
	if s.Card != nil {
		card = text.CardName(s.Card)
	}
	switch {
	case s.Kind == rules.AskX:
		return w.Say("gf.step-x", s.X)
	case s.Act == rules.ActPlay:
		return w.Say("option.play", card)
	case s.Act == rules.ActActivate:
		return w.Say("option.activate", card)
	case s.Act == rules.ActPitch || s.Kind == rules.AskPitch:
		return w.Say("gf.step-pitch", card)
	case s.Act == rules.ActMode:
		return w.Say("option.mode", s.Value+1)
	case s.Act == rules.ActYes:
		return w.Say("gf.step-yes", card)
	case s.Act == rules.ActNo:
		return w.Say("gf.step-no", card)
	case s.Kind == rules.AskCards && s.Purpose == rules.PurposeArsenal:
		return w.Say("gf.step-arsenal", card)
	case s.Kind == rules.AskTarget || s.Kind == rules.AskAttackTarget:
		if s.Player == 0 || s.Player == 1 {
			return w.Say("gf.step-target", w.Player(s.Player))
		}
		return w.Say("gf.step-target", card)
	case s.Kind == rules.AskOrder:
		return w.Say("gf.step-order", card)
	}
	if card == "" && (s.Player == 0 || s.Player == 1) {
		return w.Say("gf.step-choose", w.Player(s.Player))
	}
	return w.Say("gf.step-choose", card)
}

// BotBest is a Goldfish.Best that searches with rules/bot (bot.Best) and
// says the line in lang. seed draws the deck order the search imagines
// (the player does not know theirs: rules/bot's doc).
func BotBest(lang text.Lang, seed uint64) func(ctx context.Context, g *rules.Game) (BestLine, error) {
	return func(ctx context.Context, g *rules.Game) (BestLine, error) {
		me := g.S.TurnPlayer
		l, err := bot.Best(ctx, g, bot.Options{Seed: seed})
		if err != nil {
			return BestLine{}, err
		}
		w := text.Words{Lang: lang, View: g.ViewFor(me)}
		return BestLine{Damage: l.Damage, Steps: LineWords(w, l.Steps), Searched: l.Searched}, nil
	}
}
