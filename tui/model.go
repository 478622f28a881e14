// Package tui is the hot-seat board: a Bubble Tea program that draws the
// table (tui/board), the hand, the prompt and the log, and turns key presses
// into answers for the synchronous rules core, which runs in its own
// goroutine (bridge.go).
package tui

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Minimum terminal size: the compact layout is drawn for 80×24.
const (
	MinWidth  = 80
	MinHeight = 24
	// Wide layouts put the log in a column on the right.
	wideWidth  = 120
	wideHeight = 30
)

// Config sets up a board.
type Config struct {
	Game *rules.Game
	Lang text.Lang
	// OpenHands shows both hands and turns the hand-off screen off.
	OpenHands bool
	// FullControl asks even when passing is the only choice.
	FullControl bool
	// Color draws in colour; false gives a monochrome board (NO_COLOR).
	Color bool
	// HoldPriority starts with "hold priority after one's own layers" on
	// for both players (the h key toggles it for the one deciding).
	HoldPriority bool
	// Stops are where the board asks each player at priority (stops.go);
	// zero means DefaultStops, NoStops none.
	Stops [2]Stops
	// NoPassConfirm turns off the second key asked before passing in
	// one's own action phase with an action point and something playable.
	NoPassConfirm bool
	// NewGame sets up the same game again, from its setup: undo replays
	// the answers on it. Without it there is no undo.
	NewGame func() (*rules.Game, error)
	// Record, when set, is the game's record (autosaved after every
	// answer): its answers are replayed first (resume). See saving.go.
	Record *saves.Session
	// Lesson, when set, plays a lesson on the board
	// (lesson.go).
	Lesson *Lesson
	// First answers who takes the first turn (CR 4.1.3) for the player
	// selected at random: 1 or 2 gives it to player 1 or 2, 0 asks.
	First int
	// Equipment, when set, offers each player the weapons and equipment
	// they chose last time first (EquipMemory).
	Equipment EquipMemory
	// Goldfish, when set, makes a goldfish board: one player
	// against a goldfish that answers itself (goldfish.go).
	Goldfish *Goldfish
	// Bot, when set, makes a game against the computer: it takes
	// Bot.Player's seat (botseat.go).
	Bot *Bot
	// HandoffGuard is how long keys are ignored after the hand-off screen
	// opens or closes: zero gives DefaultHandoffGuard, NoHandoffGuard
	// (any negative value) none (handoff_guard.go).
	HandoffGuard time.Duration
}

// row is one line of the prompt's list: an option, "none" (a single
// choice that may be declined), or a blocked action.
type row struct {
	opt     int // index in Prompt.Options, or -1
	blocked int // index in Prompt.Blocked, or -1
	none    bool
	card    *board.Card
}

// chooses reports a row that answers the prompt (and has a number).
func (r row) chooses() bool { return r.opt >= 0 || r.none }

// Model is the Bubble Tea model of the board.
type Model struct {
	cfg    Config
	lang   text.Lang
	st     board.Styles
	keys   keyMap
	help   help.Model
	logv   viewport.Model
	xin    textinput.Model
	width  int
	height int

	ctx    context.Context
	cancel context.CancelFunc
	br     *bridge
	ch     chan tea.Msg

	logs  [viewers][]string
	wraps [viewers]logWrap // each log as last wrapped (syncLog)
	// logGen counts the log viewport's contents (syncLog); drawnTable and
	// drawnLog are the last table and log drawn (viewcache.go).
	logGen     int
	drawnTable drawn
	drawnLog   logDrawn
	drawnHelp  helpLines // the help lines (viewcache.go)
	snap       *board.Snapshot
	reply      chan rules.Answer
	// undo is the answers that take the player back to their last
	// priority question (askMsg.Undo), or nil.
	undo     []rules.Answer
	undoInfo saves.Undo // how far undo goes, or why not (saving.go)
	// undoPrev is the undo of the player who answered the screen before a
	// hand-off (askMsg.UndoPrev): u on the hand-off screen.
	undoPrev     []rules.Answer
	undoPrevInfo saves.Undo
	// confirmPass is set while a pass waits for its second key (the
	// action phase with an action point and something playable).
	confirmPass bool
	// confirmLethal is set while a defence that lets lethal damage
	// through waits for its second enter (lethalDefense).
	confirmLethal bool
	// bannerTurn is the last turn whose banner was shown.
	bannerTurn int
	// shownAt is when a question came after a run of the board's passes
	// with no hand-off: keys guarded from then too (handoff_guard.go).
	shownAt time.Time
	// askedAt is when the question on the board came: a pass that ends
	// the action phase pressed just after it was meant for the one
	// before (passAhead).
	askedAt time.Time
	// botMoved is set when the computer answered since the last question
	// shown (its "is thinking" screen came): the next question is new to
	// the player, guarded like one after the board's passes. askedFor is
	// the player of the last question shown (NoPlayer before the first):
	// with open hands, a question of the other player comes with no
	// hand-off, and is guarded too. ignored is set once the board said a
	// key was ignored on this screen (keyIgnored).
	botMoved bool
	askedFor rules.Player
	ignored  bool
	rows     []row
	// cursor is the highlighted row; picked the chosen options, in order.
	cursor int
	picked []int

	// now is the model's clock (time.Now; tests set their own). A key
	// that arrives within m.handoffGuard() of the hand-off screen opening or
	// closing is ignored (handoff_guard.go).
	now func() time.Time

	// The overlays (overlay.go), each with its state, its keys and its
	// view.
	quitQuestion
	helpScreen
	handoffScreen
	logScreen
	cardText
	cardBrowser
	rulesScreen // the rulebook (r, rulebook_screen.go)

	// panelOn shows the rules panel (e, panel.go).
	panelOn bool
	// panelPage is the panel's place in its text when it does not fit.
	panelPage pager

	message  string
	undone   bool
	undos    int // how many times undo was used
	undid    saves.Undo
	done     *doneMsg
	quitting bool
	// the lesson's state, or nil (lesson.go).
	lesson *lessonState
	// the goldfish board's state, or nil (goldfish.go).
	gf *goldfishBoard
}

