package cards_test

// One test per card of brute.go (Rhinar's cards of Classic Battles). As in
// classic_battles_test.go, p1 is the turn player everywhere.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
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

// bruteMayIf answers a "may" prompt yes when it is about the card key, no
// otherwise.
func bruteMayIf(p rules.Player, key string) ruletest.Step {
	return ruletest.Answer(rules.AskMay, p, "yes only for "+key, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if ruletest.KeyOf(v, pr.Source) == key {
			return ruletest.PickOption(v, pr, rules.ActYes, "")
		}
		return ruletest.PickOption(v, pr, rules.ActNo, "")
	})
}

// --- equipment

func TestBoneVizier(t *testing.T) {
	const vizier = "Bone Vizier"
	// p1 attacks with a Mutt; p2 wears the Vizier and has deck.
	game := func(t *testing.T, deck ...string) *ruletest.Game {
		return pos().Hero(rhinar).Hand(bruteMutt).Resources(3).
			P2().Hero(dorinthea).Arena(vizier).Deck(deck...).
			Start(t)
	}
	t.Run("destroyed by blade break: a 6-power card stays on top", func(t *testing.T) {
		tb := game(t, bruteMutt, bruteDodge)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, vizier), ruletest.PassToStep(rules.StepDamage, p1))
		tb.WantLife(p2, 15, "6 power, 1 defense")
		if n := tb.Count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals before the Vizier is destroyed, want none", n)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneGraveyard, vizier)
		if n := tb.Count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1 (CR 8.5.17)", n)
		}
		tb.WantOrder(p2, rules.ZoneDeck, bruteMutt, bruteDodge)
	})
	t.Run("a card with less power goes to the bottom", func(t *testing.T) {
		tb := game(t, bruteDodge, bruteMutt, bruteSigil)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, vizier), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneGraveyard, vizier)
		tb.WantOrder(p2, rules.ZoneDeck, bruteMutt, bruteSigil, bruteDodge)
		var revealed string
		for _, e := range tb.Events {
			if e.Kind == rules.EvReveal {
				revealed = tb.G.Omniscient().CardByIndex(e.Card).Key()
			}
		}
		if revealed != bruteDodge {
			t.Errorf("revealed %q, want %q", revealed, bruteDodge)
		}
	})
	t.Run("not destroyed, nothing revealed", func(t *testing.T) {
		tb := game(t, bruteDodge, bruteMutt)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "undefended")
		tb.WantZone(p2, rules.ZoneArena, dorinthea, vizier)
		if n := tb.Count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
		tb.WantOrder(p2, rules.ZoneDeck, bruteDodge, bruteMutt)
	})
	t.Run("an empty deck reveals nothing", func(t *testing.T) {
		tb := game(t)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, vizier), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneGraveyard, vizier)
		if n := tb.Count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
	})
}

// bruteIronhide tests an Ironhide equipment (key) next to another one
// (other) of the same kind of ability.
func bruteIronhide(t *testing.T, key, other string) {
	game := func(t *testing.T, hand []string, res int) *ruletest.Game {
		return pos().Hero(rhinar).Hand(bruteMutt).Resources(3).
			P2().Hero(dorinthea).Arena(key, other).Hand(hand...).Resources(res).
			Start(t)
	}
	t.Run("paying gives +2 defense and it is destroyed when the chain closes", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		// The Bauble is the only card to pitch for {r}: no pitch question.
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key), ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2))
		tb.WantZone(p2, rules.ZonePitch, bruteBauble)
		if got := tb.Resources(p2); got != 2 {
			t.Errorf("p2 resources = %d, want 2 (3 pitched, 1 paid)", got)
		}
		if got := tb.G.Defense(tb.Find(p2, rules.ZoneArena, key)); got != 2 {
			t.Errorf("defense = %d, want 0+2", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepDamage, p1))
		tb.WantLife(p2, 16, "6 power, 2 defense")
		tb.WantZone(p2, rules.ZoneArena, dorinthea, key, other) // not before the chain closes
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneArena, dorinthea, other)
		tb.WantZone(p2, rules.ZoneGraveyard, key)
	})
	t.Run("declining: no defense, not destroyed", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key), ruletest.PassTo(rules.AskMay, p2), ruletest.No(p2),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power, 0 defense")
		tb.WantZone(p2, rules.ZoneArena, dorinthea, key, other)
		tb.WantZone(p2, rules.ZoneHand, bruteBauble)
	})
	t.Run("a resource point already there pays", func(t *testing.T) {
		tb := game(t, nil, 1)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key), ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 16, "6 power, 2 defense")
		tb.WantZone(p2, rules.ZoneGraveyard, key)
		if got := tb.Resources(p2); got != 0 {
			t.Errorf("p2 resources = %d, want 0", got)
		}
	})
	t.Run("no way to pay: no question", func(t *testing.T) {
		tb := game(t, nil, 0)
		// The strict script fails on an unexpected may prompt.
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power, 0 defense")
		tb.WantZone(p2, rules.ZoneArena, dorinthea, key, other)
	})
	t.Run("only the equipment that paid is destroyed", func(t *testing.T) {
		tb := game(t, []string{bruteBauble}, 0)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key, other),
			ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2),
			ruletest.PassTo(rules.AskMay, p2), bruteMayIf(p2, key),
			ruletest.PassTo(rules.AskMay, p2), bruteMayIf(p2, key),
			ruletest.PassToStep(rules.StepDamage, p1))
		tb.WantLife(p2, 16, "6 power, 2+0 defense")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneArena, dorinthea, other)
		tb.WantZone(p2, rules.ZoneGraveyard, key)
	})
}

