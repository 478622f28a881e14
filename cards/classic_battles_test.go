package cards_test

// One test per card of classic_battles.go: each plays the card through the
// engine from a position and checks what happened. Player p1 (index 0) is the
// turn player everywhere.

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/carddata"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// --- heroes

func TestRhinar(t *testing.T) {
	for _, tc := range []struct {
		rule        string
		name        string
		discard     string   // the only card left for Wrecker Romp's random discard
		stack       []string // once Romp is played
		banished    []string // p2's, when the attack is on the chain
		intimidated bool
	}{
		{"8.5.10", "discarding a 6-power card in his action phase intimidates", "Muscle Mutt (yellow)",
			[]string{"Wrecker Romp (blue)", rhinar}, []string{"Dodge (blue)"}, true},
		{"8.5.10", "a card with less power does not", "Sigil of Solace (blue)",
			[]string{"Wrecker Romp (blue)"}, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Wrecker Romp (blue)", "Titanium Bauble (blue)", tc.discard).
				P2().Hero(dorinthea).Hand("Dodge (blue)").
				Start(t)
			// Bauble pays for Romp; the other card is then the only one
			// left for Romp's random discard. Rhinar's trigger goes above
			// the attack.
			tb.Run(ruletest.Play(p1, "Wrecker Romp (blue)"), ruletest.Pitch(p1, "Titanium Bauble (blue)"))
			tb.WantZone(p1, rules.ZoneGraveyard, tc.discard)
			tb.WantStack(tc.stack...)
			tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantZone(p2, rules.ZoneBanished, tc.banished...)
			tb.WantCount(rules.EvIntimidate, len(tc.banished), "CR "+tc.rule)
			if got := tb.G.Omniscient().Stats(p1).Intimidated; got != tc.intimidated {
				t.Errorf("Rhinar intimidated this turn = %v, want %v", got, tc.intimidated)
			}
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 14, "Wrecker Romp's 6 power, undefended")
		})
	}
}

func TestDorinthea(t *testing.T) {
	t.Run("Dawnblade attacks again after it gains go again", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)", "Blade Flash (blue)").Resources(3).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(
			ruletest.Play(p1, "On a Knife Edge (yellow)"),
			ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, dawnblade), // the attack gains go again: Dorinthea triggers
			ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
			ruletest.PassToStep(rules.StepResolution, p1),
		)
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.WantOffered(rules.ActActivate, dawnblade)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		// The second attack gains go again too: not the first time this
		// turn, so no trigger (the strict script would meet its question).
		tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-2-3, "two Dawnblade attacks, the second with +1")
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from Blade Flash's go again", got)
		}
		tb.WantBlocked(rules.ActActivate, dawnblade, rules.ReasonOncePerTurn)
	})
	t.Run("declining the trigger gives no extra attack", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)").Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(
			ruletest.Play(p1, "On a Knife Edge (yellow)"),
			ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, dawnblade),
			ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1),
			ruletest.PassToStep(rules.StepResolution, p1),
		)
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.WantBlocked(rules.ActActivate, dawnblade, rules.ReasonOncePerTurn)
	})
	t.Run("without go again Dawnblade attacks once", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Resources(2).Actions(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepNone, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 left", got)
		}
		tb.WantBlocked(rules.ActActivate, dawnblade, rules.ReasonOncePerTurn)
	})
}

// --- weapons

