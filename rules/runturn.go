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
func (g *Game) RunTurn(ctx context.Context) error {
	turn := g.s.Turn
	return g.guard(ctx, func() error {
		for !g.Over() {
			if g.MaxTurns > 0 && g.s.Turn > g.MaxTurns {
				return ErrTurnLimit
			}
			if g.s.Turn != turn && g.priorityNext() {
				return nil
			}
			g.tick()
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
