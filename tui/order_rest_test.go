package tui

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// An order begun and confirmed puts the cards not numbered after the
// numbered ones, in the order listed: with two pitched cards to put on the
// bottom (CR 4.4.3c), "1" then enter was refused ("put all 2 in order")
// though the last had no other place, and the hint said enter keeps the
// order shown (hh-victor v hh-kassai, seed 64, turn 12 at 120×40).
func TestUpdateOrderRestAsListed(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Player: 0, Min: 2, Max: 2}, "", opts(rules.ActCard, rules.ActCard))
	m, reply := newTestModel(t, p)
	send(m, "2", "enter")
	wantIDs(t, reply, 101, 100)

	p = ask(rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Player: 0, Min: 4, Max: 4}, "", opts(rules.ActCard, rules.ActCard, rules.ActCard, rules.ActCard))
	m, reply = newTestModel(t, p)
	send(m, "3", "1", "enter")
	wantIDs(t, reply, 102, 100, 101, 103)
}
