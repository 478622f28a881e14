package rules

import "slices"

// Reach's pass over the deck's cards (the cards drawn may be any of
// them): each card's profile, its use as a card drawn and as a link, and
// the measures a card drawn gives whatever it is used for. The pass reads
// the deck's cards in their order and a few numbers of the turn
// (deckIn), no more: a search asks Reach at position after position with
// the same deck (of hh-kayo's goldfish passes 96 % had the deck and
// numbers of one of the last 64, hh-rhinar's 98 %), so what a pass finds
// is kept by those (reachScratch.decks) and given back as it was found.

// deckIn is what the pass reads besides the deck's cards: what every
// attack gets (each: most's each; paidEach: the power every attack may
// get for a payment, most's paidEach.value), whether each attack may draw
// (eachDraws) and for how much (eachDrawCost), the late draws gone
// (lateGone), and undefended (the profiles').
type deckIn struct {
	each, paidEach, eachDrawCost int
	eachDraws, lateGone, und     bool
}

// The measures of a card drawn whatever it is used for (deckPass.tops):
// what it gives every attack (and for a payment), what it gives each time
// something happens (and for a payment), its resources, those each time
// something happens, its go again, its tokens.
const (
	measureEach = iota
	measureMany
	measureRes
	measureManyRes
	measureGoAgain
	measureTokens
	deckMeasures
)

// deckPass is what one pass found, kept with its deck's cards and deckIn.
type deckPass struct {
	hash  uint64
	in    deckIn
	cards []*Card
	// unknown: some card's most is unknown (no bound: Reach says none).
	unknown bool
	// order is the cards as cards drawn in the deck's order, ranked the
	// same by rank (reachScratch.rank; what every attack gets from a card
	// drawn, added to all of them alike, keeps that order).
	order, ranked rankedCards
	// starts are the indices of the ranked cards that add to an item
	// what the one before them does not (sameItem; the first's too):
	// what every attack gets, added to each alike, keeps them so.
	starts []int32
	// items are the items of the ranked cards asked of the pass (item),
	// itemUses their uses.
	items    []keptItem
	itemUses []reachUse
	// tops[k][n] is the most n cards of the deck give together of
	// measure k (topSum's; n from 0 to the deck's size).
	tops [deckMeasures][]int
	// pitch is the most pitch of a card of the deck.
	pitch int
	// linkUses are the uses of the cards as links (a card drawn that,
	// used, draws the next), each at its least; linkCost the least such
	// use costs, linkPaid the least of what its draw needs paid;
	// linkCards the cards that are links.
	linkUses           []reachUse
	linkCost, linkPaid int
	linkCards          int
	// What some card of the deck gives: tokens without a count, go again
	// without a count, a cost that may be lower than counted (most's);
	// noSlots: a card drawn that gains more than one place, or draws
	// without a count (no bound on the cards held); drawAll: a card drawn
	// that draws and puts a card away (as many cards drawn as there are
	// places).
	manyTokens, manyGo, freeCosts, noSlots, drawAll bool
}

// top is the most n cards of the deck give of measure k.
func (dp *deckPass) top(k, n int) int {
	t := dp.tops[k]
	return t[min(max(n, 0), len(t)-1)]
}

// deckMemoBits sizes the memo of passes: 1 << deckMemoBits, each the
// last deck met at its index.
const deckMemoBits = 6

// deckPass is the pass over deck's cards with in: the one kept for them,
// or a new one (kept in place of the one at its index). It is the memo's:
// read only, and good until the next deckPass.
func (sc *reachScratch) deckPass(s *state, deck []ObjID, in deckIn) *deckPass {
	h := uint64(len(deck))<<8 | uint64(b2i(in.eachDraws))<<2 | uint64(b2i(in.lateGone))<<1 | uint64(b2i(in.und))
	h = mix(mix(mix(h, uint64(in.each)), uint64(in.paidEach)), uint64(in.eachDrawCost))
	key := sc.deckKey[:0]
	for _, obj := range deck {
		i := s.Objs[obj].Card
		h = mix(h, uint64(i))
		key = append(key, s.Cards[i])
	}
	sc.deckKey = key
	if sc.decks == nil {
		sc.decks = make([]deckPass, 1<<deckMemoBits)
	}
	dp := &sc.decks[h>>(64-deckMemoBits)]
	if dp.hash == h && dp.cards != nil && dp.in == in && slices.Equal(dp.cards, key) {
		return dp
	}
	dp.hash, dp.in, dp.cards = h, in, append(dp.cards[:0], key...)
	sc.passDeck(dp)
	return dp
}

// mix mixes x into the hash h.
func mix(h, x uint64) uint64 {
	h = (h ^ x) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}

