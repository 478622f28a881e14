package rules_test

import (
	"context"
	"errors"
	"flag"
	"reflect"
	"strconv"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

var reachGap = flag.Int("reach.gap", 0, "games of each deck TestReachGap plays with the goldfish bot (0: skip)")

// TestReachGap measures how far Reach is above the best line, on the
// action phase's priority points of the goldfish bot's games of every
// embedded deck (-reach.deck one of them): the mean of the bound, of the
// best line's damage from there (bot.Best, one imagined world: Reach
// holds in every world, as the worlds hold the same cards) and of each
// part of the bound (rules.ReachParts), to find what makes it loose. It
// asserts that the bound is never below the line.
func TestReachGap(t *testing.T) {
	if *reachGap == 0 {
		t.Skip("-reach.gap N plays N games of each deck")
	}
	for _, name := range decks.Names() {
		if *reachDeck != "" && name != *reachDeck {
			continue
		}
		t.Run(name, func(t *testing.T) {
			l, err := decks.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			n, unknown := 0, 0
			var sumReach, sumBest float64
			sums := make([]float64, reflect.TypeFor[rules.ReachParts]().NumField())
			for seed := uint64(1); seed <= uint64(*reachGap); seed++ {
				g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
				if err != nil {
					t.Fatal(err)
				}
				gf := &bot.Goldfisher{Options: bot.Options{Seed: seed}}
				g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
					if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 && v.Phase() == rules.PhaseAction {
						w := v.Sample(seed)
						reach, ok, parts := rules.ReachWithParts(w)
						if !ok {
							unknown++
						} else {
							line, err := bot.Best(ctx, v, bot.Options{Seed: seed})
							if err != nil {
								return rules.Answer{}, err
							}
							dealt := line.Dealt
							if reach < dealt {
								t.Errorf("seed %d turn %d: reach %d below the line's %d", seed, v.Turn(), reach, dealt)
							}
							n++
							sumReach += float64(reach)
							sumBest += float64(dealt)
							pv := reflect.ValueOf(parts)
							for i := range sums {
								sums[i] += float64(pv.Field(i).Int())
							}
						}
					}
					return gf.Decide(ctx, v, p)
				}))
				g.SetDecider(1, rules.GoldfishDecider)
				g.MaxTurns = 8
				if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
					t.Fatal(err)
				}
			}
			if n == 0 {
				t.Logf("no position with a bound (%d without)", unknown)
				return
			}
			t.Logf("%d priority points with a bound (%d without): reach %.1f, best line %.1f", n, unknown, sumReach/float64(n), sumBest/float64(n))
			pt := reflect.TypeFor[rules.ReachParts]()
			out := ""
			for i := range sums {
				out += pt.Field(i).Name + " " + ftoa(sums[i]/float64(n)) + ", "
			}
			t.Logf("  parts: %s", out)
		})
	}
}

var reachDeck = flag.String("reach.deck", "", "the one deck TestReachGap and TestReachUnknownWhy play (empty: all)")

func ftoa(x float64) string {
	return strconv.FormatFloat(x, 'f', 1, 64)
}
