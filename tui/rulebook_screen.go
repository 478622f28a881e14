package tui

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/rulebook"
)

// rulesScreen is the rulebook over the board (r): the entry of the rule
// behind what the player is looking at — the message (a refusal, a
// blocked action's reason), else the highlighted option, else the last log
// line — in our own words (tui/rulebook). Its links are the entry's
// related rules and every CR number on the screen when it opened: tab
// moves between them, enter opens one, esc goes back one entry and closes
// the screen after the first.
type rulesScreen struct {
	rulesOpen bool
	// ruleTrail is the entries opened, the one shown last.
	ruleTrail []string
	// ruleSeen is the CR numbers on the screen when it opened.
	ruleSeen   []string
	ruleCursor int // the highlighted link
	rulev      viewport.Model
}

func (r *rulesScreen) active() bool { return r.rulesOpen }

func (r *rulesScreen) bind(m *Model) {
	m.keys.Back.SetEnabled(true)
	m.keys.Rules.SetEnabled(true)
	// r closes the rulebook at once, where esc goes back one rule.
	m.keys.Rules.SetHelp("r", m.say("key.rules-close"))
	m.keys.NextRule.SetEnabled(len(r.links(m)) > 0)
	m.keys.Enter.SetHelp("enter", m.say("key.open-rule"))
	m.keys.Enter.SetEnabled(len(r.links(m)) > 0)
}

func (r *rulesScreen) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	links := r.links(m)
	switch {
	case key.Matches(msg, m.keys.Back), key.Matches(msg, m.keys.Rules):
		r.ruleTrail = r.ruleTrail[:len(r.ruleTrail)-1]
		r.ruleCursor = 0
		if len(r.ruleTrail) == 0 || key.Matches(msg, m.keys.Rules) {
			r.rulesOpen, r.ruleTrail = false, nil
			return nil
		}
	case key.Matches(msg, m.keys.NextRule):
		if len(links) > 0 {
			if msg.String() == "shift+tab" {
				r.ruleCursor = (r.ruleCursor + len(links) - 1) % len(links)
			} else {
				r.ruleCursor = (r.ruleCursor + 1) % len(links)
			}
		}
	case key.Matches(msg, m.keys.Enter):
		if r.ruleCursor < len(links) {
			r.ruleTrail = append(r.ruleTrail, links[r.ruleCursor])
			r.ruleCursor = 0
			r.rulev.GotoTop()
		}
	default:
		var cmd tea.Cmd
		r.rulev, cmd = r.rulev.Update(msg)
		return cmd
	}
	r.fill(m)
	return nil
}

// closedKey opens the screen on r, over a question.
func (r *rulesScreen) closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool) {
	if !key.Matches(msg, m.keys.Rules) || m.prompt() == nil || m.cardsMode {
		return nil, false
	}
	first := m.ruleInFocus()
	if first == "" {
		m.message = m.say("rulebook.nothing")
		return nil, true
	}
	r.rulesOpen, r.ruleTrail, r.ruleCursor = true, []string{first}, 0
	r.ruleSeen = m.rulesOnScreen()
	r.rulev.GotoTop()
	r.fill(m)
	return nil, true
}

// shown is the number whose entry is on the screen.
func (r *rulesScreen) shown() string { return r.ruleTrail[len(r.ruleTrail)-1] }

// links lists what tab moves between: the related rules of the entry
// shown, then the numbers that were on the screen, each once.
func (r *rulesScreen) links(m *Model) []string {
	if !r.rulesOpen {
		return nil
	}
	e, _ := rulebook.For(m.lang).Nearest(r.shown())
	var out []string
	if e != nil {
		out = append(out, e.See...)
	}
	for _, n := range r.ruleSeen {
		if !slices.Contains(out, n) && n != r.shown() {
			out = append(out, n)
		}
	}
	return out
}

