package rules

import "testing"

// The knapsack of Reach counts a card pitched later as paying for one
// played before (the order of the items does not matter), never pays
// more than the pitch and the points, and holds the cards used and
// pitched to the places the hand has and the actions to its points.
func TestReachKnapsack(t *testing.T) {
	attack := reachItem{one: [1]reachUse{{value: 6, cost: 3, action: true, attack: true}}, pitch: 1, card: true}
	goAgain := reachItem{one: [1]reachUse{{value: 3, cost: 0, attack: true}}, pitch: 1, card: true}
	blue := reachItem{pitch: 3, card: true}
	weapon := reachItem{one: [1]reachUse{{value: 3, cost: 2, action: true, attack: true}}}
	bellow := reachItem{one: [1]reachUse{{next: 4}}, pitch: 1, card: true}
	drawn := reachItem{many: true, uses: addUse(addUse(nil, reachUse{value: 6, cost: 3, action: true}), reachUse{value: 3}), pitch: 3, card: true}
	cases := []struct {
		name                   string
		items                  []reachItem
		res, slots, actions, w int
	}{
		{"a blue listed after pays for the attack", []reachItem{attack, blue}, 0, -1, -1, 6},
		{"nothing to pay with", []reachItem{attack}, 0, -1, -1, 0},
		{"points floating pay", []reachItem{attack}, 3, -1, -1, 6},
		{"one blue pays for one of two", []reachItem{attack, weapon, blue}, 0, -1, -1, 6},
		{"two blues pay for both", []reachItem{attack, weapon, blue, blue}, 0, -1, -1, 9},
		{"two places: one blue and one attack", []reachItem{attack, weapon, blue, blue}, 0, 2, -1, 6},
		{"a weapon takes no place", []reachItem{attack, weapon, blue, blue}, 2, 2, -1, 9},
		{"one action point: one of the two", []reachItem{attack, weapon, blue, blue}, 0, -1, 1, 6},
		{"go again takes none", []reachItem{attack, goAgain, blue}, 0, -1, 1, 9},
		{"a card drawn is either of its ways", []reachItem{drawn, drawn}, 0, -1, 1, 6},
		{"no action point: the way that takes none", []reachItem{drawn}, 3, -1, 0, 3},
		{"a card drawn pitches", []reachItem{drawn, drawn}, 0, -1, -1, 6},
		{"the next attack's bonus with no attack", []reachItem{bellow, blue}, 0, -1, -1, 0},
		{"the next attack's bonus with one", []reachItem{bellow, weapon, blue}, 0, -1, -1, 7},
	}
	for _, c := range cases {
		if got := max(reachKnapsack(c.items, c.res, c.slots, c.actions, false), reachKnapsack(c.items, c.res, c.slots, c.actions, true)); got != c.w {
			t.Errorf("%s: %d, want %d", c.name, got, c.w)
		}
	}
}
