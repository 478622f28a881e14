package board

import (
	"io"
	"strings"

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
	// Up and Down colour a number the engine uses that is above or below
	// the printed one (a forecast, an effect in force); the words ("base",
	// "→") say it without colour.
	Up, Down lipgloss.Style

	// p is the styles above made ready to wrap lines quickly (paint.go);
	// nil in a Styles not made by NewStyles, which then renders with the
	// styles themselves. The styles are not to be changed after.
	p *paints
}

// NewStyles makes the board's styles; color=false (NO_COLOR, --no-color)
// makes every style plain, with no ANSI sequence at all.
func NewStyles(color bool) Styles {
	r := lipgloss.NewRenderer(io.Discard)
	if !color {
		r.SetColorProfile(termenv.Ascii)
		p := r.NewStyle()
		st := Styles{
			Lang: text.EN, Color: false,
			Title: p, Dim: p, Selected: p, Cursor: p, Deciding: p, Error: p, Help: p, Border: p,
			Red: p, Yellow: p, Blue: p, LifeHigh: p, LifeMid: p, LifeLow: p, Active: p, Hit: p, Plain: p,
			Up: p, Down: p,
		}
		st.p = newPaints(&st)
		return st
	}
	r.SetColorProfile(termenv.ANSI256)
	r.SetHasDarkBackground(true)
	fg := func(c string) lipgloss.Style { return r.NewStyle().Foreground(lipgloss.Color(c)) }
	st := Styles{
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
		Up:       fg("114").Bold(true),
		Down:     fg("203").Bold(true),
	}
	st.p = newPaints(&st)
	return st
}

// CardName is a card's name coloured by its pitch colour. A card the viewer
// may not see reads "face down"; a face-down card its owner sees reads its
// name marked face down.
func (st Styles) CardName(c *Card) string {
	if c == nil {
		return ""
	}
	if c.Hidden {
		return st.dim(text.Words{Lang: st.Lang}.Say("board.face-down"))
	}
	name := st.inPitch(c.Color, c.Name)
	if c.FaceDown {
		name += " " + st.dim(text.Words{Lang: st.Lang}.Say("board.face-down-mark"))
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
		return st.dim(text.Words{Lang: st.Lang}.Say("board.face-down"))
	}
	n := c.Short
	if n == "" || !st.Color {
		n = c.Name
	}
	name := st.inPitch(c.Color, n)
	if c.FaceDown {
		name += " " + st.dim(text.Words{Lang: st.Lang}.Say("board.face-down-mark"))
	}
	return name
}

// inPitch renders s in the pitch colour c.
func (st Styles) inPitch(c rules.Color, s string) string {
	if st.p == nil {
		switch c {
		case rules.Red:
			return st.Red.Render(s)
		case rules.Yellow:
			return st.Yellow.Render(s)
		case rules.Blue:
			return st.Blue.Render(s)
		}
		return st.Plain.Render(s)
	}
	switch c {
	case rules.Red:
		return st.p.red.on(s)
	case rules.Yellow:
		return st.p.yellow.on(s)
	case rules.Blue:
		return st.p.blue.on(s)
	}
	return st.p.plain.on(s)
}

// The board's own uses of its styles, by paint when it is ready.
func (st Styles) title(s string) string {
	if st.p == nil {
		return st.Title.Render(s)
	}
	return st.p.title.on(s)
}

func (st Styles) dim(s string) string {
	if st.p == nil {
		return st.Dim.Render(s)
	}
	return st.p.dim.on(s)
}

func (st Styles) deciding(s string) string {
	if st.p == nil {
		return st.Deciding.Render(s)
	}
	return st.p.deciding.on(s)
}

func (st Styles) border(s string) string {
	if st.p == nil {
		return st.Border.Render(s)
	}
	return st.p.border.on(s)
}

func (st Styles) active(s string) string {
	if st.p == nil {
		return st.Active.Render(s)
	}
	return st.p.active.on(s)
}

// changed renders a number against the printed one: Up above it, Down
// below, plain when equal.
func (st Styles) changed(s string, now, base int) string {
	switch {
	case now > base && st.p == nil:
		return st.Up.Render(s)
	case now > base:
		return st.p.up.on(s)
	case now < base && st.p == nil:
		return st.Down.Render(s)
	case now < base:
		return st.p.down.on(s)
	}
	return s
}