// New builds the board for cfg.Game; Init starts the game.
func New(cfg Config) *Model {
	m := newModel(cfg)
	if cfg.Game != nil {
		m.ctx, m.cancel = context.WithCancel(context.Background())
		m.ch = make(chan tea.Msg)
		m.br = newBridge(cfg.Game, cfg.Lang, cfg.OpenHands, cfg.FullControl, m.ch)
		m.br.holdAll(cfg.HoldPriority)
		m.br.stops = [2]Stops{cfg.Stops[0].orDefault(), cfg.Stops[1].orDefault()}
		m.br.first = cfg.First
		m.br.equip = cfg.Equipment
		if cfg.Record != nil {
			m.br.attach(cfg.Record, cfg.Record.Len())
		}
		m.attachLesson()
		m.wireGoldfish()
		m.wireBot()
	}
	return m
}

func newModel(cfg Config) *Model {
	if cfg.Lang == "" {
		cfg.Lang = text.EN
	}
	m := &Model{cfg: cfg, lang: cfg.Lang, st: board.NewStyles(cfg.Color), keys: newKeyMap(cfg.Lang)}
	m.shownFor = rules.NoPlayer
	m.askedFor = rules.NoPlayer
	if cfg.Goldfish != nil {
		m.gf = newGoldfish(cfg.Goldfish)
		m.keys.goldfish = true
	}
	m.st.Lang = cfg.Lang
	m.help = help.New()
	// The help line in the board's styles: a key in the terminal's own
	// colour, what it does dimmed (Styles.Help). Bubbles' own greys drew
	// both alike (38;5;59 in a 256-colour terminal), the key not told
	// from its words; without colour, no styles at all.
	m.help.Styles = help.Styles{}
	if cfg.Color {
		m.help.Styles = help.Styles{ShortKey: m.st.Plain, ShortDesc: m.st.Help, ShortSeparator: m.st.Border,
			FullKey: m.st.Plain, FullDesc: m.st.Help, FullSeparator: m.st.Border, Ellipsis: m.st.Help}
	}
	m.logv = viewport.New(40, 10)
	m.xin = textinput.New()
	m.xin.CharLimit = 3
	m.xin.Width = 6
	m.xin.Validate = func(s string) error {
		for _, r := range s {
			if r < '0' || r > '9' {
				return fmt.Errorf("digits only")
			}
		}
		return nil
	}
	m.width, m.height = MinWidth, MinHeight
	m.lessonSetup()
	m.setKeys()
	return m
}

// say renders message id in the board's language (the tables of
// tui/text).
func (m *Model) say(id string, args ...any) string {
	return text.Words{Lang: m.lang}.Say(id, args...)
}

// Init starts the game's goroutine from the program's first command
// (STYLE.md) and waits for its first question.
func (m *Model) Init() tea.Cmd {
	if m.br == nil {
		return nil
	}
	return m.start()
}

// start runs the game goroutine and waits for its first message.
func (m *Model) start() tea.Cmd {
	br, ctx, ch := m.br, m.ctx, m.ch
	return func() tea.Msg {
		go br.run(ctx)
		select {
		case msg := <-ch:
			return msg
		case <-ctx.Done():
			return nil
		}
	}
}

// restart replaces the game by a new one from the same setup that
// replays the given answers first (undo). The old game goroutine, waiting
// for an answer, ends with its context.
func (m *Model) restart(replay []rules.Answer) tea.Cmd {
	kept := m.keptBest(len(replay))
	cmd := m.replace(replay)
	if cmd != nil {
		m.undone = true
		m.undos++
		if kept != nil {
			kept.gen = m.gf.best.gen // the reset's: an old search's answer stays old
			m.gf.best = *kept
		}
	}
	return cmd
}

