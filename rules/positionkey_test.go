package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// PositionKey hashes the state with the pitch zones and graveyards
// sorted, and the effects sorted without their timestamps when none sets
// a value, in a state that shares the game's other lists, with each
// object named by its place among those that exist, then among those
// gone (rules.Relabel), the copies of a card in a pitch zone and the
// graveyard by their zone (rules.Copies): it is the hash of a clone so
// renamed (every id of the state, found by reflection) and sorted (the
// key as it was made from a whole copy), and leaves the game as it was;
// KeyNaming gives the key and the naming Naming gives. At decisions of
// seeded random games, some with effects in force, some with objects
// renamed, some with copies renamed.
func TestPositionKeyIsTheSortedCopysHash(t *testing.T) {
	var scratch rules.Snapshot
	checked, effects, renamed, copies := 0, 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		atDecisions(t, seed, 3, func(g *rules.Game, decisions int, pr rules.Prompt) {
			before := g.Hash()
			s := g.State().Renamed(placeOf(g.State()))
			if g.Naming(nil) != nil {
				renamed++
			}
			if rules.NamedCopies(g.Naming(nil)) != nil {
				copies++
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
			if key, naming := g.KeyNaming(&scratch, []rules.ObjID{}); key != s.Hash() || !slices.Equal(naming, g.Naming(nil)) {
				t.Fatalf("seed %d decision %d: KeyNaming %x %v, PositionKey and Naming %x %v", seed, decisions, key, naming, s.Hash(), g.Naming(nil))
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
	if checked == 0 || effects == 0 || renamed == 0 || copies == 0 {
		t.Errorf("%d keys checked, %d with two effects or more, %d with objects renamed, %d with copies renamed: want some of each", checked, effects, renamed, copies)
	}
}

// placeOf is the place of each object of st (rules.Relabel): those that
// exist first, in the order of their ids, then those gone; and the copies
// of a card in a player's pitch zone and graveyard (rules.Copies), when
// no triggered ability of the card works in a pitch zone, graveyard,
// banished zone or deck, given the places they hold, those in the pitch
// zone first, each zone's in the order of their ids.
func placeOf(st *rules.State) func(rules.ObjID) rules.ObjID {
	objs := st.Objs
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
	for p := range rules.Player(2) {
		byCard := map[int16][]rules.ObjID{}
		inPitch := map[int16]bool{}
		for _, z := range []rules.Zone{rules.ZonePitch, rules.ZoneGraveyard} {
			ids := slices.Sorted(slices.Values(st.Zone(p, z)))
			for _, id := range ids {
				c := objs[id].Card
				byCard[c] = append(byCard[c], id)
				if z == rules.ZonePitch {
					inPitch[c] = true
				}
			}
		}
		for c, ids := range byCard {
			named := inPitch[c] && len(ids) > 1
			for _, tr := range st.Cards[c].Triggers {
				switch tr.Where {
				case rules.ZonePitch, rules.ZoneGraveyard, rules.ZoneBanished, rules.ZoneDeck:
					named = false
				}
			}
			if !named {
				continue
			}
			held := make([]rules.ObjID, len(ids))
			for i, id := range ids {
				held[i] = place[id]
			}
			slices.Sort(held)
			for i, id := range ids {
				place[id] = held[i]
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

// The copies PositionKey names by their zone (rules.Copies) are read in
// the order of their ids by nothing for the rest of the turn, since a
// card leaves a pitch zone only for its deck's bottom and a graveyard only
// for the banished zone, and no card there plays or returns: the files
// that name the three zones are these. A new one may move a card out of
// one of them, or read the cards there in the order of their ids: weigh
// it against rules.Copies, then add it here. (reach_grave.go counts the
// cards of each colour out of the deck and those zones, by no id.)
func TestCopiesReaders(t *testing.T) {
	known := []string{"activation.go", "banishcost.go", "bycolour.go", "chance.go", "combat.go", "costs.go", "destroy.go",
		"discard.go", "idleplay.go", "keywords.go", "play.go", "played.go", "position.go", "prompt.go", "resolve.go", "sample.go",
		"reach_grave.go", "searchkey.go", "seen.go", "setup.go", "stalemate.go", "triggers.go", "turn.go", "types.go",
		"view.go", "waitdelayed.go", "zones.go"}
	for _, f := range filesNaming(t, "ZonePitch", "ZoneGraveyard", "ZoneBanished") {
		if !slices.Contains(known, f) {
			t.Errorf("%s names a pitch zone, a graveyard or the banished zone: may a copy named by its zone move or be read by id there (searchkey.go, Copies)?", f)
		}
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

// Two copies of a card, one in the pitch zone and one in the graveyard,
// are named by their zone (rules.Copies) when the graveyard's has the
// lower id: the naming lists them, the pitch zone's first, and Rename
// maps each to the other's id and every other object to its own (in the
// position of the same key where the pitch zone's copy has the lower id,
// each is named by its id). Not so two copies of a card whose trigger
// works from the graveyard (CR 1.7.4h): its id's place among the others
// orders the triggers collected there (CR 6.6).
func TestCopiesNamedByZone(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	ember := ruletest.Attack("Ember", 0, 3, 2)
	ember.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.YourAttack}, Where: rules.ZoneGraveyard,
		Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	x := ruletest.Position(jab, ember).Graveyard(jab.Key(), ember.Key()).Pitch(jab.Key(), ember.Key()).Start(t)
	pitched, buried := x.Find(p1, rules.ZonePitch, jab.Key()), x.Find(p1, rules.ZoneGraveyard, jab.Key())
	if buried > pitched {
		t.Fatalf("the graveyard's Jab is object %d, the pitch zone's %d: the test wants the graveyard's first", buried, pitched)
	}
	naming := x.G.Naming(nil)
	if got, want := rules.NamedCopies(naming), []rules.ObjID{2, pitched, buried}; !slices.Equal(got, want) {
		t.Fatalf("copies named %v, want %v (Ember's copies not among them)", got, want)
	}
	n := x.G.Omniscient().Objects()
	to := make([]rules.ObjID, n)
	rules.Rename(n, naming, nil, to)
	for i, id := range to {
		want := rules.ObjID(i)
		switch want {
		case pitched:
			want = buried
		case buried:
			want = pitched
		}
		if id != want {
			t.Errorf("object %d renamed %d, want %d", i, id, want)
		}
	}
}
