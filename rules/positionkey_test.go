package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// PositionKey hashes the state with the pitch zones and graveyards
// sorted, and the effects sorted without their timestamps when none sets
// a value, in a state that shares the game's other lists, with each
// object named by its place among those that exist, then among those
// gone (rules.Relabel): it is the hash of a clone so renamed (every id
// of the state, found by reflection) and sorted (the key as it was made
// from a whole copy), and leaves the game as it was. At decisions of
// seeded random games, some with effects in force, some with objects
// renamed.
func TestPositionKeyIsTheSortedCopysHash(t *testing.T) {
	var scratch rules.Snapshot
	checked, effects, renamed := 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		atDecisions(t, seed, 3, func(g *rules.Game, decisions int, pr rules.Prompt) {
			before := g.Hash()
			s := g.State().Renamed(placeOf(g.State().Objs))
			if g.GoneIDs(nil) != nil {
				renamed++
			}
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
	if checked == 0 || effects == 0 || renamed == 0 {
		t.Errorf("%d keys checked, %d with two effects or more, %d with objects renamed: want some of each", checked, effects, renamed)
	}
}

// placeOf is the place of each object of objs (rules.Relabel): those that
// exist first, in the order of their ids, then those gone.
func placeOf(objs []rules.Obj) func(rules.ObjID) rules.ObjID {
	place := make([]rules.ObjID, len(objs))
	next := rules.ObjID(0)
	for _, gone := range []bool{false, true} {
		for i := range objs {
			if objs[i].Gone == gone {
				place[i] = next
				next++
			}
		}
	}
	return func(id rules.ObjID) rules.ObjID {
		if id < 0 || int(id) >= len(place) {
			return id
		}
		return place[id]
	}
}

// The renaming of PositionKey (rules.Relabel) names every object the
// state holds anew, in every list: with any permutation of the ids, its
// hash is the hash of the state renamed so by reflection (every field of
// type ObjID). At decisions of seeded random games, with the ids
// reversed, and rotated by one.
func TestPositionKeyRenamesEveryID(t *testing.T) {
	var scratch rules.Snapshot
	checked := 0
	for seed := uint64(1); seed <= 2; seed++ {
		atDecisions(t, seed, 5, func(g *rules.Game, decisions int, pr rules.Prompt) {
			n := len(g.State().Objs)
			reversed, rotated := make([]rules.ObjID, n), make([]rules.ObjID, n)
			for i := range n {
				reversed[i], rotated[i] = rules.ObjID(n-1-i), rules.ObjID((i+1)%n)
			}
			before := g.Hash()
			for _, perm := range [][]rules.ObjID{reversed, rotated} {
				at := func(id rules.ObjID) rules.ObjID {
					if id < 0 || int(id) >= n {
						return id
					}
					return perm[id]
				}
				if got, want := scratch.RenamedHash(g, perm), g.State().Renamed(at).Hash(); got != want {
					t.Fatalf("seed %d decision %d: renamed %x, renamed by reflection %x", seed, decisions, got, want)
				}
			}
			if g.Hash() != before {
				t.Fatalf("seed %d decision %d: the key changed the game", seed, decisions)
			}
			checked++
		})
	}
	if checked == 0 {
		t.Error("no position checked")
	}
}
