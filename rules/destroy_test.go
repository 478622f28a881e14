package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.4: destroying a card puts it into its owner's graveyard, with an
// event that says by whom and from where.
func TestCR_8_5_4_DestroyingPutsACardIntoTheGraveyard(t *testing.T) {
	relic := ruletest.Equipment("Relic", rules.Chest, 1, 0)
	relic.Activated = []rules.Activated{{Type: rules.Instant, Effects: []rules.Effect{rules.DestroySelf{Rule: rules.CR(8, 5, 4)}}}}
	x := ruletest.Position(relic).Arena("Relic").Start(t)
	x.Run(ruletest.Activate(p1, "Relic"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneGraveyard, "Relic")
	x.WantZone(p1, rules.ZoneArena, "Alpha")
	if ev := x.EventsOf(rules.EvDestroy); len(ev) != 1 || ev[0].From != rules.ZoneArena || ev[0].Player != p1 || ev[0].Rule != rules.CR(8, 5, 4) {
		t.Errorf("destroy events %+v, want one from the arena by p1", ev)
	}
}

// CR 7.7.3, 8.5.4: "when the combat chain closes, destroy this", granted
// to an equipment as it defends: it stays for the rest of the chain and is
// destroyed as the chain closes.
func TestCR_7_7_3_DestroyedWhenTheChainCloses(t *testing.T) {
	shield := ruletest.Equipment("Shield", rules.Arms, 0, 0)
	shield.Grants = []rules.Grant{{Trigger: rules.DestroyWhenChainCloses()}}
	shield.Triggers = []rules.Trigger{{When: rules.WhenThisDefends, Effects: []rules.Effect{rules.SelfGains{Defense: 3, Grant: 1}}}}
	x := ruletest.Position(mutt, shield).Hand("Mutt").Resources(3).P2().Arena("Shield").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Shield"),
		ruletest.PassToStep(rules.StepResolution, p1))
	x.WantLife(p2, 17, "6 power, 3 defense")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Shield")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantZone(p2, rules.ZoneGraveyard, "Shield")
}

// CR 7.7.2d: closing the chain when it is not open does nothing.
func TestCR_7_7_2d_ClosingAClosedChainDoesNothing(t *testing.T) {
	halt := ruletest.Instant("Halt", 0, rules.CloseChain{})
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(halt, jab).Hand("Halt", "Jab").Start(t)
	x.Run(ruletest.Play(p1, "Halt"), ruletest.Pass(p1), ruletest.Pass(p2))
	if x.G.State().Chain.Closing {
		t.Fatal("the closed chain is marked to close")
	}
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 17, "the next chain is not closed early")
}

// A weapon's attack is a proxy, not a card: destroying "the attacking
// card" does nothing to it (CR 1.4.3: the proxy is no card).
func TestCR_1_4_3_DestroyingTheAttackSparesAProxy(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	smite := ruletest.Instant("Smite", 0, rules.DestroyAttack{})
	x := ruletest.Position(sword, smite).Arena("Sword").P2().Hand("Smite").Start(t)
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepAttack, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Smite"), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 18, "the sword's attack went on")
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Sword")
}
