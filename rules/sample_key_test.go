package rules

import (
	"strings"
	"testing"
)

// keyCompare orders cards as their keys do (Card.Key, strings.Compare):
// names that are prefixes of others, a name whose next byte sorts before
// or after the " (" of a colour, colours, colourless cards.
func TestKeyCompareIsTheKeysOrder(t *testing.T) {
	var cards []*Card
	for _, name := range []string{"A", "A B", "A !x", "A (", "A (red)", "A (red)x", "Ab", "", "Pack Call", "Pack Hunt"} {
		for _, c := range []Color{Colorless, Red, Yellow, Blue} {
			cards = append(cards, &Card{Name: name, Color: c})
		}
	}
	for _, a := range cards {
		for _, b := range cards {
			if got, want := keyCompare(a, b), strings.Compare(a.Key(), b.Key()); got != want {
				t.Errorf("keyCompare(%q, %q) = %d, want %d", a.Key(), b.Key(), got, want)
			}
		}
	}
}
