package rules

import (
	"slices"
)

// Chance: what a player cannot know yet, for a search that weighs what
// may happen rather than one imagined world (rules/bot/chance.go). A
// player knows which cards their deck holds (their card-pool less what
// they can see) but not its order (CR 1.3.3), nor a random outcome before
// it happens (a random discard, CR 8.5.5; a die). These methods say when
// such a thing becomes known (Learns, Randoms), what the next hidden card of a deck may be,
// and deal a world where it is a given card; all through a View, so that
// what they give is what the viewer may know.

// KnowingDeck returns v for a viewer who knows the order of their own
// deck, as in a puzzle where the position gives it: the deck's cards are
// visible to them (View.Visible), a sample keeps them where they are
// (View.Sample deals again only what the viewer may not see), and a draw
// from it shows nothing new (Learns). Random outcomes stay unknown: a
// sample's generator is seeded anew as always.
func (v View) KnowingDeck() View {
	if v.Viewer == 0 || v.Viewer == 1 {
		v.deck = true
	}
	return v
}

// KnowsDeck reports whether v is a KnowingDeck view.
func (v View) KnowsDeck() bool { return v.deck }

// Learns reports whether e shows the viewer a card they could not know
// before it: a card leaving a deck (its order is unknown, CR 1.3.3,
// unless it is their own and they know it), or another player's card
// revealed or turned face up. An event the viewer does not see (another
// player's hidden draw) shows them nothing, nor does a shuffle of a deck
// whose order was unknown already. Random outcomes are counted apart
// (Randoms).
func (v View) Learns(e *Event) bool {
	if !v.SeesEvent(e) {
		return false
	}
	own := e.Obj >= 0 && int(e.Obj) < len(v.g.s.Objs) && v.g.s.Obj(e.Obj).Owner == v.Viewer
	switch {
	case e.From == ZoneDeck && e.Kind != EvShuffle:
		return !(v.deck && own)
	case e.Kind == EvReveal, e.Kind == EvTurnFaceUp:
		return !own
	}
	return false
}

// NextCard is a card the viewer's next hidden card may be, and how many
// of their hidden deck cards are copies of it (View.NextCards).
type NextCard struct {
	Card   *Card
	Copies int
}

// NextCards lists what the first place of the viewer's deck that they
// cannot see may hold: each distinct card among the deck's hidden cards
// (which the viewer knows, as their card-pool less what they see) that
// may lie there, with its copies, in the order of the cards' keys. A
// place of a batch the viewer remembers at the bottom (seen.go: cards
// pitched, CR 4.4.3c) holds a card of that batch, any other place a card
// of no batch. Nil when they see the whole deck, or for the omniscient
// view.
func (v View) NextCards() []NextCard { return v.nextCards(-1) }

// NextCardsUpTo is NextCards when it lists at most n cards, else nil,
// found without listing the rest: a search that weighs each next card
// only when they are few (rules/bot/chance.go) asks at every position,
// and a deck's next card is most often one of more.
func (v View) NextCardsUpTo(n int) []NextCard { return v.nextCards(n) }

// nextCards is NextCards, nil once it would list more than limit cards
// (limit < 0: no limit).
func (v View) nextCards(limit int) []NextCard {
	if v.Viewer != 0 && v.Viewer != 1 {
		return nil
	}
	var out []NextCard
	var idx []int16 // the cards' indexes, beside out
	first, batch := -1, uint8(0)
	for i, obj := range v.g.s.Zone(v.Viewer, ZoneDeck) {
		if v.Visible(obj) {
			continue
		}
		if first < 0 {
			first, batch = i, v.g.s.Objs[obj].Batch
		}
		if v.g.s.Objs[obj].Batch != batch {
			continue
		}
		ci := v.g.s.Objs[obj].Card
		i := slices.Index(idx, ci)
		if i < 0 {
			if len(out) == limit {
				return nil // more than limit
			}
			out = append(out, NextCard{Card: v.g.s.Cards[ci]})
			idx = append(idx, ci)
			i = len(out) - 1
		}
		out[i].Copies++
	}
	// In the order of the keys, compared without making them (keyCompare).
	slices.SortFunc(out, func(a, b NextCard) int { return keyCompare(a.Card, b.Card) })
	return out
}

// SampleNext is Sample(seed) with a copy of next, one of NextCards, in
// the first place of the viewer's deck they cannot see: a world where the
// next unknown card is next, the others dealt as Sample deals them. The
// copy comes from where the sample dealt it (among the cards that may lie
// in that place: of its batch, or of none), and the card that was in its
// place goes there, so that the rest stays an order drawn from seed. Nil
// when no such card is a copy of next.
func (v View) SampleNext(seed uint64, next *Card) *Game { return v.sampleNext(seed, next, nil) }

// SampleNextReusing is SampleNext in r's memory (SampleReusing).
func (v View) SampleNextReusing(seed uint64, next *Card, r *Reuse) *Game {
	return v.sampleNext(seed, next, r)
}

// sampleNext is SampleNext in r's memory (sample).
func (v View) sampleNext(seed uint64, next *Card, r *Reuse) *Game {
	c := v.sample(seed, r)
	if v.Viewer != 0 && v.Viewer != 1 || next == nil {
		return nil
	}
	w := View{g: c, Viewer: v.Viewer, deck: v.deck}
	deck := c.s.Zone(v.Viewer, ZoneDeck)
	first := -1
	for i, obj := range deck {
		if w.Visible(obj) {
			continue
		}
		if first < 0 {
			first = i
		}
		if c.s.Objs[obj].Batch == c.s.Objs[deck[first]].Batch && c.s.CardOf(obj) == next {
			deck[first], deck[i] = deck[i], deck[first]
			return c
		}
	}
	return nil
}

