package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// runLang runs rathe with no terminal (stdin is /dev/null) and returns
// what it prints and its exit status, the error said in the command's
// language as main says it.
func runLang(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	return runLangIn(t, null, args...)
}

// runLangIn is runLang with keys from in; a reader that is not a file
// passes a board's terminal check, so a board command reaches its file.
// A board that starts is ended by the keys (q), or the test fails.
func runLangIn(t *testing.T, in io.Reader, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	var code int
	done := make(chan struct{})
	go func() {
		defer close(done)
		cmd := newRootCmd()
		cmd.SetArgs(args)
		cmd.SetOut(&out)
		cmd.SetErr(&errOut)
		cmd.SetIn(in)
		if err := cmd.Execute(); err != nil {
			errOut.WriteString("rathe: " + sayError(wordsOf(cmd), err) + "\n")
			code = exitCodeOf(err)
		}
	}()
	select {
	case <-done:
	case <-time.After(patience.Limit(60 * time.Second)):
		t.Fatalf("rathe %s: still running after %v", strings.Join(args, " "), patience.Limit(60*time.Second).Round(time.Millisecond))
	}
	return out.String(), errOut.String(), code
}

// resealed rewrites a save with edit applied, its checksum computed again
// (anyone can: it is a plain SHA-256).
func resealed(t *testing.T, path string, edit func(f *saves.File)) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := saves.Decode(path, data)
	if err != nil {
		t.Fatal(err)
	}
	edit(f)
	out, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// The hidden cards of a game still going on (both hands, the arsenal face
