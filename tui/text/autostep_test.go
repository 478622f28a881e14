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
// 8.5.1), named, and a card drawn in a later action of the outcome shown
// (a second Gold's draw, CR 8.5.6), named as drawn rather than "choose".
func TestAutoStepsSayWhatTheEngineDid(t *testing.T) {
	art, strike, deck := cards.MustLookup("Art of War (yellow)"), cards.MustLookup("Enlightened Strike (red)"), cards.MustLookup("Cut the Deck (blue)")
	l := &bot.Line{Steps: []bot.Step{
		{Kind: rules.AskPriority, Act: rules.ActPlay, Card: art},
		{Kind: rules.AskCards, Act: rules.ActCard, Card: strike, Purpose: rules.PurposeBanish, Player: rules.NoPlayer, Forced: true, Auto: true},
		{Card: deck, Player: rules.NoPlayer, Auto: true, Draw: true},
		{Kind: rules.AskPitch, Act: rules.ActPitch, Card: deck},
	}}
	for _, c := range []struct {
		lang              text.Lang
		banish, draw, not string
	}{
		{text.EN, "banish Enlightened Strike (red)", "draws Cut the Deck (blue)", "choose"},
		{text.JA, "Enlightened Strike (red)を追放する", "Cut the Deck (blue)を引く", "選ぶ"},
	} {
		got := text.Words{Lang: c.lang}.GoldfishLine(l)
		if len(got) != 4 || got[1] != c.banish || got[2] != c.draw || strings.Contains(strings.Join(got, "\n"), c.not) {
			t.Errorf("%s: the line says %q, want %q then %q", c.lang, got, c.banish, c.draw)
		}
	}
}