func TestBoneBasher(t *testing.T) {
	tb := pos().Hero(rhinar).Arena("Bone Basher").Hand("Titanium Bauble (blue)").Actions(2).
		P2().Hero(dorinthea).
		Start(t)
	// {r}{r}: the Bauble is the only card to pitch, so no question.
	tb.Run(ruletest.Activate(p1, "Bone Basher"), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 4 {
		t.Errorf("attack power = %d, want 4", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 16, "Bone Basher's 4 power")
	tb.WantZone(p1, rules.ZonePitch, "Titanium Bauble (blue)")
	if got := tb.Resources(p1); got != 1 {
		t.Errorf("resources = %d, want 1 (3 pitched, 2 paid)", got)
	}
	// Once per turn (CR 5.2.1a), even with an action point left.
	tb.WantBlocked(rules.ActActivate, "Bone Basher", rules.ReasonOncePerTurn)
}

func TestDawnblade(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("Blade Flash (blue)").Resources(3).
		P2().Hero(rhinar).
		Start(t)
	blade := tb.Find(p1, rules.ZoneArena, dawnblade)
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 2 {
		t.Errorf("first attack power = %d, want 2", got)
	}
	tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1))
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 3 {
		t.Errorf("second attack power = %d, want 3", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-2-3, "2 then 3")
	// The +1 lasts until the end of the turn.
	if got := tb.G.Power(blade); got != 3 {
		t.Errorf("Dawnblade's power after the chain closed = %d, want 3", got)
	}
}

// --- equipment

// bladeBreak has p2 defend with the equipment key against a 6-power attack
// while other stays home: only the one that defended is destroyed when the
// chain closes (CR 8.3.3).
func bladeBreak(t *testing.T, key, other string) {
	tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
		P2().Hero(dorinthea).Arena(key, other).
		Start(t)
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, key), ruletest.PassToStep(rules.StepDamage, p1))
	tb.WantLife(p2, 15, "6 power, 1 defense")
	tb.WantZone(p2, rules.ZoneArena, dorinthea, key, other) // not before the chain closes
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p2, rules.ZoneArena, dorinthea, other)
	tb.WantZone(p2, rules.ZoneGraveyard, key)
}

func TestIronrotHelm(t *testing.T) { bladeBreak(t, "Ironrot Helm", "Ironrot Legs") }
func TestIronrotLegs(t *testing.T) { bladeBreak(t, "Ironrot Legs", "Ironrot Helm") }

func TestBlossomOfSpring(t *testing.T) {
	tb := pos().Hero(rhinar).Arena("Blossom of Spring").Hand("Pack Hunt (red)").Resources(1).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Activate(p1, "Blossom of Spring"))
	// Destroyed as a cost, before the ability resolves.
	tb.WantZone(p1, rules.ZoneGraveyard, "Blossom of Spring")
	if got := tb.Actions(p1); got != 0 {
		t.Errorf("actions while the ability waits = %d, want 0", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	if got := tb.Resources(p1); got != 2 {
		t.Errorf("resources = %d, want 2", got)
	}
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1 from go again", got)
	}
	// The point pays for Pack Hunt with the one already there.
	tb.Run(ruletest.Play(p1, "Pack Hunt (red)"))
	if got := tb.Resources(p1); got != 0 {
		t.Errorf("resources after Pack Hunt = %d, want 0", got)
	}
}

func TestGallantryGold(t *testing.T) {
	t.Run("weapon attacks get +1 this turn", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade, "Gallantry Gold").Hand("Overload (red)").Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Gallantry Gold"))
		tb.WantZone(p1, rules.ZoneGraveyard, "Gallantry Gold")
		if got := tb.Resources(p1); got != 1 {
			t.Errorf("resources = %d, want 1 after paying {r}", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from go again", got)
		}
		tb.Run(ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
		if got := tb.G.Power(tb.Attack()); got != 3 {
			t.Errorf("Overload's power = %d, want 3: not a weapon attack", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		if got := tb.G.Power(tb.Attack()); got != 3 {
			t.Errorf("Dawnblade's power = %d, want 2+1", got)
		}
	})
	for _, tc := range []struct {
		rule    string
		name    string
		defend  []string
		life    int
		defense int // once the chain closed
	}{
		{"8.3.2", "battleworn after defending", []string{"Gallantry Gold"}, 15, 0},
		{"8.3.2", "no counter when it did not defend", nil, 14, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
				P2().Hero(dorinthea).Arena("Gallantry Gold").
				Start(t)
			gold := tb.Find(p2, rules.ZoneArena, "Gallantry Gold")
			tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...),
				ruletest.PassToStep(rules.StepResolution, p1))
			tb.WantLife(p2, tc.life, "6 power")
			tb.WantDefense(gold, 1, "before the chain closes")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantZone(p2, rules.ZoneArena, dorinthea, "Gallantry Gold")
			tb.WantDefense(gold, tc.defense, "after the chain closed (a -1 counter if it defended, CR "+tc.rule+")")
		})
	}
}

