package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.6, 8.5.5: draw a card, then discard one at random; a discarded
// card with 6 or more power turns on the bonus. With one card in hand
// after the draw, the discard is the card drawn.
func TestCR_8_5_5_DrawThenDiscardAtRandom(t *testing.T) {
	big := ruletest.Attack("Big", 0, 6, 2)
	small := ruletest.Attack("Small", 0, 5, 2)
	for _, tc := range []struct {
		rule  string
		top   string
		bonus bool
	}{
		{"8.5.5", "Big", true},
		{"8.5.5", "Small", false},
	} {
		rummage := ruletest.Instant("Rummage", 0, rules.DrawThenDiscardRandom{MinPower: 6, Then: []rules.Effect{rules.GainLife{N: 1}}})
		x := ruletest.Position(rummage, big, small).Hand("Rummage").Deck(tc.top).Start(t)
		x.Run(ruletest.Play(p1, "Rummage"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantZone(p1, rules.ZoneGraveyard, "Rummage", tc.top)
		x.WantZone(p1, rules.ZoneHand)
		x.WantCount(rules.EvDiscard, 1, "CR "+tc.rule)
		if got := x.Life(p1) == 21; got != tc.bonus {
			t.Errorf("CR %s: discarded %s, bonus %v, want %v", tc.rule, tc.top, got, tc.bonus)
		}
		if got := x.G.State().Players[p1].Turn.Discarded6Power; got != tc.bonus {
			t.Errorf("discarded a 6-power card this turn = %v, want %v", got, tc.bonus)
		}
	}
}

// CR 8.5.5b: with nothing in hand nothing is discarded, and the bonus does
// not come.
func TestCR_8_5_5b_NothingToDiscard(t *testing.T) {
	rummage := ruletest.Instant("Rummage", 0, rules.DrawThenDiscardRandom{MinPower: 6, Then: []rules.Effect{rules.GainLife{N: 1}}})
	x := ruletest.Position(rummage).Hand("Rummage").Start(t)
	x.Run(ruletest.Play(p1, "Rummage"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantCount(rules.EvDiscard, 0, "an empty hand")
	x.WantLife(p1, 20, "no bonus")
}

// CR 8.5.5: "if this hits, the hero discards a card": the hit hero chooses
// which, or with one card in hand it goes without a question.
func TestCR_8_5_5_TheHitHeroDiscards(t *testing.T) {
	for _, tc := range []struct {
		rule  string
		hand  []string
		steps []ruletest.Step
		gy    []string
	}{
		{"8.5.5", []string{"Gem", "Pebble"}, []ruletest.Step{ruletest.PassTo(rules.AskCards, p2), ruletest.Choose(p2, "Pebble")}, []string{"Pebble"}},
		{"8.5.5", []string{"Gem"}, nil, []string{"Gem"}},
	} {
		rip := ruletest.Attack("Rip", 0, 3, 0)
		rip.Props &^= rules.HasDefense
		rip.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.This}, Effects: []rules.Effect{rules.HitHeroDiscards{}}}}
		x := ruletest.Position(rip).Hand("Rip").P2().Hand(tc.hand...).Start(t)
		x.Run(ruletest.Play(p1, "Rip"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2))
		x.Run(append(tc.steps, ruletest.PassToStep(rules.StepNone, p1))...)
		x.WantZone(p2, rules.ZoneGraveyard, tc.gy...)
		x.WantCount(rules.EvDiscard, 1, "CR "+tc.rule)
	}
}

// CR 8.5.1, 1.8.3: "you may banish an attack action card from hand; if you
// do, draw": asked only with such a card, and the rest only on a yes.
func TestCR_8_5_1_MayBanishFromHand(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	for _, tc := range []struct {
		rule   string
		name   string
		hand   []string
		steps  []ruletest.Step
		banish []string
		hand2  []string
	}{
		{"8.5.1", "yes", []string{"Jab", "Gem"}, []ruletest.Step{ruletest.Yes(p1)}, []string{"Jab"}, []string{"Gem", "Pebble"}},
		{"1.8.3", "no", []string{"Jab", "Gem"}, []ruletest.Step{ruletest.No(p1)}, nil, []string{"Jab", "Gem"}},
		{"1.8.3", "nothing to banish: no question", []string{"Gem"}, nil, nil, []string{"Gem"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			trade := ruletest.Instant("Trade", 0, rules.MayBanishFromHand{Filter: rules.AttackFilter{ActionCard: true}, Then: []rules.Effect{rules.Draw{N: 1}}})
			x := ruletest.Position(trade, jab).Hand("Trade").Hand(tc.hand...).Deck("Pebble").Start(t)
			x.Run(append([]ruletest.Step{ruletest.Play(p1, "Trade"), ruletest.Pass(p1), ruletest.Pass(p2)}, tc.steps...)...)
			x.WantZone(p1, rules.ZoneBanished, tc.banish...)
			x.WantZone(p1, rules.ZoneHand, tc.hand2...)
			if t.Failed() {
				t.Logf("CR %s", tc.rule)
			}
		})
	}
}

// "The first time you discard a card with 6 or more {p} during each of
// your action phases" (When{EvDiscard, Of: You, MinPower: 6, Nth: 1}):
// the count is of 6-power discards in the player's own action phase (CR
// 4.3: one a turn), a smaller discard is none, and a discard in another
// player's turn is outside it (CR 8.5.5: a discard; CR 6.6: the trigger).
func TestFirstDiscardOfTheActionPhase(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	first := ruletest.Hero("First")
	first.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvDiscard, Of: rules.You, MinPower: 6, Nth: 1},
		Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	toss := ruletest.Instant("Toss", 0)
	toss.AddCosts = []rules.CostEffect{rules.DiscardCost{}}
	cards := []*rules.Card{first, toss, ruletest.Attack("Six", 0, 6, 2), ruletest.Attack("Five", 0, 5, 2)}
	discard := func(x *ruletest.Game, p rules.Player, card string) {
		x.Run(ruletest.Play(p, "Toss"), ruletest.Choose(p, card), ruletest.Pass(p), ruletest.Pass(p.Opponent()))
	}
	t.Run("the second 6-power discard, not the smaller one before", func(t *testing.T) {
		x := ruletest.Position(cards...).Hero("First").Life(10).Hand("Toss", "Toss", "Toss", "Five", "Six", "Six").Start(t)
		discard(x, p1, "Five")
		x.WantLife(p1, 10, "a 5-power discard is no 6-power discard")
		discard(x, p1, "Six")
		x.WantLife(p1, 11, "the first 6-power discard of the action phase")
		if got := x.G.Omniscient().Stats(p1).ActionDiscards6; got != 1 {
			t.Errorf("counted %d", got)
		}
		x.Run(ruletest.Play(p1, "Toss"), ruletest.Pass(p1), ruletest.Pass(p2)) // the last card, discarded unasked
		x.WantLife(p1, 11, "the second is not the first")
	})
	t.Run("not in another player's turn", func(t *testing.T) {
		x := ruletest.Position(cards...).Hand("Six").P2().Hero("First").Life(10).Hand("Toss", "Six", "Five").Start(t)
		x.Run(ruletest.Pass(p1), ruletest.Play(p2, "Toss"), ruletest.Choose(p2, "Six"), ruletest.Pass(p2), ruletest.Pass(p1))
		x.WantLife(p2, 10, "p1's action phase")
	})
	t.Run("a game whose cards never ask keeps no count", func(t *testing.T) {
		x := ruletest.Position(toss, ruletest.Attack("Six", 0, 6, 2)).Hand("Toss", "Six").Start(t)
		x.Run(ruletest.Play(p1, "Toss"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantZone(p1, rules.ZoneGraveyard, "Six", "Toss")
		if got := x.G.Omniscient().Stats(p1).ActionDiscards6; got != 0 {
			t.Errorf("counted %d with no card asking", got)
		}
	})
}

// CR 8.5.5, 1.8.4: "you may discard a card; if you do, draw a card": the
// player chooses to or not, and which card; only a discard that happens
// brings the draw. With an empty hand nothing is asked (CR 8.5.5b).
func TestCR_8_5_5_MayDiscardIfYouDo(t *testing.T) {
	trade := ruletest.Instant("Trade", 0, rules.MayDiscard{Then: []rules.Effect{rules.Draw{N: 1}}})
	gem, pebble, top := ruletest.Attack("Gem", 0, 1, 1), ruletest.Attack("Pebble", 0, 1, 1), ruletest.Attack("Top", 0, 1, 1)
	for _, tc := range []struct {
		name  string
		hand  []string
		steps []ruletest.Step
		gy    []string
		left  []string
	}{
		{"yes, Pebble", []string{"Trade", "Gem", "Pebble"}, []ruletest.Step{ruletest.Yes(p1), ruletest.Choose(p1, "Pebble")},
			[]string{"Trade", "Pebble"}, []string{"Gem", "Top"}},
		{"no", []string{"Trade", "Gem"}, []ruletest.Step{ruletest.No(p1)}, []string{"Trade"}, []string{"Gem"}},
		{"empty hand", []string{"Trade"}, nil, []string{"Trade"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(trade, gem, pebble, top).Hand(tc.hand...).Deck("Top").Start(t)
			steps := append([]ruletest.Step{ruletest.Play(p1, "Trade"), ruletest.Pass(p1), ruletest.Pass(p2)}, tc.steps...)
			x.Run(append(steps, ruletest.PassToStep(rules.StepNone, p1))...)
			x.WantZone(p1, rules.ZoneGraveyard, tc.gy...)
			x.WantZone(p1, rules.ZoneHand, tc.left...)
		})
	}
}
