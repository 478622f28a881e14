package cards_test

// Tests of the generic modal cards of generic.go: each plays the card
// through the engine, chooses its modes through the decider, and checks what
// the chosen modes did and what the others did not.

import (
	"context"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

func TestPummel(t *testing.T) {
	t.Run("a club weapon attack gets the bonus of each colour", func(t *testing.T) {
		for _, tc := range []struct {
			key   string
			bonus int
		}{{"Pummel (red)", 4}, {"Pummel (yellow)", 3}, {"Pummel (blue)", 2}} {
			t.Run(tc.key, func(t *testing.T) {
				tb := pos().Hero(rhinar).Arena("Bone Basher").Hand(tc.key).Resources(4).
					P2().Hero(dorinthea).
					Start(t)
				// Only the weapon mode is offered: no attack action card.
				tb.Run(ruletest.Activate(p1, "Bone Basher"), ruletest.PassToStep(rules.StepReaction, p1),
					ruletest.Play(p1, tc.key), ruletest.Modes(p1, []int{0}, 0), ruletest.PassToStep(rules.StepNone, p1))
				tb.WantLife(p2, 20-4-tc.bonus, "Bone Basher's 4 and Pummel's bonus")
				tb.WantZone(p1, rules.ZoneGraveyard, tc.key)
			})
		}
	})
	t.Run("an attack action card costing 2 or more gets the bonus and a discard on hit", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)", "Pummel (yellow)").Resources(5).
			P2().Hero(dorinthea).Hand("Dodge (blue)", "Sigil of Solace (blue)").
			Start(t)
		// p2 has nothing to defend with: a defense reaction and an instant.
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1),
			// Without a club or hammer attack only the second mode is offered.
			ruletest.Play(p1, "Pummel (yellow)"), ruletest.Modes(p1, []int{1}, 1),
			ruletest.PassToStep(rules.StepReaction, p1))
		if got := tb.G.Power(tb.Attack()); got != 9 {
			t.Errorf("attack power = %d, want 6+3", got)
		}
		// The hit hero chooses the card they discard.
		tb.Run(ruletest.PassTo(rules.AskCards, p2), ruletest.Choose(p2, "Sigil of Solace (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 11, "9 power")
		tb.WantZone(p2, rules.ZoneGraveyard, "Sigil of Solace (blue)")
		tb.WantZone(p2, rules.ZoneHand, "Dodge (blue)")
	})
	t.Run("no discard when the attack does not hit", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)", "Pummel (blue)").Resources(5).
			P2().Hero(dorinthea).Hand("Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)", "Dodge (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassTo(rules.AskDefenders, p2),
			ruletest.Defend(p2, "Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)"),
			ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Play(p1, "Pummel (blue)"), ruletest.Modes(p1, []int{1}, 1),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20, "8 power against 9 defense")
		tb.WantZone(p2, rules.ZoneHand, "Dodge (blue)")
		if n := tb.Count(rules.EvDiscard); n != 0 {
			t.Errorf("%d discards, want none without a hit", n)
		}
	})
	t.Run("a sword or a cheap attack action card is no target", func(t *testing.T) {
		for _, tc := range []struct {
			rule   string
			pos    *ruletest.Builder
			attack ruletest.Step
		}{
			{"5.1.5", pos().Hero(dorinthea).Arena(dawnblade).Hand("Pummel (red)").Resources(3), ruletest.Activate(p1, dawnblade)},
			{"5.1.5", pos().Hero(rhinar).Hand("Overload (red)", "Pummel (red)").Resources(2), ruletest.Play(p1, "Overload (red)")},
		} {
			tb := tc.pos.P2().Hero(dorinthea).Start(t)
			tb.Run(tc.attack, ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantBlocked(rules.ActPlay, "Pummel (red)", rules.ReasonNoTarget)
		}
	})
}