// --- attack actions

func TestMuscleMutt(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)", "Titanium Bauble (blue)").
		P2().Hero(dorinthea).Hand("Muscle Mutt (yellow)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 16, "6 power, a Mutt defending for 2")
	tb.WantZone(p1, rules.ZonePitch, "Titanium Bauble (blue)")
	tb.WantZone(p1, rules.ZoneGraveyard, "Muscle Mutt (yellow)")
	tb.WantZone(p2, rules.ZoneGraveyard, "Muscle Mutt (yellow)")
	if got := tb.Resources(p1); got != 0 {
		t.Errorf("resources = %d, want 0 (cost 3)", got)
	}
}

func TestRagingOnslaught(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Raging Onslaught (yellow)").Resources(3).
		P2().Hero(dorinthea).Hand("Raging Onslaught (yellow)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Raging Onslaught (yellow)"), ruletest.PassToStep(rules.StepAttack, p1))
	if got := tb.G.Power(tb.Attack()); got != 6 {
		t.Errorf("power = %d, want 6", got)
	}
	if got := tb.Resources(p1); got != 0 {
		t.Errorf("resources = %d, want 0 (cost 3)", got)
	}
	tb.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Raging Onslaught (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 17, "6 power, 3 defense")
}

func TestSmashWithBigTree(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Smash with Big Tree (yellow)").Resources(2).
		P2().Hero(dorinthea).Hand("Smash with Big Tree (yellow)", "Muscle Mutt (yellow)").
		Start(t)
	// It has no defense: only the Mutt may defend (CR 7.3.2a).
	offers := ruletest.Answer(rules.AskDefenders, p2, "check defenders", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if got := ruletest.Describe(v, pr); got != "[card Muscle Mutt (yellow)]" {
			return rules.Answer{}, errors.New("defenders offered: " + got)
		}
		return rules.Answer{}, nil
	})
	tb.Run(ruletest.Play(p1, "Smash with Big Tree (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), offers, ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 14, "6 power, undefended")
	if got := tb.Resources(p1); got != 0 {
		t.Errorf("resources = %d, want 0 (cost 2)", got)
	}
}

func TestBeastMode(t *testing.T) {
	for _, tc := range []struct {
		rule  string
		name  string
		first []string // cards played before Beast Mode
		power int
	}{
		{"8.5.10", "6 power without intimidating", nil, 6},
		{"8.5.10", "8 power after intimidating", []string{"Clearing Bellow (blue)"}, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Beast Mode (red)").Hand(tc.first...).Resources(3).
				P2().Hero(dorinthea).Hand("Dodge (blue)").
				Start(t)
			tb.WantPower(tb.Find(p1, rules.ZoneHand, "Beast Mode (red)"), 6, "in hand")
			for _, c := range tc.first {
				tb.Run(ruletest.Play(p1, c), ruletest.PassToStep(rules.StepNone, p1))
			}
			tb.Run(ruletest.Play(p1, "Beast Mode (red)"), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "CR "+tc.rule)
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-tc.power, "undefended")
		})
	}
}

func TestWreckerRomp(t *testing.T) {
	t.Run("discards a random card", func(t *testing.T) {
		hand := []string{"Dodge (blue)", "Sigil of Solace (blue)"}
		tb := pos().Hero(rhinar).Hand("Wrecker Romp (blue)", hand[0], hand[1]).Resources(2).
			P2().Hero(dorinthea).
			Start(t)
		// No question: the discard is random.
		tb.Run(ruletest.Play(p1, "Wrecker Romp (blue)"))
		gy, left := tb.Keys(p1, rules.ZoneGraveyard), tb.Keys(p1, rules.ZoneHand)
		if len(gy) != 1 || len(left) != 1 || !slices.Contains(hand, gy[0]) || !slices.Contains(hand, left[0]) || gy[0] == left[0] {
			t.Fatalf("graveyard %q, hand %q: want one of %q in each", gy, left, hand)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power")
	})
	t.Run("the discard follows the seed", func(t *testing.T) {
		// A different seed may pick the other card: the choice is the
		// generator's, not always the first or last card.
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 16; seed++ {
			tb := pos().Seed(seed).Hero(rhinar).Hand("Wrecker Romp (blue)", "Dodge (blue)", "Sigil of Solace (blue)").Resources(2).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, "Wrecker Romp (blue)"))
			seen[strings.Join(tb.Keys(p1, rules.ZoneGraveyard), ",")] = true
		}
		if len(seen) != 2 {
			t.Errorf("discarded over 16 seeds: %v, want both cards", seen)
		}
	})
	t.Run("cannot be played with no other card in hand", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Wrecker Romp (blue)").Resources(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, "Wrecker Romp (blue)", rules.ReasonCannotPay)
	})
}

