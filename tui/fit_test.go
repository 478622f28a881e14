package tui

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The sizes every screen is drawn at here: the smallest terminal the board
// takes, and the wide layout with the log in a column.
var fitSizes = [][2]int{{80, 24}, {120, 40}}

// fitScreens are real questions of seeded games, captured once per
// language: the action phase with a long list (options and actions that
// cannot be taken now), the defend step, and a question asked while a
// layer waits on the stack and a cost is paid (the rules panel's longest
// text).
var fitScreens = struct {
	once [2]sync.Once
	msgs [2]map[string]askMsg
}{}

func fitScreensIn(t *testing.T, lang text.Lang) map[string]askMsg {
	t.Helper()
	i := 0
	if lang == text.JA {
		i = 1
	}
	fitScreens.once[i].Do(func() {
		fitScreens.msgs[i] = map[string]askMsg{
			"actions": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskPriority && v.Phase() == rules.PhaseAction && v.ChainOpen() &&
					v.Step() == rules.StepReaction && len(p.Options)+len(p.Blocked) >= 6
			}),
			"defend": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskDefenders && len(p.Options) >= 4
			}),
			"explain": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskPitch && len(v.Stack()) > 0 && !v.ChainOpen() && v.Phase() == rules.PhaseAction
			}),
		}
	})
	if fitScreens.msgs[i] == nil {
		t.Fatal("the positions were not captured")
	}
	return fitScreens.msgs[i]
}

// fitModel is a board of size w×h showing msg, past its hand-off.
func fitModel(msg askMsg, w, h int) *Model {
	m := newModel(Config{Lang: msg.Snap.Lang})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	msg.Reply = make(chan rules.Answer, 1)
	m.Update(msg)
	m.Update(keyMsg("enter"))
	return m
}

// cutLine reports a line that ends in "…" (a box's border and the padding
// after it aside).
func cutLine(l string) bool {
	return strings.HasSuffix(strings.TrimRight(ansi.Strip(l), " │╮╯"), "…")
}

// checkFits fails on a screen with a line wider than w or other than h
// lines.
func checkFits(t *testing.T, name, v string, w, h int) []string {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) != h {
		t.Errorf("%s: %d lines, want %d", name, len(lines), h)
	}
	for i, l := range lines {
		if n := lipgloss.Width(l); n > w {
			t.Errorf("%s: line %d is %d cells, wider than %d: %q", name, i+1, n, w, ansi.Strip(l))
		}
	}
	return lines
}

// helpItems splits a help line into its "key what" items.
func helpItems(line string) []string {
	var out []string
	for _, it := range strings.Split(strings.TrimSpace(ansi.Strip(line)), " • ") {
		out = append(out, strings.TrimSpace(it))
	}
	return out
}

// The help line shows the keys that work now, each whole: at 80×24 it
// cannot hold them all, so it shows the first that fit and "? more keys"
// for the rest, never a key cut in its middle with "…".
func TestHelpLineNeverCutsAKey(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for name, msg := range fitScreensIn(t, lang) {
			for _, sz := range fitSizes {
				id := fmt.Sprintf("%s %s %dx%d", name, lang, sz[0], sz[1])
				m := fitModel(msg, sz[0], sz[1])
				m.panelOn = true
				lines := checkFits(t, id, m.View(), sz[0], sz[1])
				last := lines[len(lines)-1]
				if cutLine(last) {
					t.Errorf("%s: the help line is cut: %q", id, ansi.Strip(last))
				}
				whole := map[string]bool{}
				var enabled int
				for _, b := range m.keys.ShortHelp() {
					if b.Enabled() {
						whole[b.Help().Key+" "+b.Help().Desc] = true
						enabled++
					}
				}
				more := "? " + m.say("key.help-more")
				items := helpItems(last)
				for _, it := range items {
					if !whole[it] && it != more {
						t.Errorf("%s: %q on the help line is not a whole key: %q", id, it, ansi.Strip(last))
					}
				}
				if shown := len(items); shown < enabled && items[shown-1] != more {
					t.Errorf("%s: %d of %d keys shown without \"%s\" last: %q", id, shown, enabled, more, ansi.Strip(last))
				}
				if sz[0] == 80 && len(items) == enabled {
					t.Errorf("%s: every key fits at 80 columns; the test shows nothing: %q", id, ansi.Strip(last))
				}
			}
		}
	}
}

// The ? screen is wrapped to the terminal, none of its lines cut; where
// it is longer than the terminal (80×24 in English) its last line says how many
// lines are hidden and ↓ scrolls down to the very last line of the text.
func TestHelpScreenScrollsToItsEnd(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		msg := fitScreensIn(t, lang)["actions"]
		words := text.Words{Lang: lang}
		// The end of the text: the last characters of its last note.
		end := words.Say("help.handoff")
		end = string([]rune(end)[len([]rune(end))-6:])
		for _, sz := range fitSizes {
			id := fmt.Sprintf("%s %dx%d", lang, sz[0], sz[1])
			m := fitModel(msg, sz[0], sz[1])
			send(m, "?")
			seen := false
			for step := 0; ; step++ {
				v := m.View()
				lines := checkFits(t, id, v, sz[0], sz[1])
				for _, l := range lines {
					if cutLine(l) {
						t.Errorf("%s: a line of the ? screen is cut: %q", id, ansi.Strip(l))
					}
				}
				if strings.Contains(strings.ReplaceAll(ansi.Strip(v), "\n", ""), end) {
					seen = true
					break
				}
				below := words.Say("pager.more-below", 0, "↓")
				below = below[:strings.Index(below, "0")]
				if !strings.Contains(v, below) || !strings.Contains(lines[len(lines)-1], "↑↓ "+words.Say("key.scroll")) {
					t.Fatalf("%s: the end of the text is not on the screen, and no marker or key says how to read it:\n%s", id, v)
				}
				if step > 40 {
					t.Fatalf("%s: ↓ does not reach the end of the text:\n%s", id, v)
				}
				send(m, "down")
			}
			if !seen {
				t.Errorf("%s: the end of the help text never shows", id)
			}
			if lang == text.EN && sz[1] == 24 && !m.helpScreen.page.cut() {
				t.Errorf("%s: the help text fits 24 lines; the test scrolls nothing", id)
			}
		}
	}
}
