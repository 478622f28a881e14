package rules

import (
	"slices"
	"strings"
)

// What the players remember of hidden cards (DESIGN.md "The engine's
// surface": a sample is consistent with everything a player has seen).
//
// CR 4.4.3c: at the end of a turn each player puts the cards of their
// pitch zone on the bottom of their deck, in an order they choose and keep
// hidden. Every player saw those cards in the pitch zone (CR 3.14: a
// public zone), so every player knows which cards lie at the bottom of
// that deck, not in which order: a batch. The batch is remembered while
// the players can follow it, by the places its cards hold, which each
// player can count (cards enter a deck on its top or its bottom, and
// leave it from where everyone sees):
//   - a card of the batch that leaves the deck for a place every player
//     sees is simply seen; the others stay the batch;
//   - one that leaves it for a hidden place (drawn into a hand, say) could
//     be any card of the batch: the whole batch is forgotten;
//   - a shuffle (CR 8.5.20) forgets every batch of the deck.
// View.Sample deals each batch again among its own places, and the other
// hidden cards among the other places (sample.go). The memory is no part
// of the game's hash: the rules never read it.
//
// CR 8.5.17: a card revealed is shown to every player and stays where it
// is, hidden again afterwards. Every player then knows it:
//   - in a deck (the top card revealed, and kept there or put on the
//     bottom, CR 8.5.45 a clash too), at its place: a batch of its own,
//     remembered as a batch is; drawn into the hand (it leaves its place
//     for the hand, and it alone was there), every player knows the hand
//     holds it;
//   - in a hand (revealed from it for a cost), that the hand holds it
//     (shownBatch), wherever in the hand; until a card leaves that hand
//     for a hidden place (which one, nobody else could tell: every card
//     of the hand is forgotten), or it, or a copy of it, leaves the hand
//     for a place every player sees (the copy could have been the one
//     revealed: one copy fewer is known).

// rememberBottom makes the cards just put on the bottom of p's deck, in
// objs, one batch (CR 4.4.3c).
func (g *Game) rememberBottom(p Player, objs []ObjID) {
	if len(objs) == 0 {
		return
	}
	b := g.freeBatch(p)
	if b == 0 {
		return // no number left: forgetting is always consistent
	}
	for _, obj := range objs {
		g.s.Objs[obj].Batch = b
	}
}

// freeBatch is the least batch number no card of p's deck holds; 0 if
// every one does (a deck of 254 batches: none of the game's).
func (g *Game) freeBatch(p Player) uint8 {
	var used [4]uint64
	for _, obj := range g.s.Zone(p, ZoneDeck) {
		b := g.s.Objs[obj].Batch
		used[b/64] |= 1 << (b % 64)
	}
	for b := 1; b < int(shownBatch); b++ {
		if used[b/64]&(1<<(b%64)) == 0 {
			return uint8(b)
		}
	}
	return 0
}

// shownBatch is the Batch of a card in a hand that every player knows is
// there (CR 8.5.17: revealed, or drawn from a place every player knew).
const shownBatch uint8 = 255

// rememberShown is obj revealed to every player (CR 8.5.17) and staying
// hidden where it is: a hand every player knows holds it, or its place in
// a deck, a batch of its own (it leaves the batch it was in, whose other
// cards stay where they were known to be).
func (g *Game) rememberShown(obj ObjID) {
	o := &g.s.Objs[obj]
	switch o.Zone {
	case ZoneHand:
		o.Batch = shownBatch
	case ZoneDeck:
		o.Batch = g.freeBatch(g.zoneOwner(o))
	}
}

