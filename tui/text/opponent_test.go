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
		for code := bot.WhyOnly; code <= bot.WhyLeast; code++ {
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
	if got := (text.Words{Lang: text.EN}).BotReason(bot.Reason{Code: bot.WhyBlock, Cards: []*rules.Card{dodge}, N: 3, M: 6}); got != "blocks with Dodge (blue): saves 3" {
		t.Errorf("a block: %q", got)
	}
}
