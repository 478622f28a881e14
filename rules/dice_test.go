package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.1.1a: the random values of a card-pool's effects are made evenly;
// here by the game's seeded generator: the same seed rolls the same
// number and reaches the same hash, and each number comes up. CR 2.4.2:
// "your base intellect is the number rolled" until the turn ends (CR
// 4.4.4), after the end phase's draw up to intellect (CR 4.4.3e).
func TestRollDie(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	roll := ruletest.Instant("Roll", 0, rules.RollDie{Sides: 6, Then: []rules.Effect{rules.BaseIntellectIsRolled{}}})
	plain := ruletest.Attack("Plain", 0, 5, 2)
	deck := []string{"Plain", "Plain", "Plain", "Plain", "Plain", "Plain", "Plain"}
	play := func(seed uint64) (*ruletest.Game, int) {
		x := ruletest.Position(roll, plain).Seed(seed).Hand("Roll").Deck(deck...).P2().Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Roll"), ruletest.Pass(p1), ruletest.Pass(p2))
		rolls := x.EventsOf(rules.EvRoll)
		if len(rolls) != 1 {
			t.Fatalf("seed %d: %d rolls", seed, len(rolls))
		}
		if !rolls[0].Reveals() {
			t.Error("a roll makes the unknown known: undo must stop there")
		}
		return x, rolls[0].Amount
	}
	seen := map[int]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		x, n := play(seed)
		if n < 1 || n > 6 {
			t.Fatalf("seed %d rolled %d", seed, n)
		}
		seen[n]++
		if got := x.G.Omniscient().Intellect(p1); got != n {
			t.Errorf("seed %d: intellect %d, want %d", seed, got, n)
		}
		y, m := play(seed)
		if m != n || y.G.Hash() != x.G.Hash() {
			t.Errorf("seed %d: rolled %d then %d, hashes %x and %x", seed, n, m, x.G.Hash(), y.G.Hash())
		}
		if seed <= 6 {
			x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
			if got := len(x.Keys(p1, rules.ZoneHand)); got != n {
				t.Errorf("seed %d: the end phase drew up to %d, want %d", seed, got, n)
			}
			if got := x.G.Omniscient().Intellect(p1); got != 4 {
				t.Errorf("seed %d: intellect %d in the next turn, want the hero's 4", seed, got)
			}
		}
	}
	if len(seen) != 6 {
		t.Errorf("60 rolls gave %v: want each of 1 to 6", seen)
	}
}
