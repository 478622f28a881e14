package text_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A card refused because cards of its type are never played (the engine's
// rules.ReasonNeverPlayed, CR 5.1.2b:
// Victor's Test of Strength, a block card) says so, not "its condition is
// not met", which told of a condition that could come true (hh-kassai v
// hh-victor, seed 66, turn 9); a card's own play condition (CR 1.0.2) keeps
// those words.
func TestNeverPlayedReason(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		never := rules.Blocked{Reason: rules.ReasonNeverPlayed, Rule: rules.CRSub(5, 1, 2, 'b')}
		cond := rules.Blocked{Reason: rules.ReasonRestricted, Rule: rules.CR(1, 0, 2)}
		if got, want := w.BlockedRowReason(never), w.Say("reason.never-played.row"); got != want {
			t.Errorf("%s: a block card's row says %q, want %q", lang, got, want)
		}
		if got, want := w.BlockedReason(never), w.Say("reason.never-played"); got != want {
			t.Errorf("%s: a block card's reason says %q, want %q", lang, got, want)
		}
		if got, want := w.BlockedReason(cond), w.Say("reason.restricted"); got != want {
			t.Errorf("%s: a play condition's reason says %q, want %q", lang, got, want)
		}
	}
}