func TestIronhideGauntlet(t *testing.T) { bruteIronhide(t, "Ironhide Gauntlet", "Ironhide Legs") }
func TestIronhideLegs(t *testing.T)     { bruteIronhide(t, "Ironhide Legs", "Ironhide Gauntlet") }

// --- non-attack actions

func TestAwakeningBellow(t *testing.T) {
	const bellow = "Awakening Bellow (red)"
	t.Run("the next Brute attack action card gets +3, and it intimidates", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(bellow, bruteBigTree).Resources(3).
			P2().Hero(dorinthea).Hand(bruteDodge).
			Start(t)
		tb.Run(ruletest.Play(p1, bellow), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneBanished, bruteDodge)
		tb.WantCount(rules.EvIntimidate, 1, "intimidations")
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.Run(ruletest.Play(p1, bruteBigTree), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 9, "6+3")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 11, "9 power")
	})
	t.Run("not a weapon attack nor a Generic attack", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena(bruteBasher).Hand(bellow, bruteMutt, bruteBigTree).Resources(1 + 2 + 3 + 2).Actions(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, bellow), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, bruteBasher), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "Bone Basher is no attack action card")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, bruteMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "Muscle Mutt is not a Brute card")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, bruteBigTree), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 9, "the bonus waited for the Brute attack action card")
	})
}

func TestBarragingBeatdown(t *testing.T) {
	const beat = "Barraging Beatdown (yellow)"
	// p2 holds three Onslaughts (defense 3 each) and wears an Ironrot
	// Helm; intimidate banishes one Onslaught.
	game := func(t *testing.T) *ruletest.Game {
		tb := pos().Hero(rhinar).Hand(beat, bruteBigTree).Resources(2).
			P2().Hero(dorinthea).Arena("Ironrot Helm").Hand(bruteOnslaugh, bruteOnslaugh, bruteOnslaugh).
			Start(t)
		tb.Run(ruletest.Play(p1, beat), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneBanished, bruteOnslaugh)
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.Run(ruletest.Play(p1, bruteBigTree), ruletest.PassToStep(rules.StepAttack, p1))
		tb.WantPower(tb.Attack(), 9, "undefended: 6+3")
		return tb
	}
	for _, tc := range []struct {
		rule   string
		name   string
		defend []string
		power  int
		life   int
	}{
		{"7.0.5", "one card and equipment defend: still +3", []string{bruteOnslaugh, "Ironrot Helm"}, 9, 20 - (9 - 4)},
		{"7.0.5", "two cards defend: no bonus", []string{bruteOnslaugh, bruteOnslaugh}, 6, 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := game(t)
			tb.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "+3 while defended by fewer than two cards that are not equipment (CR "+tc.rule+")")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, tc.life, "what got through")
		})
	}
	t.Run("a Brute weapon attack takes it; a Generic attack does not", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena(bruteBasher).Hand(beat, bruteMutt).Resources(3 + 2).Actions(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, beat), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, bruteMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "Muscle Mutt is Generic")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, bruteBasher), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "Bone Basher 4+3")
	})
}