// fill writes the entry shown into the viewport, sized to the screen,
// scrolled to keep the highlighted link in sight.
func (r *rulesScreen) fill(m *Model) {
	w := max(20, m.width)
	r.rulev.Width, r.rulev.Height = w, max(3, m.height-2)
	b := rulebook.For(m.lang)
	num := r.shown()
	e, exact := b.Nearest(num)
	var lines []string
	add := func(s string) { lines = append(lines, s) }
	wrapped := func(s, indent string) {
		for _, l := range rulebook.Wrap(s, w-len(indent)-1) {
			add(indent + l)
		}
	}
	switch {
	case e == nil:
		wrapped(m.say("rulebook.unknown-number", num), "")
		r.rulev.SetContent(strings.Join(lines, "\n"))
		return
	case !exact:
		wrapped(m.say("rulebook.nearest", num, e.Number), "")
		add("")
	case e.Number != num:
		wrapped(m.say("rulebook.covered-by", num, e.Number), "")
		add("")
	}
	add(m.st.Title.Render(m.say("rulebook.title", e.Number, e.Title)))
	wrapped(e.Text, "  ")
	if len(e.Covers) > 0 {
		wrapped(m.say("rulebook.covers", strings.Join(e.Covers, ", ")), "  ")
	}
	if len(e.Terms) > 0 {
		wrapped(m.say("rulebook.terms", strings.Join(e.Terms, ", ")), "  ")
	}
	links := r.links(m)
	cursorLine := -1
	link := func(i int, n string) {
		title := ""
		if le, _ := b.Nearest(n); le != nil {
			title = le.Title
		}
		s := "    " + padNum(n) + " " + title
		if i == r.ruleCursor {
			cursorLine = len(lines)
			s = m.st.Selected.Render("  › " + padNum(n) + " " + title)
		}
		add(board.Pad(s, w-1))
	}
	see := 0
	if len(e.See) > 0 {
		add("")
		add(m.say("rulebook.related"))
		for ; see < len(e.See); see++ {
			link(see, links[see])
		}
	}
	if len(links) > see {
		add("")
		add(m.say("rulebook.on-screen"))
		for i := see; i < len(links); i++ {
			link(i, links[i])
		}
	}
	r.rulev.SetContent(strings.Join(lines, "\n"))
	if cursorLine >= 0 {
		if cursorLine < r.rulev.YOffset {
			r.rulev.SetYOffset(cursorLine)
		} else if cursorLine >= r.rulev.YOffset+r.rulev.Height {
			r.rulev.SetYOffset(cursorLine - r.rulev.Height + 1)
		}
	}
}

func padNum(n string) string { return n + strings.Repeat(" ", max(0, 7-len(n))) }

// view is the screen: a title, the entry and its links, the help line.
func (r *rulesScreen) view(m *Model) string {
	r.fill(m)
	title := m.st.Title.Render(m.say("rulebook.screen"))
	return board.Pad(title, m.width) + "\n" + clip(r.rulev.View(), m.width, m.height-2) + "\n" + m.helpLine()
}

// ruleInFocus is the CR number r opens: the first of the message line
// (a refusal or a note), else the highlighted row's rule, else the newest
// log line's; "" when none leads to an entry.
func (m *Model) ruleInFocus() string {
	b := rulebook.For(m.lang)
	if n := b.Cited(m.message); len(n) > 0 {
		return n[0]
	}
	if p := m.prompt(); p != nil && m.cursor < len(m.rows) {
		row := m.rows[m.cursor]
		var s string
		switch {
		case row.opt >= 0:
			s = p.Options[row.opt].Rule.String() + " " + p.Options[row.opt].Explain
		case row.blocked >= 0:
			s = p.Blocked[row.blocked].Rule
		}
		if n := b.Cited(s); len(n) > 0 {
			return n[0]
		}
	}
	lines := m.logs[m.viewer()]
	for i := len(lines) - 1; i >= 0; i-- {
		if n := b.Cited(lines[i]); len(n) > 0 {
			return n[len(n)-1]
		}
	}
	return ""
}

// rulesOnScreen is every CR number the board shows now: the message line,
// the question's title, the rules of its rows (the highlighted one's
// explanation cites it), and the log lines a screen can hold, newest
// first.
func (m *Model) rulesOnScreen() []string {
	b := rulebook.For(m.lang)
	var out []string
	add := func(s string) {
		for _, n := range b.Cited(s) {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	add(m.message)
	if p := m.prompt(); p != nil {
		add(p.Title)
		for _, row := range m.rows {
			switch {
			case row.opt >= 0:
				add(p.Options[row.opt].Rule.String() + " " + p.Options[row.opt].Explain)
			case row.blocked >= 0:
				add(p.Blocked[row.blocked].Rule)
			}
		}
	}
	lines := m.logs[m.viewer()]
	for i := len(lines) - 1; i >= 0 && i >= len(lines)-m.height; i-- {
		add(lines[i])
	}
	return out
}
