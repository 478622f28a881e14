package tui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
)

// An overlay is something the board opens over the question: the quit
// question, the key help, the hand-off screen, the log, a card's text, the
// cards on the table. While one is open it takes the keys: Model.key
// routes a key to the first open overlay, in the order of
// Model.overlays, and only with none open does the key reach the
// question. Each draws itself (its view) where it goes: the help line, the
// whole screen, or the part below the table.
//
// The Model embeds its overlays, so their state reads as the Model's own
// (m.showLog, m.card).
type overlay interface {
	// active reports whether it is open.
	active() bool
	// bind enables the keys that work while it is open (setKeys has
	// disabled every key).
	bind(m *Model)
	// key handles a key while it is open.
	key(m *Model, msg tea.KeyMsg) tea.Cmd
	// closedKey handles a key while it is closed (the key that opens it);
	// it reports whether it took the key.
	closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool)
}

// overlays are the overlays a key may reach before the question, the
// first open one taking it. The card browser comes later (questionKey):
// the keys of the whole table (hold, stop, undo) work while browsing.
func (m *Model) overlays() []overlay {
	return []overlay{&m.quitQuestion, &m.helpScreen, &m.handoffScreen, &m.rulesScreen, &m.logScreen, &m.cardText}
}

// overlayOpen reports whether one of the overlays is open.
func (m *Model) overlayOpen() bool {
	for _, o := range m.overlays() {
		if o.active() {
			return true
		}
	}
	return false
}

// route gives a key to o: to its key handling when it is open, else to
// closedKey. It reports whether o took the key.
func route(m *Model, o overlay, msg tea.KeyMsg) (tea.Cmd, bool) {
	if o.active() {
		return o.key(m, msg), true
	}
	return o.closedKey(m, msg)
}

// quitQuestion asks before quitting (q, ctrl+c): y quits (the game is
// saved), n or esc goes on, and a second ctrl+c quits.
type quitQuestion struct {
	confirmQuit bool
}

func (q *quitQuestion) active() bool { return q.confirmQuit }

func (q *quitQuestion) bind(m *Model) {
	m.keys.Yes.SetEnabled(true)
	m.keys.No.SetEnabled(true)
}

func (q *quitQuestion) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	switch {
	case msg.String() == "ctrl+c", key.Matches(msg, m.keys.Yes):
		return m.quit()
	case key.Matches(msg, m.keys.No):
		q.confirmQuit = false
	}
	return nil
}

func (q *quitQuestion) closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool) {
	if msg.String() == "ctrl+c" || key.Matches(msg, m.keys.Quit) {
		q.confirmQuit = true
		return nil, true
	}
	return nil, false
}

// view is the question, in place of the help line.
func (q *quitQuestion) view(m *Model) string {
	return board.Pad(m.st.Error.Render(m.say("quit.question")), m.width)
}

// helpScreen is the `?` screen: every key, enabled or not, with what it
// does, wrapped to the terminal; when it is longer than the terminal,
// ↑↓ (and pgup/pgdn) scroll it and its last line says what is hidden.
type helpScreen struct {
	showHelp bool
	page     pager
	// synced is the width and height the page was last set for: its
	// text depends on nothing else that changes (the language, the
	// styles and the goldfish board are the Model's for good), and
	// wrapping it for every key and every frame was most of the
	// screen's cost.
	synced [2]int
}

func (h *helpScreen) active() bool { return h.showHelp }

func (h *helpScreen) bind(m *Model) {
	m.keys.Back.SetEnabled(true)
	h.sync(m)
	if h.page.cut() {
		m.keys.Up.SetHelp("↑↓", m.say("key.scroll"))
		m.keys.Up.SetEnabled(true)
		m.keys.Down.SetEnabled(true)
	}
}

func (h *helpScreen) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	h.sync(m)
	switch {
	case key.Matches(msg, m.keys.Back, m.keys.Help):
		h.showHelp = false
	case key.Matches(msg, m.keys.Up):
		h.page.vp.ScrollUp(1)
	case key.Matches(msg, m.keys.Down):
		h.page.vp.ScrollDown(1)
	case key.Matches(msg, m.keys.LogUp):
		h.page.vp.PageUp()
	case key.Matches(msg, m.keys.LogDown):
		h.page.vp.PageDown()
	}
	return nil
}

func (h *helpScreen) closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool) {
	if key.Matches(msg, m.keys.Help) {
		h.showHelp = true
		h.page.vp.GotoTop()
		return nil, true
	}
	return nil, false
}

// helpWidth is how wide the `?` screen's text is: the terminal, up to
// 100 cells (longer lines are hard to follow).
func (m *Model) helpWidth() int { return max(1, min(m.width, 100)) }

