package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// The log beside the board wraps by display width: a Japanese event breaks
// between characters, so its turn prefix keeps the first words beside it
// instead of standing alone on a line; English still breaks at spaces, and
// no line passes the log's width.
func TestLogWrapKeepsPrefix(t *testing.T) {
	for _, tc := range []struct {
		line, first string
	}{
		{"T1 Dorintheaは1アクションポイントを得る(続行) (5.3.5)", "T1 Dorintheaは1アクションポイントを"},
		{"T1 Dawnblade, Resplendentは続行を得る (8.3.5)", "T1 Dawnblade, Resplendentは続行を得"},
		{"T4 the chain link of Dawnblade, Resplendent resolves (7.6.2)", "T4 the chain link of Dawnblade,"},
	} {
		w := logWrap{width: 36}
		out := strings.Split(w.line(0, tc.line), "\n")
		if out[0] != tc.first {
			t.Errorf("%q: first line %q, want %q", tc.line, out[0], tc.first)
		}
		for i, l := range out {
			if i > 0 && !strings.HasPrefix(l, "  ") {
				t.Errorf("%q: continuation %q is not indented", tc.line, l)
			}
			if lipgloss.Width(l) > 38 {
				t.Errorf("%q: line %q is %d cells wide", tc.line, l, lipgloss.Width(l))
			}
		}
		if got := strings.ReplaceAll(strings.Join(out, ""), "  ", ""); strings.ReplaceAll(strings.ReplaceAll(tc.line, " ", ""), "  ", "") != strings.ReplaceAll(got, " ", "") {
			t.Errorf("%q: the wrapped lines do not read as the line: %q", tc.line, out)
		}
	}
}
