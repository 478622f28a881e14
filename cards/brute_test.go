package cards_test

// One test per card of brute.go (Rhinar's cards of Classic Battles). As in
// classic_battles_test.go, p1 is the turn player everywhere.

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

const (
	bruteMutt     = "Muscle Mutt (yellow)"         // Generic, 6 power, cost 3
	bruteBigTree  = "Smash with Big Tree (yellow)" // Brute, 6 power, cost 2
	bruteSigil    = "Sigil of Solace (blue)"       // no power
	bruteBauble   = "Titanium Bauble (blue)"       // pitch 3
	bruteBasher   = "Bone Basher"                  // Brute weapon, 4 power
	bruteDodge    = "Dodge (blue)"
	bruteToughen  = "Toughen Up (blue)"
	bruteOnslaugh = "Raging Onslaught (yellow)" // defense 3
)

// bruteDeck lists p's deck top first (wantZone sorts; the order matters
// here).
func bruteDeck(tb *table, p rules.Player) []string {
	var out []string
	for _, obj := range tb.g.S.Zone(p, rules.ZoneDeck) {
		out = append(out, tb.g.S.CardOf(obj).Key())
	}
	return out
}

func bruteWantDeck(tb *table, p rules.Player, want ...string) {
	tb.t.Helper()
	if got := bruteDeck(tb, p); !slices.Equal(got, want) {
		tb.t.Errorf("p%d deck (top first) = %q, want %q", p+1, got, want)
	}
}

// bruteChoose answers a choose-cards prompt with the card key.
func bruteChoose(p rules.Player, key string) step {
	return answer(rules.AskCards, p, "choose "+key, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return pickCards(v, pr, []string{key})
	})
}

// bruteOrderAsOffered orders simultaneous triggers as the prompt lists
// them (the last one listed goes on the stack last, so resolves first).
func bruteOrderAsOffered(p rules.Player) step {
	return answer(rules.AskOrder, p, "order triggers", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		a := rules.Answer{}
		for _, o := range pr.Options {
			a.IDs = append(a.IDs, o.ID)
		}
		return a, nil
	})
}

// bruteMayIf answers a "may" prompt yes when it is about the card key, no
// otherwise.
func bruteMayIf(p rules.Player, key string) step {
	return answer(rules.AskMay, p, "yes only for "+key, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if keyOf(v, pr.Source) == key {
			return pickOption(v, pr, rules.ActYes, "")
		}
		return pickOption(v, pr, rules.ActNo, "")
	})
}

func bruteWantPower(tb *table, want int, why string) {
	tb.t.Helper()
	if got := tb.g.Power(tb.attack()); got != want {
		tb.t.Errorf("attack power = %d, want %d (%s)", got, want, why)
	}
}

func bruteWantIntimidations(tb *table, want int) {
	tb.t.Helper()
	if n := tb.count(rules.EvIntimidate); n != want {
		tb.t.Errorf("%d intimidations, want %d", n, want)
	}
}

// --- equipment

func TestBoneVizier(t *testing.T) {
	const vizier = "Bone Vizier"
	// p1 attacks with a Mutt; p2 wears the Vizier and has deck.
	game := func(t *testing.T, deck ...string) *table {
		return setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bruteMutt), Resources: 3},
			{Hero: k(dorinthea), Arena: ks(vizier), Deck: ks(deck...)},
		}})
	}
	t.Run("destroyed by blade break: a 6-power card stays on top", func(t *testing.T) {
		tb := game(t, bruteMutt, bruteDodge)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, vizier), passToStep(rules.StepDamage, p1))
		tb.wantLife(p2, 15, "6 power, 1 defense")
		if n := tb.count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals before the Vizier is destroyed, want none", n)
		}
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneGraveyard, vizier)
		if n := tb.count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1 (CR 8.5.17)", n)
		}
		bruteWantDeck(tb, p2, bruteMutt, bruteDodge)
	})
	t.Run("a card with less power goes to the bottom", func(t *testing.T) {
		tb := game(t, bruteDodge, bruteMutt, bruteSigil)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, vizier), passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneGraveyard, vizier)
		bruteWantDeck(tb, p2, bruteMutt, bruteSigil, bruteDodge)
		var revealed string
		for _, e := range tb.events {
			if e.Kind == rules.EvReveal {
				revealed = tb.g.S.Cards[e.Card].Key()
			}
		}
		if revealed != bruteDodge {
			t.Errorf("revealed %q, want %q", revealed, bruteDodge)
		}
	})
	t.Run("not destroyed, nothing revealed", func(t *testing.T) {
		tb := game(t, bruteDodge, bruteMutt)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "undefended")
		tb.wantZone(p2, rules.ZoneArena, dorinthea, vizier)
		if n := tb.count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
		bruteWantDeck(tb, p2, bruteDodge, bruteMutt)
	})
	t.Run("an empty deck reveals nothing", func(t *testing.T) {
		tb := game(t)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, vizier), passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneGraveyard, vizier)
		if n := tb.count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
	})
}

