package tui

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// brokenFS fails every save: at the temporary file's creation (a
// read-only folder) or at its first write (a full disk).
type brokenFS struct {
	saves.OSFS
	err     syscall.Errno
	atWrite bool
}

func (f brokenFS) CreateTemp(dir, pattern string) (saves.TempFile, error) {
	if !f.atWrite {
		return nil, &os.PathError{Op: "open", Path: dir, Err: f.err}
	}
	t, err := f.OSFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return brokenFile{t, f.err}, nil
}

type brokenFile struct {
	saves.TempFile
	err error
}

func (b brokenFile) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: b.Name(), Err: b.err}
}

// answerOne answers the question on the board (past a hand-off) and waits
// for the next one.
func answerOne(t *testing.T, m *Model) {
	t.Helper()
	if m.handoff {
		m.Update(keyMsg("enter"))
	}
	_, cmd := m.Update(keyMsg("p"))
	if cmd == nil {
		_, cmd = m.Update(keyMsg("enter"))
	}
	next(t, m, cmd)
}

// The autosave failing is told at once, on every screen, in a line that
// stays: from the first write that fails, the help line says since which
// turn the game is not saved and why (a full disk, a read-only folder),
// in either language; the record tries again at the next question, and
// once a write succeeds the line goes.
func TestBoardWarnsWhileTheAutosaveFails(t *testing.T) {
	for _, tc := range []struct {
		name string
		fs   brokenFS
		lang text.Lang
		want string
	}{
		{"full", brokenFS{err: syscall.ENOSPC, atWrite: true}, text.EN, "not saved since turn %d: disk full"},
		{"read-only", brokenFS{err: syscall.EROFS}, text.EN, "not saved since turn %d: the saves folder is read-only"},
		{"full ja", brokenFS{err: syscall.ENOSPC, atWrite: true}, text.JA, "ターン%d以降は保存されていません: ディスクがいっぱいです"},
		{"read-only ja", brokenFS{err: syscall.EACCES}, text.JA, "ターン%d以降は保存されていません: セーブデータのフォルダは読み取り専用です"},
		// any other reason: the system's, in the reader's language (text.Words.SystemReason)
		{"too big", brokenFS{err: syscall.EFBIG, atWrite: true}, text.EN, "not saved since turn %d: file too large"},
		{"too big ja", brokenFS{err: syscall.EFBIG, atWrite: true}, text.JA, "ターン%d以降は保存されていません: ファイルが大きすぎます"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const seed = 3
			setup := rules.Setup{Seed: seed, Players: deckPair(t)}
			rec, err := saves.NewSession(t.TempDir(), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, saves.Options{})
			if err != nil || rec.Err() != nil {
				t.Fatal(err, rec.Err())
			}
			defer rec.Close()
			rec.SetFS(tc.fs)
			m := New(Config{Game: newGame(t, seed), Lang: tc.lang, Record: rec, NewGame: func() (*rules.Game, error) { return newGame(t, seed), nil }})
			defer m.Cancel()
			m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
			next(t, m, m.Init())
			// Asked saved the game before this question, and failed.
			st := rec.SaveState()
			if st.Err == nil || !st.Written || st.Turn < 1 {
				t.Fatalf("the save did not fail as it should: %+v", st)
			}
			want := fmt.Sprintf(tc.want, st.Turn)
			if v := m.View(); !strings.Contains(v, want) {
				t.Fatalf("no warning %q on the first screen:\n%s", want, v)
			}
			answerOne(t, m)
			if v := m.View(); !strings.Contains(v, want) {
				t.Fatalf("the warning went while the saves still fail:\n%s", v)
			}
			m.showLog = true
			if v := m.View(); !strings.Contains(v, want) {
				t.Fatalf("no warning on the log screen:\n%s", v)
			}
			m.showLog = false
			// Room again: the next question's save succeeds.
			rec.SetFS(saves.OSFS{})
			answerOne(t, m)
			if st := rec.SaveState(); st.Err != nil {
				t.Fatalf("the retry failed: %v", st.Err)
			}
			if v := m.View(); strings.Contains(v, want) || strings.Contains(v, "not saved") {
				t.Fatalf("the warning stays after a save:\n%s", v)
			}
		})
	}
}
