package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// hh-kayo's first turn on seed 1: the best line ends with Bare Fangs,
// whose attack draws a card and discards one at random (a chance node of
// 8 sampled outcomes), and nothing is played after it. Its last step on
// the board says so, in both languages at 120×40, and promises no steps
// after it (it said "…以下はこの場合の手順…" and showed none).
func TestGoldfishBestLineEndingOnAChance(t *testing.T) {
	for _, c := range []struct {
		lang        text.Lang
		want, never string
	}{
		{text.EN, "plays nothing more", "the steps after"},
		{text.JA, "この後プレイするものはない", "以下はこの場合の手順"},
	} {
		gf := fishDeck(t, "hh-kayo", 1)
		gf.Best = BotBest(c.lang, 1)
		m := fishBoard(t, gf, c.lang, 120, 40)
		_, cmd := m.Update(keyMsg("b"))
		m.Update(cmd())
		b := m.gf.best
		if b.err != nil || b.line == nil || len(b.line.Steps) == 0 {
			t.Fatalf("%s: no line: %v", c.lang, b.err)
		}
		last := b.line.Steps[len(b.line.Steps)-1]
		if !strings.Contains(last, c.want) || strings.Contains(last, c.never) {
			t.Errorf("%s: the line's last step is %q, want %q", c.lang, last, c.want)
		}
		// On the screen, whole: the step wraps, none of it is cut.
		v := strings.Join(strings.Fields(ansi.Strip(m.View())), "")
		if !strings.Contains(v, strings.Join(strings.Fields(c.want), "")) {
			t.Errorf("%s: the board does not show %q:\n%s", c.lang, c.want, ansi.Strip(m.View()))
		}
	}
}
