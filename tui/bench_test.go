package tui

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// midGame stops a seeded game at its first question with three chain
// links, and returns the game and the question.
func midGame(b *testing.B) (*rules.Game, rules.Prompt) {
	g, _, p := position(b, func(v rules.View, p *rules.Prompt) bool {
		return len(v.Chain()) >= 3 && p.Kind == rules.AskPriority
	})
	return g, p
}

// BenchmarkTake is the copy the game goroutine makes for each question.
func BenchmarkTake(b *testing.B) {
	g, p := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		board.Take(g.ViewFor(p.Player), text.EN, &p)
	}
}

// BenchmarkView is one frame of the board in colour, at 120×40 and at
// 160×48 (the target: ≤ 500 µs at 160×48, so that a key's answer is
// drawn well within a frame).
func BenchmarkView(b *testing.B) {
	for _, size := range []struct{ w, h int }{{120, 40}, {160, 48}} {
		b.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(b *testing.B) {
			g, p := midGame(b)
			m := newModel(Config{Lang: text.EN, Color: true})
			m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
			m.Update(askMsg{Snap: board.Take(g.ViewFor(p.Player), text.EN, &p), Reply: make(chan rules.Answer, 1)})
			m.Update(keyMsg("enter"))
			b.ReportAllocs()
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}

// BenchmarkHelpScreen is a key and a frame while the `?` screen is open
// at 80×24, where its text is longer than the screen (it scrolls).
func BenchmarkHelpScreen(b *testing.B) {
	g, p := midGame(b)
	m := newModel(Config{Lang: text.EN, Color: true})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m.Update(askMsg{Snap: board.Take(g.ViewFor(p.Player), text.EN, &p), Reply: make(chan rules.Answer, 1)})
	m.Update(keyMsg("?"))
	if !m.showHelp {
		b.Fatal("? did not open the help screen")
	}
	b.ReportAllocs()
	for b.Loop() {
		m.Update(keyMsg("x"))
		_ = m.View()
	}
}

// BenchmarkHelpLine is the help line of a frame at 80 columns, where the
// keys of a priority question do not all fit (shortHelp fits them).
func BenchmarkHelpLine(b *testing.B) {
	g, p := midGame(b)
	m := newModel(Config{Lang: text.EN, Color: true})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m.Update(askMsg{Snap: board.Take(g.ViewFor(p.Player), text.EN, &p), Reply: make(chan rules.Answer, 1)})
	m.Update(keyMsg("enter"))
	b.ReportAllocs()
	for b.Loop() {
		_ = m.helpLine()
	}
}
