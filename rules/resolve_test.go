package rules_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 5.3.1, 1.11.4a: when both players pass, the top layer resolves: the
// last played first. After it resolves the turn player gets priority
// (CR 5.3.7), whoever played it.
func TestCR_5_3_1_TheTopLayerResolvesFirst(t *testing.T) {
	var log []string
	first := ruletest.Instant("First", 0, note{&log, "first"})
	second := ruletest.Instant("Second", 0, note{&log, "second"})
	x := ruletest.Position(first, second).Hand("First").P2().Hand("Second").Start(t)
	x.Run(ruletest.Play(p1, "First"), ruletest.Pass(p1), ruletest.Play(p2, "Second"), ruletest.Pass(p2), ruletest.Pass(p1))
	if got := strings.Join(log, ","); got != "second" {
		t.Fatalf("resolved %q, want only the top layer, second", got)
	}
	if pr := x.Prompt(); pr.Player != p1 {
		t.Errorf("after p2's card resolved, p%d has priority, want the turn player", pr.Player+1)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	if got := strings.Join(log, ","); got != "second,first" {
		t.Errorf("resolved %q, want second,first", got)
	}
}

// CR 5.3.4, 5.3.4b: the resolution abilities happen in order, and one that
// fails (a draw from an empty deck) does not stop the rest.
func TestCR_5_3_4b_AFailedEffectDoesNotStopTheRest(t *testing.T) {
	var log []string
	plan := ruletest.Instant("Plan", 0, note{&log, "a"}, rules.Draw{N: 1}, rules.GainLife{N: 1}, note{&log, "b"})
	x := ruletest.Position(plan).Hand("Plan").Start(t)
	x.Run(ruletest.Play(p1, "Plan"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p1, 21, "the gain after the failed draw")
	if got := strings.Join(log, ","); got != "a,b" {
		t.Errorf("effects %q, want a,b", got)
	}
	x.WantCount(rules.EvDraw, 0, "nothing to draw")
}

// Where a card goes once resolved (CR 5.3.6-5.3.7): to the graveyard, and
// an item or aura into the arena (CR 8.2.4a); an action with go again
// gives its action point back as it resolves (CR 5.3.5).
func TestCR_5_3_6_WhereAResolvedCardGoes(t *testing.T) {
	plan := ruletest.Action("Plan", 0, 3)
	trinket := ruletest.Action("Trinket", 0, 3)
	trinket.Subtypes = rules.Item
	rush := ruletest.Action("Rush", 0, 3)
	rush.Keywords = rules.GoAgain
	for _, tc := range []struct {
		rule    string
		card    string
		zone    rules.Zone
		actions int
	}{
		{"5.3.7", "Plan", rules.ZoneGraveyard, 0},
		{"8.2.4a", "Trinket", rules.ZoneArena, 0},
		{"5.3.5", "Rush", rules.ZoneGraveyard, 1},
	} {
		x := ruletest.Position(plan, trinket, rush).Hand(tc.card).Start(t)
		x.Run(ruletest.Play(p1, tc.card), ruletest.Pass(p1), ruletest.Pass(p2))
		x.Find(p1, tc.zone, tc.card)
		x.WantActions(p1, tc.actions, "CR "+tc.rule)
	}
}

// CR 5.3.2c, 8.3.4b: a defense reaction from hand that can no longer
// defend fails to resolve: against a dominate attack, the second one from
// hand after the first resolved.
func TestCR_5_3_2c_ADefenseReactionThatCannotDefendFails(t *testing.T) {
	brute := ruletest.Attack("Brute", 0, 6, 2)
	brute.Keywords = rules.Dominate
	x := ruletest.Position(brute, dodge).Hand("Brute").P2().Hand("Dodge", "Dodge").Start(t)
	// Both are played while no card from hand defends yet.
	x.Run(ruletest.Play(p1, "Brute"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Dodge"), ruletest.Play(p2, "Dodge"), ruletest.Pass(p2), ruletest.Pass(p1),
		ruletest.Pass(p1), ruletest.Pass(p2))
	if ev := x.EventsOf(rules.EvFizzle); len(ev) != 1 || ev[0].Rule != rules.CRSub(5, 3, 2, 'c') {
		t.Errorf("fizzle events %+v, want one for CR 5.3.2c", ev)
	}
	if l := x.G.State().Chain.Active(); len(l.Defenders) != 1 {
		t.Errorf("%d defending cards, want the first Dodge only", len(l.Defenders))
	}
	x.WantZone(p2, rules.ZoneGraveyard, "Dodge")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 16, "6 power, 2 defense")
}
