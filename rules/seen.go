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
// every one does (a deck of 255 batches: none of the game's).
func (g *Game) freeBatch(p Player) uint8 {
	var used [4]uint64
	for _, obj := range g.s.Zone(p, ZoneDeck) {
		b := g.s.Objs[obj].Batch
		used[b/64] |= 1 << (b % 64)
	}
	for b := 1; b < 256; b++ {
		if used[b/64]&(1<<(b%64)) == 0 {
			return uint8(b)
		}
	}
	return 0
}

// leaveBatch is o, a card of a batch, leaving for zone z (face up or
// down): it leaves the batch; when nobody but its owner can see where it
// went, the rest of the batch is forgotten too.
func (g *Game) leaveBatch(o *object, z Zone, faceUp bool) {
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
	for _, obj := range g.s.Zone(o.Owner, ZoneDeck) {
		if x := &g.s.Objs[obj]; x.Batch == b {
			x.Batch = 0
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
// they hold in a zone and which cards they are, not which is where.
type Known struct {
	Zone Zone
	// Places are the indices of the zone's list the cards hold, top
	// first; Cards are the cards, in the order of their keys.
	Places []int
	Cards  []*Card
}

// Known lists the groups of p's hidden cards the viewer knows: the
// batches at the bottom of p's deck (CR 4.4.3c), the lowest first.
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
	return out
}