// sync wraps the screen's text to the terminal and gives it the lines
// above the help line.
func (h *helpScreen) sync(m *Model) {
	if size := [2]int{m.helpWidth(), m.height}; size != h.synced || h.page.lines == nil {
		h.page.set(h.lines(m), m.height-1)
		h.synced = size
	}
}

// lines is the screen's text, wrapped: a goldfish board's keys first,
// then each key and what it does (the words wrapped beside the key), then
// the notes on stops and hand-offs.
func (h *helpScreen) lines(m *Model) []string {
	all := []struct{ keys, what string }{
		{"1-9, 0", m.say("help.choose")},
		{"↑/↓ enter", m.say("help.move")},
		{"space", m.say("help.toggle")},
		{"p", m.say("help.pass")},
		{"u", m.say("help.undo")},
		{"i", m.say("help.text")},
		{"tab", m.say("help.cards")},
		{"s", m.say("help.stop")},
		{"h", m.say("help.hold")},
		{"l, pgup/pgdn", m.say("help.log")},
		{"r", m.say("help.rules")},
		{"e, E", m.say("help.panel")},
		{"esc", m.say("help.back")},
		{"q", m.say("help.quit")},
	}
	w := m.helpWidth()
	const col = "               " // the keys' column and a space
	// A key and its words wrapped beside it: every line of the words
	// as wide, the first as the others.
	keyLines := func(keys, what string) []string {
		lines := wrapLines(what, w, col)
		lines[0] = fmt.Sprintf("%-14s %s", keys, lines[0])
		return lines
	}
	var out []string
	if gf := m.goldfishKeys(); gf != nil { // its keys first: at 80×24 the general keys below may be cut
		out = append(out, m.st.Title.Render(m.say("gf.help-title")))
		for _, e := range gf {
			out = append(out, keyLines(e[0], e[1])...)
		}
		out = append(out, "")
	}
	out = append(out, m.st.Title.Render(m.say("help.title")), "")
	for _, e := range all {
		out = append(out, keyLines(e.keys, e.what)...)
	}
	out = append(out, "")
	out = append(out, wrapLines(m.say("help.auto-pass"), w, "")...)
	// The hand-off screen is a hot-seat game's: against the computer
	// (--bot) it never shows, and the note said to hand the keyboard over
	// (hh-kassai v hh-victor, seed 65, at 120×40).
	switch {
	case m.cfg.Bot != nil && m.snap != nil:
		out = append(out, wrapLines(m.say("help.bot", m.snap.Name(m.cfg.Bot.Player)), w, "")...)
	case m.hotSeat() && !m.cfg.OpenHands:
		out = append(out, wrapLines(m.say("help.handoff"), w, "")...)
	}
	return out
}

// view is the screen's lines that fit, the last saying what is hidden.
func (h *helpScreen) view(m *Model) string {
	h.sync(m)
	return strings.Join(h.page.window(m.marker("↓", "↑")), "\n")
}

// handoffScreen hides everything between two players' questions: the next
// player takes the seat, then Enter shows their hand. Keys that arrive
// just after it opens or closes are ignored (handoff_guard.go).
type handoffScreen struct {
	handoff bool
	// shownFor is the player the screen was last shown to (NoPlayer
	// before the first hand-off).
	shownFor      rules.Player
	handoffOpened time.Time
	handoffClosed time.Time
	// banner shows the turn's banner ("Turn 7 — Terra") above; sameSeat
	// says the player at the keyboard stays: the banner alone.
	banner, sameSeat bool
	// note is what u said on it (why undo cannot be now).
	note string
}

// open hides the board for the next player, or (sameSeat) shows the
// turn's banner to the same one.
func (h *handoffScreen) open(now time.Time, banner, sameSeat bool) {
	h.handoff = true
	h.handoffOpened = now
	h.banner, h.sameSeat = banner, sameSeat
	h.note = ""
}

func (h *handoffScreen) active() bool { return h.handoff }

func (h *handoffScreen) bind(m *Model) {
	m.keys.Enter.SetHelp("enter", m.say("key.show-hand"))
	m.keys.Enter.SetEnabled(true)
	// The player who moved last may still take it back (hot-seat).
	m.keys.Undo.SetEnabled(m.cfg.NewGame != nil)
}

