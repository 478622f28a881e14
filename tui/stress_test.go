package tui

import (
	"context"
	"math/rand/v2"
	"os"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The board under a hurried, fidgety player: bursts of keys sent with no
// pause (faster than the engine answers), the terminal resized between
// bursts (down to 20×5, below the minimum), undo among the keys, and then
// q y at an arbitrary moment — while a prompt is open, or while the game
// goroutine autosaves the record. Whatever the moment, the program ends
// cleanly, the record saved afterwards (as Run does) is a whole file, and
// it loads and replays (saves.Load checks the state hashes) to the board's
// game — or, quit while an undo was played again, to the game before it.
func TestTeatestKeyBurstsResizesAndQuitAnywhere(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	if testing.Short() {
		t.Skip("plays three boards")
	}
	a, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	b, err := decks.Load("cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	keys := []tea.KeyMsg{{Type: tea.KeyEnter}, {Type: tea.KeyEnter}, {Type: tea.KeyEnter}, {Type: tea.KeyDown}, {Type: tea.KeyUp},
		{Type: tea.KeySpace, Runes: []rune{' '}}, {Type: tea.KeyTab}, {Type: tea.KeyEsc}, {Type: tea.KeyRunes, Runes: []rune("u")},
		{Type: tea.KeyRunes, Runes: []rune("p")}, {Type: tea.KeyRunes, Runes: []rune("1")}, {Type: tea.KeyRunes, Runes: []rune("2")},
		{Type: tea.KeyRunes, Runes: []rune("l")}, {Type: tea.KeyRunes, Runes: []rune("i")}, {Type: tea.KeyRunes, Runes: []rune("?")},
		{Type: tea.KeyRunes, Runes: []rune("n")}}
	sizes := [][2]int{{80, 24}, {20, 5}, {200, 60}, {120, 40}, {81, 25}, {40, 10}, {160, 48}}
	for _, bursts := range []int{3, 30, 120} {
		seed := uint64(20 + bursts)
		setup := rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}}
		rec, err := saves.NewSession(t.TempDir(), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, saves.Options{})
		if err != nil {
			t.Fatal(err)
		}
		newG := func() (*rules.Game, error) {
			g, err := rules.New(setup)
			if g != nil {
				g.MaxTurns = 200
			}
			return g, err
		}
		g, err := newG()
		if err != nil {
			t.Fatal(err)
		}
		m := New(Config{Game: g, Lang: text.EN, Record: rec, NewGame: newG})
		tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 40))
		var sent atomic.Int64
		done := make(chan struct{})
		go func() {
			defer close(done)
			r := rand.New(rand.NewPCG(seed, 7))
			for i := 0; i < bursts; i++ {
				for j := 0; j < 25; j++ {
					tm.Send(keys[r.IntN(len(keys))])
					sent.Add(1)
				}
				sz := sizes[r.IntN(len(sizes))]
				tm.Send(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				if i%10 == 9 {
					time.Sleep(2 * time.Millisecond)
				}
			}
			tm.Send(tea.WindowSizeMsg{Width: 120, Height: 40})
			tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
			tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
		}()
		<-done
		final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(20*time.Second))).(*Model)
		final.Cancel()
		if !final.quitting {
			t.Errorf("%d bursts: q y did not quit", bursts)
		}
		r := final.Record()
		if r == nil {
			t.Fatalf("%d bursts: the board lost its record", bursts)
		}
		if err := r.Save(); err != nil {
			t.Fatalf("%d bursts: save after quitting: %v", bursts, err)
		}
		if !r.Written() {
			// Quit before the first question: nothing to keep, no file.
			if _, err := os.Stat(r.Path()); !os.IsNotExist(err) || r.Len() != 0 {
				t.Errorf("%d bursts: no file written, yet %d answers or a file there (%v)", bursts, r.Len(), err)
			}
			continue
		}
		l, err := saves.Load(context.Background(), r.Path())
		if err != nil {
			t.Fatalf("%d bursts: the record does not load: %v", bursts, err)
		}
		if r.Replaying() {
			// Quit while an undo's answers were being played again (the
			// keys come faster than the game goroutine runs): the save
			// keeps the game as it was before the undo (Session.Save), and
			// what the record holds again so far is where it begins.
			got := r.File().Answers
			if len(got) > len(l.Answers) {
				t.Fatalf("%d bursts: quit during an undo: the record holds %d answers, the save only %d", bursts, len(got), len(l.Answers))
			}
			for i, a := range got {
				if saves.AnswerText(l.Answers[i]) != a {
					t.Fatalf("%d bursts: quit during an undo: answer %d is %s in the save, %s in the record", bursts, i+1, saves.AnswerText(l.Answers[i]), a)
				}
			}
			t.Logf("%d keys in %d bursts: quit during an undo, %d answers saved, %d played again", sent.Load(), bursts, len(l.Answers), len(got))
			continue
		}
		// The save is the record as it stood at the game's last question
		// (Session.Save): its answers begin the record's, and it loads as
		// the game there.
		f := r.File()
		if len(l.Answers) != f.End.Answers || len(l.Answers) > len(f.Answers) {
			t.Fatalf("%d bursts: %d answers loaded, the record holds %d, %d of them up to its last question", bursts, len(l.Answers), len(f.Answers), f.End.Answers)
		}
		for i, a := range l.Answers {
			if saves.AnswerText(a) != f.Answers[i] {
				t.Fatalf("%d bursts: answer %d is %s in the save, %s in the record", bursts, i+1, saves.AnswerText(a), f.Answers[i])
			}
		}
		if got, want := saves.HashText(l.Game.Hash()), f.End.Hash; got != want {
			t.Errorf("%d bursts: the loaded game's hash %s is not the one of the record's last question %s", bursts, got, want)
		}
		// The board's game is the record played again: at its last
		// question, or, when the quit came after the game took an answer
		// and before it reached its next question (the answer and the
		// board's passes since are recorded, the game stopped at the next
		// prompt), where the record's answers run out. Such answers are
		// not in the save: no question was reached to resume at.
		all := make([]rules.Answer, len(f.Answers))
		for i, s := range f.Answers {
			if all[i], err = saves.ParseAnswer(s); err != nil {
				t.Fatalf("%d bursts: answer %d of the record: %v", bursts, i+1, err)
			}
		}
		again, err := saves.ReplaySetup(context.Background(), setup, all)
		if err != nil {
			t.Fatalf("%d bursts: the record does not play again: %v", bursts, err)
		}
		if got, want := again.Hash(), final.Game().Hash(); got != want {
			t.Errorf("%d bursts: the record played again has hash %016x, the board's game %016x", bursts, got, want)
		}
		if len(l.Answers) == len(f.Answers) {
			if got, want := l.Game.Hash(), final.Game().Hash(); got != want {
				t.Errorf("%d bursts: the loaded game's hash %016x is not the board's %016x", bursts, got, want)
			}
		} else {
			t.Logf("%d bursts: quit between an answer and the next question: %d answers saved, %d recorded", bursts, len(l.Answers), len(f.Answers))
		}
		t.Logf("%d keys in %d bursts: %d answers saved, turn %d, %d undos", sent.Load(), bursts, len(l.Answers), l.Game.Omniscient().Turn(), final.undos)
	}
}
