package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/viewport"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/rulebook"
)

// pager shows a block of wrapped lines in fewer lines than it has: a
// window on them (a bubbles viewport keeps its place) and, on the last
// line, how many lines are hidden and the key that shows them. Nothing
// is cut at the side: the lines are wrapped to the width before.
type pager struct {
	vp    viewport.Model
	lines []string
}

// set gives the pager its lines and the lines it may use, h, keeping its
// place (moved back when the text got shorter).
func (p *pager) set(lines []string, h int) {
	p.lines = lines
	p.vp.Height = max(1, h)
	if len(lines) > h {
		p.vp.Height = max(1, h-1) // the marker's line
	}
	p.vp.SetContent(strings.Join(lines, "\n"))
	p.vp.SetYOffset(p.vp.YOffset)
}

// cut reports whether some lines are hidden.
func (p *pager) cut() bool { return len(p.lines) > p.vp.Height }

// above and below are how many lines are hidden before and after the
// window.
func (p *pager) above() int { return p.vp.YOffset }
func (p *pager) below() int { return max(0, len(p.lines)-p.vp.YOffset-p.vp.Height) }

// window is the lines shown: the window, and when lines are hidden a
// last line made by more from how many are hidden above and below.
func (p *pager) window(more func(above, below int) string) []string {
	if !p.cut() {
		return p.lines
	}
	start := p.vp.YOffset
	end := min(len(p.lines), start+p.vp.Height)
	out := append([]string(nil), p.lines[start:end]...)
	return append(out, more(p.above(), p.below()))
}

// marker is the pager's last line when lines are hidden: those below and
// the key that shows them, else those above and the key back up.
func (m *Model) marker(downKey, upKey string) func(above, below int) string {
	return func(above, below int) string {
		if below > 0 {
			return m.st.Dim.Render(m.sayN("pager.more-below", below, below, downKey))
		}
		return m.st.Dim.Render(m.sayN("pager.more-above", above, above, upKey))
	}
}

// wrapLines wraps each paragraph of s to w cells (Japanese between any
// two characters, English at spaces: rulebook.Wrap), the lines after the
// first of a paragraph behind indent (all wrapped to the width the indent
// leaves, so that none is wider than w).
func wrapLines(s string, w int, indent string) []string {
	in := lipgloss.Width(indent)
	var out []string
	for _, para := range strings.Split(s, "\n") {
		if para == "" {
			out = append(out, "")
			continue
		}
		limit := max(1, w-in)
		var lines []string
		for _, l := range rulebook.Wrap(para, limit) {
			// A closing mark kept on its line, or a word longer than
			// the line, may pass the width: broken at the width.
			if lipgloss.Width(l) > limit {
				lines = append(lines, strings.Split(ansi.Hardwrap(l, limit, true), "\n")...)
				continue
			}
			lines = append(lines, l)
		}
		for i, l := range lines {
			if i > 0 {
				l = indent + l
			}
			out = append(out, l)
		}
	}
	return out
}

// wrapStyled is wrapLines for a line that may hold styles (a card's
// name in its pitch colour): it is wrapped as its words read, and each
// line cut from it with its styles (ansi.Cut opens them again on the
// next line and closes them at the end of each).
func wrapStyled(s string, w int) []string {
	plain := ansi.Strip(s)
	lines := wrapLines(plain, w, "")
	if plain == s {
		return lines
	}
	runes := []rune(plain)
	ri, pos := 0, 0
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		for ri < len(runes) && runes[ri] == ' ' { // the spaces a break took
			pos += ansi.StringWidth(" ")
			ri++
		}
		cw := ansi.StringWidth(l)
		for took := 0; took < cw && ri < len(runes); ri++ {
			took += ansi.StringWidth(string(runes[ri]))
		}
		out = append(out, ansi.Cut(s, pos, pos+cw))
		pos += cw
	}
	return out
}