// replace is restart without counting an undo (a goldfish board's new
// deal starts this way too); nil when the game cannot be set up.
func (m *Model) replace(replay []rules.Answer) tea.Cmd {
	g, err := m.cfg.NewGame()
	if err != nil {
		m.message = m.errorText(err)
		return nil
	}
	m.cancel()
	m.ctx, m.cancel = context.WithCancel(context.Background())
	m.ch = make(chan tea.Msg)
	old := m.br
	m.br = newBridge(g, m.cfg.Lang, m.cfg.OpenHands, m.cfg.FullControl, m.ch)
	m.br.attach(old.rec, len(replay))
	for p := range old.holdPriority {
		m.br.holdPriority[p].Store(old.holdPriority[p].Load())
	}
	m.br.stops = old.stops
	m.br.first = m.cfg.First
	m.br.equip = m.cfg.Equipment
	m.attachLesson()
	m.cfg.Game = g
	m.logs = [viewers][]string{}
	m.reply, m.undo, m.picked, m.card, m.cardsMode = nil, nil, nil, nil, false
	m.undoPrev, m.confirmPass, m.confirmLethal = nil, false, false
	if m.gf != nil {
		m.gf.best.reset()
		m.wireGoldfish()
	}
	m.wireBot()
	return m.start()
}

// Game is the game being played (a new one after an undo).
func (m *Model) Game() *rules.Game { return m.cfg.Game }

// wait receives the next message from the game.
func (m *Model) wait() tea.Cmd {
	ch, ctx := m.ch, m.ctx
	if ch == nil {
		return nil
	}
	return func() tea.Msg {
		select {
		case msg := <-ch:
			return msg
		case <-ctx.Done():
			return nil
		}
	}
}

// Done reports the end of the game, if it ended.
func (m *Model) Done() (Summary, error, bool) {
	if m.done == nil {
		return Summary{}, nil, false
	}
	return m.done.Stats, m.done.Err, true
}

// viewer is whose log and hand the screen shows.
func (m *Model) viewer() int {
	if m.cfg.OpenHands || m.done != nil {
		return int(rules.Omniscient)
	}
	if m.shownFor < 0 {
		return int(rules.Omniscient) // nothing is drawn before the first hand-off
	}
	return int(m.shownFor)
}

func (m *Model) addLog(lines []logLine) {
	for _, l := range lines {
		for v := range l.Text {
			if n := len(m.logs[v]); l.Replace && n > 0 {
				m.logs[v][n-1] = l.Text[v]
			} else {
				m.logs[v] = append(m.logs[v], l.Text[v])
			}
		}
	}
}

// Update handles a message. It never blocks: answers go to a channel with
// room for one. The keys that work on the new screen are set once, here,
// for the help line and the next key.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	model, cmd := m.update(msg)
	m.setKeys()
	m.lessonKeys()
	return model, cmd
}

func (m *Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
		m.syncLog()
		return m, nil
	case thinkingMsg:
		return m, m.thinking(msg)
	case askMsg:
		m.ask(msg)
		m.lessonAsked()
		m.goldfishAsked()
		return m, nil
	case doneMsg:
		m.addLog(msg.Log)
		m.done = &msg
		m.snap = msg.Snap
		m.reply = nil
		m.handoff = false
		m.rows = nil
		m.goldfishAsked()
		m.syncLog()
		m.lessonAsked()
		return m, nil
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			// Keys typed faster than the terminal is read arrive
			// together ("qy"): each is a key of its own.
			var cmds []tea.Cmd
			for _, r := range msg.Runes {
				_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
				cmds = append(cmds, cmd)
			}
			return m, tea.Sequence(cmds...)
		}
		if m.guarded(msg) {
			m.keyIgnored(msg)
			return m, nil
		}
		return m.key(msg)
	}
	if m.goldfishMsg(msg) { // a best line found
		return m, nil
	}
	if m.snap != nil && m.snap.Prompt != nil && m.snap.Prompt.Shape == rules.ShapeNumber {
		var cmd tea.Cmd
		m.xin, cmd = m.xin.Update(msg)
		return m, cmd
	}
	return m, nil
}

