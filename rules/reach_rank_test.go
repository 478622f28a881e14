package rules

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// Reach's cards drawn are ranked by the most value and next, then the
// most pitch, ties in the deck's order (rankedCard): rank's keyed sort
// gives the order of the stable sort by that rank, on decks of many ties
// (values 0-6, pitches 0-3: printed cards), of values out of its keys'
// range, and of none.
func TestRankIsTheStableSortByRank(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var sc reachScratch
	for n := range 300 {
		size := r.IntN(45)
		if n%50 == 0 {
			size = 0
		}
		in := make(rankedCards, size)
		for i := range in {
			in[i] = rankedCard{use: reachUse{value: r.IntN(7), next: r.IntN(3), cost: i}, pitch: r.IntN(4)}
			if n%7 == 0 && r.IntN(10) == 0 {
				in[i].use.value = 1<<22 - r.IntN(1<<23) // beyond the keys: the sort in place
			}
		}
		want := slices.Clone(in)
		slices.SortStableFunc(want, func(a, b rankedCard) int {
			return cmp.Or(cmp.Compare(b.use.value+b.use.next, a.use.value+a.use.next), cmp.Compare(b.pitch, a.pitch))
		})
		sc.cards = append(sc.cards[:0], in...)
		sc.rank()
		if !slices.Equal(sc.cards, want) {
			t.Fatalf("deck %d of %d cards: rank gives %v, the stable sort %v", n, size, sc.cards, want)
		}
	}
}
