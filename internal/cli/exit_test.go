package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// Every command refuses --lang xx, an unknown flag and an unknown
// subcommand (or an argument it does not take) with exit 2 (README, "Exit
// status"), before doing anything.
func TestUsageErrorsExit2(t *testing.T) {
	var leaves [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		leaves = append(leaves, path)
		for _, sub := range c.Commands() {
			walk(sub, append(append([]string{}, path...), sub.Name()))
		}
	}
	walk(newRootCmd(), nil)
	if len(leaves) < 10 {
		t.Fatalf("only %d commands: %v", len(leaves), leaves)
	}
	for _, path := range leaves {
		name := "rathe " + strings.Join(path, " ")
		takesArgs := false
		switch name {
		case "rathe cards show", "rathe cards search", "rathe decks show", "rathe decks check", "rathe scenario run",
			"rathe load", "rathe replay", "rathe saves rm", "rathe saves scenario",
			"rathe rules": // a term or a number
			takesArgs = true // these take names or files
		}
		args := append(append([]string{}, path...), "--lang", "xx")
		if takesArgs {
			args = append(args, "cb-rhinar")
		}
		if _, errOut, code := deckRun(t, args...); code != 2 || !strings.Contains(errOut, `unknown language "xx"`) {
			t.Errorf("%s --lang xx: exit %d %q", name, code, errOut)
		}
		args = append(append([]string{}, path...), "--no-such-flag")
		if _, errOut, code := deckRun(t, args...); code != 2 || !strings.Contains(errOut, "unknown flag") {
			t.Errorf("%s --no-such-flag: exit %d %q", name, code, errOut)
		}
		if takesArgs {
			continue
		}
		// An argument that names no subcommand.
		args = append(append([]string{}, path...), "frobnicate")
		if _, errOut, code := deckRun(t, args...); code != 2 || !strings.Contains(errOut, `"frobnicate"`) {
			t.Errorf("%s frobnicate: exit %d %q", name, code, errOut)
		}
	}
}

// A group of commands alone, or with an unknown subcommand, is a usage
// error that lists its commands.
func TestGroupNeedsSubcommand(t *testing.T) {
	for _, tc := range []struct{ args, want []string }{
		{[]string{"cards"}, []string{"name a command", "audit", "search", "show"}},
		{[]string{"decks", "shw"}, []string{`unknown command "shw"`, "check", "list", "show"}},
		{[]string{"scenario", "runn"}, []string{`unknown command "runn"`, "run"}},
		{[]string{"simulate"}, []string{`unknown command "simulate"`, "sim", "play"}},
	} {
		_, errOut, code := deckRun(t, tc.args...)
		if code != 2 {
			t.Errorf("rathe %s: exit %d, want 2", strings.Join(tc.args, " "), code)
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("rathe %s: %q lacks %q", strings.Join(tc.args, " "), errOut, w)
			}
		}
	}
}

// exitCase is one way of running a command, and the exit status the
// README's table gives it. row is the table's row (its first column's
// first command).
type exitCase struct {
	row  string
	code int
	args []string
	// noTerminal runs the command with its output to a file; dumb with
	// TERM=dumb; home with RATHE_HOME set to it.
	noTerminal, dumb bool
	home             string
}

