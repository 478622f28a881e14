package cli

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// `rathe sim --bot p1:normal [--bot p2:hard]`: the computer opponent
// (rules/bot.Opponent) answers for a seat instead of a random player.
// Its seed is the seat's player seed of the game (runner.Game.Players),
// so a run gives the same games for any number of workers.

// simBots are the seats a bot plays in a run, with their levels.
type simBots [2]*bot.Level

// parseSimBots reads the --bot values: "p1", "p2:hard" (the level is
// normal when not said); a seat given twice is refused.
func parseSimBots(specs []string) (simBots, error) {
	var bs simBots
	for _, s := range specs {
		seat, lv, _ := strings.Cut(s, ":")
		var p rules.Player
		switch seat {
		case "p1":
			p = 0
		case "p2":
			p = 1
		default:
			return bs, fmt.Errorf("--bot %q: want p1 or p2, with :easy, :normal, :hard or :greedy", rules.Printable(s))
		}
		level := bot.Normal
		if lv != "" {
			l, err := bot.ParseLevel(lv)
			if err != nil {
				return bs, fmt.Errorf("--bot %q: want p1 or p2, with :easy, :normal, :hard or :greedy", rules.Printable(s))
			}
			level = l
		}
		if bs[p] != nil {
			return bs, fmt.Errorf("--bot %q: p%d has a bot already", rules.Printable(s), p+1)
		}
		bs[p] = &level
	}
	return bs, nil
}

// String is the run's bots as the flags say them: "p1:normal p2:hard".
func (bs simBots) String() string {
	var out []string
	for p, l := range bs {
		if l != nil {
			out = append(out, fmt.Sprintf("p%d:%s", p+1, l))
		}
	}
	return strings.Join(out, " ")
}

// deciders are the players of game gm: a bot where the run has one, a
// random player elsewhere; times, when not nil, gets the time of each
// answer a bot thought about (a question with one answer aside).
func (bs simBots) deciders(seeds [2]uint64, times *decisionTimes) [2]rules.Decider {
	var ds [2]rules.Decider
	for p := range rules.Player(2) {
		if bs[p] == nil {
			ds[p] = rules.NewRandom(seeds[p])
			continue
		}
		o := bot.NewOpponent(p, *bs[p], seeds[p])
		ds[p] = rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			start := time.Now()
			a, err := o.Decide(ctx, v, pr)
			if times != nil && o.Last().Code != bot.WhyOnly {
				times.add(time.Since(start))
			}
			return a, err
		})
	}
	return ds
}

// decisionTimes counts answer times in buckets 5% wide from 1 µs to
// about 1,000 s: the median and the 99th percentile to within 5%, in
// memory that does not grow with the games.
type decisionTimes struct {
	n       int
	buckets [timeBuckets]int
}

const (
	timeBuckets = 430
	timeGrowth  = 1.05
)

func (d *decisionTimes) add(t time.Duration) {
	us := float64(t) / float64(time.Microsecond)
	i := 0
	if us > 1 {
		i = min(int(math.Log(us)/math.Log(timeGrowth)), timeBuckets-1)
	}
	d.buckets[i]++
	d.n++
}

func (d *decisionTimes) merge(o *decisionTimes) {
	d.n += o.n
	for i, c := range o.buckets {
		d.buckets[i] += c
	}
}

// quantile is the time below which a share q of the answers took, in
// milliseconds (the bucket's upper end).
func (d *decisionTimes) quantile(q float64) float64 {
	if d.n == 0 {
		return 0
	}
	want := int(math.Ceil(q * float64(d.n)))
	seen := 0
	for i, c := range d.buckets {
		seen += c
		if seen >= want {
			return math.Pow(timeGrowth, float64(i+1)) / 1000
		}
	}
	return math.Pow(timeGrowth, timeBuckets) / 1000
}
