package tui

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The bridge between the synchronous rules core and the Bubble Tea model
// (DESIGN.md, STYLE.md): the game runs in its own goroutine; when it needs
// an answer, Decide copies what the deciding player may see (board.Take),
// sends it to the model as an askMsg, and waits on a reply channel of
// capacity 1, so the model's Update never blocks when it answers. Quitting
// cancels the game's context, which ends the wait.

// Viewers of the log: each player, and everyone (open hands).
const viewers = 3

// logLine is one line of the log as each viewer may read it. Replace
// says it takes the place of the line before (two passes in a row become
// one line).
type logLine struct {
	Text    [viewers]string
	Replace bool
}

// askMsg is a question from the game to the board.
type askMsg struct {
	Snap  *board.Snapshot
	Log   []logLine // new log lines since the previous message
	Reply chan rules.Answer
	// Undo, when not nil, is the game's answers up to the deciding
	// player's last priority question: replayed on a new game from the
	// same setup, they take the player back to it (saves.Session.UndoFor).
	Undo []rules.Answer
	// UndoInfo says how far undo goes, or why it cannot now.
	UndoInfo saves.Undo
	// WholeTurns counts the deciding player's own turns the board passed
	// through for them since their last question, with nothing to play.
	WholeTurns int
}

// doneMsg says the game has ended (or failed).
type doneMsg struct {
	Err   error
	Snap  *board.Snapshot // the final position, as everyone sees it
	Log   []logLine
	Stats Summary
}

// Summary is the game-over account (CR 4.5).
type Summary struct {
	Turns       int
	Winner      rules.Player
	DamageDealt [2]int
	// LifeLost is the life each player lost: damage taken (CR 8.5.3) and
	// life lost otherwise (CR 8.5.12).
	LifeLost    [2]int
	CardsPlayed [2]int
}

// bridge is the Decider of both players. Its fields other than the stops
// are touched only by the game goroutine.
type bridge struct {
	game        *rules.Game
	lang        text.Lang
	openHands   bool
	fullControl bool
	out         chan<- tea.Msg
	pending     []logLine
	stats       Summary
	// autoPass is set while the board passes for a player: the pass
	// event that follows says so.
	autoPass bool
	// askedThisTurn is set once the turn player is shown a question this
	// turn; wholeTurns counts each player's turns that went by without one.
	askedThisTurn bool
	wholeTurns    [2]int
	// passed is the player whose pass was the last event, or NoPlayer.
	passed rules.Player
	// rec is the game's record (saves.Session): every event and answer
	// goes to it; it autosaves and says how far undo goes. replay is the
	// answers still to give again after an undo or a resume, without
	// asking.
	rec    *saves.Session
	replay []rules.Answer
	// first answers who goes first (Config.First): 1 or 2, 0 asks.
	first int
	// Stops, set by the model from its goroutine.
	holdPriority atomic.Bool
	stop         stopAt
}

// stopAt remembers "stop at the next step": the place it was asked in.
type stopAt struct {
	mu    sync.Mutex
	armed bool
	where place
}

type place struct {
	turn  int
	phase rules.Phase
	step  rules.Step
}

func (s *stopAt) arm(p place) {
	s.mu.Lock()
	s.armed, s.where = true, p
	s.mu.Unlock()
}

// reached reports (and disarms) a stop armed in another step than now.
func (s *stopAt) reached(now place) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.armed && s.where != now {
		s.armed = false
		return true
	}
	return false
}

func newBridge(g *rules.Game, lang text.Lang, openHands, fullControl bool, out chan<- tea.Msg) *bridge {
	b := &bridge{game: g, lang: lang, openHands: openHands, fullControl: fullControl, out: out, passed: rules.NoPlayer, rec: saves.Memory(rules.Setup{})}
	b.stats.Winner = rules.NoPlayer
	g.SetDecider(0, b)
	g.SetDecider(1, b)
	g.Explain = true // blocked actions with the engine's reasons (CR 1.0.2)
	g.SetObserver(b.observe)
	return b
}

// observe renders every event for each viewer as it happens: the words
// read the live game, so they must be made here, in the game goroutine.
func (b *bridge) observe(g *rules.Game, e *rules.Event) {
	var l logLine
	auto := e.Kind == rules.EvPass && b.autoPass
	b.autoPass = false
	switch e.Kind {
	case rules.EvTurnStart:
		b.askedThisTurn = false
	case rules.EvTurnEnd:
		// A turn whose every question was passed for its player by the
		// board: they are told on their next screen.
		if !b.askedThisTurn && (e.Player == 0 || e.Player == 1) {
			b.wholeTurns[e.Player]++
		}
	}
	// CR 1.11.4: both players passing in a row is one moment of the game
	// (the top layer resolves, or the step ends): one line.
	both := e.Kind == rules.EvPass && b.passed != rules.NoPlayer && b.passed != e.Player
	for v := range l.Text {
		w := text.Words{Lang: b.lang, View: g.ViewFor(rules.Player(v))}
		switch {
		case both:
			l.Text[v] = w.Say("log.both-pass", e.Turn, w.Player(b.passed), w.Player(e.Player))
		case auto:
			l.Text[v] = fmt.Sprintf("T%d %s", e.Turn, w.Event(e)) + w.Say("log.auto")
		default:
			l.Text[v] = fmt.Sprintf("T%d %s", e.Turn, w.Event(e))
		}
	}
	l.Replace = both
	b.passed = rules.NoPlayer
	if e.Kind == rules.EvPass && !both {
		b.passed = e.Player
	}
	b.pending = append(b.pending, l)
	// The record counts what brings hidden information out (undo stops
	// there) and marks each turn's start.
	b.rec.Observe(g, e)
	switch e.Kind {
	case rules.EvDamage:
		if e.Player == 0 || e.Player == 1 {
			b.stats.DamageDealt[1-e.Player] += e.Amount
			b.stats.LifeLost[e.Player] += e.Amount
		}
	case rules.EvLoseLife:
		if e.Player == 0 || e.Player == 1 {
			b.stats.LifeLost[e.Player] += e.Amount
		}
	case rules.EvPlay:
		if e.Player == 0 || e.Player == 1 {
			b.stats.CardsPlayed[e.Player]++
		}
	}
}

