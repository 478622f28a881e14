package bot

import "testing"

// A plan's Reason counts the cards the other player spends (WhyLine's
// M): the worth of a line (best.go's leaf worth: ten per point of
// damage, Spent per card spent, Kept per card kept, Arsenal for a card
// in the arsenal) without its damage and the cards kept.
func TestSpentOfLine(t *testing.T) {
	w := &Weights{Spent: 30, Kept: 15, Arsenal: 7}
	for _, tc := range []struct {
		name string
		l    Line
		w    *Weights
		want int
	}{
		{"blocked in full: no damage, 2 cards spent", Line{Damage: 0, Kept: 3, Worth: 0 + 30*2 + 15*3}, w, 2},
		{"damage and 1 card spent, arsenal", Line{Damage: 4, Kept: 1, Arsenal: true, Worth: 40 + 30 + 15 + 7}, w, 1},
		{"nothing spent", Line{Damage: 5, Kept: 2, Worth: 50 + 30}, w, 0},
		{"a kill is worth the kill", Line{Damage: 20, Worth: killWorth + 200 + 60}, w, 0},
		{"no weights: damage alone", Line{Damage: 3}, nil, 0},
	} {
		if got := spentOf(&tc.l, tc.w); got != tc.want {
			t.Errorf("%s: spentOf = %d, want %d", tc.name, got, tc.want)
		}
	}
}