// bruteIronhide tests an Ironhide equipment (key) next to another one
// (other) of the same kind of ability.
func bruteIronhide(t *testing.T, key, other string) {
	game := func(t *testing.T, hand []string, res int) *table {
		return setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bruteMutt), Resources: 3},
			{Hero: k(dorinthea), Arena: ks(key, other), Hand: ks(hand...), Resources: res},
		}})
	}
	t.Run("paying gives +2 defense and it is destroyed when the chain closes", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		// The Bauble is the only card to pitch for {r}: no pitch question.
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, key), passTo(rules.AskMay, p2), yes(p2))
		tb.wantZone(p2, rules.ZonePitch, bruteBauble)
		if got := tb.res(p2); got != 2 {
			t.Errorf("p2 resources = %d, want 2 (3 pitched, 1 paid)", got)
		}
		if got := tb.g.Defense(tb.find(p2, rules.ZoneArena, key)); got != 2 {
			t.Errorf("defense = %d, want 0+2", got)
		}
		tb.run(passToStep(rules.StepDamage, p1))
		tb.wantLife(p2, 16, "6 power, 2 defense")
		tb.wantZone(p2, rules.ZoneArena, dorinthea, key, other) // not before the chain closes
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneArena, dorinthea, other)
		tb.wantZone(p2, rules.ZoneGraveyard, key)
	})
	t.Run("declining: no defense, not destroyed", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, key), passTo(rules.AskMay, p2), no(p2),
			passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "6 power, 0 defense")
		tb.wantZone(p2, rules.ZoneArena, dorinthea, key, other)
		tb.wantZone(p2, rules.ZoneHand, bruteBauble)
	})
	t.Run("a resource point already there pays", func(t *testing.T) {
		tb := game(t, nil, 1)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, key), passTo(rules.AskMay, p2), yes(p2),
			passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 16, "6 power, 2 defense")
		tb.wantZone(p2, rules.ZoneGraveyard, key)
		if got := tb.res(p2); got != 0 {
			t.Errorf("p2 resources = %d, want 0", got)
		}
	})
	t.Run("no way to pay: no question", func(t *testing.T) {
		tb := game(t, nil, 0)
		// The strict script fails on an unexpected may prompt.
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, key), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "6 power, 0 defense")
		tb.wantZone(p2, rules.ZoneArena, dorinthea, key, other)
	})
	t.Run("only the equipment that paid is destroyed", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, key, other),
			passTo(rules.AskOrder, p2), bruteOrderAsOffered(p2),
			passTo(rules.AskMay, p2), bruteMayIf(p2, key),
			passTo(rules.AskMay, p2), bruteMayIf(p2, key),
			passToStep(rules.StepDamage, p1))
		tb.wantLife(p2, 16, "6 power, 2+0 defense")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneArena, dorinthea, other)
		tb.wantZone(p2, rules.ZoneGraveyard, key)
	})
}

func TestIronhideGauntlet(t *testing.T) { bruteIronhide(t, "Ironhide Gauntlet", "Ironhide Legs") }
func TestIronhideLegs(t *testing.T)     { bruteIronhide(t, "Ironhide Legs", "Ironhide Gauntlet") }

// --- non-attack actions

func TestAwakeningBellow(t *testing.T) {
	const bellow = "Awakening Bellow (red)"
	t.Run("the next Brute attack action card gets +3, and it intimidates", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bellow, bruteBigTree), Resources: 3},
			{Hero: k(dorinthea), Hand: ks(bruteDodge)},
		}})
		tb.run(play(p1, bellow), passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneBanished, bruteDodge)
		bruteWantIntimidations(tb, 1)
		if got := tb.actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.run(play(p1, bruteBigTree), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 9, "6+3")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 11, "9 power")
	})
	t.Run("not a weapon attack nor a Generic attack", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks(bruteBasher), Hand: ks(bellow, bruteMutt, bruteBigTree), Resources: 1 + 2 + 3 + 2, Actions: 3},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, bellow), passToStep(rules.StepNone, p1), activate(p1, bruteBasher), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 4, "Bone Basher is no attack action card")
		tb.run(passToStep(rules.StepNone, p1), play(p1, bruteMutt), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 6, "Muscle Mutt is not a Brute card")
		tb.run(passToStep(rules.StepNone, p1), play(p1, bruteBigTree), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 9, "the bonus waited for the Brute attack action card")
	})
}

