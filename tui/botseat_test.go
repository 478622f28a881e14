package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// botBoard opens a game of cb-rhinar (the person, p1) against
// cb-dorinthea played by the computer (p2, easy) at w×h, and waits for the
// person's first question.
func botBoard(t *testing.T, seed uint64, lang text.Lang, w, h int) *Model {
	t.Helper()
	m := New(Config{Game: newGame(t, seed), Lang: lang, Bot: &Bot{Player: 1, Level: bot.Easy, Seed: seed},
		NewGame: func() (*rules.Game, error) { return newGame(t, seed), nil }})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	botNext(t, m, m.Init())
	return m
}

// botNext feeds the model what the game says after cmd, through the
// computer's turns (each a thinkingMsg), up to the next question or the
// end.
func botNext(t *testing.T, m *Model, cmd tea.Cmd) {
	t.Helper()
	for i := 0; ; i++ {
		if cmd == nil {
			t.Fatal("no command to wait on")
		}
		if i > 100000 {
			t.Fatal("the computer never gave the board a question")
		}
		msg := cmd()
		_, cmd = m.Update(msg)
		if _, ok := msg.(thinkingMsg); !ok {
			return
		}
		if m.reply != nil || m.handoff {
			t.Fatalf("a question or a hand-off on the screen while the computer thinks")
		}
		if !strings.Contains(m.message, "(computer)") && m.lang == text.EN {
			t.Fatalf("while the computer thinks the board says %q", m.message)
		}
	}
}

// botPlayOn answers the person's question as an eager player would (as
// playOn does on a goldfish board).
func botPlayOn(t *testing.T, m *Model) {
	t.Helper()
	p := m.prompt()
	if p == nil {
		t.Fatal("no question on the board")
	}
	if p.Player != 0 {
		t.Fatalf("the computer's question was shown: %s", p.Title)
	}
	if m.handoff {
		t.Fatal("a hand-off screen in a game against the computer")
	}
	key := "enter"
	if p.Kind == rules.AskPriority {
		key = "p"
		for i, r := range m.rows {
			if r.opt >= 0 && p.Options[r.opt].Act != rules.ActPass {
				m.cursor, key = i, "enter"
				break
			}
		}
	} else if p.Shape == rules.ShapeSubset && p.Max > 1 {
		for i := 0; i < p.Min; i++ {
			m.cursor = i
			m.Update(keyMsg(" "))
		}
	}
	_, cmd := m.Update(keyMsg(key))
	if m.confirmPass || m.confirmLethal { // the second p of a pass with cards to play, or enter of a lethal no-defence
		_, cmd = m.Update(keyMsg(key))
	}
	botNext(t, m, cmd)
}

// A whole game against the computer: the board shows the person every
// question of theirs and none of the computer's, never a hand-off; the
// computer's answers are in the person's log with their reasons; the game
// ends with a winner.
func TestBotGameAsksOnlyThePerson(t *testing.T) {
	m := botBoard(t, 3, text.EN, 120, 40)
	for i := 0; m.done == nil; i++ {
		if i > 3000 {
			t.Fatal("the game did not end")
		}
		botPlayOn(t, m)
	}
	s, err, _ := m.Done()
	if err != nil {
		t.Fatal(err)
	}
	if s.Winner != 0 && s.Winner != 1 {
		t.Fatalf("winner %v after %d turns", s.Winner, s.Turns)
	}
	var lines int
	for _, l := range m.logs[0] {
		if strings.Contains(l, "Dorinthea (computer):") {
			lines++
		}
	}
	if lines == 0 {
		t.Errorf("the person's log has no answer of the computer's:\n%s", strings.Join(m.logs[0], "\n"))
	}
	t.Logf("winner p%d on T%d; %d lines of the computer's", s.Winner+1, s.Turns, lines)
}

// Undo in a game against the computer goes back to the person's last
// priority or defend choice (saves.Session.UndoFor), however many answers
// the computer gave since: on a new game from the same setup, the state
// hash for hash, and the person is asked there again.
func TestBotGameUndo(t *testing.T) {
	m := botBoard(t, 5, text.EN, 120, 40)
	var asked []uint64 // the hash at each priority or defend question shown
	for i := 0; i < 400 && m.done == nil; i++ {
		p := m.prompt()
		choice := p.Kind == rules.AskPriority || p.Kind == rules.AskDefenders
		if choice && m.undo != nil && m.snap.Turn > 2 && len(asked) > 0 {
			want := asked[len(asked)-1]
			_, cmd := m.Update(keyMsg("u"))
			botNext(t, m, cmd)
			q := m.prompt()
			if q == nil || q.Player != 0 {
				t.Fatalf("after undo: %v", q)
			}
			if got := m.Game().Hash(); got != want {
				t.Errorf("after undo the hash is %x, want %x (the person's last choice)", got, want)
			}
			return
		}
		if choice {
			asked = append(asked, m.Game().Hash())
		}
		botPlayOn(t, m)
	}
	t.Fatal("no undo was offered to the person")
}
