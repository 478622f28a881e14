package cli

// the commands in both languages, and the language from the
// locale.

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"unicode"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The tests of this package expect English unless they ask for Japanese:
// a machine whose locale is Japanese would otherwise change their words
// (--lang defaults from the locale). The programs they start (tmux) get
// the same environment.
//
// They run from the module's root: they read the repository's files
// (decks/testdata, saves' testdata, README.md) by their path from there.
// Started by the name rathe, the test binary is the command instead (the
// tmux tests' panes run it: buildRathe).
func TestMain(m *testing.M) {
	if filepath.Base(os.Args[0]) == asRathe { // a tmux test's command (buildRathe)
		os.Exit(Main())
	}
	if err := os.Chdir(filepath.Join("..", "..")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if text.FromLocale(os.Getenv) != text.EN {
		os.Unsetenv("LC_ALL")
		os.Unsetenv("LC_MESSAGES")
		os.Setenv("LANG", "C.UTF-8")
	}
	// The saves the tests make in this process are not flushed to the
	// disk: no test cuts the power (saves.SetFlush).
	saves.SetFlush(false)
	flag.Parse()
	// The tmux tests wait on panes, not on the CPU: unless -parallel says
	// otherwise, more tests run at once than there are cores, so that
	// the waiting ones do not hold back those that compute.
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		flag.Set("test.parallel", strconv.Itoa(max(8, 2*runtime.GOMAXPROCS(0))))
	}
	code := m.Run()
	stopCtl()            // the tmux tests' client (tmuxctl_test.go)
	if built.dir != "" { // the tmux tests' command (buildRathe)
		os.RemoveAll(built.dir)
	}
	if homeDir != "" { // the panes' saves (paneHome); the panes are closed
		os.RemoveAll(homeDir)
	}
	os.Exit(code)
}

func hasJapanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return true
		}
	}
	return false
}

// LANG=ja_JP.UTF-8 makes Japanese the default; LC_MESSAGES and LC_ALL go
// before LANG; --lang wins over all of them.
func TestLangFromLocale(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		args []string
		ja   bool
	}{
		{map[string]string{"LANG": "ja_JP.UTF-8"}, nil, true},
		{map[string]string{"LANG": "ja_JP"}, nil, true},
		{map[string]string{"LANG": "C"}, nil, false},
		{map[string]string{"LANG": "ja_JP.UTF-8", "LC_MESSAGES": "C"}, nil, false},
		{map[string]string{"LANG": "C", "LC_ALL": "ja_JP.UTF-8"}, nil, true},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, []string{"--lang", "en"}, false},
		{map[string]string{"LANG": "C"}, []string{"--lang", "ja"}, true},
	} {
		for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(k, tc.env[k])
		}
		args := append([]string{"--no-color", "cards", "show", "Sharpen Steel (red)"}, tc.args...)
		out, _, code := deckRun(t, args...)
		if code != 0 {
			t.Fatalf("%v %v: exit %d", tc.env, tc.args, code)
		}
		if got := strings.Contains(out, "戦士・アクション"); got != tc.ja {
			t.Errorf("%v %v: Japanese %v, want %v:\n%s", tc.env, tc.args, got, tc.ja, out)
		}
		if !tc.ja && !strings.Contains(out, "Warrior Action") {
			t.Errorf("%v %v: not English:\n%s", tc.env, tc.args, out)
		}
	}
	// A bad --lang is refused whatever the locale, in the locale's words.
	t.Setenv("LANG", "ja_JP.UTF-8")
	if _, errOut, code := deckRun(t, "--lang", "xx", "decks", "list"); code != 2 || !strings.Contains(errOut, `"xx"`) || !hasJapanese(errOut) {
		t.Errorf("--lang xx under a Japanese locale: exit %d %q", code, errOut)
	}
}

