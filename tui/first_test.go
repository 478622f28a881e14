package tui

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// CR 4.1.3: Config.First answers the question who goes first for the
// player selected at random, and nothing else.
func TestFirstAnswer(t *testing.T) {
	p := rules.Prompt{Kind: rules.AskFirstPlayer, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1,
		Options: []rules.Option{{ID: 7, Act: rules.ActPlayer, Player: 1}, {ID: 9, Act: rules.ActPlayer, Player: 0}}}
	for first, want := range map[int]int32{1: 9, 2: 7} {
		a, ok := FirstAnswer(&p, first)
		if !ok || len(a.IDs) != 1 || a.IDs[0] != want {
			t.Errorf("first %d: %v %v, want option %d", first, a, ok, want)
		}
	}
	if _, ok := FirstAnswer(&p, 0); ok {
		t.Error("first 0 answered: the board must ask")
	}
	q := p
	q.Kind = rules.AskMay
	if _, ok := FirstAnswer(&q, 1); ok {
		t.Error("another question answered")
	}
}
