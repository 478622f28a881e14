package board

import (
	"io"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Styles are the board's lipgloss styles; no package-level style variables.
// Every style is made by a renderer of its own that writes nowhere, with a
// fixed colour profile, so what is drawn never depends on the terminal the
// tests run in. Without colour every style is plain text: the board must then
// read from its words and marks alone ("▶", "face down", "(red)").
type Styles struct {
	// Lang is the language of the few words the styles add ("face down").
	// Render sets it from the snapshot on its own copy.
	Lang text.Lang
	// Color reports whether the styles emit ANSI sequences at all.
	Color bool

	// Used by the model as well as the board.
	Title, Dim, Selected, Cursor, Deciding, Error, Help, Border lipgloss.Style

	// Pitch colours of the colour strip: red 1, yellow 2, blue 3.
	Red, Yellow, Blue lipgloss.Style
	// Life: more than 10, 6 to 10, 5 or less.
	LifeHigh, LifeMid, LifeLow lipgloss.Style
	// Active marks the active chain link; Hit a link that hit; Plain is
	// no style at all (colourless cards).
	Active, Hit, Plain lipgloss.Style
}

// NewStyles makes the board's styles; color=false (NO_COLOR, --no-color)
// makes every style plain, with no ANSI sequence at all.
func NewStyles(color bool) Styles {
	r := lipgloss.NewRenderer(io.Discard)
	if !color {
		r.SetColorProfile(termenv.Ascii)
		p := r.NewStyle()
		return Styles{
			Lang: text.EN, Color: false,
			Title: p, Dim: p, Selected: p, Cursor: p, Deciding: p, Error: p, Help: p, Border: p,
			Red: p, Yellow: p, Blue: p, LifeHigh: p, LifeMid: p, LifeLow: p, Active: p, Hit: p, Plain: p,
		}
	}
	r.SetColorProfile(termenv.ANSI256)
	r.SetHasDarkBackground(true)
	fg := func(c string) lipgloss.Style { return r.NewStyle().Foreground(lipgloss.Color(c)) }
	return Styles{
		Lang:     text.EN,
		Color:    true,
		Title:    r.NewStyle().Bold(true),
		Dim:      fg("244"),
		Selected: r.NewStyle().Reverse(true),
		Cursor:   fg("81").Bold(true),
		Deciding: fg("214").Bold(true),
		Error:    fg("203").Bold(true),
		Help:     fg("244"),
		Border:   fg("240"),
		Red:      fg("203"),
		Yellow:   fg("221"),
		Blue:     fg("75"),
		LifeHigh: fg("78").Bold(true),
		LifeMid:  fg("221").Bold(true),
		LifeLow:  fg("203").Bold(true),
		Active:   fg("214").Bold(true),
		Hit:      fg("203"),
		Plain:    r.NewStyle(),
	}
}

// CardName is a card's name coloured by its pitch colour. A card the viewer
// may not see reads "face down"; a face-down card its owner sees reads its
// name marked face down.
func (st Styles) CardName(c *Card) string {
	if c == nil {
		return ""
	}
	if c.Hidden {
		return st.Dim.Render(text.Words{Lang: st.Lang}.Say("board.face-down"))
	}
	name := st.pitch(c.Color).Render(c.Name)
	if c.FaceDown {
		name += " " + st.Dim.Render(text.Words{Lang: st.Lang}.Say("board.face-down-mark"))
	}
	return name
}

// shortName is CardName with the name without its colour, for narrow
// layouts (the colour then shows only with colour on).
func (st Styles) shortName(c *Card) string {
	if c == nil {
		return ""
	}
	if c.Hidden {
		return st.Dim.Render(text.Words{Lang: st.Lang}.Say("board.face-down"))
	}
	n := c.Short
	if n == "" || !st.Color {
		n = c.Name
	}
	name := st.pitch(c.Color).Render(n)
	if c.FaceDown {
		name += " " + st.Dim.Render(text.Words{Lang: st.Lang}.Say("board.face-down-mark"))
	}
	return name
}

func (st Styles) pitch(c rules.Color) lipgloss.Style {
	switch c {
	case rules.Red:
		return st.Red
	case rules.Yellow:
		return st.Yellow
	case rules.Blue:
		return st.Blue
	}
	return st.Plain
}

// Life is a life total coloured: green above 10, yellow 6 to 10, red 5 or
// less.
func (st Styles) Life(n int) string {
	s := itoa(n)
	switch {
	case n > 10:
		return st.LifeHigh.Render(s)
	case n > 5:
		return st.LifeMid.Render(s)
	}
	return st.LifeLow.Render(s)
}
