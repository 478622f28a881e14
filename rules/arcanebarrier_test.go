package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The cards of the arcane barrier tests: a hood with arcane barrier 1, a
// mask with arcane barrier 2, p1's arcane Bolt (3) and Spark (1), and two
// resource cards to pitch.
func abCards() []*rules.Card {
	barrier := func(name string, slot rules.Subtypes, n int) *rules.Card {
		c := ruletest.Equipment(name, slot, 0, 0)
		if !c.PrintKeyword("Arcane Barrier " + string(rune('0'+n))) {
			panic("arcane barrier not in the keyword table")
		}
		return c
	}
	return []*rules.Card{barrier("Hood", rules.Head, 1), barrier("Mask", rules.Head, 2),
		ruletest.Instant("Bolt", 0, rules.DealArcane{N: 3}), ruletest.Instant("Spark", 0, rules.DealArcane{N: 1}),
		ruletest.Instant("Ping", 0, rules.DealDamage{N: 1}),
		ruletest.Resource("Gem", 3), ruletest.Resource("Opal", 3)}
}

// CR 8.3.8: arcane barrier N: its controller, about to be dealt arcane
// damage, may pay N{r} (here by pitching a card) to prevent N of it; the
// card stays; declined, the damage is all dealt.
func TestCR_8_3_8_ArcaneBarrierPreventsForResources(t *testing.T) {
	t.Run("paid", func(t *testing.T) {
		x := ruletest.Position(abCards()...).Hand("Bolt").P2().Arena("Hood").Hand("Gem", "Opal").Start(t)
		x.Run(append(respond("Bolt"), choosePrevention(t, p2, 0, 1, "Hood"), ruletest.Pitch(p2, "Gem"))...)
		x.WantLife(p2, 18, "3 arcane, 1 prevented (CR 8.3.8)")
		x.WantZone(p2, rules.ZoneArena, "Beta", "Hood")
		x.WantZone(p2, rules.ZoneHand, "Opal")
		if e := x.EventsOf(rules.EvPrevent); len(e) != 1 || e[0].Amount != 1 || e[0].Rule != rules.CR(8, 3, 8) {
			t.Errorf("prevent events %+v, want 1 prevented by arcane barrier (CR 8.3.8)", e)
		}
	})
	t.Run("declined", func(t *testing.T) {
		x := ruletest.Position(abCards()...).Hand("Bolt").P2().Arena("Hood").Hand("Gem", "Opal").Start(t)
		x.Run(append(respond("Bolt"), choosePrevention(t, p2, 0, 1))...)
		x.WantLife(p2, 17, "declined")
		x.WantZone(p2, rules.ZoneHand, "Gem", "Opal")
	})
}

// CR 8.3.8: nothing to pay with, no prevention to offer; and it is for
// arcane damage only (CR 8.5.3f).
func TestCR_8_3_8_ArcaneBarrierNeedsItsCostAndArcaneDamage(t *testing.T) {
	x := ruletest.Position(abCards()...).Hand("Bolt").P2().Arena("Hood").Start(t)
	x.Run(respond("Bolt")...)
	x.WantLife(p2, 17, "no card to pitch: not offered")
	x.WantCount(rules.EvPrevent, 0, "no resources")

	x = ruletest.Position(abCards()...).Hand("Ping").P2().Arena("Hood").Hand("Gem").Start(t)
	x.Run(respond("Ping")...)
	x.WantLife(p2, 19, "generic damage: arcane barrier is not asked")
}

// CR 8.3.8, 6.4.5: the cost is N whatever the damage (arcane barrier 2
// against 1 damage costs 2 and prevents 1), and one barrier applies once
// to an event: the hood and the mask each prevent once against Bolt.
func TestCR_8_3_8_ArcaneBarrierPaysNAndAppliesOnce(t *testing.T) {
	x := ruletest.Position(abCards()...).Hand("Spark").P2().Arena("Mask").Hand("Gem").Start(t)
	x.Run(append(respond("Spark"), choosePrevention(t, p2, 0, 1, "Mask"))...)
	x.WantLife(p2, 20, "1 prevented")
	x.WantZone(p2, rules.ZoneHand) // Gem pitched for 2 (its 3)
	if e := x.EventsOf(rules.EvPrevent); len(e) != 1 || e[0].Amount != 1 {
		t.Errorf("prevent events %+v, want one of 1", e)
	}

	x = ruletest.Position(abCards()...).Hand("Bolt").P2().Arena("Hood", "Mask").Hand("Gem", "Opal").Start(t)
	x.Run(append(respond("Bolt"), choosePrevention(t, p2, 0, 2, "Hood"), ruletest.Pitch(p2, "Gem"),
		choosePrevention(t, p2, 0, 1, "Mask"))...)
	x.WantLife(p2, 20, "1 by the hood, 2 by the mask: Gem's 3 resources pay both")
	x.WantZone(p2, rules.ZoneHand, "Opal")
}
