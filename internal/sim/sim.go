// Package sim plays the games of `rathe sim`: each game of a seeded run
// dealt and played with the engine's invariants checked (runner.Run), a
// random player or the computer opponent at each seat, and the run summed
// up as sim's JSON. The command (internal/cli, sim.go) reads the flags and
// prints the result; the tests of rules/bot play the cheating twin's games
// through the same runner, giving it their own seat bot (Options.NewBot),
// so the twin's games are sim's games.
package sim

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// MaxTurns stops a game that does not end; it counts as an error.
const MaxTurns = 300

// Options are a run's inputs.
type Options struct {
	Seed    uint64
	Games   int
	Workers int // games played at once, at least 1
	Decks   [2]rules.Deck
	Every   rules.CheckEvery // when the invariants are checked
	Bots    Bots             // the seats the computer plays (bots.go)
	// NewBot makes the bot of seat p for one game: level is the seat's,
	// seed the game's player seed of the seat, g the game it will play
	// (dealt, not begun). Nil: bot.NewOpponent, as `rathe sim` plays. The
	// game is handed to no bot the shipped binary can make: only the
	// tests of rules/bot make the cheating twin, which searches it
	// (rules/bot, twin.go; guard_test.go). Names, where not empty, name
	// the seats' bots in the result instead of their levels.
	NewBot func(p rules.Player, level bot.Level, seed uint64, g *rules.Game) *bot.Opponent
	Names  [2]string
	// Failed, when not nil, is told of every game that ended in an
	// error, in game order.
	Failed func(g runner.Game, err error)
}

// Result is the --json output of `rathe sim`.
type Result struct {
	Games           int     `json:"games"`
	P1Wins          int     `json:"p1_wins"`
	P2Wins          int     `json:"p2_wins"`
	Draws           int     `json:"draws"`
	Errors          int     `json:"errors"`
	TurnsMean       float64 `json:"turns_mean"`
	Decisions       int     `json:"decisions"`
	DecisionsPerSec float64 `json:"decisions_per_sec"`
	Hash            string  `json:"hash"`
	// With bots (bots.go): the bots, how many answers they thought
	// about, and the median and 99th percentile of their times: wall
	// (bot_ms_), and the deciding thread's CPU time (bot_cpu_ms_, Linux),
	// which the machine's other work does not lengthen; then the same by
	// seat.
	Bots           string    `json:"bots,omitempty"`
	BotDecisions   int       `json:"bot_decisions,omitempty"`
	BotMSMedian    float64   `json:"bot_ms_median,omitempty"`
	BotMSP99       float64   `json:"bot_ms_p99,omitempty"`
	BotCPUMSMedian float64   `json:"bot_cpu_ms_median,omitempty"`
	BotCPUMSP99    float64   `json:"bot_cpu_ms_p99,omitempty"`
	BotSeats       []BotSeat `json:"bot_seats,omitempty"`
}

// game is how one game went.
type game struct {
	turns, decisions int
	winner           rules.Player
	draw             bool
	hash             uint64
	err              error
	times            *[2]botTimes // the bots', by seat
}

// Run plays o.Games games from o.Seed and sums them up, with the time
// the run took.
func Run(ctx context.Context, o Options) (Result, time.Duration) {
	defer runner.Pace(runner.Floor)()
	// Each game is independent and seeded by its index: the sums go in
	// game order as the games end (runner.Run), so the output does not
	// depend on the number of workers, and memory not on the number of
	// games.
	start := time.Now()
	res := Result{Games: o.Games}
	h := fnv.New64a()
	turns := 0
	var times [2]botTimes
	// Each worker deals its games on its own table: a game's memory is the
	// last one's (rules.Table).
	newTable := func() *rules.Table { return new(rules.Table) }
	play := func(ctx context.Context, t *rules.Table, g runner.Game) game {
		return playGame(ctx, t, g, &o)
	}
	runner.Run(ctx, o.Seed, o.Games, o.Workers, newTable, play, func(g runner.Game, r game) {
		turns += r.turns
		if r.times != nil {
			times[0].merge(&r.times[0])
			times[1].merge(&r.times[1])
		}
		res.Decisions += r.decisions
		h.Write(binary.LittleEndian.AppendUint64(nil, r.hash))
		switch {
		case r.err != nil:
			res.Errors++
			if o.Failed != nil {
				o.Failed(g, r.err)
			}
		case r.draw:
			res.Draws++
		case r.winner == 0:
			res.P1Wins++
		default:
			res.P2Wins++
		}
	})
	elapsed := time.Since(start)
	res.TurnsMean = float64(turns) / float64(o.Games)
	if s := elapsed.Seconds(); s > 0 {
		res.DecisionsPerSec = float64(res.Decisions) / s
	}
	res.Hash = fmt.Sprintf("%016x", h.Sum64())
	if s := o.Bots.names(o.Names); s != "" {
		var all botTimes
		all.merge(&times[0])
		all.merge(&times[1])
		res.Bots, res.BotDecisions = s, all.wall.n
		res.BotMSMedian, res.BotMSP99 = all.wall.quantile(0.5), all.wall.quantile(0.99)
		res.BotCPUMSMedian, res.BotCPUMSP99 = all.cpu.quantile(0.5), all.cpu.quantile(0.99)
		res.BotSeats = o.Bots.seats(&times, o.Names)
	}
	return res, elapsed
}

// playGame plays game gm of a run on table t, checked (rules.RunChecked
// recovers the engine's panics and counts them as the game's error).
// Nothing of the game is kept past the result: the table deals the next
// one in its memory.
func playGame(ctx context.Context, t *rules.Table, gm runner.Game, o *Options) (r game) {
	defer func() {
		// RunChecked recovers the engine's panics; this is for anything
		// else.
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic after the game: %v", p)
		}
	}()
	g, err := t.New(rules.Setup{Seed: gm.Seed, Players: o.Decks, PoolChecked: true})
	if err != nil {
		return game{err: err}
	}
	var times *[2]botTimes
	if o.Bots != (Bots{}) {
		times = new([2]botTimes)
	}
	for p := range rules.Player(2) {
		g.SetDecider(p, o.Bots.decider(p, gm.Players[p], g, o.NewBot, times))
	}
	g.MaxTurns = MaxTurns
	err = g.RunChecked(ctx, o.Every, nil)
	r = game{turns: g.Omniscient().Turn(), decisions: g.Decisions, winner: g.Omniscient().Winner(), draw: g.Omniscient().Draw(), err: err, times: times}
	if errors.Is(err, rules.ErrTurnLimit) {
		r.err = fmt.Errorf("%w (%d turns)", err, MaxTurns)
	}
	if err == nil && !g.Over() {
		r.err = errors.New("the game stopped before it ended")
	}
	// A game that panicked left its state halfway: the deferred recover
	// guards the hash too.
	r.hash = g.Hash()
	return r
}
