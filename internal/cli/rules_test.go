package cli

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

// rathe rules: the sections, an entry by number (its own, the one that
// covers it, or the nearest parent), a search, in both languages; exit 1
// when nothing matches.
func TestRulesCommand(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want []string // in the output (stdout, then stderr)
		not  []string
	}{
		{[]string{"rules"}, 0, []string{"1 Game concepts", "  7.3     Defend step", "8 Keywords"}, []string{"7.3.2 "}},
		{[]string{"rules", "8.3.4"}, 0, []string{"CR 8.3.4  Dominate", "one card from hand", "Also explains: 8.3.4a, 8.3.4b", "See:", "7.4.2c  A defense reaction"}, nil},
		{[]string{"rules", "CR", "7.3.2b"}, 0, []string{"CR 7.3.2b is explained with CR 7.3.2.", "CR 7.3.2  Declaring defending cards"}, nil},
		{[]string{"rules", "7.3.9"}, 0, []string{"CR 7.3.9 has no entry of its own; the nearest is CR 7.3.", "CR 7.3  Defend step"}, nil},
		{[]string{"rules", "go", "again"}, 0, []string{"CR 8.3.5  Go again", "Also: 5.3.5"}, nil},
		{[]string{"rules", "Blade", "Break"}, 0, []string{"CR 8.3.3  Blade Break"}, nil},
		{[]string{"rules", "chain"}, 0, []string{"entries match \"chain\":", "7.0.3   Chain links"}, []string{"CR 7.0.3  "}},
		{[]string{"rules", "12.1"}, 1, []string{"no rule 12.1 in the rulebook"}, nil},
		{[]string{"rules", "frobnicate"}, 1, []string{`nothing matches "frobnicate"`}, nil},
		{[]string{"rules", "8.3.5", "--lang", "ja"}, 0, []string{"CR 8.3.5  続行", "アクションポイント", "あわせて説明: 8.3.5a"}, []string{"Go again"}},
		{[]string{"rules", "--lang", "ja", "圧倒"}, 0, []string{"CR 8.3.4  圧倒"}, nil},
		{[]string{"rules", "--lang", "ja"}, 0, []string{"7 戦闘", "7.4     リアクションステップ"}, nil},
		{[]string{"rules", "bad\x1b[31mname"}, 1, []string{`nothing matches "bad?[31mname"`}, []string{"\x1b"}},
	}
	for _, c := range cases {
		out, errOut, code := deckRun(t, c.args...)
		all := out + errOut
		if code != c.code {
			t.Errorf("rathe %s: exit %d, want %d\n%s", strings.Join(c.args, " "), code, c.code, all)
		}
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("rathe %s: no %q in\n%s", strings.Join(c.args, " "), w, all)
			}
		}
		for _, w := range c.not {
			if strings.Contains(all, w) {
				t.Errorf("rathe %s: %q should not be in\n%s", strings.Join(c.args, " "), w, all)
			}
		}
	}
}

// No line of an entry is wider than the command wraps to, in either
// language (a Japanese character is two cells; closing punctuation may
// stand one past the width rather than begin a line).
func TestRulesCommandWraps(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		for _, num := range []string{"7.3.2", "1.10.2", "8.1.1", "7.0.1"} {
			out, _, code := deckRun(t, "rules", num, "--lang", lang)
			if code != 0 {
				t.Fatalf("rules %s --lang %s: exit %d", num, lang, code)
			}
			for _, l := range strings.Split(out, "\n") {
				if w := cells(l); w > rulesWidth+2 {
					t.Errorf("rules %s --lang %s: %d cells: %q", num, lang, w, l)
				}
				if t2 := strings.TrimSpace(l); strings.HasPrefix(t2, "、") || strings.HasPrefix(t2, "。") {
					t.Errorf("rules %s --lang %s: a line begins with punctuation: %q", num, lang, l)
				}
			}
		}
	}
}

func cells(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 || r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6) {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// On a terminal narrower than rulesWidth, an entry wraps to the terminal
// (printEntry's width), every line within it and under its indent, in
// both languages: at 60 columns the terminal broke it mid-word ("may hap"
// / "pen.").
func TestRulesEntryWrapsToANarrowTerminal(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		b := rulebook.For(lang)
		e, _ := b.Nearest("1.0.2")
		if e == nil {
			t.Fatal("no entry 1.0.2")
		}
		for _, width := range []int{60, 40} {
			var out strings.Builder
			printEntry(&out, b, text.Words{Lang: lang}, e, width)
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			for i, l := range lines[1:] { // the title line is not wrapped
				if n := cells(l); n > width {
					t.Errorf("%s at %d: line %d is %d cells: %q", lang, width, i+1, n, l)
				}
				if !strings.HasPrefix(l, "  ") {
					t.Errorf("%s at %d: line %d not under the indent: %q", lang, width, i+1, l)
				}
			}
		}
	}
}
