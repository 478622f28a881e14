//go:build !race

package rules

import "testing"

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
