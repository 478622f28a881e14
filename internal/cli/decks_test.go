package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

// deckRun runs `rathe ARGS...` and returns stdout, stderr and the exit status.
func deckRun(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := newRootCmd()
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	code := 0
	if err != nil {
		code = exitCodeOf(err)
		errOut.WriteString("rathe: " + err.Error() + "\n")
	}
	return out.String(), errOut.String(), code
}

func deckFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDecksList(t *testing.T) {
	out, errOut, code := deckRun(t, "decks", "list")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"NAME", "cb-rhinar", "Rhinar", "cb-dorinthea", "Dorinthea, Quicksilver Prodigy", "Blitz"} {
		if !strings.Contains(out, want) {
			t.Errorf("list does not show %q:\n%s", want, out)
		}
	}
}

func TestDecksShow(t *testing.T) {
	out, errOut, code := deckRun(t, "decks", "show", "cb-rhinar")
	if code != 0 || !strings.HasPrefix(out, "# Hero\n1 Rhinar\n\n# Arena cards") || !strings.Contains(out, "# Deck cards (40)\n") {
		t.Errorf("exit %d\n%s\n%s", code, out, errOut)
	}
	// A Fabrary export is written back in the plain format, grouped.
	out, _, code = deckRun(t, "decks", "show", "decks/testdata/fabrary-rhinar.txt")
	plain, _ := os.ReadFile("decks/testdata/cb-rhinar.txt")
	if code != 0 || !strings.Contains(out, "Format: Blitz\n") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(plain)), "\n") {
		if !strings.Contains(out, line+"\n") {
			t.Errorf("show lacks %q:\n%s", line, out)
		}
	}
	_, errOut, code = deckRun(t, "decks", "show", deckFile(t, "bad.txt", "1 Rhinar\n2 Dogde (blue)\n"))
	if code != 1 || !strings.Contains(errOut, `bad.txt:2: unknown card "Dogde (blue)": did you mean "Dodge (blue)"`) {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// The Classic Battles Rhinar precon is a legal Blitz deck. While other
// helpers still implement its cards, the test skips, naming them.
func TestDecksCheckRhinarPrecon(t *testing.T) {
	files := []string{"decks/testdata/cb-rhinar.txt"}
	if _, err := os.Stat("../shared/decks/cb-rhinar.txt"); err == nil {
		files = append(files, "../shared/decks/cb-rhinar.txt")
	}
	for _, f := range files {
		l, err := decks.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		if miss := l.Missing(); len(miss) > 0 {
			var names []string
			for _, e := range miss {
				names = append(names, e.Key())
			}
			t.Fatalf("%s: cards not implemented: %s", f, strings.Join(names, ", "))
		}
		out, errOut, code := deckRun(t, "decks", "check", f, "--format", "blitz")
		if code != 0 || !strings.Contains(out, f+": ok: a Blitz deck for Rhinar, 40 deck-cards and 5 arena-cards") {
			t.Errorf("decks check %s --format blitz: exit %d\n%s%s", f, code, out, errOut)
		}
	}
}

func TestDecksCheckErrors(t *testing.T) {
	plain, err := os.ReadFile("decks/testdata/cb-rhinar.txt")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(plain), "2 Dodge (blue)", "2 Dodgge (blue)", 1)
	p := deckFile(t, "bad.txt", bad)
	out, errOut, code := deckRun(t, "decks", "check", p)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := p + `:24: unknown card "Dodgge (blue)": did you mean "Dodge (blue)"`
	if !strings.Contains(errOut, want) || strings.Contains(out, "ok") {
		t.Errorf("want %q on stderr, got:\n%s\nstdout:\n%s", want, errOut, out)
	}
	// Every error of a file at once, and of every file.
	worse := strings.Replace(bad, "1 Rhinar\n", "1 Rhinar, Reckless Rampage\n", 1)
	q := deckFile(t, "worse.txt", worse)
	out, errOut, code = deckRun(t, "decks", "check", p, q, "decks/testdata/cb-rhinar.txt", "--format", "blitz")
	for _, w := range []string{q + ":1: Rhinar, Reckless Rampage is not a young hero", q + ":24: unknown card", q + ":7: Chief Ruk'utan is a mentor",
		"the deck has 38 cards", "decks check: 2 of 3 decks are not legal"} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr lacks %q:\n%s", w, errOut)
		}
	}
	if code != 1 || !strings.Contains(out, "decks/testdata/cb-rhinar.txt: ok") {
		t.Errorf("exit %d, stdout:\n%s", code, out)
	}
	// Escape sequences in a file never reach the terminal.
	r := deckFile(t, "esc.txt", "Name: \x1b]0;pwned\x07\n1 Rhinar\n1 Evil\x1b[2JCard\n")
	out, errOut, code = deckRun(t, "decks", "check", r)
	if code != 1 || strings.ContainsAny(out+errOut, "\x1b\x07") || !strings.Contains(errOut, "esc.txt:3: unknown card") {
		t.Errorf("exit %d, output %q %q", code, out, errOut)
	}
	out, errOut, code = deckRun(t, "decks", "show", deckFile(t, "t.txt", "Name: \x1b]0;pwned\x07\n1 Rhinar\n"))
	if code != 0 || strings.ContainsAny(out+errOut, "\x1b\x07") {
		t.Errorf("show: exit %d, output %q %q", code, out, errOut)
	}
	if _, errOut, code := deckRun(t, "decks", "check", p, "--format", "draft"); code != 2 || !strings.Contains(errOut, "want blitz, cc or welcome") {
		t.Errorf("--format draft: exit %d %s", code, errOut)
	}
	if _, errOut, code := deckRun(t, "decks", "check", "no/such/file.txt"); code != 2 || !strings.Contains(errOut, "not a readable file") {
		t.Errorf("missing file: exit %d %s", code, errOut)
	}
}

