package cli

import (
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
)

// A help line longer than the terminal is wrapped under its description,
// in both languages: no line is wider than the terminal, the lines after
// the first start at the description's column, and no word is lost.
func TestWrapHelpUnderTheDescription(t *testing.T) {
	for _, line := range []string{
		"      --bot string        the seat the computer plays, and its level: p1 or p2, with :easy, :normal (the default), :hard or :greedy (the yardstick of the measurements) (p2:hard); the other seat is yours, with no hand-off",
		"      --stops string      優先権で止まる場所: action, layer, attack, defend, reaction, damage, resolution に own- か opp- を付けるか付けない。none, default, all も可 (default \"default\")",
		"  learn       1つずつ仕組みを学ぶレッスン：メニュー、--list、レッスンN、またはレッスンファイル",
	} {
		col := descColumn(line)
		got := wrapHelp(line, 80)
		lines := strings.Split(got, "\n")
		if len(lines) < 2 {
			t.Errorf("not wrapped: %q", got)
		}
		for i, l := range lines {
			if w := xansi.StringWidth(l); w > 80 {
				t.Errorf("line %d is %d cells: %q", i, w, l)
			}
			if i > 0 && (len(l)-len(strings.TrimLeft(l, " ")) != col) {
				t.Errorf("line %d does not start at column %d: %q", i, col, l)
			}
		}
		if strings.Join(strings.Fields(got), "") != strings.Join(strings.Fields(line), "") {
			t.Errorf("words changed:\n%q\n%q", line, got)
		}
	}
	if s := "short line"; wrapHelp(s, 80) != s || wrapHelp(strings.Repeat("x ", 60), 0) != strings.Repeat("x ", 60) {
		t.Error("a line that fits, or no terminal, changed")
	}
}

// On a terminal, every line of every command's help fits it, in both
// languages, the long text too (cobra printed it as written: a Japanese
// line of 81 cells and a Short of 89 ran past 80 columns, broken by the
// terminal mid-word), and a flag named in Japanese text stays whole
// ("（2つのデッキと --" / "auto）" where the wrap broke at its hyphens).
func TestHelpFitsTheTerminal(t *testing.T) {
	defer func(f func() int) { helpWidth = f }(helpWidth)
	for _, width := range []int{80, 60} {
		helpWidth = func() int { return width }
		for _, lang := range []string{"en", "ja"} {
			for _, c := range [][]string{{}, {"play"}, {"goldfish"}, {"learn"}, {"scenario", "run"}, {"cards", "audit"}, {"bot", "move"}, {"saves", "scenario"}} {
				args := append(append([]string{"--lang", lang}, c...), "--help")
				out, _, code := deckRun(t, args...)
				if code != 0 || !strings.Contains(out, "--help") {
					t.Fatalf("rathe %s: exit %d\n%s", strings.Join(args, " "), code, out)
				}
				for i, l := range strings.Split(out, "\n") {
					if n := xansi.StringWidth(l); n > width {
						t.Errorf("%d columns, rathe %s: line %d is %d cells: %q", width, strings.Join(args, " "), i, n, l)
					}
					if f := strings.TrimSpace(l); strings.HasSuffix(f, "（--") || strings.HasPrefix(f, "auto）") || strings.HasPrefix(f, "auto、") {
						t.Errorf("%d columns, rathe %s: --auto broken at line %d: %q", width, strings.Join(args, " "), i, l)
					}
				}
			}
		}
	}
}

// --seed's help says each command's default and no "(default 1)" after
// it, which told a player that play's seed was 1; sim's seed is still 1.
func TestSeedHelpNamesNoSingleDefault(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		out, _, _ := deckRun(t, "--lang", lang, "play", "--help")
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, "--seed") && strings.Contains(l, "default 1)") {
				t.Errorf("--lang %s: %q", lang, l)
			}
		}
	}
	hash := func(out string) string {
		_, h, _ := strings.Cut(out, "hash ")
		return h
	}
	a, _, _ := deckRun(t, "sim", "--games", "2")
	b, _, _ := deckRun(t, "sim", "--games", "2", "--seed", "1")
	if hash(a) != hash(b) || hash(a) == "" {
		t.Errorf("sim's seed is no longer 1:\n%s\n%s", a, b)
	}
}
