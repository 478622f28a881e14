package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// next runs a command of the model and feeds it the message it returns.
func next(t *testing.T, m *Model, cmd tea.Cmd) tea.Msg {
	t.Helper()
	if cmd == nil {
		t.Fatal("no command to wait on")
	}
	msg := cmd()
	m.Update(msg)
	return msg
}

// Undo: a player who started to play a card and is asked to pitch goes
// back to the priority question they answered, on a new game from the same
// setup that replays the answers before it: the same state, hash for hash.
// Undo is refused once the other player has answered.
func TestUndoBackToTheLastPriorityChoice(t *testing.T) {
	const seed = 3
	m := New(Config{Game: newGame(t, seed), Lang: text.EN, NewGame: func() (*rules.Game, error) { return newGame(t, seed), nil }})
	defer m.Cancel()
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	m.Update(keyMsg("enter")) // the hand-off
	p := m.prompt()
	if p == nil || p.Kind != rules.AskPriority {
		t.Fatalf("first question %v", p)
	}
	if m.undo != nil {
		t.Error("undo offered before any answer")
	}
	before := m.Game().Hash()
	// Play the first card that costs something: the pitch question follows.
	pick := -1
	for i, r := range m.rows {
		if o := p.Options[max(r.opt, 0)]; r.opt >= 0 && o.Act == rules.ActPlay && o.Card != nil && o.Card.Cost > 0 {
			pick = i
			break
		}
	}
	if pick < 0 {
		t.Fatal("no card with a cost to play")
	}
	m.cursor = pick
	_, cmd := m.Update(keyMsg("enter"))
	next(t, m, cmd)
	if q := m.prompt(); q == nil || q.Kind != rules.AskPitch {
		t.Fatalf("after playing: %v, want the pitch question", q)
	}
	if m.undo == nil || !undoShown(m) {
		t.Fatal("undo not offered while paying for one's own card")
	}
	old := m.Game()
	_, cmd = m.Update(keyMsg("u"))
	next(t, m, cmd)
	if m.Game() == old {
		t.Fatal("undo did not start a new game")
	}
	if q := m.prompt(); q == nil || q.Kind != rules.AskPriority || len(q.Options) != len(p.Options) {
		t.Fatalf("after undo: %v, want the priority question again", q)
	}
	if h := m.Game().Hash(); h != before {
		t.Errorf("state after undo %x, before the play %x", h, before)
	}
	if m.handoff || m.message == "" {
		t.Errorf("undo: hand-off %v, message %q", m.handoff, m.message)
	}
	if got := len(m.logs[m.viewer()]); got == 0 {
		t.Error("the log was not rebuilt")
	}
	// Pass on: a player asked right after the other player answered a
	// question shown to them may not undo across it; the board's own
	// passes between are no one's answers and do not stand in the way.
	last := p.Player
	switches := 0
	for i := 0; i < 400 && m.done == nil; i++ {
		if m.handoff {
			m.Update(keyMsg("enter"))
		}
		if q := m.prompt(); q != nil && q.Player != last {
			switches++
			if m.undo != nil {
				t.Fatalf("undo offered to %s across the other player's answers: %+v", m.snap.Name(q.Player), m.undoInfo)
			}
			if switches == 3 {
				return
			}
			last = q.Player
		}
		keys := []string{"p"}
		if q := m.prompt(); q == nil || q.Kind != rules.AskPriority {
			keys = []string{"enter"}
		}
		_, cmd := m.Update(keyMsg(keys[0]))
		if m.confirmPass {
			_, cmd = m.Update(keyMsg("p"))
		}
		next(t, m, cmd)
	}
	t.Fatal("the players never took turns at the board")
}

func undoShown(m *Model) bool { return m.keys.Undo.Enabled() }

// The undo message names the kind of question it went back to: after an
// undo to a defenders question it says "defend choice", not "priority
// choice" whatever the question was, in every language.
func TestUndoSaysTheKindOfChoice(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		priority := text.Words{Lang: lang}.UndoKind(rules.AskPriority)
		for k := rules.AskPriority; k <= rules.AskEquip; k++ {
			m := &Model{lang: lang, undid: saves.Undo{Undone: 2, Turn: 1, Kind: k}}
			got := m.undoneText()
			kind := text.Words{Lang: lang}.UndoKind(k)
			if !strings.Contains(got, kind) || !strings.Contains(got, "1") || !strings.Contains(got, "2") {
				t.Errorf("%s %s: %q lacks %q or the numbers", lang, k, got, kind)
			}
			if k != rules.AskPriority && strings.Contains(got, priority) {
				t.Errorf("%s %s: %q says %q", lang, k, got, priority)
			}
		}
	}
	m := &Model{lang: text.EN, undid: saves.Undo{Undone: 1, Turn: 1, Kind: rules.AskDefenders}}
	if got, want := m.undoneText(), "undone: your last answer taken back, to your defend choice on turn 1"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
