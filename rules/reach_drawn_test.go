package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.6: a card that draws five takes five cards of the deck into the
// hand, one each (CR 3.0.1: a card is in one place). Reach works its bound
// out with the five drawn, each one of the deck's cards: with the one
// action point, one attack drawn (CR 1.13.2), the deck's biggest, not
// unknown for five drawn (reachMostDrawn).
func TestReachBoundsFiveCardsDrawn(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 5})
	big := ruletest.Attack("Big", 0, 6, 2)
	plain := ruletest.Attack("Plain", 0, 4, 2)
	x := ruletest.Position(study, big, plain).Hand("Study").
		Deck("Plain", "Big", "Plain", "Plain", "Plain", "Plain").Start(t)
	n, ok := x.G.Reach()
	if !ok || n != 6 {
		t.Errorf("Reach %d (known %v), want 6: Big, the one attack the point allows", n, ok)
	}
	x.Run(resolveOne("Study")...)
	if got := len(x.Keys(p1, rules.ZoneHand)); got != 5 {
		t.Fatalf("hand %d cards after Study, want the 5 drawn", got)
	}
	// Drawn, they are the hand's: the bound is the same.
	if n, ok := x.G.Reach(); !ok || n != 6 {
		t.Errorf("Reach after the draw %d (known %v), want 6", n, ok)
	}
}
