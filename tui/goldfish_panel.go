package tui

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/tui/board"
)

// The goldfish board's side panel: the damage of each of the player's
// turns, the running total, the goldfish's life and the turn it died or
// would die at this pace. Beside the table on a narrow terminal, above the
// log on a wide one. Colours carry meaning (life as on the table, the turn
// being played, turns that dealt nothing dimmed); the words alone read the
// same without them.

// pace is the damage a turn of the player's so far, and the turn the
// goldfish would die at it: the turns counted are the player's turns that
// have ended, and the one being played once it has dealt damage (a turn
// just begun would only pull the pace down). ok is false before any
// damage.
func (t *gfTally) pace() (perTurn float64, dies int, ok bool) {
	n, dmg, last := 0, 0, 0
	for _, tt := range t.Turns {
		if !tt.Mine || tt.Turn == t.Current && tt.Damage == 0 {
			continue
		}
		n++
		dmg += tt.Damage
		last = tt.Turn
	}
	if n == 0 || dmg == 0 {
		return 0, 0, false
	}
	perTurn = float64(dmg) / float64(n)
	if t.Died > 0 {
		return perTurn, t.Died, true
	}
	more := int(math.Ceil(float64(t.Life) / perTurn))
	// The player's turns come every other turn of the game.
	return perTurn, last + 2*more, true
}

// mine is how many turns the player has had (the one being played too).
func (t *gfTally) mine() int {
	n := 0
	for _, tt := range t.Turns {
		if tt.Mine {
			n++
		}
	}
	return n
}

// goldfishBeside is the width the panel takes beside the table: on a
// narrow terminal only (a wide one has it above the log).
func (m *Model) goldfishBeside() int {
	if m.gf == nil || m.wide() {
		return 0
	}
	return min(30, max(24, m.width*3/10))
}

// besideTable puts the panel on the right of the table's h lines.
func (m *Model) besideTable(table string, h int) string {
	pw := m.goldfishBeside()
	if pw == 0 {
		return table
	}
	lines := m.goldfishPanelLines(pw-2, h)
	rows := strings.Split(table, "\n")
	for i := range rows {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		rows[i] += m.st.Border.Render("│") + " " + board.Pad(l, pw-2)
	}
	return strings.Join(rows, "\n")
}

// goldfishAboveHeight is how many lines the panel takes above the log of
// a wide terminal (0 on other boards).
func (m *Model) goldfishAboveHeight() int {
	if m.gf == nil || !m.wide() {
		return 0
	}
	return min(16, (m.height-3)/2)
}

// goldfishAbove is the panel as a box lw cells wide, to go above the log,
// ending with a newline ("" when there is none).
func (m *Model) goldfishAbove(lw int) string {
	ph := m.goldfishAboveHeight()
	if ph == 0 {
		return ""
	}
	title := m.say("gf.panel-title")
	top := m.st.Border.Render("╭ " + title + " " + strings.Repeat("─", max(0, lw-4-lipgloss.Width(title))) + "╮")
	body := boxed(" "+strings.Join(m.goldfishPanelLines(lw-4, ph-2), "\n "), lw, ph-2, m.st)
	return top + "\n" + body + "\n" + m.st.Border.Render("╰"+strings.Repeat("─", lw-2)+"╯") + "\n"
}

