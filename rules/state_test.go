package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 7.0.3b: the active chain link is the last one, and there is none
// while the chain is closed.
func TestCR_7_0_3b_TheActiveChainLink(t *testing.T) {
	var c rules.Chain
	if c.Active() != nil {
		t.Error("a closed, empty chain has an active link")
	}
	c.Links = []rules.EngineLink{{Attack: 1}, {Attack: 2}}
	if c.Active() != nil {
		t.Error("a closed chain has an active link")
	}
	c.Open = true
	if l := c.Active(); l == nil || l.Attack != 2 {
		t.Errorf("active link %+v, want the last", l)
	}
}

// A clone is a game of its own: what happens to it leaves the original as
// it was (DESIGN.md: synchronous must not mean unclonable).
func TestACloneSharesNothingThatChanges(t *testing.T) {
	x := ruletest.Position(mutt).Hand("Mutt", "Gem").Deck("Gem", "Pebble").Resources(3).P2().Hand("Gem").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Gem"), ruletest.PassToStep(rules.StepReaction, p1))
	before := x.G.State().Hash()
	c := x.G.State().Clone()
	c.SetZone(p1, rules.ZoneHand, append(c.Zone(p1, rules.ZoneHand), 0))
	c.Zone(p1, rules.ZoneDeck)[0] = 0
	c.Chain.Active().Defenders[0] = rules.NoObj
	c.Objs[0].Counters[rules.CounterPower] = 5
	c.Players[p2].Life = 1
	if x.G.State().Hash() != before {
		t.Error("changing the clone changed the original")
	}
	x.WantZone(p1, rules.ZoneHand, "Gem")
	x.WantOrder(p1, rules.ZoneDeck, "Gem", "Pebble")
}

// CR 1.4.3: an attack proxy has its weapon's card: CardOf the proxy is the
// weapon's definition.
func TestCR_1_4_3_AProxyHasItsWeaponsCard(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	x := ruletest.Position(sword).Arena("Sword").Start(t)
	x.Run(ruletest.Activate(p1, "Sword"))
	if c := x.G.State().CardOf(x.G.State().Stack[0].Obj); c != sword {
		t.Errorf("the proxy's card is %v, want the sword", c)
	}
}
