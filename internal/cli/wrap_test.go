package cli

import (
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
