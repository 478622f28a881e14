package decks

// The Welcome format: the Welcome decks teach the
// game with two copies of one small deck played against each other (Ira,
// Crimson Haze against Ira). Its deck-building rules are its own, not a
// tournament's: a young hero at the life and intellect printed on it, a
// weapon, and a deck of exactly 30 cards, up to three copies of each.
// There is no legality list of its own: every card of a Welcome deck is a
// Blitz card, so the Blitz legality of the card data applies. The CR's
// card-pool rules (rules.CheckPool) hold as in every format.

// welcomeRules are the sizes of a Welcome deck: exactly 30 deck-cards, a
// card-pool of at most 40 besides the hero (the deck and room for
// arena-cards), 3 copies of a card, a young hero.
var welcomeRules = formatRules{minDeck: welcomeDeckSize, maxDeck: welcomeDeckSize, maxPool: 40, copies: 3, young: true}

// welcomeDeckSize is the size of a Welcome deck.
const welcomeDeckSize = 30

// isWelcome reports whether a list that declares no format is a Welcome
// deck: a young hero with exactly 30 deck-cards (a Blitz deck has 40).
func isWelcome(l *List) bool {
	return l.Hero != nil && l.Hero.Card.Young() && l.DeckSize() == welcomeDeckSize
}