func TestComeToFight(t *testing.T) {
	const come = "Come to Fight (blue)"
	t.Run("the next attack action card gets +1", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(come, bruteMutt).Resources(4).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, come), ruletest.PassToStep(rules.StepNone, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "6+1")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 13, "7 power")
		tb.WantCount(rules.EvIntimidate, 0, "intimidations")
	})
	t.Run("a weapon attack and a non-attack action do not take it", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena(bruteBasher).Hand(come, "Clearing Bellow (blue)", bruteMutt).Resources(1 + 2 + 3).Actions(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, come), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, bruteBasher), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "a weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Clearing Bellow (blue)"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, bruteMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "the Mutt is the next attack action card")
	})
}

// --- attacks that draw then discard at random

// bruteDiscarder has p1 (hero) attack with key (cost res) while the top
// of the deck is top: the draw puts it in an otherwise empty hand, so the
// random discard is that card.
func bruteDiscarder(t *testing.T, hero, key string, res int, top string, p2hand ...string) *ruletest.Game {
	t.Helper()
	tb := pos().Hero(hero).Hand(key).Resources(res).Deck(top, bruteDodge).
		P2().Hero(dorinthea).Hand(p2hand...).
		Start(t)
	tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepAttack, p1))
	tb.WantZone(p1, rules.ZoneGraveyard, top)
	tb.WantZone(p1, rules.ZoneHand)
	tb.WantOrder(p1, rules.ZoneDeck, bruteDodge)
	return tb
}

func TestBareFangs(t *testing.T) {
	const fangs = "Bare Fangs (red)"
	t.Run("a 6-power discard gives +2, and Rhinar intimidates", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, fangs, 2, bruteMutt, bruteDodge)
		tb.WantPower(tb.Attack(), 8, "6+2")
		// Rhinar's own trigger: a 6-power card discarded in his action phase.
		tb.WantCount(rules.EvIntimidate, 1, "intimidations")
		tb.WantZone(p2, rules.ZoneBanished, bruteDodge)
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 12, "8 power, undefended")
	})
	t.Run("a smaller discard gives nothing", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, fangs, 2, bruteSigil, bruteDodge)
		tb.WantPower(tb.Attack(), 6, "no bonus")
		tb.WantCount(rules.EvIntimidate, 0, "intimidations")
		tb.WantZone(p2, rules.ZoneHand, bruteDodge)
	})
	t.Run("the discard is random among the hand", func(t *testing.T) {
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 16; seed++ {
			tb := pos().Seed(seed).Hero(dorinthea).Hand(fangs, bruteSigil).Resources(2).Deck(bruteMutt).
				P2().Hero(rhinar).
				Start(t)
			tb.Run(ruletest.Play(p1, fangs), ruletest.PassToStep(rules.StepAttack, p1))
			gy := tb.Keys(p1, rules.ZoneGraveyard)
			if len(gy) != 1 || len(tb.Keys(p1, rules.ZoneHand)) != 1 {
				t.Fatalf("graveyard %q, hand %q: want one card in each", gy, tb.Keys(p1, rules.ZoneHand))
			}
			want := 6
			if gy[0] == bruteMutt {
				want = 8
			}
			tb.WantPower(tb.Attack(), want, "discarded "+gy[0])
			seen[gy[0]] = true
		}
		if len(seen) != 2 {
			t.Errorf("discarded over 16 seeds: %v, want both cards", seen)
		}
	})
	// Each colour: its printed power, +2 after a 6-power discard.
	for key, power := range map[string]int{"Bare Fangs (red)": 6, "Bare Fangs (yellow)": 5, "Bare Fangs (blue)": 4} {
		tb := bruteDiscarder(t, dorinthea, key, 2, bruteMutt)
		tb.WantPower(tb.Attack(), power+2, key+": printed power and 2")
	}
}