// ask shows a new question.
func (m *Model) ask(msg askMsg) {
	m.addLog(msg.Log)
	m.snap, m.reply, m.undo, m.undoInfo = msg.Snap, msg.Reply, msg.Undo, msg.UndoInfo
	m.undoPrev, m.undoPrevInfo = msg.UndoPrev, msg.UndoPrevInfo
	m.cursor, m.picked, m.message, m.card, m.cardsMode = 0, nil, "", nil, false
	m.confirmPass, m.confirmLethal = false, false
	m.askedAt = m.clock()
	m.panelPage.vp.GotoTop() // a new question: its panel from the top
	if m.undone {
		m.undone = false
		m.message = m.undoneText()
	}
	if msg.WholeTurns > 0 && m.message == "" {
		m.message = text.Words{Lang: m.lang}.SayN("note.whole-turns", msg.WholeTurns, msg.WholeTurns)
	}
	m.rows = buildRows(msg.Snap.Prompt)
	if msg.Cursor > 0 && msg.Cursor < len(m.rows) {
		m.cursor = msg.Cursor
	}
	p := msg.Snap.Prompt
	// The first question of the turn player's turn comes after the
	// turn's banner (hot-seat): keys meant for the last screen of the
	// turn before land on it, not on the new turn.
	banner := m.hotSeat() && p.Player == msg.Snap.TurnPlayer && msg.Snap.Turn != m.bannerTurn
	first := m.bannerTurn == 0 // the board's first question (a new game, a resume)
	if banner {
		m.bannerTurn = msg.Snap.Turn
	}
	switch {
	case !m.cfg.OpenHands && p.Player != m.shownFor:
		// The next player starts from the board, not from whatever the
		// last one had open.
		m.showLog = false
		m.handoffScreen.open(m.clock(), banner, false)
	case banner && !m.cfg.OpenHands:
		m.showLog = false
		m.handoffScreen.open(m.clock(), true, true)
	case banner:
		// Open hands (learning, streaming): no screen to dismiss, the
		// banner on the message line and the keys guarded.
		m.shownAt = m.clock()
		if m.message == "" && !first {
			m.message = m.say("handoff.turn", msg.Snap.Turn, msg.Snap.Name(msg.Snap.TurnPlayer))
		}
	case msg.Passed > 0 || m.botMoved || m.cfg.OpenHands && m.askedFor != rules.NoPlayer && p.Player != m.askedFor:
		// The board passed for the players since the last screen, or
		// the computer moved, or (open hands, no hand-off) the other
		// player answered it: this one is new to the player, and a key
		// pressed for the last one, or before this one was read, must
		// not answer it.
		m.shownAt = m.clock()
	}
	m.botMoved, m.askedFor, m.ignored = false, p.Player, false
	if p.Shape == rules.ShapeNumber {
		m.xin.SetValue(strconv.Itoa(p.XMin))
		m.xin.Placeholder = fmt.Sprintf("%d-%d", p.XMin, p.XMax)
		m.xin.CursorEnd()
		m.xin.Focus()
	} else {
		m.xin.Blur()
	}
	m.syncLog()
}

// hotSeat reports a board two people share (not a lesson, a goldfish or a
// game against the computer).
func (m *Model) hotSeat() bool { return m.lesson == nil && m.gf == nil && m.cfg.Bot == nil }

// buildRows lists the options, pass last (p passes too), then the actions
// that cannot be taken now, dimmed.
func buildRows(p *board.Prompt) []row {
	var rows []row
	pass := -1
	for i, o := range p.Options {
		if o.Act == rules.ActPass {
			pass = i
			continue
		}
		rows = append(rows, row{opt: i, blocked: -1, card: o.Card})
	}
	if pass >= 0 {
		rows = append(rows, row{opt: pass, blocked: -1})
	}
	if p.Shape == rules.ShapeSubset && p.Min == 0 && p.Max == 1 {
		// "May choose one": declining is an answer too (no ids).
		rows = append(rows, row{opt: -1, blocked: -1, none: true})
	}
	for i, b := range p.Blocked {
		rows = append(rows, row{opt: -1, blocked: i, card: b.Card})
	}
	return rows
}

// numbered is how many rows carry a number (the options).
func (m *Model) numbered() int {
	n := 0
	for _, r := range m.rows {
		if r.chooses() {
			n++
		}
	}
	return n
}

func (m *Model) prompt() *board.Prompt {
	if m.snap == nil || m.reply == nil {
		return nil
	}
	return m.snap.Prompt
}

// multi reports a prompt that takes several options at once: a subset of
// more than one, or an order (the prompt's shape says which).
func multi(p *board.Prompt) bool {
	return p.Shape == rules.ShapeOrder || p.Shape == rules.ShapeSubset && p.Max > 1
}

// setKeys enables the keys that work on the current screen: an open
// overlay's, else those of the game over screen, or of the question.
func (m *Model) setKeys() {
	k := &m.keys
	for _, b := range k.board() {
		b.SetEnabled(false)
	}
	k.scrollFirst = false
	k.Enter.SetHelp("enter", m.say("key.enter"))
	k.Up.SetHelp("↑↓", m.say("key.move"))
	k.Rules.SetHelp("r", m.say("key.rules"))
	if !m.confirmQuit {
		k.Quit.SetEnabled(true)
		k.Help.SetEnabled(true)
	}
	for _, o := range m.overlays() {
		if o.active() {
			o.bind(m)
			return
		}
	}
	if m.goldfishBind() { // the best line is open
		return
	}
	if m.done != nil {
		// The summary fills the screen: the log is a key away.
		k.Log.SetEnabled(true)
		return
	}
	// The log: a key away, or in a column that pgup and pgdn scroll.
	k.Log.SetEnabled(!m.wide())
	k.LogUp.SetEnabled(m.wide())
	k.LogDown.SetEnabled(m.wide())
	p := m.prompt()
	if p == nil {
		return
	}
	k.Cards.SetEnabled(true)
	k.Undo.SetEnabled(m.cfg.NewGame != nil) // it says why when it cannot
	k.Stop.SetEnabled(p.Kind == rules.AskPriority)
	k.Hold.SetEnabled(true)
	// r opens the rule in focus, when there is one; e
	// toggles the rules panel.
	k.Rules.SetEnabled(!m.cardsMode && m.ruleInFocus() != "")
	k.Panel.SetEnabled(true)
	k.Panel.SetHelp("e", m.say(m.panelKeyWord()))
	k.PanelTop.SetEnabled(m.panelOn && m.panelPage.above() > 0)
	if m.cardsMode {
		m.cardBrowser.bind(m)
		return
	}
	if p.Shape == rules.ShapeNumber {
		k.Enter.SetHelp("enter", m.say("key.confirm-x"))
		k.Enter.SetEnabled(true)
		// ↑↓ step X within its range.
		k.Up.SetHelp("↑↓", m.say("key.x-step"))
		k.Up.SetEnabled(true)
		k.Down.SetEnabled(true)
		return
	}
	k.Choose.SetEnabled(m.numbered() > 0)
	k.Up.SetEnabled(len(m.rows) > 1)
	k.Down.SetEnabled(len(m.rows) > 1)
	k.Info.SetEnabled(m.cursor < len(m.rows) && m.rows[m.cursor].card != nil)
	k.Pass.SetEnabled(p.Kind == rules.AskPriority)
	// 0 chooses the tenth option: with ten or more the keys are 0-9,
	// as wide as 1-9, so no key leaves a narrow help line for it.
	digits := "1-9"
	if m.numbered() >= 10 {
		digits = "0-9"
	}
	if multi(p) {
		k.Choose.SetHelp(digits, m.say("key.toggle"))
		k.Toggle.SetEnabled(true)
		k.Enter.SetHelp("enter", m.say("key.confirm"))
	} else {
		k.Choose.SetHelp(digits, m.say("key.choose"))
		k.Enter.SetHelp("enter", m.say("key.enter"))
	}
	k.Enter.SetEnabled(len(m.rows) > 0)
}

