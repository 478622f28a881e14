package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The steps no answer gave (bot.Step.Auto) say what the engine did for the
// player, in both languages: the card it banished as the only one it
// could (Art of War's mode 4 with one attack action card in hand, CR
// 8.5.1), named.
func TestAutoStepsSayWhatTheEngineDid(t *testing.T) {
	art, strike := cards.MustLookup("Art of War (yellow)"), cards.MustLookup("Enlightened Strike (red)")
	l := &bot.Line{Steps: []bot.Step{
		{Kind: rules.AskPriority, Act: rules.ActPlay, Card: art},
		{Kind: rules.AskCards, Act: rules.ActCard, Card: strike, Purpose: rules.PurposeBanish, Player: rules.NoPlayer, Forced: true, Auto: true},
		{Kind: rules.AskPriority, Act: rules.ActPass},
	}}
	for _, c := range []struct {
		lang        text.Lang
		banish, not string
	}{
		{text.EN, "banish Enlightened Strike (red)", "choose"},
		{text.JA, "Enlightened Strike (red)を追放する", "選ぶ"},
	} {
		got := text.Words{Lang: c.lang}.GoldfishLine(l)
		if len(got) != 2 || got[1] != c.banish || strings.Contains(strings.Join(got, "\n"), c.not) {
			t.Errorf("%s: the line says %q, want %q", c.lang, got, c.banish)
		}
	}
}
