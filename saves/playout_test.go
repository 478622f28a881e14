package saves

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/rules"
)

// The random playouts: seeded games between random deciders with the
// invariants checked after every event (Checker), every game required to
// end within playoutMaxTurns, and every record required to replay to the
// same final hash. go test runs 1,000 games (about 2 s of CPU): a
// broken invariant on a path one game in a hundred takes shows there (a
// card listed twice after the second discard of a 6-power card in a
// turn fails 1.25 % of the games, the first of them game 202). The
// thorough runs, before a change to the engine lands and in
// BENCHMARKS.md:
//
//	go test -run 'TestPlayouts$' -timeout 30m ./saves/ -playouts=20000
//	RATHE_PLAYOUTS=100000 go test -run 'TestPlayouts$' -timeout 2h ./saves/
//
// A failure names its game; one game alone, with its last events:
//
//	go test -run 'TestPlayouts$' ./saves/ -playout-seed=S -playout-game=I -v
var (
	flagPlayouts    = flag.Int("playouts", 0, "random playouts to run (default 1000, 100 with -short; or RATHE_PLAYOUTS)")
	flagPlayoutSeed = flag.Uint64("playout-seed", 1, "base seed of the random playouts")
	flagPlayoutGame = flag.Int("playout-game", -1, "run only this game of the playouts, logging its last events")
)

const (
	defaultPlayouts = 1000
	playoutMaxTurns = 300
)

// matchups are the decks of the playouts: game i plays
// matchups[i%len(matchups)]. The plus decks bring the generic mode cards.
var matchups = [...][2]string{
	{"cb-rhinar", "cb-dorinthea"},
	{"cb-dorinthea", "cb-rhinar"},
	{"cb-rhinar", "cb-rhinar"},
	{"cb-dorinthea", "cb-dorinthea"},
	{"rhinar-plus", "dorinthea-plus"},
	{"dorinthea-plus", "rhinar-plus"},
}

// loadMatchups loads every matchup's decks once.
func loadMatchups(tb testing.TB) [len(matchups)][2]rules.Deck {
	var out [len(matchups)][2]rules.Deck
	for i, m := range matchups {
		ds, err := LoadDecks(m[0], m[1])
		if err != nil {
			tb.Fatal(err)
		}
		out[i] = ds
	}
	return out
}

func playoutCount(t *testing.T) int {
	n := defaultPlayouts
	if testing.Short() {
		n = defaultPlayouts / 10
	}
	if v := os.Getenv("RATHE_PLAYOUTS"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			t.Fatalf("RATHE_PLAYOUTS=%q: want a positive number", v)
		}
		n = k
	}
	if *flagPlayouts > 0 {
		n = *flagPlayouts
	}
	return n
}

// outcome is how one playout went.
type outcome struct {
	turns, decisions int
	winner           rules.Player
	draw             bool
	err              error
}

// playout plays game i of the run from seed on decks ds, checking it, then
// replays its record. A watch, when given, sees every event.
func playout(ctx context.Context, seed uint64, i int, ds [2]rules.Deck, watch rules.Observer) outcome {
	gs, d1, d2 := Seeds(seed, i)
	setup := rules.Setup{Seed: gs, Players: ds}
	rec := &Record{}
	g, err := Checked(ctx, setup, rules.NewRandom(d1), rules.NewRandom(d2), playoutMaxTurns, rec, watch)
	if g == nil {
		return outcome{err: err}
	}
	out := outcome{turns: g.Omniscient().Turn(), decisions: g.Decisions, winner: g.Omniscient().Winner(), draw: g.Omniscient().Draw(), err: err}
	if err != nil {
		if errors.Is(err, rules.ErrTurnLimit) {
			out.err = fmt.Errorf("%w: %s", err, describe(g))
		}
		return out
	}
	r, err := ReplaySetup(ctx, setup, rec.Answers)
	if err != nil {
		out.err = fmt.Errorf("replay of %d answers: %w", len(rec.Answers), err)
	} else if r.Hash() != g.Hash() {
		out.err = fmt.Errorf("replay of %d answers ends with hash %x, the game with %x", len(rec.Answers), r.Hash(), g.Hash())
	}
	return out
}

