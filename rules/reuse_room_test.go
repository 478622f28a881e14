package rules

import "testing"

// A clone in reused memory grows into its buffers: an object made in it
// (a token, an attack proxy) takes no new memory for the objects, and
// the game it was cloned from, and the next clone in the same memory,
// are what they were.
func TestCloneReusingGrowsInPlace(t *testing.T) {
	g, err := New(Setup{Seed: 1, Players: [2]Deck{roomDeck(), roomDeck()}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	before, n := g.State().Hash(), len(g.s.Objs)
	var r Reuse
	c := g.CloneReusing(&r)
	if cap(c.s.Objs)-len(c.s.Objs) < 8 {
		t.Fatalf("the reused clone's objects: %d of %d, no room", len(c.s.Objs), cap(c.s.Objs))
	}
	first := &c.s.Objs[0]
	for range 8 {
		c.newObj(1, 0, ZoneArena)
	}
	if &c.s.Objs[0] != first {
		t.Error("making an object in the reused clone moved its objects to new memory")
	}
	if len(g.s.Objs) != n || g.State().Hash() != before {
		t.Fatal("an object made in the clone changed the game")
	}
	c = g.CloneReusing(&r)
	if len(c.s.Objs) != n || c.State().Hash() != before {
		t.Errorf("the next reused clone: %d objects, hash %x; want %d, %x", len(c.s.Objs), c.State().Hash(), n, before)
	}
}
