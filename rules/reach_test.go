package rules

import "testing"

// The knapsack of Reach counts a card pitched later as paying for one
// played before (the order of the items does not matter), never pays
// more than the pitch and the points, and holds the cards used and
// pitched to the places the hand has.
func TestReachKnapsack(t *testing.T) {
	attack := reachItem{value: 6, cost: 3, pitch: 1, use: true, card: true}
	blue := reachItem{value: 0, cost: 0, pitch: 3, use: true, card: true}
	weapon := reachItem{value: 3, cost: 2, use: true}
	cases := []struct {
		name  string
		items []reachItem
		res   int
		slots int
		want  int
	}{
		{"a blue listed after pays for the attack", []reachItem{attack, blue}, 0, -1, 6},
		{"nothing to pay with", []reachItem{attack}, 0, -1, 0},
		{"points floating pay", []reachItem{attack}, 3, -1, 6},
		{"one blue pays for one of two", []reachItem{attack, weapon, blue}, 0, -1, 6},
		{"two blues pay for both", []reachItem{attack, weapon, blue, blue}, 0, -1, 9},
		{"two places: one blue and one attack", []reachItem{attack, weapon, blue, blue}, 0, 2, 6},
		{"a weapon takes no place", []reachItem{attack, weapon, blue, blue}, 2, 2, 9},
	}
	for _, c := range cases {
		if got := reachKnapsack(c.items, c.res, c.slots); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}