func TestAlphaRampage(t *testing.T) {
	t.Run("Rhinar specialization", func(t *testing.T) {
		deck := func(hero string, arena ...string) rules.Deck {
			return rules.Deck{Hero: k(hero), Arena: ks(arena...), Cards: ks("Alpha Rampage (red)", "Dodge (blue)")}
		}
		_, err := rules.New(rules.Setup{Players: [2]rules.Deck{deck(dorinthea, dawnblade), deck(rhinar, "Bone Basher")}})
		if err == nil || !strings.Contains(err.Error(), "8.3.7") {
			t.Errorf("Dorinthea with Alpha Rampage: err = %v, want a specialization error (CR 8.3.7)", err)
		}
		if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{deck(rhinar, "Bone Basher"), deck(rhinar, "Bone Basher")}}); err != nil {
			t.Errorf("Rhinar with Alpha Rampage: %v", err)
		}
	})
	t.Run("discards and intimidates", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Alpha Rampage (red)", "Dodge (blue)").Resources(3).
			P2().Hero(dorinthea).Hand("Muscle Mutt (yellow)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Alpha Rampage (red)"))
		tb.WantZone(p1, rules.ZoneGraveyard, "Dodge (blue)")
		tb.WantZone(p1, rules.ZoneHand)
		if n := tb.Count(rules.EvIntimidate); n != 0 {
			t.Errorf("%d intimidations before it attacks, want none", n)
		}
		// The Mutt is banished when it attacks: no defend prompt.
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneBanished, "Muscle Mutt (yellow)")
		tb.WantLife(p2, 11, "9 power, undefended")
		if n := tb.Count(rules.EvIntimidate); n != 1 {
			t.Errorf("%d intimidations, want 1", n)
		}
	})
	t.Run("cannot be played with no other card in hand", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Alpha Rampage (red)").Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, "Alpha Rampage (red)", rules.ReasonCannotPay)
	})
}

