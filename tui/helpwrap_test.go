package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The ? screen wraps a goldfish key's words as it wraps the others: beside
// the key, each line as wide as the screen allows (100 cells at most).
// The first line of g's words broke 15 cells early (the key's column was
// counted twice), so its next line began with a word that fit on it.
func TestGoldfishHelpWrapsLikeTheOtherKeys(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := fishBoard(t, fishConfig(t, 5), lang, 120, 40)
		m.Update(keyMsg("?"))
		lines := strings.Split(ansi.Strip(m.View()), "\n")
		found := false
		for i, l := range lines {
			l = strings.TrimRight(l, " ")
			if !strings.HasPrefix(strings.TrimSpace(l), "g ") || i+1 >= len(lines) {
				continue
			}
			found = true
			next := strings.TrimSpace(lines[i+1])
			first := next
			if lang == text.EN {
				first = strings.Fields(next)[0]
			} else {
				first = string([]rune(next)[:1])
			}
			margin := len(l) - len(strings.TrimLeft(l, " "))
			if w := lipgloss.Width(l) - margin + 1 + lipgloss.Width(first); w <= m.helpWidth() && next != "" {
				t.Errorf("%s: g's first line ends early (%q would fit, %d of %d cells):\n%s\n%s", lang, first, w, m.helpWidth(), l, lines[i+1])
			}
		}
		if !found {
			t.Errorf("%s: no g on the ? screen", lang)
		}
	}
}
