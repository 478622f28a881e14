package rules

import (
	"runtime"
	"slices"
	"testing"
)

// roomDeck is a hero and 40 plain cards, 5 arena-cards: the shape of the
// bench decks.
func roomDeck() Deck {
	d := Deck{Hero: &Card{Name: "Hero", Types: Hero, Life: 20, Intellect: 4}}
	for i := range 5 {
		d.Arena = append(d.Arena, &Card{Name: "Arena", Types: Equipment, Defense: i})
	}
	for i := range 40 {
		d.Cards = append(d.Cards, &Card{Name: "Card", Types: Action, Power: i % 8})
	}
	return d
}

// A game from New has the room makeRoom gives, so its first Run or Step
// allocates nothing for it; a clone (its lists exactly as long as they are)
// gets the room, what its lists hold unchanged.
func TestNewGivesTheRoomMakeRoomGives(t *testing.T) {
	g, err := New(Setup{Seed: 1, Players: [2]Deck{roomDeck(), roomDeck()}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(10, g.s.makeRoom); n != 0 {
		t.Errorf("makeRoom allocates %v times on a game from New, want 0", n)
	}
	roomy := func(s *state) {
		t.Helper()
		if cap(s.Objs)-len(s.Objs) < objRoom {
			t.Errorf("objects: %d of %d", len(s.Objs), cap(s.Objs))
		}
		for p := range s.Players {
			owned := 0
			for z := range zoneCount {
				owned += len(s.Zone(Player(p), z))
			}
			for z, sp := range s.zones[p] {
				if room := int(sp.end - sp.off - sp.n); room < zoneRoom(Zone(z), owned) {
					t.Errorf("player %d, zone %d: room for %d, want %d", p, z, room, zoneRoom(Zone(z), owned))
				}
			}
		}
		var r stateRoom
		for _, l := range []struct {
			name       string
			room, want int
		}{
			{"stack", cap(s.Stack) - len(s.Stack), len(r.stack)},
			{"links", cap(s.Chain.Links) - len(s.Chain.Links), len(r.links)},
			{"effects", cap(s.Effects) - len(s.Effects), len(r.effects)},
			{"pending", cap(s.Pending) - len(s.Pending), len(r.pending)},
			{"delayed", cap(s.Delayed) - len(s.Delayed), len(r.delayed)},
			{"fired", cap(s.Fired) - len(s.Fired), len(r.fired)},
		} {
			if l.room < l.want {
				t.Errorf("%s: room for %d, want %d", l.name, l.room, l.want)
			}
		}
	}
	roomy(g.s)
	// The first snapshot (rewindable) has the room of the state: taking
	// it allocates nothing, and it copies the state.
	// MemStats counts the allocations of the whole process, which another
	// goroutine (the runtime's, a test's left running) may add to while
	// the snapshot is taken. The snapshot's own are the same on every
	// fresh game: it allocates if the first snapshot of each of a few
	// fresh games was counted with some.
	firstSnapshotAllocs := func(g *Game) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		g.snaps[0].take(g.s)
		runtime.ReadMemStats(&after)
		return after.Mallocs - before.Mallocs
	}
	least := firstSnapshotAllocs(g)
	for try := 0; try < 4 && least != 0; try++ {
		fresh, err := New(Setup{Seed: 1, Players: [2]Deck{roomDeck(), roomDeck()}, PoolChecked: true})
		if err != nil {
			t.Fatal(err)
		}
		least = min(least, firstSnapshotAllocs(fresh))
	}
	if least != 0 {
		t.Errorf("the first snapshot of a game from New allocates %d times (the least of 5 fresh games), want 0", least)
	}
	if sn := g.snaps[0].take(g.s); sn.Hash() != g.s.Hash() || &sn.Objs[0] == &g.s.Objs[0] {
		t.Error("the snapshot is not a copy of the state")
	}
	if len(g.s.Zone(0, ZoneDeck)) != 40 || len(g.s.Zone(1, ZoneArena)) != 6 {
		t.Fatalf("deck %d, arena %d", len(g.s.Zone(0, ZoneDeck)), len(g.s.Zone(1, ZoneArena)))
	}
	c := g.s.Clone()
	if sp := c.zones[0][ZoneDeck]; sp.end-sp.off != 40 || len(c.ids) != c.zonesLen() {
		t.Fatalf("a clone's deck has room for %d, its lists %d ids for %d", sp.end-sp.off, len(c.ids), c.zonesLen())
	}
	hash := c.Hash()
	deck := append([]ObjID(nil), c.Zone(0, ZoneDeck)...)
	c.makeRoom()
	roomy(c)
	if c.Hash() != hash {
		t.Error("makeRoom changed the clone")
	}
	if !slices.Equal(c.Zone(0, ZoneDeck), deck) {
		t.Fatal("makeRoom changed the deck")
	}
	// Each zone list has a part of its own: filling one to its end, and
	// past it (the lists laid out again), leaves the others as they were.
	sp := c.zones[0][ZoneHand]
	for range sp.end - sp.off + 3 {
		c.push(0, ZoneHand, 999)
	}
	if n := len(c.Zone(0, ZoneHand)); n != int(sp.end-sp.off+3) {
		t.Errorf("the hand holds %d, want %d", n, sp.end-sp.off+3)
	}
	for p := range c.zones {
		for z, sp := range c.zones[p] {
			if (p != 0 || Zone(z) != ZoneHand) && slices.Contains(c.ids[sp.off:sp.end], 999) {
				t.Errorf("filling the hand wrote into player %d's zone %d", p, z)
			}
		}
	}
	if !slices.Equal(c.Zone(0, ZoneDeck), deck) {
		t.Error("filling the hand changed the deck")
	}
	// The view Zone gives cannot grow into the list after it.
	if l := c.Zone(0, ZoneDeck); cap(l) != len(l) {
		t.Errorf("the deck's view has capacity %d for %d ids", cap(l), len(l))
	}
}

// A Table deals the next game allocating only its card list (which clones
// share, so it is never reused), with the room New gives.
func TestATableDealsInTheSameMemory(t *testing.T) {
	a, b := roomDeck(), roomDeck()
	a.Prepare()
	b.Prepare()
	setup := Setup{Seed: 1, Players: [2]Deck{a, b}, PoolChecked: true}
	var tb Table
	g, err := tb.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	n := testing.AllocsPerRun(10, func() {
		setup.Seed++
		if h, err := tb.New(setup); err != nil || h != g {
			t.Fatalf("%v; the same game: %v", err, h == g)
		}
	})
	if n > 1 {
		t.Errorf("a deal on a table allocates %v times, want 1", n)
	}
	if n := testing.AllocsPerRun(10, g.s.makeRoom); n != 0 {
		t.Errorf("makeRoom allocates %v times on a game of a table, want 0", n)
	}
	if len(g.s.Zone(0, ZoneDeck)) != 40 || len(g.s.Objs) != 92 || g.Decisions != 0 || g.s.Turn != 0 {
		t.Errorf("deck %d, objects %d, decisions %d, turn %d", len(g.s.Zone(0, ZoneDeck)), len(g.s.Objs), g.Decisions, g.s.Turn)
	}
}

// A clone in reused memory (CloneReusing) has room in its own buffers for
// the lists that were empty in the game cloned: an attack's chain link, a
// trigger pending, a delayed trigger made and fired are appended into
// that memory, not new memory (a search's runs did so once a run each).
func TestAReusedCloneGrowsItsEmptyListsInPlace(t *testing.T) {
	g, err := New(Setup{Seed: 1, Players: [2]Deck{roomDeck(), roomDeck()}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	if len(s.Chain.Links)+len(s.Pending)+len(s.Delayed)+len(s.Fired)+len(s.Stack) != 0 {
		t.Fatal("the game has a chain link, a layer or a trigger already")
	}
	var r Reuse
	g.CloneReusing(&r) // the buffers made
	n := testing.AllocsPerRun(10, func() {
		c := g.CloneReusing(&r).s
		c.Chain.Links = append(c.Chain.Links, chainLink{})
		c.Pending = append(c.Pending, pendingTrigger{})
		c.Delayed = append(c.Delayed, delayedTrigger{})
		c.Fired = append(c.Fired, delayedTrigger{})
		c.Stack = append(c.Stack, layer{})
	})
	if n != 0 {
		t.Errorf("a reused clone's first link, trigger and layer allocate %v times, want 0", n)
	}
	// Each list in memory of its own: none writes into another.
	c := g.CloneReusing(&r).s
	c.Delayed = append(c.Delayed, delayedTrigger{Source: 7})
	c.Fired = append(c.Fired, delayedTrigger{Source: 9})
	if c.Delayed[0].Source != 7 || c.Fired[0].Source != 9 {
		t.Errorf("the delayed and fired triggers share memory: %v, %v", c.Delayed[0].Source, c.Fired[0].Source)
	}
	if len(s.Chain.Links)+len(s.Pending)+len(s.Delayed)+len(s.Fired)+len(s.Stack) != 0 {
		t.Error("the clones' appends changed the game cloned")
	}
}