func TestOverload(t *testing.T) {
	const overload = "Overload (red)"
	game := func(t *testing.T) *ruletest.Game {
		return pos().Hero(dorinthea).Hand(overload).
			P2().Hero(rhinar).Arena("Ironrot Helm").Hand("Muscle Mutt (yellow)", "Raging Onslaught (yellow)", "Dodge (blue)").
			Start(t)
	}
	toDefend := []ruletest.Step{ruletest.Play(p1, overload), ruletest.PassTo(rules.AskDefenders, p2)}
	t.Run("dominate: one card from hand", func(t *testing.T) {
		tb := game(t)
		tb.Run(toDefend...)
		pr := tb.Prompt()
		if got := pr.Limited(rules.PlaceHand); got != 1 {
			t.Errorf("cards from hand limited to %d, want 1 (CR 8.3.4)", got)
		}
		v := tb.G.ViewFor(p2)
		two, err := ruletest.PickCards(v, pr, []string{"Muscle Mutt (yellow)", "Raging Onslaught (yellow)"})
		if err != nil {
			t.Fatal(err)
		}
		if pr.Check(two) == nil {
			t.Error("two cards from hand pass the prompt's check")
		}
		one, err := ruletest.PickCards(v, pr, []string{"Muscle Mutt (yellow)", "Ironrot Helm"})
		if err != nil {
			t.Fatal(err)
		}
		if err := pr.Check(one); err != nil {
			t.Errorf("a card from hand and equipment: %v", err)
		}
	})
	t.Run("dominate: the engine rejects two cards from hand", func(t *testing.T) {
		err := game(t).RunErr(append(toDefend, ruletest.Defend(p2, "Muscle Mutt (yellow)", "Raging Onslaught (yellow)"))...)
		if err == nil || errors.Is(err, rules.ErrScriptDone) || !strings.Contains(err.Error(), "8.3.4") {
			t.Errorf("run = %v, want the answer rejected (CR 8.3.4)", err)
		}
	})
	t.Run("dominate: no defense reaction after a card from hand", func(t *testing.T) {
		tb := game(t)
		tb.Run(append(toDefend, ruletest.Defend(p2, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1))...)
		tb.WantBlocked(rules.ActPlay, "Dodge (blue)", rules.ReasonDominate)
	})
	for _, tc := range []struct {
		rule    string
		name    string
		defend  string
		life    int
		goAgain bool
	}{
		{"8.3.5", "gains go again when it hits", "Ironrot Helm", 18, true},
		{"8.3.5", "no go again when it does not hit", "Raging Onslaught (yellow)", 20, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := game(t)
			tb.Run(append(toDefend, ruletest.Defend(p2, tc.defend), ruletest.PassToStep(rules.StepReaction, p1))...)
			if tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
				t.Error("Overload has go again before the damage step")
			}
			tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
			tb.WantLife(p2, tc.life, "3 power against "+tc.defend)
			if got := tb.G.HasKeyword(tb.Attack(), rules.GoAgain); got != tc.goAgain {
				t.Errorf("go again after the damage step = %v, want %v (CR %s)", got, tc.goAgain, tc.rule)
			}
			tb.WantActions(p1, map[bool]int{true: 1, false: 0}[tc.goAgain], "CR "+tc.rule)
		})
	}
}

// --- non-attack actions

func TestClearingBellow(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Clearing Bellow (blue)").
		P2().Hero(dorinthea).Hand("Dodge (blue)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Clearing Bellow (blue)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p2, rules.ZoneBanished, "Dodge (blue)")
	if o := tb.Obj(tb.Find(p2, rules.ZoneBanished, "Dodge (blue)")); o.FaceUp {
		t.Error("the intimidated card is face up, want face down (CR 8.5.10)")
	}
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1 from go again", got)
	}
	if !tb.G.Omniscient().Stats(p1).Intimidated {
		t.Error("p1 has not intimidated this turn")
	}
	// The banished card returns at the beginning of the end phase.
	tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
	if tb.G.Omniscient().TurnPlayer() != p2 {
		t.Fatalf("turn player = p%d, want p2", tb.G.Omniscient().TurnPlayer()+1)
	}
	tb.WantZone(p2, rules.ZoneHand, "Dodge (blue)")
	tb.WantZone(p2, rules.ZoneBanished)
}

