package sim

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/internal/threadcpu"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// `rathe sim --bot p1:normal [--bot p2:hard]`: the computer opponent
// (rules/bot.Opponent) answers for a seat instead of a random player.
// Its seed is the seat's player seed of the game (runner.Game.Players),
// so a run gives the same games for any number of workers.

// Bots are the seats a bot plays in a run, with their levels.
type Bots [2]*bot.Level

// ParseBots reads the --bot values: "p1", "p2:hard" (the level is normal
// when not said); a seat given twice is refused.
func ParseBots(specs []string) (Bots, error) {
	var bs Bots
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
func (bs Bots) String() string { return bs.names([2]string{}) }

// name is seat p's bot as the result says it: "p1:normal", or the
// seat's name where names gives one.
func (bs Bots) name(p int, names [2]string) string {
	if names[p] != "" {
		return fmt.Sprintf("p%d:%s", p+1, names[p])
	}
	return fmt.Sprintf("p%d:%s", p+1, bs[p])
}

func (bs Bots) names(names [2]string) string {
	var out []string
	for p, l := range bs {
		if l != nil {
			out = append(out, bs.name(p, names))
		}
	}
	return strings.Join(out, " ")
}

// decider is seat p's player of game g: a bot where the run has one
// (made by newBot, or bot.NewOpponent), a random player elsewhere;
// times, when not nil, gets the time of each answer a bot thought about
// (a question with one answer aside), by seat.
func (bs Bots) decider(p rules.Player, seed uint64, g *rules.Game, newBot func(rules.Player, bot.Level, uint64, *rules.Game) *bot.Opponent, times *[2]botTimes) rules.Decider {
	if bs[p] == nil {
		return rules.NewRandom(seed)
	}
	var o *bot.Opponent
	if newBot != nil {
		o = newBot(p, *bs[p], seed, g)
	} else {
		o = bot.NewOpponent(p, *bs[p], seed)
	}
	return rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if times == nil {
			return o.Decide(ctx, v, pr)
		}
		a, at, err := Timed(ctx, o, v, pr)
		if at.Thought {
			times[p].add(at.Wall, at.CPU, at.CPUOK, at.Searched)
		}
		return a, err
	})
}

// AnswerTime is the time one answer of a bot took: the wall clock's,
// and the deciding thread's CPU time (CPUOK false where there is none);
// Thought is false for a question with one answer (bot.WhyOnly), which
// tables of decision times leave aside; Searched, that it ran a search.
type AnswerTime struct {
	Wall, CPU                time.Duration
	CPUOK, Thought, Searched bool
}

// Timed asks o for its answer and times it. The thread's CPU time is the
// answer's own, whatever else the machine runs: the goroutine keeps its
// thread while it decides (the search runs on the caller's goroutine).
func Timed(ctx context.Context, o *bot.Opponent, v rules.View, pr rules.Prompt) (rules.Answer, AnswerTime, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0, cpuOK := threadcpu.Now()
	searches := o.Searches()
	start := time.Now()
	a, err := o.Decide(ctx, v, pr)
	wall := time.Since(start)
	cpu1, _ := threadcpu.Now()
	return a, AnswerTime{Wall: wall, CPU: cpu1 - cpu0, CPUOK: cpuOK,
		Thought: o.Last().Code != bot.WhyOnly, Searched: o.Searches() != searches}, err
}

// botTimes are a seat's answer times: the wall clock's, which the other
// work of the machine lengthens, and the deciding thread's CPU time
// (Linux; none elsewhere), which it does not; of every answer thought
// about, and of those that ran a search (bot.Opponent.Searches), the
// others being steps of a plan or static rules.
type botTimes struct {
	wall, cpu             decisionTimes
	searchWall, searchCPU decisionTimes
}

func (b *botTimes) add(wall, cpu time.Duration, cpuOK, searched bool) {
	b.wall.add(wall)
	if searched {
		b.searchWall.add(wall)
	}
	if cpuOK {
		b.cpu.add(cpu)
		if searched {
			b.searchCPU.add(cpu)
		}
	}
}

func (b *botTimes) merge(o *botTimes) {
	b.wall.merge(&o.wall)
	b.cpu.merge(&o.cpu)
	b.searchWall.merge(&o.searchWall)
	b.searchCPU.merge(&o.searchCPU)
}

// BotSeat is one bot's answer times in sim's JSON (bot_seats), in
// milliseconds: of the answers thought about, then of those that ran a
// search (search_); the cpu_ fields are absent where the CPU time is not
// measured.
type BotSeat struct {
	Bot               string  `json:"bot"`
	Decisions         int     `json:"decisions"`
	MSMedian          float64 `json:"ms_median"`
	MSP99             float64 `json:"ms_p99"`
	CPUMSMedian       float64 `json:"cpu_ms_median,omitempty"`
	CPUMSP99          float64 `json:"cpu_ms_p99,omitempty"`
	CPUMSMax          float64 `json:"cpu_ms_max,omitempty"`
	Searches          int     `json:"searches"`
	SearchMSMedian    float64 `json:"search_ms_median"`
	SearchMSP99       float64 `json:"search_ms_p99"`
	SearchCPUMSMedian float64 `json:"search_cpu_ms_median,omitempty"`
	SearchCPUMSP99    float64 `json:"search_cpu_ms_p99,omitempty"`
}

// seats are the run's times by seat, for the seats a bot plays.
func (bs Bots) seats(times *[2]botTimes, names [2]string) []BotSeat {
	var out []BotSeat
	for p, l := range bs {
		if l == nil {
			continue
		}
		t := &times[p]
		out = append(out, BotSeat{
			Bot: bs.name(p, names), Decisions: t.wall.n,
			MSMedian: t.wall.quantile(0.5), MSP99: t.wall.quantile(0.99),
			CPUMSMedian: t.cpu.quantile(0.5), CPUMSP99: t.cpu.quantile(0.99), CPUMSMax: t.cpu.quantile(1),
			Searches: t.searchWall.n, SearchMSMedian: t.searchWall.quantile(0.5), SearchMSP99: t.searchWall.quantile(0.99),
			SearchCPUMSMedian: t.searchCPU.quantile(0.5), SearchCPUMSP99: t.searchCPU.quantile(0.99),
		})
	}
	return out
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