// key routes a key: to the first overlay that is open or opens on it
// (overlay.go), else to the question.
func (m *Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	if cmd, ok := m.lessonKey(msg); ok {
		return m, cmd
	}
	for _, o := range m.overlays() {
		if cmd, ok := route(m, o, msg); ok {
			return m, cmd
		}
	}
	if cmd, ok := m.goldfishKey(msg); ok {
		return m, cmd
	}
	if p := m.prompt(); p != nil {
		return m, m.questionKey(p, msg)
	}
	m.keyIgnored(msg) // the computer is thinking: no question yet
	return m, nil
}

// questionKey handles a key of the question p: the keys of the whole
// table (hold, stop, undo), which work while browsing the cards too, then
// the card browser, then the options.
func (m *Model) questionKey(p *board.Prompt, msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	// A pass waiting for its second key goes through with a pass key
	// (p, or enter on the pass); any other key keeps the turn going.
	confirmed := m.confirmPass
	if confirmed {
		m.confirmPass = false
		m.message = ""
	}
	// A defence that lets lethal damage through goes with a second enter;
	// any other key takes the warning back.
	lethalOK := m.confirmLethal
	if lethalOK {
		m.confirmLethal = false
		m.message = ""
	}
	switch {
	case key.Matches(msg, k.Hold):
		// Each player's own setting: the one deciding.
		on := false
		if m.br != nil && p.Player >= 0 && p.Player < 2 {
			h := &m.br.holdPriority[p.Player]
			on = !h.Load()
			h.Store(on)
		}
		if on {
			m.message = m.say("note.hold-on")
		} else {
			m.message = m.say("note.hold-off")
		}
		return nil
	case key.Matches(msg, k.Panel):
		m.panelKey()
		return nil
	case key.Matches(msg, k.PanelTop):
		m.panelPage.vp.GotoTop()
		return nil
	case key.Matches(msg, k.Stop):
		if m.br != nil && p.Player >= 0 && p.Player < 2 {
			m.br.stop[p.Player].arm(place{m.snap.Turn, phaseOf(m.snap), stepOf(m.snap)})
		}
		m.message = m.say("note.stop")
		return nil
	case key.Matches(msg, k.Undo):
		if m.undo == nil {
			m.message = m.undoWhy()
			return nil
		}
		m.undid = m.undoInfo
		return m.restart(m.undo)
	}
	if cmd, ok := route(m, &m.cardBrowser, msg); ok {
		return cmd
	}
	if p.Shape == rules.ShapeNumber {
		if key.Matches(msg, k.Enter) {
			return m.answerX(p)
		}
		if msg.String() == "up" || msg.String() == "down" {
			m.stepX(p, msg.String() == "up")
			return nil
		}
		var cmd tea.Cmd
		m.xin, cmd = m.xin.Update(msg)
		return cmd
	}
	switch {
	case key.Matches(msg, k.Up):
		if len(m.rows) > 0 {
			m.cursor = (m.cursor + len(m.rows) - 1) % len(m.rows)
		}
	case key.Matches(msg, k.Down):
		if len(m.rows) > 0 {
			m.cursor = (m.cursor + 1) % len(m.rows)
		}
	case key.Matches(msg, k.Info):
		if m.cursor < len(m.rows) && m.rows[m.cursor].card != nil {
			m.card = m.rows[m.cursor].card
		}
	case key.Matches(msg, k.Pass):
		for _, o := range p.Options {
			if o.Act == rules.ActPass {
				return m.pass(p, o.ID, confirmed)
			}
		}
	case key.Matches(msg, k.Choose):
		n := int(msg.Runes[0] - '0')
		if n == 0 {
			n = 10
		}
		if n > m.numbered() {
			m.message = m.say("note.no-option", n)
			return nil
		}
		m.cursor = n - 1
		return m.choose(p, confirmed)
	case key.Matches(msg, k.Toggle):
		if multi(p) {
			m.toggle(p)
		}
	case key.Matches(msg, k.Enter):
		if multi(p) {
			return m.confirm(p, lethalOK)
		}
		return m.choose(p, confirmed)
	}
	return nil
}

