package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// PositionKey hashes the state with the pitch zones and graveyards
// sorted, and the effects sorted without their timestamps when none sets
// a value, in a state that shares the game's other lists: it is the hash
// of a clone so sorted (the key as it was made from a whole copy), and
// leaves the game as it was. At decisions of seeded random games, some
// with effects in force.
func TestPositionKeyIsTheSortedCopysHash(t *testing.T) {
	var scratch rules.Snapshot
	checked, effects := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		atDecisions(t, seed, 3, func(g *rules.Game, decisions int, pr rules.Prompt) {
			before := g.Hash()
			c := g.Clone()
			s := c.State()
			for p := range rules.Player(2) {
				for _, z := range []rules.Zone{rules.ZonePitch, rules.ZoneGraveyard} {
					slices.Sort(s.Zone(p, z))
				}
			}
			set := false
			for i := range s.Effects {
				set = set || s.Effects[i].HasSet
			}
			if !set {
				for i := range s.Effects {
					s.Effects[i].Stamp = 0
				}
				slices.SortFunc(s.Effects, rules.CompareEffects)
			}
			if got, want := g.PositionKey(&scratch), s.Hash(); got != want {
				t.Fatalf("seed %d decision %d: key %x, the sorted copy's hash %x", seed, decisions, got, want)
			}
			if g.Hash() != before {
				t.Fatalf("seed %d decision %d: the key changed the game", seed, decisions)
			}
			checked++
			if len(g.State().Effects) > 1 {
				effects++
			}
		})
	}
	if checked == 0 || effects == 0 {
		t.Errorf("%d keys checked, %d with two effects or more: want some of each", checked, effects)
	}
}
