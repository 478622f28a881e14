package rules

import (
	"cmp"
	"slices"
)

// rankKeyBits are the bits of a rank key (rankedCards.rank) given to a
// card's index (the lowest), its pitch, and its value and next (the
// highest: the rest).
const rankKeyBits = 20

// rank sorts the cards drawn of sc.cards by rank (Reach): the most value
// and next first, then the most pitch, the cards of one rank in the order
// they were (a stable sort). Each card's rank and index make a number
// whose order is that order: the numbers are sorted, and the cards moved
// once, into sc's other buffer (not sorted in place: a card is a few
// words long). Out of the numbers' range (never, for printed cards), the
// cards are sorted in place as before.
func (sc *reachScratch) rank() {
	const (
		half = 1 << (rankKeyBits - 1)
		mask = 1<<rankKeyBits - 1
	)
	keys := sc.rankKeys[:0]
	for i, rc := range sc.cards {
		v, p := rc.use.value+rc.use.next, rc.pitch
		if i > mask || v <= -half || v >= half || p <= -half || p >= half {
			slices.SortStableFunc(sc.cards, func(a, b rankedCard) int {
				return cmp.Or(cmp.Compare(b.use.value+b.use.next, a.use.value+a.use.next), cmp.Compare(b.pitch, a.pitch))
			})
			sc.rankKeys = keys
			return
		}
		// The most value first: half-v the least; so the pitch; then
		// the index.
		keys = append(keys, uint64(half-v)<<(2*rankKeyBits)|uint64(half-p)<<rankKeyBits|uint64(i))
	}
	slices.Sort(keys)
	out := sc.ranked[:0]
	for _, k := range keys {
		out = append(out, sc.cards[k&mask])
	}
	sc.cards, sc.ranked, sc.rankKeys = out, sc.cards[:0], keys
}