// Every command's description and every flag's help exist in both
// languages: in Japanese each is Japanese, in English none is, and none is
// left as a message id. cobra's completion scripts keep their English
// long help (shell instructions).
func TestCommandWordsInBothLanguages(t *testing.T) {
	say := map[text.Lang]map[string]string{}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		root := newRootCmd()
		localize(root, text.Words{Lang: lang})
		got := map[string]string{}
		var walk func(c *cobra.Command)
		walk = func(c *cobra.Command) {
			path := c.CommandPath()
			got[path+" short"] = c.Short
			if c.Long != "" && !strings.HasPrefix(path, "rathe completion") {
				got[path+" long"] = c.Long
			}
			visit := func(f *pflag.Flag) { got[path+" --"+f.Name] = f.Usage }
			c.Flags().VisitAll(visit)
			c.PersistentFlags().VisitAll(visit)
			for _, sub := range c.Commands() {
				walk(sub)
			}
		}
		walk(root)
		say[lang] = got
		if len(got) < 60 {
			t.Fatalf("%s: only %d descriptions: %v", lang, len(got), got)
		}
		for k, v := range got {
			switch {
			case v == "":
				t.Errorf("%s %s: no words", lang, k)
			case isMessageID(v, "cli.") || isMessageID(v, "flag."):
				t.Errorf("%s %s: an id, not words: %q", lang, k, v)
			case lang == text.JA && !hasJapanese(v):
				t.Errorf("ja %s: not Japanese: %q", k, v)
			case lang == text.EN && hasJapanese(v):
				t.Errorf("en %s: Japanese: %q", k, v)
			}
		}
	}
	for k := range say[text.EN] {
		if _, ok := say[text.JA][k]; !ok {
			t.Errorf("%s: English only", k)
		}
	}
	// The help as printed: the usage template's headings too.
	out, _, code := deckRun(t, "--lang", "ja", "decks", "check", "--help")
	if code != 0 || !strings.Contains(out, "使い方:") || !strings.Contains(out, "フラグ:") || !strings.Contains(out, "共通フラグ:") || strings.Contains(out, "Usage:") {
		t.Errorf("decks check --help --lang ja: exit %d\n%s", code, out)
	}
	out, _, _ = deckRun(t, "--lang", "en", "help", "decks")
	if !strings.Contains(out, "Usage:") || !strings.Contains(out, "Available Commands:") || hasJapanese(out) {
		t.Errorf("help decks --lang en:\n%s", out)
	}
	// The turn limit the sim's help names is the one it applies.
	if !strings.Contains(say[text.EN]["rathe sim long"], "("+strconv.Itoa(simMaxTurns)+")") || !strings.Contains(say[text.JA]["rathe sim long"], "("+strconv.Itoa(simMaxTurns)+")") {
		t.Errorf("sim's help does not name the turn limit %d", simMaxTurns)
	}
	// And goldfish's --turns names the default it applies.
	for _, lang := range []text.Lang{text.EN, text.JA} {
		if !strings.Contains(say[lang]["rathe goldfish --turns"], strconv.Itoa(goldfishMaxTurns)) {
			t.Errorf("%s: goldfish --turns does not name its default %d: %q", lang, goldfishMaxTurns, say[lang]["rathe goldfish --turns"])
		}
	}
}