// goldfishPanelLines is the panel's content in h lines of w cells: the life, the
// latest turns (older ones give way), the total, the pace and the best
// line's state.
func (m *Model) goldfishPanelLines(w, h int) []string {
	gf := m.gf
	t := &gf.panel
	var head []string
	if !m.wide() {
		head = append(head, m.st.Title.Render(m.say("gf.panel-title")))
	}
	head = append(head, m.say("gf.panel-life", m.st.Life(t.Life), t.Start))
	var tail []string
	tail = append(tail, m.st.Title.Render(m.say("gf.panel-total", t.Total)))
	perTurn, dies, ok := t.pace()
	switch {
	case t.Died > 0:
		tail = append(tail, m.st.Active.Render(m.say("gf.panel-died", t.Died)))
	case ok:
		tail = append(tail, m.say("gf.panel-pace", perTurn), m.st.Deciding.Render(m.say("gf.panel-dies", dies)))
	default:
		tail = append(tail, m.st.Dim.Render(m.say("gf.panel-no-pace")))
	}
	switch b := &gf.best; {
	case gf.cfg.Best == nil:
	case b.thinking:
		tail = append(tail, m.st.Dim.Render(m.say("gf.panel-thinking")))
	case b.line != nil:
		// Green once the player's turn dealt as much as the best line,
		// yellow while it has not.
		st := m.st.LifeMid
		for _, tt := range t.Turns {
			if tt.Turn == b.turn && tt.Damage >= b.line.Damage {
				st = m.st.LifeHigh
			}
		}
		// Wrapped, not cut: at 80 columns "12.88 expected" is wider than
		// the panel.
		if b.line.Expected != "" {
			tail = append(tail, wrapStyled(st.Render(m.say("gf.panel-best-expected", b.turn, b.line.Expected)), w)...)
		} else {
			tail = append(tail, wrapStyled(st.Render(m.say("gf.panel-best", b.turn, b.line.Damage)), w)...)
		}
	}
	var rows []string
	for _, tt := range t.Turns {
		s := fmt.Sprintf("T%-3d %3d", tt.Turn, tt.Damage)
		switch {
		case tt.Turn == t.Current && m.done == nil:
			s = m.st.Active.Render(s + " " + m.say("gf.panel-now"))
		case tt.Damage == 0:
			s = m.st.Dim.Render(s)
		}
		rows = append(rows, s)
	}
	room := h - len(head) - len(tail)
	if room < len(rows) {
		// The latest turns stay; "…" says there were more.
		if room >= 2 {
			rows = append([]string{m.st.Dim.Render("…")}, rows[len(rows)-room+1:]...)
		} else {
			rows = rows[len(rows)-max(0, room):]
		}
	}
	out := append(head, rows...)
	out = append(out, tail...)
	for i, l := range out {
		out[i] = board.Pad(l, w)
	}
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// goldfishOver is the end of a goldfish game: the turn the goldfish died,
// the damage of each turn, the totals and what to do next.
func (m *Model) goldfishOver() string {
	d, t := m.done, &m.gf.panel
	var b strings.Builder
	if d.Err != nil {
		b.WriteString(m.st.Error.Render(m.say("over.stopped")+m.errorText(d.Err)) + "\n\n")
	}
	if t.Died > 0 {
		b.WriteString(m.st.Title.Render(m.say("gf.over-died", t.Died, t.mine())))
	} else {
		b.WriteString(m.st.Title.Render(m.say("gf.over-alive", t.Life)))
	}
	b.WriteString("\n\n")
	var turns []string
	for _, tt := range t.Turns {
		if tt.Mine || tt.Damage > 0 {
			turns = append(turns, fmt.Sprintf("T%d %d", tt.Turn, tt.Damage))
		}
	}
	w := min(m.width-4, 64)
	b.WriteString(m.say("gf.over-by-turn") + "\n")
	for _, l := range strings.Split(wrap(strings.Join(turns, " · "), w-2), "\n") {
		b.WriteString("  " + strings.TrimRight(l, " ") + "\n")
	}
	me := m.gf.human()
	per := 0.0
	if n := t.mine(); n > 0 {
		per = float64(t.Total) / float64(n)
	}
	b.WriteString("\n" + m.say("gf.over-total", t.Total, t.mine(), per, d.Stats.CardsPlayed[me]) + "\n")
	b.WriteString(m.say("gf.over-seed", m.gf.seed) + "\n\n")
	b.WriteString(m.st.Dim.Render(m.say("gf.over-keys")))
	return b.String()
}

// goldfishKeys is what the ? screen adds on a goldfish board: its keys
// and what each does (nil on other boards).
func (m *Model) goldfishKeys() [][2]string {
	if m.gf == nil {
		return nil
	}
	var out [][2]string
	for _, e := range [][2]string{{"b", "gf.help-best"}, {"g", "gf.help-their-turn"}, {"n", "gf.help-new"}, {"R", "gf.help-replay"}, {"u", "gf.help-undo"}} {
		out = append(out, [2]string{e[0], m.say(e[1])})
	}
	return out
}
