package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// temperCards: a 5-power attack, a temper chest of 2 defense, temper legs
// of 0 defense that get +1 while their controller controls a Charm token,
// and the Charm (an aura token that does nothing).
func temperCards() []*rules.Card {
	legs := ruletest.Equipment("Legs", rules.Legs, 0, rules.Temper)
	legs.Statics = []rules.Static{{If: rules.ControlsToken("Charm"), Defense: 1}}
	return []*rules.Card{
		ruletest.Attack("Hit", 0, 5, 2),
		ruletest.Equipment("Plate", rules.Chest, 2, rules.Temper),
		legs,
		{Name: "Charm", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic},
	}
}

// temperDefend: p1 attacks with Hit, p2 defends with the equipment named,
// and the chain closes (its close-step triggers resolved).
func temperDefend(t *testing.T, x *ruletest.Game, defenders ...string) {
	t.Helper()
	x.Run(ruletest.Play(ruletest.P1, "Hit"), ruletest.PassTo(rules.AskDefenders, ruletest.P2),
		ruletest.Defend(ruletest.P2, defenders...), ruletest.PassToStep(rules.StepNone, ruletest.P1))
}

// CR 8.3.10: when the combat chain closes, if a temper card defended, it
// gets a -1{d} counter, then it is destroyed if its defense is 0.
func TestTemper(t *testing.T) {
	p2 := ruletest.P2
	t.Run("a counter each time it defends; destroyed at 0", func(t *testing.T) {
		x := ruletest.Position(temperCards()...).Hand("Hit", "Hit").Actions(2).
			P2().Arena("Plate").Start(t)
		plate := x.Find(p2, rules.ZoneArena, "Plate")
		temperDefend(t, x, "Plate")
		x.WantLife(p2, 17, "5 power less 2 defense")
		x.WantZone(p2, rules.ZoneArena, "Beta", "Plate")
		x.WantDefense(plate, 1, "one -1 counter")
		temperDefend(t, x, "Plate")
		x.WantLife(p2, 13, "5 power less 1 defense")
		x.WantZone(p2, rules.ZoneGraveyard, "Plate")
	})
	t.Run("not when it did not defend", func(t *testing.T) {
		x := ruletest.Position(temperCards()...).Hand("Hit").
			P2().Arena("Plate").Start(t)
		plate := x.Find(p2, rules.ZoneArena, "Plate")
		temperDefend(t, x)
		x.WantDefense(plate, 2, "no counter")
	})
	t.Run("its defense as the trigger resolves counts, bonuses and all", func(t *testing.T) {
		// With a Charm the legs defend for 1, then the counter takes them
		// to 0: destroyed.
		x := ruletest.Position(temperCards()...).Hand("Hit").
			P2().Arena("Legs", "Charm").Start(t)
		legs := x.Find(p2, rules.ZoneArena, "Legs")
		x.WantDefense(legs, 1, "+1 while the Charm is controlled")
		temperDefend(t, x, "Legs")
		x.WantLife(p2, 16, "5 power less 1 defense")
		x.WantZone(p2, rules.ZoneGraveyard, "Legs")
	})
}

// ControlsToken: "if you control a [name] token" looks at the tokens of
// the controller's arena; the opponent's do not count.
func TestControlsToken(t *testing.T) {
	x := ruletest.Position(temperCards()...).Arena("Charm").
		P2().Arena("Legs").Start(t)
	x.WantDefense(x.Find(ruletest.P2, rules.ZoneArena, "Legs"), 0, "the Charm is p1's")
	x = ruletest.Position(temperCards()...).
		P2().Arena("Legs", "Charm", "Charm").Start(t)
	x.WantDefense(x.Find(ruletest.P2, rules.ZoneArena, "Legs"), 1, "one bonus however many Charms")
}

// The keywords that trigger as the chain closes (blade break, battleworn,
// temper: CR 8.3.3, 8.3.2, 8.3.10) trigger for the cards that defended
// alone: the condition asked once a card (keywordTriggers) is asked anew
// for each, here a temper chest that defended before a blade break helm
// and battleworn arms that did not.
func TestOnlyTheCardsThatDefendedTriggerAsTheChainCloses(t *testing.T) {
	p2 := ruletest.P2
	cards := append(temperCards(), ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak),
		ruletest.Equipment("Arms", rules.Arms, 1, rules.Battleworn))
	x := ruletest.Position(cards...).Hand("Hit").
		P2().Arena("Plate", "Helm", "Arms").Start(t)
	plate, arms := x.Find(p2, rules.ZoneArena, "Plate"), x.Find(p2, rules.ZoneArena, "Arms")
	temperDefend(t, x, "Plate")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Plate", "Helm", "Arms")
	x.WantDefense(plate, 1, "temper: one -1 counter")
	x.WantDefense(arms, 1, "battleworn: no counter, it did not defend")
}
