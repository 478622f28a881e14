package cli

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The goldfish died when the engine ended the game and the goldfish did
// not win it (CR 4.5.3a: the hero at 0 life lost), as the engine says, not
// as a life total is read: a 4-damage Zap at a goldfish on 2 kills it, and
// the hero who dealt it did not die; a game not over, or one the board
// did not play to its end, kills no one.
func TestFishDied(t *testing.T) {
	zap := ruletest.Instant("Zap", 0, rules.DealDamage{N: 4})
	x := ruletest.Position(zap).Hand("Zap").P2().Life(2).Start(t)
	if fishDied(x.G.Omniscient(), true, ruletest.P2) {
		t.Error("the goldfish died before the game ended")
	}
	x.Run(ruletest.Play(ruletest.P1, "Zap"), ruletest.Pass(ruletest.P1), ruletest.Pass(ruletest.P2))
	v := x.G.Omniscient()
	if !v.Over() {
		t.Fatal("the game is not over after 4 damage to a hero on 2")
	}
	if !fishDied(v, true, ruletest.P2) {
		t.Error("the goldfish at 0 life did not die")
	}
	if fishDied(v, true, ruletest.P1) {
		t.Error("the player who won died")
	}
	if fishDied(v, false, ruletest.P2) {
		t.Error("a board quit before the end says the goldfish died")
	}
}