func TestSharpenSteel(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("Sharpen Steel (red)", "Overload (red)").Resources(1).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Play(p1, "Sharpen Steel (red)"), ruletest.PassToStep(rules.StepNone, p1))
	if got := tb.Actions(p1); got != 1 {
		t.Fatalf("actions = %d, want 1 from go again", got)
	}
	// Overload is not a weapon attack: the bonus waits for Dawnblade.
	tb.Run(ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 3 {
		t.Errorf("Overload's power = %d, want 3", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 5 {
		t.Errorf("Dawnblade's power = %d, want 2+3", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-3-5, "Overload, then Dawnblade with +3")
}

func TestVisitTheBlacksmith(t *testing.T) {
	const visit = "Visit the Blacksmith (blue)"
	for _, tc := range []struct {
		rule         string
		name         string
		hero, weapon string
		res, power   int
	}{
		{"6.2", "a sword gets +1", dorinthea, dawnblade, 1, 2 + 1},
		{"6.2", "a club does not", rhinar, "Bone Basher", 2, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(tc.hero).Arena(tc.weapon).Hand(visit).Resources(tc.res).Start(t)
			tb.Run(ruletest.Play(p1, visit), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantActions(p1, 1, "go again")
			tb.Run(ruletest.Activate(p1, tc.weapon), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "CR "+tc.rule)
		})
	}
}

func TestOnAKnifeEdge(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("On a Knife Edge (yellow)").Resources(1).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
	if got := tb.Actions(p1); got != 1 {
		t.Fatalf("actions = %d, want 1 from the card's go again", got)
	}
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepReaction, p1))
	if !tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
		t.Error("Dawnblade's attack has no go again")
	}
	if got := tb.Actions(p1); got != 0 {
		t.Errorf("actions during the attack = %d, want 0", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1 from the attack's go again (CR 8.3.5)", got)
	}
}

// --- reactions

func TestIronsongResponse(t *testing.T) {
	const iron = "Ironsong Response (red)"
	defend := func(keys ...string) []ruletest.Step {
		return []ruletest.Step{ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, keys...), ruletest.PassToStep(rules.StepReaction, p1)}
	}
	for _, tc := range []struct {
		rule   string
		name   string
		arena  []string // p2's
		hand   []string // p2's
		defend []ruletest.Step
		power  int
		life   int
	}{
		{"8.4.3", "reprise after a card from hand defended", nil, []string{"Muscle Mutt (yellow)"},
			defend("Muscle Mutt (yellow)"), 5, 17},
		{"8.4.3", "no reprise when only equipment defended", []string{"Ironrot Helm"}, []string{"Muscle Mutt (yellow)"},
			defend("Ironrot Helm"), 2, 19},
		{"8.4.3", "no reprise when nothing defended", nil, []string{"Muscle Mutt (yellow)"},
			defend(), 2, 18},
		{"8.4.3", "reprise after a defense reaction from hand", nil, []string{"Dodge (blue)"},
			[]ruletest.Step{ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Dodge (blue)"), ruletest.Pass(p2), ruletest.Pass(p1)}, 5, 17},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(iron).Resources(1).
				P2().Hero(rhinar).Arena(tc.arena...).Hand(tc.hand...).
				Start(t)
			tb.Run(append([]ruletest.Step{ruletest.Activate(p1, dawnblade)}, tc.defend...)...)
			tb.Run(ruletest.Play(p1, iron), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "Dawnblade's 2, +3 on reprise (CR "+tc.rule+")")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, tc.life, "what got through")
			tb.WantZone(p1, rules.ZoneGraveyard, iron) // it resolved, with or without effect
		})
	}
}

func TestThrust(t *testing.T) {
	t.Run("a sword attack gets +3", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("Thrust (red)").Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Thrust (red)"), ruletest.PassToStep(rules.StepReaction, p1))
		if got := tb.G.Power(tb.Attack()); got != 5 {
			t.Errorf("power = %d, want 2+3", got)
		}
		if got := tb.Resources(p1); got != 0 {
			t.Errorf("resources = %d, want 0 (1 for Dawnblade, 1 for Thrust)", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 15, "5 power")
	})
	t.Run("not a club attack", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Bone Basher").Hand("Thrust (red)").Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Bone Basher"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActPlay, "Thrust (red)", rules.ReasonNoTarget)
	})
}

func TestBladeFlash(t *testing.T) {
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand("Blade Flash (blue)").Resources(2).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	if tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
		t.Fatal("Dawnblade's attack has go again before Blade Flash")
	}
	tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepReaction, p1))
	if !tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
		t.Error("Dawnblade's attack has no go again")
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1 from go again", got)
	}
}

func TestInTheSwing(t *testing.T) {
	const swing = "In the Swing (red)"
	tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(swing, "Blade Flash (blue)").Resources(3).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantBlocked(rules.ActPlay, swing, rules.ReasonRestricted) // one weapon attack so far
	tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1),
		ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantOffered(rules.ActPlay, swing)
	tb.Run(ruletest.Play(p1, swing), ruletest.PassToStep(rules.StepReaction, p1))
	if got := tb.G.Power(tb.Attack()); got != 6 {
		t.Errorf("power = %d, want 2+1 (second attack)+3", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-2-6, "2, then 6")
}

