package cards_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

// Reach's late draws (rules/reach.go, noPointAfterAttacks) count the
// attacks still to come among the items of the turn (the cards held, the
// permanents, the deck's cards that may be drawn) and no token made this
// turn: a bound only while no token of the pool can attack, as an attack
// card or a weapon (CR 1.3.2b, 8.5.2). A card whose token attacks fails
// here, and that function must count such tokens first.
func TestNoTokenOfThePoolAttacks(t *testing.T) {
	tokens := 0
	for _, k := range cards.Keys() {
		c := cards.MustLookup(k)
		for _, tok := range c.Tokens {
			tokens++
			if tok.IsAttack() || tok.Types.Any(rules.Weapon) {
				t.Errorf("%s makes %s, a token that may attack: noPointAfterAttacks does not count it", k, tok.Name)
			}
		}
	}
	if tokens == 0 {
		t.Fatal("no card of the pool makes a token: the test reads nothing")
	}
}