func TestWildRide(t *testing.T) {
	const ride = "Wild Ride (red)"
	t.Run("a 6-power discard gives go again", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ride, 2, bruteMutt)
		if !tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
			t.Error("Wild Ride has no go again")
		}
		tb.WantPower(tb.Attack(), 6, "no power bonus")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
	})
	t.Run("a smaller discard does not", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ride, 2, bruteSigil)
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0", got)
		}
	})
	// Each colour: its printed power, and go again after a 6-power discard.
	for key, power := range map[string]int{"Wild Ride (red)": 6, "Wild Ride (yellow)": 5, "Wild Ride (blue)": 4} {
		tb := bruteDiscarder(t, dorinthea, key, 2, bruteMutt)
		tb.WantPower(tb.Attack(), power, key+": printed power")
		if !tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
			t.Errorf("%s has no go again", key)
		}
	}
}

func TestWreckingBall(t *testing.T) {
	const ball = "Wrecking Ball (red)"
	t.Run("a 6-power discard intimidates, and Rhinar intimidates too", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, ball, 3, bruteMutt, bruteDodge, bruteToughen)
		tb.WantCount(rules.EvIntimidate, 2, "intimidations")
		tb.WantZone(p2, rules.ZoneBanished, bruteDodge, bruteToughen)
		tb.WantZone(p2, rules.ZoneHand)
		// Nothing left to defend with: no defend prompt.
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power")
	})
	t.Run("another hero: only Wrecking Ball intimidates", func(t *testing.T) {
		tb := bruteDiscarder(t, dorinthea, ball, 3, bruteMutt, bruteDodge, bruteToughen)
		tb.WantCount(rules.EvIntimidate, 1, "intimidations")
		if got := len(tb.Keys(p2, rules.ZoneHand)); got != 1 {
			t.Errorf("p2 hand has %d cards, want 1", got)
		}
	})
	t.Run("a smaller discard does not intimidate", func(t *testing.T) {
		tb := bruteDiscarder(t, rhinar, ball, 3, bruteSigil, bruteDodge)
		tb.WantCount(rules.EvIntimidate, 0, "intimidations")
		tb.WantZone(p2, rules.ZoneHand, bruteDodge)
	})
}

// --- other attacks

func TestPackCall(t *testing.T) {
	call := "Pack Call (yellow)"
	defendWith := func(t *testing.T, deck ...string) *ruletest.Game {
		tb := pos().Hero(rhinar).Hand(bruteMutt).Resources(3).
			P2().Hero(dorinthea).Hand(call).Deck(deck...).
			Start(t)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, call), ruletest.PassToStep(rules.StepReaction, p1))
		if n := tb.Count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 17, "6 power, 3 defense")
		return tb
	}
	for _, tc := range []struct {
		rule       string
		name       string
		deck, want []string // p2's, top first
	}{
		{"8.5.17", "defending: a 6-power card stays on top", []string{bruteMutt, bruteDodge}, []string{bruteMutt, bruteDodge}},
		{"8.5.17", "defending: a smaller card goes to the bottom", []string{bruteDodge, bruteMutt}, []string{bruteMutt, bruteDodge}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := defendWith(t, tc.deck...)
			tb.WantOrder(p2, rules.ZoneDeck, tc.want...)
		})
	}
	t.Run("attacking: no reveal", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(call).Resources(3).Deck(bruteDodge, bruteMutt).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, call), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power")
		if n := tb.Count(rules.EvReveal); n != 0 {
			t.Errorf("%d reveals, want none", n)
		}
		tb.WantOrder(p1, rules.ZoneDeck, bruteDodge, bruteMutt)
	})
	// The other colours: 3 defense each, the same reveal.
	for _, call = range []string{"Pack Call (red)", "Pack Call (blue)"} {
		tb := defendWith(t, bruteDodge, bruteMutt)
		tb.WantOrder(p2, rules.ZoneDeck, bruteMutt, bruteDodge)
	}
}

func TestSmashInstinct(t *testing.T) {
	const smash = "Smash Instinct (yellow)"
	t.Run("intimidates when it attacks", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(smash).Resources(3).
			P2().Hero(dorinthea).Hand(bruteMutt).
			Start(t)
		tb.Run(ruletest.Play(p1, smash))
		tb.WantCount(rules.EvIntimidate, 0, "intimidations") // not when played
		// The Mutt is banished, so no defend prompt.
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantCount(rules.EvIntimidate, 1, "intimidations")
		tb.WantZone(p2, rules.ZoneBanished, bruteMutt)
		tb.WantLife(p2, 14, "6 power")
	})
	t.Run("not when it defends", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(bruteMutt, bruteDodge).Resources(3).
			P2().Hero(dorinthea).Hand(smash).
			Start(t)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, smash), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantCount(rules.EvIntimidate, 0, "intimidations")
		tb.WantZone(p1, rules.ZoneHand, bruteDodge)
		tb.WantLife(p2, 17, "6 power, 3 defense")
	})
}

