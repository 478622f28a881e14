package cards_test

// Cross-card rulings from the rules review of the Classic Battles pool and
// the generic mode cards: each case is one a judge would check and players
// often get wrong. Player p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Rhinar's intimidate works only in his own action phase: a 6-power card he
// discards on the opponent's turn (the hit of a Pummel) does nothing.
func TestReviewRhinarDiscardOnOpponentsTurn(t *testing.T) {
	tb := pos().Hero(dorinthea).Hand("Muscle Mutt (yellow)", "Pummel (red)").Resources(5).
		P2().Hero(rhinar).Hand("Raging Onslaught (yellow)").Life(30).
		Start(t)
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2),
		ruletest.PassToStep(rules.StepReaction, p1),
		ruletest.Play(p1, "Pummel (red)"), ruletest.Modes(p1, []int{1}, 1),
		ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p2, rules.ZoneGraveyard, "Raging Onslaught (yellow)")
	tb.WantLife(p2, 30-10, "6 +4")
	if n := tb.Count(rules.EvIntimidate); n != 0 {
		t.Errorf("%d intimidations, want none: not Rhinar's action phase", n)
	}
}

// Reprise looks at the active chain link only: a card from hand that
// defended an earlier link does not count (CR 8.4.3).
func TestReviewRepriseThisChainLinkOnly(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)", "Ironsong Response (red)").Resources(2).
		P2().Hero(rhinar).Hand("Muscle Mutt (yellow)").Arena("Ironrot Legs").
		Start(t)
	// Link 1: Dawnblade with On a Knife Edge's go again, defended from
	// hand; Dorinthea's extra attack makes link 2.
	tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
		ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepResolution, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Ironrot Legs"),
		ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Ironsong Response (red)"), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 3 {
		t.Errorf("Dawnblade's power = %d, want 2+1 and no reprise: only equipment defended this link", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-2, "link 1 blocked, link 2: 3 power against 1 defense")
}

// Art of War's first mode reaches the defending hero's own attack action
// cards: played in answer to an attack, it gives a card defending from hand
// +1 defense.
func TestReviewArtOfWarDefendingFromHand(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
		P2().Hero(dorinthea).Hand("Raging Onslaught (yellow)", "Art of War (yellow)", "Titanium Bauble (blue)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Raging Onslaught (yellow)"),
		ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Art of War (yellow)"), ruletest.Modes(p2, []int{0, 1, 2, 3}, 0, 1),
		ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-(6-4), "6 power against Raging Onslaught's 3+1")
}

// Ironhide that paid and blade break wait for the combat chain to close, not
// for the chain link to end: both still defend, in the arena, while the next
// link goes on.
func TestReviewEquipmentWaitsForTheChainToClose(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)").Resources(2).
		P2().Hero(rhinar).Arena("Ironhide Legs", "Bone Vizier").Hand("Titanium Bauble (blue)").Deck("Dodge (blue)", "Muscle Mutt (yellow)").
		Start(t)
	tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
		ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Ironhide Legs", "Bone Vizier"),
		ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2), ruletest.PassToStep(rules.StepResolution, p1),
		// Nothing is left to defend link 2 with: no defenders prompt.
		ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepDamage, p1))
	tb.WantZone(p2, rules.ZoneArena, rhinar, "Ironhide Legs", "Bone Vizier")
	tb.Run(ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p2, rules.ZoneArena, rhinar)
	tb.WantZone(p2, rules.ZoneGraveyard, "Ironhide Legs", "Bone Vizier")
	// Bone Vizier's reveal: Dodge has no power, so it goes to the bottom.
	if got := tb.Keys(p2, rules.ZoneDeck); len(got) != 2 || got[0] != "Muscle Mutt (yellow)" {
		t.Errorf("p2's deck = %q, want Muscle Mutt on top", got)
	}
	tb.WantLife(p2, 20-3, "link 1 blocked by 2+1, link 2: 3 power")
}

// Quicken on an attack that already has go again: it is still destroyed,
// and the failed gain does not count for Dorinthea a second time.
func TestReviewQuickenOnAnAttackWithGoAgain(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade, "Quicken").Hand("On a Knife Edge (yellow)").Resources(1).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskOrder, p1), ruletest.Order(p1),
		ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantZone(p1, rules.ZoneArena, dorinthea, dawnblade)
	if n := tb.Count(rules.EvGainGoAgain); n != 1 {
		t.Errorf("%d gains of go again, want 1: the attack had it already when Quicken resolved", n)
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1: go again once", got)
	}
}

// A hero with an empty hand is still intimidated (CR 8.5.10a): Beast Mode
// gets its +2 though nothing was banished.
func TestReviewIntimidateAnEmptyHand(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Clearing Bellow (blue)", "Beast Mode (red)").Resources(3).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Play(p1, "Clearing Bellow (blue)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Play(p1, "Beast Mode (red)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p2, rules.ZoneBanished)
	tb.WantLife(p2, 20-8, "6 +2")
}

// Dominate limits the cards from hand only: with Art of War's third mode, a
// card from the arsenal may defend beside one from hand (CR 8.3.4).
func TestReviewDominateAndTheArsenal(t *testing.T) {
	tb := pos().Hero(dorinthea).Hand("Overload (red)").Resources(2).
		P2().Hero(rhinar).Hand("Art of War (yellow)", "Titanium Bauble (blue)", "Muscle Mutt (yellow)").Arsenal("Raging Onslaught (yellow)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Overload (red)"), ruletest.Pass(p1),
		ruletest.Play(p2, "Art of War (yellow)"), ruletest.Modes(p2, []int{0, 1, 2, 3}, 1, 2), ruletest.Pitch(p2, "Titanium Bauble (blue)"),
		ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Muscle Mutt (yellow)", "Raging Onslaught (yellow)"),
		ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20, "3 power against 2+3 defense")
	tb.WantZone(p2, rules.ZoneGraveyard, "Art of War (yellow)", "Muscle Mutt (yellow)", "Raging Onslaught (yellow)")
}

// Reprise needs a card from hand: a defense reaction played from the
// arsenal defends, but does not turn it on (CR 8.4.3).
func TestReviewRepriseNotFromArsenal(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("Ironsong Response (red)").Resources(1).
		P2().Hero(rhinar).Arsenal("Dodge (blue)").
		Start(t)
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Dodge (blue)"), ruletest.Pass(p2), ruletest.Pass(p1),
		ruletest.Play(p1, "Ironsong Response (red)"), ruletest.PassToStep(rules.StepReaction, p1))
	if got := len(tb.Link().Defenders); got != 1 {
		t.Fatalf("%d defending cards, want Dodge", got)
	}
	if got := tb.G.Power(tb.Attack()); got != 2 {
		t.Errorf("power = %d, want 2: Dodge came from the arsenal, no reprise", got)
	}
}

// Dawnblade's +1 for its second attack lasts until the end of the turn: the
// next turn it is back to its printed power.
func TestReviewDawnbladeBonusEndsWithTheTurn(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)").Resources(2).
		P2().Hero(rhinar).
		Start(t)
	blade := tb.Find(p1, rules.ZoneArena, dawnblade)
	tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-2-3, "2, then 2+1")
	if got := tb.G.Power(blade); got != 3 {
		t.Errorf("Dawnblade's power this turn = %d, want 3", got)
	}
	tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
	if tb.G.Omniscient().TurnPlayer() != p2 {
		t.Fatalf("turn player = p%d, want p2", tb.G.Omniscient().TurnPlayer()+1)
	}
	if got := tb.G.Power(blade); got != 2 {
		t.Errorf("Dawnblade's power next turn = %d, want 2", got)
	}
}