// choose acts on the highlighted row: answers a single choice, toggles in
// a multiple one, and explains a blocked action.
func (m *Model) choose(p *board.Prompt, confirmed bool) tea.Cmd {
	if m.cursor >= len(m.rows) {
		return nil
	}
	r := m.rows[m.cursor]
	if r.blocked >= 0 {
		// Why not, and the card itself (its rendered text).
		b := p.Blocked[r.blocked]
		m.message = m.say("note.blocked", b.Label, b.Reason, b.Rule)
		m.card = b.Card
		return nil
	}
	if r.none {
		return m.answer(rules.Answer{})
	}
	if multi(p) {
		m.toggle(p)
		return nil
	}
	if o := p.Options[r.opt]; o.Act == rules.ActPass {
		return m.pass(p, o.ID, confirmed)
	}
	return m.answer(rules.Pick(p.Options[r.opt].ID))
}

// pass answers a pass. In the player's own action phase, with an action
// point and a card or ability offered, the first pass asks for a second
// key (it would end the action phase, CR 4.3.4): what is playable comes
// from the prompt's own options (offered means legal), never worked out
// here. Config.NoPassConfirm turns it off.
func (m *Model) pass(p *board.Prompt, id int32, confirmed bool) tea.Cmd {
	if names := m.passAhead(p); len(names) > 0 {
		m.confirmPass = true
		m.message = m.say("note.confirm-pass-ahead", m.list(names))
		return nil
	}
	if !confirmed {
		if warn := m.lessonPassWarning(p); warn != "" { // lesson.go
			m.confirmPass = true
			m.message = warn
			return nil
		}
		if names := m.playableNow(p); len(names) > 0 {
			m.confirmPass = true
			m.message = m.say("note.confirm-pass", m.list(names))
			return nil
		}
	}
	return m.answer(rules.Pick(id))
}

// playableNow lists what the player could play or activate instead of
// ending their action phase, when passing would end it (the engine says
// where, Snapshot.PassesEnd): their own turn, an action point.
func (m *Model) playableNow(p *board.Prompt) []string {
	s := m.snap
	if m.cfg.NoPassConfirm || p.Kind != rules.AskPriority || !s.PassesEnd ||
		s.TurnPlayer != p.Player || p.Player < 0 || p.Player > 1 || s.Sides[p.Player].Actions < 1 {
		return nil
	}
	return otherOptions(p)
}

// passAhead lists what the player could still play when a pass would end
// their action phase (CR 4.3.4) and comes within the hand-off guard of
// the question (handoff_guard.go): a key pressed for the question before
// ("p p" through a reaction step) that would pass the whole action phase,
// or the turn of a player with no action point and an instant to play. It
// is not taken; the confirmation asks for another, pressed once the
// question has been seen. Lessons pace their own questions.
func (m *Model) passAhead(p *board.Prompt) []string {
	s := m.snap
	g := m.handoffGuard()
	if g <= 0 || m.lesson != nil || m.askedAt.IsZero() || p.Kind != rules.AskPriority || !s.PassesEnd || s.TurnPlayer != p.Player {
		return nil
	}
	if d := m.clock().Sub(m.askedAt); d < 0 || d >= g {
		return nil
	}
	return otherOptions(p)
}

// otherOptions names the options of p other than passing.
func otherOptions(p *board.Prompt) []string {
	var names []string
	for _, o := range p.Options {
		if o.Act == rules.ActPass {
			continue
		}
		if o.Card != nil && o.Card.Name != "" {
			names = append(names, o.Card.Name)
		} else {
			names = append(names, o.Label)
		}
	}
	return names
}

// list joins names for a sentence: "A and B", "A, B and 2 more".
func (m *Model) list(names []string) string {
	const most = 3
	comma := m.say("list.comma")
	if len(names) > most {
		return m.say("list.and-more", strings.Join(names[:most-1], comma), len(names)-most+1)
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], comma) + m.say("list.and-last") + names[len(names)-1]
}

func (m *Model) toggle(p *board.Prompt) {
	if m.cursor >= len(m.rows) || m.rows[m.cursor].opt < 0 {
		return
	}
	i := m.rows[m.cursor].opt
	for k, j := range m.picked {
		if j == i {
			m.picked = append(m.picked[:k], m.picked[k+1:]...)
			return
		}
	}
	// The engine says whether the choice keeps the answer within its
	// limits (dominate, overpower): one that breaks one is not taken, and
	// the message says which, with its rule.
	if err := p.Room(m.pickedAnswer(p), p.Options[i].ID); err != nil {
		m.message = text.Words{Lang: m.lang}.Refusal(err)
		return
	}
	m.picked = append(m.picked, i)
	m.message = ""
}

