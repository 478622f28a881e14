package rules_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A sample's state is copied with its zone lists laid out with their room
// (cloneSpread): given the room of its other lists (makeRoom, as when the
// sample is run), it must be exactly a clone given that room (Clone, then
// makeRoom), the same contents, lengths, capacities and zone spans, in
// memory of its own. At decisions of seeded random games, where the
// stack, the chain and the delayed triggers hold something at times.
func TestCloneSpreadThenMakeRoomIsCloneThenMakeRoom(t *testing.T) {
	checked, busy := 0, 0
	atDecisions(t, 5, 3, func(g *rules.Game, decisions int, pr rules.Prompt) {
		s := g.State()
		a, b := s.CloneSpreadThenMakeRoom(), s.CloneThenMakeRoom()
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("decision %d: the spread clone given room differs from a clone given room", decisions)
		}
		if la, lb := a.Layout(), b.Layout(); la != lb {
			t.Fatalf("decision %d: the spread clone lies otherwise:\n%s\nwant\n%s", decisions, la, lb)
		}
		if len(s.Objs) > 0 && &a.Objs[0] == &s.Objs[0] {
			t.Fatalf("decision %d: the spread clone shares the objects", decisions)
		}
		if h := g.Hash(); a.Hash() != h {
			t.Fatalf("decision %d: the spread clone hashes otherwise", decisions)
		}
		if len(s.Stack)+len(s.Chain.Links)+len(s.Delayed)+len(s.Fired) > 0 {
			busy++
		}
		checked++
	})
	if checked == 0 || busy == 0 {
		t.Errorf("%d states checked, %d with a stack, chain or delayed trigger: want some of each", checked, busy)
	}
}

// A sample sorts cards by their keys through ranks it keeps for the
// game's list of cards (keyRanks); a card added to a sample's list (a
// token's definition, AddCard) makes a new list, whose ranks are made
// anew: a hand holding the new card, sorted (SampleInOrder), puts it
// where its key goes.
func TestSampleRanksANewCard(t *testing.T) {
	g := midGame(t)
	p := rules.Player(0)
	if len(g.State().Zone(p, rules.ZoneHand)) < 2 {
		p = 1
	}
	s := g.ViewFor(p).SampleInOrder(1) // ranks made for the list of New
	hand := s.State().Zone(p, rules.ZoneHand)
	if len(hand) < 2 {
		t.Fatalf("a hand of %d cards: want two or more", len(hand))
	}
	i := s.AddCard(&rules.Card{Name: "  first of all"})
	last := hand[len(hand)-1]
	s.State().Objs[last].Card = i
	o := s.ViewFor(p).SampleInOrder(2).Omniscient()
	got := o.Zone(p, rules.ZoneHand)
	if got[0] != last {
		t.Fatalf("the hand in order %v: want the new card (%d) first", got, last)
	}
	if !slices.IsSortedFunc(got, func(a, b rules.ObjID) int { return strings.Compare(o.Card(a).Key(), o.Card(b).Key()) }) {
		t.Fatalf("the hand %v is not in the order of its keys", got)
	}
}
