package bot_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// BenchmarkOpponentDecision plays games of the opponent against a random
// player, one a loop, seats alternating, and reports the time of its
// answers that had a choice (a question with one answer aside): the
// median and the 99th percentile, in milliseconds (BENCHMARKS.md, with
// -cpu 1 -benchtime 40x).
func BenchmarkOpponentDecision(b *testing.B) {
	for _, pair := range [][2]string{{"cb-rhinar", "cb-dorinthea"}, {"cb-dorinthea", "cb-rhinar"}} {
		for _, level := range []bot.Level{bot.Easy, bot.Normal, bot.Hard} {
			b.Run(fmt.Sprintf("%s-v-%s/%s", pair[0], pair[1], level), func(b *testing.B) {
				var times []time.Duration
				games := 0
				for b.Loop() {
					seat := rules.Player(games % 2)
					decks := pair
					if seat == 1 {
						decks[0], decks[1] = decks[1], decks[0]
					}
					g, o := duel(b, decks[0], decks[1], seat, level, uint64(1000+games))
					g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
						start := time.Now()
						a, err := o.Decide(ctx, v, p)
						if o.Last().Code != bot.WhyOnly {
							times = append(times, time.Since(start))
						}
						return a, err
					}))
					if err := g.Run(context.Background()); err != nil {
						b.Fatal(err)
					}
					games++
				}
				if len(times) == 0 {
					return
				}
				slices.Sort(times)
				ms := func(q float64) float64 {
					return float64(times[min(len(times)-1, int(q*float64(len(times))))]) / float64(time.Millisecond)
				}
				b.ReportMetric(ms(0.5), "ms-median")
				b.ReportMetric(ms(0.99), "ms-p99")
				b.ReportMetric(ms(1), "ms-max")
				b.ReportMetric(float64(len(times))/float64(games), "choices/game")
			})
		}
	}
}
