package main

import (
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
			"rathe rules": // learn-rules: a term or a number
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

// The exit status table of the README: 0 ok, 1 a failure of the content,
// 2 usage or input that cannot be read.
func TestExitStatusTable(t *testing.T) {
	dir := t.TempDir()
	illegal := filepath.Join(dir, "illegal.txt")
	if err := os.WriteFile(illegal, []byte("1 Rhinar\n3x Pummel (red)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badScn := filepath.Join(dir, "bad.scn")
	if err := os.WriteFile(badScn, []byte("scenario: x\nnonsense\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.txt")
	for _, tc := range []struct {
		code int
		args []string
	}{
		{0, []string{"decks", "list"}},
		{0, []string{"decks", "check", "cb-rhinar"}},
		{0, []string{"cards", "show", "Pummel"}},
		{0, []string{"sim", "--games", "1"}},
		{1, []string{"decks", "check", illegal}},
		{1, []string{"cards", "show", "Not A Card At All"}},
		{1, []string{"cards", "search", "zzzzqqqq"}},
		{2, []string{"decks", "check", missing}},
		{2, []string{"decks", "check", dir}},
		{2, []string{"decks", "show", missing}},
		{2, []string{"decks", "check", "--format", "draft", "cb-rhinar"}},
		{2, []string{"cards", "show"}},
		{2, []string{"sim", "--games", "0"}},
		{2, []string{"sim", "--p1", missing}},
		{2, []string{"play", "--headless", "--p1", missing}},
		{2, []string{"play", "--headless", "--p1", illegal}},
		{2, []string{"play", "--headless", "--scenario", dir}},
		{2, []string{"play", "--headless", "--scenario", badScn}},
		{2, []string{"scenario", "run", badScn}},
		{2, []string{"scenario", "run", missing}},
		{2, []string{"scenario", "run"}},
	} {
		if _, errOut, code := deckRun(t, tc.args...); code != tc.code {
			t.Errorf("rathe %s: exit %d, want %d\n%s", strings.Join(tc.args, " "), code, tc.code, errOut)
		}
	}
}