func TestBarragingBeatdown(t *testing.T) {
	const beat = "Barraging Beatdown (yellow)"
	// p2 holds three Onslaughts (defense 3 each) and wears an Ironrot
	// Helm; intimidate banishes one Onslaught.
	game := func(t *testing.T) *table {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(beat, bruteBigTree), Resources: 2},
			{Hero: k(dorinthea), Arena: ks("Ironrot Helm"), Hand: ks(bruteOnslaugh, bruteOnslaugh, bruteOnslaugh)},
		}})
		tb.run(play(p1, beat), passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneBanished, bruteOnslaugh)
		if got := tb.actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.run(play(p1, bruteBigTree), passToStep(rules.StepAttack, p1))
		bruteWantPower(tb, 9, "undefended: 6+3")
		return tb
	}
	t.Run("one card and equipment defend: still +3", func(t *testing.T) {
		tb := game(t)
		tb.run(passTo(rules.AskDefenders, p2), defend(p2, bruteOnslaugh, "Ironrot Helm"), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 9, "one non-equipment defending card")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-(9-4), "9 power, 3+1 defense")
	})
	t.Run("two cards defend: no bonus", func(t *testing.T) {
		tb := game(t)
		tb.run(passTo(rules.AskDefenders, p2), defend(p2, bruteOnslaugh, bruteOnslaugh), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 6, "two non-equipment defending cards")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20, "6 power, 6 defense")
	})
	t.Run("a Brute weapon attack takes it; a Generic attack does not", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks(bruteBasher), Hand: ks(beat, bruteMutt), Resources: 3 + 2, Actions: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, beat), passToStep(rules.StepNone, p1), play(p1, bruteMutt), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 6, "Muscle Mutt is Generic")
		tb.run(passToStep(rules.StepNone, p1), activate(p1, bruteBasher), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 7, "Bone Basher 4+3")
	})
}

func TestComeToFight(t *testing.T) {
	const come = "Come to Fight (blue)"
	t.Run("the next attack action card gets +1", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(come, bruteMutt), Resources: 4},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, come), passToStep(rules.StepNone, p1))
		if got := tb.actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.run(play(p1, bruteMutt), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 7, "6+1")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 13, "7 power")
		bruteWantIntimidations(tb, 0)
	})
	t.Run("a weapon attack and a non-attack action do not take it", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks(bruteBasher), Hand: ks(come, "Clearing Bellow (blue)", bruteMutt), Resources: 1 + 2 + 3, Actions: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, come), passToStep(rules.StepNone, p1), activate(p1, bruteBasher), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 4, "a weapon attack")
		tb.run(passToStep(rules.StepNone, p1), play(p1, "Clearing Bellow (blue)"), passToStep(rules.StepNone, p1),
			play(p1, bruteMutt), passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 7, "the Mutt is the next attack action card")
	})
}

// --- attacks that draw then discard at random

// bruteDiscarder has p1 (hero) attack with key (cost res) while the top
// of the deck is top: the draw puts it in an otherwise empty hand, so the
// random discard is that card.
func bruteDiscarder(t *testing.T, hero, key string, res int, top string, p2hand ...string) *table {
	t.Helper()
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(hero), Hand: ks(key), Resources: res, Deck: ks(top, bruteDodge)},
		{Hero: k(dorinthea), Hand: ks(p2hand...)},
	}})
	tb.run(play(p1, key), passToStep(rules.StepAttack, p1))
	tb.wantZone(p1, rules.ZoneGraveyard, top)
	tb.wantZone(p1, rules.ZoneHand)
	bruteWantDeck(tb, p1, bruteDodge)
	return tb
}

