package tui

import (
	"context"
	"errors"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/board"
)

// The best line of a turn (b): the search of rules/bot, run on a game of
// its own, off the board's goroutine, from where the player's turn began
// (their first question of the turn), so that its damage stands beside
// what the player has done this turn. While it searches the panel says
// so; a new deal, an undo or quitting cancels it.

// gfBest is the state of the best line.
type gfBest struct {
	open     bool // shown below the table
	thinking bool
	gen      int // which request a result answers
	cancel   context.CancelFunc
	// The line found, for turn and the first start answers of the record;
	// err, when the search failed.
	turn, start int
	line        *BestLine
	err         error
	// page scrolls the steps that do not fit below the table (↑↓).
	page pager
}

// reset forgets the line and stops a search under way.
func (b *gfBest) reset() {
	if b.cancel != nil {
		b.cancel()
		b.cancel = nil
	}
	b.gen++
	b.open, b.thinking, b.line, b.err = false, false, nil, nil
	b.page.vp.GotoTop()
}

// keptBest is the best line found, to keep through an undo that replays
// n answers: the undo goes back to a question of the same turn or later,
// so the answers the search started from stand (nil otherwise, or with
// no line found: a search under way is cancelled with the game).
func (m *Model) keptBest(n int) *gfBest {
	if m.gf == nil {
		return nil
	}
	b := m.gf.best
	if b.line == nil || b.thinking || n < b.start {
		return nil
	}
	b.open, b.cancel = false, nil
	return &b
}

// bestMsg is a search's result.
type bestMsg struct {
	gen  int
	line BestLine
	err  error
}

// bestKey opens the best line of this turn, searching it first if it is
// not known.
func (m *Model) bestKey() tea.Cmd {
	gf := m.gf
	if m.prompt() == nil || gf.cfg.Best == nil {
		return nil
	}
	turn, start, refused := m.turnStart()
	if refused != nil {
		m.message = m.bestFailure(refused)
		return nil
	}
	gf.best.open = true
	if gf.best.thinking || (gf.best.line != nil || gf.best.err != nil) && gf.best.turn == turn && gf.best.start == start {
		return nil
	}
	gf.best.reset()
	gf.best.open, gf.best.thinking = true, true
	gf.best.turn, gf.best.start = turn, start
	ctx, cancel := context.WithCancel(context.Background())
	gf.best.cancel = cancel
	gen := gf.best.gen
	var answers []rules.Answer
	for _, s := range m.br.rec.File().Answers[:start] {
		a, _ := saves.ParseAnswer(s)
		answers = append(answers, a)
	}
	cfg, seed, equip := gf.cfg, gf.seed, gf.dealEquip
	return func() tea.Msg {
		line, err := searchBest(ctx, cfg, seed, equip, answers)
		return bestMsg{gen: gen, line: line, err: err}
	}
}

// turnStart is the turn on the board, how many of the player's answers
// came before their first question of it (where the search starts), and
// why the search would refuse that position (bot.Refusal), nil where it
// searches it.
func (m *Model) turnStart() (turn, start int, refused error) {
	gg := m.gf.game
	gg.mu.Lock()
	defer gg.mu.Unlock()
	turn = m.snap.Turn
	for i, g := range gg.given {
		if g.turn == turn && g.shown {
			return turn, i, g.refused
		}
	}
	return turn, len(gg.given), gg.refused
}

// bestRefused is why the search would refuse the position the turn's
// best line starts from, nil where it answers (turnStart).
func (m *Model) bestRefused() error {
	_, _, refused := m.turnStart()
	return refused
}

// errPosition stops the game that sets up the search's position.
var errPosition = errors.New("the position is reached")

// errBestEnded: the game ended before the position, so there is nothing
// to search (bestFailure words it).
var errBestEnded = errors.New("the game ended before the position")

// searchBest deals the game again, replays the player's answers up to the
// question the turn began with, and searches from there. equip is the set
// the deal's seat starts with unasked (a later deal's, gfSeat.sameEquip):
// that answer is not in the record, so the replay gives it as the seat did.
func searchBest(ctx context.Context, cfg *Goldfish, seed uint64, equip []string, answers []rules.Answer) (BestLine, error) {
	g, err := cfg.Deal(seed)
	if err != nil {
		return BestLine{}, err
	}
	at, err := positionAt(ctx, g, cfg.Player, cfg.Decider(), equip, answers)
	if err != nil {
		return BestLine{}, err
	}
	// A position past the action phase (the turn's first question came in
	// its end phase: nothing was playable before) the search itself
	// refuses (bot.ErrPhase), which bestFailure words.
	return cfg.Best(ctx, at)
}

