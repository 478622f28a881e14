package cli

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// The largest values of the counting flags of `rathe sim` and `rathe
// goldfish --auto` (README, "Exit status"; --workers: runner.MaxWorkers):
// at them a run takes days (sim, its invariants checked, plays a few
// hundred games a second on two cores, the goldfish bot some ten), so a
// larger number is a slip of the keyboard rather than a wish. Memory does
// not depend on them: the games are summed up as they end (runner.Run).
const (
	maxSimGames      = 100_000_000
	maxGoldfishRuns  = 1_000_000
	maxGoldfishTurns = 1_000
)

// simMaxTurns stops a game that does not end; it counts as an error.
const simMaxTurns = 300

// simOptions are the inputs of `rathe sim`.
type simOptions struct {
	streams
	seed    uint64
	games   int
	p1, p2  string
	json    bool
	workers int        // games played at once; 0: runner.Workers()
	check   string     // "decisions" (default) or "events"
	bots    []string   // --bot p1:normal: the seats bots play (simbot.go)
	w       text.Words // the language of the summary; English when zero
}

// simResult is the --json output of `rathe sim`.
type simResult struct {
	Games           int     `json:"games"`
	P1Wins          int     `json:"p1_wins"`
	P2Wins          int     `json:"p2_wins"`
	Draws           int     `json:"draws"`
	Errors          int     `json:"errors"`
	TurnsMean       float64 `json:"turns_mean"`
	Decisions       int     `json:"decisions"`
	DecisionsPerSec float64 `json:"decisions_per_sec"`
	Hash            string  `json:"hash"`
	// With --bot (simbot.go): the bots, how many answers they thought
	// about, and the median and 99th percentile of their times: wall
	// (bot_ms_), and the deciding thread's CPU time (bot_cpu_ms_, Linux),
	// which the machine's other work does not lengthen; then the same by
	// seat.
	Bots           string       `json:"bots,omitempty"`
	BotDecisions   int          `json:"bot_decisions,omitempty"`
	BotMSMedian    float64      `json:"bot_ms_median,omitempty"`
	BotMSP99       float64      `json:"bot_ms_p99,omitempty"`
	BotCPUMSMedian float64      `json:"bot_cpu_ms_median,omitempty"`
	BotCPUMSP99    float64      `json:"bot_cpu_ms_p99,omitempty"`
	BotSeats       []simBotSeat `json:"bot_seats,omitempty"`
}

// newSimCmd is `rathe sim`: headless games between random players, with
// the engine's invariants checked at every decision (or every event).
func newSimCmd(g *globalOptions, runF func(*simOptions) error) *cobra.Command {
	o := &simOptions{}
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "cli.sim",
		Long:  "cli.sim-long", // names the turn limit, simMaxTurns (a test checks it)
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.workers < 1 { // 0 is runSim's default, not a flag's value
				return &exitError{2, errors.New(g.words().Say("cmd.sim-workers", o.workers, runner.MaxWorkers))}
			}
			o.streams, o.seed, o.w = streamsOf(cmd), g.seed, g.words()
			if runF != nil {
				return runF(o)
			}
			return runSim(o)
		},
	}
	cmd.Flags().IntVarP(&o.games, "games", "n", 100, "flag.sim-games")
	addDeckFlags(cmd, &o.p1, &o.p2)
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.sim-json")
	cmd.Flags().IntVar(&o.workers, "workers", runner.Workers(), "flag.sim-workers")
	cmd.Flags().StringVar(&o.check, "check", "decisions", "flag.sim-check")
	cmd.Flags().StringArrayVar(&o.bots, "bot", nil, "flag.sim-bot")
	return cmd
}

// simGame is how one game went.
type simGame struct {
	turns, decisions int
	winner           rules.Player
	draw             bool
	hash             uint64
	err              error
	times            *[2]botTimes // the bots' (--bot), by seat
}

