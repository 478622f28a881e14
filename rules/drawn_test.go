package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// drawnCards: an attack with +1{p} while its player has drawn a card this
// turn, an instant that draws a card, and a plain attack.
func drawnCards() []*rules.Card {
	riser := ruletest.Attack("Riser", 0, 5, 2)
	riser.Statics = []rules.Static{{If: rules.DrawnThisTurn, Power: 1}}
	return []*rules.Card{riser, ruletest.Instant("Study", 0, rules.Draw{N: 1}), ruletest.Attack("Plain", 0, 5, 2)}
}

// CR 8.5.6: a draw puts the top card of the deck in the hand; "if you've
// drawn a card this turn" holds from then until the turn ends (CR 4.4.4).
func TestDrawnThisTurn(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	t.Run("after a draw", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Hand("Study", "Riser").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Riser"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 6, "a card was drawn")
	})
	t.Run("no draw, no bonus", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Hand("Riser").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Riser"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 5, "nothing drawn")
	})
	t.Run("the end phase's draw is forgotten as the turn ends", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Deck("Plain", "Plain", "Plain", "Plain").
			P2().Deck("Plain").Start(t)
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if x.G.Omniscient().TurnPlayer() != p2 {
			t.Fatal("not p2's turn")
		}
		if x.G.Omniscient().Stats(p1).Drew {
			t.Error("p1's draws of the last turn still count")
		}
	})
	t.Run("a game whose cards never ask keeps no note", func(t *testing.T) {
		x := ruletest.Position(ruletest.Instant("Study", 0, rules.Draw{N: 1}), ruletest.Attack("Plain", 0, 5, 2)).
			Hand("Study").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantZone(p1, rules.ZoneHand, "Plain")
		if x.G.Omniscient().Stats(p1).Drew {
			t.Error("noted with no card asking")
		}
	})
}
