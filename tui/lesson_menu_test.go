package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/tui/text"
)

// the lesson menu's help line and its empty list are said in
// the viewer's language, not in the bubbles list's own English.
func TestLessonMenuWordsInJapanese(t *testing.T) {
	items := []MenuItem{{Number: 1, Title: "Pitching", Done: true}, {Number: 2, Title: "Action points"}}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := NewLessonMenu(items, text.JA, false)
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		v := m.View()
		for _, english := range []string{" up", " down", " quit", " more", "No items"} {
			if strings.Contains(v, english) {
				t.Errorf("%dx%d: the ja menu says %q:\n%s", size[0], size[1], english, v)
			}
		}
		for _, ja := range []string{"上へ", "終了", "選ぶ"} {
			if !strings.Contains(v, ja) {
				t.Errorf("%dx%d: the ja menu lacks %q:\n%s", size[0], size[1], ja, v)
			}
		}
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("?")})
		if v := m.View(); !strings.Contains(v, "ヘルプを閉じる") || strings.Contains(v, "close help") {
			t.Errorf("%dx%d: the full help is not in Japanese:\n%s", size[0], size[1], v)
		}
	}
	en := NewLessonMenu(items, text.EN, false)
	en.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := en.View(); !strings.Contains(v, "up") || !strings.Contains(v, "quit") {
		t.Errorf("the en menu lost its help words:\n%s", v)
	}
	empty := NewLessonMenu(nil, text.JA, false)
	if v := empty.View(); !strings.Contains(v, "レッスンがありません") || strings.Contains(v, "No ") {
		t.Errorf("an empty ja menu: %q", v)
	}
}