func (h *handoffScreen) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Enter):
		h.handoff = false
		h.handoffClosed = m.clock()
		h.shownFor = m.snap.Prompt.Player
		m.syncLog()
	case key.Matches(msg, m.keys.Undo) && m.cfg.NewGame != nil:
		// The banner alone: the same player's own undo. A hand-off: the
		// undo of the player who just moved, until the next one answers
		// (saves.Session.UndoFor looks through the board's passes).
		u, info := m.undoPrev, m.undoPrevInfo
		if h.sameSeat {
			u, info = m.undo, m.undoInfo
		}
		if u == nil {
			h.note = m.undoWhyOf(info)
			return nil
		}
		h.handoff = false
		h.handoffClosed = m.clock()
		m.undid = info
		if info.Turn > 0 {
			m.bannerTurn = info.Turn
		}
		return m.restart(u)
	}
	return nil
}

func (h *handoffScreen) closedKey(*Model, tea.KeyMsg) (tea.Cmd, bool) { return nil, false }

// view names the next player and nothing else: the turn's banner above
// at the start of a turn, and what undo said (wrapped to the screen).
func (h *handoffScreen) view(m *Model) string {
	name := m.snap.Name(m.snap.Prompt.Player)
	var b strings.Builder
	if h.banner {
		b.WriteString(m.st.Title.Render(m.say("handoff.turn", m.snap.Turn, m.snap.Name(m.snap.TurnPlayer))) + "\n\n")
	}
	if h.sameSeat {
		b.WriteString(m.st.Deciding.Render(m.say("handoff.go-on")))
	} else {
		b.WriteString(m.st.Deciding.Render(m.say("handoff.pass-to", name)))
	}
	if h.note != "" {
		// Wrapped, never cut: the whole reason is read (the board's one
		// wrapper, as wide as the help screen's text).
		b.WriteString("\n\n" + m.wrapText(h.note, m.helpWidth()))
	}
	return b.String()
}

// logScreen is the log on the whole screen (l), scrolled with the
// viewport's keys. While it is closed, pgup and pgdn scroll the log's
// column of a wide terminal.
type logScreen struct {
	showLog bool
}

func (l *logScreen) active() bool { return l.showLog }

func (l *logScreen) bind(m *Model) {
	m.keys.Back.SetEnabled(true)
	m.keys.LogUp.SetEnabled(true)
	m.keys.LogDown.SetEnabled(true)
}

// scroll scrolls the log by half a page on pgup and pgdn (before the
// viewport's own keys, which would scroll a whole page).
func (l *logScreen) scroll(m *Model, msg tea.KeyMsg) bool {
	switch {
	case key.Matches(msg, m.keys.LogUp):
		m.logv.HalfPageUp()
	case key.Matches(msg, m.keys.LogDown):
		m.logv.HalfPageDown()
	default:
		return false
	}
	return true
}

func (l *logScreen) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	if l.scroll(m, msg) {
		return nil
	}
	if key.Matches(msg, m.keys.Back, m.keys.Log) {
		l.showLog = false
		return nil
	}
	var cmd tea.Cmd
	m.logv, cmd = m.logv.Update(msg)
	return cmd
}

func (l *logScreen) closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool) {
	if l.scroll(m, msg) {
		return nil, true
	}
	if key.Matches(msg, m.keys.Log) {
		l.showLog = true
		m.syncLog()
		return nil, true
	}
	return nil, false
}

func (l *logScreen) view(m *Model) string {
	title := m.st.Title.Render(m.say("log.title"))
	return board.Pad(title, m.width) + "\n" + clip(m.logView(), m.width, m.height-2) + "\n" + m.helpLine()
}

// cardText is a card's text below the table (i on an option, enter in the
// card browser, a blocked action's card): rendered from its definition
// (tui/text), never the printed text. esc, enter or i closes it; a text
// longer than its lines scrolls with ↑↓.
type cardText struct {
	card *board.Card // the card shown, or nil
	page pager
}

func (c *cardText) active() bool { return c.card != nil }

func (c *cardText) bind(m *Model) {
	m.keys.Back.SetEnabled(true)
	m.keys.Enter.SetHelp("enter", m.say("key.back"))
	m.keys.Enter.SetEnabled(true)
	c.scrollKeys(m)
}

// scrollKeys enables ↑↓ while the text does not fit.
func (c *cardText) scrollKeys(m *Model) {
	if c.page.cut() {
		m.keys.Up.SetHelp("↑↓", m.say("key.scroll"))
		m.keys.Up.SetEnabled(true)
		m.keys.Down.SetEnabled(true)
	}
}

func (c *cardText) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Back, m.keys.Enter, m.keys.Info):
		c.card = nil
		c.page.vp.GotoTop()
	case key.Matches(msg, m.keys.Up):
		c.page.vp.ScrollUp(1)
	case key.Matches(msg, m.keys.Down):
		c.page.vp.ScrollDown(1)
	}
	return nil
}

