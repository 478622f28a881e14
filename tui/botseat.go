package tui

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A game against the computer (play --bot): the computer opponent of
// rules/bot takes one seat. Its questions go to it and never to the
// screen, so there is no hand-off: the board is the other player's alone.
// The opponent gets what the engine gives every decider, its own View and
// the prompt, and nothing else (fair by construction, rules/bot); it is
// called on the game goroutine, so the board stays responsive while it
// thinks, and quitting cancels it with the game's context. Each answer
// goes to the log with its reason, in words that name only what the
// person at the board may see (text.Words.BotReasonSeen).

// Bot sets up a game against the computer (Config.Bot).
type Bot struct {
	// Player is the computer's seat; the other is the person's.
	Player rules.Player
	Level  bot.Level
	// Seed seeds the opponent's imagined worlds: the same seed, position
	// and answers give the same answers.
	Seed uint64
}

// human is the seat of the person at the board.
func (b *Bot) human() rules.Player { return b.Player.Opponent() }

// thinkingMsg says the computer is deciding: the board shows the game as
// the person sees it meanwhile, with no question.
type thinkingMsg struct {
	Snap *board.Snapshot
	Log  []logLine
}

// botSeat answers the computer's questions through the bridge's record,
// so that undo and resume replay them like every other answer.
type botSeat struct {
	b    *bridge
	op   *bot.Opponent
	seen rules.Player // whose board is on the screen
}

func (s botSeat) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	b := s.b
	if len(b.replay) > 0 {
		return b.Decide(ctx, v, p) // replaying after an undo or a resume
	}
	if a, ok := FirstAnswer(&p, b.first); ok {
		b.rec.AnsweredAuto(b.game, &p, a) // play --first answered it
		return a, nil
	}
	viewer := s.seen
	if b.openHands {
		viewer = rules.Omniscient
	}
	msg := thinkingMsg{Snap: board.Take(b.game.ViewFor(viewer), b.lang, nil), Log: b.flush()}
	select {
	case b.out <- msg:
	case <-ctx.Done():
		return rules.Answer{}, ctx.Err()
	}
	a, err := s.op.Decide(ctx, v, p)
	if err != nil {
		return a, err
	}
	b.rec.AnsweredAuto(b.game, &p, a) // the computer's, no person's
	r := s.op.Last()
	// A pass that ends the computer's own action phase with cards in its
	// hand or arsenal lets its turn go by: the person reads that it did,
	// and how many cards it kept (which, only its own seat), whatever
	// the reason says and though it said the same reason before.
	if n := heldCards(v, p.Player); n > 0 && endsActionPhase(v, &p, a) {
		if r.Code == bot.WhyOnly || r.Code == bot.WhyPass {
			l := turnPassLine(b, v, p.Player, n)
			b.lastBot = l.Text
			b.pending = append(b.pending, l)
			return a, nil
		}
		b.lastBot = [3]string{}
	}
	// A question with one answer has no reason to give: its event says
	// what happened. Nor has a bare pass ("passes"): its event says it
	// all, and a line of it between the person's pass and the computer's
	// would keep the two from being one line (CR 1.11.4: both in a row).
	if r.Code != bot.WhyOnly && r.Code != bot.WhyPass {
		if r.Code == bot.WhyLeast {
			// Its words say what the least answer does to this
			// question ("keeps the listed order"), not only that it is
			// the least.
			r.Kind = p.Kind
		}
		// The same reason again, word for word (its plan, pass after
		// pass in a turn), says nothing new: the events say what it did.
		if l := botLine(b, v, r, p.Player); l.Text != b.lastBot {
			b.lastBot = l.Text
			b.pending = append(b.pending, l)
		}
	}
	return a, nil
}

// endsActionPhase reports a pass of the turn player's priority where the
// players passing ends the action phase (the engine says where,
// rules.View.PassesEndActionPhase, CR 4.3.4): when the other player passes
// too, their turn's plays are over.
func endsActionPhase(v rules.View, p *rules.Prompt, a rules.Answer) bool {
	if p.Kind != rules.AskPriority || v.TurnPlayer() != p.Player || !v.PassesEndActionPhase() || len(a.IDs) != 1 {
		return false
	}
	for _, o := range p.Options {
		if o.ID == a.IDs[0] {
			return o.Act == rules.ActPass
		}
	}
	return false
}

// heldCards is how many cards player p holds in hand and arsenal.
func heldCards(v rules.View, p rules.Player) int {
	return len(v.Zone(p, rules.ZoneHand)) + len(v.Zone(p, rules.ZoneArsenal))
}

// turnPassLine is the log line of the computer passing its turn with n
// cards held: a number every viewer may read (the board shows it too).
func turnPassLine(b *bridge, v rules.View, seat rules.Player, n int) logLine {
	var l logLine
	for viewer := range l.Text {
		w := text.Words{Lang: b.lang, View: b.game.ViewFor(rules.Player(viewer))}
		l.Text[viewer] = w.Say("log.bot", v.Turn(), w.Player(seat), w.SayN("bot.turn-pass", n, n))
	}
	return l
}

// botLine is the log line of one of the computer's answers: its reason as
// each viewer may read it. The computer's own seat and everyone (open
// hands) read the cards it is about; the person reads what they may see.
func botLine(b *bridge, v rules.View, r bot.Reason, seat rules.Player) logLine {
	var l logLine
	for viewer := range l.Text {
		w := text.Words{Lang: b.lang, View: b.game.ViewFor(rules.Player(viewer))}
		why := w.BotReasonSeen(r)
		if rules.Player(viewer) == seat || rules.Player(viewer) == rules.Omniscient {
			why = w.BotReason(r)
		}
		l.Text[viewer] = w.Say("log.bot", v.Turn(), w.Player(seat), why)
	}
	return l
}

// wireBot is called after each new bridge (the first game and each undo):
// the computer's seat answers itself, the other is the person's.
func (m *Model) wireBot() {
	cfg := m.cfg.Bot
	if cfg == nil || m.br == nil {
		return
	}
	b := m.br
	// One person at the board: never asked where passing is all they can
	// do (what they hold decides it, and nobody else is looking).
	b.private = true
	human := cfg.human()
	b.game.SetDecider(cfg.Player, botSeat{b: b, op: bot.NewOpponent(cfg.Player, cfg.Level, cfg.Seed), seen: human})
	m.shownFor = human
	m.handoff = false
}

// thinking shows the game while the computer decides.
func (m *Model) thinking(msg thinkingMsg) tea.Cmd {
	m.addLog(msg.Log)
	m.snap, m.reply, m.rows = msg.Snap, nil, nil
	m.undo, m.undoPrev = nil, nil
	m.message = m.say("bot.thinking", msg.Snap.Name(m.cfg.Bot.Player))
	m.botMoved, m.ignored = true, false
	m.syncLog()
	return m.wait()
}
