package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// discardedCards: Claw, a weapon whose attacks have +1{p} while its
// player has discarded a card with 6 or more power this turn; Rummage, an instant
// that draws then discards at random; Rip, an attack whose hit makes the
// hero hit discard; Big (6 power) and Small (5).
func discardedCards() []*rules.Card {
	claw := ruletest.Weapon("Claw", 0, 3)
	claw.Statics = []rules.Static{{If: rules.Discarded6PowerThisTurn, Power: 1}}
	rip := ruletest.Attack("Rip", 0, 1, 2)
	rip.Keywords = rules.GoAgain
	rip.Triggers = []rules.Trigger{{When: rules.WhenThisHits, Effects: []rules.Effect{rules.HitHeroDiscards{}}}}
	return []*rules.Card{claw, rip, ruletest.Instant("Rummage", 0, rules.DrawThenDiscardRandom{}),
		ruletest.Attack("Big", 0, 6, 2), ruletest.Attack("Small", 0, 5, 2)}
}

// CR 8.5.5: "if you've discarded a card with 6 or more power this turn"
// holds from a discard of such a card (its power as it left the hand, CR
// 1.2.3) until the turn ends (CR 4.4.4), for the player who discarded.
func TestCR_8_5_5_DiscardedSixPowerThisTurn(t *testing.T) {
	rummage := func(t *testing.T, top string) *ruletest.Game {
		x := ruletest.Position(discardedCards()...).Hand("Rummage").Arena("Claw").Deck(top).Start(t)
		// The card drawn is the only one in hand: the random discard
		// takes it.
		x.Run(ruletest.Play(p1, "Rummage"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantZone(p1, rules.ZoneGraveyard, "Rummage", top)
		x.Run(ruletest.Activate(p1, "Claw"), ruletest.PassToStep(rules.StepReaction, p1))
		return x
	}
	t.Run("a 6-power card discarded", func(t *testing.T) {
		x := rummage(t, "Big")
		x.WantPower(x.Attack(), 4, "3 and 1: Big was discarded")
	})
	t.Run("a 5-power card discarded", func(t *testing.T) {
		x := rummage(t, "Small")
		x.WantPower(x.Attack(), 3, "Small has less than 6 power")
	})
	t.Run("the other player's discard is theirs", func(t *testing.T) {
		x := ruletest.Position(discardedCards()...).Hand("Rip").Arena("Claw").Actions(2).P2().Hand("Big").Start(t)
		x.Run(ruletest.Play(p1, "Rip"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2),
			ruletest.PassToStep(rules.StepNone, p1))
		x.WantZone(p2, rules.ZoneGraveyard, "Big")
		x.Run(ruletest.Activate(p1, "Claw"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 3, "p2 discarded Big, not p1")
	})
	t.Run("forgotten as the turn ends", func(t *testing.T) {
		x := ruletest.Position(discardedCards()...).Hand("Rummage").Deck("Big", "Small", "Small", "Small", "Small").
			P2().Deck("Small").Start(t)
		x.Run(ruletest.Play(p1, "Rummage"), ruletest.Pass(p1), ruletest.Pass(p2))
		if !x.G.Omniscient().Stats(p1).Discarded6Power {
			t.Fatal("Big's discard not noted")
		}
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if x.G.Omniscient().TurnPlayer() != p2 || x.G.Omniscient().Stats(p1).Discarded6Power {
			t.Error("p1's discard of the last turn still counts")
		}
	})
}
