package text_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The computer's least answer says what it does where the board knows the
// question: the triggers of a start phase left in their listed order read
// "keeps the listed order", not "the answer that does the least"; a
// question it has no words for keeps the general ones. Both languages, and
// the person across the table reads the same (nothing in it is hidden).
func TestBotLeastReasonSaysWhatItDoes(t *testing.T) {
	for _, tc := range []struct {
		kind rules.PromptKind
		lang text.Lang
		want string
	}{
		{rules.AskOrder, text.EN, "keeps the listed order"},
		{rules.AskMay, text.EN, "declines"},
		{rules.AskX, text.EN, "the answer that does the least"},
		{rules.AskOrder, text.JA, "表示の順のまま"},
		{rules.AskMay, text.JA, "行わない"},
		{rules.AskX, text.JA, "最も何もしない答え"},
	} {
		w := text.Words{Lang: tc.lang}
		r := bot.Reason{Code: bot.WhyLeast, Kind: tc.kind}
		if got := w.BotReason(r); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.kind, got, tc.want)
		}
		if got := w.BotReasonSeen(r); got != tc.want {
			t.Errorf("%s %v, seen: %q, want %q", tc.lang, tc.kind, got, tc.want)
		}
	}
}
