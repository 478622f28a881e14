package bot_test

import (
	"context"
	"errors"
	"flag"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// deckTurns are positions of a deck's games against the goldfish, as
// `rathe goldfish --auto` meets them: the world the goldfish bot imagines
// (rules.View.Sample) at the first priority point of each of the deck's
// turns, over games dealt from seeds 1..games. The deck is played by the
// goldfish bot, or with random the random player (quicker).
func deckTurns(tb testing.TB, name string, games int, random bool) []*rules.Game {
	tb.Helper()
	l, err := decks.Load(name)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	out, err := bot.TurnSamples(l.Deck, games, 8, func(seed uint64) rules.Decider {
		if random {
			return rules.NewRandom(seed)
		}
		return &bot.Goldfisher{Options: bot.Options{Seed: seed}}
	})
	if err != nil {
		tb.Fatalf("%s, %v", name, err)
	}
	return out
}

// bestLineGames is how many games of each deck BenchmarkBestLine takes
// its positions from.
var bestLineGames = flag.Int("bestline.games", 4, "games of each deck whose turns BenchmarkBestLine searches")

// bestLineNoBound turns the bound off (bound.go), for its before and after.
var bestLineNoBound = flag.Bool("bestline.nobound", false, "BenchmarkBestLine searches without the bound (bound.go)")

// bestLineChance searches with the goldfish's chance nodes
// (bot.DefaultChance), as `goldfish --auto` does; bestLineNoWorldCut
// turns the cut inside their worlds off (bound.go), for its before and
// after.
var (
	bestLineChance     = flag.Bool("bestline.chance", false, "BenchmarkBestLine searches with bot.DefaultChance's chance nodes")
	bestLineNoWorldCut = flag.Bool("bestline.noworldcut", false, "BenchmarkBestLine cuts nothing inside a chance node's worlds (bound.go)")
)

// BenchmarkBestLine: the goldfish bot's search (Best) on the first
// priority point of every turn of 4 games of each embedded deck, one loop
// all of them (BENCHMARKS.md: goldfish speed).
func BenchmarkBestLine(b *testing.B) {
	for _, name := range decks.Names() {
		b.Run(name, func(b *testing.B) {
			turns := deckTurns(b, name, *bestLineGames, false)
			bot.SetNoBound(*bestLineNoBound)
			defer bot.SetNoBound(false)
			bot.SetNoWorldCut(*bestLineNoWorldCut)
			defer bot.SetNoWorldCut(false)
			o := bot.Options{Seed: 1}
			if *bestLineChance {
				o.Chance = &bot.DefaultChance
			}
			var lines, nodes, runs int
			cpu := cpuTime()
			for b.Loop() {
				lines, nodes, runs = 0, 0, 0
				for _, g := range turns {
					l, err := bot.Best(context.Background(), g.ViewFor(0), o)
					if err != nil {
						b.Fatal(err)
					}
					lines += l.Searched
					nodes += l.Nodes
					runs += l.Runs
				}
			}
			// The CPU time of the searches, every thread: under load
			// the wall time (ns/op) measures the machine, this the search.
			b.ReportMetric(float64(cpuTime()-cpu)/1e6/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(len(turns)), "turns")
			b.ReportMetric(float64(lines)/float64(len(turns)), "lines/turn")
			b.ReportMetric(float64(nodes)/float64(len(turns)), "nodes/turn")
			b.ReportMetric(float64(runs)/float64(len(turns)), "runs/turn")
		})
	}
}

// The positions TestPrunedSearchIsExact compares on: the turns of
// exactGames games of each deck, those the unpruned search finishes
// within exactNodes positions (the suite's run is kept short; the
// thorough one is `go test ./rules/bot/ -run PrunedSearchIsExact
// -exact.games 6 -exact.nodes 0 -exact.bot`).
var (
	exactGames = flag.Int("exact.games", 1, "games of each deck whose turns TestPrunedSearchIsExact compares")
	exactBot   = flag.Bool("exact.bot", false, "TestPrunedSearchIsExact takes the turns of the goldfish bot's games (else a random player's)")
	exactNodes = flag.Int("exact.nodes", 400, "the unpruned search's limit of positions in TestPrunedSearchIsExact (0: none)")
)

// The dominance rules (dominance.go) lose no line: on the turns of every
// embedded deck, the search gives the damage the search that tries every
// answer gives, and the same line but on a turn that kills (where the
// first line found that kills is kept): its cuts only skip lines that
// are worth less than, or the same as and found after, the one it keeps.
// The arsenal card of the end phase (CR 4.4.3b) is the one case where the
// pruned search does not keep the first found among equals: it settles
// on arsenalValue's card (dominance.go, settled); the unpruned search
// still tries every card, that one first, so a card worth more this turn
// would show here. The unpruned searches are shared (unpruned_test.go).
func TestPrunedSearchIsExact(t *testing.T) {
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			compared, skipped, kills := 0, 0, 0
			unpruned := unprunedSearch(t, name, false, *exactNodes)
			for i, g := range exactTurns(t, name) {
				v := g.ViewFor(0)
				old, err := unpruned.lines[i], unpruned.errs[i]
				if errors.Is(err, bot.ErrSearchLimit) {
					skipped++
					continue
				}
				if err != nil {
					t.Fatalf("turn %d, unpruned: %v", i, err)
				}
				l, err := bot.Best(context.Background(), v, bot.Options{Seed: 1})
				if err != nil {
					t.Fatalf("turn %d: %v", i, err)
				}
				compared++
				if l.Damage != old.Damage {
					t.Errorf("turn %d: %d damage (%s), the unpruned search %d (%s)", i, l.Damage, words(l), old.Damage, words(old))
					continue
				}
				if l.Damage == v.Life(1) {
					// A line that kills: the first found is kept
					// (dominance.go), the damage is all that must agree.
					kills++
				} else if !reflect.DeepEqual(l.Steps, old.Steps) || l.Arsenal != old.Arsenal || l.Kept != old.Kept || l.KeptPower != old.KeptPower {
					t.Errorf("turn %d: line %q, the unpruned search's %q", i, words(l), words(old))
				}
				if l.Runs > old.Runs {
					t.Errorf("turn %d: %d runs, more than the unpruned search's %d", i, l.Runs, old.Runs)
				}
			}
			t.Logf("%d turns compared (%d that kill), %d past the unpruned search's limit", compared, kills, skipped)
		})
	}
}