// Power is a card's power as the board shows it: the engine's number now,
// the printed one beside it when they differ ("6p (base 4p)"), and what it
// would attack with if played or activated now when that differs again
// ("3p → 4p", rules.View.Forecast).
func (st Styles) Power(c *Card) string {
	f := c.Forecast
	return st.number(c.Power, c.BasePower, c.HasBase, f.Power, c.Forecasted && f.Attack, "p", "board.base-power")
}

// Defense is Power for the defense: "2d (base 0d)"; a card in hand that
// would defend with another number than it has shows it after an arrow.
func (st Styles) Defense(c *Card) string {
	f := c.Forecast
	if c.DefenseStar {
		// CR 2.3.2a: printed "*", an ability defines it: the number now,
		// and the star where a printed number would be.
		return st.number(c.Defense, c.Defense, false, f.Defense, c.Forecasted && f.HasDefense, "d", "") +
			" " + st.dim(text.Words{Lang: st.Lang}.Say("board.base-defense-star"))
	}
	return st.number(c.Defense, c.BaseDefense, c.HasBase, f.Defense, c.Forecasted && f.HasDefense, "d", "board.base-defense")
}

// number draws one of a card's numbers for Power and Defense: now, the
// base (said with the message key base) when known and different, and the
// forecast after an arrow when there is one and it differs from now.
func (st Styles) number(now, base int, hasBase bool, forecast int, forecasted bool, unit, baseKey string) string {
	w := text.Words{Lang: st.Lang}
	s := st.changed(itoa(now)+unit, now, base)
	based := hasBase && base != now
	three := based && forecasted && forecast != now
	if three {
		// Three numbers: each says what it is, so that none is read
		// as another's (the arrow as the base becoming the forecast).
		s = w.Say("board.now-"+unit, s)
	}
	if based {
		s += " " + st.dim(w.Say(baseKey, base))
	}
	if forecasted && forecast != now {
		f := st.changed(itoa(forecast)+unit, forecast, now)
		if three {
			f = w.Say("board.forecast-"+unit, f)
		}
		s += " → " + f
	}
	return s
}

// Stats is Card.Stats with the numbers as Power and Defense show them:
// "c0 3p → 4p 2d".
func (st Styles) Stats(c *Card) string {
	var parts []string
	if c.Props&rules.HasCost != 0 {
		parts = append(parts, st.dim("c"+itoa(c.Cost)))
		if c.PlayCosted && c.PlayCost != c.Cost {
			// What a play would be charged: a lower cost is good for
			// its player, as more power is.
			parts = append(parts, "→ "+st.changed("c"+itoa(c.PlayCost), c.Cost, c.PlayCost))
		}
	} else if c.XCost {
		parts = append(parts, st.dim("cX"))
	}
	// A number as printed, with nothing to forecast, is dim like the cost.
	if c.Props&rules.HasPower != 0 {
		if c.Power == c.BasePower && !(c.Forecasted && c.Forecast.Attack && c.Forecast.Power != c.Power) {
			parts = append(parts, st.dim(itoa(c.Power)+"p"))
		} else {
			parts = append(parts, st.Power(c))
		}
	}
	if c.Props&rules.HasDefense != 0 {
		if c.Defense == c.BaseDefense && !c.DefenseStar && !(c.Forecasted && c.Forecast.HasDefense && c.Forecast.Defense != c.Defense) {
			parts = append(parts, st.dim(itoa(c.Defense)+"d"))
		} else {
			parts = append(parts, st.Defense(c))
		}
	}
	return strings.Join(parts, " ")
}

func (st Styles) hit(s string) string {
	if st.p == nil {
		return st.Hit.Render(s)
	}
	return st.p.hit.on(s)
}

// Life is a life total coloured: green above 10, yellow 6 to 10, red 5 or
// less.
func (st Styles) Life(n int) string {
	s := itoa(n)
	if st.p == nil {
		switch {
		case n > 10:
			return st.LifeHigh.Render(s)
		case n > 5:
			return st.LifeMid.Render(s)
		}
		return st.LifeLow.Render(s)
	}
	switch {
	case n > 10:
		return st.p.lifeHigh.on(s)
	case n > 5:
		return st.p.lifeMid.on(s)
	}
	return st.p.lifeLow.on(s)
}
