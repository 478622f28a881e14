package bot

// BenchmarkChanceSamplesLoss: what a chance model dealing fewer worlds
// past the exact (Chance.Samples) costs the goldfish bot's line, against
// the line of DefaultChance (BENCHMARKS.md, "Chance samples"). A
// measurement, not a speed: run it once,
//
//	go test ./rules/bot -run '^$' -bench ChanceSamplesLoss -benchtime 1x \
//	    -samples.decks hh-kayo -samples.games 60 -samples.worlds 32 \
//	    -samples.sets 12:1,12:2,12:3,12:4,12:6,12:8,12:64
//
// The positions are the first priority point of each of the deck's turns
// in games the goldfish bot plays with DefaultChance (seeds
// 1..samples.games), as the player sees them (a world dealt from its
// View). At each, every setting's line is searched (Best), then played out
// in the same samples.worlds worlds dealt from the position's View (the
// real cards the player may meet): the line's answers as the Goldfisher
// gives them (up to its first priority answer after a card the imagined
// world showed), then the rest of the turn searched with DefaultChance
// seeing the real card. The turn's damage, capped at the goldfish's life
// (what the search weighs), averaged over the worlds, is the line's
// worth; every setting meets the same worlds and the same continuation,
// so two settings whose answers agree are worth the same. With
// -samples.full the setting plays the whole turn instead (its searches
// after the card too).
//
// Reported per deck (a sub-benchmark each) and setting S: loss-S/turn,
// the mean over the positions of worth(base) − worth(S), and its 95 %
// half-width ci-S/turn; worst-S the largest loss at one position;
// differ-S the positions whose answers are not the base's. The base is the
// first setting equal to DefaultChance's Exact:Samples.

