package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// ctrl+c asks like q; a second ctrl+c quits.
func TestCtrlCAsksFirst(t *testing.T) {
	m := New(Config{Game: newGame(t, 3), Lang: text.EN})
	defer m.Cancel()
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if m.quitting || cmd != nil || !m.confirmQuit || !strings.Contains(m.View(), "Quit the game?") {
		t.Fatalf("the first ctrl+c did not ask: quitting=%v confirm=%v", m.quitting, m.confirmQuit)
	}
	m.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if !m.quitting {
		t.Fatal("a second ctrl+c did not quit")
	}
}

// Undo always answers: before any answer it says there is nothing to
// undo; after the other player answered it says so; otherwise it says
// what it took back.
func TestUndoAlwaysAnswers(t *testing.T) {
	const seed = 3
	m := New(Config{Game: newGame(t, seed), Lang: text.EN, NewGame: func() (*rules.Game, error) { return newGame(t, seed), nil }})
	defer m.Cancel()
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	m.Update(keyMsg("enter")) // the hand-off
	_, cmd := m.Update(keyMsg("u"))
	if cmd != nil || !strings.Contains(m.message, "nothing to undo") || !strings.Contains(m.View(), "nothing to undo") {
		t.Fatalf("undo before any answer: %q", m.message)
	}
	// Pass until the other player is asked, then back to the first: the
	// other player has answered since.
	first := m.prompt().Player
	for i := 0; i < 200 && m.done == nil; i++ {
		if m.handoff {
			m.Update(keyMsg("enter"))
			continue
		}
		if m.prompt() == nil {
			t.Fatal("no prompt")
		}
		p := m.prompt().Player
		if p == first && i > 0 && m.undoInfo.Block != 0 {
			m.Update(keyMsg("u"))
			if !strings.Contains(m.message, "cannot undo") {
				t.Fatalf("undo refused without a reason: %q", m.message)
			}
			return
		}
		_, cmd := m.Update(keyMsg("p"))
		if cmd == nil {
			_, cmd = m.Update(keyMsg("enter"))
		}
		next(t, m, cmd)
	}
	t.Fatal("never came back to the first player with undo refused")
}
