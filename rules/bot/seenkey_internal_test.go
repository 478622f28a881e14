package bot

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// seenKey tells a chance node's outcomes apart by what the player sees
// (chance.go): worlds that differ only in the order of the deck, which
// no player knows (CR 1.3.3), are one outcome; to a viewer who sees the
// deck (the omniscient view), two orders are two outcomes, and two
// copies of one card swapped are one ("by card, not by copy").
func TestSeenKeyIsWhatThePlayerSees(t *testing.T) {
	var cs []*rules.Card
	for _, k := range []string{"A", "B", "C", "X"} {
		cs = append(cs, ruletest.Attack(k, 0, 1, 2))
	}
	pos, err := ruletest.Position(cs...).Hand("X").Deck("A", "B", "A", "C").Build()
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(ruletest.P1)
	key := seenKey(v)
	order := func(w *rules.Game) string {
		o := w.Omniscient()
		s := ""
		for _, obj := range o.Zone(ruletest.P1, rules.ZoneDeck) {
			s += o.Card(obj).Key()
		}
		return s
	}
	byOrder := map[string]uint64{}
	orders := map[uint64]string{}
	for seed := range uint64(40) {
		w := v.Sample(seed)
		if k := seenKey(w.ViewFor(ruletest.P1)); k != key {
			t.Errorf("seed %d: a world dealt again has key %x to the player, want %x", seed, k, key)
		}
		d, k := order(w), seenKey(w.Omniscient())
		if o, ok := byOrder[d]; ok && o != k {
			t.Errorf("seed %d: the deck %s has two keys, %x and %x", seed, d, o, k)
		}
		if o, ok := orders[k]; ok && o != d {
			t.Errorf("seed %d: the decks %s and %s have one key %x", seed, o, d, k)
		}
		byOrder[d], orders[k] = k, d
	}
	if len(byOrder) < 6 {
		t.Errorf("40 worlds dealt %d orders of the deck, want at least 6 of its 12", len(byOrder))
	}
}