// positionAt plays g with the player's answers (the goldfish answering
// itself; the questions the seat answers unrecorded, who goes first and
// the set equip, answered as it does) and returns a clone of the game at
// the question after them.
func positionAt(ctx context.Context, g *rules.Game, fish rules.Player, fishD rules.Decider, equip []string, answers []rules.Answer) (*rules.Game, error) {
	var at *rules.Game
	rep := &rules.Replay{Answers: answers}
	g.SetDecider(fish, fishD)
	g.SetDecider(fish.Opponent(), rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if a, ok := goFirst(&p); ok {
			return a, nil // as the board's seat answers it (gfSeat)
		}
		if a, ok := sameEquip(g, &p, equip); ok {
			return a, nil
		}
		if rep.Next < len(rep.Answers) {
			return rep.Decide(ctx, v, p)
		}
		at = g.Clone()
		return rules.Answer{}, errPosition
	}))
	err := g.Run(ctx)
	if at != nil {
		return at, nil
	}
	if err == nil {
		err = errBestEnded
	}
	return nil, err
}

// goldfishMsg takes a search's result; it reports whether msg was one.
func (m *Model) goldfishMsg(msg tea.Msg) bool {
	r, ok := msg.(bestMsg)
	if !ok || m.gf == nil {
		return false
	}
	b := &m.gf.best
	if r.gen != b.gen {
		return true // an old search's
	}
	b.thinking, b.cancel = false, nil
	if r.err != nil {
		b.err = r.err
		return true
	}
	line := r.line
	b.line = &line
	return true
}

// bestFailure says why a search gave no line, in the board's language:
// the failures a player meets (the search's limit of positions, a turn
// with nothing to search, a game over) in words of tui/text; any other is
// an engine error, shown as the engine wrote it.
func (m *Model) bestFailure(err error) string {
	switch {
	case errors.Is(err, bot.ErrSearchLimit):
		return m.say("gf.best-limit")
	case errors.Is(err, bot.ErrPhase):
		return m.say("gf.best-phase")
	case errors.Is(err, bot.ErrNotTurn):
		return m.say("gf.best-not-your-turn")
	case errors.Is(err, errBestEnded):
		return m.say("gf.best-ended")
	}
	return m.say("gf.best-failed", sanitize(err.Error()))
}

// bestLines is the best line below the table, in h lines of w cells:
// its title, then its steps wrapped to the width; what does not fit
// scrolls (↑↓), the last line saying how many lines are hidden, so no
// step is cut without a way to read it.
func (m *Model) bestLines(w, h int) []string {
	gf := m.gf
	b := &gf.best
	mine := 0
	for _, t := range gf.panel.Turns {
		if t.Turn == b.turn {
			mine = t.Damage
		}
	}
	var head, body []string
	switch {
	case b.thinking:
		head = wrapStyled(m.st.Deciding.Render(m.say("gf.best-thinking", b.turn)), w)
	case b.err != nil:
		head = wrapStyled(m.st.Error.Render(m.bestFailure(b.err)), w)
	case b.line != nil:
		title := m.say("gf.best-title", b.turn, b.line.Damage, mine)
		if b.line.Expected != "" {
			// An expectation over what the deck may hold: said as one,
			// with the range of the outcomes.
			title = m.say("gf.best-title-expected", b.turn, b.line.Expected, b.line.Min, b.line.Max, mine)
		}
		st := m.st.LifeHigh // the player's line is as good as the best
		if mine < b.line.Damage {
			st = m.st.LifeMid
		}
		head = wrapStyled(st.Render(title), w)
		if len(b.line.Steps) == 0 {
			body = append(body, "  "+m.say("gf.best-nothing"))
		}
		for i, step := range b.line.Steps {
			n := strconv.Itoa(i+1) + " "
			for _, l := range wrapLines(n+sanitize(step), w-2, strings.Repeat(" ", len(n))) {
				body = append(body, "  "+l)
			}
		}
		for _, l := range wrapLines(m.sayN("gf.best-searched", b.line.Searched, b.line.Searched), w, "") {
			body = append(body, m.st.Dim.Render(l))
		}
	}
	if len(head) >= h {
		head = head[:max(1, h-1)]
	}
	out := head
	if len(body) > 0 {
		b.page.set(body, h-len(head))
		out = append(out, b.page.window(m.marker("↓", "↑"))...)
		m.bestScrollKeys() // the help line drawn after this says so
	}
	for i, l := range out {
		out[i] = board.Pad(l, w)
	}
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// bestScrollKeys enables ↑↓ while the best line does not fit.
func (m *Model) bestScrollKeys() {
	if m.gf.best.line != nil && m.gf.best.page.cut() {
		m.keys.Up.SetHelp("↑↓", m.say("key.scroll"))
		m.keys.Up.SetEnabled(true)
		m.keys.Down.SetEnabled(true)
		m.keys.scrollFirst = true
	}
}
