package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// chanceDecks are the embedded decks whose turns meet chance nodes: draws
// and random discards (the Brute decks), clash reveals (Victor), Ira's
// draws.
var chanceDecks = []string{"cb-rhinar", "rhinar-plus", "hh-rhinar", "hh-victor", "ira-welcome"}

// The cuts at chance nodes (chance.go) lose no expected damage: on the
// turns of the decks that meet chance nodes, the search by expectation
// gives the same expected damage (capped at the goldfish's life, what it
// weighs) as the one that tries every answer and cuts nothing (shared:
// unpruned_test.go).
func TestChanceSearchIsExact(t *testing.T) {
	spread := 0
	for _, name := range chanceDecks {
		t.Run(name, func(t *testing.T) {
			compared, skipped := 0, 0
			unpruned := unprunedSearch(t, name, true, *exactNodes)
			for i, g := range exactTurns(t, name) {
				v := g.ViewFor(0)
				o := bot.Options{Seed: 1, Chance: &bot.DefaultChance}
				old, err := unpruned.lines[i], unpruned.errs[i]
				if errors.Is(err, bot.ErrSearchLimit) {
					skipped++
					continue
				}
				if err != nil {
					t.Fatalf("turn %d, unpruned: %v", i, err)
				}
				l, err := bot.Best(context.Background(), v, o)
				if err != nil {
					t.Fatalf("turn %d: %v", i, err)
				}
				compared++
				if old.Min != old.Max {
					spread++
				}
				if got, want := bot.CappedExpected(l), bot.CappedExpected(old); got != want {
					t.Errorf("turn %d: %.4f damage expected (%s), the unpruned search %.4f (%s)", i, got, words(l), want, words(old))
				}
				if l.Runs > old.Runs {
					t.Errorf("turn %d: %d runs, more than the unpruned search's %d", i, l.Runs, old.Runs)
				}
			}
			t.Logf("%d turns compared, %d past the unpruned search's limit", compared, skipped)
		})
	}
	if spread == 0 {
		t.Errorf("no turn compared has outcomes that differ: the test compares no chance node")
	}
}
