package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui"
)

// learnRun runs `rathe learn ARGS` with the board and the menu replaced:
// play says whether a lesson's goals are met, menu answers the menus in
// turn. It returns the output, the exit status, the lessons played and
// the menus shown.
func learnRun(t *testing.T, play func(n int) bool, menus []int, args ...string) (string, int, []int, [][]tui.MenuItem) {
	t.Helper()
	var played []int
	var shown [][]tui.MenuItem
	o := &learnOptions{
		play: func(o *learnOptions, l *lesson.Lesson, p *lesson.Progress) (bool, error) {
			played = append(played, l.Number)
			if play(l.Number) {
				return true, p.MarkDone(l.Number)
			}
			return false, nil
		},
		menu: func(o *learnOptions, items []tui.MenuItem) (int, error) {
			shown = append(shown, items)
			if len(menus) == 0 {
				return 0, nil
			}
			n := menus[0]
			menus = menus[1:]
			return n, nil
		},
	}
	root := newRootCmd()
	for _, c := range root.Commands() {
		if c.Name() == "learn" {
			root.RemoveCommand(c)
		}
	}
	g := &globalOptions{}
	learn := newLearnCmd(g, func(c *learnOptions) error {
		c.play, c.menu = o.play, o.menu
		return runLearn(c)
	})
	learn.PersistentFlags().StringVar(&g.lang, "lang", "en", "")
	root.AddCommand(learn)
	strictArgs(root)
	var out, errOut bytes.Buffer
	root.SetArgs(append([]string{"learn"}, args...))
	root.SetOut(&out)
	root.SetErr(&errOut)
	err := root.Execute()
	code := exitCodeOf(err)
	if err != nil {
		out.WriteString("rathe: " + err.Error() + "\n")
	}
	return out.String(), code, played, shown
}

func TestLearnListKeepsProgress(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	out, code, _, _ := learnRun(t, nil, nil, "--list")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 16 {
		t.Fatalf("exit %d, %d lines:\n%s", code, len(lines), out)
	}
	if strings.TrimSpace(lines[0]) != "1  Pitching and paying  (not done)" || !strings.HasPrefix(lines[15], "16  ") {
		t.Errorf("list:\n%s", out)
	}
	out, code, played, _ := learnRun(t, func(int) bool { return true }, nil, "3")
	if code != 0 || len(played) != 1 || played[0] != 3 || !strings.Contains(out, "lesson 3 done. Next: rathe learn 4") {
		t.Fatalf("learn 3: exit %d, played %v:\n%s", code, played, out)
	}
	if _, err := os.Stat(filepath.Join(home, "lessons.json")); err != nil {
		t.Fatal(err)
	}
	out, _, _, _ = learnRun(t, nil, nil, "--list", "--lang", "ja")
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if !strings.Contains(lines[2], "(完了)") || !strings.Contains(lines[1], "(未完了)") {
		t.Errorf("after lesson 3, in Japanese:\n%s", out)
	}
	out, _, _, _ = learnRun(t, func(int) bool { return false }, nil, "5")
	if !strings.Contains(out, "lesson 5 left before its goal") {
		t.Errorf("a lesson left: %s", out)
	}
}

func TestLearnUsage(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	for _, args := range [][]string{{"0"}, {"17"}, {"one"}, {"1", "2"}, {"--list", "1"}} {
		out, code, played, _ := learnRun(t, func(int) bool { return true }, nil, args...)
		if code != 2 || len(played) != 0 {
			t.Errorf("learn %v: exit %d, played %v\n%s", args, code, played, out)
		}
	}
	out, _, _, _ := learnRun(t, nil, nil, "17")
	if !strings.Contains(out, "from 1 to 16") {
		t.Errorf("learn 17: %s", out)
	}
}

// The menu comes back after each lesson, with the lesson done, until the
// learner leaves it.
func TestLearnMenuLoop(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	out, code, played, shown := learnRun(t, func(n int) bool { return n == 2 }, []int{2, 4})
	if code != 0 || len(played) != 2 || len(shown) != 3 {
		t.Fatalf("exit %d, played %v, %d menus:\n%s", code, played, len(shown), out)
	}
	if shown[0][1].Done || !shown[1][1].Done || shown[2][3].Done {
		t.Errorf("menus: lesson 2 done after it, 4 not: %v", shown)
	}
	if shown[0][0].Title != "Pitching and paying" || len(shown[0]) != 16 {
		t.Errorf("menu items: %v", shown[0])
	}
}

func TestLearnRefusesABadProgressFile(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	os.WriteFile(filepath.Join(home, "lessons.json"), []byte("{oops"), 0o644)
	out, code, _, _ := learnRun(t, nil, nil, "--list")
	if code != 1 || !strings.Contains(out, "lessons.json") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	// It says what to do, in either language: the JSON parser's words
	// were all a learner had.
	for _, c := range []struct{ lang, want string }{
		{"en", "records only which lessons are done: move it aside"},
		{"ja", "このファイルを移動(または削除)すれば"},
	} {
		if _, errOut, code := deckRun(t, "--lang", c.lang, "learn", "--list"); code != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("--lang %s: exit %d, want 1 and %q\n%s", c.lang, code, c.want, errOut)
		}
	}
}

// The README's lesson list is the course: each lesson's number, title and
// the rules it teaches.
func TestReadmeListsTheLessons(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range all {
		row := "| " + strconv.Itoa(l.Number) + " | " + l.Title["en"] + " |"
		i := strings.Index(string(readme), row)
		if i < 0 {
			t.Errorf("README has no row %q", row)
			continue
		}
		line, _, _ := strings.Cut(string(readme[i:]), "\n")
		if !strings.HasSuffix(line, "| "+strings.Join(l.Taught, " ")+" |") {
			t.Errorf("README row of lesson %d: %q, want the rules %v", l.Number, line, l.Taught)
		}
	}
}

// A lesson file of one's own plays (not recorded as done); a bad one is
// refused with FILE:LINE: what is wrong, exit 2.
func TestLearnAFile(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	good := filepath.Join(t.TempDir(), "mine.txt")
	data, err := os.ReadFile(filepath.Join("saves", "lesson", "lessons", "01-pitching-and-paying.txt"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(good, data, 0o644)
	out, code, played, _ := learnRun(t, func(int) bool { return true }, nil, good)
	if code != 0 || len(played) != 1 || played[0] != 0 {
		t.Fatalf("learn FILE: exit %d, played %v\n%s", code, played, out)
	}
	if p, _ := lesson.LoadProgress(filepath.Join(home, "lessons.json")); len(p.Done) != 0 {
		t.Errorf("a file of one's own was recorded: %v", p.Done)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte(strings.Replace(string(data), "goal: damage 6", "goal: damage lots", 1)), 0o644)
	out, code, played, _ = learnRun(t, func(int) bool { return true }, nil, bad)
	if code != 2 || len(played) != 0 || !strings.Contains(out, bad+":5: goal: want a number") {
		t.Errorf("learn BAD: exit %d, played %v\n%s", code, played, out)
	}
}
