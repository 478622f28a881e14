package main

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newSimCmd) }

// simMaxTurns stops a game that does not end; it counts as an error.
const simMaxTurns = 300

type simOptions struct {
	games   int
	p1, p2  string
	json    bool
	workers int    // games played at once; 0: runtime.GOMAXPROCS(0)
	check   string // "decisions" (default) or "events"
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
}

// newSimCmd is `rathe sim`: headless games between random players, with
// the engine's invariants checked at every decision (or every event).
func newSimCmd(g *globalOptions) *cobra.Command {
	o := &simOptions{}
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "headless games between random players: statistics, fuzzing, benchmarks",
		Long: `sim plays N games between two random players and sums them up. Game i has
a seed derived from --seed and i, and so do its players, so the same seed
gives the same games and the same hash, whatever --workers: the games are
split over that many goroutines and summed up in game order. The engine's
invariants are checked at every decision of every game (--check events:
after every event, slower, and a break is caught at its event); a game
stopped by an engine error, a panic, a broken invariant or the turn limit
(` + fmt.Sprint(simMaxTurns) + `) counts as an error, is described on stderr, and makes the exit
status 1.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.workers < 1 {
				return &exitError{2, fmt.Errorf("sim: --workers %d: want at least 1", o.workers)}
			}
			return runSim(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), g.seed, o)
		},
	}
	cmd.Flags().IntVarP(&o.games, "games", "n", 100, "number of games")
	addDeckFlags(cmd, &o.p1, &o.p2)
	cmd.Flags().BoolVar(&o.json, "json", false, "print one JSON object: games, p1_wins, p2_wins, draws, errors, turns_mean, decisions, decisions_per_sec, hash")
	cmd.Flags().IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "games played at once (the results are the same for any number)")
	cmd.Flags().StringVar(&o.check, "check", "decisions", "when the invariants are checked: decisions (at every decision) or events (after every event)")
	return cmd
}

// simGame is how one game went.
type simGame struct {
	turns, decisions int
	winner           rules.Player
	draw             bool
	hash             uint64
	err              error
}

// runSim plays o.games games from seed and prints the summary to out; the
// games that failed are described on errOut.
func runSim(ctx context.Context, out, errOut io.Writer, seed uint64, o *simOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if o.games < 1 {
		return &exitError{2, fmt.Errorf("sim: --games %d: want at least 1", o.games)}
	}
	workers := o.workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers < 1 {
		return &exitError{2, fmt.Errorf("sim: --workers %d: want at least 1", o.workers)}
	}
	every := saves.EveryDecision
	switch o.check {
	case "", "decisions":
	case "events":
		every = saves.EveryEvent
	default:
		return &exitError{2, fmt.Errorf("sim: --check %q: want decisions or events", rules.Printable(o.check))}
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
	// The games keep little memory but make garbage fast: a heap goal four
	// times the live heap means fewer collections, and fewer stretches of
	// write barriers, for a few megabytes. GOGC, when set, decides.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}

	// Each game is independent and seeded by its index: results[i] is the
	// same whichever worker plays it, and the sums below go in game order,
	// so the output does not depend on the number of workers.
	start := time.Now()
	results := make([]simGame, o.games)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, o.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = playSimGame(ctx, seed, i, ds, every)
			}
		}()
	}
	for i := range results {
		next <- i
	}
	close(next)
	wg.Wait()
	elapsed := time.Since(start)

	res := simResult{Games: o.games}
	h := fnv.New64a()
	turns := 0
	var failed []string
	for i, r := range results {
		turns += r.turns
		res.Decisions += r.decisions
		h.Write(binary.LittleEndian.AppendUint64(nil, r.hash))
		switch {
		case r.err != nil:
			res.Errors++
			if len(failed) < 10 {
				gs, d1, d2 := saves.Seeds(seed, i)
				failed = append(failed, fmt.Sprintf("rathe sim: game %d (game seed %d, player seeds %d and %d; reproduce with --seed %d --games %d): %v",
					i, gs, d1, d2, seed, i+1, r.err))
			}
		case r.draw:
			res.Draws++
		case r.winner == 0:
			res.P1Wins++
		default:
			res.P2Wins++
		}
	}
	res.TurnsMean = float64(turns) / float64(o.games)
	if s := elapsed.Seconds(); s > 0 {
		res.DecisionsPerSec = float64(res.Decisions) / s
	}
	res.Hash = fmt.Sprintf("%016x", h.Sum64())

	for _, f := range failed {
		fmt.Fprintln(errOut, f)
	}
	if res.Errors > len(failed) {
		fmt.Fprintf(errOut, "rathe sim: and %s more with errors\n", decksPlural(res.Errors-len(failed), "game"))
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
		return &exitError{1, fmt.Errorf("sim: %d of %s stopped with an error", res.Errors, decksPlural(res.Games, "game"))}
	}
	return nil
}

// playSimGame plays game i of a run from seed, checked; a panic is caught
// (saves.Checked) and counted as the game's error.
func playSimGame(ctx context.Context, seed uint64, i int, ds [2]rules.Deck, every saves.CheckEvery) (r simGame) {
	gs, d1, d2 := saves.Seeds(seed, i)
	defer func() {
		// Checked recovers the engine's panics; this is for anything else.
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic after the game: %v", p)
		}
	}()
	g, err := saves.CheckedEvery(ctx, every, rules.Setup{Seed: gs, Players: ds}, rules.NewRandom(d1), rules.NewRandom(d2), simMaxTurns, nil, nil)
	if g == nil {
		return simGame{err: err}
	}
	r = simGame{turns: g.S.Turn, decisions: g.Decisions, winner: g.S.Winner, draw: g.S.Draw, err: err}
	if errors.Is(err, rules.ErrTurnLimit) {
		r.err = fmt.Errorf("%w (%d turns)", err, simMaxTurns)
	}
	if err == nil && !g.Over() {
		r.err = errors.New("the game stopped before it ended")
	}
	// A game that panicked left its state halfway: the deferred recover
	// guards the hash too.
	r.hash = g.S.Hash()
	return r
}

func printSimSummary(out io.Writer, seed uint64, o *simOptions, r *simResult, elapsed time.Duration) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(r.Games) }
	fmt.Fprintf(out, "%s from seed %d: %s (player 1) vs %s (player 2), random players\n",
		decksPlural(r.Games, "game"), seed, rules.Printable(o.p1), rules.Printable(o.p2))
	fmt.Fprintf(out, "  player 1 won %d (%.1f%%), player 2 won %d (%.1f%%), %s, %s\n",
		r.P1Wins, pct(r.P1Wins), r.P2Wins, pct(r.P2Wins), decksPlural(r.Draws, "draw"), decksPlural(r.Errors, "error"))
	fmt.Fprintf(out, "  %.1f turns a game; %s in %.2fs (%.0f a second)\n",
		r.TurnsMean, decksPlural(r.Decisions, "decision"), elapsed.Seconds(), r.DecisionsPerSec)
	fmt.Fprintf(out, "  hash %s\n", r.Hash)
}