func (b *bridge) flush() []logLine {
	l := b.pending
	b.pending = nil
	return l
}

// onlyPass reports a priority prompt whose only legal answer is to pass.
func onlyPass(p *rules.Prompt) (int32, bool) {
	if p.Kind != rules.AskPriority || len(p.Options) != 1 || p.Options[0].Act != rules.ActPass {
		return 0, false
	}
	return p.Options[0].ID, true
}

// Decide is the Decider of both players.
func (b *bridge) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	a, err := b.decide(ctx, v, p)
	if err == nil {
		b.rec.Answered(b.game, &p, a)
	}
	return a, err
}

// attach makes rec the game's record, to be replayed up to its first n
// answers before anything is asked (resume: all of them; undo: the
// point saves.Session.UndoFor gave).
func (b *bridge) attach(rec *saves.Session, n int) {
	b.rec = rec
	b.replay = rec.Rewind(n)
}

func (b *bridge) decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if len(b.replay) > 0 {
		// Replaying after an undo: the same setup and answers give the
		// same game (DESIGN.md: determinism).
		a := b.replay[0]
		b.replay = b.replay[1:]
		return a, nil
	}
	if a, ok := FirstAnswer(&p, b.first); ok {
		return a, nil // play --first: answered before the game (CR 4.1.3)
	}
	// A stop armed for the next step is used up by the first prompt of a
	// later step, whether or not it would have been an auto-pass.
	stopHere := b.stop.reached(place{v.Turn(), v.Phase(), v.Step()})
	if id, ok := onlyPass(&p); ok && !b.fullControl && !stopHere && !b.holdsPriority(v, p.Player) {
		// Auto-pass: nothing but passing is legal, so no hand-off and no
		// keypress (CR 1.11.4); the pass event's log line says so.
		b.autoPass = true
		return rules.Pick(id), nil
	}
	viewer := p.Player
	if b.openHands {
		viewer = rules.Omniscient
	}
	// Autosave: the game up to this question (saves.Session.Asked).
	b.rec.Asked(b.game)
	snap := board.Take(b.game.ViewFor(viewer), b.lang, &p)
	reply := make(chan rules.Answer, 1)
	msg := askMsg{Snap: snap, Log: b.flush(), Reply: reply, WholeTurns: b.wholeTurns[p.Player]}
	b.wholeTurns[p.Player] = 0
	if p.Player == v.TurnPlayer() {
		b.askedThisTurn = true
	}
	msg.UndoInfo = b.rec.UndoFor(p.Player)
	if msg.UndoInfo.Block == saves.UndoOK {
		msg.Undo = msg.UndoInfo.Answers
	}
	select {
	case b.out <- msg:
	case <-ctx.Done():
		return rules.Answer{}, ctx.Err()
	}
	select {
	case a := <-reply:
		return a, nil
	case <-ctx.Done():
		return rules.Answer{}, ctx.Err()
	}
}

// FirstAnswer is the answer to who goes first (CR 4.1.3) that first (1
// or 2: player 1 or 2 goes first; 0: none) gives, when p asks it.
func FirstAnswer(p *rules.Prompt, first int) (rules.Answer, bool) {
	if p.Kind != rules.AskFirstPlayer || first < 1 || first > 2 {
		return rules.Answer{}, false
	}
	for _, o := range p.Options {
		if o.Player == rules.Player(first-1) {
			return rules.Pick(o.ID), true
		}
	}
	return rules.Answer{}, false
}

// holdsPriority reports whether an auto-pass is held back because the
// player asked to keep priority after their own layers (CR 1.11.3: the
// player who played a card or activated an ability gets priority first).
func (b *bridge) holdsPriority(v rules.View, p rules.Player) bool {
	if b.holdPriority.Load() {
		if st := v.Stack(); len(st) > 0 && st[len(st)-1].Controller == p {
			return true
		}
	}
	return false
}

// run plays the game to its end and reports it.
func (b *bridge) run(ctx context.Context) {
	err := b.game.Run(ctx)
	if ctx.Err() != nil {
		return // the board quit: nobody is listening
	}
	b.rec.Finished(b.game) // a finished game stays as a record
	b.stats.Turns = b.game.Omniscient().Turn()
	b.stats.Winner = b.game.Omniscient().Winner()
	done := doneMsg{Err: err, Snap: board.Take(b.game.ViewFor(rules.Omniscient), b.lang, nil), Log: b.flush(), Stats: b.stats}
	select {
	case b.out <- done:
	case <-ctx.Done():
	}
}
