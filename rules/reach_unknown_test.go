package rules_test

import (
	"context"
	"errors"
	"flag"
	"sort"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

var reachWhy = flag.Int("reach.why", 0, "games of each deck TestReachUnknownWhy plays with the goldfish bot (0: skip)")

// TestReachUnknownWhy counts, on the action phase's priority points of
// the goldfish bot's games of every embedded deck, the positions whose
// Reach is unknown and why (rules.ReachUnknownWhy): where a bound is
// missing. It asserts that every unknown position has a reason.
func TestReachUnknownWhy(t *testing.T) {
	if *reachWhy == 0 {
		t.Skip("-reach.why N plays N games of each deck")
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
			asked, unknown := 0, 0
			whys := map[string]int{}
			for seed := uint64(1); seed <= uint64(*reachWhy); seed++ {
				g, err := rules.New(rules.GoldfishSetup(seed, l.Deck, rules.GoldfishLifeBlitz))
				if err != nil {
					t.Fatal(err)
				}
				gf := &bot.Goldfisher{Options: bot.Options{Seed: seed}}
				g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
					if p.Kind == rules.AskPriority && v.TurnPlayer() == 0 && v.Phase() == rules.PhaseAction {
						w := v.Sample(seed)
						asked++
						if why := rules.ReachUnknownWhy(w); len(why) > 0 {
							unknown++
							for _, s := range why {
								whys[s]++
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
			keys := make([]string, 0, len(whys))
			for k := range whys {
				keys = append(keys, k)
			}
			sort.Slice(keys, func(i, j int) bool { return whys[keys[i]] > whys[keys[j]] })
			t.Logf("%d priority points, %d unknown", asked, unknown)
			for _, k := range keys {
				t.Logf("  %5d %s", whys[k], k)
			}
		})
	}
}
