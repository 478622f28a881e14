package stats_test

import (
	"context"
	"flag"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/bot/stats"
)

var (
	samplesDecks   = flag.String("samples.decks", "rhinar-plus", "BenchmarkChanceSamplesGames: the decks, comma-separated")
	samplesRuns    = flag.Int("samples.runs", 100, "BenchmarkChanceSamplesGames: games of each deck and setting (goldfish --auto --runs)")
	samplesSeed    = flag.Uint64("samples.seed", 1, "BenchmarkChanceSamplesGames: the run's seed (goldfish --seed)")
	samplesK       = flag.String("samples.k", "4,2", "BenchmarkChanceSamplesGames: the Samples compared with bot.DefaultChance's, comma-separated (goldfish --samples)")
	samplesWorkers = flag.Int("samples.workers", runner.Workers(), "BenchmarkChanceSamplesGames: games played at once (the games are the same for any number)")
)

// samplesRun plays the games of `rathe goldfish DECK --auto --runs runs
// --seed seed --samples k` (the same seeds, the memo shared, the Blitz
// goldfish, 30 turns): how each went, by game.
func samplesRun(b *testing.B, deck rules.Deck, seed uint64, runs, k int) []stats.Game {
	c := bot.DefaultChance
	c.Samples = k
	memo := bot.NewMemo(seed, 0)
	out := make([]stats.Game, runs)
	play := func(ctx context.Context, _ struct{}, g runner.Game) stats.Game {
		return stats.PlayMemo(ctx, g.Seed, g.Players[0], deck, rules.GoldfishLifeBlitz, 30, memo, &c)
	}
	runner.Run(context.Background(), seed, runs, *samplesWorkers, func() struct{} { return struct{}{} }, play, func(g runner.Game, gm stats.Game) {
		if gm.Err != nil {
			b.Fatalf("game %d: %v", g.Index, gm.Err)
		}
		out[g.Index] = gm
	})
	return out
}

// BenchmarkChanceSamplesGames: the goldfish bot's games at Samples K
// against the same deals at bot.DefaultChance's (BENCHMARKS.md, "Chance
// samples", the games), game by game. A measurement, not a speed: run it
// once,
//
//	go test ./rules/bot/stats -run '^$' -bench ChanceSamplesGames -benchtime 1x \
//	    -samples.decks hh-kayo -samples.runs 2000 -samples.k 6,4,3,2
//
// Reported per deck (a sub-benchmark each) and K: alike-K, the games
// played the same (the turn killed on and every turn's damage); later-K
// and earlier-K, the games that killed later or earlier than at the
// default (a game that never killed counts as turn 31); z-K, the sign
// test's z of those, (later − earlier) / √(later + earlier); dturns-K,
// the mean of (turn killed at K − at the default) and ci-K its 95 %
// half-width. The turns to kill and the chance of a kill by each turn of
// a setting are its `rathe goldfish DECK --auto --json --samples K`.
func BenchmarkChanceSamplesGames(b *testing.B) {
	var ks []int
	for _, f := range strings.Split(*samplesK, ",") {
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 {
			b.Fatalf("-samples.k: %q", f)
		}
		ks = append(ks, k)
	}
	turn := func(g stats.Game) int {
		if g.KilledOn == 0 {
			return 31
		}
		return g.KilledOn
	}
	for _, name := range strings.Split(*samplesDecks, ",") {
		b.Run(name, func(b *testing.B) {
			l, err := decks.Load(name)
			if err != nil {
				b.Fatal(err)
			}
			runs := *samplesRuns
			var base []stats.Game
			by := make([][]stats.Game, len(ks))
			for b.Loop() {
				base = samplesRun(b, l.Deck, *samplesSeed, runs, bot.DefaultChance.Samples)
				for i, k := range ks {
					by[i] = samplesRun(b, l.Deck, *samplesSeed, runs, k)
				}
			}
			for i, k := range ks {
				alike, later, earlier := 0, 0, 0
				var sum, sumSq float64
				for j, g := range by[i] {
					o := base[j]
					if g.KilledOn == o.KilledOn && slices.Equal(g.Damage, o.Damage) {
						alike++
					}
					d := float64(turn(g) - turn(o))
					switch {
					case d > 0:
						later++
					case d < 0:
						earlier++
					}
					sum += d
					sumSq += d * d
				}
				n := float64(runs)
				mean := sum / n
				ci := 0.0
				if runs > 1 {
					ci = 1.96 * math.Sqrt(math.Max(sumSq-n*mean*mean, 0)/(n-1)/n)
				}
				z := 0.0
				if later+earlier > 0 {
					z = float64(later-earlier) / math.Sqrt(float64(later+earlier))
				}
				s := strconv.Itoa(k)
				b.ReportMetric(float64(alike), "alike-"+s)
				b.ReportMetric(float64(later), "later-"+s)
				b.ReportMetric(float64(earlier), "earlier-"+s)
				b.ReportMetric(z, "z-"+s)
				b.ReportMetric(mean, "dturns-"+s)
				b.ReportMetric(ci, "ci-"+s)
				b.Logf("Samples %d against %d: %d of %d games alike; %d later, %d earlier (z %+.1f); turns to kill %+.3f ± %.3f",
					k, bot.DefaultChance.Samples, alike, runs, later, earlier, z, mean, ci)
			}
		})
	}
}
