package cards_test

// Tests of the generic modal cards of generic.go: each plays the card
// through the engine, chooses its modes through the decider, and checks what
// the chosen modes did and what the others did not.

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// genericModes answers a modes prompt for p: the offered modes must be
// exactly offered (mode indexes, in order), and chosen are picked in the
// order given.
func genericModes(p rules.Player, offered []int, chosen ...int) step {
	return answer(rules.AskModes, p, fmt.Sprintf("modes %v of %v", chosen, offered), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return genericPickModes(pr, offered, chosen)
	})
}

func genericPickModes(pr rules.Prompt, offered []int, chosen []int) (rules.Answer, error) {
	var got []int
	for _, o := range pr.Options {
		if o.Act == rules.ActMode {
			got = append(got, o.Value)
		}
	}
	if !slices.Equal(got, offered) {
		return rules.Answer{}, fmt.Errorf("modes offered %v, want %v", got, offered)
	}
	a := rules.Answer{}
	for _, m := range chosen {
		for _, o := range pr.Options {
			if o.Act == rules.ActMode && o.Value == m {
				a.IDs = append(a.IDs, o.ID)
			}
		}
	}
	return a, nil
}

// genericCards answers a choose-cards prompt for p with the cards keys.
func genericCards(p rules.Player, keys ...string) step {
	return answer(rules.AskCards, p, fmt.Sprintf("choose %q", keys), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return pickCards(v, pr, keys)
	})
}

// genericDeck is the keys of p's deck, top first.
func genericDeck(tb *table, p rules.Player) []string {
	var out []string
	for _, obj := range tb.g.S.Zone(p, rules.ZoneDeck) {
		out = append(out, tb.g.S.CardOf(obj).Key())
	}
	return out
}