func (c *cardText) closedKey(*Model, tea.KeyMsg) (tea.Cmd, bool) { return nil, false }

// view is the card's name, type line, numbers and text in h lines of w
// cells, wrapped; what does not fit scrolls.
func (c *cardText) view(m *Model, w, h int) []string {
	stats := m.st.Stats(c.card)
	if c.card.Props&rules.HasPitch != 0 {
		stats = strings.TrimSpace(m.say("info.pitch", c.card.Pitch, stats))
	}
	head := m.st.Title.Render(m.st.CardName(c.card)) + "  " + c.card.TypeLine + "  " + stats
	var lines []string
	for i, l := range strings.Split(ansi.Wrap(head, w-2, " "), "\n") {
		if i > 0 {
			l = "  " + l
		}
		lines = append(lines, l)
	}
	if c.card.Props&rules.HasCost != 0 && c.card.Props&rules.HasDefense == 0 {
		// A card played from a deck with no defense printed (Wrecking
		// Ball, Bare Fangs): its missing "d" is the card's, not the
		// board's, and it is never offered as a defender.
		for _, part := range wrapLines(m.say("info.no-defense"), w-2, "") {
			lines = append(lines, "  "+m.st.Dim.Render(part))
		}
	}
	for _, l := range c.card.Text {
		for _, part := range wrapLines(l, w-2, "") {
			lines = append(lines, "  "+part)
		}
	}
	c.page.set(lines, h)
	out := c.page.window(m.marker("↓", "↑"))
	for i, l := range out {
		out[i] = board.Pad(l, w)
	}
	c.scrollKeys(m) // the help line drawn after this says so
	return out
}

// cardBrowser lists the cards on the table the player may inspect (tab);
// enter shows the highlighted one's text, tab or esc closes it.
type cardBrowser struct {
	cardsMode  bool
	cardCursor int
}

func (b *cardBrowser) active() bool { return b.cardsMode }

func (b *cardBrowser) bind(m *Model) {
	k := &m.keys
	k.Up.SetEnabled(true)
	k.Down.SetEnabled(true)
	k.Enter.SetHelp("enter", m.say("key.card-text"))
	k.Enter.SetEnabled(true)
	k.Back.SetEnabled(true)
}

func (b *cardBrowser) key(m *Model, msg tea.KeyMsg) tea.Cmd {
	cards := m.visibleCards()
	switch k := m.keys; {
	case key.Matches(msg, k.Cards):
		b.cardsMode, b.cardCursor = false, 0
	case key.Matches(msg, k.Back):
		b.cardsMode = false
	case key.Matches(msg, k.Up):
		b.cardCursor = max(0, b.cardCursor-1)
	case key.Matches(msg, k.Down):
		b.cardCursor = min(len(cards)-1, b.cardCursor+1)
	case key.Matches(msg, k.Enter):
		if b.cardCursor >= 0 && b.cardCursor < len(cards) {
			c := cards[b.cardCursor]
			m.card = &c
		}
	}
	return nil
}

func (b *cardBrowser) closedKey(m *Model, msg tea.KeyMsg) (tea.Cmd, bool) {
	if key.Matches(msg, m.keys.Cards) {
		b.cardsMode, b.cardCursor = true, 0
		return nil, true
	}
	return nil, false
}

// view is the list under its title, in h lines of w cells, scrolled to
// keep the highlighted card in sight.
func (b *cardBrowser) view(m *Model, w, h int) []string {
	out := []string{board.Pad(m.st.Title.Render(m.say("browser.title")), w)}
	budget := h - 1
	cards, where := m.tableCards()
	start := 0
	if len(cards) > budget {
		start = min(max(0, b.cardCursor-budget/2), len(cards)-budget)
	}
	for i := start; i < len(cards) && i < start+budget; i++ {
		c := cards[i]
		stats := c.Stats()
		// A hero's row gives their zone counts: a hero line the table
		// cut ends with "(tab)" too.
		for p := range m.snap.Sides {
			if sd := &m.snap.Sides[p]; c.Obj == sd.Hero.Obj && c.Name == sd.Hero.Name {
				if stats != "" {
					stats += " · "
				}
				stats += board.ZoneCounts(m.snap, sd.Player, m.st)
			}
		}
		switch {
		case where[i] == "":
		case stats == "":
			stats = where[i]
		default:
			stats += " · " + where[i]
		}
		s := "  " + m.st.CardName(&c) + " " + m.st.Dim.Render(stats)
		if i == b.cardCursor {
			s = m.st.Selected.Render("› " + m.st.CardName(&c) + " " + stats)
		}
		out = append(out, board.Pad(s, w))
	}
	return out
}
