package bot_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The strength table of BENCHMARKS.md ("The computer opponent"): paired
// games, seats swapped, for each match (a player against another) and
// each pairing of embedded decks, with the wins of the first player and
// their 95% Wilson interval, and the answer times of every bot. Off by
// default (it plays thousands of games):
//
//	go test ./rules/bot -run TestStrengthTable -v -timeout 0 -strength 2000 [-strength.match twin] [-strength.decks aurora] [-strength.workers 2]
var (
	strengthGames   = flag.Int("strength", 0, "games a match and deck pairing for TestStrengthTable (0: not played)")
	strengthMatch   = flag.String("strength.match", "", "only the matches whose name holds this")
	strengthDecks   = flag.String("strength.decks", "", "only the deck pairings whose name holds this")
	strengthWorkers = flag.Int("strength.workers", runner.Workers(), "games played at once")
	strengthSeed    = flag.Uint64("strength.seed", 1, "the seed of the games (saves.Seeds, as rathe sim)")
)

// contender is one side of a match: its name in the table, and its
// Decider for a seat of game g (the twin is given the real game).
type contender struct {
	name string
	make func(seat rules.Player, seed uint64, g *rules.Game) (rules.Decider, *bot.Opponent)
}

func fair(l bot.Level) contender {
	return contender{l.String(), func(seat rules.Player, seed uint64, _ *rules.Game) (rules.Decider, *bot.Opponent) {
		o := bot.NewOpponent(seat, l, seed)
		return o, o
	}}
}

func twin(l bot.Level) contender {
	return contender{l.String() + "-twin", func(seat rules.Player, seed uint64, g *rules.Game) (rules.Decider, *bot.Opponent) {
		o := bot.NewTwin(seat, l, seed, g)
		return o, o
	}}
}

var random = contender{"random", func(_ rules.Player, seed uint64, _ *rules.Game) (rules.Decider, *bot.Opponent) {
	return rules.NewRandom(seed), nil
}}

// strengthMatches are the issue's: normal against random, normal against
// the greedy bot, hard against normal, and the cheating twin against the
// fair bot.
var strengthMatches = [][2]contender{
	{fair(bot.Normal), random},
	{fair(bot.Normal), fair(bot.Greedy)},
	{fair(bot.Hard), fair(bot.Normal)},
	{twin(bot.Normal), fair(bot.Normal)},
}

// strengthDecks are the pairings: the first two precon pairs and two of
// the Heavy Hitters.
var strengthPairings = [][2]string{
	{"cb-rhinar", "cb-dorinthea"},
	{"1st-strike-aurora", "1st-strike-terra"},
	{"hh-kassai", "hh-victor"},
	{"hh-betsy", "hh-olympia"},
}

// strengthGame is how one game of a match went: the winner as a side of
// the match (0 the first contender, 1 the other, -1 none), and the
// answer times of each side that thought (a question with one answer
// aside).
type strengthGame struct {
	winner int
	draw   bool
	err    error
	times  [2][]time.Duration
}

// playPaired plays game i of a match: the pair i/2 is one deal (the game
// and player seeds of saves.Seeds), played twice with the contenders'
// decks swapped: in game 2k the first contender plays the first deck
// (player 1), in game 2k+1 the second deck (player 2).
func playPaired(ctx context.Context, m [2]contender, ds [2]rules.Deck, seed uint64, i int) (r strengthGame) {
	gm := runner.GameOf(seed, i/2)
	swap := i%2 == 1
	g, err := rules.New(rules.Setup{Seed: gm.Seed, Players: ds, PoolChecked: true})
	if err != nil {
		return strengthGame{err: err}
	}
	g.MaxTurns = 300
	side := func(seat rules.Player) int {
		if swap {
			return 1 - int(seat)
		}
		return int(seat)
	}
	for seat := range rules.Player(2) {
		s := side(seat)
		d, o := m[s].make(seat, gm.Players[seat], g)
		if o == nil {
			g.SetDecider(seat, d)
			continue
		}
		g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			start := time.Now()
			a, err := d.Decide(ctx, v, p)
			if o.Last().Code != bot.WhyOnly {
				r.times[s] = append(r.times[s], time.Since(start))
			}
			return a, err
		}))
	}
	r.winner = -1
	if err := g.Run(ctx); err != nil {
		r.err = err
		return r
	}
	om := g.Omniscient()
	switch {
	case om.Draw():
		r.draw = true
	case om.Winner() == 0 || om.Winner() == 1:
		r.winner = side(om.Winner())
	}
	return r
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return mid - half, mid + half
}