func TestDodge(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
		P2().Hero(dorinthea).Hand("Dodge (blue)").
		Start(t)
	// A defense reaction does not defend in the defend step (no prompt:
	// nothing else could defend) and is not played before the reaction step.
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepAttack, p1), ruletest.Pass(p1))
	tb.WantBlocked(rules.ActPlay, "Dodge (blue)", rules.ReasonNotDefending)
	tb.Run(ruletest.Pass(p2), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Dodge (blue)"), ruletest.PassToStep(rules.StepDamage, p1))
	if got := tb.Link().Defenders; len(got) != 1 {
		t.Errorf("%d defending cards, want Dodge", len(got))
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 16, "6 power, 2 defense")
	tb.WantZone(p2, rules.ZoneGraveyard, "Dodge (blue)")
}

func TestToughenUp(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
		P2().Hero(dorinthea).Hand("Toughen Up (blue)", "Titanium Bauble (blue)").
		Start(t)
	tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2),
		ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Toughen Up (blue)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 18, "6 power, 4 defense")
	tb.WantZone(p2, rules.ZonePitch, "Titanium Bauble (blue)") // paid {r}{r}
	tb.WantZone(p2, rules.ZoneGraveyard, "Toughen Up (blue)")
	if got := tb.Resources(p2); got != 1 {
		t.Errorf("p2 resources = %d, want 1", got)
	}
}

// --- other

func TestTitaniumBauble(t *testing.T) {
	const bauble = "Titanium Bauble (blue)"
	t.Run("cannot be played", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(bauble).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, bauble, rules.ReasonResourceCard)
	})
	t.Run("pitches for 3", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)", bauble).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"))
		tb.WantZone(p1, rules.ZonePitch, bauble)
		if got := tb.Resources(p1); got != 0 {
			t.Errorf("resources = %d, want 0 (3 pitched, 3 paid)", got)
		}
		if got, want := tb.StackKeys(), []string{"Muscle Mutt (yellow)"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q", got, want)
		}
	})
	t.Run("defends for 3", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
			P2().Hero(dorinthea).Hand(bauble).
			Start(t)
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, bauble), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 17, "6 power, 3 defense")
		tb.WantZone(p2, rules.ZoneGraveyard, bauble)
	})
}

func TestSigilOfSolace(t *testing.T) {
	const sigil = "Sigil of Solace (blue)"
	t.Run("the other player plays it with an empty stack", func(t *testing.T) {
		tb := pos().Hero(rhinar).
			P2().Hero(dorinthea).Life(15).Hand(sigil).
			Start(t)
		tb.Run(ruletest.Pass(p1), ruletest.Play(p2, sigil))
		if got, want := tb.StackKeys(), []string{sigil}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q", got, want)
		}
		tb.WantLife(p2, 15, "not resolved yet")
		tb.Run(ruletest.Pass(p2), ruletest.Pass(p1), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 16, "gained 1")
		tb.WantZone(p2, rules.ZoneGraveyard, sigil)
	})
	t.Run("the other player plays two while holding priority", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
			P2().Hero(dorinthea).Life(15).Hand(sigil, sigil).
			Start(t)
		// In the layer step, with the attack on the stack: no action could
		// be played now, an instant can.
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.Pass(p1), ruletest.Play(p2, sigil))
		if tb.G.Omniscient().Priority() != p2 {
			t.Fatalf("priority: p%d, want p2 to hold it (CR 1.11.5)", tb.G.Omniscient().Priority()+1)
		}
		tb.Run(ruletest.Play(p2, sigil))
		if got, want := tb.StackKeys(), []string{"Muscle Mutt (yellow)", sigil, sigil}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q", got, want)
		}
		tb.Run(ruletest.Pass(p2), ruletest.Pass(p1))
		tb.WantLife(p2, 16, "the top Sigil resolved")
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantLife(p2, 17, "both resolved")
		if got, want := tb.StackKeys(), []string{"Muscle Mutt (yellow)"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q", got, want)
		}
	})
}

// --- the pool as a whole