func TestRazorReflex(t *testing.T) {
	t.Run("a sword weapon attack gets the bonus of each colour", func(t *testing.T) {
		for _, tc := range []struct {
			key   string
			bonus int
		}{{"Razor Reflex (red)", 3}, {"Razor Reflex (yellow)", 2}, {"Razor Reflex (blue)", 1}} {
			t.Run(tc.key, func(t *testing.T) {
				tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(tc.key).Resources(2).
					P2().Hero(rhinar).
					Start(t)
				tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1),
					ruletest.Play(p1, tc.key), ruletest.Modes(p1, []int{0}, 0), ruletest.PassToStep(rules.StepResolution, p1))
				tb.WantLife(p2, 20-2-tc.bonus, "Dawnblade's 2 and the bonus")
				// The weapon mode gives no go again, hit or not.
				if got := tb.Actions(p1); got != 0 {
					t.Errorf("actions = %d, want 0", got)
				}
			})
		}
	})
	t.Run("a cheap attack action card gets the bonus and go again when it hits", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (yellow)").Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 1),
			ruletest.Choose(p1, "Sigil of Solace (blue)"), ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Play(p1, "Razor Reflex (yellow)"), ruletest.Modes(p1, []int{1}, 1),
			ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20-5-2-2, "Enlightened Strike 5, +2 of its mode, +2")
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: the attack hit and gained go again", got)
		}
	})
	t.Run("no go again without a hit", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (blue)").Resources(1).
			P2().Hero(dorinthea).Hand("Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 1),
			ruletest.Choose(p1, "Sigil of Solace (blue)"), ruletest.PassTo(rules.AskDefenders, p2),
			ruletest.Defend(p2, "Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)"),
			ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Play(p1, "Razor Reflex (blue)"), ruletest.Modes(p1, []int{1}, 1),
			ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20, "8 power against 9 defense")
		if got := tb.Actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0: no hit, no go again", got)
		}
	})
	t.Run("a club or a costly attack action card is no target", func(t *testing.T) {
		for _, tc := range []struct {
			rule   string
			pos    *ruletest.Builder
			attack ruletest.Step
		}{
			{"5.1.5", pos().Hero(rhinar).Arena("Bone Basher").Hand("Razor Reflex (red)").Resources(3), ruletest.Activate(p1, "Bone Basher")},
			{"5.1.5", pos().Hero(rhinar).Hand("Pack Hunt (red)", "Razor Reflex (red)").Resources(3), ruletest.Play(p1, "Pack Hunt (red)")},
		} {
			tb := tc.pos.P2().Hero(dorinthea).Start(t)
			tb.Run(tc.attack, ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantBlocked(rules.ActPlay, "Razor Reflex (red)", rules.ReasonNoTarget)
		}
	})
}

