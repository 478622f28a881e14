package rules

import "context"

// RunTurn is Run that ends, with no error, where the turn in progress is
// over and the next turn's player is about to get priority in its action
// phase (CR 4.3.1): the point at which the next turn's first priority
// question would be asked. Nothing is asked there, and the priority
// prompt is not built: a caller that plays a turn to its end (the bot's
// search, playing clones) stops there without a decider's error carried
// up the engine. A question asked earlier in the next turn (a trigger of
// its start phase, CR 4.2) is asked as Run asks it. The game ends the
// same way as in Run otherwise.
func (g *Game) RunTurn(ctx context.Context) error { return g.RunTurnUntil(ctx, nil) }

// RunTurnUntil is RunTurn that ends too, with no error, at a priority
// question that stop (when not nil) says to stop at: the question is
// built as it would be asked (its prompt lists what the player may do,
// CR 1.11), stop is given its player's view and the prompt, and when it
// returns true the question is not asked. The game then stays where it
// was to be asked: run again (or cloned and run), it asks it anew. stop
// must not change the game, nor keep the prompt (it is the game's, given
// by pointer so that no question copies it) or its lists (Prompt.Kept
// copies them).
func (g *Game) RunTurnUntil(ctx context.Context, stop func(View, *Prompt) bool) error {
	turn := g.s.Turn
	g.stopAt, g.stopped = stop, false
	defer func() { g.stopAt, g.stopped = nil, false }()
	return g.guard(ctx, func() error {
		for !g.Over() {
			if g.MaxTurns > 0 && g.s.Turn > g.MaxTurns {
				return ErrTurnLimit
			}
			if g.s.Turn != turn && g.priorityNext() {
				return nil
			}
			g.tick()
			if g.stopped {
				return nil
			}
		}
		return nil
	})
}

// priorityNext reports whether the next tick asks for priority (tick's
// cases in its order).
func (g *Game) priorityNext() bool {
	s := g.s
	switch s.Phase {
	case PhaseSetup, PhaseStart, PhaseEnd:
		return false
	}
	return s.Priority != NoPlayer
}
