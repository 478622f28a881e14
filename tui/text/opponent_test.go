package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Every reason the computer opponent gives has words in every language,
// its cards and numbers in them.
func TestBotReasonEveryCode(t *testing.T) {
	dodge := &rules.Card{Name: "Dodge", Color: rules.Blue}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		for code := bot.WhyOnly; code <= bot.WhySaveLater; code++ {
			r := bot.Reason{Code: code, Cards: []*rules.Card{dodge}, N: 3, M: 7, Kind: rules.AskPriority, Act: rules.ActPlay}
			s := w.BotReason(r)
			said(t, lang, code.String(), s)
			switch code {
			case bot.WhyBlock, bot.WhyReact, bot.WhyPitch, bot.WhyArsenal, bot.WhyKeep, bot.WhyLine:
				if !strings.Contains(s, "Dodge (blue)") {
					t.Errorf("%s %s: no card in %q", lang, code, s)
				}
			}
			switch code {
			case bot.WhyBlock, bot.WhyTake, bot.WhyLethal, bot.WhyReact, bot.WhyLine, bot.WhyPitch:
				if !strings.Contains(s, "3") {
					t.Errorf("%s %s: no number in %q", lang, code, s)
				}
			}
		}
	}
	// A plan that expects its attack blocked in full deals nothing: its
	// reason says what the attack is for, the cards the defender spends.
	for _, tc := range []struct {
		r    bot.Reason
		lang text.Lang
		want string
	}{
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 0, M: 2, Kind: rules.AskPriority, Act: rules.ActPlay}, text.EN,
			"play Dodge (blue): it expects a block, so its plan deals no damage, but makes the defender spend 2 cards"},
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 0, M: 1, Kind: rules.AskPriority, Act: rules.ActPlay}, text.EN,
			"play Dodge (blue): it expects a block, so its plan deals no damage, but makes the defender spend a card"},
		// A pass expects no block of its own: the cards are the turn's
		// (blocks made before it, or expected after it), said as the
		// plan's (hh-victor against hh-kassai, seed 5: "passes: it
		// expects a block" was said before).
		{bot.Reason{Code: bot.WhyLine, N: 0, M: 2, Kind: rules.AskPriority, Act: rules.ActPass}, text.EN,
			"passes: its plan deals no damage this turn, but makes the defender spend 2 cards"},
		{bot.Reason{Code: bot.WhyLine, N: 0, M: 1, Kind: rules.AskPriority, Act: rules.ActPass}, text.EN,
			"passes: its plan deals no damage this turn, but makes the defender spend a card"},
		{bot.Reason{Code: bot.WhyLine, N: 0, M: 3, Kind: rules.AskPriority}, text.JA,
			"パス: このターンの計画ではダメージを与えないが、相手にカードを3枚使わせる"},
		{bot.Reason{Code: bot.WhyLine, N: 2, M: 3, Kind: rules.AskPriority, Act: rules.ActPass}, text.EN,
			"passes: its plan deals 2 this turn and makes the defender spend 3 cards"},
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 3, M: 1, Kind: rules.AskPriority, Act: rules.ActPlay}, text.EN,
			"play Dodge (blue): its plan deals 3 this turn and makes the defender spend a card"},
		{bot.Reason{Code: bot.WhyLine, N: 0, M: 0, Kind: rules.AskPriority, Act: rules.ActPass}, text.EN,
			"passes: keeping its cards is worth more than any play it sees this turn"},
		{bot.Reason{Code: bot.WhyLine, N: 4, M: 0, Kind: rules.AskPriority, Act: rules.ActPass}, text.EN,
			"passes: its plan deals 4 this turn"},
		// A plan that kills counts its damage up to the life there
		// was: it says it kills, not "deals 4" before a hit of 5.
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 4, Kind: rules.AskPriority, Act: rules.ActPlay, Lethal: true}, text.EN,
			"play Dodge (blue): its plan is lethal this turn"},
		{bot.Reason{Code: bot.WhyLine, N: 4, Kind: rules.AskPriority, Act: rules.ActPass, Lethal: true}, text.EN,
			"passes: its plan is lethal this turn"},
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 4, Kind: rules.AskPriority, Act: rules.ActPlay, Lethal: true}, text.JA,
			"プレイ: Dodge (blue): このターンの計画でとどめを刺す"},
		{bot.Reason{Code: bot.WhyLine, N: 4, Kind: rules.AskPriority, Act: rules.ActPass, Lethal: true}, text.JA,
			"パス: このターンの計画でとどめを刺す"},
		{bot.Reason{Code: bot.WhyNoPlay, N: 2}, text.EN,
			"passes the turn: none of the 2 cards it holds can be played now"},
		{bot.Reason{Code: bot.WhyNoPlay, N: 1}, text.EN,
			"passes the turn: the card it holds cannot be played now"},
		{bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{dodge}, N: 0, M: 2, Kind: rules.AskPriority, Act: rules.ActPlay}, text.JA,
			"プレイ: Dodge (blue): 防御されると見て計画のダメージは0だが、相手にカードを2枚使わせる"},
	} {
		if got := (text.Words{Lang: tc.lang}).BotReason(tc.r); got != tc.want {
			t.Errorf("%s N=%d M=%d: %q, want %q", tc.lang, tc.r.N, tc.r.M, got, tc.want)
		}
	}
	if got := (text.Words{Lang: text.EN}).BotReason(bot.Reason{Code: bot.WhyBlock, Cards: []*rules.Card{dodge}, N: 3, M: 6}); got != "blocks with Dodge (blue): saves 3" {
		t.Errorf("a block: %q", got)
	}
}
