package tui

import (
	"reflect"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// ctrl+z is Bubble Tea's suspend before any screen sees it; other keys
// and messages pass as they are.
func TestCtrlZSuspends(t *testing.T) {
	_, s := withSuspend(nil)
	if got := s.filter(nil, tea.KeyMsg{Type: tea.KeyCtrlZ}); got != (tea.SuspendMsg{}) {
		t.Errorf("ctrl+z gives %#v, want tea.SuspendMsg", got)
	}
	for _, msg := range []tea.Msg{tea.KeyMsg{Type: tea.KeyEnter}, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("z")}, tea.ResumeMsg{}, tea.WindowSizeMsg{Width: 80, Height: 24}} {
		if got := s.filter(nil, msg); !reflect.DeepEqual(got, msg) {
			t.Errorf("%#v became %#v", msg, got)
		}
	}
}
