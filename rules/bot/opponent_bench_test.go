package bot_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/sim"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// BenchmarkOpponentDecision plays games of the opponent against a random
// player, one a loop, seats alternating, and reports the time of its
// answers that had a choice (a question with one answer aside): the
// median, the 99th percentile and the longest, in milliseconds, of the
// wall clock (ms-) and of the deciding thread's CPU time (cpu-ms-, Linux),
// which the machine's other work does not lengthen; search-cpu-ms- are
// the answers that ran a search (Opponent.Searches), the others following
// a plan or a static rule (BENCHMARKS.md, with -cpu 1 -benchtime 40x).
func BenchmarkOpponentDecision(b *testing.B) {
	pairs := [][2]string{
		{"cb-rhinar", "cb-dorinthea"}, {"cb-dorinthea", "cb-rhinar"},
		{"1st-strike-aurora", "1st-strike-terra"},
		{"hh-kassai", "hh-victor"}, {"hh-olympia", "hh-rhinar"}, {"hh-betsy", "hh-kayo"},
	}
	for _, pair := range pairs {
		for _, level := range []bot.Level{bot.Easy, bot.Normal, bot.Hard, bot.Greedy} {
			b.Run(fmt.Sprintf("%s-v-%s/%s", pair[0], pair[1], level), func(b *testing.B) {
				var wall, cpu, searchCPU []time.Duration
				games := 0
				for b.Loop() {
					seat := rules.Player(games % 2)
					decks := pair
					if seat == 1 {
						decks[0], decks[1] = decks[1], decks[0]
					}
					g, o := duel(b, decks[0], decks[1], seat, level, uint64(1000+games))
					g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
						a, at, err := sim.Timed(ctx, o, v, p)
						if at.Thought {
							wall = append(wall, at.Wall)
							if at.CPUOK {
								cpu = append(cpu, at.CPU)
								if at.Searched {
									searchCPU = append(searchCPU, at.CPU)
								}
							}
						}
						return a, err
					}))
					if err := g.Run(context.Background()); err != nil {
						b.Fatal(err)
					}
					games++
				}
				report(b, "ms", wall)
				report(b, "cpu-ms", cpu)
				report(b, "search-cpu-ms", searchCPU)
				b.ReportMetric(float64(len(wall))/float64(games), "choices/game")
			})
		}
	}
}

// report reports the median, the 99th percentile and the longest of times,
// in milliseconds, under names that start with unit.
func report(b *testing.B, unit string, times []time.Duration) {
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	ms := func(q float64) float64 {
		return float64(times[min(len(times)-1, int(q*float64(len(times))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), unit+"-median")
	b.ReportMetric(ms(0.99), unit+"-p99")
	b.ReportMetric(ms(1), unit+"-max")
}
