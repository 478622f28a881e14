package decks

import "testing"

// BenchmarkExact is the deck of a save built again as it loads: every
// card key of an embedded deck, each looked up (Exact).
func BenchmarkExact(b *testing.B) {
	l, err := Load("cb-rhinar")
	if err != nil {
		b.Fatal(err)
	}
	var arena, deck []string
	for _, e := range l.Arena {
		arena = append(arena, e.Key())
	}
	for _, e := range l.Cards {
		for range e.Count {
			deck = append(deck, e.Key())
		}
	}
	hero := l.Hero.Key()
	if _, xerr := Exact(hero, arena, deck); xerr != nil {
		b.Fatal(xerr)
	}
	b.ReportAllocs()
	for b.Loop() {
		Exact(hero, arena, deck)
	}
}

// lookup finds a catalog key at once and any other spelling through
// resolve: the same card either way.
func TestLookupAsResolve(t *testing.T) {
	for _, name := range []string{"Pummel (red)", "pummel (RED)", "Pummel ( red )", "  Pummel (blue)", "Rhinar", "Bone Basher",
		"Pack Hunt", "Nothing Such (red)", "Pummel"} {
		c, ok := lookup(name)
		r, p := resolve(name, false)
		if ok != (p == nil) || c.Key() != r.Key() {
			t.Errorf("lookup(%q) = %q, %v; resolve finds %q, %v", name, c.Key(), ok, r.Key(), p)
		}
	}
}
