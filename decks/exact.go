package decks

import (
	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

// A deck as a record keeps it (a save file): the hero, the arena-cards and
// the deck-cards, each by its key, in the order the game was built from.
// Unlike a deck list, nothing is sorted into place by its type: a card in
// the wrong field is an error of its own.

// Place is a field of a recorded deck.
type Place string

// The fields of a recorded deck.
const (
	PlaceHero  Place = "hero"
	PlaceArena Place = "arena"
	PlaceCards Place = "cards"
)

// ExactError is the first card of a recorded deck that cannot be built:
// where it is (the field and its index there), its key as written, and
// why.
type ExactError struct {
	Place Place
	Index int    // in the field (0 for the hero)
	Key   string // as written: pass it through rules.Printable to show it
	// Why: WhyUnknown (no card of that name), WhyNotImplemented (a real
	// card the engine cannot play yet), or WhyWrongPlace (a card of
	// another field: a hero that is no hero, a deck-card among the
	// arena-cards...).
	Why string
}

// Why an ExactError's card cannot be built.
const (
	WhyUnknown        = "unknown"
	WhyNotImplemented = "not-implemented"
	WhyWrongPlace     = "wrong-place"
)

func (e *ExactError) Error() string {
	return string(e.Place) + " " + rules.Printable(e.Key) + ": " + e.Why
}

// Exact builds the deck a record names: hero, arena-cards and deck-cards
// by key, in the order given, each card where its type puts it (CR 1.3.2:
// a hero card, arena-cards, deck-cards). The first card that is unknown,
// not implemented or in the wrong field is the error.
func Exact(hero string, arena, deck []string) (rules.Deck, *ExactError) {
	var d rules.Deck
	get := func(p Place, i int, key string) (*rules.Card, *ExactError) {
		c, ok := lookup(key)
		if !ok {
			return nil, &ExactError{p, i, key, WhyUnknown}
		}
		var right bool
		switch p {
		case PlaceHero:
			right = c.Is("Hero")
		case PlaceArena:
			right = !c.Is("Hero") && isArenaCard(c)
		default:
			right = !c.Is("Hero") && !isArenaCard(c)
		}
		if !right {
			return nil, &ExactError{p, i, key, WhyWrongPlace}
		}
		rc, ok := cards.Lookup(c.Key())
		if !ok {
			return nil, &ExactError{p, i, key, WhyNotImplemented}
		}
		return rc, nil
	}
	var err *ExactError
	if d.Hero, err = get(PlaceHero, 0, hero); err != nil {
		return rules.Deck{}, err
	}
	for i, k := range arena {
		c, err := get(PlaceArena, i, k)
		if err != nil {
			return rules.Deck{}, err
		}
		d.Arena = append(d.Arena, c)
	}
	// A deck names most of its cards two or three times: each key is
	// looked up once (loading a save builds both decks).
	found := make(map[string]*rules.Card, len(deck)/2)
	for i, k := range deck {
		c, ok := found[k]
		if !ok {
			if c, err = get(PlaceCards, i, k); err != nil {
				return rules.Deck{}, err
			}
			found[k] = c
		}
		d.Cards = append(d.Cards, c)
	}
	d.Prepare()
	return d, nil
}
