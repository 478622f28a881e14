package rules

import (
	"context"
	"errors"
)

// RunTurnSettled is RunTurnUntil that ends too, with no error, in the end
// phase of the turn in progress as soon as its arsenal step is done (CR
// 4.4.3b, and the triggers it gave resolved). What the turn does after
// it deals no damage and moves no card into or out of the turn player's
// arsenal or arena, nor out of the hand: the pitched cards go to the
// bottom of their decks (4.4.3c), the points are lost (4.4.3d), the hand
// is drawn up to intellect (4.4.3e; on the first turn every player's),
// the "this turn" effects end (4.4.4). A caller that reads only what the
// turn dealt and what it kept (the goldfish bot's search, which measures
// the cards kept before that draw) need not play it.
//
// A game ended there is in the middle of its end phase, and not a game
// to go on with: it may be read, but Run, Step, RunTurn and RunTurnUntil
// on it (or on a clone of it) fail.
func (g *Game) RunTurnSettled(ctx context.Context, stop func(View, *Prompt) bool) error {
	g.settle = true
	defer func() { g.settle = false }()
	return g.RunTurnUntil(ctx, stop)
}

// settled ends RunTurnSettled's run where the end phase is (endPhase).
func (g *Game) settled() { g.stopped, g.halted = true, true }

// errHalted is the error of running a game RunTurnSettled ended.
var errHalted = errors.New("rules: the game was left in its end phase (RunTurnSettled): it cannot go on")