import (
	"context"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

var (
	samplesDecks  = flag.String("samples.decks", "rhinar-plus", "BenchmarkChanceSamplesLoss: the decks, comma-separated")
	samplesGames  = flag.Int("samples.games", 6, "BenchmarkChanceSamplesLoss: games of each deck whose turns are the positions")
	samplesWorlds = flag.Int("samples.worlds", 8, "BenchmarkChanceSamplesLoss: worlds each line is played out in")
	samplesSets   = flag.String("samples.sets", "12:2,12:4,12:8", "BenchmarkChanceSamplesLoss: the settings, Exact:Samples, comma-separated; one must be DefaultChance's (the base)")
	samplesFull   = flag.Bool("samples.full", false, "BenchmarkChanceSamplesLoss: the setting plays the whole turn (its searches after a card too)")
)

// samplesSet is one setting of BenchmarkChanceSamplesLoss.
type samplesSet struct {
	name string // as -samples.sets gives it
	c    Chance
}

// samplesSetsOf parses -samples.sets; base is the index of DefaultChance's.
func samplesSetsOf(s string) (sets []samplesSet, base int, err error) {
	base = -1
	for _, f := range strings.Split(s, ",") {
		e, n, _ := strings.Cut(f, ":")
		ei, err1 := strconv.Atoi(e)
		ni, err2 := strconv.Atoi(n)
		if err1 != nil || err2 != nil || ei < 0 || ni < 1 {
			return nil, 0, fmt.Errorf("-samples.sets: %q is not Exact:Samples", f)
		}
		if base < 0 && ei == DefaultChance.Exact && ni == DefaultChance.Samples {
			base = len(sets)
		}
		sets = append(sets, samplesSet{f, Chance{Exact: ei, Samples: ni, Depth: DefaultChance.Depth}})
	}
	if base < 0 {
		return nil, 0, fmt.Errorf("-samples.sets %q: none is DefaultChance's %d:%d", s, DefaultChance.Exact, DefaultChance.Samples)
	}
	return sets, base, nil
}

// samplesPositions are the worlds the goldfish bot imagines at the first
// priority point of each of the deck's turns (its start or action phase),
// in games of deck it plays with DefaultChance, dealt from seeds 1..games.
func samplesPositions(deck rules.Deck, games int) ([]*rules.Game, error) {
	return TurnSamples(deck, games, 12, func(seed uint64) rules.Decider {
		return &Goldfisher{Options: Options{Seed: seed, Chance: &DefaultChance}}
	})
}

// samplesPrefix is the part of l the Goldfisher gives before it searches
// again: up to its first priority answer after a card the imagined world
// showed. Two lines with the same prefix play the same in every world.
func samplesPrefix(l *Line) string {
	cut := len(l.answers)
	for i := range l.answers {
		if l.unsure[i] && l.kinds[i] == rules.AskPriority {
			cut = i
			break
		}
	}
	return fmt.Sprint(l.kinds[:cut], l.answers[:cut], l.unsure[:cut])
}

// samplesRollout plays world's turn with line's answers, then the
// searches of opts: the damage the goldfish took (its life lost, so
// capped at its life).
func samplesRollout(world *rules.Game, line *Line, opts Options) (int, error) {
	v := world.ViewFor(0)
	life := v.Life(1)
	l := *line
	world.SetDecider(0, &Goldfisher{Options: opts, turn: v.Turn(), line: &l})
	world.SetDecider(1, rules.GoldfishDecider)
	if err := world.RunTurn(context.Background()); err != nil {
		return 0, err
	}
	return life - world.ViewFor(0).Life(1), nil
}

// samplesLoss is what BenchmarkChanceSamplesLoss reports of one setting.
type samplesLoss struct {
	worth, loss, lossSq, worst float64
	differ                     int
}

// samplesMeasure plays out every setting's line at each position (the
// benchmark's header): the sums by setting.
func samplesMeasure(ps []*rules.Game, sets []samplesSet, base, worlds int, full bool, logf func(string, ...any)) ([]samplesLoss, error) {
	out := make([]samplesLoss, len(sets))
	for pi, p := range ps {
		v := p.ViewFor(0)
		seed := uint64(pi/4 + 1)
		lines := make([]Line, len(sets))
		keys := make([]string, len(sets))
		for i, s := range sets {
			c := s.c
			l, err := Best(context.Background(), v, Options{Seed: seed, Chance: &c})
			if err != nil {
				return nil, fmt.Errorf("position %d, %s: %w", pi, s.name, err)
			}
			lines[i], keys[i] = l, samplesPrefix(&l)
		}
		ref := Options{Seed: seed + 1000, Chance: &DefaultChance}
		worth := make([]float64, len(sets))
		done := map[string]float64{} // by prefix, when the continuation is ref's
		for i := range sets {
			if w, ok := done[keys[i]]; ok && !full {
				worth[i] = w
				continue
			}
			opts := ref
			if full {
				c := sets[i].c
				opts = Options{Seed: seed, Chance: &c}
			}
			sum := 0
			for j := range worlds {
				w := v.Sample(uint64(pi)*1_000_003 + uint64(j)*0x9e3779b97f4a7c15 + 17)
				d, err := samplesRollout(w, &lines[i], opts)
				if err != nil {
					return nil, fmt.Errorf("position %d world %d, %s: %w", pi, j, sets[i].name, err)
				}
				sum += d
			}
			worth[i] = float64(sum) / float64(worlds)
			done[keys[i]] = worth[i]
		}
		var row []string
		for i := range sets {
			d := worth[base] - worth[i]
			o := &out[i]
			o.worth += worth[i]
			o.loss += d
			o.lossSq += d * d
			o.worst = math.Max(o.worst, d)
			if keys[i] != keys[base] {
				o.differ++
			}
			row = append(row, fmt.Sprintf("%s %.2f", sets[i].name, worth[i]))
		}
		logf("position %d, turn %d, life %d: %s", pi, v.Turn(), v.Life(1), strings.Join(row, " | "))
	}
	return out, nil
}

func BenchmarkChanceSamplesLoss(b *testing.B) {
	sets, base, err := samplesSetsOf(*samplesSets)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range strings.Split(*samplesDecks, ",") {
		b.Run(name, func(b *testing.B) {
			l, err := decks.Load(name)
			if err != nil {
				b.Fatal(err)
			}
			var ps []*rules.Game
			var sums []samplesLoss
			for b.Loop() {
				if ps, err = samplesPositions(l.Deck, *samplesGames); err != nil {
					b.Fatal(err)
				}
				logf := func(string, ...any) {}
				if testing.Verbose() {
					logf = b.Logf
				}
				if sums, err = samplesMeasure(ps, sets, base, *samplesWorlds, *samplesFull, logf); err != nil {
					b.Fatal(err)
				}
			}
			np := float64(len(ps))
			if np == 0 {
				b.Fatal("no positions")
			}
			b.ReportMetric(np, "positions")
			for i, s := range sets {
				o := sums[i]
				mean := o.loss / np
				sd := math.Sqrt(math.Max(o.lossSq/np-mean*mean, 0) * np / math.Max(np-1, 1))
				ci := 1.96 * sd / math.Sqrt(np)
				b.Logf("%s: worth %.3f a turn; loss against %s %.3f ± %.3f (95 %%), worst %.2f; %d/%d positions answer otherwise",
					s.name, o.worth/np, sets[base].name, mean, ci, o.worst, o.differ, len(ps))
				if i == base {
					continue
				}
				b.ReportMetric(mean, "loss-"+s.name+"/turn")
				b.ReportMetric(ci, "ci-"+s.name+"/turn")
				b.ReportMetric(o.worst, "worst-"+s.name)
				b.ReportMetric(float64(o.differ), "differ-"+s.name)
			}
		})
	}
}