// down, the order of both decks) are shown by saves scenario and replay
// only with --reveal, and the refusal says so, in both languages; a
// finished game is open; replay --to-end shows nothing hidden.
func TestHiddenCardsNeedReveal(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	t.Setenv("TERM", "xterm-256color")
	t.Chdir(t.TempDir()) // where a scenario would be written
	path, _ := writeSave(t, 3, 40)
	done, end := writeSave(t, 4, 1<<30)
	if !end.Over() {
		t.Fatal("the second game did not end")
	}
	for _, c := range []struct{ lang, says string }{
		{"en", "the game is not finished"},
		{"ja", "ゲームはまだ終わっていません"},
	} {
		for _, args := range [][]string{
			{"saves", "scenario", path, "--turn", "1", "-o", "-"},
			{"saves", "scenario", path, "--turn", "2"},
			{"replay", path},
		} {
			args = append(args, "--lang", c.lang)
			out, errOut, code := runLangIn(t, strings.NewReader("qqq"), args...)
			if code != 2 || !strings.Contains(errOut, c.says) || !strings.Contains(errOut, "--reveal") || out != "" {
				t.Errorf("rathe %s: exit %d, %q %q", strings.Join(args, " "), code, out, errOut)
			}
		}
	}
	out, errOut, code := runLang(t, "saves", "scenario", path, "--turn", "1", "--reveal", "-o", "-")
	if code != 0 || !strings.Contains(out, "hand") {
		t.Errorf("saves scenario --reveal: exit %d, %q %q", code, out, errOut)
	}
	// With --reveal, or for a finished game, replay goes on to the board
	// (not started here: the check alone).
	l, err := saves.Load(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if err := hiddenRefused(text.Words{}, l, true, "replay"); err != nil {
		t.Errorf("--reveal: %v", err)
	}
	if err := hiddenRefused(text.Words{}, l, false, "replay"); err == nil {
		t.Error("a game going on without --reveal: no refusal")
	}
	ld, err := saves.Load(context.Background(), done)
	if err != nil {
		t.Fatal(err)
	}
	if err := hiddenRefused(text.Words{}, ld, false, "replay"); err != nil {
		t.Errorf("a finished game: %v", err)
	}
	if out, errOut, code := runLang(t, "replay", path, "--to-end"); code != 0 || strings.Contains(errOut, "--reveal") {
		t.Errorf("replay --to-end of a game going on: exit %d %q %q", code, out, errOut)
	}
	// A finished game is open.
	if out, errOut, code := runLang(t, "saves", "scenario", done, "--turn", "1", "-o", "-"); code != 0 || !strings.Contains(out, "hand") {
		t.Errorf("saves scenario of a finished game: exit %d, %q %q", code, out, errOut)
	}
}

// A save whose winner holds terminal controls (a clipboard write, a
// title), or names the player who lost, is refused: saves list shows it
// as unreadable with nothing of it, load names the field.
func TestSavesListWinnerChecked(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	done, end := writeSave(t, 4, 1<<30)
	if !end.Over() {
		t.Fatal("the game did not end")
	}
	dir := filepath.Dir(done)
	f0, _ := saves.Decode(done, readBytes(t, done))
	lost := map[string]string{"p1": "p2", "p2": "p1", "draw": "p1"}[f0.Winner]
	osc := filepath.Join(dir, "osc.json")
	os.WriteFile(osc, resealed(t, done, func(f *saves.File) { f.Winner = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;pwned\x07\x1b[31mp1" }), 0o644)
	swapped := filepath.Join(dir, "swapped.json")
	os.WriteFile(swapped, resealed(t, done, func(f *saves.File) { f.Winner = lost }), 0o644)

	out, errOut, code := runLang(t, "saves", "list")
	if code != 0 || strings.ContainsAny(out+errOut, "\x1b\x07") {
		t.Fatalf("saves list: exit %d, %q %q", code, out, errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if (strings.Contains(line, "osc.json") || strings.Contains(line, "swapped.json")) && !strings.Contains(line, "unreadable") {
			t.Errorf("a bad save is listed as readable: %q", line)
		}
		if strings.Contains(line, "swapped.json") && strings.Contains(line, "("+lost+")") {
			t.Errorf("the loser is listed as the winner: %q", line)
		}
	}
	t.Setenv("TERM", "xterm-256color")
	_, errOut, code = runLangIn(t, strings.NewReader(""), "load", osc)
	if code != 1 || !strings.Contains(errOut, "osc.json:") || !strings.Contains(errOut, "is none of p1, p2, draw") || strings.ContainsAny(errOut, "\x1b\x07") {
		t.Errorf("load osc.json: exit %d, %q", code, errOut)
	}
	_, errOut, code = runLang(t, "replay", swapped, "--to-end")
	if code != 1 || !strings.Contains(errOut, "the recorded winner ("+lost+") is not the replay's ("+f0.Winner+")") {
		t.Errorf("replay swapped.json: exit %d, %q", code, errOut)
	}
}

// The file saves scenario names after a save carries no control
// character of the save's name; the message that names it neither.
func TestScenarioFileNamePrintable(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	done, end := writeSave(t, 4, 1<<30)
	if !end.Over() {
		t.Fatal("the game did not end")
	}
	name := "g\x1b]0;title\x07\x1b[31m.json"
	if err := os.Rename(done, filepath.Join(filepath.Dir(done), name)); err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	out, errOut, code := runLang(t, "saves", "scenario", name, "--turn", "1")
	if code != 0 || strings.ContainsAny(out+errOut, "\x1b\x07") {
		t.Fatalf("saves scenario: exit %d, %q %q", code, out, errOut)
	}
	ents, _ := os.ReadDir(".")
	if len(ents) != 1 || strings.ContainsAny(ents[0].Name(), "\x1b\x07") || !strings.HasSuffix(ents[0].Name(), "-turn1-1.scn") {
		t.Errorf("written: %v", ents)
	}
	if len(ents) == 1 && !strings.Contains(out, ents[0].Name()) {
		t.Errorf("the message %q does not name the file written, %q", out, ents[0].Name())
	}
}

func readBytes(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Whatever reaches main's error line is printable, but for its own line
// breaks and tabs.
func TestPrintableMessage(t *testing.T) {
	in := "x\x1b]52;c;aGk=\x07y\n\tz\u009b31m\u202e"
	if got, want := printableMessage(in), "x?]52;c;aGk=?y\n\tz?31m?"; got != want {
		t.Errorf("printableMessage(%q) = %q, want %q", in, got, want)
	}
}