func TestPummel(t *testing.T) {
	t.Run("a club weapon attack gets the bonus of each colour", func(t *testing.T) {
		for _, tc := range []struct {
			key   string
			bonus int
		}{{"Pummel (red)", 4}, {"Pummel (yellow)", 3}, {"Pummel (blue)", 2}} {
			t.Run(tc.key, func(t *testing.T) {
				tb := setup(t, rules.Position{Players: [2]rules.Side{
					{Hero: k(rhinar), Arena: ks("Bone Basher"), Hand: ks(tc.key), Resources: 4},
					{Hero: k(dorinthea)},
				}})
				// Only the weapon mode is offered: no attack action card.
				tb.run(activate(p1, "Bone Basher"), passToStep(rules.StepReaction, p1),
					play(p1, tc.key), genericModes(p1, []int{0}, 0), passToStep(rules.StepNone, p1))
				tb.wantLife(p2, 20-4-tc.bonus, "Bone Basher's 4 and Pummel's bonus")
				tb.wantZone(p1, rules.ZoneGraveyard, tc.key)
			})
		}
	})
	t.Run("an attack action card costing 2 or more gets the bonus and a discard on hit", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)", "Pummel (yellow)"), Resources: 5},
			{Hero: k(dorinthea), Hand: ks("Dodge (blue)", "Sigil of Solace (blue)")},
		}})
		// p2 has nothing to defend with: a defense reaction and an instant.
		tb.run(play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1),
			// Without a club or hammer attack only the second mode is offered.
			play(p1, "Pummel (yellow)"), genericModes(p1, []int{1}, 1),
			passToStep(rules.StepReaction, p1))
		if got := tb.g.Power(tb.attack()); got != 9 {
			t.Errorf("attack power = %d, want 6+3", got)
		}
		// The hit hero chooses the card they discard.
		tb.run(passTo(rules.AskCards, p2), genericCards(p2, "Sigil of Solace (blue)"), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 11, "9 power")
		tb.wantZone(p2, rules.ZoneGraveyard, "Sigil of Solace (blue)")
		tb.wantZone(p2, rules.ZoneHand, "Dodge (blue)")
	})
	t.Run("no discard when the attack does not hit", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)", "Pummel (blue)"), Resources: 5},
			{Hero: k(dorinthea), Hand: ks("Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)", "Dodge (blue)")},
		}})
		tb.run(play(p1, "Muscle Mutt (yellow)"), passTo(rules.AskDefenders, p2),
			defend(p2, "Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)"),
			passToStep(rules.StepReaction, p1),
			play(p1, "Pummel (blue)"), genericModes(p1, []int{1}, 1),
			passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20, "8 power against 9 defense")
		tb.wantZone(p2, rules.ZoneHand, "Dodge (blue)")
		if n := tb.count(rules.EvDiscard); n != 0 {
			t.Errorf("%d discards, want none without a hit", n)
		}
	})
	t.Run("a sword or a cheap attack action card is no target", func(t *testing.T) {
		for _, side := range []rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks("Pummel (red)"), Resources: 3},
			{Hero: k(rhinar), Hand: ks("Overload (red)", "Pummel (red)"), Resources: 2},
		} {
			tb := setup(t, rules.Position{Players: [2]rules.Side{side, {Hero: k(dorinthea)}}})
			if len(side.Arena) > 0 {
				tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
			} else {
				tb.run(play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
			}
			tb.wantBlocked(rules.ActPlay, "Pummel (red)", rules.ReasonNoTarget)
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
				tb := setup(t, rules.Position{Players: [2]rules.Side{
					{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(tc.key), Resources: 2},
					{Hero: k(rhinar)},
				}})
				tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1),
					play(p1, tc.key), genericModes(p1, []int{0}, 0), passToStep(rules.StepResolution, p1))
				tb.wantLife(p2, 20-2-tc.bonus, "Dawnblade's 2 and the bonus")
				// The weapon mode gives no go again, hit or not.
				if got := tb.actions(p1); got != 0 {
					t.Errorf("actions = %d, want 0", got)
				}
			})
		}
	})
	t.Run("a cheap attack action card gets the bonus and go again when it hits", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (yellow)"), Resources: 1},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1),
			genericCards(p1, "Sigil of Solace (blue)"), passToStep(rules.StepReaction, p1),
			play(p1, "Razor Reflex (yellow)"), genericModes(p1, []int{1}, 1),
			passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 20-5-2-2, "Enlightened Strike 5, +2 of its mode, +2")
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: the attack hit and gained go again", got)
		}
	})
	t.Run("no go again without a hit", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (blue)"), Resources: 1},
			{Hero: k(dorinthea), Hand: ks("Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)")},
		}})
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1),
			genericCards(p1, "Sigil of Solace (blue)"), passTo(rules.AskDefenders, p2),
			defend(p2, "Raging Onslaught (yellow)", "Wrecker Romp (blue)", "Titanium Bauble (blue)"),
			passToStep(rules.StepReaction, p1),
			play(p1, "Razor Reflex (blue)"), genericModes(p1, []int{1}, 1),
			passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 20, "8 power against 9 defense")
		if got := tb.actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0: no hit, no go again", got)
		}
	})
	t.Run("a club or a costly attack action card is no target", func(t *testing.T) {
		for _, side := range []rules.Side{
			{Hero: k(rhinar), Arena: ks("Bone Basher"), Hand: ks("Razor Reflex (red)"), Resources: 3},
			{Hero: k(rhinar), Hand: ks("Pack Hunt (red)", "Razor Reflex (red)"), Resources: 3},
		} {
			tb := setup(t, rules.Position{Players: [2]rules.Side{side, {Hero: k(dorinthea)}}})
			if len(side.Arena) > 0 {
				tb.run(activate(p1, "Bone Basher"), passToStep(rules.StepReaction, p1))
			} else {
				tb.run(play(p1, "Pack Hunt (red)"), passToStep(rules.StepReaction, p1))
			}
			tb.wantBlocked(rules.ActPlay, "Razor Reflex (red)", rules.ReasonNoTarget)
		}
	})
}

