package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The computer's reasons as the person at the board reads them name the
// cards its answer shows (a block, a card played or pitched) and no card
// that stays hidden (kept in hand, put face down in the arsenal, chosen
// for a cost, a step of its plan that is not a card played).
func TestBotReasonSeenNamesNoHiddenCard(t *testing.T) {
	dodge := &rules.Card{Name: "Dodge", Color: rules.Blue}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		for _, c := range []struct {
			r     bot.Reason
			named bool
		}{
			{bot.Reason{Code: bot.WhyBlock, Cards: []*rules.Card{dodge}, N: 3}, true},
			{bot.Reason{Code: bot.WhyReact, Cards: []*rules.Card{dodge}, N: 3, M: 5}, true},
			{bot.Reason{Code: bot.WhyPitch, Cards: []*rules.Card{dodge}, N: 3}, true},
			{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 9, Kind: rules.AskPriority, Act: rules.ActPlay}, true},
			{bot.Reason{Code: bot.WhyTake, Cards: []*rules.Card{dodge}, N: 4, M: 3}, false},
			{bot.Reason{Code: bot.WhyArsenal, Cards: []*rules.Card{dodge}}, false},
			{bot.Reason{Code: bot.WhyKeep, Cards: []*rules.Card{dodge}}, false},
			{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 9, Kind: rules.AskCards}, false},
		} {
			s := w.BotReasonSeen(c.r)
			said(t, lang, c.r.Code.String(), s)
			if has := strings.Contains(s, "Dodge"); has != c.named {
				t.Errorf("%s %s (kind %v): %q names Dodge: %v, want %v", lang, c.r.Code, c.r.Kind, s, has, c.named)
			}
			if !c.named && !strings.Contains(w.BotReason(c.r), "Dodge") && c.r.Code != bot.WhyTake {
				t.Errorf("%s %s: the computer's own words lack the card: %q", lang, c.r.Code, w.BotReason(c.r))
			}
		}
	}
}
