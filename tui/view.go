package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// View draws the screen. Every screen but the hand-off shows only what its
// viewer may see: the snapshot was taken for them.
func (m *Model) View() string {
	if m.quitting {
		return ""
	}
	if m.width < MinWidth || m.height < MinHeight {
		return m.tooSmall()
	}
	if s := m.lessonScreen(); s != "" {
		return m.frame(s)
	}
	switch {
	case m.showHelp:
		return m.frame(m.helpScreen.view(m))
	case m.done != nil && !m.showLog:
		return m.frame(m.gameOver())
	case m.handoff:
		return m.frame(m.handoffScreen.view(m))
	case m.snap == nil:
		return m.frame(m.say("screen.shuffling"))
	case m.showLog:
		return m.logScreen.view(m)
	case m.rulesOpen:
		return m.rulesScreen.view(m)
	}
	return m.mainScreen()
}

// tooSmall is the screen below MinWidth×MinHeight. However small the
// terminal, how to quit stays visible: the message is wrapped to the width,
// and when it does not fit the height a shorter one, quitting first, is
// cut to the lines there are.
func (m *Model) tooSmall() string {
	w, h := max(1, m.width), max(1, m.height)
	quit := m.say("small.enlarge")
	if m.confirmQuit {
		quit = m.say("quit.question-short")
	}
	size := m.say("small.size", m.width, m.height, MinWidth, MinHeight)
	wrap := func(lines ...string) []string {
		st := lipgloss.NewStyle().Width(w)
		var out []string
		for _, l := range lines {
			out = append(out, strings.Split(st.Render(l), "\n")...)
		}
		for i, l := range out {
			out[i] = strings.TrimRight(l, " ")
		}
		return out
	}
	lines := wrap(size, quit)
	if len(lines) > h {
		if !m.confirmQuit {
			quit = m.say("small.press-q")
		}
		lines = wrap(quit, m.say("small.needs", MinWidth, MinHeight))
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return lipgloss.NewStyle().MaxWidth(w).Render(strings.Join(lines, "\n"))
}

// frame centres a screen's body above the help line.
func (m *Model) frame(body string) string {
	h := m.height - 1
	// The body is centred as one block: its lines stay aligned together.
	lines := strings.Split(body, "\n")
	wide := 0
	for _, l := range lines {
		wide = max(wide, lipgloss.Width(l))
	}
	for i, l := range lines {
		lines[i] = board.Pad(l, min(wide, m.width))
	}
	body = lipgloss.Place(m.width, h, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n"))
	return clip(body, m.width, h) + "\n" + m.helpLine()
}

func (m *Model) helpLine() string {
	if m.confirmQuit {
		return m.quitQuestion.view(m)
	}
	if q := m.dealQuestion(); q != "" {
		return q
	}
	if w := m.saveWarning(); w != "" { // the autosave fails (saving.go)
		return w
	}
	return board.Pad(m.shortHelp(m.width), m.width)
}

// shortHelp is the help line in w cells: the keys that work now, in the
// order of keyMap.ShortHelp. When they do not all fit, the first that
// fit are shown, then ? for the rest: never a key cut in its middle.
func (m *Model) shortHelp(w int) string {
	var on []key.Binding
	if m.panelOn && m.keys.Panel.Enabled() {
		// The key that reads on in the open panel, or closes it.
		on = append(on, m.keys.Panel)
	}
	for _, b := range m.keys.ShortHelp() {
		if b.Enabled() && !(m.panelOn && b.Help() == m.keys.Panel.Help()) {
			on = append(on, b)
		}
	}
	if m.keys.PanelTop.Enabled() {
		// The key back to the panel's top, last: the panel's marker
		// names it, and a narrow line keeps undo before it.
		on = append(on, m.keys.PanelTop)
	}
	return m.drawnHelpLine(w, on, m.fitHelp)
}

// shortKeyWords pairs a key's words with its short words, which the help
// line takes when the keys do not all fit in their own.
var shortKeyWords = [][2]string{
	{"key.toggle", "key.toggle-short"},
	{"key.undo", "key.undo-short"},
	{"key.stop", "key.stop-short"},
	{"key.hold", "key.hold-short"},
	{"key.scroll-log", "key.scroll-log-short"},
	{"key.panel-close", "key.panel-close-short"},
	{"key.next-rule", "key.next-rule-short"},
	{"key.restart", "key.restart-short"},
	{"key.gf-new", "key.gf-new-short"},
	{"key.gf-replay", "key.gf-replay-short"},
	{"key.gf-best", "key.gf-best-short"},
	{"key.gf-their-turn", "key.gf-their-turn-short"},
}

// shortWords is on with each key's short words where it has them.
func (m *Model) shortWords(on []key.Binding) []key.Binding {
	short := make(map[string]string, len(shortKeyWords))
	for _, p := range shortKeyWords {
		short[m.say(p[0])] = m.say(p[1])
	}
	out := make([]key.Binding, len(on))
	for i, b := range on {
		if s, ok := short[b.Help().Desc]; ok {
			b.SetHelp(b.Help().Key, s)
		}
		out[i] = b
	}
	return out
}

// fitHelp is shortHelp's line of the keys on in w cells: in their own
// words if they fit; else in their short words, two spaces apart; else
// the first that fit in short words, then ? for the rest.
func (m *Model) fitHelp(w int, on []key.Binding) string {
	h := m.help
	h.Width = 0 // measured here, not cut with "…"
	if line := h.ShortHelpView(on); lipgloss.Width(line) <= w {
		return line
	}
	on = m.shortWords(on)
	h.ShortSeparator = "  "
	if line := h.ShortHelpView(on); lipgloss.Width(line) <= w {
		return line
	}
	rest := m.keys.Help
	if rest.Enabled() {
		rest.SetHelp(rest.Help().Key, m.say("key.help-more"))
	}
	var kept []key.Binding
	for _, b := range on {
		if b.Help() == m.keys.Help.Help() {
			continue // last, as "more keys"
		}
		try := append(append([]key.Binding(nil), kept...), b)
		if rest.Enabled() {
			try = append(try, rest)
		}
		if lipgloss.Width(h.ShortHelpView(try)) <= w {
			kept = append(kept, b)
		}
	}
	if rest.Enabled() {
		kept = append(kept, rest)
	}
	return h.ShortHelpView(kept)
}

func (m *Model) gameOver() string {
	if m.gf != nil {
		return m.goldfishOver()
	}
	d := m.done
	var b strings.Builder
	if d.Err != nil {
		b.WriteString(m.st.Error.Render(m.say("over.stopped")+m.errorText(d.Err)) + "\n\n")
	}
	s := d.Stats
	switch {
	case s.Winner == 0 || s.Winner == 1:
		b.WriteString(m.st.Title.Render(m.say("over.win", d.Snap.Name(s.Winner))))
	default:
		b.WriteString(m.st.Title.Render(m.say("over.draw")))
	}
	b.WriteString("\n\n")
	b.WriteString(m.say("over.turns", s.Turns) + "\n")
	nameW := max(lipgloss.Width(d.Snap.Sides[0].Name), lipgloss.Width(d.Snap.Sides[1].Name))
	for p := rules.Player(0); p < 2; p++ {
		sd := d.Snap.Sides[p]
		// "played 1 card", not "1 cards" (Victor Goldmane, hh-kassai v
		// hh-victor, seed 69).
		line := m.sayN("over.side", s.CardsPlayed[p], board.Pad(sd.Name, nameW), s.StartLife[p], sd.Life, s.LifeLost[p], s.DamageDealt[p], s.CardsPlayed[p])
		if s.LifeGained[p] > 0 {
			line = m.sayN("over.side-gained", s.CardsPlayed[p], board.Pad(sd.Name, nameW), s.StartLife[p], sd.Life, s.LifeGained[p], s.LifeLost[p], s.DamageDealt[p], s.CardsPlayed[p])
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n" + m.say("over.keys"))
	return b.String()
}

// mainScreen is the table, the hand, the prompt and the help line, with
// the log on the right when the terminal is wide. How the lines are shared
// depends on the terminal's size alone (screenRows), so nothing moves from
// one question to the next; but a lesson's panel whose text does not fit
// takes the rows the question leaves empty below the hand.
func (m *Model) mainScreen() string {
	leftW := m.width
	if m.wide() {
		leftW = m.width - m.logWidth()
	}
	boardH, tailH, lowerH := m.screenRows()
	// A lesson's panel takes its lines from the table.
	n := m.lessonRows(leftW)
	if n > 0 {
		fromLower := min(n, max(0, lowerH-10)) // the lines the hand and prompt spare
		lowerH -= fromLower
		boardH -= n - fromLower
	}
	tableW := leftW - m.goldfishBeside() // the panel beside the table
	// Without a log pane or lines of its own below the table, the end of
	// the log lives in the table's empty lines (logInGap): effects waiting
	// on the sides leave it a rule and two events. Not beside the goldfish
	// panel, whose lines leave the table's none empty.
	leave := 0
	if tailH == 0 && !m.wide() && tableW == leftW {
		leave = logGapKept
	}
	table := m.table(tableW, boardH, leave)
	table = m.besideTable(table, boardH)
	if tailH > 0 {
		table += "\n" + m.logTail(leftW, tailH)
	} else if !m.wide() {
		table = m.logInGap(table, leftW)
	}
	lower, emptyAt, empty := m.lower(leftW, lowerH)
	if n > 0 {
		// A panel whose text is longer than its lines takes the rows the
		// part below leaves empty at this question (a short list of
		// options), before its text scrolls: the hand and the question
		// move down by as many.
		// The other way round, a panel whose text leaves rows of it
		// empty gives them to the part below when that uses all of its
		// own (the e panel, a long list, cut there): the hand and the
		// question move up by as many as it takes.
		panel := m.lessonPanel(leftW, n)
		page := &m.lesson.page
		if more := min(page.below()+page.above(), empty); more > 0 {
			panel = m.lessonPanel(leftW, n+more)
			lower = slices.Delete(lower, emptyAt, emptyAt+more)
		} else if spare := page.vp.Height - len(page.lines); spare > 0 && empty == 0 {
			rows, at, still := m.lower(leftW, lowerH+spare)
			lower = slices.Delete(rows, at, at+still)
			if took := spare - still; took > 0 {
				panel = m.lessonPanel(leftW, n-took)
			}
		}
		table += "\n" + strings.Join(panel, "\n")
	}
	left := table + "\n" + strings.Join(lower, "\n")
	if m.wide() {
		lw := m.logWidth()
		ph := m.goldfishAboveHeight() // the panel above the log
		m.logv.Width, m.logv.Height = lw-2, m.height-3-ph
		// The title's cells, not its bytes or runes: "ログ" is four.
		title := m.say("log.title")
		logBox := m.goldfishAbove(lw) + m.st.Border.Render("╭ "+title+" "+strings.Repeat("─", max(0, lw-4-lipgloss.Width(title)))+"╮") + "\n" +
			boxed(m.logView(), lw, m.height-3-ph, m.st) + "\n" +
			m.st.Border.Render("╰"+strings.Repeat("─", lw-2)+"╯")
		// lipgloss.JoinHorizontal's output, measured faster.
		left = board.JoinTop(clip(left, leftW, m.height-1), logBox)
	}
	return clip(left, m.width, m.height-1) + "\n" + m.helpLine()
}

// screenRows shares the lines above the help line between the table, the
// end of the log (narrow terminals with lines to spare) and the part below
// (the hand, the prompt and its options, a message), from the terminal's
// size alone.
func (m *Model) screenRows() (boardH, tailH, lowerH int) {
	lowerH = 10
	switch {
	case m.height >= 40:
		lowerH = 15
	case m.height >= 30:
		lowerH = 12
	}
	if m.cfg.OpenHands {
		lowerH += 2 // the other hand
	}
	boardH = m.height - 1 - lowerH
	if !m.wide() && boardH > 26 {
		// A narrow, tall terminal: the table needs no more than the
		// boxed layout at its fullest; the end of the log gets the rest.
		tailH = boardH - 24
		boardH = 24
	}
	return boardH, tailH, lowerH
}

// logGapKept is the empty lines a small board keeps for the end of the log
// when effects wait on the sides: its rule and two events.
const logGapKept = 3

// logInGap puts the end of the log in the empty lines the table leaves
// between the chain and the viewer's side (a compact table with a short
// chain), when there are at least two.
func (m *Model) logInGap(table string, w int) string {
	lines := strings.Split(table, "\n")
	start, n := -1, 0
	for i := 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != "" {
			continue
		}
		j := i
		for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
			j++
		}
		if j-i > n {
			start, n = i, j-i
		}
		i = j
	}
	if n < 2 {
		return table
	}
	tail := strings.Split(m.logTail(w, n), "\n")
	copy(lines[start:start+n], tail)
	return strings.Join(lines, "\n")
}

// logTail is the last lines of the viewer's log under a rule, n lines in
// all.
func (m *Model) logTail(w, n int) string {
	lines := m.logs[m.viewer()]
	// The latest events that fit whole, each wrapped with its
	// continuation indented (the whole log is a key away).
	var out []string
	for i := len(lines) - 1; i >= 0 && len(out) < n-1; i-- {
		ev := wrapLines(sanitize(lines[i]), w, "  ")
		if len(out)+len(ev) > n-1 {
			if len(out) > 0 {
				break
			}
			ev = ev[len(ev)-(n-1):] // the last event alone is too long: its end
		}
		for k := len(ev) - 1; k >= 0; k-- {
			out = append(out, board.Pad(m.st.Dim.Render(ev[k]), w))
		}
	}
	slices.Reverse(out)
	title := m.say("log.rule")
	rule := m.st.Border.Render("── " + title + " " + strings.Repeat("─", max(0, w-5-lipgloss.Width(title))))
	return strings.Join(append([]string{board.Pad(rule, w)}, out...), "\n")
}

// boxed draws side borders around lines.
func boxed(s string, w, h int, st board.Styles) string {
	lines := strings.Split(s, "\n")
	out := make([]string, h)
	bar := st.Border.Render("│") // once, not twice a line
	for i := range out {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		out[i] = bar + board.Pad(l, w-2) + bar
	}
	return strings.Join(out, "\n")
}

// lower is the part below the table, h lines: the hand, the rules panel
// (e), the question and its options, and at the bottom what the
// highlighted option does or a message. Nothing in it is cut without a
// key that shows the rest: the question and the hint are wrapped, and
// what still does not fit (a long list, a long panel) scrolls, saying
// how many lines are hidden and the key that shows them. The rows it
// leaves empty at this question are lines[emptyAt:emptyAt+empty] (above
// the bottom), which a lesson's panel may take.
func (m *Model) lower(w, h int) (lines []string, emptyAt, empty int) {
	var out []string
	me, opp := m.sides()
	// The hand takes a third line when the lower part has room for it
	// and the question (a 120×40 board): a hand of four is not cut to
	// "+1 (tab)" with empty lines under the options.
	handN := 2
	if h >= 14 {
		handN = 3
	}
	if h >= 15 && !m.cfg.OpenHands {
		// A fourth when it must (hh-victor v hh-kassai, seed 64, turn
		// 14 at 120×40: four cards, each "c5 6p → 7p 3d" with a Might
		// token in force, took three lines and one more): a hand takes
		// only the lines it needs, so the options lose one only then.
		handN = 4
	}
	out = append(out, m.handLines(m.snap.Sides[me], w, handN)...)
	if m.cfg.OpenHands {
		out = append(out, m.handLines(m.snap.Sides[opp], w, handN)...)
	}
	avail := max(1, h-len(out))
	// A lesson's outcome takes no answer: its question and options are
	// not shown (lessonKey keeps the keys that would answer idle).
	question := m.card == nil && !m.cardsMode && !(m.gf != nil && m.gf.best.open) && m.reply != nil && !m.lessonOver()
	var title []string
	listMin := 3 // a row and a marker above and below
	if question {
		// The question whole, leaving a hint line and three of the list.
		title = m.promptTitle(w, max(1, avail-4))
		listMin = min(3, m.listLines(w))
	}
	// The hint goes into the panel while it is open: the line at the
	// bottom keeps messages only.
	bottom := m.bottomLines(w, max(1, avail-len(title)-listMin))
	// The rules panel (e)
	panel := m.panelLines(w, max(2, avail-len(title)-listMin-len(bottom)))
	out = append(out, panel...)
	out = append(out, title...)
	room := max(1, avail-len(panel)-len(title)-len(bottom))
	switch {
	case m.card != nil:
		out = append(out, m.cardText.view(m, w, room)...)
	case m.cardsMode:
		out = append(out, m.cardBrowser.view(m, w, room)...)
	case m.gf != nil && m.gf.best.open:
		out = append(out, m.bestLines(w, room)...)
	case m.lessonOver():
		// Nothing to choose: the rows are left to the lesson's panel.
	case m.reply == nil:
		out = append(out, board.Pad(m.st.Dim.Render("…"), w))
	default:
		out = append(out, m.promptList(w, room)...)
	}
	if len(out) > h-len(bottom) {
		out = out[:h-len(bottom)]
	}
	emptyAt = len(out)
	for len(out) < h-len(bottom) {
		out = append(out, board.Pad("", w))
	}
	return append(out, bottom...), emptyAt, len(out) - emptyAt
}

// handLines is a side's hand in at most n lines (n ≥ 2) of w cells: the
// cards after the label, a line wrapped between cards; past n lines the
// rest are counted ("+2 (tab)": the card browser and the option list show
// them).
func (m *Model) handLines(sd board.Side, w, n int) []string {
	label := m.say("hand.label", sd.Name)
	if !sd.HandShown {
		return []string{board.Pad(fmt.Sprintf("%s: %d", label, sd.HandCount), w)}
	}
	parts := make([]string, 0, len(sd.Hand))
	for _, c := range sd.Hand {
		// The numbers it would attack or defend with if played now, as
		// the engine forecasts them ("3p → 4p").
		parts = append(parts, m.st.CardName(&c)+" "+m.st.Stats(&c))
	}
	if len(parts) == 0 {
		parts = append(parts, m.say("hand.empty"))
	}
	line := m.st.Title.Render(label) + "  " + strings.Join(parts, " · ")
	if lipgloss.Width(line) <= w {
		return []string{board.Pad(line, w)}
	}
	// Lines filled a card at a time (a card too wide alone goes on a line
	// of its own), the last of the n lines taking what fits and counting
	// the rest.
	fill := func(lead string, ps []string) (string, int) {
		l, k := lead, 0
		for k < len(ps) {
			next := l + " " + ps[k]
			if k > 0 {
				next = l + " · " + ps[k]
			}
			if k > 0 && lipgloss.Width(next) > w {
				break
			}
			l, k = next, k+1
		}
		return l, k
	}
	first, k := fill(m.st.Title.Render(label)+" ", parts)
	out := []string{board.Pad(first, w)}
	for k < len(parts) && len(out) < n-1 {
		l, d := fill(" ", parts[k:])
		out = append(out, board.Pad(l, w))
		k += d
	}
	if k < len(parts) {
		var rest []board.Piece
		for _, p := range parts[k:] {
			rest = append(rest, board.Piece{Sep: " · ", S: p})
		}
		more := func(n int) string { return m.st.Dim.Render(m.say("board.more-cards", n)) }
		out = append(out, board.Pad(board.FitPieces("  ", rest, w, more), w))
	}
	return out
}

// promptTitle is the question in at most n lines of w cells. The
// question's facts (what is owed, chosen so far, the limits) follow its
// title and wrap onto further lines rather than being cut.
func (m *Model) promptTitle(w, n int) []string {
	p := m.snap.Prompt
	title := p.Title
	if p.Source != nil {
		title += " — " + m.st.CardName(p.Source)
	}
	var facts []string
	switch p.Kind {
	case rules.AskPitch:
		facts = append(facts, m.say("fact.resources", m.snap.Sides[p.Player].Resources))
	case rules.AskDefenders:
		if len(m.picked) > 0 {
			// The defense the chosen cards would defend with, as the
			// engine counts it (Option.Defends, CR 7.3.2, 7.0.5).
			d := 0
			for _, i := range m.picked {
				d += p.Options[i].Defends()
			}
			facts = append(facts, m.say("fact.chosen", len(m.picked), d))
		}
		// The engine's limits on the answer, as the prompt carries them
		// (dominate, overpower): what they allow and why.
		for _, l := range p.Limits {
			facts = append(facts, text.Words{Lang: m.lang}.Limit(l))
		}
	case rules.AskOrder:
		facts = append(facts, m.say("fact.order"))
	}
	if p.Shape == rules.ShapeSubset && p.Max > 1 {
		facts = append(facts, m.say("fact.range", p.Min, p.Max))
	}
	var out []string
	for _, l := range titleLines(title, facts, w, max(1, n)) {
		out = append(out, board.Pad(m.st.Deciding.Render(l), w))
	}
	return out
}

// listLines is how many lines the question's list takes drawn whole.
func (m *Model) listLines(w int) int {
	p := m.snap.Prompt
	if p.Shape == rules.ShapeNumber {
		return 1
	}
	n := len(m.rows)
	if m.cursor < len(m.rows) {
		n += len(m.rowLines(p, m.rows[m.cursor], m.cursor, 1, w, m.blockedShort(p, w), false)) - 1
	}
	return n
}

// promptList is the question's options in h lines: a window around the
// highlighted row when they do not all fit, with "↑ k more" and "↓ k
// more" saying what is hidden. The highlighted row is drawn whole,
// wrapped; a row of an action that cannot be taken now gives its reason
// in the hint when the rows are too narrow for it.
func (m *Model) promptList(w, h int) []string {
	p := m.snap.Prompt
	var out []string
	if p.Shape == rules.ShapeNumber {
		return append(out, board.Pad(fmt.Sprintf("X (%d–%d): %s", p.XMin, p.XMax, m.xin.View()), w))
	}
	// Every row whole when they all fit so: with the reasons of the
	// actions that cannot be taken now, else without.
	short := m.blockedShort(p, w)
	for _, sh := range []bool{false, true} {
		if sh && !short {
			continue
		}
		var all []string
		n := 0
		for i, r := range m.rows {
			if r.chooses() {
				n++
			}
			all = append(all, m.rowLines(p, r, i, n, w, sh, true)...)
		}
		if len(all) <= h {
			return all
		}
	}
	// Else a window: the highlighted row's lines past its first come
	// out of the budget.
	extra := 0
	if m.cursor < len(m.rows) {
		extra = len(m.rowLines(p, m.rows[m.cursor], m.cursor, 1, w, short, false)) - 1
	}
	start, shown := scrollRows(len(m.rows), m.cursor, max(1, h-extra))
	if start > 0 {
		out = append(out, board.Pad(m.st.Dim.Render("  "+m.say("list.more-above", start)), w))
	}
	n := 0
	for i, r := range m.rows {
		if r.chooses() {
			n++
		}
		if i < start || i >= start+shown {
			continue
		}
		out = append(out, m.rowLines(p, r, i, n, w, short, false)...)
	}
	if below := len(m.rows) - start - shown; below > 0 {
		out = append(out, board.Pad(m.st.Dim.Render("  "+m.say("list.more-below", below)), w))
	}
	return out
}

// blockedShort reports a list whose rows of actions that cannot be taken
// now are too wide with their reasons: those too wide leave them to the
// hint, the others keep theirs on their one line.
func (m *Model) blockedShort(p *board.Prompt, w int) bool {
	for _, b := range p.Blocked {
		if lipgloss.Width("  "+m.say("row.blocked", m.blockedLabel(b), b.RowReason())) > w {
			return true
		}
	}
	return false
}

// blockedLabel is the label of a row of an action that cannot be taken
// now: the arsenal's card is told from a copy in the hand, as on an
// option's row.
func (m *Model) blockedLabel(b board.Blocked) string {
	if b.Card != nil && b.Card.FaceDown {
		return b.Label + " " + m.say("board.face-down-mark")
	}
	return b.Label
}

// scrollRows is the window of a list of n rows drawn in budget lines
// around the cursor: the first row shown and how many, leaving a line for
// "↑ k more" above and "↓ k more" below where rows are hidden there, so
// that nothing is cut without the player being told (at least one row is
// always shown).
func scrollRows(n, cursor, budget int) (start, shown int) {
	if n <= budget {
		return 0, n
	}
	for shown = budget; ; shown-- {
		start = min(max(0, cursor-shown/2), n-shown)
		lines := shown
		if start > 0 {
			lines++
		}
		if start+shown < n {
			lines++
		}
		if lines <= budget || shown == 1 {
			return start, shown
		}
	}
}

// rowLines is row i of the list (n its number): one line, cut if need
// be, but the highlighted row (every row with wrap) is wrapped to as many
// lines as it takes. short gives the rows of blocked actions without
// their reasons.
func (m *Model) rowLines(p *board.Prompt, r row, i, n, w int, short, wrap bool) []string {
	mark := "  "
	if i == m.cursor {
		mark = "› "
	}
	var s string
	if r.none {
		num := fmt.Sprintf("%d", n%10)
		s = fmt.Sprintf("%s%s %s", mark, num, m.say("row.none"))
	} else if r.opt >= 0 {
		o := p.Options[r.opt]
		num := fmt.Sprintf("%d", n%10)
		if n > 10 {
			num = " "
		}
		sel := ""
		if multi(p) {
			sel = "[ ] "
			picked := false
			for k, j := range m.picked {
				if j == r.opt {
					picked = true
					if p.Kind == rules.AskOrder {
						sel = fmt.Sprintf("[%d] ", k+1)
					} else {
						sel = "[x] "
					}
				}
			}
			if !picked && p.Room(m.pickedAnswer(p), o.ID) != nil {
				// The engine would refuse it with what is chosen: it
				// cannot be toggled on (the title says the limit).
				sel = m.st.Dim.Render("[-]") + " "
			}
		}
		label := o.Label
		if o.Card != nil && strings.Contains(label, o.Card.Name) {
			// An option about a card (play it, pitch it, defend with it)
			// shows the card in its pitch colour, with its numbers; not
			// an order's (a trigger's source, a card for the deck's
			// bottom), where they would read as the trigger's own.
			label = strings.Replace(label, o.Card.Name, m.st.CardName(o.Card), 1)
			if st := optionStats(m.st, o); st != "" && p.Kind != rules.AskPitch && p.Kind != rules.AskOrder {
				label += " " + st
			}
		}
		s = fmt.Sprintf("%s%s %s%s", mark, num, sel, label)
	} else {
		b := p.Blocked[r.blocked]
		label := m.blockedLabel(b)
		if short && lipgloss.Width(mark+m.say("row.blocked", label, b.RowReason())) > w {
			// Too wide with its reason, where the rows cannot wrap:
			// the line under the list says it when the row is
			// highlighted. The rows that fit keep theirs.
			s = mark + m.st.Dim.Render(m.say("row.blocked-short", label))
		} else {
			s = mark + m.st.Dim.Render(m.say("row.blocked", label, b.RowReason()))
		}
	}
	style := func(l string) string {
		if i == m.cursor {
			return m.st.Selected.Render(l)
		}
		return l
	}
	if lipgloss.Width(s) <= w || i != m.cursor && !wrap {
		return []string{board.Pad(style(s), w)}
	}
	var out []string
	if r.blocked >= 0 {
		// Plain words, wrapped as the language wraps (Japanese between
		// characters), each line dimmed on its own: a style left open at
		// the end of a line would run into the log's column beside it.
		for k, l := range wrapLines(strings.TrimPrefix(ansi.Strip(s), mark), w-4, "") {
			lead := "    "
			if k == 0 {
				lead = mark
			}
			out = append(out, board.Pad(style(lead+m.st.Dim.Render(l)), w))
		}
		return out
	}
	body := strings.TrimPrefix(s, mark)
	for k, l := range wrapStyled(body, w-4) {
		lead := "    "
		if k == 0 {
			lead = mark
		}
		out = append(out, board.Pad(style(lead+l), w))
	}
	return out
}

// titleLines packs a question's title and its facts, " · " between them,
// into at most n lines of w cells: a fact that does not fit goes to the
// next line whole; the last line is cut.
func titleLines(title string, facts []string, w, n int) []string {
	lines := wrapStyled(title, w)
	if len(lines) == 0 {
		lines = []string{""}
	}
	for _, f := range facts {
		last := lines[len(lines)-1]
		if lipgloss.Width(last)+3+lipgloss.Width(f) <= w {
			lines[len(lines)-1] = last + " · " + f
		} else {
			lines = append(lines, "  "+f)
		}
	}
	if len(lines) > n {
		lines[n-1] = strings.Join(append([]string{lines[n-1]}, lines[n:]...), " ")
		lines = lines[:n]
	}
	return lines
}

// bottomLines is the bottom of the screen, at most n lines of w cells:
// a message (an error, a note) when there is one, else what the
// highlighted option does and the rule behind it (in the panel instead
// while it is open), wrapped. A hint longer than n lines ends with the
// key that shows it whole: e, the panel.
func (m *Model) bottomLines(w, n int) []string {
	if m.message != "" {
		return m.wrapped(m.message, m.st.Error, w, n, false)
	}
	hint := m.hintText()
	if m.panelOn {
		return nil // the panel holds the hint
	}
	if hint == "" {
		return []string{board.Pad("", w)}
	}
	return m.wrapped(hint, m.st.Dim, w, n, true)
}

// wrapped is s wrapped to w cells in st, at most n lines: past them the
// last is cut, and ends with the panel's key when panel is set.
func (m *Model) wrapped(s string, st lipgloss.Style, w, n int, panel bool) []string {
	lines := wrapLines(s, w, "")
	if len(lines) > n {
		more := ""
		if panel {
			more = " " + m.say("hint.more", "e")
		}
		lines = append(lines[:n-1], ansi.Truncate(strings.Join(lines[n-1:], " "), max(1, w-lipgloss.Width(more)), "…")+more)
	}
	for i, l := range lines {
		lines[i] = board.Pad(st.Render(l), w)
	}
	return lines
}

// hintText is what the highlighted option does and the rule behind it,
// or "".
func (m *Model) hintText() string {
	p := m.prompt()
	if p == nil || m.card != nil || m.cardsMode || m.cursor >= len(m.rows) || m.gf != nil && m.gf.best.open || m.lessonOver() {
		return ""
	}
	r := m.rows[m.cursor]
	if r.none {
		return m.say("row.none-explain")
	}
	if r.opt >= 0 {
		return p.Options[r.opt].Explain
	}
	b := p.Blocked[r.blocked]
	return m.say("row.blocked-explain", b.Reason, b.Rule)
}

func wrap(s string, w int) string { return lipgloss.NewStyle().Width(max(1, w)).Render(s) }

// clip makes s exactly h lines of exactly w cells.
func clip(s string, w, h int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	for i, l := range lines {
		lines[i] = board.Pad(l, w)
	}
	return strings.Join(lines, "\n")
}

// optionStats is the numbers shown after an option's card: the card's
// (Styles.Stats), and for an option that activates an ability the
// ability's cost in place of the card's own ("c0" for Rally the
// Rearguard's instant, not the card's "c2"): what activating costs (CR
// 5.2.2), which the card's numbers do not say.
func optionStats(st board.Styles, o board.Option) string {
	if !o.HasCost {
		return st.Stats(o.Card)
	}
	c := *o.Card
	c.Props &^= rules.HasCost
	c.XCost = false
	return strings.TrimSpace(st.Dim.Render("c"+strconv.Itoa(o.Cost)) + " " + st.Stats(&c))
}