// play and sim take a deck by path as well as by embedded name, and refuse
// an illegal one.
func TestPlayAndSimTakeDeckFiles(t *testing.T) {
	out, errOut, code := deckRun(t, "sim", "--games", "2", "--p1", "decks/testdata/fabrary-rhinar.txt", "--p2", "cb-dorinthea")
	if code != 0 || !strings.Contains(out, "2 games from seed") {
		t.Errorf("sim with a Fabrary export: exit %d\n%s%s", code, out, errOut)
	}
	plain, _ := os.ReadFile("decks/testdata/cb-rhinar.txt")
	illegal := deckFile(t, "three.txt", strings.Replace(string(plain), "2 Dodge (blue)", "3 Dodge (blue)", 1))
	_, errOut, code = deckRun(t, "sim", "--games", "1", "--p1", illegal)
	if code != 2 || !strings.Contains(errOut, "3 copies of Dodge (blue)") {
		t.Errorf("sim with an illegal deck: exit %d\n%s", code, errOut)
	}
	_, errOut, code = deckRun(t, "play", "--p2", illegal)
	if code == 0 || !strings.Contains(errOut, "the deck has 41 cards") {
		t.Errorf("play with an illegal deck: exit %d\n%s", code, errOut)
	}
}

// `decks check` with no file is a usage error (exit 2), like a bad
// --format; the count of problems is said in good English.
func TestReviewDecksUsage(t *testing.T) {
	if _, errOut, code := deckRun(t, "decks", "check"); code != 2 || !strings.Contains(errOut, "FILE") {
		t.Errorf("check without a file: exit %d %s", code, errOut)
	}
	if _, errOut, code := deckRun(t, "decks", "show"); code != 2 {
		t.Errorf("show without a deck: exit %d %s", code, errOut)
	}
	_, errOut, code := deckRun(t, "decks", "show", deckFile(t, "one.txt", "1 Rhinar\n2 Dogde (blue)\n"))
	if code != 1 || !strings.Contains(errOut, "decks show: 1 problem in ") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// What players paste: a Fabrary export saved on Windows (BOM, CRLF), with
// no-break spaces, "x2" counts and a curly apostrophe, checked and shown;
// what show writes reads again to the same deck.
func TestReviewDecksPastedExport(t *testing.T) {
	plain, err := os.ReadFile("decks/testdata/fabrary-rhinar.txt")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.ReplaceAll(string(plain), "\n", "\r\n")
	src = "\ufeff" + strings.Replace(src, "2x Dodge (blue)", "Dodge\u00a0(Blue) x2", 1)
	src = strings.Replace(src, "2x Pack Call (yellow)", "x2\u00a0Pack Call (yellow)", 1)
	p := deckFile(t, "pasted.txt", src)
	out, errOut, code := deckRun(t, "decks", "check", p)
	if code != 0 || !strings.Contains(out, "ok: a Blitz deck for Rhinar, 40 deck-cards and 5 arena-cards") {
		t.Fatalf("check: exit %d\n%s%s", code, out, errOut)
	}
	shown, errOut, code := deckRun(t, "decks", "show", p)
	if code != 0 {
		t.Fatalf("show: exit %d %s", code, errOut)
	}
	q := deckFile(t, "shown.txt", shown)
	again, _, code := deckRun(t, "decks", "show", q)
	if code != 0 || again != shown {
		t.Errorf("show of show differs (exit %d):\n%s\nthen\n%s", code, shown, again)
	}
	if out, errOut, code := deckRun(t, "decks", "check", q); code != 0 {
		t.Errorf("check of show: exit %d\n%s%s", code, out, errOut)
	}
}

// A file name with characters that reorder or clear a terminal is printed
// harmless, on success as on failure.
func TestReviewDecksFileNameControls(t *testing.T) {
	plain, err := os.ReadFile("decks/testdata/cb-rhinar.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := deckFile(t, "a\u202eb\x1b[2J.txt", string(plain))
	out, errOut, code := deckRun(t, "decks", "check", p)
	if code != 0 || strings.ContainsAny(out+errOut, "\u202e\x1b") || !strings.Contains(out, "ok") {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
	q := deckFile(t, "c\u2066d.txt", "1 Rhinar\n2 Dogde (blue)\n")
	out, errOut, code = deckRun(t, "decks", "show", q)
	if code != 1 || strings.ContainsRune(out+errOut, '\u2066') {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
}

// A file refused whole (not text: a NUL byte; or larger than a deck list
// can be) has that one problem: its empty list's "no hero" and "the deck
// has 0 cards" followed it, as if the file had been read and found
// wanting. decks check (exit 1) and a game's deck (exit 2) alike.
func TestDeckFileRefusedWholeHasOneProblem(t *testing.T) {
	good, _, _ := deckRun(t, "decks", "show", "cb-rhinar")
	for _, c := range []struct{ name, text, want string }{
		{"nul.txt", good[:40] + "\x00" + good[40:], "a NUL byte: not a text file"},
		{"big.txt", good + strings.Repeat("# a comment line to pad the file out\n", 30000), "the file is larger than"},
	} {
		p := deckFile(t, c.name, c.text)
		for _, run := range []struct {
			args []string
			code int
		}{
			{[]string{"decks", "check", p}, 1},
			{[]string{"play", "--headless", "--p1", p}, 2},
		} {
			_, errOut, code := deckRun(t, run.args...)
			problems := strings.Count(errOut, p+":")
			if code != run.code || problems != 1 || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "no hero") {
				t.Errorf("rathe %s: exit %d (want %d), %d problems (want 1: %q)\n%s", strings.Join(run.args, " "), code, run.code, problems, c.want, errOut)
			}
		}
	}
}
