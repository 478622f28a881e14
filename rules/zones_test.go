package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 3.0.9: an object that leaves the arena for another zone is a new
// object: its counters are gone and the effects on the old one no longer
// apply to it.
func TestCR_3_0_9_ACardInANewZoneIsANewObject(t *testing.T) {
	relic := ruletest.Equipment("Relic", rules.Chest, 1, 0)
	relic.Activated = []rules.Activated{
		{Type: rules.Instant, Effects: []rules.Effect{rules.SelfGains{Defense: 2}}},
		{Type: rules.Instant, Effects: []rules.Effect{rules.DestroySelf{Rule: rules.CR(8, 5, 4)}}},
	}
	x := ruletest.Position(relic).Arena("Relic").Counters("Relic", rules.CounterDefense, 1).Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Relic")
	gen := x.G.State().Obj(obj).Gen
	x.Run(ruletest.ActivateAbility(p1, "Relic", 0), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantDefense(obj, 4, "1, a counter and 2")
	x.Run(ruletest.ActivateAbility(p1, "Relic", 1), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneGraveyard, "Relic")
	o := x.G.State().Obj(obj)
	if o.Gen == gen || o.Counters != [len(o.Counters)]int8{} {
		t.Errorf("in the graveyard: generation %d (was %d), counters %v; want a new object without counters", o.Gen, gen, o.Counters)
	}
	x.WantDefense(obj, 1, "the printed defense only")
}

// CR 3.0.3: a card that goes from a private zone to a public one is
// public; one that goes to the hand is private to its owner.
func TestCR_3_0_3_WhoSeesACardAfterItMoves(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 1})
	x := ruletest.Position(study).Hand("Study").Deck("Gem").Start(t)
	gem := x.Find(p1, rules.ZoneDeck, "Gem")
	x.Run(resolveOne("Study")...)
	if !x.G.ViewFor(p1).Visible(gem) || x.G.ViewFor(p2).Visible(gem) {
		t.Error("a drawn card: want it seen by its owner only")
	}
	study2 := x.Find(p1, rules.ZoneGraveyard, "Study")
	if !x.G.ViewFor(p2).Visible(study2) {
		t.Error("the resolved card in the graveyard is not public")
	}
	if d := x.EventsOf(rules.EvDraw); len(d) != 1 || !d[0].Hidden || d[0].From != rules.ZoneDeck || d[0].To != rules.ZoneHand {
		t.Errorf("draw events %+v, want one hidden from the deck to the hand", d)
	}
}