func TestBareFangs(t *testing.T) {
	const fangs = "Bare Fangs (red)"
	t.Run("a 6-power discard gives +2, and Rhinar intimidates", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, fangs, 2, bruteMutt, bruteDodge)
		bruteWantPower(tb, 8, "6+2")
		// Rhinar's own trigger: a 6-power card discarded in his action phase.
		bruteWantIntimidations(tb, 1)
		tb.wantZone(p2, rules.ZoneBanished, bruteDodge)
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 12, "8 power, undefended")
	})
	t.Run("a smaller discard gives nothing", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, fangs, 2, bruteSigil, bruteDodge)
		bruteWantPower(tb, 6, "no bonus")
		bruteWantIntimidations(tb, 0)
		tb.wantZone(p2, rules.ZoneHand, bruteDodge)
	})
	t.Run("the discard is random among the hand", func(t *testing.T) {
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 16; seed++ {
			tb := setup(t, rules.Position{Seed: seed, Players: [2]rules.Side{
				{Hero: k(dorinthea), Hand: ks(fangs, bruteSigil), Resources: 2, Deck: ks(bruteMutt)},
				{Hero: k(rhinar)},
			}})
			tb.run(play(p1, fangs), passToStep(rules.StepAttack, p1))
			gy := tb.keys(p1, rules.ZoneGraveyard)
			if len(gy) != 1 || len(tb.keys(p1, rules.ZoneHand)) != 1 {
				t.Fatalf("graveyard %q, hand %q: want one card in each", gy, tb.keys(p1, rules.ZoneHand))
			}
			want := 6
			if gy[0] == bruteMutt {
				want = 8
			}
			bruteWantPower(tb, want, "discarded "+gy[0])
			seen[gy[0]] = true
		}
		if len(seen) != 2 {
			t.Errorf("discarded over 16 seeds: %v, want both cards", seen)
		}
	})
}

func TestWildRide(t *testing.T) {
	const ride = "Wild Ride (red)"
	t.Run("a 6-power discard gives go again", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ride, 2, bruteMutt)
		if !tb.g.HasKeyword(tb.attack(), rules.GoAgain) {
			t.Error("Wild Ride has no go again")
		}
		bruteWantPower(tb, 6, "no power bonus")
		tb.run(passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
	})
	t.Run("a smaller discard does not", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ride, 2, bruteSigil)
		tb.run(passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0", got)
		}
	})
}

func TestWreckingBall(t *testing.T) {
	const ball = "Wrecking Ball (red)"
	t.Run("a 6-power discard intimidates, and Rhinar intimidates too", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, ball, 3, bruteMutt, bruteDodge, bruteToughen)
		bruteWantIntimidations(tb, 2)
		tb.wantZone(p2, rules.ZoneBanished, bruteDodge, bruteToughen)
		tb.wantZone(p2, rules.ZoneHand)
		// Nothing left to defend with: no defend prompt.
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "6 power")
	})
	t.Run("another hero: only Wrecking Ball intimidates", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ball, 3, bruteMutt, bruteDodge, bruteToughen)
		bruteWantIntimidations(tb, 1)
		if got := len(tb.keys(p2, rules.ZoneHand)); got != 1 {
			t.Errorf("p2 hand has %d cards, want 1", got)
		}
	})
	t.Run("a smaller discard does not intimidate", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, ball, 3, bruteSigil, bruteDodge)
		bruteWantIntimidations(tb, 0)
		tb.wantZone(p2, rules.ZoneHand, bruteDodge)
	})
}

// --- other attacks

func TestPackCall(t *testing.T) {
	const call = "Pack Call (yellow)"
	defendWith := func(t *testing.T, deck ...string) *table {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bruteMutt), Resources: 3},
			{Hero: k(dorinthea), Hand: ks(call), Deck: ks(deck...)},
		}})
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, call), passToStep(rules.StepReaction, p1))
		if n := tb.count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 17, "6 power, 3 defense")
		return tb
	}
	t.Run("defending: a 6-power card stays on top", func(t *testing.T) {
		tb := defendWith(t, bruteMutt, bruteDodge)
		bruteWantDeck(tb, p2, bruteMutt, bruteDodge)
	})
	t.Run("defending: a smaller card goes to the bottom", func(t *testing.T) {
		tb := defendWith(t, bruteDodge, bruteMutt)
		bruteWantDeck(tb, p2, bruteMutt, bruteDodge)
	})
	t.Run("attacking: no reveal", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(call), Resources: 3, Deck: ks(bruteDodge, bruteMutt)},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, call), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "6 power")
		if n := tb.count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
		bruteWantDeck(tb, p1, bruteDodge, bruteMutt)
	})
}

