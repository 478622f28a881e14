package rules

import (
	"reflect"
	"sync"
)

// ReachKeptDealt is ReachKept (the same meaning: a true upper bound on
// the damage the turn player can still deal this turn, and the cards kept,
// their power and the cards held of a line that deals target), for a game
// whose deck order is the one its lines will draw in: the cards a line
// draws are the deck's first cards, in order (CR 8.5.6: a draw takes the
// top card), not any cards of the deck. So the cards drawn are counted as
// distinct cards of the deck's first ones, as many as the turn may draw
// (reach, dealt), and with no limit on how many (reachMostDrawn).
//
// ONLY for a game whose deck order the caller dealt itself: a world a
// search imagined from the player's View (rules/bot's chance nodes), whose
// later draws come from that dealt order. The real game's deck order is
// hidden from every player (CR 1.3.3; a bot sees only its View): a caller
// outside such a world must not use it, nor a search that deals the deck
// again later in the line (a chance node inside the world).
//
// Where an effect of the game may change the deck's order or take a card
// of it other than by a draw from the top (deckOrderKept), it is ReachKept.
func (g *Game) ReachKeptDealt(target int) (most, kept, keptPower, held int, ok bool) {
	var k [3]int
	most, ok = g.reach(nil, &k, target, g.deckOrderKept())
	return most, k[0], k[1], k[2], ok
}

// deckOrderBreakers are the effects that change a deck's order or take a
// card of it other than by a draw from its top: a search (CR 8.5.19), a
// shuffle (8.5.20), a card put on top from the hand (TopFromHand), the top
// card revealed and put on the bottom (RevealTopKeepIfPower; a clash made
// again, victor.go's Replacement). After one of them a line's draws are
// not the deck's first cards. A card put on the bottom from the hand keeps
// the order of the cards above it: the cards a turn draws, fewer than the
// deck holds (reach truncates the deck only then), are above it.
//
// A new effect that moves a card of the deck, or puts one into it
// anywhere but the bottom, belongs here.
var deckOrderBreakers = map[reflect.Type]bool{
	reflect.TypeFor[SearchDeck]():           true,
	reflect.TypeFor[ShuffleDeck]():          true,
	reflect.TypeFor[TopFromHand]():          true,
	reflect.TypeFor[RevealTopKeepIfPower](): true,
	reflect.TypeFor[Replacement]():          true,
}

// deckOrderKept reports whether no card of the game has an effect that
// may change a deck's order (deckOrderBreakers): every definition of the
// game (state.Cards: the cards of both players, the tokens made), and the
// tokens they may make.
func (g *Game) deckOrderKept() bool {
	for _, c := range g.s.Cards {
		if !cardKeepsDeckOrder(c) {
			return false
		}
	}
	return true
}

// deckOrderCards are the definitions looked through, and what was found
// (cardKeepsDeckOrder).
var deckOrderCards sync.Map // *Card → bool

// cardKeepsDeckOrder reports whether nothing in c's definition (its
// effects, costs, abilities, the tokens it makes, at any depth) is one of
// deckOrderBreakers; worked out once per definition.
func cardKeepsDeckOrder(c *Card) bool {
	if v, ok := deckOrderCards.Load(c); ok {
		return v.(bool)
	}
	keeps := keepsDeckOrder(reflect.ValueOf(c), map[uintptr]bool{})
	deckOrderCards.Store(c, keeps)
	return keeps
}

// keepsDeckOrder walks v (every field, element and value it holds, and
// what its pointers and interfaces point to, each pointer once) for a
// value of a type of deckOrderBreakers.
func keepsDeckOrder(v reflect.Value, seen map[uintptr]bool) bool {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return true
		}
		seen[v.Pointer()] = true
		return keepsDeckOrder(v.Elem(), seen)
	case reflect.Interface:
		return v.IsNil() || keepsDeckOrder(v.Elem(), seen)
	case reflect.Struct:
		if deckOrderBreakers[v.Type()] {
			return false
		}
		for i := range v.NumField() {
			if !keepsDeckOrder(v.Field(i), seen) {
				return false
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if !keepsDeckOrder(v.Index(i), seen) {
				return false
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if !keepsDeckOrder(it.Value(), seen) {
				return false
			}
		}
	}
	return true
}
