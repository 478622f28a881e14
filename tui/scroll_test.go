package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The window of a long list keeps the cursor's row in it and leaves a line
// for each "more" marker it needs, never drawing more lines than it has.
func TestScrollRows(t *testing.T) {
	for _, c := range []struct{ n, cursor, budget, start, shown int }{
		{5, 0, 6, 0, 5},  // all fit: no marker
		{10, 0, 6, 0, 5}, // top: five rows and "↓ 5 more"
		{10, 9, 6, 5, 5}, // bottom: "↑ 5 more" and five rows
		{10, 5, 6, 3, 4}, // middle: both markers around four rows
		{10, 5, 2, 5, 1}, // no room for markers: the cursor's row alone
		{10, 3, 1, 3, 1}, // one line: the cursor's row
		{30, 29, 6, 25, 5} /* the last row */} {
		start, shown := scrollRows(c.n, c.cursor, c.budget)
		if start != c.start || shown != c.shown {
			t.Errorf("scrollRows(%d, %d, %d) = %d, %d; want %d, %d", c.n, c.cursor, c.budget, start, shown, c.start, c.shown)
		}
		if c.cursor < start || c.cursor >= start+shown {
			t.Errorf("scrollRows(%d, %d, %d): the cursor's row is not shown", c.n, c.cursor, c.budget)
		}
		lines := shown
		if start > 0 {
			lines++
		}
		if start+shown < c.n {
			lines++
		}
		if c.budget >= 3 && lines > c.budget {
			t.Errorf("scrollRows(%d, %d, %d): %d lines drawn", c.n, c.cursor, c.budget, lines)
		}
	}
}

// At 80×24 a question with more options than fit says how many are hidden
// below, and above once the cursor has moved down, in both languages.
func TestLongOptionListSaysHowManyMore(t *testing.T) {
	for _, c := range []struct {
		lang         text.Lang
		below, above string
	}{{text.EN, "↓ 24 more", "↑ 24 more"}, {text.JA, "↓ ほか24件", "↑ ほか24件"}} {
		acts := make([]rules.Act, 30)
		for i := range acts {
			acts[i] = rules.ActPlay
		}
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(acts...))
		for i := range p.Options {
			p.Options[i].Card = &board.Card{Name: fmt.Sprintf("Card %02d (red)", i+1)}
			p.Options[i].Label = "play " + p.Options[i].Card.Name
		}
		m := newModel(Config{Lang: c.lang})
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m.Update(askMsg{Snap: testSnap(p), Reply: make(chan rules.Answer, 1)})
		m.Update(keyMsg("enter")) // the hand-off
		v := m.View()
		if !strings.Contains(v, c.below) || strings.Contains(v, c.above) || strings.Contains(v, "Card 30 (red)") {
			t.Errorf("%v: the first screen of 30 options does not say how many are below:\n%s", c.lang, v)
		}
		for range 29 {
			send(m, "down")
		}
		v = m.View()
		if !strings.Contains(v, c.above) || !strings.Contains(v, "Card 30 (red)") || strings.Contains(v, c.below) {
			t.Errorf("%v: at the last option the list does not say how many are above:\n%s", c.lang, v)
		}
	}
}
