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
	// Cursor is the row the question starts on (the remembered set of
	// an equip question, EquipMemory).
	Cursor int
	// Passed counts the passes the board made for the players since the
	// last question shown: the screen that follows a run of them guards
	// against keys meant for the screen before (handoff_guard.go).
	Passed int
	// UndoPrev is the undo of the other player (the one who answered the
	// last question shown, in hot-seat): on the hand-off screen, before
	// this player has answered anything, they may still take back their
	// move. Nil when they cannot; UndoPrevInfo says why.
	UndoPrev     []rules.Answer
	UndoPrevInfo saves.Undo
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
	// StartLife is each hero's life when the board took the game, and
	// LifeGained the life gained since (CR 8.5.7): with them, life lost
	// beyond the starting life reads as what it is.
	StartLife, LifeGained [2]int
}

// lostTo counts the life p lost in an event that took life (damage, CR
// 8.5.3; life lost, CR 8.5.12), p's life being life after it: what the
// summary counted p as having, less that. The engine keeps the life total
// (CR 2.5.3e: never below zero, rules/damage.go), so damage past the last
// life, dealt (DamageDealt counts it), takes no life here either: counted
// from the damage, the loser's line read "life 20 → 0 (lost 23)"
// (hh-betsy v hh-kayo, seed 63).
func (s *Summary) lostTo(p rules.Player, life int) {
	had := s.StartLife[p] + s.LifeGained[p] - s.LifeLost[p]
	s.LifeLost[p] += had - life
}

// bridge is the Decider of both players. Its fields other than the stops
// are touched only by the game goroutine.
type bridge struct {
	game        *rules.Game
	lang        text.Lang
	openHands   bool
	fullControl bool
	// stops are each player's stops (stops.go).
	stops [2]Stops
	// private: one person at the board (a goldfish board): the cards only
	// they see may decide, so a question where passing is all they can
	// do is never shown, stop or not.
	private bool
	// playable: ask whenever anything but passing is legal, wherever it
	// is (a lesson: the learner must be able to try what it teaches).
	playable bool
	// undoAny: undo goes back to the player's last choice of any kind,
	// whatever came since (a lesson, saves.Session.UndoAny).
	undoAny bool
	// shown reports whether the last question decided was shown (not
	// passed for the player by the board); passed counts the board's
	// passes since the last question shown.
	shown   bool
	passed  int
	out     chan<- tea.Msg
	pending []logLine
	// lastBot is the computer's last reason line as each viewer read it
	// (botseat.go): the same again is not written.
	lastBot [viewers]string
	stats   Summary
	// autoPass is set while the board passes for a player: the pass
	// event that follows says so; autoOnly when passing was all they
	// could do.
	autoPass, autoOnly bool
	// askedThisTurn is set once the turn player is shown a question this
	// turn; wholeTurns counts each player's turns that went by without one.
	askedThisTurn bool
	wholeTurns    [2]int
	// lastPass is the player whose pass was the last event, or NoPlayer.
	lastPass rules.Player
	// rec is the game's record (saves.Session): every event and answer
	// goes to it; it autosaves and says how far undo goes. replay is the
	// answers still to give again after an undo or a resume, without
	// asking.
	rec    *saves.Session
	replay []rules.Answer
	// replayed is set from an attach with answers to replay until the
	// first question asked anew.
	replayed bool
	// first answers who goes first (Config.First): 1 or 2, 0 asks.
	first int
	// equip remembers the sets of arena-cards chosen (Config.Equipment).
	equip EquipMemory
	// Stops, set by the model from its goroutine: each player's.
	holdPriority [2]atomic.Bool
	// theirTurn: a player asks to be stopped at every priority of the
	// other's turn where they can play something (the goldfish board's g).
	theirTurn [2]atomic.Bool
	stop      [2]stopAt
	// ran is closed when run returns (made by run as it starts): an
	// answer taken just before the board quit is played and recorded by
	// then (wait).
	runMu sync.Mutex
	ran   chan struct{}
}

