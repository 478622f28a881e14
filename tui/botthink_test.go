package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The board answers keys while the computer thinks: the search runs in
// the game's goroutine, so between its "is thinking" screen and its
// answer the log opens and closes, the help shows, and no question of
// the computer's is on the screen to answer.
func TestBoardAnswersKeysWhileTheComputerThinks(t *testing.T) {
	m := New(Config{Game: newGame(t, 3), Lang: text.EN, Bot: &Bot{Player: 1, Seed: 3}})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	cmd := m.Init()
	thought := 0
	for i := 0; thought < 3; i++ {
		if i > 100000 || cmd == nil {
			t.Fatalf("after %d of the computer's questions, no more", thought)
		}
		msg := cmd()
		_, cmd = m.Update(msg)
		if _, ok := msg.(thinkingMsg); ok {
			thought++
			if !strings.Contains(ansi.Strip(m.View()), "(computer) is thinking") {
				t.Fatalf("the screen does not say the computer thinks:\n%s", ansi.Strip(m.View()))
			}
			m.Update(keyMsg("l"))
			if v := ansi.Strip(m.View()); !strings.HasPrefix(v, "Log") {
				t.Errorf("l while the computer thinks: the log is not open:\n%s", v)
			}
			m.Update(keyMsg("esc"))
			if m.prompt() != nil {
				t.Errorf("a question on the screen while the computer thinks: %s", m.prompt().Title)
			}
			continue
		}
		if p := m.prompt(); p != nil {
			// The person passes, or confirms the least answer.
			key := "enter"
			if p.Kind == rules.AskPriority {
				key = "p"
			} else if p.Shape == rules.ShapeSubset && p.Max > 1 {
				for i := 0; i < p.Min; i++ {
					m.cursor = i
					m.Update(keyMsg(" "))
				}
			}
			_, cmd = m.Update(keyMsg(key))
			if m.confirmPass {
				_, cmd = m.Update(keyMsg(key))
			}
		}
	}
}
