package cards_test

// Cross-card rulings from the rules review of the Classic Battles pool and
// the generic mode cards: each case is one a judge would check and players
// often get wrong. Player p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Rhinar's intimidate works only in his own action phase: a 6-power card he
// discards on the opponent's turn (the hit of a Pummel) does nothing.
func TestReviewRhinarDiscardOnOpponentsTurn(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Hand: ks("Muscle Mutt (yellow)", "Pummel (red)"), Resources: 5},
		{Hero: k(rhinar), Hand: ks("Raging Onslaught (yellow)"), Life: 30},
	}})
	tb.run(play(p1, "Muscle Mutt (yellow)"), passTo(rules.AskDefenders, p2), defend(p2),
		passToStep(rules.StepReaction, p1),
		play(p1, "Pummel (red)"), genericModes(p1, []int{1}, 1),
		passToStep(rules.StepNone, p1))
	tb.wantZone(p2, rules.ZoneGraveyard, "Raging Onslaught (yellow)")
	tb.wantLife(p2, 30-10, "6 +4")
	if n := tb.count(rules.EvIntimidate); n != 0 {
		t.Errorf("%d intimidations, want none: not Rhinar's action phase", n)
	}
}

// Reprise looks at the active chain link only: a card from hand that
// defended an earlier link does not count (CR 8.4.3).
func TestReviewRepriseThisChainLinkOnly(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks("On a Knife Edge (yellow)", "Ironsong Response (red)"), Resources: 2},
		{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)"), Arena: ks("Ironrot Legs")},
	}})
	// Link 1: Dawnblade with On a Knife Edge's go again, defended from
	// hand; Dorinthea's extra attack makes link 2.
	tb.run(play(p1, "On a Knife Edge (yellow)"), passToStep(rules.StepNone, p1),
		activate(p1, dawnblade), passTo(rules.AskMay, p1), yes(p1),
		passTo(rules.AskDefenders, p2), defend(p2, "Muscle Mutt (yellow)"), passToStep(rules.StepResolution, p1),
		activate(p1, dawnblade), passTo(rules.AskDefenders, p2), defend(p2, "Ironrot Legs"),
		passToStep(rules.StepReaction, p1), play(p1, "Ironsong Response (red)"), passToStep(rules.StepReaction, p1))
	if got := tb.g.Power(tb.attack()); got != 3 {
		t.Errorf("Dawnblade's power = %d, want 2+1 and no reprise: only equipment defended this link", got)
	}
	tb.run(passToStep(rules.StepNone, p1))
	tb.wantLife(p2, 20-2, "link 1 blocked, link 2: 3 power against 1 defense")
}

// Art of War's first mode reaches the defending hero's own attack action
// cards: played in answer to an attack, it gives a card defending from hand
// +1 defense.
func TestReviewArtOfWarDefendingFromHand(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)"), Resources: 3},
		{Hero: k(dorinthea), Hand: ks("Raging Onslaught (yellow)", "Art of War (yellow)", "Titanium Bauble (blue)")},
	}})
	tb.run(play(p1, "Muscle Mutt (yellow)"), passTo(rules.AskDefenders, p2), defend(p2, "Raging Onslaught (yellow)"),
		passToStep(rules.StepReaction, p1), pass(p1),
		play(p2, "Art of War (yellow)"), genericModes(p2, []int{0, 1, 2, 3}, 0, 1),
		passToStep(rules.StepNone, p1))
	tb.wantLife(p2, 20-(6-4), "6 power against Raging Onslaught's 3+1")
}

// Ironhide that paid and blade break wait for the combat chain to close, not
// for the chain link to end: both still defend, in the arena, while the next
// link goes on.
func TestReviewEquipmentWaitsForTheChainToClose(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks("On a Knife Edge (yellow)"), Resources: 2},
		{Hero: k(rhinar), Arena: ks("Ironhide Legs", "Bone Vizier"), Hand: ks("Titanium Bauble (blue)"),
			Deck: ks("Dodge (blue)", "Muscle Mutt (yellow)")},
	}})
	tb.run(play(p1, "On a Knife Edge (yellow)"), passToStep(rules.StepNone, p1),
		activate(p1, dawnblade), passTo(rules.AskMay, p1), yes(p1),
		passTo(rules.AskDefenders, p2), defend(p2, "Ironhide Legs", "Bone Vizier"),
		passTo(rules.AskMay, p2), yes(p2), passToStep(rules.StepResolution, p1),
		// Nothing is left to defend link 2 with: no defenders prompt.
		activate(p1, dawnblade), passToStep(rules.StepDamage, p1))
	tb.wantZone(p2, rules.ZoneArena, rhinar, "Ironhide Legs", "Bone Vizier")
	tb.run(passTo(rules.AskOrder, p2), warriorOrder(p2), passToStep(rules.StepNone, p1))
	tb.wantZone(p2, rules.ZoneArena, rhinar)
	tb.wantZone(p2, rules.ZoneGraveyard, "Ironhide Legs", "Bone Vizier")
	// Bone Vizier's reveal: Dodge has no power, so it goes to the bottom.
	if got := genericDeck(tb, p2); len(got) != 2 || got[0] != "Muscle Mutt (yellow)" {
		t.Errorf("p2's deck = %q, want Muscle Mutt on top", got)
	}
	tb.wantLife(p2, 20-3, "link 1 blocked by 2+1, link 2: 3 power")
}

