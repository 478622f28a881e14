package bot_test

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/internal/threadcpu"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The cheating twin's games as `rathe sim` plays them (internal/cli,
// sim.go and simbot.go): the same games from the same seed (the deal and
// the player seeds of runner.GameOf, the invariants checked at every
// decision, the same turn limit), the same JSON, but a seat's bot may be
// a level's twin ("p1:normal-twin"). The shipped binary cannot make a
// twin (twin.go), so the twin's games run here, from the package's tests.
// Off by default:
//
//	go test -c -o bot.test ./rules/bot
//	./bot.test -test.run '^TestTwinSim$' -twinsim.p1 A -twinsim.p2 B -twinsim.games 25 -twinsim.seed S \
//	    -twinsim.bot p1:normal-twin,p2:normal -twinsim.out FILE
var (
	twinSimOut     = flag.String("twinsim.out", "", "TestTwinSim: the file of its JSON (empty: not played)")
	twinSimP1      = flag.String("twinsim.p1", "cb-rhinar", "TestTwinSim: player 1's deck (embedded)")
	twinSimP2      = flag.String("twinsim.p2", "cb-dorinthea", "TestTwinSim: player 2's deck (embedded)")
	twinSimGames   = flag.Int("twinsim.games", 100, "TestTwinSim: games")
	twinSimSeed    = flag.Uint64("twinsim.seed", 1, "TestTwinSim: the run's seed (as sim's --seed)")
	twinSimBots    = flag.String("twinsim.bot", "p1:normal-twin,p2:normal", "TestTwinSim: the seats' bots, comma-separated (as sim's --bot, LEVEL-twin for the twin)")
	twinSimWorkers = flag.Int("twinsim.workers", 1, "TestTwinSim: games played at once")
)

// twinSimMaxTurns is sim's turn limit (internal/cli, simMaxTurns).
const twinSimMaxTurns = 300

// twinBot is a seat's bot: its level, and whether it is the twin.
type twinBot struct {
	level bot.Level
	twin  bool
}

func (b *twinBot) String() string {
	if b.twin {
		return b.level.String() + "-twin"
	}
	return b.level.String()
}

// parseTwinBots reads the seats' bots: "p1:normal-twin,p2:normal".
func parseTwinBots(s string) ([2]*twinBot, error) {
	var bs [2]*twinBot
	for _, spec := range strings.Split(s, ",") {
		if spec == "" {
			continue
		}
		seat, lv, _ := strings.Cut(spec, ":")
		p := map[string]int{"p1": 0, "p2": 1}[seat]
		if seat != "p1" && seat != "p2" || bs[p] != nil {
			return bs, fmt.Errorf("bot %q: want p1 or p2, once each", spec)
		}
		name, twin := strings.CutSuffix(lv, "-twin")
		if name == "" {
			name = "normal"
		}
		l, err := bot.ParseLevel(name)
		if err != nil {
			return bs, err
		}
		bs[p] = &twinBot{l, twin}
	}
	return bs, nil
}

// twinSimSeat and twinSimResult are sim's JSON (simBotSeat, simResult).
type twinSimSeat struct {
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

type twinSimResult struct {
	Games     int           `json:"games"`
	P1Wins    int           `json:"p1_wins"`
	P2Wins    int           `json:"p2_wins"`
	Draws     int           `json:"draws"`
	Errors    int           `json:"errors"`
	TurnsMean float64       `json:"turns_mean"`
	Decisions int           `json:"decisions"`
	Hash      string        `json:"hash"`
	Bots      string        `json:"bots,omitempty"`
	BotSeats  []twinSimSeat `json:"bot_seats,omitempty"`
}

// simTimes are sim's answer times (botTimes, decisionTimes): buckets 5%
// wide, the quantile a bucket's upper end.
type simTimes struct {
	n       int
	buckets [430]int
}

func (d *simTimes) add(t time.Duration) {
	us := float64(t) / float64(time.Microsecond)
	i := 0
	if us > 1 {
		i = min(int(math.Log(us)/math.Log(1.05)), len(d.buckets)-1)
	}
	d.buckets[i]++
	d.n++
}

func (d *simTimes) merge(o *simTimes) {
	for i := range d.buckets {
		d.buckets[i] += o.buckets[i]
	}
	d.n += o.n
}

func (d *simTimes) quantile(q float64) float64 {
	if d.n == 0 {
		return 0
	}
	want, seen := int(math.Ceil(q*float64(d.n))), 0
	for i, c := range d.buckets {
		seen += c
		if seen >= want {
			return math.Pow(1.05, float64(i+1)) / 1000
		}
	}
	return math.Pow(1.05, float64(len(d.buckets))) / 1000
}

// seatTimes are a seat's: wall and CPU, of every answer thought about and
// of those that ran a search.
type seatTimes struct{ wall, cpu, searchWall, searchCPU simTimes }

func (s *seatTimes) merge(o *seatTimes) {
	s.wall.merge(&o.wall)
	s.cpu.merge(&o.cpu)
	s.searchWall.merge(&o.searchWall)
	s.searchCPU.merge(&o.searchCPU)
}

type twinSimGame struct {
	turns, decisions int
	winner           rules.Player
	draw             bool
	hash             uint64
	err              error
	times            [2]seatTimes
}

// playTwinSim is sim's playSimGame with the twin: game gm on table t, its
// bots timed as sim times them (the deciding thread's CPU time).
func playTwinSim(ctx context.Context, t *rules.Table, gm runner.Game, ds [2]rules.Deck, bs [2]*twinBot) (r twinSimGame) {
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic after the game: %v", p)
		}
	}()
	g, err := t.New(rules.Setup{Seed: gm.Seed, Players: ds, PoolChecked: true})
	if err != nil {
		return twinSimGame{err: err}
	}
	for p := range rules.Player(2) {
		b := bs[p]
		if b == nil {
			g.SetDecider(p, rules.NewRandom(gm.Players[p]))
			continue
		}
		var o *bot.Opponent
		if b.twin {
			o = bot.NewTwin(p, b.level, gm.Players[p], g)
		} else {
			o = bot.NewOpponent(p, b.level, gm.Players[p])
		}
		tm := &r.times[p]
		g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			cpu0, cpuOK := threadcpu.Now()
			searches := o.Searches()
			start := time.Now()
			a, err := o.Decide(ctx, v, pr)
			wall := time.Since(start)
			cpu1, _ := threadcpu.Now()
			if o.Last().Code != bot.WhyOnly {
				searched := o.Searches() != searches
				tm.wall.add(wall)
				if searched {
					tm.searchWall.add(wall)
				}
				if cpuOK {
					tm.cpu.add(cpu1 - cpu0)
					if searched {
						tm.searchCPU.add(cpu1 - cpu0)
					}
				}
			}
			return a, err
		}))
	}
	g.MaxTurns = twinSimMaxTurns
	err = g.RunChecked(ctx, rules.EveryDecision, nil)
	om := g.Omniscient()
	r.turns, r.decisions, r.winner, r.draw, r.err = om.Turn(), g.Decisions, om.Winner(), om.Draw(), err
	if err == nil && !g.Over() {
		r.err = errors.New("the game stopped before it ended")
	}
	r.hash = g.Hash()
	return r
}

