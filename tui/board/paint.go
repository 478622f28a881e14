package board

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// paint is what one of the board's styles puts around a line of text: the
// board's styles set only colours and attributes (no width, padding,
// border or margin), so lipgloss renders a single line as the same
// sequence before it and the same reset after it. Wrapping those around the
// text is what Render does for such a line, without its work per call
// (reading every property, building the sequence with Sprintf): most of
// what a frame spent styling. A text with a line break, a tab or a carriage
// return is rendered by lipgloss itself (Render splits lines, pads them to
// one width and converts tabs).
type paint struct {
	style     lipgloss.Style
	pre, post string
	ok        bool // pre and post are what Render gives
}

func newPaint(st lipgloss.Style) paint {
	p := paint{style: st}
	out := st.Render("X")
	i := strings.Index(out, "X")
	if i < 0 || strings.Contains(out[i+1:], "X") {
		return p
	}
	p.pre, p.post = out[:i], out[i+1:]
	// Check the guess on a few lines before trusting it.
	for _, s := range []string{"", " ", "ab c", "▶ → …", "\u9762 ", "\x1b[1mx\x1b[0m"} {
		if st.Render(s) != p.pre+s+p.post {
			return p
		}
	}
	p.ok = true
	return p
}

// on renders s as the style does.
func (p *paint) on(s string) string {
	if !p.ok || strings.ContainsAny(s, "\n\t\r") {
		return p.style.Render(s)
	}
	return p.pre + s + p.post
}

// paints are the board's styles made ready (newPaint) when NewStyles makes
// them; a Styles made otherwise (or with a style changed after) renders with
// its styles (Styles.paints checks).
type paints struct {
	title, dim, deciding, border, active, hit, plain,
	red, yellow, blue, lifeHigh, lifeMid, lifeLow, up, down paint
}

func newPaints(st *Styles) *paints {
	return &paints{
		title: newPaint(st.Title), dim: newPaint(st.Dim), deciding: newPaint(st.Deciding),
		border: newPaint(st.Border), active: newPaint(st.Active), hit: newPaint(st.Hit),
		plain: newPaint(st.Plain), red: newPaint(st.Red), yellow: newPaint(st.Yellow),
		blue: newPaint(st.Blue), lifeHigh: newPaint(st.LifeHigh), lifeMid: newPaint(st.LifeMid),
		lifeLow: newPaint(st.LifeLow), up: newPaint(st.Up), down: newPaint(st.Down),
	}
}