// The exit status table of the README holds for every command: each row's
// failure modes are run and their code checked (0 ok, 1 a failure of the
// content, 2 usage or input that cannot be read), and every code a row
// gives has a case here, but for the few listed with the test that shows
// them or the reason none can.
func TestExitStatusTable(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	t.Setenv("TERM", "xterm-256color")
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	illegal := file("illegal.txt", "1 Rhinar\n3x Pummel (red)\n")
	problems := file("problems.txt", "1 Rhinar\n2 Not A Card At All (red)\n")
	badScn := file("bad.scn", "scenario: x\nnonsense\n")
	missing := filepath.Join(dir, "missing.txt")
	goodScn := filepath.Join("saves", "scenario", "testdata", "1.11.3-the-turn-player-gets-priority-after-a-layer-resolves.scn")
	startScn := filepath.Join("saves", "scenario", "testdata", "4.1.9-each-player-draws-up-to-intellect.scn")
	failScn := file("fails.scn", strings.Replace(mustRead(t, goodScn), "priority: p2", "priority: p1", 1))
	p2Scn := file("p2.scn", strings.Replace(mustRead(t, goodScn), "turn: p1", "turn: p2", 1))
	save, _ := writeSave(t, 3, 60)
	gone := file("gone.json", mustRead(t, save))
	data := mustRead(t, save)
	cut := file("cut.json", data[:len(data)/3])
	badLessons := t.TempDir()
	if err := os.WriteFile(filepath.Join(badLessons, "lessons.json"), []byte("{oops"), 0o644); err != nil {
		t.Fatal(err)
	}
	noFolder := filepath.Join(file("not-a-folder", ""), "home") // saves under a file: cannot be made
	none := t.TempDir()                                         // no saves at all

	cases := []exitCase{
		{row: "rathe", code: 2, args: []string{"play", "--p1", missing}},
		{row: "rathe", code: 2, args: []string{"play", "--p1", illegal}},
		{row: "rathe", code: 2, args: []string{"play", "--scenario", badScn}},
		{row: "rathe", code: 2, args: []string{"play", "--frobnicate"}},
		{row: "rathe", code: 2, args: []string{"play"}, noTerminal: true},
		{row: "rathe", code: 2, args: []string{}, noTerminal: true},
		{row: "rathe", code: 2, args: []string{"play"}, dumb: true},
		{row: "rathe", code: 2, args: []string{"play"}, home: noFolder},
		{row: "rathe play --headless", code: 0, args: []string{"play", "--headless", "--seed", "3"}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--p1", missing}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--p1", illegal}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--scenario", dir}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--scenario", badScn}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--stops", "nowhere"}},
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--scenario", goodScn, "--p1", "hh-kayo"}},
		{row: "rathe play --headless", code: 2, args: []string{"--headless", "--scenario", goodScn, "--equip", "Bone Basher"}},
		// CR 4.1.3: a position past the first turn takes no --first; a
		// `start: game` file asks who goes first, and --first answers.
		{row: "rathe play --headless", code: 2, args: []string{"play", "--headless", "--scenario", goodScn, "--first", "p1"}},
		{row: "rathe play --headless", code: 0, args: []string{"play", "--headless", "--scenario", startScn, "--first", "p2"}},
		{row: "rathe sim", code: 0, args: []string{"sim", "--games", "1"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--games", "0"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--games", "1000000000"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--workers", "0"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--workers", "5000"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--check", "never"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--bot", "p3"}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--p1", missing}},
		{row: "rathe sim", code: 2, args: []string{"sim", "--p2", illegal}},
		{row: "rathe cards show", code: 0, args: []string{"cards", "show", "Pummel"}},
		{row: "rathe cards show", code: 1, args: []string{"cards", "show", "Not A Card At All"}},
		{row: "rathe cards show", code: 2, args: []string{"cards", "show"}},
		{row: "rathe cards show", code: 0, args: []string{"cards", "search", "Pummel"}},
		{row: "rathe cards show", code: 1, args: []string{"cards", "search", "zzzzqqqq"}},
		{row: "rathe cards show", code: 2, args: []string{"cards", "search", "--frobnicate"}},
		{row: "rathe cards audit", code: 0, args: []string{"cards", "audit", "--json"}},
		{row: "rathe cards audit", code: 2, args: []string{"cards", "audit", "x"}},
		{row: "rathe cards audit --decks", code: 0, args: []string{"cards", "audit", "--decks", "--json"}},
		{row: "rathe cards audit --decks", code: 2, args: []string{"cards", "audit", "--decks", "no-such-list"}},
		{row: "rathe decks list", code: 0, args: []string{"decks", "list"}},
		{row: "rathe decks list", code: 2, args: []string{"decks", "list", "x"}},
		{row: "rathe decks show", code: 0, args: []string{"decks", "show", "cb-rhinar"}},
		{row: "rathe decks show", code: 1, args: []string{"decks", "show", problems}},
		{row: "rathe decks show", code: 2, args: []string{"decks", "show", missing}},
		{row: "rathe decks check", code: 0, args: []string{"decks", "check", "cb-rhinar"}},
		{row: "rathe decks check", code: 1, args: []string{"decks", "check", illegal}},
		{row: "rathe decks check", code: 2, args: []string{"decks", "check", missing}},
		{row: "rathe decks check", code: 2, args: []string{"decks", "check", dir}},
		{row: "rathe decks check", code: 2, args: []string{"decks", "check", "--format", "draft", "cb-rhinar"}},
		{row: "rathe scenario run", code: 0, args: []string{"scenario", "run", goodScn}},
		{row: "rathe scenario run", code: 1, args: []string{"scenario", "run", failScn}},
		{row: "rathe scenario run", code: 2, args: []string{"scenario", "run", badScn}},
		{row: "rathe scenario run", code: 2, args: []string{"scenario", "run", missing}},
		{row: "rathe scenario run", code: 2, args: []string{"scenario", "run"}},
		{row: "rathe rules", code: 0, args: []string{"rules", "1.11.3"}},
		{row: "rathe rules", code: 1, args: []string{"rules", "zzzzqqqq"}},
		{row: "rathe rules", code: 2, args: []string{"rules", "--frobnicate"}},
		{row: "rathe learn", code: 0, args: []string{"learn", "--list"}},
		{row: "rathe learn", code: 1, args: []string{"learn", "--list"}, home: badLessons},
		{row: "rathe learn", code: 2, args: []string{"learn", "17"}},
		{row: "rathe learn", code: 2, args: []string{"learn", "--list", "1"}},
		{row: "rathe learn", code: 2, args: []string{"learn", badScn}},
		{row: "rathe learn", code: 2, args: []string{"learn", "1"}, noTerminal: true},
		{row: "rathe learn", code: 2, args: []string{"learn", "1"}, dumb: true},
		{row: "rathe resume", code: 1, args: []string{"resume"}, home: none},
		{row: "rathe resume", code: 2, args: []string{"resume"}, home: noFolder},
		{row: "rathe resume", code: 2, args: []string{"resume", "x"}},
		{row: "rathe resume", code: 2, args: []string{"resume"}, noTerminal: true},
		{row: "rathe resume", code: 2, args: []string{"resume"}, dumb: true},
		{row: "rathe load", code: 1, args: []string{"load", cut}},
		{row: "rathe load", code: 2, args: []string{"load"}},
		{row: "rathe load", code: 2, args: []string{"load", missing}},
		{row: "rathe load", code: 2, args: []string{"load", dir}},
		{row: "rathe load", code: 2, args: []string{"load", save}, noTerminal: true},
		{row: "rathe load", code: 2, args: []string{"load", save}, dumb: true},
		{row: "rathe replay", code: 0, args: []string{"replay", save, "--to-end"}},
		{row: "rathe replay", code: 0, args: []string{"replay", save, "--to-end", "--json"}},
		{row: "rathe replay", code: 1, args: []string{"replay", cut, "--to-end"}},
		{row: "rathe replay", code: 2, args: []string{"replay", save, "--json"}},
		{row: "rathe replay", code: 2, args: []string{"replay", missing, "--to-end"}},
		{row: "rathe replay", code: 2, args: []string{"replay", save}, noTerminal: true},
		{row: "rathe replay", code: 2, args: []string{"replay", save}, dumb: true},
		{row: "rathe saves list", code: 0, args: []string{"saves", "list", "--json"}},
		{row: "rathe saves list", code: 2, args: []string{"saves", "list", "x"}},
		{row: "rathe saves list", code: 2, args: []string{"saves", "list"}, home: noFolder},
		{row: "rathe saves rm", code: 0, args: []string{"saves", "rm", gone}},
		{row: "rathe saves rm", code: 2, args: []string{"saves", "rm"}},
		{row: "rathe saves rm", code: 2, args: []string{"saves", "rm", missing}},
		{row: "rathe saves scenario", code: 0, args: []string{"saves", "scenario", save, "--turn", "1", "--reveal", "-o", "-"}},
		{row: "rathe saves scenario", code: 1, args: []string{"saves", "scenario", save, "--turn", "99", "--reveal"}},
		{row: "rathe saves scenario", code: 2, args: []string{"saves", "scenario", save, "--turn", "1", "-o", "-"}},
		{row: "rathe saves scenario", code: 1, args: []string{"saves", "scenario", cut, "--turn", "1"}},
		{row: "rathe saves scenario", code: 2, args: []string{"saves", "scenario", save, "--turn", "0"}},
		{row: "rathe saves scenario", code: 2, args: []string{"saves", "scenario", missing, "--turn", "1"}},
		{row: "rathe saves scenario", code: 2, args: []string{"saves", "scenario", save, "--turn", "1", "--reveal", "-o", save}},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish", "--runs", "3"}},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish", "cb-rhinar", "cb-dorinthea"}},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish", missing}},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish", illegal}},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish"}, noTerminal: true},
		{row: "rathe goldfish", code: 2, args: []string{"goldfish"}, dumb: true},
		{row: "rathe goldfish --auto", code: 0, args: []string{"goldfish", "--auto", "--runs", "2", "--turns", "2", "--json"}},
		{row: "rathe goldfish --auto", code: 0, args: []string{"goldfish", "best", "--scenario", goodScn}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--runs", "0"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--runs", "1000000000"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--turns", "5000"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--workers", "0"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--workers", "5000"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", "--format", "draft"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "--auto", missing}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "best"}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "best", "--scenario", badScn}},
		{row: "rathe goldfish --auto", code: 2, args: []string{"goldfish", "best", "--scenario", p2Scn}},
		{row: "rathe cards", code: 2, args: []string{"cards"}},
		{row: "rathe cards", code: 2, args: []string{"decks"}},
		{row: "rathe cards", code: 2, args: []string{"scenario"}},
		{row: "rathe cards", code: 2, args: []string{"bot"}},
		{row: "rathe bot move", code: 0, args: []string{"bot", "move", "--scenario", goodScn, "--level", "easy"}},
		{row: "rathe bot move", code: 2, args: []string{"bot", "move"}},
		{row: "rathe bot move", code: 2, args: []string{"bot", "move", "--scenario", goodScn, "--level", "medium"}},
		{row: "rathe bot move", code: 2, args: []string{"bot", "move", "--scenario", badScn}},
	}
	// The codes no case here gives, and where they are shown (or why they
	// cannot be).
	elsewhere := map[string]string{
		"rathe 0":                 "TestTmuxGameToGameOverThenQuit (a board needs a terminal)",
		"rathe 1":                 "TestTmuxAutosaveFailureIsToldAndExitsOne, TestUnsavedGameExitsOne (a board needs a terminal)",
		"rathe saves rm 1":        "TestOpenGameRefusedToResumeLoadAndRm (a lock held by a game)",
		"rathe resume 0":          "TestTmuxKillThenResume",
		"rathe load 0":            "TestTmuxKillThenResume (resume loads the same way)",
		"rathe goldfish 0":        "tui TestTeatestGoldfishToTheEnd (a board needs a terminal)",
		"rathe play --headless 1": "no deck makes the engine fail on purpose",
		"rathe sim 1":             "no deck makes the engine fail on purpose",
		"rathe cards audit 1":     "every deck card is implemented",
		"rathe goldfish --auto 1": "no deck makes the engine or the search fail on purpose",
		"rathe bot move 1":        "no scenario position is over (life 1 or more) or makes the engine fail on purpose",
	}
	covered := map[string]bool{}
	for _, c := range cases {
		name := strings.Join(c.args, " ")
		t.Run(name, func(t *testing.T) {
			if c.dumb {
				t.Setenv("TERM", "dumb")
			}
			if c.home != "" {
				t.Setenv("RATHE_HOME", c.home)
			}
			var errOut string
			var code int
			if c.noTerminal {
				f, err := os.Create(filepath.Join(t.TempDir(), "out"))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				errOut, code = runRoot(t, f, c.args...)
			} else {
				// Keys from a reader that is not a terminal file: the
				// board's own check lets it through (tests), so the
				// command gets as far as its input lets it.
				_, errOut, code = runWithInput(t, c.args...)
			}
			if code != c.code {
				t.Errorf("rathe %s: exit %d, want %d (README: %s)\n%s", name, code, c.code, c.row, errOut)
			}
			if code != 0 && (strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic")) {
				t.Errorf("rathe %s: a panic\n%s", name, errOut)
			}
		})
		covered[fmt.Sprintf("%s %d", c.row, c.code)] = true
	}
	// Every code of every row of the README's table has a case.
	for _, row := range readmeExitTable(t) {
		for code, cell := range row.cells {
			key := fmt.Sprintf("%s %d", row.name, code)
			if cell == "—" || covered[key] {
				continue
			}
			if _, ok := elsewhere[key]; !ok {
				t.Errorf("README, Exit status: %s exits %d (%q) and no case here shows it", row.name, code, cell)
			}
		}
	}
}

