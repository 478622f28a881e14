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

// A block chosen for the cards played after it (WhySaveLater) is said to
// the attacker as a block or a take: that the defender holds prevention
// would tell the attacker, who has priority first in the reaction step
// (CR 7.4), what its hand hides. The computer's own words say it.
func TestBotReasonSeenKeepsTheSaveLaterHidden(t *testing.T) {
	dodge := &rules.Card{Name: "Dodge", Color: rules.Blue}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		held := map[text.Lang]string{text.EN: "holds", text.JA: "手元"}[lang]
		for _, r := range []bot.Reason{
			{Code: bot.WhySaveLater, N: 6, M: 4},
			{Code: bot.WhySaveLater, Cards: []*rules.Card{dodge}, N: 3, M: 2},
		} {
			seen, own := w.BotReasonSeen(r), w.BotReason(r)
			said(t, lang, r.Code.String(), seen)
			if strings.Contains(seen, held) || !strings.Contains(own, held) {
				t.Errorf("%s %d cards: seen %q, own %q: want the held cards in the own words only", lang, len(r.Cards), seen, own)
			}
			if len(r.Cards) > 0 && !strings.Contains(seen, "Dodge") {
				t.Errorf("%s: the block's card is shown by the answer: %q", lang, seen)
			}
		}
	}
}