// stopAt remembers "stop at the next step": the place it was asked in.
type stopAt struct {
	mu    sync.Mutex
	armed bool
	where place
}

// holdAll sets hold priority for both players (Config.HoldPriority).
func (b *bridge) holdAll(on bool) {
	b.holdPriority[0].Store(on)
	b.holdPriority[1].Store(on)
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
	b := &bridge{game: g, lang: lang, openHands: openHands, fullControl: fullControl, out: out, lastPass: rules.NoPlayer, rec: saves.Memory(rules.Setup{})}
	b.stops = [2]Stops{DefaultStops, DefaultStops}
	b.stats.Winner = rules.NoPlayer
	for p := rules.Player(0); p < 2; p++ {
		b.stats.StartLife[p] = g.ViewFor(rules.Omniscient).Life(p)
	}
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
	both := e.Kind == rules.EvPass && b.lastPass != rules.NoPlayer && b.lastPass != e.Player
	for v := range l.Text {
		w := text.Words{Lang: b.lang, View: g.ViewFor(rules.Player(v))}
		switch {
		case both:
			l.Text[v] = w.Say("log.both-pass", e.Turn, w.Player(b.lastPass), w.Player(e.Player))
		case auto:
			// The other player reads only that the board passed: why
			// (nothing to play, or no stop) is the passer's to know.
			why := "log.auto-pass"
			if rules.Player(v) == e.Player || rules.Player(v) == rules.Omniscient {
				why = "log.auto-stop"
				if b.autoOnly {
					why = "log.auto"
				}
			}
			l.Text[v] = fmt.Sprintf("T%d %s", e.Turn, w.Event(e)) + w.Say(why)
		default:
			l.Text[v] = fmt.Sprintf("T%d %s", e.Turn, w.Event(e))
		}
	}
	l.Replace = both
	b.lastPass = rules.NoPlayer
	if e.Kind == rules.EvPass && !both {
		b.lastPass = e.Player
	}
	b.pending = append(b.pending, l)
	// The record counts what brings hidden information out (undo stops
	// there) and marks each turn's start.
	b.rec.Observe(g, e)
	switch e.Kind {
	case rules.EvDamage:
		if e.Player == 0 || e.Player == 1 {
			b.stats.DamageDealt[1-e.Player] += e.Amount
			b.stats.lostTo(e.Player, g.Omniscient().Life(e.Player))
		}
	case rules.EvLoseLife:
		if e.Player == 0 || e.Player == 1 {
			b.stats.lostTo(e.Player, g.Omniscient().Life(e.Player))
		}
	case rules.EvGainLife:
		if e.Player == 0 || e.Player == 1 {
			b.stats.LifeGained[e.Player] += e.Amount
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
	switch {
	case err != nil:
	case b.shown:
		b.rec.Answered(b.game, &p, a)
		b.equipChosen(&p, a)
	default:
		// A replayed answer keeps what the record knew of it
		// (saves.Session.Rewind).
		b.rec.AnsweredAuto(b.game, &p, a)
	}
	return a, err
}

// attach makes rec the game's record, to be replayed up to its first n
// answers before anything is asked (resume: all of them; undo: the
// point saves.Session.UndoFor gave).
func (b *bridge) attach(rec *saves.Session, n int) {
	b.rec = rec
	b.replay = rec.Rewind(n)
	b.replayed = len(b.replay) > 0
}

func (b *bridge) decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if len(b.replay) > 0 {
		// Replaying after an undo: the same setup and answers give the
		// same game (DESIGN.md: determinism). Whether the answer was the
		// board's is the record's, or else the stops' as they are now.
		a := b.replay[0]
		b.replay = b.replay[1:]
		b.shown = b.asks(v, &p, false)
		// A question the player was shown when it was first asked counts
		// as asked again: the turns replayed were not passed for them.
		if b.shown && p.Player == v.TurnPlayer() {
			b.askedThisTurn = true
		}
		return a, nil
	}
	if b.replayed {
		// The turns the replay went through were passed for the player
		// the first time, and said so then: an undo or a resume does
		// not say it again.
		b.wholeTurns, b.replayed = [2]int{}, false
	}
	if a, ok := FirstAnswer(&p, b.first); ok {
		b.shown = false
		return a, nil // play --first: answered before the game (CR 4.1.3)
	}
	b.shown = b.asks(v, &p, true)
	if !b.shown {
		// The board passes for the player: no hand-off and no keypress
		// (CR 1.11.4); the pass event's log line says so.
		b.autoPass = true
		_, b.autoOnly = onlyPass(&p)
		b.passed++
		id, _ := passOption(&p)
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
	msg := askMsg{Snap: snap, Log: b.flush(), Reply: reply, WholeTurns: b.wholeTurns[p.Player], Passed: b.passed, Cursor: b.equipCursor(&p) + targetCursor(v, &p)}
	b.wholeTurns[p.Player] = 0
	b.passed = 0
	if p.Player == v.TurnPlayer() {
		b.askedThisTurn = true
	}
	if b.undoAny {
		msg.UndoInfo = b.rec.UndoAny(p.Player)
	} else {
		msg.UndoInfo = b.rec.UndoFor(p.Player)
		// In hot-seat, the player who moved last may take it back on the
		// hand-off screen, until this player answers.
		msg.UndoPrevInfo = b.rec.UndoFor(p.Player.Opponent())
		if msg.UndoPrevInfo.Block == saves.UndoOK {
			msg.UndoPrev = msg.UndoPrevInfo.Answers
		}
	}
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

// wait waits for run to return, if it started; its context must be
// done.
func (b *bridge) wait() {
	b.runMu.Lock()
	ran := b.ran
	b.runMu.Unlock()
	if ran != nil {
		<-ran
	}
}

// passOption finds the pass of a priority prompt.
func passOption(p *rules.Prompt) (int32, bool) {
	if p.Kind != rules.AskPriority {
		return 0, false
	}
	for _, o := range p.Options {
		if o.Act == rules.ActPass {
			return o.ID, true
		}
	}
	return 0, false
}

// asks reports whether the board shows player p the priority question
// p, or passes for them. Every other question is shown: it is a choice.
//
// In hot-seat it reads only what both players see and p's own settings
// (stops.go): their stops, "stop at the next step", hold priority and
// full control; and whether p holds any card at all, which both see too.
// Never which cards p holds: a hand-off must not tell the other player
// that p could play something.
//
// now is false for a replayed answer: nothing is asked, and "stop at the
// next step" is not used up.
func (b *bridge) asks(v rules.View, p *rules.Prompt, now bool) bool {
	pl := p.Player
	if _, ok := passOption(p); !ok || pl < 0 || pl > 1 {
		return true
	}
	_, only := onlyPass(p)
	// A stop armed for the next step is used up by the player's first
	// question of a later step, whether or not it would have been shown.
	stopHere := now && b.stop[pl].reached(place{v.Turn(), v.Phase(), v.Step()})
	switch {
	case b.fullControl || stopHere || b.holdsPriority(v, pl):
		return true
	case b.playable:
		return !only
	case only && (b.private || holdsNothingHidden(v, pl)):
		// Nothing to play, and it shows nothing hidden to say so: a
		// player with no card in hand or arsenal, or alone at the board.
		return false
	case b.theirTurn[pl].Load() && v.TurnPlayer() != pl:
		if _, ok := stopPlace(v); ok {
			return true
		}
	}
	return b.stops[pl].at(v, pl)
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
	if p >= 0 && p < 2 && b.holdPriority[p].Load() {
		if st := v.Stack(); len(st) > 0 && st[len(st)-1].Controller == p {
			return true
		}
	}
	return false
}

// run plays the game to its end and reports it.
func (b *bridge) run(ctx context.Context) {
	b.runMu.Lock()
	if b.ran == nil {
		b.ran = make(chan struct{})
	}
	ran := b.ran
	b.runMu.Unlock()
	defer close(ran)
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