func TestCaptainsCall(t *testing.T) {
	type attack struct {
		card  string
		then  []ruletest.Step // the questions of its play
		power int
	}
	es := []ruletest.Step{ruletest.Modes(p1, []int{0, 1, 2}, 1)} // Enlightened Strike's +2
	for _, tc := range []struct {
		rule         string
		name         string
		call         string
		mode         int
		hand         []string
		res, actions int
		attacks      []attack
		actionsAfter int
	}{
		{"1.8.10", "+2 power for the next attack action card costing 2 or less (red)", "Captain's Call (red)", 0,
			[]string{"Pack Hunt (red)"}, 2, 1, []attack{{"Pack Hunt (red)", nil, 6 + 2}}, 0},
		{"1.8.10", "a card costing more does not take the bonus (red)", "Captain's Call (red)", 0,
			[]string{"Muscle Mutt (yellow)"}, 3, 1, []attack{{"Muscle Mutt (yellow)", nil, 6}}, 0},
		{"1.8.10", "go again for the next attack action card costing 1 or less (yellow)", "Captain's Call (yellow)", 1,
			[]string{"Enlightened Strike (red)", "Sigil of Solace (blue)"}, 0, 1, []attack{{"Enlightened Strike (red)", es, 5 + 2}}, 1},
		{"1.8.10", "a card costing 2 does not gain go again (yellow)", "Captain's Call (yellow)", 1,
			[]string{"Pack Hunt (red)"}, 2, 1, []attack{{"Pack Hunt (red)", nil, 6}}, 0},
		// The effect waits past Pack Hunt for Overload, which hits and
		// gains its own go again.
		{"1.8.10", "only a card costing 0 takes the bonus (blue)", "Captain's Call (blue)", 0,
			[]string{"Pack Hunt (red)", "Overload (red)"}, 2, 2, []attack{{"Pack Hunt (red)", nil, 6}, {"Overload (red)", nil, 3 + 2}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand(tc.call).Hand(tc.hand...).Resources(tc.res).Actions(tc.actions).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, tc.call), ruletest.Modes(p1, []int{0, 1}, tc.mode), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantActions(p1, tc.actions, "Captain's Call's go again")
			life := 20
			for _, a := range tc.attacks {
				tb.Run(append(append([]ruletest.Step{ruletest.Play(p1, a.card)}, a.then...), ruletest.PassToStep(rules.StepReaction, p1))...)
				tb.WantPower(tb.Attack(), a.power, "CR "+tc.rule)
				tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
				life -= a.power
			}
			tb.WantLife(p2, life, "undefended")
			tb.WantActions(p1, tc.actionsAfter, "go again of the last attack")
		})
	}
}

func TestEnlightenedStrike(t *testing.T) {
	t.Run("a card from hand goes to the bottom of the deck, and the draw comes with the attack", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)").Deck("Dodge (blue)", "Toughen Up (blue)").
			P2().Hero(dorinthea).
			Start(t)
		// The only other card pays the cost, without a question.
		tb.Run(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 0))
		if got, want := tb.Keys(p1, rules.ZoneDeck), []string{"Dodge (blue)", "Toughen Up (blue)", "Sigil of Solace (blue)"}; !slices.Equal(got, want) {
			t.Errorf("deck = %q, want %q", got, want)
		}
		tb.WantZone(p1, rules.ZoneHand) // nothing drawn while it is a layer
		tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantZone(p1, rules.ZoneHand, "Dodge (blue)")
		draws := 0
		for _, e := range tb.Events {
			if e.Kind == rules.EvDraw {
				draws++
				if e.Step != rules.StepAttack {
					t.Errorf("drew in step %q, want the attack step (a trigger of the attack)", e.Step)
				}
			}
		}
		if draws != 1 {
			t.Errorf("%d draws, want 1", draws)
		}
		if got := tb.G.Power(tb.Attack()); got != 5 {
			t.Errorf("power = %d, want 5: the +2 mode was not chosen", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0: the go again mode was not chosen", got)
		}
	})
	for _, tc := range []struct {
		rule          string
		name          string
		mode          int
		life, actions int
	}{
		{"1.7.5", "+2 power", 1, 20 - 5 - 2, 0},
		{"1.7.5", "go again", 2, 20 - 5, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)").Deck("Dodge (blue)").
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, tc.mode), ruletest.PassToStep(rules.StepResolution, p1))
			tb.WantLife(p2, tc.life, "CR "+tc.rule+": 5 power, and +2 in its mode")
			tb.WantZone(p1, rules.ZoneHand) // the draw mode was not chosen
			tb.WantActions(p1, tc.actions, "go again in its mode")
		})
	}
	t.Run("the player chooses which card pays, and one mode only", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)", "Dodge (blue)").
			P2().Hero(dorinthea).
			Start(t)
		err := tb.RunErr(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 1, 2))
		if err == nil {
			t.Fatal("two modes were accepted for a choose-one card")
		}
		tb = pos().Hero(rhinar).Hand("Enlightened Strike (red)", "Sigil of Solace (blue)", "Dodge (blue)").
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 1), ruletest.Choose(p1, "Dodge (blue)"))
		tb.WantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		tb.WantZone(p1, rules.ZoneDeck, "Dodge (blue)")
	})
	t.Run("it cannot pay with itself: alone in hand it cannot be played", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Enlightened Strike (red)").
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, "Enlightened Strike (red)", rules.ReasonCannotPay)
	})
}

