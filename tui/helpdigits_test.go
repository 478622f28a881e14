package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The digit keys on the help line are those that choose: 0 picks the
// tenth option (Victor with several Golds to activate), so ten options
// say 0-9 and nine say 1-9. The two are as wide: at 80 columns the line
// of ten options keeps every key the line of nine keeps.
func TestHelpLineDigitsSayZeroForTheTenthOption(t *testing.T) {
	for _, multi := range []bool{false, true} {
		lines := map[int]string{}
		for _, n := range []int{9, 10} {
			act := rules.ActPlay
			rp := rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}
			if multi {
				act = rules.ActCard
				rp = rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Player: 0, Min: 1, Max: n}
			}
			acts := make([]rules.Act, n)
			for i := range acts {
				acts[i] = act
			}
			m, reply := newTestModel(t, ask(rp, "", opts(acts...)))
			m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			if got := m.numbered(); got != n {
				t.Fatalf("multi %v: %d options numbered, want %d", multi, got, n)
			}
			want := "1-9 "
			if n >= 10 {
				want = "0-9 "
			}
			line := ansi.Strip(m.helpLine())
			if !strings.HasPrefix(strings.TrimLeft(line, " "), want) && !strings.Contains(line, " "+want) {
				t.Errorf("multi %v, %d options: the help line lacks %q: %q", multi, n, want, line)
			}
			lines[n] = line
			if n >= 10 {
				// The key does what the line says: 0 takes the tenth.
				send(m, "0")
				if multi {
					send(m, "enter")
				}
				wantIDs(t, reply, 109)
			}
		}
		if got, want := lines[10], strings.Replace(lines[9], "1-9 ", "0-9 ", 1); got != want {
			t.Errorf("multi %v: at 80 columns ten options change more than the digits:\n%q\n%q", multi, lines[9], lines[10])
		}
	}
}

// The ? screen lists the digit keys as "1-9, 0" while the help line says
// "1-9" or, with ten options, "0-9": the screen says what 0 does (the
// tenth option), true beside either line.
func TestHelpScreenSaysWhatZeroDoes(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		zero string
	}{{text.EN, "0 the tenth"}, {text.JA, "0 は10番目"}} {
		acts := make([]rules.Act, 10)
		for i := range acts {
			acts[i] = rules.ActPlay
		}
		m, _ := newTestModel(t, ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(acts...)))
		m.lang = c.lang
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		if line := ansi.Strip(m.helpLine()); !strings.Contains(line, "0-9 ") {
			t.Fatalf("%s: ten options, the help line lacks 0-9: %q", c.lang, line)
		}
		send(m, "?")
		found := false
		for _, l := range strings.Split(ansi.Strip(m.View()), "\n") {
			if strings.HasPrefix(l, "1-9, 0 ") {
				found = true
				if !strings.Contains(l, c.zero) {
					t.Errorf("%s: the ? screen's digit keys do not say what 0 does (%q): %q", c.lang, c.zero, l)
				}
			}
		}
		if !found {
			t.Errorf("%s: the ? screen lists no digit keys:\n%s", c.lang, ansi.Strip(m.View()))
		}
	}
}
