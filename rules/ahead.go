package rules

import (
	"errors"
	"slices"
)

// Ahead is the viewer's next turn as far as their own side shows it, for
// a bot that weighs what a card spent now costs that turn (rules/bot,
// ahead.go): a position at the start of the viewer's action phase with
// their hero at life, their arena-cards, and their hand and arsenal but
// the spent cards, against a goldfish at the other hero's life (CR 4.1.2
// for the goldfish's hero). It is built only from what the View shows of
// the viewer's own side, so it can hold no hidden card: the viewer's deck
// is left empty (its order is no player's to know, CR 1.3.3), and the
// counters, effects and the other player's cards are left out. The game
// it returns is new; v's game is not changed.
func (v View) Ahead(spent []ObjID, life int, seed uint64) (*Game, error) {
	me := v.Viewer
	if me != 0 && me != 1 {
		return nil, errors.New("rules: the next turn of a player's view, not the omniscient one")
	}
	side := v.aheadSide(me, life)
	side.Hand, side.Arsenal = v.kept(ZoneHand, spent), v.kept(ZoneArsenal, spent)
	pos := Position{Seed: seed, Turn: v.Turn() + 1, TurnPlayer: me, Phase: PhaseAction}
	pos.Players[me] = side
	pos.Players[me.Opponent()] = Side{Hero: GoldfishHero(max(v.Life(me.Opponent()), 1))}
	return NewPosition(pos)
}

// AheadSampled is the viewer's next turn in a world they may imagine
// (Sample(seed)), for a bot that weighs that turn against the other
// player's defence (rules/bot, ahead.go): as Ahead, the viewer's action
// phase with their hero at life, their arena-cards, their hand and
// arsenal but the spent cards; and their deck as the world deals it, so
// the turn's end phase draws (CR 4.4.3e); against the other hero at their
// life, with their arena-cards and a hand of as many cards as their
// intellect: the world's hand first, then the top of the world's deck, as
// they draw up to their intellect at the end of the turn being played
// (CR 4.4.3e). Every card in it is one the View shows or one Sample dealt
// from the cards the viewer cannot see, so it holds nothing the viewer
// may not know (Sample's fairness). The game it returns is new; v's game
// is not changed.
func (v View) AheadSampled(spent []ObjID, life int, seed uint64) (*Game, error) {
	me := v.Viewer
	if me != 0 && me != 1 {
		return nil, errors.New("rules: the next turn of a player's view, not the omniscient one")
	}
	other := me.Opponent()
	w := v.Sample(seed).Omniscient()
	mine := v.aheadSide(me, life)
	mine.Hand, mine.Arsenal = v.kept(ZoneHand, spent), v.kept(ZoneArsenal, spent)
	for _, obj := range w.Zone(me, ZoneDeck) {
		mine.Deck = append(mine.Deck, w.Card(obj))
	}
	theirs := v.aheadSide(other, v.Life(other))
	n := v.Intellect(other)
	for _, z := range [2]Zone{ZoneHand, ZoneDeck} {
		for _, obj := range w.Zone(other, z) {
			if len(theirs.Hand) < n {
				theirs.Hand = append(theirs.Hand, w.Card(obj))
			}
		}
	}
	pos := Position{Seed: seed, Turn: v.Turn() + 1, TurnPlayer: me, Phase: PhaseAction}
	pos.Players[me], pos.Players[other] = mine, theirs
	return NewPosition(pos)
}

// aheadSide is player p's side of a next turn as the View shows it: the
// hero at life (at least 1) and the arena-cards (Ahead, AheadSampled).
func (v View) aheadSide(p Player, life int) Side {
	s := Side{Hero: v.Card(v.Hero(p)), Life: max(life, 1)}
	for _, obj := range v.Zone(p, ZoneArena) {
		if c := v.Card(obj); c != nil && obj != v.Hero(p) {
			s.Arena = append(s.Arena, c)
		}
	}
	return s
}

// kept is the viewer's cards of zone z but the spent ones: what a next
// turn still holds of the hand or the arsenal (Ahead, AheadSampled).
func (v View) kept(z Zone, spent []ObjID) []*Card {
	var out []*Card
	for _, obj := range v.Zone(v.Viewer, z) {
		if c := v.Card(obj); c != nil && !slices.Contains(spent, obj) {
			out = append(out, c)
		}
	}
	return out
}
