package rules

import (
	"slices"
	"unsafe"
)

// Reach's knapsack asked again with the same items: a search asks Reach
// at every position it bounds, and most of them differ from one met
// before in nothing the knapsack reads (the same cards held, the same
// resources and action points, only the board's other objects moved):
// of hh-kayo's goldfish knapsacks 86 % had the same items and bounds as
// an earlier one, hh-rhinar's 81 %. The knapsack is a function of those
// alone, so its two answers are kept by them and given back as they
// were worked out (the same Reach at every call).

// knapMemoBits sizes the memo: 1 << knapMemoBits entries, each the last
// inputs met at its index (a new one takes the place).
const knapMemoBits = 12

// knapEntry is one memo entry: the inputs (knapKey's words), their hash,
// and the knapsack's most without an attack and with one.
type knapEntry struct {
	hash   uint64
	key    []uint64
	k0, k1 int
}

// knapMemo is a reachScratch's memo of its knapsacks (reachKnapsacks).
type knapMemo struct {
	key []uint64 // the key being built
	tab []knapEntry
}

// pack16 appends x to w's next 16 bits at shift s, false if x does not
// fit in 16 bits signed (no key then).
func pack16(w *uint64, s uint, x int) bool {
	if x < -1<<15 || x >= 1<<15 {
		return false
	}
	*w |= uint64(uint16(int16(x))) << s
	return true
}

// knapKey builds in m.key every input the two knapsacks of
// reachKnapsacks read: the bounds, the free draws, and each item's pitch,
// need, card and uses (value, next, cost, draws, action, attack,
// noPlace), each count before what it counts, so that two inputs share a
// key only if they are the same. False where a number does not fit in
// its 16 bits (no memo for those).
func (m *knapMemo) knapKey(items []reachItem, res, slots, actions, paidGo, paidGoCost, freeDraws int) bool {
	var w0, w1 uint64
	ok := pack16(&w0, 0, res) && pack16(&w0, 16, slots) && pack16(&w0, 32, actions) && pack16(&w0, 48, paidGo) &&
		pack16(&w1, 0, paidGoCost) && pack16(&w1, 16, freeDraws) && pack16(&w1, 32, len(items))
	if !ok {
		return false
	}
	k := append(m.key[:0], w0, w1)
	for i := range items {
		it := &items[i]
		ways := it.ways()
		var h uint64
		if !pack16(&h, 0, it.pitch) || !pack16(&h, 16, it.need) || !pack16(&h, 32, len(ways)) {
			return false
		}
		h |= uint64(b2i(it.card)) << 48
		k = append(k, h)
		for _, u := range ways {
			var x uint64
			if !pack16(&x, 0, u.value) || !pack16(&x, 16, u.next) || !pack16(&x, 32, u.cost) {
				return false
			}
			x |= uint64(uint8(u.draws))<<48 | uint64(b2i(u.action))<<56 | uint64(b2i(u.attack))<<57 |
				uint64(b2i(u.noPlace))<<58
			k = append(k, x)
		}
	}
	m.key = k
	return true
}

// hashKey mixes the key's words.
func hashKey(k []uint64) uint64 {
	h := uint64(len(k))
	for _, x := range k {
		h = (h ^ x) * 0x9e3779b97f4a7c15
		h ^= h >> 29
	}
	return h
}

// reachKnapsacks is the most of the items' lines that make no attack
// (k0) and of those that make one (k1, -1 where none does): the
// knapsack, with each paid go again (paidGo of them, paidGoCost each: j
// more action points for j times that many resources fewer) taken or
// not. Asked of the memo first.
func (sc *reachScratch) reachKnapsacks(items []reachItem, res, slots, actions, paidGo, paidGoCost int) (k0, k1 int) {
	m := &sc.memo
	var e *knapEntry
	var h uint64
	if m.knapKey(items, res, slots, actions, paidGo, paidGoCost, sc.freeDraws) {
		if m.tab == nil {
			m.tab = make([]knapEntry, 1<<knapMemoBits)
		}
		h = hashKey(m.key)
		e = &m.tab[h>>(64-knapMemoBits)]
		if e.hash == h && slices.Equal(e.key, m.key) {
			return e.k0, e.k1
		}
	}
	knapsack := func(attack bool) int {
		k := sc.knapsack(items, res, slots, actions, attack, nil)
		for j := 1; j <= paidGo; j++ {
			k = max(k, sc.knapsack(items, res-j*paidGoCost, slots, actions+j, attack, nil))
		}
		return k
	}
	k0, k1 = knapsack(false), knapsack(true)
	if e != nil {
		e.hash, e.key, e.k0, e.k1 = h, append(e.key[:0], m.key...), k0, k1
	}
	return k0, k1
}

// profileCache keeps the profiles (cardReach's, at depth 0) a scratch's
// Reach looked up last, by definition and undefended: 1 << profileBits
// of them, each at its definition's address's hash (a definition does not
// move, and the entry holds it). cardReach reads a map shared by every
// game (an atomic load and a map lookup), a dozen a Reach and more.
type profileCache [1 << profileBits]profileEntry

// profileEntry is a profile kept (p), of c with und.
type profileEntry struct {
	c   *Card
	und bool
	p   *reachProfile
}

// profileBits sizes profileCache.
const profileBits = 8

// at is the entry of c and und: at the hash of c's address with und in
// its lowest bit (a definition is 8 bytes aligned at least).
func (pc *profileCache) at(c *Card, und bool) *profileEntry {
	return &pc[(uint64(uintptr(unsafe.Pointer(c)))|uint64(b2i(und)))*0x9e3779b97f4a7c15>>(64-profileBits)]
}

// get is cardReach(c, 0, und), from pc where it holds it; pc nil looks
// it up each time.
func (pc *profileCache) get(c *Card, und bool) *reachProfile {
	if pc == nil {
		return cardReach(c, 0, und)
	}
	e := pc.at(c, und)
	if e.c == c && e.und == und {
		return e.p
	}
	p := cardReach(c, 0, und)
	e.c, e.und, e.p = c, und, p
	return p
}
