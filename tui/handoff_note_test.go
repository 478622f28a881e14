package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// u on the hand-off screen, when the last player's undo would let them
// choose again knowing a card an intimidate banished (CR 3.0.3), says why
// in full: the reason is wrapped to the screen, never cut with "…", at
// 80x24 and 120x40, in English and Japanese.
func TestHandoffUndoRefusalWrapped(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActPass))
			m := newModel(Config{Lang: lang, NewGame: func() (*rules.Game, error) { return nil, nil }})
			m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m.Update(askMsg{Snap: testSnap(p), Reply: make(chan rules.Answer, 1), UndoPrevInfo: saves.Undo{Block: saves.UndoHidden, Event: rules.EvIntimidate}})
			if !m.handoff {
				t.Fatal("no hand-off")
			}
			send(m, "u")
			want := m.undoWhyOf(m.undoPrevInfo)
			if !m.handoff || m.handoffScreen.note != want {
				t.Fatalf("%v %v: u at the hand-off: hand-off %v, note %q, want %q", lang, size, m.handoff, m.handoffScreen.note, want)
			}
			screen := ansi.Strip(m.View())
			lines := strings.Split(screen, "\n")
			for i, l := range lines {
				if w := ansi.StringWidth(l); w > size[0] {
					t.Errorf("%v %v: line %d is %d cells wide", lang, size, i, w)
				}
			}
			if len(lines) != size[1] {
				t.Errorf("%v %v: %d lines", lang, size, len(lines))
			}
			// The words read in order across the lines; a break takes
			// only spaces.
			joined := strings.Join(strings.Fields(screen), "")
			if strings.Contains(screen, "…") || !strings.Contains(joined, strings.Join(strings.Fields(want), "")) {
				t.Errorf("%v %v: the reason is cut:\n%s", lang, size, screen)
			}
		}
	}
}
