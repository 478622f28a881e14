package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Alike effects waiting on a side (three Might tokens' triggers) are
// written once with their number, not three times over the lines the
// table has.
func TestAlikeWaitingEffectsOnce(t *testing.T) {
	s := sample(text.EN)
	might := "Might: at the start of your turn, destroy this, then your next attack this turn gets +1 power"
	s.Sides[1].Waiting = []string{might, might, "prevent 1 of the next damage (Sigil of Shelter (blue))", might}
	out := ansi.Strip(Render(s, 120, 40, NewStyles(false)))
	if n := strings.Count(out, "Might:"); n != 1 || !strings.Contains(out, "3× Might:") {
		t.Errorf("Might is written %d times, want once as \"3× Might:\":\n%s", n, out)
	}
}

// A line of the table too long for its width says how many cards are
// left out and the key that lists them, and no line is cut but with it.
func TestTableLinesSayTab(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		out := ansi.Strip(Render(sample(lang), 80, 13, NewStyles(false)))
		tab := 0
		for _, l := range strings.Split(out, "\n") {
			l = strings.TrimRight(l, " ")
			if strings.HasSuffix(l, "…") {
				t.Errorf("%s: %q is cut with no key", lang, l)
			}
			if strings.HasSuffix(l, "(tab)") {
				tab++
			}
		}
		if tab == 0 {
			t.Errorf("%s: no line says (tab); the test shows nothing:\n%s", lang, out)
		}
	}
}
