package tui

import (
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A file's error said on the board is in the reader's language: the
// system's reason through text.Words (SystemReason, its one home), the
// path kept and its control characters replaced; English keeps the
// system's words. Each place the board says an error: the lesson's
// progress that could not be saved, a new game that could not be set up
// (undo to the start, R), a game that stopped, a goldfish game that
// stopped.
func TestFileErrorsOnTheBoardInTheReadersLanguage(t *testing.T) {
	const path = "/home/p\x07/progress.json"
	fileErr := fmt.Errorf("save progress: %w", &fs.PathError{Op: "open", Path: path, Err: syscall.EACCES})
	places := []struct {
		name string
		say  func(m *Model, err error) string
	}{
		{"lesson progress", func(m *Model, err error) string {
			l, lerr := lesson.Get(1)
			if lerr != nil {
				t.Fatal(lerr)
			}
			m.lesson = &lessonState{cfg: &Lesson{L: l}, done: true, doneErr: err}
			return m.lessonScreen()
		}},
		{"new game", func(m *Model, err error) string {
			m.cfg.NewGame = func() (*rules.Game, error) { return nil, err }
			if m.replace(nil) != nil {
				t.Fatal("a new game that failed set a game up")
			}
			return m.message
		}},
		{"game over", func(m *Model, err error) string {
			m.done = &doneMsg{Err: err, Snap: testSnap(&board.Prompt{})}
			return m.gameOver()
		}},
		{"goldfish over", func(m *Model, err error) string {
			m.gf = newGoldfish(fishConfig(t, 1))
			m.done = &doneMsg{Err: err, Snap: testSnap(&board.Prompt{})}
			return m.gameOver()
		}},
	}
	for _, p := range places {
		for _, c := range []struct {
			lang       text.Lang
			want, lose string
		}{
			{text.EN, "/home/p?/progress.json: permission denied", "\x07"},
			{text.JA, "/home/p?/progress.json: " + text.Words{Lang: text.JA}.SystemReason(syscall.EACCES), "permission denied"},
		} {
			t.Run(p.name+" "+string(c.lang), func(t *testing.T) {
				sized := func() *Model {
					m := newModel(Config{Lang: c.lang})
					m.width, m.height = 120, 40
					return m
				}
				got := p.say(sized(), fileErr)
				if !strings.Contains(got, c.want) || strings.Contains(got, c.lose) || strings.Contains(got, "\x07") {
					t.Errorf("said %q, want %q (and no %q)", got, c.want, c.lose)
				}
				// Any other error stays as it says itself.
				other := fmt.Errorf("a bot failed")
				if got := p.say(sized(), other); !strings.Contains(got, "a bot failed") {
					t.Errorf("another error said %q", got)
				}
			})
		}
	}
}
