package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/tui/text"
)

// However small the terminal, the too-small screen fits it and says how to
// quit (issue: at 20×5 "press q to quit" was cut off).
func TestTooSmallKeepsQuitVisible(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, sz := range [][2]int{{79, 23}, {40, 10}, {20, 5}, {16, 3}, {12, 2}} {
			m := newModel(Config{Lang: lang})
			m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
			v := m.View()
			want := "q to quit"
			if lang == text.JA {
				want = "qで終了"
			}
			flat := strings.Join(strings.Fields(strings.ReplaceAll(v, "\n", " ")), " ")
			if !strings.Contains(strings.ToLower(flat), want) {
				t.Errorf("%s %d×%d: no %q in\n%s", lang, sz[0], sz[1], want, v)
			}
			lines := strings.Split(v, "\n")
			if len(lines) > sz[1] {
				t.Errorf("%s %d×%d: %d lines:\n%s", lang, sz[0], sz[1], len(lines), v)
			}
			for _, l := range lines {
				if lipgloss.Width(l) > sz[0] {
					t.Errorf("%s %d×%d: line %q is %d wide", lang, sz[0], sz[1], l, lipgloss.Width(l))
				}
			}
			if sz == [2]int{20, 5} && lang == text.EN && !strings.Contains(flat, "80×24") {
				t.Errorf("20×5: the size needed is not said:\n%s", v)
			}
		}
	}
}
