package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// When the computer passes after the person (CR 1.11.4: both in a row),
// the log has one line for the two passes, as between two people: the
// computer's "passes" says nothing the event does not, and a line of it
// in between made the two-pass line replace it, leaving the person's
// single pass and the pair one under the other.
func TestBotPassAfterThePersonIsOneLine(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := botBoard(t, 3, lang, 120, 40)
		for i := 0; m.done == nil; i++ {
			if i > 3000 {
				t.Fatal("the game did not end")
			}
			botPlayOn(t, m)
		}
		w := text.Words{Lang: lang}
		alone := w.Say("bot.why.pass")
		log := m.logs[0]
		for i, l := range log {
			if strings.HasSuffix(l, "(computer): "+alone) || strings.HasSuffix(l, "（コンピュータ）: "+alone) {
				t.Errorf("%s: the computer's bare pass has a line of its own: %q", lang, l)
			}
			if i+1 < len(log) && strings.Contains(l, "(1.11.4)") && strings.Contains(log[i+1], "(1.11.4)") {
				t.Errorf("%s: two pass lines in a row:\n%s\n%s", lang, l, log[i+1])
			}
		}
	}
}

// A reason the computer gives again, word for word, after its last one
// (the same plan, pass after pass in a turn) is not written again: the
// log says it once, and the events say what was done.
func TestBotReasonNotRepeated(t *testing.T) {
	m := botBoard(t, 5, text.EN, 120, 40)
	for i := 0; m.done == nil; i++ {
		if i > 3000 {
			t.Fatal("the game did not end")
		}
		botPlayOn(t, m)
	}
	last := ""
	lines := 0
	for _, l := range m.logs[0] {
		if !strings.Contains(l, "(computer):") {
			continue
		}
		lines++
		if l == last {
			t.Errorf("said again: %q", l)
		}
		last = l
	}
	if lines == 0 {
		t.Fatal("no line of the computer's")
	}
}