// testName is the test a card's key asks for: the name before any comma and
// colour, in CamelCase ("On a Knife Edge (yellow)" -> TestOnAKnifeEdge).
func testName(key string) string {
	name, _ := cards.SplitKey(key)
	name, _, _ = strings.Cut(name, ",")
	// An apostrophe joins its word: Warrior's Valor is TestWarriorsValor.
	name = strings.NewReplacer("'", "", "’", "").Replace(name)
	var b strings.Builder
	b.WriteString("Test")
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		r := []rune(w)
		b.WriteString(string(unicode.ToUpper(r[0])) + string(r[1:]))
	}
	return b.String()
}

// TestEveryCardHasATest reads this package's test files and checks that
// every card has a test named after it, and that the test names the card's
// key (as a string or through a string constant).
func TestEveryCardHasATest(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	consts := map[string]string{} // package-level string constants
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, file)
		for _, d := range file.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
				for _, spec := range gd.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, id := range vs.Names {
						if i < len(vs.Values) {
							if s, ok := stringLit(vs.Values[i]); ok {
								consts[id.Name] = s
							}
						}
					}
				}
			}
		}
	}
	tests := map[string]map[string]bool{} // test name -> strings it names
	for _, file := range parsed {
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") {
				continue
			}
			named := map[string]bool{}
			ast.Inspect(fn, func(n ast.Node) bool {
				if s, ok := stringLit(n); ok {
					named[s] = true
				}
				if id, ok := n.(*ast.Ident); ok {
					if s, ok := consts[id.Name]; ok {
						named[s] = true
					}
				}
				return true
			})
			tests[fn.Name.Name] = named
		}
	}
	keys := cards.Keys()
	if len(keys) == 0 {
		t.Fatal("no cards")
	}
	for _, key := range keys {
		name := testName(key)
		named, ok := tests[name]
		switch {
		case !ok:
			t.Errorf("%s has no test: want %s", key, name)
		case !named[key]:
			t.Errorf("%s does not name %q", name, key)
		}
	}
}

// stringLit returns the value of a string literal node.
func stringLit(n ast.Node) (string, bool) {
	l, ok := n.(*ast.BasicLit)
	if !ok || l.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(l.Value)
	return s, err == nil
}

func TestStatsMatchPrintedData(t *testing.T) {
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		name, color := cards.SplitKey(key)
		p, ok := carddata.Lookup(name, color)
		if !ok {
			t.Errorf("%s: no printed data", key)
			continue
		}
		if c.Name != p.Name {
			t.Errorf("%s: name %q, printed %q", key, c.Name, p.Name)
		}
		if col, _ := rules.ParseColor(p.Color); c.Color != col {
			t.Errorf("%s: color %s, printed %q", key, c.Color, p.Color)
		}
		stats := []struct {
			what    string
			got     int
			printed carddata.Stat
			prop    rules.Props
		}{
			{"pitch", c.Pitch, p.Pitch, rules.HasPitch},
			{"cost", c.Cost, p.Cost, rules.HasCost},
			{"power", c.Power, p.Power, rules.HasPower},
			{"defense", c.Defense, p.Defense, rules.HasDefense},
			{"life", c.Life, p.Life, rules.HasLife},
			{"intellect", c.Intellect, p.Intellect, rules.HasIntellect},
		}
		if p.DefenseStar {
			stats[3].printed.Has = true // CR 2.3.2a: "*", a defense an ability defines
		}
		for _, s := range stats {
			if c.Has(s.prop) != s.printed.Has {
				t.Errorf("%s: has %s = %v, printed %v", key, s.what, c.Has(s.prop), s.printed.Has)
			}
			if s.got != s.printed.V {
				t.Errorf("%s: %s %d, printed %d", key, s.what, s.got, s.printed.V)
			}
		}
		for _, w := range p.Types {
			if v, ok := rules.ParseType(w); ok && !c.Types.Has(v) {
				t.Errorf("%s: not a %s", key, w)
			}
			if v, ok := rules.ParseSubtype(w); ok && !c.Subtypes.Has(v) {
				t.Errorf("%s: no subtype %s", key, w)
			}
			if v, ok := rules.ParseClass(w); ok && !c.Classes.Has(v) {
				t.Errorf("%s: no class %s", key, w)
			}
		}
	}
}