func TestSmashInstinct(t *testing.T) {
	const smash = "Smash Instinct (yellow)"
	t.Run("intimidates when it attacks", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(smash), Resources: 3},
			{Hero: k(dorinthea), Hand: ks(bruteMutt)},
		}})
		tb.run(play(p1, smash))
		bruteWantIntimidations(tb, 0) // not when played
		// The Mutt is banished, so no defend prompt.
		tb.run(passToStep(rules.StepNone, p1))
		bruteWantIntimidations(tb, 1)
		tb.wantZone(p2, rules.ZoneBanished, bruteMutt)
		tb.wantLife(p2, 14, "6 power")
	})
	t.Run("not when it defends", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bruteMutt, bruteDodge), Resources: 3},
			{Hero: k(dorinthea), Hand: ks(smash)},
		}})
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, smash), passToStep(rules.StepNone, p1))
		bruteWantIntimidations(tb, 0)
		tb.wantZone(p1, rules.ZoneHand, bruteDodge)
		tb.wantLife(p2, 17, "6 power, 3 defense")
	})
}

func TestWoundedBull(t *testing.T) {
	const bull = "Wounded Bull (yellow)"
	game := func(t *testing.T, life1, life2 int) *table {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Life: life1, Hand: ks(bull), Resources: 3},
			{Hero: k(dorinthea), Life: life2},
		}})
		tb.run(play(p1, bull))
		return tb
	}
	t.Run("less life: +1 power", func(t *testing.T) {
		tb := game(t, 10, 20)
		if got, want := tb.stackKeys(), []string{bull, bull}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: the trigger above the card", got, want)
		}
		tb.run(passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 7, "6+1")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 13, "7 power")
	})
	t.Run("equal life: no bonus", func(t *testing.T) {
		tb := game(t, 20, 20)
		if got, want := tb.stackKeys(), []string{bull}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: no trigger", got, want)
		}
		tb.run(passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 6, "not less life")
	})
	t.Run("more life: no bonus", func(t *testing.T) {
		tb := game(t, 20, 5)
		tb.run(passToStep(rules.StepReaction, p1))
		bruteWantPower(tb, 6, "more life")
	})
}

func TestRallyTheRearguard(t *testing.T) {
	const rally = "Rally the Rearguard (blue)"
	// p2 defends p1's Mutt with Rally and holds hand.
	defending := func(t *testing.T, hand ...string) *table {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(bruteMutt), Resources: 3},
			{Hero: k(dorinthea), Hand: ks(append([]string{rally}, hand...)...)},
		}})
		tb.run(play(p1, bruteMutt), passTo(rules.AskDefenders, p2), defend(p2, rally), passToStep(rules.StepReaction, p1), pass(p1))
		return tb
	}
	t.Run("discard a card: +3 defense while defending", func(t *testing.T) {
		tb := defending(t, bruteSigil, bruteBauble)
		tb.wantOffered(rules.ActActivate, rally)
		tb.run(activate(p2, rally), bruteChoose(p2, bruteBauble))
		tb.wantZone(p2, rules.ZoneGraveyard, bruteBauble)
		tb.run(pass(p2), pass(p1))
		if got := tb.g.Defense(tb.g.S.Chain.Active().Defenders[0]); got != 5 {
			t.Errorf("defense = %d, want 2+3", got)
		}
		// Once per turn (CR 5.2.1a), though a card is left to discard.
		tb.run(pass(p1))
		tb.wantBlocked(rules.ActActivate, rally, rules.ReasonOncePerTurn)
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 19, "6 power, 5 defense")
		tb.wantZone(p2, rules.ZoneGraveyard, bruteBauble, rally)
	})
	t.Run("no card to discard", func(t *testing.T) {
		tb := defending(t)
		tb.wantBlocked(rules.ActActivate, rally, rules.ReasonCannotPay)
	})
	t.Run("not from hand, not while attacking", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(rally, bruteSigil), Resources: 2},
			{Hero: k(dorinthea), Hand: ks(rally, bruteSigil)},
		}})
		tb.run()
		if tb.offered(rules.ActActivate, rally) {
			t.Error("Rally in hand can be activated")
		}
		tb.run(play(p1, rally), passTo(rules.AskDefenders, p2), defend(p2), passToStep(rules.StepReaction, p1))
		// The attacking Rally's ability is listed, blocked by its
		// condition, so a learner sees why (CR 5.2.1e).
		tb.wantBlocked(rules.ActActivate, rally, rules.ReasonCondition)
		tb.run(pass(p1))
		if tb.offered(rules.ActActivate, rally) {
			t.Error("p2 can activate the Rally in hand")
		}
	})
}