// `decks check` says a list's problems in Japanese with --lang ja — every
// kind a bad list has here, and no "[id]" of words missing — and in the
// same English bytes as decks' own errors without it.
func TestDecksCheckInJapanese(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	src := "Hero: Rhinar\nFormat: Blitz\n3 Pummel (red)\n1 D\u043edge (blue)\n2 Pumel (red)\n1 Pummel\n1 Dorinthea, Quicksilver Prodigy\n1 Nullrune Hood\n1 Sharpen Steel (red)\n"
	if err := os.WriteFile(bad, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, ja, code := deckRun(t, "--lang", "ja", "decks", "check", bad)
	if code != 1 {
		t.Fatalf("exit %d:\n%s", code, ja)
	}
	_, en, _ := deckRun(t, "--lang", "en", "decks", "check", bad)
	jaLines, enLines := strings.Split(strings.TrimSpace(ja), "\n"), strings.Split(strings.TrimSpace(en), "\n")
	if len(jaLines) != len(enLines) || len(jaLines) < 6 {
		t.Fatalf("ja %d lines, en %d:\n%s\n%s", len(jaLines), len(enLines), ja, en)
	}
	for i, l := range jaLines {
		if strings.Contains(l, "[deck.") || strings.Contains(l, "[pool.") || strings.Contains(l, "%!") {
			t.Errorf("ja line %d: words missing: %q", i+1, l)
		}
		if !hasJapanese(l) {
			t.Errorf("ja line %d: not Japanese: %q", i+1, l)
		}
		// The same file:line in both languages.
		if a, b := strings.SplitN(l, ": ", 2)[0], strings.SplitN(enLines[i], ": ", 2)[0]; a != b {
			t.Errorf("line %d: %q in Japanese, %q in English", i+1, a, b)
		}
	}
	for _, want := range []string{"Cyrillic letter", "did you mean", "card-pool holds only", "comes in red, yellow and blue"} {
		if !strings.Contains(en, want) {
			t.Errorf("English: no %q in\n%s", want, en)
		}
	}
	for _, want := range []string{"キリル文字", "のことですか", "カードプールには", "赤、黄、青"} {
		if !strings.Contains(ja, want) {
			t.Errorf("Japanese: no %q in\n%s", want, ja)
		}
	}
}

// A file over its size bound, and the saves folder's errors, are said in
// the language too.
func TestSayErrorTooLargeAndSaveFolder(t *testing.T) {
	ja := text.Words{Lang: text.JA}
	cases := []error{
		fmt.Errorf("deck: %w", &decks.TooLargeError{Path: "big.txt", Max: 1 << 20}),
		fmt.Errorf("%w (%v)", saves.ErrNoDir, errors.New("$HOME is not defined")),
		fmt.Errorf("%w: %w", saves.ErrSaveDir, errors.New("read-only file system")),
	}
	for _, err := range cases {
		got := sayError(ja, err)
		if got == err.Error() || !strings.ContainsAny(got, "バイトセーブフォルダ") {
			t.Errorf("%v: said as %q", err, got)
		}
	}
}

// The system's common reasons for a file's failure are said in the
// reader's language, the path kept (text.Words.SystemReason, the one home
// of their words): a saves folder under a file ("not a directory", as
// RATHE_HOME=/etc/passwd/home gives), a full disk, a read-only disk, a
// file too large. English keeps the system's words.
func TestSayErrorSystemReasonsInJapanese(t *testing.T) {
	ja, en := text.Words{Lang: text.JA}, text.Words{Lang: text.EN}
	file := filepath.Join(t.TempDir(), "home")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(file, "saves")
	notDir := os.MkdirAll(dir, 0o755)
	if !errors.Is(notDir, syscall.ENOTDIR) {
		t.Fatalf("MkdirAll under a file: %v, want not a directory", notDir)
	}
	cases := []error{fmt.Errorf("%w: %w", saves.ErrSaveDir, notDir)}
	for _, errno := range []syscall.Errno{syscall.ENOENT, syscall.EACCES, syscall.ENOSPC, syscall.EROFS, syscall.EFBIG} {
		cases = append(cases, fmt.Errorf("saves scenario: %w", &fs.PathError{Op: "write", Path: dir, Err: errno}))
	}
	for _, err := range cases {
		var errno syscall.Errno
		if !errors.As(err, &errno) {
			t.Fatalf("%v: no errno", err)
		}
		var pe *fs.PathError
		if !errors.As(err, &pe) {
			t.Fatalf("%v: no path", err)
		}
		got := sayError(ja, err)
		if !strings.Contains(got, pe.Path+": "+ja.SystemReason(errno)) || strings.Contains(got, errno.Error()) {
			t.Errorf("ja %v: said as %q", err, got)
		}
		if got := sayError(en, err); got != err.Error() {
			t.Errorf("en: %q, want the system's %q", got, err.Error())
		}
	}
}
