//go:build !race

package rules

import (
	"context"
	"slices"
	"testing"
)

// The trigger index is built in one allocation, whatever the number of
// event kinds listened to, and lists each object's abilities under the
// kind each listens for, in object order. (The race detector allocates on
// its own, hence the build tag.)
func TestTheTriggerIndexIsOneBlock(t *testing.T) {
	deck := func() Deck {
		d := Deck{Hero: &Card{Name: "Hero", Types: Hero, Life: 20, Intellect: 4}}
		kinds := []EventKind{EvAttack, EvHit, EvDefend, EvPlay, EvTurnStart}
		for i := range 40 {
			c := &Card{Name: "Card", Types: Action, Power: i % 8}
			if i%2 == 0 {
				c.Triggers = []Trigger{{When: When{Event: kinds[i%len(kinds)]}}, {When: When{Event: EvDestroy}}}
			}
			d.Cards = append(d.Cards, c)
		}
		return d
	}
	g, err := New(Setup{Seed: 1, Players: [2]Deck{deck(), deck()}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	build := func() {
		g.trigBuilt = false
		g.triggerIndex()
	}
	if n := testing.AllocsPerRun(10, build); n != 1 {
		t.Errorf("building the index allocates %v times, want 1", n)
	}
	total := 0
	for k, refs := range g.trig {
		for i, r := range refs {
			if on := g.s.CardOf(r.obj).Triggers[r.ability].When.Event; on != EventKind(k) {
				t.Errorf("%s list: object %d ability %d listens for %s", EventKind(k), r.obj, r.ability, on)
			}
			if i > 0 && refs[i-1].obj >= r.obj {
				t.Errorf("%s list: object %d after %d", EventKind(k), r.obj, refs[i-1].obj)
			}
		}
		total += len(refs)
	}
	if want := 2 * 20 * 2; total != want {
		t.Errorf("%d abilities in the index, want %d", total, want)
	}
	if len(g.trig[EvDestroy]) != 40 {
		t.Errorf("%d abilities listen for destroy, want 40", len(g.trig[EvDestroy]))
	}
}

// A clone in reused memory (CloneReusing) has the trigger index of the
// game it copies, whatever game the memory held before: the headers are
// written only when the memory's name them otherwise (trigID), and a
// game that adds an ability to its index (a token's) names it anew, so
// a clone of it made before, then the game, cloned into one memory in
// turn, each have their own lists.
func TestCloneReusingHasTheIndexOfItsGame(t *testing.T) {
	deck := func(kind EventKind) Deck {
		d := Deck{Hero: &Card{Name: "Hero", Types: Hero, Life: 20, Intellect: 4}}
		for i := range 10 {
			c := &Card{Name: "Card", Types: Action, Power: i % 8}
			if i%2 == 0 {
				c.Triggers = []Trigger{{When: When{Event: kind}}}
			}
			d.Cards = append(d.Cards, c)
		}
		return d
	}
	game := func(kind EventKind) *Game {
		g, err := New(Setup{Seed: 1, Players: [2]Deck{deck(kind), deck(kind)}, PoolChecked: true})
		if err != nil {
			t.Fatal(err)
		}
		g.triggerIndex()
		return g
	}
	same := func(a, b *[evCount][]triggerRef) bool {
		for k := range a {
			x, y := a[k], b[k]
			if len(x) != len(y) || cap(x) != cap(y) || cap(x) > 0 && &x[:cap(x)][0] != &y[:cap(y)][0] {
				return false
			}
		}
		return true
	}
	hit, attack := game(EvHit), game(EvAttack)
	var mem Reuse
	for i, g := range []*Game{hit, attack, attack, hit} {
		c := g.CloneReusing(&mem)
		if !same(&c.trig, &g.trig) {
			t.Fatalf("clone %d: the index is not its game's", i)
		}
	}
	// hit, which owns its index, gets an object whose card listens for
	// hits (as a token would): its list grows past what before sees.
	before := hit.Clone()
	n := len(hit.trig[EvHit])
	for i := range hit.s.Objs {
		if o := hit.s.Objs[i]; o.Proxy == NoObj && len(hit.s.CardOf(ObjID(i)).Triggers) > 0 {
			hit.s.Objs = append(hit.s.Objs, o)
			break
		}
	}
	hit.triggerIndex()
	if len(hit.trig[EvHit]) != n+1 || len(before.trig[EvHit]) != n {
		t.Fatalf("the owner's list has %d abilities and its clone's %d, want %d and %d", len(hit.trig[EvHit]), len(before.trig[EvHit]), n+1, n)
	}
	for i, g := range []*Game{before, hit, before} {
		if c := g.CloneReusing(&mem); len(c.trig[EvHit]) != len(g.trig[EvHit]) || !same(&c.trig, &g.trig) {
			t.Fatalf("clone %d: %d abilities listen for hits, want its game's %d", i, len(c.trig[EvHit]), len(g.trig[EvHit]))
		}
	}
}

// A clone that adds an ability to its index (a token with a triggered
// ability, made in a run of the search) copies the one list it adds to,
// not the whole index (trigMine): its other lists still share the
// original's memory, each game's lists hold the abilities a build anew
// would, and two clones of one game that each add one see only their own.
func TestACloneAddsToItsOwnCopyOfAList(t *testing.T) {
	d := Deck{Hero: &Card{Name: "Hero", Types: Hero, Life: 20, Intellect: 4}}
	for i := range 10 {
		c := &Card{Name: "Card", Types: Action, Power: i % 8}
		if i%2 == 0 {
			c.Triggers = []Trigger{{When: When{Event: EvHit}}, {When: When{Event: EvAttack}}}
		} else {
			c.Triggers = []Trigger{{When: When{Event: EvDefend}}}
		}
		d.Cards = append(d.Cards, c)
	}
	g, err := New(Setup{Seed: 1, Players: [2]Deck{d, d}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	g.triggerIndex()
	// A new object whose card listens for defends only, as a token's,
	// after pad objects that listen for nothing (the hero's copies): two
	// clones of g that add after different pads write different
	// abilities in the same place of a list they would share.
	add := func(c *Game, pad int) ObjID {
		for range pad {
			c.s.Objs = append(c.s.Objs, c.s.Objs[c.s.Players[0].Hero])
		}
		for i := range c.s.Objs {
			if o := c.s.Objs[i]; o.Proxy == NoObj && len(c.s.CardOf(ObjID(i)).Triggers) == 1 {
				c.s.Objs = append(c.s.Objs, o)
				break
			}
		}
		c.triggerIndex()
		return ObjID(len(c.s.Objs) - 1)
	}
	built := func(c *Game) [evCount][]triggerRef {
		b := c.Clone()
		b.trigBuilt = false
		b.triggerIndex()
		return b.trig
	}
	n := len(g.trig[EvDefend])
	a, b := g.Clone(), g.Clone()
	objA, objB := add(a, 0), add(b, 1)
	for _, tc := range []struct {
		name string
		c    *Game
		obj  ObjID
	}{{"the first clone", a, objA}, {"the second clone", b, objB}} {
		l := tc.c.trig[EvDefend]
		if len(l) != n+1 || l[n].obj != tc.obj {
			t.Errorf("%s: %d abilities listen for defends, the last of object %d; want %d, of %d", tc.name, len(l), l[len(l)-1].obj, n+1, tc.obj)
		}
		if &tc.c.trig[EvHit][0] != &g.trig[EvHit][0] || &tc.c.trig[EvDefend][0] == &g.trig[EvDefend][0] {
			t.Errorf("%s: the list it did not add to was copied, or the one it added to was not", tc.name)
		}
		want := built(tc.c)
		for k := range want {
			if !slices.Equal(tc.c.trig[k], want[k]) {
				t.Errorf("%s: its %s list %v, built anew %v", tc.name, EventKind(k), tc.c.trig[k], want[k])
			}
		}
	}
	if len(g.trig[EvDefend]) != n {
		t.Errorf("the original's list has %d abilities, want %d", len(g.trig[EvDefend]), n)
	}
}

// The goldfish's answers (goldfishDecide) are LeastAnswer's, their ids cut
// from a block of the game's (answerIDs) rather than allocated one by one:
// it answers at every priority point of every run of a search.
func TestTheGoldfishAnswersInTheGamesMemory(t *testing.T) {
	g, err := New(GoldfishSetup(3, GoldfishDeck(20), 20))
	if err != nil {
		t.Fatal(err)
	}
	p := Prompt{Kind: AskPriority, Shape: ShapeOne, Min: 1, Max: 1, Options: []Option{{ID: 7, Act: ActPlay}, {ID: 9, Act: ActPass}}}
	v := g.ViewFor(1)
	a, _ := goldfishDecide(context.Background(), v, p)
	if want := LeastAnswer(p); !slices.Equal(a.IDs, want.IDs) || a.X != want.X {
		t.Fatalf("the goldfish answers %+v, want %+v", a, want)
	}
	if n := testing.AllocsPerRun(100, func() { goldfishDecide(context.Background(), v, p) }); n != 0 {
		t.Errorf("the goldfish allocates %v times an answer, want 0 (a block of 256)", n)
	}
}