func TestPlayouts(t *testing.T) {
	ctx := context.Background()
	ds := loadMatchups(t)
	seed := *flagPlayoutSeed
	if i := *flagPlayoutGame; i >= 0 {
		replayOne(t, seed, i, ds[i%len(matchups)])
		return
	}
	n := playoutCount(t)
	start := time.Now()
	var (
		mu       sync.Mutex
		failures []string
		failed   int
		turns    int
		dec      int
		wins     [len(matchups)][2]int
		draws    int
	)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				m := i % len(matchups)
				o := playout(ctx, seed, i, ds[m], nil)
				mu.Lock()
				turns += o.turns
				dec += o.decisions
				switch {
				case o.err != nil:
					failed++
					if len(failures) < 10 {
						gs, d1, d2 := Seeds(seed, i)
						failures = append(failures, fmt.Sprintf("game %d (%s vs %s, game seed %d, decider seeds %d and %d): %v\n"+
							"\treproduce: go test -run 'TestPlayouts$' ./saves/ -playout-seed=%d -playout-game=%d -v",
							i, matchups[m][0], matchups[m][1], gs, d1, d2, o.err, seed, i))
					}
				case o.draw:
					draws++
				default:
					wins[m][o.winner]++
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	el := time.Since(start)
	t.Logf("%d playouts from seed %d in %v (%.0f games/s): %d failed, %d draws, mean %.1f turns, %d decisions; wins (p1, p2) by matchup %v",
		n, seed, el.Round(time.Millisecond), float64(n)/el.Seconds(), failed, draws, float64(turns)/float64(n), dec, wins)
	if failed > 0 {
		t.Errorf("%d of %d playouts failed; the first %d:\n%s", failed, n, len(failures), strings.Join(failures, "\n"))
	}
}

// replayOne plays one game of the playouts alone and logs its last events
// before the failure.
func replayOne(t *testing.T, seed uint64, i int, ds [2]rules.Deck) {
	const keep = 40
	var last []string
	var g *rules.Game
	n := 0
	watch := func(gm *rules.Game, e *rules.Event) {
		g = gm
		n++
		if len(last) == keep {
			last = append(last[:0], last[1:]...)
		}
		last = append(last, fmt.Sprintf("%d: %s", n, eventString(gm, e)))
	}
	o := playout(context.Background(), seed, i, ds, watch)
	m := matchups[i%len(matchups)]
	gs, d1, d2 := Seeds(seed, i)
	t.Logf("game %d of seed %d: %s vs %s, game seed %d, decider seeds %d and %d: %d turns, %d decisions",
		i, seed, m[0], m[1], gs, d1, d2, o.turns, o.decisions)
	if o.err == nil {
		return
	}
	t.Logf("the last %d events:", len(last))
	for _, l := range last {
		t.Log("  " + l)
	}
	if g != nil {
		t.Logf("state: %s", describe(g))
	}
	var pe *rules.PanicError
	if errors.As(o.err, &pe) {
		t.Logf("%s", pe.Stack)
	}
	t.Fatal(o.err)
}

// eventString is an event for a failure report, with its card's name.
func eventString(g *rules.Game, e *rules.Event) string {
	var b strings.Builder
	fmt.Fprintf(&b, "T%d %s %s p%d", e.Turn, e.Step, e.Kind, e.Player+1)
	if e.Obj >= 0 && int(e.Obj) < g.Omniscient().Objects() {
		fmt.Fprintf(&b, " obj %d (%s)", e.Obj, g.Omniscient().Card(e.Obj).Key())
	}
	if e.Other > 0 {
		fmt.Fprintf(&b, " other %d", e.Other)
	}
	if e.Amount != 0 {
		fmt.Fprintf(&b, " amount %d", e.Amount)
	}
	if e.From != e.To {
		fmt.Fprintf(&b, " %s->%s", e.From, e.To)
	}
	fmt.Fprintf(&b, " [CR %s]", e.Rule)
	return b.String()
}

// describe sums up a state: life, zone sizes, what is held.
func describe(g *rules.Game) string {
	s := g.Omniscient()
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d, phase %s, step %q, stack %d, chain open %v", s.Turn(), s.Phase(), s.Step(), len(s.Stack()), s.ChainOpen())
	for p := range 2 {
		pl := rules.Player(p)
		fmt.Fprintf(&b, "; p%d life %d, deck %d, hand %d, arsenal %d, pitch %d, graveyard %d",
			p+1, s.Life(pl), s.Count(pl, rules.ZoneDeck), s.Count(pl, rules.ZoneHand), s.Count(pl, rules.ZoneArsenal),
			s.Count(pl, rules.ZonePitch), s.Count(pl, rules.ZoneGraveyard))
		var held []string
		for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
			for _, id := range s.Zone(pl, z) {
				held = append(held, s.Card(id).Key())
			}
		}
		if len(held) > 0 && len(held) <= 8 {
			fmt.Fprintf(&b, " (holds %s)", strings.Join(held, ", "))
		}
	}
	return b.String()
}