func TestCaptainsCall(t *testing.T) {
	t.Run("+2 power for the next attack action card costing 2 or less (red)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Captain's Call (red)", "Pack Hunt (red)"), Resources: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Captain's Call (red)"), genericModes(p1, []int{0, 1}, 0), passToStep(rules.StepNone, p1))
		if got := tb.actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 from Captain's Call's go again", got)
		}
		tb.run(play(p1, "Pack Hunt (red)"), passToStep(rules.StepReaction, p1))
		if got := tb.g.Power(tb.attack()); got != 8 {
			t.Errorf("Pack Hunt's power = %d, want 6+2", got)
		}
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 12, "8 power")
	})
	t.Run("a card costing more does not take the bonus (red)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Captain's Call (red)", "Muscle Mutt (yellow)"), Resources: 3},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Captain's Call (red)"), genericModes(p1, []int{0, 1}, 0), passToStep(rules.StepNone, p1),
			play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "Muscle Mutt costs 3: its 6 power only")
	})
	t.Run("go again for the next attack action card costing 1 or less (yellow)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Captain's Call (yellow)", "Enlightened Strike (red)", "Sigil of Solace (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Captain's Call (yellow)"), genericModes(p1, []int{0, 1}, 1), passToStep(rules.StepNone, p1),
			play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1),
			passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 13, "Enlightened Strike 5+2, no +2 from the go again mode")
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from the go again Captain's Call gave", got)
		}
	})
	t.Run("a card costing 2 does not gain go again (yellow)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Captain's Call (yellow)", "Pack Hunt (red)"), Resources: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Captain's Call (yellow)"), genericModes(p1, []int{0, 1}, 1), passToStep(rules.StepNone, p1),
			play(p1, "Pack Hunt (red)"), passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0: Pack Hunt costs 2", got)
		}
	})
	t.Run("only a card costing 0 takes the bonus (blue)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Captain's Call (blue)", "Pack Hunt (red)", "Overload (red)"), Resources: 2, Actions: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Captain's Call (blue)"), genericModes(p1, []int{0, 1}, 0), passToStep(rules.StepNone, p1),
			play(p1, "Pack Hunt (red)"), passToStep(rules.StepReaction, p1))
		if got := tb.g.Power(tb.attack()); got != 6 {
			t.Errorf("Pack Hunt's power = %d, want 6: it costs 2", got)
		}
		tb.run(passToStep(rules.StepResolution, p1), play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		if got := tb.g.Power(tb.attack()); got != 5 {
			t.Errorf("Overload's power = %d, want 3+2: the effect waited for it", got)
		}
	})
}

func TestEnlightenedStrike(t *testing.T) {
	t.Run("a card from hand goes to the bottom of the deck, and the draw comes with the attack", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)"), Deck: ks("Dodge (blue)", "Toughen Up (blue)")},
			{Hero: k(dorinthea)},
		}})
		// The only other card pays the cost, without a question.
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 0))
		if got, want := genericDeck(tb, p1), []string{"Dodge (blue)", "Toughen Up (blue)", "Sigil of Solace (blue)"}; !slices.Equal(got, want) {
			t.Errorf("deck = %q, want %q", got, want)
		}
		tb.wantZone(p1, rules.ZoneHand) // nothing drawn while it is a layer
		tb.run(passToStep(rules.StepReaction, p1))
		tb.wantZone(p1, rules.ZoneHand, "Dodge (blue)")
		draws := 0
		for _, e := range tb.events {
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
		if got := tb.g.Power(tb.attack()); got != 5 {
			t.Errorf("power = %d, want 5: the +2 mode was not chosen", got)
		}
		tb.run(passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0: the go again mode was not chosen", got)
		}
	})
	t.Run("+2 power", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)"), Deck: ks("Dodge (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1), passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 13, "5+2")
		tb.wantZone(p1, rules.ZoneHand)
		if got := tb.actions(p1); got != 0 {
			t.Errorf("actions = %d, want 0", got)
		}
	})
	t.Run("go again", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)"), Deck: ks("Dodge (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 2), passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 15, "5")
		tb.wantZone(p1, rules.ZoneHand)
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
	})
	t.Run("the player chooses which card pays, and one mode only", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)", "Dodge (blue)")},
			{Hero: k(dorinthea)},
		}})
		err := tb.runErr(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1, 2))
		if err == nil {
			t.Fatal("two modes were accepted for a choose-one card")
		}
		tb = setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)", "Sigil of Solace (blue)", "Dodge (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1), genericCards(p1, "Dodge (blue)"))
		tb.wantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		tb.wantZone(p1, rules.ZoneDeck, "Dodge (blue)")
	})
	t.Run("it cannot pay with itself: alone in hand it cannot be played", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Enlightened Strike (red)")},
			{Hero: k(dorinthea)},
		}})
		tb.run()
		tb.wantBlocked(rules.ActPlay, "Enlightened Strike (red)", rules.ReasonCannotPay)
	})
}