// passDeck makes the pass over dp's cards with dp's in.
func (sc *reachScratch) passDeck(dp *deckPass) {
	in := dp.in
	dp.unknown, dp.pitch = false, 0
	dp.order, dp.linkUses = dp.order[:0], dp.linkUses[:0]
	dp.linkCost, dp.linkPaid, dp.linkCards = -1, -1, 0
	dp.manyTokens, dp.manyGo, dp.freeCosts, dp.noSlots, dp.drawAll = false, false, false, false, false
	var ms [deckMeasures][]int
	for k := range ms {
		ms[k] = dp.tops[k][:0]
	}
	// A link's use costs the card's and what the draw needs paid (a
	// Gold's {r}{r}): it takes no place, as the card it draws takes its
	// own (reach).
	addLink := func(u reachUse, extra int) {
		u.cost += extra
		dp.linkUses = addUse(dp.linkUses, u)
		rc := &dp.order[len(dp.order)-1]
		rc.links[rc.nLinks] = u
		rc.nLinks++
		if dp.linkCost < 0 || u.cost < dp.linkCost {
			dp.linkCost = u.cost
		}
		if dp.linkPaid < 0 || extra < dp.linkPaid {
			dp.linkPaid = extra
		}
	}
	for _, c := range dp.cards {
		pr := cardReach(c, 0, in.und)
		if !pr.ok || pr.extra > 0 || pr.eachDraws > 0 {
			dp.unknown = true
			return
		}
		u := reachUse{value: pr.value + pr.active, next: pr.next, cost: pr.cost, action: pr.action, attack: c.IsAttack()}
		// lu is its use as a link: with the power paid for on each
		// attack counted as given (item gives its use a way with it,
		// paid for).
		lu := u
		if c.IsAttack() {
			u.value += in.each
			lu.value += in.each + in.paidEach
		}
		dp.pitch = max(dp.pitch, c.Pitch)
		dp.order = append(dp.order, rankedCard{use: u, pitch: c.Pitch})
		ms[measureEach] = append(ms[measureEach], pr.each+pr.paidEach.value)
		ms[measureMany] = append(ms[measureMany], pr.many+pr.paidMany.value)
		ms[measureRes] = append(ms[measureRes], pr.res)
		ms[measureManyRes] = append(ms[measureManyRes], pr.manyRes)
		ms[measureGoAgain] = append(ms[measureGoAgain], pr.goAgain)
		ms[measureTokens] = append(ms[measureTokens], pr.tokens)
		dp.manyTokens = dp.manyTokens || pr.manyTokens
		// Its late draws (a Gold its wager may win) are none where
		// lateGone.
		gain, cardDraws := pr.gain, pr.draws
		if in.lateGone {
			gain, cardDraws = gain-pr.lateDraws, cardDraws-pr.lateDraws
		}
		rc := &dp.order[len(dp.order)-1]
		rc.draws, rc.gain, rc.point, rc.reaction = cardDraws, gain, c.Types.Has(Action), c.Types.Has(AttackReaction)
		switch {
		case pr.manyDraws > 0 || gain > 1:
			dp.noSlots = true
		case gain == 1:
			addLink(lu, pr.gainCost)
		case cardDraws > 0:
			dp.drawAll = true
		}
		if in.eachDraws && c.IsAttack() {
			addLink(lu, in.eachDrawCost)
		}
		dp.manyGo = dp.manyGo || pr.manyGo
		dp.freeCosts = dp.freeCosts || pr.freeCosts || pr.freeWeapons
	}
	for i := range dp.order {
		dp.linkCards += b2i(dp.order[i].nLinks > 0)
	}
	for k := range ms {
		dp.tops[k] = topSums(ms[k])
	}
	// The ranks, by the scratch's rank.
	sc.cards = append(sc.cards[:0], dp.order...)
	sc.rank()
	dp.ranked = append(dp.ranked[:0], sc.cards...)
	dp.items, dp.itemUses = dp.items[:0], dp.itemUses[:0]
	dp.starts = dp.starts[:0]
	for i := range dp.ranked {
		if i == 0 || !dp.ranked[i].sameItem(&dp.ranked[i-1], false) {
			dp.starts = append(dp.starts, int32(i))
		}
	}
}

// topSums is, at each n from 0 to len(xs), the sum of xs's n largest
// (topSum's of n), in xs's memory (one more word).
func topSums(xs []int) []int {
	slices.Sort(xs)
	slices.Reverse(xs)
	t := append(xs, 0)
	copy(t[1:], t[:len(t)-1])
	t[0] = 0
	for i := 1; i < len(t); i++ {
		t[i] += t[i-1]
	}
	return t
}

// keptItem is an item of a pass's ranked cards (deckPass.item): what it
// was asked with, and its pitch and uses as rankedCards.item gave them.
type keptItem struct {
	j, extra int
	pe       paidBonus
	pitch    int
	uses     []reachUse
}

// deckMostItems is the most items a pass keeps (a Reach asks a few).
const deckMostItems = 16

// item is the ranked cards' item j with each added to every card's use
// (what every attack gets from a card drawn: reach adds it to all of
// them alike), each use for extra more and with pe paid for
// (rankedCards.item), its uses appended to buf. Added to every card
// alike, each is added to every use of the item alike: the uses that
// are as good as another (addUse) and the cards that add what the one
// before them does (sameItem) are the same with it and without it. So
// the item without it is kept, and each added to the copy given.
func (dp *deckPass) item(j, extra int, pe paidBonus, each int, buf *[]reachUse) reachItem {
	var k *keptItem
	for i := range dp.items {
		if o := &dp.items[i]; o.j == j && o.extra == extra && o.pe == pe {
			k = o
			break
		}
	}
	if k == nil {
		if len(dp.items) == deckMostItems {
			// Room for others: those kept go (their uses' memory too).
			dp.items, dp.itemUses = dp.items[:0], dp.itemUses[:0]
		}
		it := dp.ranked.item(j, extra, false, pe, dp.starts, &dp.itemUses)
		dp.items = append(dp.items, keptItem{j: j, extra: extra, pe: pe, pitch: it.pitch, uses: it.uses})
		k = &dp.items[len(dp.items)-1]
	}
	n := len(*buf)
	for _, u := range k.uses {
		u.value += each
		*buf = append(*buf, u)
	}
	us := (*buf)[n:]
	return reachItem{many: true, card: true, pitch: k.pitch, uses: us[:len(us):len(us)]}
}
