package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// ownedCards: a hero whose attack action cards get +1{p} in any zone but
// the combat chain (Kayo), a plain hero, a 5-power attack action card, a
// power-less instant and a 3-power weapon.
func ownedCards() []*rules.Card {
	big := ruletest.Hero("Big")
	big.Owned = []rules.OwnedStatic{{Filter: rules.AttackFilter{ActionCard: true}, Power: 1, Except: rules.ZoneChain}}
	return []*rules.Card{big, ruletest.Hero("Plain"), ruletest.Attack("Five", 0, 5, 2), ruletest.Instant("Spark", 0),
		ruletest.Weapon("Axe", 0, 3)}
}

// CR 5.4 (a hero's static ability functions all game: the hero is in the
// arena, CR 1.7.4), CR 1.3.1a (the cards a player owns), CR 3.6 (the
// combat chain): the bonus is the card's power everywhere but the chain.
func TestOwnedStatic(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	x := ruletest.Position(ownedCards()...).Hero("Big").Hand("Five", "Five", "Spark").Deck("Five").Graveyard("Five").
		Banished("Five").Pitch("Five").Arsenal("Five").Arena("Axe").
		P2().Hero("Plain").Hand("Five").Start(t)
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneDeck, rules.ZoneGraveyard, rules.ZoneBanished, rules.ZonePitch, rules.ZoneArsenal} {
		x.WantPower(x.Find(p1, z, "Five"), 6, "its owner's hero's +1 in the "+z.String())
	}
	x.WantPower(x.Find(p2, rules.ZoneHand, "Five"), 5, "another player's card")
	x.WantPower(x.Find(p1, rules.ZoneArena, "Axe"), 3, "a weapon is no attack action card")
	if got := x.G.Power(x.Find(p1, rules.ZoneHand, "Spark")); got != 0 {
		t.Errorf("a card without power has %d", got)
	}
	x.Run(ruletest.Play(p1, "Five"))
	stack := x.G.Omniscient().Stack()
	x.WantPower(stack[len(stack)-1].Obj, 6, "on the stack (CR 1.4.2a: an attack, not yet on the chain)")
	x.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Five"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 5, "a chain link: printed power")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 20-(5-2), "5 power, 2 defense")
	x.WantPower(x.Find(p1, rules.ZoneGraveyard, "Five"), 6, "in the graveyard after the chain")
}
