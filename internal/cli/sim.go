package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/internal/sim"
	"github.com/rathe-tcg/rathe/rules"
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
const simMaxTurns = sim.MaxTurns

// simOptions are the inputs of `rathe sim`.
type simOptions struct {
	streams
	seed    uint64
	games   int
	p1, p2  string
	json    bool
	workers int        // games played at once; 0: runner.Workers()
	check   string     // "decisions" (default) or "events"
	bots    []string   // --bot p1:normal: the seats bots play (internal/sim, bots.go)
	w       text.Words // the language of the summary; English when zero
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
	bots, err := sim.ParseBots(o.bots)
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
	var failed []string
	res, elapsed := sim.Run(ctx, sim.Options{
		Seed: seed, Games: o.games, Workers: workers, Decks: ds, Every: every, Bots: bots,
		Failed: func(g runner.Game, err error) {
			if len(failed) < 10 {
				failed = append(failed, fmt.Sprintf("rathe sim: game %d (game seed %d, player seeds %d and %d; reproduce with --seed %d --games %d): %v",
					g.Index, g.Seed, g.Players[0], g.Players[1], seed, g.Index+1, err))
			}
		},
	})

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

func printSimSummary(out io.Writer, seed uint64, o *simOptions, r *sim.Result, elapsed time.Duration) {
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