// pickedAnswer is the answer the toggled options make so far.
func (m *Model) pickedAnswer(p *board.Prompt) rules.Answer {
	var a rules.Answer
	for _, i := range m.picked {
		a.IDs = append(a.IDs, p.Options[i].ID)
	}
	return a
}

// confirm answers a multiple choice with the toggled options. The engine's
// own Check says whether the answer stands, and why not (its reason code
// and rule, in words): nothing here restates a rule.
func (m *Model) confirm(p *board.Prompt, confirmed bool) tea.Cmd {
	picked := m.picked
	if p.Shape == rules.ShapeOrder {
		// Enter keeps the order as listed for the options not numbered,
		// after those numbered: with none numbered, the whole order; with
		// one of two, the other has no other place (hh-victor v
		// hh-kassai, seed 64, turn 12: "1" then enter was refused).
		numbered := map[int]bool{}
		for _, i := range picked {
			numbered[i] = true
		}
		picked = append([]int(nil), picked...)
		for _, r := range m.rows {
			if r.opt >= 0 && !numbered[r.opt] {
				picked = append(picked, r.opt)
			}
		}
	}
	if len(picked) == 0 && p.Min > 0 && m.cursor < len(m.rows) && m.rows[m.cursor].opt >= 0 {
		picked = []int{m.rows[m.cursor].opt}
	}
	a := rules.Answer{}
	for _, i := range picked {
		a.IDs = append(a.IDs, p.Options[i].ID)
	}
	if err := p.Check(a); err != nil {
		m.message = text.Words{Lang: m.lang}.Refusal(err)
		return nil
	}
	if !confirmed {
		if dmg, life, ok := m.lethalDefense(p, picked); ok {
			m.confirmLethal = true
			m.message = m.say("note.confirm-lethal-defense", dmg, life)
			return nil
		}
	}
	return m.answer(a)
}

// lethalDefense says, for a defend question, that the defence picked lets
// through damage the defender's life does not survive, as the engine
// counts it now (rules.Through: the active link's power less the defense
// of the cards picked), while another answer the question allows would
// let less through than that life (Prompt.LeastThrough, from the engine:
// dominate and overpower count): then a first enter says so and waits for
// a second. A key meant for the screen before answered the question with
// no defender, and a 5-power attack took Kassai's last 2 life with two
// cards in hand (hh-kassai v hh-victor, seed 68, turn 25 at 100×30).
// Prevention and effects to come are not counted: it only asks.
func (m *Model) lethalDefense(p *board.Prompt, picked []int) (dmg, life int, ok bool) {
	s := m.snap
	if p.Kind != rules.AskDefenders || !p.Through || s == nil || p.Player < 0 || p.Player > 1 {
		return 0, 0, false
	}
	power := -1
	for _, l := range s.Chain {
		if l.Active {
			power = l.Power
		}
	}
	if power < 0 {
		return 0, 0, false
	}
	var defs []int
	for _, i := range picked {
		defs = append(defs, p.Options[i].Defends())
	}
	life = s.Sides[p.Player].Life
	dmg = rules.Through(power, defs...)
	if dmg < life {
		return 0, 0, false
	}
	return dmg, life, p.LeastThrough < life
}

// answerX answers a number, checked by the engine's prompt.
// stepX moves the X field one up or down, kept within the prompt's range
// (CR 5.1.3a); a field that holds no number starts from the least X.
func (m *Model) stepX(p *board.Prompt, up bool) {
	x, err := strconv.Atoi(strings.TrimSpace(m.xin.Value()))
	switch {
	case err != nil:
		x = p.XMin
	case up:
		x++
	default:
		x--
	}
	x = max(p.XMin, min(p.XMax, x))
	m.xin.SetValue(strconv.Itoa(x))
	m.xin.CursorEnd()
	m.message = ""
}

func (m *Model) answerX(p *board.Prompt) tea.Cmd {
	x, err := strconv.Atoi(strings.TrimSpace(m.xin.Value()))
	if err != nil {
		x = p.XMin - 1 // not a number: refused as out of range, like any
	}
	a := rules.Answer{X: x}
	if err := p.Check(a); err != nil {
		m.message = text.Words{Lang: m.lang}.Refusal(err)
		return nil
	}
	return m.answer(a)
}

// answer sends the answer to the waiting game: the channel has room for
// one, so this never blocks.
func (m *Model) answer(a rules.Answer) tea.Cmd {
	m.reply <- a
	m.reply = nil
	m.picked, m.message, m.card = nil, "", nil
	m.xin.Blur()
	return m.wait()
}

func (m *Model) quit() tea.Cmd {
	m.quitting = true
	if m.cancel != nil {
		m.cancel()
	}
	return tea.Quit
}

// Cancel stops the game goroutine and waits for it to end (for callers
// that end the program another way): nothing changes the game or its
// record after it, so a save made then is final. The save holds the game
// at its last question (saves.Session.Save); an answer the game took just
// before, without reaching its next question, is in the record but not
// in the save: resumed, that question is asked again.
func (m *Model) Cancel() {
	if m.cancel != nil {
		m.cancel()
	}
	if m.br != nil {
		m.br.wait()
	}
}

