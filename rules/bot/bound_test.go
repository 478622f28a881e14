package bot_test

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

var boundNodes = flag.Int("bound.nodes", 300, "the unpruned search's limit of positions in TestReachIsABound (0: none)")

// rules.Game.Reach is a bound: at every position the search that tries
// every answer finds the value of, on the turns of every embedded deck
// (a random player's games, or with -exact.bot the goldfish bot's), the damage dealt on
// the way and the reach are at least the most damage of the position's
// best line, in every outcome of its chance nodes too. A bound below it
// would cut the best line (bound.go).
func TestReachIsABound(t *testing.T) {
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			turns := deckTurns(t, name, *exactGames, !*exactBot)
			checked, unknown := 0, 0
			for i, g := range turns {
				for _, chance := range []*bot.Chance{nil, &bot.DefaultChance} {
					bot.SetUnpruned(true)
					bot.SetOnExact(func(node *rules.Game, rootLife, most int) {
						reach, ok := node.Reach()
						if !ok {
							unknown++
							return
						}
						checked++
						dealt := rootLife - node.Omniscient().Life(1)
						if dealt+reach < most {
							t.Errorf("turn %d (chance %v): a position dealt %d and reaches %d more, its line deals %d (%s)",
								i, chance != nil, dealt, reach, most, handOf(node))
						}
					})
					_, err := bot.Best(context.Background(), g.ViewFor(0), bot.Options{Seed: 1, MaxNodes: *boundNodes, Chance: chance})
					bot.SetOnExact(nil)
					bot.SetUnpruned(false)
					if err != nil && !errors.Is(err, bot.ErrSearchLimit) {
						t.Fatalf("turn %d: %v", i, err)
					}
				}
			}
			t.Logf("%d positions checked, %d without a bound", checked, unknown)
		})
	}
}

// handOf names the cards of the turn player's hand and arsenal.
func handOf(g *rules.Game) string {
	v := g.Omniscient()
	out := ""
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal, rules.ZoneArena} {
		for _, obj := range v.Zone(0, z) {
			out += v.Card(obj).Key() + "; "
		}
	}
	return out
}

// rules.Game.ReachKept bounds the tie-breaks (bound.go's cut at equal
// damage): at every position the unpruned search finds the value of (no
// chance nodes: one line), where the most the position may deal is what
// its best line deals, that line keeps at most the cards ReachKept says,
// of at most the power it says.
func TestReachKeptIsABound(t *testing.T) {
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			checked := 0
			for i, g := range deckTurns(t, name, *exactGames, !*exactBot) {
				bot.SetUnpruned(true)
				bot.SetOnExactLine(func(node *rules.Game, rootLife int, dealt, arsenal, kept, keptPower float64) {
					now := rootLife - node.Omniscient().Life(1)
					target := int(dealt) - now
					most, k, power, ok := node.ReachKept(target)
					if !ok || most != target || k < 0 {
						return
					}
					checked++
					if kept > float64(k) || keptPower > float64(power) {
						t.Errorf("turn %d: a position whose line deals %d more keeps %v cards of %v power, ReachKept says %d of %d (%s)",
							i, target, kept, keptPower, k, power, handOf(node))
					}
				})
				_, err := bot.Best(context.Background(), g.ViewFor(0), bot.Options{Seed: 1, MaxNodes: *boundNodes})
				bot.SetOnExact(nil)
				bot.SetUnpruned(false)
				if err != nil && !errors.Is(err, bot.ErrSearchLimit) {
					t.Fatalf("turn %d: %v", i, err)
				}
			}
			t.Logf("%d positions checked", checked)
		})
	}
}