func TestArtOfWar(t *testing.T) {
	t.Run("go again for the next attack action card; the +1 misses a card played after it (CR 6.2.4)", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Muscle Mutt (yellow)"), Resources: 4},
			{Hero: k(dorinthea)},
		}})
		// Chosen in another order than printed: they happen in printed order.
		tb.run(play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, 1, 0), passToStep(rules.StepNone, p1),
			play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1))
		mutt := tb.attack()
		if got := tb.g.Power(mutt); got != 6 {
			t.Errorf("Muscle Mutt's power = %d, want 6: it was in hand as Art of War resolved", got)
		}
		if got := tb.g.Defense(mutt); got != 2 {
			t.Errorf("Muscle Mutt's defense = %d, want 2", got)
		}
		tb.run(passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 14, "6 power")
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from the go again", got)
		}
	})
	t.Run("exactly two modes, each once", func(t *testing.T) {
		for _, chosen := range [][]int{{0}, {0, 0}, {0, 1, 2}} {
			tb := setup(t, rules.Position{Players: [2]rules.Side{
				{Hero: k(rhinar), Hand: ks("Art of War (yellow)"), Resources: 1},
				{Hero: k(dorinthea)},
			}})
			if err := tb.runErr(play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, chosen...)); err == nil {
				t.Errorf("modes %v were accepted", chosen)
			}
		}
	})
	t.Run("the defending hero defends from arsenal with the extra defense", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)"), Resources: 3},
			{Hero: k(dorinthea), Hand: ks("Art of War (yellow)", "Titanium Bauble (blue)"), Arsenal: ks("Raging Onslaught (yellow)")},
		}})
		// An instant in answer to the attack; the Bauble is the only card
		// to pitch.
		tb.run(play(p1, "Muscle Mutt (yellow)"), pass(p1),
			play(p2, "Art of War (yellow)"), genericModes(p2, []int{0, 1, 2, 3}, 0, 2),
			passTo(rules.AskDefenders, p2), defend(p2, "Raging Onslaught (yellow)"),
			passToStep(rules.StepNone, p1))
		// The attack is p1's: it does not get p2's +1; nor does Raging
		// Onslaught, in the arsenal as Art of War resolved (CR 6.2.4).
		tb.wantLife(p2, 20-(6-3), "6 power against Raging Onslaught's 3 defense")
		tb.wantZone(p2, rules.ZoneArsenal)
		tb.wantZone(p2, rules.ZoneGraveyard, "Art of War (yellow)", "Raging Onslaught (yellow)")
	})
	t.Run("without it the arsenal does not defend", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)"), Resources: 3},
			{Hero: k(dorinthea), Arsenal: ks("Raging Onslaught (yellow)")},
		}})
		// No defenders prompt: the strict script would stop on it.
		tb.run(play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "undefended")
		tb.wantZone(p2, rules.ZoneArsenal, "Raging Onslaught (yellow)")
	})
	t.Run("banish an attack action card from hand to draw 2", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Raging Onslaught (yellow)", "Sigil of Solace (blue)"),
				Deck: ks("Dodge (blue)", "Toughen Up (blue)", "Overload (red)"), Resources: 1},
			{Hero: k(dorinthea)},
		}})
		// Sigil of Solace is no attack action card: the only choice is
		// Raging Onslaught, so only "may" is asked.
		tb.run(play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, 2, 3),
			passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepNone, p1))
		tb.wantZone(p1, rules.ZoneBanished, "Raging Onslaught (yellow)")
		tb.wantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)", "Dodge (blue)", "Toughen Up (blue)")
		if !tb.g.S.Players[p1].Turn.DefendFromArsenal {
			t.Error("the arsenal mode was chosen but is not in force")
		}
	})
	t.Run("declining the banish draws nothing; no attack action card, no question", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Raging Onslaught (yellow)"), Deck: ks("Dodge (blue)", "Toughen Up (blue)"), Resources: 1},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, 0, 3),
			passTo(rules.AskMay, p1), no(p1), passToStep(rules.StepNone, p1))
		tb.wantZone(p1, rules.ZoneHand, "Raging Onslaught (yellow)")
		tb.wantZone(p1, rules.ZoneBanished)

		tb = setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Sigil of Solace (blue)"), Deck: ks("Dodge (blue)", "Toughen Up (blue)"), Resources: 1},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, 1, 3), passToStep(rules.StepNone, p1))
		tb.wantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		if n := tb.count(rules.EvDraw); n != 0 {
			t.Errorf("%d draws, want none", n)
		}
	})
}

