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

// An item of the cards drawn (rankedCards.item) read through the starts
// of the ranked cards' runs (deckPass's: each card that differs from the
// one before it) has the uses, in the same order, and the pitch it has
// when every card is looked at: ranked decks of many copies (three of a
// card, as the decks hold), every j, with and without a cost added and
// power paid for on each attack.
func TestItemByStartsIsItem(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		sc := new(reachScratch)
		for range r.IntN(14) {
			rc := rankedCard{use: reachUse{value: r.IntN(5), next: r.IntN(2), cost: r.IntN(3), action: r.IntN(2) == 0,
				attack: r.IntN(2) == 0}, pitch: 1 + r.IntN(3)}
			for range 1 + r.IntN(3) {
				sc.cards = append(sc.cards, rc)
			}
		}
		sc.rank()
		var starts []int32
		for i := range sc.cards {
			if i == 0 || !sc.cards[i].sameItem(&sc.cards[i-1], false) {
				starts = append(starts, int32(i))
			}
		}
		for j := range sc.cards {
			for _, extra := range []int{0, 2} {
				for _, pe := range []paidBonus{{}, {value: 1, cost: 1}} {
					var a, b []reachUse
					want := sc.cards.item(j, extra, false, pe, nil, &a)
					got := sc.cards.item(j, extra, false, pe, starts, &b)
					if got.pitch != want.pitch || !slices.Equal(got.uses, want.uses) {
						t.Fatalf("item %d (extra %d, %+v) of %+v: %+v, want %+v", j, extra, pe, sc.cards, got, want)
					}
				}
			}
		}
	}
}