func phaseOf(s *board.Snapshot) rules.Phase { return s.PhaseCode }
func stepOf(s *board.Snapshot) rules.Step   { return s.StepCode }

// visibleCards lists the cards of the screen the player may inspect: the
// hand, then both sides and the combat chain and stack.
func (m *Model) visibleCards() []board.Card {
	cards, _ := m.tableCards()
	return cards
}

// tableCards is visibleCards with, for each card, where it is in the
// viewer's words ("graveyard top", "effect waiting"…; "" for a hero,
// whose row gives its zone counts): the browser's rows say it, where a
// card waiting as an effect's source and the same card on top of the
// graveyard read as one name twice.
func (m *Model) tableCards() ([]board.Card, []string) {
	s := m.snap
	var out []board.Card
	var where []string
	add := func(place string, cs ...board.Card) {
		for _, c := range cs {
			if !c.Hidden {
				out = append(out, c)
				where = append(where, place)
			}
		}
	}
	me, opp := m.sides()
	add(m.say("browser.where.hand"), s.Sides[me].Hand...)
	if m.cfg.OpenHands {
		add(m.say("browser.where.hand"), s.Sides[opp].Hand...)
	}
	for _, l := range s.Chain {
		add(m.say("browser.where.chain"), l.Attack)
		add(m.say("browser.where.defending"), l.Defenders...)
	}
	for i := len(s.Stack) - 1; i >= 0; i-- {
		add(m.say("browser.where.stack"), s.Stack[i].Source)
	}
	for _, p := range []rules.Player{me, opp} {
		sd := s.Sides[p]
		add("", sd.Hero)
		add(m.say("browser.where.weapon"), sd.Weapons...)
		add(m.say("browser.where.equipment"), sd.Equipment...)
		add(m.say("browser.where.permanent"), sd.Permanents...)
		add(m.say("browser.where.arsenal"), sd.Arsenal...)
		add(m.say("browser.where.pitch"), sd.Pitch...)
		add(m.say("browser.where.waiting"), sd.WaitingFrom...) // the text of an effect that waits
		if sd.GraveyardTop != nil {
			add(m.say("browser.where.graveyard-top"), *sd.GraveyardTop) // public, and named on the table
		}
	}
	return out, where
}

// sides returns the bottom (deciding) and top players.
func (m *Model) sides() (rules.Player, rules.Player) {
	me := m.snap.TurnPlayer
	if m.snap.Viewer == 0 || m.snap.Viewer == 1 {
		me = m.snap.Viewer
	} else if m.snap.Prompt != nil {
		me = m.snap.Prompt.Player
	}
	return me, 1 - me
}

func (m *Model) wide() bool { return m.width >= wideWidth && m.height >= wideHeight }

func (m *Model) logWidth() int {
	if m.width >= 160 {
		return 52
	}
	return 40
}

// syncLog fills the log viewport with the current viewer's lines, wrapped
// to its width, and scrolls to the end.
func (m *Model) syncLog() {
	w, h := m.width, m.height-2
	if m.wide() && !m.showLog {
		w = m.logWidth() - 2
		h = m.height - 3 - m.goldfishAboveHeight()
	}
	m.logv.Width, m.logv.Height = max(10, w), max(3, h)
	v := m.viewer()
	lines := m.logs[v]
	if m.handoff {
		lines = nil
	}
	wrap := &m.wraps[v]
	if wrap.width != m.logv.Width-2 {
		*wrap = logWrap{width: m.logv.Width - 2}
	}
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(wrap.line(i, l))
	}
	m.logv.SetContent(b.String())
	m.logGen++
	m.logv.GotoBottom()
}

// logWrap is a log's lines as wrapped at one width. The log grows a line
// at a time and the board is drawn after every question: wrapping every
// line again each time made a long game's board slower turn by turn.
type logWrap struct {
	width    int
	src, out []string // line i of the log as given, and as wrapped
}

// line is the log's line i, l, wrapped: a long line wraps with its
// continuation indented, so each event reads as one item. A line that is
// the same as when last wrapped is not wrapped again.
func (w *logWrap) line(i int, l string) string {
	if i < len(w.src) && w.src[i] == l {
		return w.out[i]
	}
	// Wrapped by display width: English at spaces, Japanese between
	// characters where a line may break, so a line's turn prefix ("T1")
	// keeps its event's first words beside it.
	out := strings.Join(wrapLines(sanitize(l), w.width+2, "  "), "\n")
	if i < len(w.src) {
		w.src[i], w.out[i] = l, out
	} else {
		w.src, w.out = append(w.src, l), append(w.out, out)
	}
	return out
}

// sanitize keeps control characters from reaching the terminal (names
// come from deck files): rules.Printable, the one such filter.
func sanitize(s string) string { return rules.Printable(s) }

// errorText is err as the board says it: a file's error with the system's
// reason in the reader's language (text.Words.ReadError, through
// SystemReason, the one home of those words), any other error as it says
// itself; sanitized either way.
func (m *Model) errorText(err error) string {
	s, ok := text.Words{Lang: m.lang}.ReadError(err)
	if !ok {
		s = err.Error()
	}
	return sanitize(s)
}