// runSim plays o.games games from o.seed and prints the summary to out;
// the games that failed are described on errOut.
func runSim(o *simOptions) error {
	ctx, out, errOut, seed := o.ctx, o.out, o.errOut, o.seed
	if ctx == nil {
		ctx = context.Background()
	}
	if o.games < 1 || o.games > maxSimGames {
		return &exitError{2, errors.New(o.w.Say("cmd.sim-games", o.games, maxSimGames))}
	}
	workers := o.workers
	if workers == 0 {
		workers = runner.Workers()
	}
	if workers < 1 || workers > runner.MaxWorkers {
		return &exitError{2, errors.New(o.w.Say("cmd.sim-workers", o.workers, runner.MaxWorkers))}
	}
	every := rules.EveryDecision
	switch o.check {
	case "", "decisions":
	case "events":
		every = rules.EveryEvent
	default:
		return &exitError{2, errors.New(o.w.Say("cmd.sim-check", rules.Printable(o.check)))}
	}
	bots, err := parseSimBots(o.bots)
	if err != nil {
		return &exitError{2, fmt.Errorf("sim: %w", err)}
	}
	a, err := loadDeck(o.p1)
	if err != nil {
		return &exitError{2, fmt.Errorf("sim: --p1: %w", err)}
	}
	b, err := loadDeck(o.p2)
	if err != nil {
		return &exitError{2, fmt.Errorf("sim: --p2: %w", err)}
	}
	ds := [2]rules.Deck{a.Deck, b.Deck}
	if _, err := rules.New(rules.Setup{Seed: seed, Players: ds}); err != nil {
		return &exitError{2, fmt.Errorf("sim: %w", err)}
	}
	defer runner.LessGarbageCollection()()

	// Each game is independent and seeded by its index: the sums go in
	// game order as the games end (runner.Run), so the output does not
	// depend on the number of workers, and memory not on the number of
	// games.
	start := time.Now()
	res := simResult{Games: o.games}
	h := fnv.New64a()
	turns := 0
	var failed []string
	var times [2]botTimes
	// Each worker deals its games on its own table: a game's memory is the
	// last one's (rules.Table).
	newTable := func() *rules.Table { return new(rules.Table) }
	play := func(ctx context.Context, t *rules.Table, g runner.Game) simGame {
		return playSimGame(ctx, t, g, ds, every, bots)
	}
	runner.Run(ctx, seed, o.games, workers, newTable, play, func(g runner.Game, r simGame) {
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
			if len(failed) < 10 {
				failed = append(failed, fmt.Sprintf("rathe sim: game %d (game seed %d, player seeds %d and %d; reproduce with --seed %d --games %d): %v",
					g.Index, g.Seed, g.Players[0], g.Players[1], seed, g.Index+1, r.err))
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
	res.TurnsMean = float64(turns) / float64(o.games)
	if s := elapsed.Seconds(); s > 0 {
		res.DecisionsPerSec = float64(res.Decisions) / s
	}
	res.Hash = fmt.Sprintf("%016x", h.Sum64())
	if s := bots.String(); s != "" {
		var all botTimes
		all.merge(&times[0])
		all.merge(&times[1])
		res.Bots, res.BotDecisions = s, all.wall.n
		res.BotMSMedian, res.BotMSP99 = all.wall.quantile(0.5), all.wall.quantile(0.99)
		res.BotCPUMSMedian, res.BotCPUMSP99 = all.cpu.quantile(0.5), all.cpu.quantile(0.99)
		res.BotSeats = bots.seats(&times)
	}

	for _, f := range failed {
		fmt.Fprintln(errOut, f)
	}
	if res.Errors > len(failed) {
		fmt.Fprintln(errOut, o.w.SayN("cmd.sim-more-errors", res.Errors-len(failed), res.Errors-len(failed)))
	}
	if o.json {
		enc := json.NewEncoder(out)
		if err := enc.Encode(res); err != nil {
			return err
		}
	} else {
		printSimSummary(out, seed, o, &res, elapsed)
	}
	if res.Errors > 0 {
		return &exitError{1, errors.New(o.w.SayN("cmd.sim-errors", res.Games, res.Errors, res.Games))}
	}
	return nil
}

// playSimGame plays game g of a run on table t, checked; a panic
// is caught (saves.Checked) and counted as the game's error. Nothing of
// the game is kept past the result: the table deals the next one in its
// memory.
func playSimGame(ctx context.Context, t *rules.Table, gm runner.Game, ds [2]rules.Deck, every rules.CheckEvery, bots simBots) (r simGame) {
	defer func() {
		// Checked recovers the engine's panics; this is for anything else.
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic after the game: %v", p)
		}
	}()
	var times *[2]botTimes
	if bots.String() != "" {
		times = new([2]botTimes)
	}
	players := bots.deciders(gm.Players, times)
	g, err := saves.CheckedOn(ctx, t, every, rules.Setup{Seed: gm.Seed, Players: ds, PoolChecked: true}, players[0], players[1], simMaxTurns)
	if g == nil {
		return simGame{err: err}
	}
	r = simGame{turns: g.Omniscient().Turn(), decisions: g.Decisions, winner: g.Omniscient().Winner(), draw: g.Omniscient().Draw(), err: err, times: times}
	if errors.Is(err, rules.ErrTurnLimit) {
		r.err = fmt.Errorf("%w (%d turns)", err, simMaxTurns)
	}
	if err == nil && !g.Over() {
		r.err = errors.New("the game stopped before it ended")
	}
	// A game that panicked left its state halfway: the deferred recover
	// guards the hash too.
	r.hash = g.Hash()
	return r
}

func printSimSummary(out io.Writer, seed uint64, o *simOptions, r *simResult, elapsed time.Duration) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(r.Games) }
	w := o.w
	players := w.Say("cmd.sim-random-players")
	switch bots := strings.Fields(r.Bots); len(bots) {
	case 1:
		players = w.Say("cmd.sim-bot-players", r.Bots)
	case 2:
		players = w.Say("cmd.sim-bots-both", bots[0], bots[1])
	}
	fmt.Fprintln(out, w.SayN("cmd.sim-games-from", r.Games, r.Games, seed, rules.Printable(o.p1), rules.Printable(o.p2), players))
	fmt.Fprintln(out, w.Say("cmd.sim-wins", r.P1Wins, pct(r.P1Wins), r.P2Wins, pct(r.P2Wins), w.SayN("cmd.sim-draws", r.Draws, r.Draws), w.SayN("cmd.sim-error-count", r.Errors, r.Errors)))
	fmt.Fprintln(out, w.Say("cmd.sim-turns", r.TurnsMean, w.SayN("cmd.sim-decisions", r.Decisions, r.Decisions), elapsed.Seconds(), r.DecisionsPerSec))
	fmt.Fprintln(out, w.Say("cmd.sim-hash", r.Hash))
	if r.Bots != "" {
		fmt.Fprintln(out, w.Say("cmd.sim-bots", r.Bots, r.BotDecisions, r.BotMSMedian, r.BotMSP99))
		if r.BotCPUMSP99 > 0 {
			fmt.Fprintln(out, w.Say("cmd.sim-bots-cpu", r.BotCPUMSMedian, r.BotCPUMSP99))
		}
		if len(r.BotSeats) > 1 {
			for _, s := range r.BotSeats {
				fmt.Fprintln(out, w.Say("cmd.sim-bot-seat", s.Bot, s.Decisions, s.MSMedian, s.MSP99, s.CPUMSMedian, s.CPUMSP99))
			}
		}
	}
}