// Quicken on an attack that already has go again: it is still destroyed,
// and the failed gain does not count for Dorinthea a second time.
func TestReviewQuickenOnAnAttackWithGoAgain(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Arena: ks(dawnblade, "Quicken"), Hand: ks("On a Knife Edge (yellow)"), Resources: 1},
		{Hero: k(rhinar)},
	}})
	tb.run(play(p1, "On a Knife Edge (yellow)"), passToStep(rules.StepNone, p1),
		activate(p1, dawnblade), passTo(rules.AskOrder, p1), warriorOrder(p1),
		passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepReaction, p1))
	tb.wantZone(p1, rules.ZoneArena, dorinthea, dawnblade)
	if n := tb.count(rules.EvGainGoAgain); n != 1 {
		t.Errorf("%d gains of go again, want 1: the attack had it already when Quicken resolved", n)
	}
	tb.run(passToStep(rules.StepResolution, p1))
	if got := tb.actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1: go again once", got)
	}
}

// A hero with an empty hand is still intimidated (CR 8.5.10a): Beast Mode
// gets its +2 though nothing was banished.
func TestReviewIntimidateAnEmptyHand(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(rhinar), Hand: ks("Clearing Bellow (blue)", "Beast Mode (red)"), Resources: 3},
		{Hero: k(dorinthea)},
	}})
	tb.run(play(p1, "Clearing Bellow (blue)"), passToStep(rules.StepNone, p1),
		play(p1, "Beast Mode (red)"), passToStep(rules.StepNone, p1))
	tb.wantZone(p2, rules.ZoneBanished)
	tb.wantLife(p2, 20-8, "6 +2")
}

// Dominate limits the cards from hand only: with Art of War's third mode, a
// card from the arsenal may defend beside one from hand (CR 8.3.4).
func TestReviewDominateAndTheArsenal(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Hand: ks("Overload (red)"), Resources: 2},
		{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Titanium Bauble (blue)", "Muscle Mutt (yellow)"), Arsenal: ks("Raging Onslaught (yellow)")},
	}})
	tb.run(play(p1, "Overload (red)"), pass(p1),
		play(p2, "Art of War (yellow)"), genericModes(p2, []int{0, 1, 2, 3}, 1, 2), pitch(p2, "Titanium Bauble (blue)"),
		passTo(rules.AskDefenders, p2), defend(p2, "Muscle Mutt (yellow)", "Raging Onslaught (yellow)"),
		passToStep(rules.StepNone, p1))
	tb.wantLife(p2, 20, "3 power against 2+3 defense")
	tb.wantZone(p2, rules.ZoneGraveyard, "Art of War (yellow)", "Muscle Mutt (yellow)", "Raging Onslaught (yellow)")
}

// Reprise needs a card from hand: a defense reaction played from the
// arsenal defends, but does not turn it on (CR 8.4.3).
func TestReviewRepriseNotFromArsenal(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks("Ironsong Response (red)"), Resources: 1},
		{Hero: k(rhinar), Arsenal: ks("Dodge (blue)")},
	}})
	tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1), pass(p1), play(p2, "Dodge (blue)"), pass(p2), pass(p1),
		play(p1, "Ironsong Response (red)"), passToStep(rules.StepReaction, p1))
	if got := len(tb.g.S.Chain.Active().Defenders); got != 1 {
		t.Fatalf("%d defending cards, want Dodge", got)
	}
	if got := tb.g.Power(tb.attack()); got != 2 {
		t.Errorf("power = %d, want 2: Dodge came from the arsenal, no reprise", got)
	}
}

// Dawnblade's +1 for its second attack lasts until the end of the turn: the
// next turn it is back to its printed power.
func TestReviewDawnbladeBonusEndsWithTheTurn(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks("On a Knife Edge (yellow)"), Resources: 2},
		{Hero: k(rhinar)},
	}})
	blade := tb.find(p1, rules.ZoneArena, dawnblade)
	tb.run(play(p1, "On a Knife Edge (yellow)"), passToStep(rules.StepNone, p1),
		activate(p1, dawnblade), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1),
		activate(p1, dawnblade), passToStep(rules.StepNone, p1))
	tb.wantLife(p2, 20-2-3, "2, then 2+1")
	if got := tb.g.Power(blade); got != 3 {
		t.Errorf("Dawnblade's power this turn = %d, want 3", got)
	}
	tb.run(pass(p1), pass(p2), passTo(rules.AskPriority, p2))
	if tb.g.S.TurnPlayer != p2 {
		t.Fatalf("turn player = p%d, want p2", tb.g.S.TurnPlayer+1)
	}
	if got := tb.g.Power(blade); got != 2 {
		t.Errorf("Dawnblade's power next turn = %d, want 2", got)
	}
}