func TestArtOfWar(t *testing.T) {
	t.Run("go again for the next attack action card; the +1 misses a card played after it (CR 6.2.4)", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Art of War (yellow)", "Muscle Mutt (yellow)").Resources(4).
			P2().Hero(dorinthea).
			Start(t)
		// Chosen in another order than printed: they happen in printed order.
		tb.Run(ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 1, 0), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
		mutt := tb.Attack()
		if got := tb.G.Power(mutt); got != 6 {
			t.Errorf("Muscle Mutt's power = %d, want 6: it was in hand as Art of War resolved", got)
		}
		if got := tb.G.Defense(mutt); got != 2 {
			t.Errorf("Muscle Mutt's defense = %d, want 2", got)
		}
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 14, "6 power")
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from the go again", got)
		}
	})
	t.Run("exactly two modes, each once", func(t *testing.T) {
		for _, chosen := range [][]int{{0}, {0, 0}, {0, 1, 2}} {
			tb := pos().Hero(rhinar).Hand("Art of War (yellow)").Resources(1).
				P2().Hero(dorinthea).
				Start(t)
			if err := tb.RunErr(ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, chosen...)); err == nil {
				t.Errorf("modes %v were accepted", chosen)
			}
		}
	})
	t.Run("the defending hero defends from arsenal with the extra defense", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
			P2().Hero(dorinthea).Hand("Art of War (yellow)", "Titanium Bauble (blue)").Arsenal("Raging Onslaught (yellow)").
			Start(t)
		// An instant in answer to the attack; the Bauble is the only card
		// to pitch.
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.Pass(p1),
			ruletest.Play(p2, "Art of War (yellow)"), ruletest.Modes(p2, []int{0, 1, 2, 3}, 0, 2),
			ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Raging Onslaught (yellow)"),
			ruletest.PassToStep(rules.StepNone, p1))
		// The attack is p1's: it does not get p2's +1; nor does Raging
		// Onslaught, in the arsenal as Art of War resolved (CR 6.2.4).
		tb.WantLife(p2, 20-(6-3), "6 power against Raging Onslaught's 3 defense")
		tb.WantZone(p2, rules.ZoneArsenal)
		tb.WantZone(p2, rules.ZoneGraveyard, "Art of War (yellow)", "Raging Onslaught (yellow)")
	})
	t.Run("without it the arsenal does not defend", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Muscle Mutt (yellow)").Resources(3).
			P2().Hero(dorinthea).Arsenal("Raging Onslaught (yellow)").
			Start(t)
		// No defenders prompt: the strict script would stop on it.
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "undefended")
		tb.WantZone(p2, rules.ZoneArsenal, "Raging Onslaught (yellow)")
	})
	t.Run("banish an attack action card from hand to draw 2", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Art of War (yellow)", "Raging Onslaught (yellow)", "Sigil of Solace (blue)").Deck("Dodge (blue)", "Toughen Up (blue)", "Overload (red)").Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		// Sigil of Solace is no attack action card: the only choice is
		// Raging Onslaught, so only "may" is asked.
		tb.Run(ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 2, 3),
			ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneBanished, "Raging Onslaught (yellow)")
		tb.WantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)", "Dodge (blue)", "Toughen Up (blue)")
		if !tb.G.Omniscient().Stats(p1).DefendFromArsenal {
			t.Error("the arsenal mode was chosen but is not in force")
		}
	})
	t.Run("declining the banish draws nothing; no attack action card, no question", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Art of War (yellow)", "Raging Onslaught (yellow)").Deck("Dodge (blue)", "Toughen Up (blue)").Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 0, 3),
			ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneHand, "Raging Onslaught (yellow)")
		tb.WantZone(p1, rules.ZoneBanished)

		tb = pos().Hero(rhinar).Hand("Art of War (yellow)", "Sigil of Solace (blue)").Deck("Dodge (blue)", "Toughen Up (blue)").Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 1, 3), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		if n := tb.Count(rules.EvDraw); n != 0 {
			t.Errorf("%d draws, want none", n)
		}
	})
}