// random is a number in [0, n) from the game's generator, for a choice
// the rules leave to chance (a random discard, CR 8.5.5; an intimidated
// card, CR 8.5.10; a die, CR 1.1.1a); one with more than one outcome is
// counted (View.Randoms).
func (g *Game) random(n int) int {
	k := g.s.RNG.Intn(n)
	if n > 1 {
		g.randoms++
		g.outcomes = n
		if g.forced > 0 {
			// A world of SampleRandom: the generator has moved on as
			// it would have, so what comes after is drawn alike.
			k = min(g.forced-1, n-1)
			g.forced = 0
		}
	}
	return k
}

// RandomOutcomes is how many outcomes the last random choice among more
// than one had (View.Randoms), 0 before any: a random discard from a hand
// of three cards has three, each as likely (CR 8.5.5).
func (v View) RandomOutcomes() int { return v.g.outcomes }

// SampleRandom is Sample(seed) in which the next random choice among more
// than one outcome takes outcome k of them (0 ≤ k; past the last, the
// last): a world for each outcome, for a search that weighs them all
// rather than imagine one. The generator draws what it would have drawn
// for that choice, so that the choices after it are those seed deals.
func (v View) SampleRandom(seed uint64, k int) *Game { return v.SampleRandomReusing(seed, k, nil) }

// SampleRandomReusing is SampleRandom in r's memory (SampleReusing), or
// in memory of its own when r is nil.
func (v View) SampleRandomReusing(seed uint64, k int, r *Reuse) *Game {
	c := v.sample(seed, r)
	c.forced = k + 1
	return c
}

// Randoms is how many random choices among more than one outcome the
// game has made (a random discard from a hand of two cards or more, an
// intimidated card, a die; a clone carries its original's count, a
// loaded game starts at 0): a player who sees it grow has learned an
// outcome they could not know. A random discard from a hand of one card
// is no chance.
func (v View) Randoms() int { return v.g.randoms }

// The worlds of a chance node played from where the card is shown
// (rules/bot/chance.go). A search deals each world at the position the
// action began at (View.Sample, SampleNext, SampleRandom) and plays the
// whole action in each; the worlds differ only in the cards the viewer
// cannot see and the generator, so while the action has read neither
// (the part before the card is shown), it is the same game in every
// world. HiddenAsIn says whether a game played on from the position still
// holds every card the sample deals again as the position held it, with
// the same generator; RedealtAt is such a game with a world's hidden
// cards and generator instead: the game that world would have become.

// redealt are the zones View.Sample deals again (sample): the viewer's
// deck, and the other player's hand, arsenal, banished cards and deck.
func (v View) redealt(yield func(p Player, z Zone) bool) {
	if v.Viewer != 0 && v.Viewer != 1 {
		return
	}
	if !yield(v.Viewer, ZoneDeck) {
		return
	}
	for _, z := range [...]Zone{ZoneHand, ZoneArsenal, ZoneBanished, ZoneDeck} {
		if !yield(v.Viewer.Opponent(), z) {
			return
		}
	}
}

// HiddenAsIn reports whether at, a game played on from v's game (the
// position), holds the same lists in every zone a sample of v deals again
// (the viewer's deck, the other player's hidden zones: sample), each of
// their objects as the position held it, and the same generator, with
// no random choice made or to be forced since, no card looked at or
// revealed from a deck (CR 8.5.19, 8.5.45), and no play or activation
// under way (at is between two of the engine's steps: a priority point,
// Game.RunTurnUntil's stop). The moves from the position to at then
// moved, turned and changed no card a sample deals again, and drew
// nothing from the generator.
func (v View) HiddenAsIn(at *Game) bool {
	g := v.g
	if v.Viewer != 0 && v.Viewer != 1 || at.s.RNG != g.s.RNG || at.randoms != g.randoms || at.forced != 0 || g.forced != 0 ||
		at.look != 0 || len(at.revealed) > 0 || at.snapDepth != 0 || len(at.s.Objs) < len(g.s.Objs) {
		return false
	}
	for p, z := range v.redealt {
		a, b := at.s.Zone(p, z), g.s.Zone(p, z)
		if !slices.Equal(a, b) {
			return false
		}
		for _, obj := range a {
			if at.s.Objs[obj] != g.s.Objs[obj] {
				return false
			}
		}
	}
	return true
}

// RedealtAt is at, a game played on from v's game (the position) for
// which HiddenAsIn holds, with the hidden cards and the generator of
// world, a sample of v (Sample, SampleNext, SampleRandom), in r's memory
// (CloneReusing): the lists of the zones the sample dealt again, their
// objects, the generator and the random outcome to force are world's,
// and what hand and arsenal hold by timing class follows the cards now
// there, as a sample's does. When the moves from the position to at
// read no card the sample dealt again (they moved none and drew nothing
// random: HiddenAsIn), it is the game world becomes played the same way,
// object for object (its Hash the same).
func (v View) RedealtAt(at, world *Game, r *Reuse) *Game {
	c := at.CloneReusing(r)
	c.s.RNG = world.s.RNG
	c.forced = world.forced
	for p, z := range v.redealt {
		src := world.s.Zone(p, z)
		copy(c.s.Zone(p, z), src)
		for _, obj := range src {
			c.s.Objs[obj] = world.s.Objs[obj]
		}
	}
	// What hand and arsenal hold by timing class follows the cards now
	// there: the other player's (the viewer's deck is no part of it).
	if v.Viewer == 0 || v.Viewer == 1 {
		o := v.Viewer.Opponent()
		c.s.Players[o].held = c.s.countHeld(o)
	}
	return c
}
