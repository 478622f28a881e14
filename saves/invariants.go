package saves

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
)

// The seeded runs of random games with the engine's invariants checked
// (rules.Checker): the playouts and fuzzers of this package, rathe sim.

// Mix derives a seed from a base seed and an index (splitmix64), so that
// game i of a run started from seed S has a seed of its own.
func Mix(seed, i uint64) uint64 {
	z := seed + (i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Seeds returns the seeds of game i of a run of random games from seed:
// the game's own and its two random deciders'.
func Seeds(seed uint64, i int) (game, p1, p2 uint64) {
	game = Mix(seed, uint64(i))
	return game, Mix(game, 1), Mix(game, 2)
}

// Checked plays one game from setup between the two deciders with the
// invariants checked after every event (rules.Game.RunChecked), recording
// the answers into rec (nil: the answers are not recorded), and calling
// watch (if not nil) before each event is checked. It stops at maxTurns
// (0: no limit), and at the first broken invariant. err is the engine's
// error (rules.ErrTurnLimit among them), a *rules.PanicError for a
// recovered panic, or the first *rules.Violation; the game is returned as
// it stopped, nil only when the setup was refused.
func Checked(ctx context.Context, setup rules.Setup, d1, d2 rules.Decider, maxTurns int, rec *Record, watch rules.Observer) (g *rules.Game, err error) {
	return CheckedEvery(ctx, rules.EveryEvent, setup, d1, d2, maxTurns, rec, watch)
}

// CheckedEvery is Checked with the invariants checked as every says:
// after every event, or at every decision and when the game stops.
func CheckedEvery(ctx context.Context, every rules.CheckEvery, setup rules.Setup, d1, d2 rules.Decider, maxTurns int, rec *Record, watch rules.Observer) (g *rules.Game, err error) {
	return checked(ctx, nil, every, setup, d1, d2, maxTurns, rec, watch)
}

// CheckedOn is CheckedEvery without a record or a watcher, the game dealt
// on table t (rules.Table): for a caller that plays many games in turn and
// is done with each before the next (rathe sim, one table a worker).
func CheckedOn(ctx context.Context, t *rules.Table, every rules.CheckEvery, setup rules.Setup, d1, d2 rules.Decider, maxTurns int) (g *rules.Game, err error) {
	return checked(ctx, t, every, setup, d1, d2, maxTurns, nil, nil)
}

// checked is CheckedEvery, the game dealt on t when t is not nil (and rec
// nil).
func checked(ctx context.Context, t *rules.Table, every rules.CheckEvery, setup rules.Setup, d1, d2 rules.Decider, maxTurns int, rec *Record, watch rules.Observer) (g *rules.Game, err error) {
	if rec != nil {
		g, err = Start(setup, rec, d1, d2)
	} else {
		// No record wanted (rathe sim): the game as Start makes it,
		// without a recorder keeping every answer.
		if t != nil {
			g, err = t.New(setup)
		} else {
			g, err = rules.New(setup)
		}
		if err == nil {
			g.SetDecider(0, d1)
			g.SetDecider(1, d2)
		}
	}
	if err != nil {
		return nil, err
	}
	g.MaxTurns = maxTurns
	return g, g.RunChecked(ctx, every, watch)
}