// runWithInput runs the root command with an empty reader for its keys.
func runWithInput(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut strings.Builder
	cmd := newRootCmd()
	cmd.SetArgs(args)
	cmd.SetIn(strings.NewReader(""))
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	if err != nil {
		errOut.WriteString("rathe: " + err.Error() + "\n")
	}
	return out.String(), errOut.String(), exitCodeOf(err)
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// exitRow is a row of the README's exit status table: its first command
// and its cells for 0, 1 and 2.
type exitRow struct {
	name  string
	cells [3]string
}

func readmeExitTable(t *testing.T) []exitRow {
	t.Helper()
	readme := mustRead(t, "README.md")
	_, table, ok := strings.Cut(readme, "| command | 0 | 1 | 2 |")
	if !ok {
		t.Fatal("README: no exit status table")
	}
	var rows []exitRow
	for _, line := range strings.Split(table, "\n")[2:] {
		if !strings.HasPrefix(line, "| `") {
			break
		}
		cols := strings.Split(strings.Trim(line, "|"), " | ")
		if len(cols) != 4 {
			t.Fatalf("README: a row of %d columns: %s", len(cols), line)
		}
		// The first command of the first column: `rathe cards show`,
		// `cards search` is "rathe cards show".
		name, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(cols[0]), "`"), "`")
		name = strings.TrimSuffix(name, " FILE")
		rows = append(rows, exitRow{name: name, cells: [3]string{strings.TrimSpace(cols[1]), strings.TrimSpace(cols[2]), strings.TrimSpace(cols[3])}})
	}
	if len(rows) < 15 {
		t.Fatalf("README: %d rows in the exit status table", len(rows))
	}
	return rows
}

// A number flag given something that is no number says so in words, in
// either language, not in Go's ("strconv.ParseUint: parsing \"-1\":
// invalid syntax"); exit 2 as every usage error.
func TestNumberFlagSaysWhatIsWrongInWords(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--headless", "--seed", "-1"}, "want a whole number in digits"},
		{[]string{"goldfish", "--auto", "--runs", "abc"}, "want a whole number in digits"},
		{[]string{"sim", "--seed", "99999999999999999999999"}, "a number out of range"},
		{[]string{"--lang", "ja", "sim", "--games", "1e3"}, "数字で書いた整数を指定してください"},
		{[]string{"--lang", "ja", "saves", "scenario", "x.json", "--turn", "99999999999999999999"}, "範囲外の数です"},
	} {
		_, errOut, code := deckRun(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "strconv") {
			t.Errorf("rathe %s: exit %d, want 2 and %q\n%s", strings.Join(c.args, " "), code, c.want, errOut)
		}
	}
}