// leaveBatch is o, a card of a batch or any card of a hand, leaving for
// zone z (face up or down): it leaves the batch; when nobody but its
// owner can see where it went, the rest of the batch is forgotten too,
// but a card alone in its batch drawn into the hand is known there.
func (g *Game) leaveBatch(o *object, z Zone, faceUp bool) {
	if o.Zone == ZoneHand {
		g.leaveHand(o, z, faceUp)
		return
	}
	b := o.Batch
	o.Batch = 0
	switch z {
	case ZoneDeck, ZoneHand, ZoneNone:
	case ZoneArsenal, ZoneBanished:
		if faceUp {
			return
		}
	default:
		return
	}
	alone := true
	for _, obj := range g.s.Zone(o.Owner, ZoneDeck) {
		if x := &g.s.Objs[obj]; x.Batch == b && x != o {
			x.Batch = 0
			alone = false
		}
	}
	if alone && z == ZoneHand {
		o.Batch = shownBatch
	}
}

// leaveHand is o leaving its hand for zone z: for a hidden place every
// card of the hand known there is forgotten (nobody else saw which card
// left); for a place every player sees, o is seen, and one known copy
// of it no longer known in the hand.
func (g *Game) leaveHand(o *object, z Zone, faceUp bool) {
	hidden := z == ZoneDeck || z == ZoneHand || z == ZoneNone || (z == ZoneArsenal || z == ZoneBanished) && !faceUp
	if o.Batch == shownBatch {
		o.Batch = 0
		if !hidden {
			return
		}
	}
	for _, obj := range g.s.Zone(g.zoneOwner(o), ZoneHand) {
		x := &g.s.Objs[obj]
		if x.Batch != shownBatch || x == o {
			continue
		}
		if hidden {
			x.Batch = 0
			continue
		}
		if a, b := g.s.Cards[x.Card], g.s.Cards[o.Card]; x.Card == o.Card || a.Name == b.Name && a.Color == b.Color { // the same Key
			x.Batch = 0
			return
		}
	}
}

// forgetDeck forgets every batch of p's deck (a shuffle, CR 8.5.20).
func (g *Game) forgetDeck(p Player) {
	for _, obj := range g.s.Zone(p, ZoneDeck) {
		g.s.Objs[obj].Batch = 0
	}
}

// Known is a group of hidden cards the viewer knows (seen.go): the places
// they hold in a zone and which cards they are, not which is where; in a
// hand, no places (a hand has no order anyone could follow).
type Known struct {
	Zone Zone
	// Places are the indices of the zone's list the cards hold, top
	// first; Cards are the cards, in the order of their keys.
	Places []int
	Cards  []*Card
}

// Known lists the groups of p's hidden cards the viewer knows: the
// batches of p's deck (CR 4.4.3c: the pitched cards at its bottom; CR
// 8.5.17: a card revealed, at its place), the lowest first, then the
// cards revealed in p's hand.
func (v View) Known(p Player) []Known {
	var out []Known
	deck := v.g.s.Zone(p, ZoneDeck)
	for i := len(deck) - 1; i >= 0; i-- {
		b := v.g.s.Objs[deck[i]].Batch
		if b == 0 || slices.ContainsFunc(out, func(k Known) bool { return v.g.s.Objs[deck[k.Places[0]]].Batch == b }) {
			continue
		}
		k := Known{Zone: ZoneDeck}
		for j, obj := range deck {
			if v.g.s.Objs[obj].Batch == b {
				k.Places = append(k.Places, j)
				k.Cards = append(k.Cards, v.g.s.CardOf(obj))
			}
		}
		slices.SortStableFunc(k.Cards, func(a, b *Card) int { return strings.Compare(a.Key(), b.Key()) })
		out = append(out, k)
	}
	// The cards every player knows p's hand holds (revealed, CR 8.5.17):
	// somewhere in it, no place.
	hand := Known{Zone: ZoneHand}
	for _, obj := range v.g.s.Zone(p, ZoneHand) {
		if v.g.s.Objs[obj].Batch == shownBatch {
			hand.Cards = append(hand.Cards, v.g.s.CardOf(obj))
		}
	}
	if len(hand.Cards) > 0 {
		slices.SortStableFunc(hand.Cards, func(a, b *Card) int { return strings.Compare(a.Key(), b.Key()) })
		out = append(out, hand)
	}
	return out
}