// TestGenericModesThroughDecider plays a turn with Art of War, Pummel,
// Enlightened Strike and Razor Reflex: a strict scripted rules.Decider
// receives each card's modes prompt, and the chosen modes take effect.
func TestGenericModesThroughDecider(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Art of War (yellow)", "Muscle Mutt (yellow)", "Pummel (red)", "Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (red)").Resources(7).
		P2().Hero(dorinthea).Life(40).Hand("Toughen Up (blue)").
		Start(t)
	type asked struct {
		key     string
		offered int
		chosen  []int
	}
	var modes []asked
	rec := rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
		a, err := tb.Script.Decide(ctx, v, pr)
		if err == nil && pr.Kind == rules.AskModes {
			m := asked{key: ruletest.KeyOf(v, pr.Source), offered: len(pr.Options)}
			for _, id := range a.IDs {
				m.chosen = append(m.chosen, pr.Options[pr.Find(id)].Value)
			}
			modes = append(modes, m)
		}
		return a, err
	})
	tb.G.SetDecider(p1, rec)
	tb.G.SetDecider(p2, rec)

	tb.Run(
		ruletest.Play(p1, "Art of War (yellow)"), ruletest.Modes(p1, []int{0, 1, 2, 3}, 0, 1), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1),
		ruletest.Play(p1, "Pummel (red)"), ruletest.Modes(p1, []int{1}, 1), ruletest.PassToStep(rules.StepReaction, p1),
	)
	// Art of War resolved before Muscle Mutt was played: its +1 missed it
	// (CR 6.2.4); its go again did not.
	if got := tb.G.Power(tb.Attack()); got != 6+4 {
		t.Errorf("Muscle Mutt's power = %d, want 6 +4 (Pummel)", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
	tb.WantLife(p2, 40-10, "Muscle Mutt with Pummel")
	tb.WantZone(p2, rules.ZoneGraveyard, "Toughen Up (blue)") // Pummel's discard on hit
	if got := tb.Actions(p1); got != 1 {
		t.Fatalf("actions = %d, want 1: Art of War gave Muscle Mutt go again", got)
	}
	tb.Run(
		ruletest.Play(p1, "Enlightened Strike (red)"), ruletest.Modes(p1, []int{0, 1, 2}, 1), ruletest.Choose(p1, "Sigil of Solace (blue)"),
		ruletest.PassToStep(rules.StepReaction, p1),
		ruletest.Play(p1, "Razor Reflex (red)"), ruletest.Modes(p1, []int{1}, 1), ruletest.PassToStep(rules.StepResolution, p1),
	)
	tb.WantLife(p2, 40-10-10, "Enlightened Strike 5 +2 (its mode) +3 (Razor Reflex)")
	if got := tb.Actions(p1); got != 1 {
		t.Errorf("actions = %d, want 1: Razor Reflex's go again on hit", got)
	}
	want := []asked{
		{"Art of War (yellow)", 4, []int{0, 1}},
		{"Pummel (red)", 1, []int{1}},
		{"Enlightened Strike (red)", 3, []int{1}},
		{"Razor Reflex (red)", 1, []int{1}},
	}
	if len(modes) != len(want) {
		t.Fatalf("modes prompts = %+v, want %+v", modes, want)
	}
	for i := range want {
		if modes[i].key != want[i].key || modes[i].offered != want[i].offered || !slices.Equal(modes[i].chosen, want[i].chosen) {
			t.Errorf("modes prompt %d = %+v, want %+v", i+1, modes[i], want[i])
		}
	}
}
