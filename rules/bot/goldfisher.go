package bot

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
)

// Goldfisher is a Decider that plays the best line of each of its turns
// against a goldfish (`rathe goldfish --auto`). At the first priority
// point of a turn it searches (Best) on a sample of the View it is asked
// with (its player's: it holds no game of its own), and then answers from
// the line found. When a prompt is not
// the one the line expects (the real deck gave another card than the
// imagined one), or the line goes on past a card the imagined world drew
// or revealed, it searches again from the next priority point, which sees
// the real card; an inner question off the line gets rules.LeastAnswer,
// but the order of the pitched cards to the bottom of the deck (CR
// 4.4.3c), which gets the search's (bottomOrderIn): a line found without
// steps ends before it is asked (rules.Game.RunTurnSettled), and a
// Planned line holds the same.
type Goldfisher struct {
	Options Options
	// Planned, when set, is called with each line the bot searched and
	// the turn it was for.
	Planned func(turn int, l *Line)
	// Memo, when set, answers the first search of the game (the opening
	// hand's turn) from the lines of the information sets it met before
	// (memo.go), and keys the worlds of that search by it rather than by
	// Options.Seed. The opening hands repeat (44 % of cb-rhinar's first
	// turns are met again in 10,000 deals, 93 % of ira-welcome's); the
	// later searches hardly ever do (cb-rhinar, 1,000 games with a memo
	// of every turn's first search: all 64 met again were first turns),
	// and a line kept is memory.
	Memo *Memo

	line *Line
	next int
	turn int
	// searched: the bot has searched in this game (Memo).
	searched bool
}

// Decide answers one prompt of the bot's player.
func (b *Goldfisher) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if p.Kind == rules.AskFirstPlayer {
		// The practising player goes first (rules.GoldfishSetup).
		for _, o := range p.Options {
			if o.Player == p.Player {
				return rules.Pick(o.ID), nil
			}
		}
	}
	if v.TurnPlayer() != p.Player {
		return rules.LeastAnswer(p), nil // not its turn: it has nothing to plan
	}
	if a, ok := b.planned(v, p); ok {
		return a, nil
	}
	if isBottomOrder(&p) {
		// The line's answer, where it holds one (a search that plays
		// the end phase through: Planned's), is this one.
		return bottomOrderIn(v, &p, make([]int32, len(p.Options))), nil
	}
	if p.Kind != rules.AskPriority {
		return rules.LeastAnswer(p), nil
	}
	opts := b.Options
	// The game reads the line's answers alone; its steps are for a
	// watcher (Planned).
	opts.stepless = b.Planned == nil
	var l Line
	var err error
	if b.Memo != nil && !b.searched {
		l, err = b.Memo.Best(ctx, v, opts)
	} else {
		l, err = Best(ctx, v, opts)
	}
	b.searched = true
	if err != nil {
		return rules.Answer{}, err
	}
	b.line, b.next, b.turn = &l, 0, v.Turn()
	if b.Planned != nil {
		b.Planned(v.Turn(), &l)
	}
	if a, ok := b.planned(v, p); ok {
		return a, nil
	}
	return rules.LeastAnswer(p), nil
}

// planned is the line's next answer, if it fits the prompt.
func (b *Goldfisher) planned(v rules.View, p rules.Prompt) (rules.Answer, bool) {
	l := b.line
	if l == nil || b.turn != v.Turn() || b.next >= len(l.answers) || l.kinds[b.next] != p.Kind ||
		l.unsure[b.next] && p.Kind == rules.AskPriority {
		b.line = nil
		return rules.Answer{}, false
	}
	a := l.answers[b.next]
	if p.Check(a) != nil {
		b.line = nil
		return rules.Answer{}, false
	}
	b.next++
	return a, true
}