// TestGenericModesThroughDecider plays a turn with Art of War, Pummel,
// Enlightened Strike and Razor Reflex: a strict scripted rules.Decider
// receives each card's modes prompt, and the chosen modes take effect.
func TestGenericModesThroughDecider(t *testing.T) {
	tb := setup(t, rules.Position{Players: [2]rules.Side{
		{Hero: k(rhinar), Hand: ks("Art of War (yellow)", "Muscle Mutt (yellow)", "Pummel (red)",
			"Enlightened Strike (red)", "Sigil of Solace (blue)", "Razor Reflex (red)"), Resources: 7},
		{Hero: k(dorinthea), Life: 40, Hand: ks("Toughen Up (blue)")},
	}})
	type asked struct {
		key     string
		offered int
		chosen  []int
	}
	var modes []asked
	rec := rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
		a, err := tb.s.Decide(ctx, v, pr)
		if err == nil && pr.Kind == rules.AskModes {
			m := asked{key: keyOf(v, pr.Source), offered: len(pr.Options)}
			for _, id := range a.IDs {
				m.chosen = append(m.chosen, pr.Options[pr.Find(id)].Value)
			}
			modes = append(modes, m)
		}
		return a, err
	})
	tb.g.SetDecider(p1, rec)
	tb.g.SetDecider(p2, rec)

	tb.run(
		play(p1, "Art of War (yellow)"), genericModes(p1, []int{0, 1, 2, 3}, 0, 1), passToStep(rules.StepNone, p1),
		play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1),
		play(p1, "Pummel (red)"), genericModes(p1, []int{1}, 1), passToStep(rules.StepReaction, p1),
	)
	// Art of War resolved before Muscle Mutt was played: its +1 missed it
	// (CR 6.2.4); its go again did not.
	if got := tb.g.Power(tb.attack()); got != 6+4 {
		t.Errorf("Muscle Mutt's power = %d, want 6 +4 (Pummel)", got)
	}
	tb.run(passToStep(rules.StepResolution, p1))
	tb.wantLife(p2, 40-10, "Muscle Mutt with Pummel")
	tb.wantZone(p2, rules.ZoneGraveyard, "Toughen Up (blue)") // Pummel's discard on hit
	if got := tb.actions(p1); got != 1 {
		t.Fatalf("actions = %d, want 1: Art of War gave Muscle Mutt go again", got)
	}
	tb.run(
		play(p1, "Enlightened Strike (red)"), genericModes(p1, []int{0, 1, 2}, 1), genericCards(p1, "Sigil of Solace (blue)"),
		passToStep(rules.StepReaction, p1),
		play(p1, "Razor Reflex (red)"), genericModes(p1, []int{1}, 1), passToStep(rules.StepResolution, p1),
	)
	tb.wantLife(p2, 40-10-10, "Enlightened Strike 5 +2 (its mode) +3 (Razor Reflex)")
	if got := tb.actions(p1); got != 1 {
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
