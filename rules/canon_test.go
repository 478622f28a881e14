package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// SampleInOrder is Sample with the viewer's hand in the order of its
// cards' keys: the same objects in the hand, everything else as Sample
// deals it from the seed, and the sample plays on with every invariant
// holding.
func TestSampleInOrderSortsTheHandAlone(t *testing.T) {
	sorted, played := 0, 0
	atDecisions(t, 3, 7, func(g *rules.Game, decisions int, pr rules.Prompt) {
		for q := range rules.Player(2) {
			v := g.ViewFor(q)
			s := v.SampleInOrder(uint64(decisions))
			plain := v.Sample(uint64(decisions)).Omniscient()
			o := s.Omniscient()
			hand := o.Zone(q, rules.ZoneHand)
			if !slices.IsSortedFunc(hand, func(a, b rules.ObjID) int { return strings.Compare(o.Card(a).Key(), o.Card(b).Key()) }) {
				t.Fatalf("decision %d: p%d's hand is not in order: %v", decisions, q+1, hand)
			}
			if !slices.Equal(slices.Sorted(slices.Values(hand)), slices.Sorted(slices.Values(plain.Zone(q, rules.ZoneHand)))) {
				t.Fatalf("decision %d: p%d's hand holds other objects", decisions, q+1)
			}
			for p := range rules.Player(2) {
				for z := rules.ZoneDeck; z <= rules.ZoneChain; z++ {
					if (p != q || z != rules.ZoneHand) && !slices.Equal(o.Zone(p, z), plain.Zone(p, z)) {
						t.Fatalf("decision %d: p%d's %s differs from the sample's", decisions, p+1, z)
					}
				}
			}
			if len(hand) > 1 {
				sorted++
			}
			if pr.Kind == rules.AskPriority && decisions%3 == 0 {
				playOn(t, s)
				played++
			}
		}
	})
	if sorted == 0 || played == 0 {
		t.Errorf("%d hands of two cards or more, %d samples played on: want some", sorted, played)
	}
}