func TestWoundedBull(t *testing.T) {
	const bull = "Wounded Bull (yellow)"
	for _, tc := range []struct {
		rule         string
		name         string
		life1, life2 int
		stack        []string // once it is played: its trigger above it, or not
		power        int
	}{
		{"1.8.4", "less life: +1 power", 10, 20, []string{bull, bull}, 7},
		{"1.8.4", "equal life: no bonus", 20, 20, []string{bull}, 6},
		{"1.8.4", "more life: no bonus", 20, 15, []string{bull}, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Life(tc.life1).Hand(bull).Resources(3).
				P2().Hero(dorinthea).Life(tc.life2).
				Start(t)
			tb.Run(ruletest.Play(p1, bull))
			tb.WantStack(tc.stack...)
			tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "CR "+tc.rule+": 6, +1 with less life than the opponent")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, tc.life2-tc.power, "undefended")
		})
	}
}

func TestRallyTheRearguard(t *testing.T) {
	rally := "Rally the Rearguard (blue)"
	// p2 defends p1's Mutt with Rally and holds hand.
	defending := func(t *testing.T, hand ...string) *ruletest.Game {
		tb := pos().Hero(rhinar).Hand(bruteMutt).Resources(3).
			P2().Hero(dorinthea).Hand(append([]string{rally}, hand...)...).
			Start(t)
		tb.Run(ruletest.Play(p1, bruteMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, rally), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1))
		return tb
	}
	t.Run("discard a card: +3 defense while defending", func(t *testing.T) {
		tb := defending(t, bruteSigil, bruteBauble)
		tb.WantOffered(rules.ActActivate, rally)
		tb.Run(ruletest.Activate(p2, rally), ruletest.Choose(p2, bruteBauble))
		tb.WantZone(p2, rules.ZoneGraveyard, bruteBauble)
		tb.Run(ruletest.Pass(p2), ruletest.Pass(p1))
		if got := tb.G.Defense(tb.Link().Defenders[0]); got != 5 {
			t.Errorf("defense = %d, want 2+3", got)
		}
		// Once per turn (CR 5.2.1a), though a card is left to discard.
		tb.Run(ruletest.Pass(p1))
		tb.WantBlocked(rules.ActActivate, rally, rules.ReasonOncePerTurn)
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 19, "6 power, 5 defense")
		tb.WantZone(p2, rules.ZoneGraveyard, bruteBauble, rally)
	})
	t.Run("no card to discard", func(t *testing.T) {
		tb := defending(t)
		tb.WantBlocked(rules.ActActivate, rally, rules.ReasonNoCardToDiscard)
	})
	t.Run("the other colours: 2 defense, +3", func(t *testing.T) {
		for _, key := range []string{"Rally the Rearguard (red)", "Rally the Rearguard (yellow)"} {
			rally = key
			tb := defending(t, bruteSigil)
			tb.Run(ruletest.Activate(p2, rally), ruletest.PassToStep(rules.StepNone, p1)) // the one card: discarded unasked
			tb.WantLife(p2, 19, key+": 6 power, 2+3 defense")
		}
		rally = "Rally the Rearguard (blue)"
	})
	t.Run("not from hand, not while attacking", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(rally, bruteSigil).Resources(2).
			P2().Hero(dorinthea).Hand(rally, bruteSigil).
			Start(t)
		tb.Run()
		if tb.Offered(rules.ActActivate, rally) {
			t.Error("Rally in hand can be activated")
		}
		tb.Run(ruletest.Play(p1, rally), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepReaction, p1))
		// The attacking Rally's ability is listed, blocked by its
		// condition, so a learner sees why (CR 5.2.1e).
		tb.WantBlocked(rules.ActActivate, rally, rules.ReasonCondition)
		tb.Run(ruletest.Pass(p1))
		if tb.Offered(rules.ActActivate, rally) {
			t.Error("p2 can activate the Rally in hand")
		}
	})
}
