package cli

import (
	"path/filepath"
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

// printUnder is the one wrap of a best line's steps and of a rules entry:
// an entry's text goes on under its indent, every line within the width,
// and a word longer than the line is broken at the width rather than
// standing past it (the rules' own wrap, gone into printUnder, let it
// stand past). Japanese lines never begin with a closing mark.
func TestPrintUnderIsTheRulesWrap(t *testing.T) {
	long := strings.Repeat("x", rulesWidth+10)
	for _, c := range []struct {
		name, head, s string
		width         int
	}{
		{"entry", "  ", "A restriction says something cannot happen; a requirement says something must happen if it can; a permission says something may happen.", rulesWidth},
		{"long word", "  ", "see " + long + " and more", rulesWidth},
		{"no head", "", "see " + long, rulesWidth},
		{"ja", "  ", strings.Repeat("攻撃はスタックか戦闘チェイン上にある戦闘行動です。", 6), rulesWidth},
		{"step", "  12. ", "yes (Aether Crackers): destroy this, and once it is destroyed, deal 1 arcane damage to Rhinar", 40},
	} {
		var out strings.Builder
		printUnder(&out, c.head, c.s, c.width)
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) < 2 {
			t.Errorf("%s: one line, want it wrapped: %q", c.name, lines)
		}
		pad := strings.Repeat(" ", len(c.head))
		var words []string
		for i, l := range lines {
			if n := xansi.StringWidth(l); n > c.width {
				t.Errorf("%s: line %d is %d cells, past %d: %q", c.name, i, n, c.width, l)
			}
			head := pad
			if i == 0 {
				head = c.head
			}
			if !strings.HasPrefix(l, head) || strings.HasPrefix(l, head+" ") {
				t.Errorf("%s: line %d not under the text's start %q: %q", c.name, i, head, l)
			}
			rest := strings.TrimPrefix(l, head)
			if strings.HasPrefix(rest, "。") || strings.HasPrefix(rest, "、") {
				t.Errorf("%s: line %d begins with a closing mark: %q", c.name, i, l)
			}
			words = append(words, rest)
		}
		got, want := strings.Join(words, ""), c.s
		got, want = strings.ReplaceAll(got, " ", ""), strings.ReplaceAll(want, " ", "")
		if got != want {
			t.Errorf("%s: the text reads %q, want %q", c.name, got, want)
		}
	}
}

// Folding the rules' own wrap (every line indented, rulebook.Wrap at
// rulesWidth less the indent) into printUnder changed no entry: no entry of
// either book holds a word wider than the line, so the break at the width
// never comes into play and `rathe rules` prints what it printed.
func TestRulesEntriesWrapAsBefore(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, e := range rulebook.For(lang).Entries() {
			var want strings.Builder
			for _, l := range rulebook.Wrap(e.Text, rulesWidth-2) {
				want.WriteString("  " + l + "\n")
			}
			var got strings.Builder
			printUnder(&got, "  ", e.Text, rulesWidth)
			if got.String() != want.String() {
				t.Errorf("%s %s: printUnder gives\n%s\nthe indented wrap\n%s", lang, e.Number, got.String(), want.String())
			}
		}
	}
}

// A command the output suggests pastes back: a path with a space or a
// quote is single-quoted ("rathe scenario run my pos.scn" ran two
// files), a plain one or an embedded deck's name stays bare.
func TestSuggestedCommandsQuoteTheirPaths(t *testing.T) {
	for in, want := range map[string]string{
		"cb-rhinar":             "cb-rhinar",
		"/tmp/decks/rhinar.txt": "/tmp/decks/rhinar.txt",
		"デッキ/ライナー.txt":          "デッキ/ライナー.txt",
		"my deck.txt":           "'my deck.txt'",
		"it's.scn":              `'it'\''s.scn'`,
		"a;rm -rf x":            "'a;rm -rf x'",
		"$HOME/x.txt":           "'$HOME/x.txt'",
		"":                      "''",
	} {
		if got := shellArg(in); got != want {
			t.Errorf("shellArg(%q) = %s, want %s", in, got, want)
		}
	}
	t.Setenv("RATHE_HOME", t.TempDir())
	save, _ := writeSave(t, 3, 20)
	scn := filepath.Join(t.TempDir(), "my pos.scn")
	out, errOut, code := deckRun(t, "saves", "scenario", save, "--turn", "1", "--reveal", "-o", scn)
	if want := "rathe scenario run '" + scn + "'"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, want %q in\n%s%s", code, want, out, errOut)
	}
	deck := deckFile(t, "my deck.txt", "1 Rhinar\n")
	_, errOut, code = deckRun(t, "play", "--headless", "--p1", deck)
	if want := "rathe decks check '" + deck + "'"; code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("exit %d, want 2 and %q in\n%s", code, want, errOut)
	}
}

// writeWrapped (cards audit --decks) is wrapHanging, the one wrap's hanging
// form: within the width, the first line at the indent, the rest two
// further in, and a card name of joinNames never split across lines.
func TestWriteWrappedHangsUnderItsIndent(t *testing.T) {
	names := []string{"Art of War (yellow)", "Flock of the Feather Walkers (red)", "Dawnblade, Resplendent", "Sharpen Steel (red)", "Ironsong Response (red)"}
	s := "missing cards: " + joinNames(names) + "."
	for _, width := range []int{40, 60, 80} {
		var out strings.Builder
		writeWrapped(&out, s, "  ", width)
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		for i, l := range lines {
			if n := xansi.StringWidth(l); n > width {
				t.Errorf("%d: line %d is %d cells: %q", width, i, n, l)
			}
			indent := "    "
			if i == 0 {
				indent = "  "
			}
			if !strings.HasPrefix(l, indent) || strings.HasPrefix(l, indent+" ") {
				t.Errorf("%d: line %d not at %d spaces: %q", width, i, len(indent), l)
			}
		}
		all := strings.Join(strings.Fields(out.String()), " ")
		for _, n := range names {
			if !strings.Contains(all, n) || !strings.Contains(out.String(), n) {
				t.Errorf("%d: %q split across lines:\n%s", width, n, out.String())
			}
		}
	}
}

// Width 0 (a file, a pipe: terminalWidth) wraps nothing: a paragraph stays
// one line after its head, as scripts read it (cards show).
func TestWrapUnderWidthZeroIsOneLine(t *testing.T) {
	s := strings.Repeat("a long line of card text ", 20)
	if got := wrapUnder("  ", s, 0); len(got) != 1 || got[0] != "  "+s {
		t.Errorf("width 0: %q, want the one line %q", got, "  "+s)
	}
}