// quantileMS is the q-quantile of sorted times, in milliseconds.
func quantileMS(ts []time.Duration, q float64) float64 {
	if len(ts) == 0 {
		return 0
	}
	return float64(ts[min(len(ts)-1, int(q*float64(len(ts))))]) / float64(time.Millisecond)
}

func TestStrengthTable(t *testing.T) {
	n := *strengthGames
	if n <= 0 {
		t.Skip("the strength table plays thousands of games: -strength N plays N a match and pairing")
	}
	n += n % 2 // whole pairs
	t.Logf("%d games a match and pairing (%d deals, seats swapped), seed %d, %d workers", n, n/2, *strengthSeed, *strengthWorkers)
	t.Logf("| match | decks | first won | other won | draws | errors | first's share | 95%% interval |")
	t.Logf("|---|---|---|---|---|---|---|---|")
	var timeRows []string
	for _, m := range strengthMatches {
		name := m[0].name + " v " + m[1].name
		if !strings.Contains(name, *strengthMatch) {
			continue
		}
		for _, pr := range strengthPairings {
			pname := pr[0] + " v " + pr[1]
			if !strings.Contains(pname, *strengthDecks) {
				continue
			}
			ds := twoDecks(t, pr[0], pr[1])
			var wins [2]int
			draws, errs := 0, 0
			var times [2][]time.Duration
			start := time.Now()
			runner.Run(context.Background(), *strengthSeed, n, *strengthWorkers, func() struct{} { return struct{}{} },
				func(ctx context.Context, _ struct{}, g runner.Game) strengthGame {
					return playPaired(ctx, m, ds, *strengthSeed, g.Index)
				}, func(g runner.Game, r strengthGame) {
					switch {
					case r.err != nil:
						errs++
						if !errors.Is(r.err, rules.ErrTurnLimit) {
							t.Errorf("%s, %s, game %d: %v", name, pname, g.Index, r.err)
						}
					case r.draw:
						draws++
					case r.winner >= 0:
						wins[r.winner]++
					}
					times[0] = append(times[0], r.times[0]...)
					times[1] = append(times[1], r.times[1]...)
				})
			lo, hi := wilson(wins[0], n)
			t.Logf("| %s | %s | %d | %d | %d | %d | **%.1f%%** | %.1f–%.1f%% |", name, pname, wins[0], wins[1], draws, errs,
				100*float64(wins[0])/float64(n), 100*lo, 100*hi)
			for s, c := range m {
				if c.name == "random" || len(times[s]) == 0 {
					continue
				}
				slices.Sort(times[s])
				timeRows = append(timeRows, fmt.Sprintf("| %s | %s (in %s) | %d | %.3f ms | %.0f ms | %.0f ms |", c.name, pname, name,
					len(times[s]), quantileMS(times[s], 0.5), quantileMS(times[s], 0.99), quantileMS(times[s], 1)))
			}
			t.Logf("  (%s, %s: %.0f s)", name, pname, time.Since(start).Seconds())
		}
	}
	t.Logf("")
	t.Logf("| bot | decks | answers with a choice | median | p99 | max |")
	t.Logf("|---|---|---|---|---|---|")
	for _, r := range timeRows {
		t.Log(r)
	}
}

// The Wilson interval of the table: known values.
func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{
		{199, 200, 0.9722, 0.9991},
		{52, 100, 0.4231, 0.6154},
		{0, 10, 0, 0.2775},
	} {
		lo, hi := wilson(tc.k, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("wilson(%d, %d) = %.4f–%.4f, want %.4f–%.4f", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}