// twinSim plays games games of decks p1 and p2 from seed as sim does.
func twinSim(t testing.TB, p1, p2 string, games int, seed uint64, bots string, workers int) twinSimResult {
	t.Helper()
	bs, err := parseTwinBots(bots)
	if err != nil {
		t.Fatal(err)
	}
	var ds [2]rules.Deck
	for i, name := range []string{p1, p2} {
		l, err := decks.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		ds[i] = l.Deck
	}
	defer runner.LessGarbageCollection()()
	res := twinSimResult{Games: games}
	h := fnv.New64a()
	turns := 0
	var times [2]seatTimes
	runner.Run(context.Background(), seed, games, workers, func() *rules.Table { return new(rules.Table) },
		func(ctx context.Context, tb *rules.Table, gm runner.Game) twinSimGame {
			return playTwinSim(ctx, tb, gm, ds, bs)
		}, func(gm runner.Game, r twinSimGame) {
			turns += r.turns
			res.Decisions += r.decisions
			times[0].merge(&r.times[0])
			times[1].merge(&r.times[1])
			h.Write(binary.LittleEndian.AppendUint64(nil, r.hash))
			switch {
			case r.err != nil:
				res.Errors++
				if !errors.Is(r.err, rules.ErrTurnLimit) {
					t.Errorf("game %d: %v", gm.Index, r.err)
				}
			case r.draw:
				res.Draws++
			case r.winner == 0:
				res.P1Wins++
			default:
				res.P2Wins++
			}
		})
	res.TurnsMean = float64(turns) / float64(games)
	res.Hash = fmt.Sprintf("%016x", h.Sum64())
	var names []string
	for p, b := range bs {
		if b == nil {
			continue
		}
		name := fmt.Sprintf("p%d:%s", p+1, b)
		names = append(names, name)
		tm := &times[p]
		res.BotSeats = append(res.BotSeats, twinSimSeat{
			Bot: name, Decisions: tm.wall.n,
			MSMedian: tm.wall.quantile(0.5), MSP99: tm.wall.quantile(0.99),
			CPUMSMedian: tm.cpu.quantile(0.5), CPUMSP99: tm.cpu.quantile(0.99), CPUMSMax: tm.cpu.quantile(1),
			Searches: tm.searchWall.n, SearchMSMedian: tm.searchWall.quantile(0.5), SearchMSP99: tm.searchWall.quantile(0.99),
			SearchCPUMSMedian: tm.searchCPU.quantile(0.5), SearchCPUMSP99: tm.searchCPU.quantile(0.99),
		})
	}
	res.Bots = strings.Join(names, " ")
	return res
}

func TestTwinSim(t *testing.T) {
	if *twinSimOut == "" {
		t.Skip("the twin's games as sim plays them: -twinsim.out FILE plays them")
	}
	res := twinSim(t, *twinSimP1, *twinSimP2, *twinSimGames, *twinSimSeed, *twinSimBots, *twinSimWorkers)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*twinSimOut, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The runner deals and plays sim's games: without bots, the hash of
// `rathe sim --p1 cb-rhinar --p2 cb-dorinthea --games 200 --seed 1`,
// which only a change of the rules moves (as the README's of 1,000).
func TestTwinSimIsSim(t *testing.T) {
	if got := twinSim(t, "cb-rhinar", "cb-dorinthea", 200, 1, "", 2).Hash; got != "4d66e02f4c9944c3" {
		t.Errorf("the runner's hash is %s, sim's 4d66e02f4c9944c3", got)
	}
}

// The seats' bots are read as sim reads them, the twin's suffix aside.
func TestParseTwinBots(t *testing.T) {
	bs, err := parseTwinBots("p1:normal-twin,p2:hard")
	if err != nil || bs[0] == nil || !bs[0].twin || bs[0].level != bot.Normal || bs[1] == nil || bs[1].twin || bs[1].level != bot.Hard {
		t.Errorf("p1:normal-twin,p2:hard: %v %v %v", bs[0], bs[1], err)
	}
	for _, bad := range []string{"p3:normal", "p1:normal,p1:hard", "p1:wise-twin"} {
		if _, err := parseTwinBots(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
