package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// In colour the help line tells a key from what it does: the key in the
// terminal's own colour, its words dimmed as the board dims (Styles.Help,
// 38;5;244). Played at tmux (256 colours) both were one grey, bubbles'
// own (38;5;59 for "1-9" and "choose" alike): a colour that said nothing.
// Without colour the line has no escape at all (NO_COLOR, --no-color).
func TestHelpLineColoursKeysApartFromTheirWords(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "Rhinar: you have priority", opts(rules.ActPass))
	for _, color := range []bool{true, false} {
		m := newModel(Config{Lang: text.EN, Color: color})
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m.Update(askMsg{Snap: testSnap(p), Reply: make(chan rules.Answer, 1)})
		m.Update(keyMsg("enter"))
		line := m.helpLine()
		if !strings.Contains(ansi.Strip(line), "p pass") {
			t.Fatalf("color=%v: no pass on the help line: %q", color, ansi.Strip(line))
		}
		dimmed := "\x1b[38;5;244mpass"
		switch {
		case color && !strings.Contains(line, dimmed):
			t.Errorf("the words of p are not dimmed as the board dims: %q", line)
		case color && strings.Contains(line, "\x1b[38;5;244mp "):
			t.Errorf("the key p is dimmed like its words: %q", line)
		case !color && line != ansi.Strip(line):
			t.Errorf("without colour the help line has escapes: %q", line)
		}
	}
}
