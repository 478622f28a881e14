package cards_test

// Tests of cards/hh_guardian.go, each from the printed card. Lead with
// Power (red) gives the next Brute or Guardian attack +3{p}: the attack
// above its base power. p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const leadRed = "Lead with Power (red)"

// boosted: Betsy plays the cards of pre (each resolved in turn), then
// attack; p2 holds arsenal and arena and no card in hand (no defenders).
// The game stands in the reaction step.
func boosted(t *testing.T, attack string, pre []string, arsenal, arena []string) *ruletest.Game {
	t.Helper()
	tb := pos().Hero("Betsy").Hand(append([]string{attack}, pre...)...).Resources(8).Actions(1 + len(pre)).
		P2().Hero(dorinthea).Arsenal(arsenal...).Arena(arena...).
		Start(t)
	for _, c := range pre {
		tb.Run(ruletest.Play(p1, c), ruletest.PassToStep(rules.StepNone, p1))
	}
	tb.Run(ruletest.Play(p1, attack), ruletest.PassToStep(rules.StepReaction, p1))
	return tb
}

func TestCommandRespect(t *testing.T) {
	for key, power := range map[string]int{"Command Respect (red)": 6, "Command Respect (yellow)": 5, "Command Respect (blue)": 4} {
		t.Run(key, func(t *testing.T) {
			tb := boosted(t, key, []string{leadRed}, []string{hhDodge}, nil)
			tb.WantPower(tb.Attack(), power+3, "Lead with Power's +3")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-power-3, "undefended")
			tb.WantZone(p2, rules.ZoneGraveyard, hhDodge)
			tb.WantZone(p2, rules.ZoneArsenal)
			// At its base power the hit destroys nothing.
			tb = boosted(t, key, nil, []string{hhDodge}, nil)
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-power, "undefended")
			tb.WantZone(p2, rules.ZoneArsenal, hhDodge)
		})
	}
}

func TestOverTheTop(t *testing.T) {
	for key, power := range map[string]int{"Over the Top (red)": 6, "Over the Top (yellow)": 5, "Over the Top (blue)": 4} {
		t.Run(key, func(t *testing.T) {
			tb := boosted(t, key, []string{leadRed}, nil, nil)
			tb.WantPower(tb.Attack(), power+3, "Lead with Power's +3")
			if !tb.G.Omniscient().HasKeyword(tb.Attack(), rules.Overpower) {
				t.Error("above its base power, no overpower")
			}
			tb = boosted(t, key, nil, nil, nil)
			if tb.G.Omniscient().HasKeyword(tb.Attack(), rules.Overpower) {
				t.Error("at its base power, overpower")
			}
		})
	}
	t.Run("overpower: one action card may defend", func(t *testing.T) {
		tb := pos().Hero("Betsy").Hand("Over the Top (red)", leadRed).Resources(4).Actions(2).
			P2().Hero(dorinthea).Hand(hhMutt, "Wage Might (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, leadRed), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, "Over the Top (red)"), ruletest.PassTo(rules.AskDefenders, p2),
			terraDefendCheck(t, p2, []string{hhMutt, "Wage Might (blue)"}, rules.ReasonOverpower, hhMutt),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-(9-2), "9 power on the Mutt's 2")
	})
}

func TestSmackOfReality(t *testing.T) {
	const smack = "Smack of Reality (red)"
	arena := []string{"Might", "Vigor", "Gold", "Big Bop (red)"}
	// 9 + 3 + 2: tower (13 or more): the aura tokens go; the Gold (an
	// item token) and Big Bop (an aura card, not a token) stay.
	tb := boosted(t, smack, []string{leadRed, "Lead with Power (yellow)"}, nil, arena)
	tb.WantPower(tb.Attack(), 14, "9 and the two Leads")
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-14, "undefended")
	tb.WantZone(p2, rules.ZoneArena, dorinthea, "Gold", "Big Bop (red)")
	// 9 + 3 = 12: below 13, nothing is destroyed.
	tb = boosted(t, smack, []string{leadRed}, nil, arena)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-12, "undefended")
	tb.WantZone(p2, rules.ZoneArena, append([]string{dorinthea}, arena...)...)
}

func TestWageGold(t *testing.T) {
	wageAttack(t, "Gold", map[string]int{"Wage Gold (red)": 7, "Wage Gold (yellow)": 6, "Wage Gold (blue)": 5})
	// Universal (CR 8.3.35): played by Betsy, the Generic attack is a
	// Guardian attack, so Lead with Power's "next Brute or Guardian
	// attack" counts it; played by Dorinthea (a Warrior) it does not.
	for hero, power := range map[string]int{"Betsy": 7 + 3, dorinthea: 7} {
		t.Run(hero, func(t *testing.T) {
			tb := pos().Hero(hero).Hand(leadRed, "Wage Gold (red)").Resources(4).Actions(2).
				P2().Hero(rhinar).
				Start(t)
			tb.Run(ruletest.Play(p1, leadRed), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Wage Gold (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1),
				ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), power, "Lead with Power counts a Guardian attack only")
		})
	}
}

func TestStackedInYourFavor(t *testing.T) {
	for key, n := range map[string]int{"Stacked in Your Favor (red)": 3, "Stacked in Your Favor (yellow)": 2, "Stacked in Your Favor (blue)": 1} {
		t.Run(key, func(t *testing.T) {
			// p2's aura: the attack action card p2 defends with gets +n.
			tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
				P2().Hero("Betsy").Arena(key).Hand("Wage Might (blue)").
				Start(t)
			tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Wage Might (blue)"),
				ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-max(0, 6-2-n), "the Mutt's 6 on 2 defense and the aura's +n")
			// At the start of p1's turn: destroyed, a draw, a card put back.
			tb = pos().Phase(rules.PhaseStart).Hero("Betsy").Arena(key).Hand(hhMutt).Deck(hhDodge, "Toughen Up (blue)").
				P2().Hero(rhinar).
				Start(t)
			tb.Run(ruletest.PassTo(rules.AskCards, p1), ruletest.Choose(p1, hhMutt))
			tb.WantZone(p1, rules.ZoneGraveyard, key)
			tb.WantZone(p1, rules.ZoneHand, hhDodge)
			tb.WantOrder(p1, rules.ZoneDeck, hhMutt, "Toughen Up (blue)")
		})
	}
}

func TestBloodiedOval(t *testing.T) {
	const oval = "Bloodied Oval"
	for _, tc := range []struct {
		life, defense int
	}{{15, 1}, {20, 0}, {25, 0}} {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena(oval).Life(tc.life).
			Start(t)
		tb.WantDefense(tb.Find(p2, rules.ZoneArena, oval), tc.defense, "one opposing hero, with more life or not")
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, oval),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, tc.life-(6-tc.defense), "the Mutt's 6 on the oval")
		tb.WantZone(p2, rules.ZoneGraveyard, oval) // blade break
	}
}

func TestGoodTimeChapeau(t *testing.T) {
	const chapeau = "Good Time Chapeau"
	tb := pos().Hero("Betsy").Arena(chapeau, "Gold").Hand(hhMutt).Resources(3).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Activate(p1, chapeau), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p1, rules.ZoneArena, "Betsy", chapeau)
	tb.WantActions(p1, 1, "go again")
	// The wager is made, no "may" asked (Betsy cannot pay her 2 now).
	tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 14, "the Mutt's 6")
	tb.WantZone(p1, rules.ZoneArena, "Betsy", chapeau, "Might", "Vigor")
	tb.WantCount(rules.EvWager, 1, "one wager of a Might and a Vigor")
	// Without a Gold to destroy it cannot be activated.
	tb = pos().Hero("Betsy").Arena(chapeau).Hand(hhMutt).Resources(3).
		P2().Hero(rhinar).
		Start(t)
	tb.Run()
	if tb.Offered(rules.ActActivate, chapeau) {
		t.Error("activated with no Gold")
	}
}

// Golden Glare, from the printed card: "when this defends together with 2
// or more yellow cards, create a Gold token". The colours are its trigger
// condition, met or not as the cards declared together defend, one
// compound event (CR 7.3.2d, 6.6.5): the Glare may be declared first or
// last; without two yellow cards beside it nothing triggers.
func TestGoldenGlare(t *testing.T) {
	const glare = "Golden Glare"
	for _, tc := range []struct {
		defend []string
		gold   bool
	}{
		{[]string{glare, hhMutt, "Wage Might (yellow)"}, true}, // two yellow cards, declared after it
		{[]string{hhMutt, "Wage Might (yellow)", glare}, true}, // declared before it
		{[]string{hhMutt, glare, "Wage Might (yellow)"}, true}, // on either side
		{[]string{glare, hhMutt, "Wage Might (blue)"}, false},  // one yellow
		{[]string{"Wage Might (blue)", hhMutt, glare}, false},  // one yellow, the glare last
		{[]string{glare, hhMutt}, false},                       // one yellow
	} {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena(glare).Hand(hhMutt, "Wage Might (yellow)", "Wage Might (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...))
		// The trigger is on the stack as the turn player gets priority in
		// the defend step, or was never made.
		if got := len(tb.StackKeys()) == 1; got != tc.gold {
			t.Errorf("%v: the stack holds %v, want the Glare's trigger: %v", tc.defend, tb.StackKeys(), tc.gold)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		want := []string{dorinthea}
		if tc.gold {
			want = append(want, "Gold")
		}
		tb.WantZone(p2, rules.ZoneArena, want...) // blade break: the glare is gone
	}
}

func TestVictorGoldmane(t *testing.T) {
	const victor = "Victor Goldmane"
	t.Run("the first Gold each turn from his own effect: a draw", func(t *testing.T) {
		// Money Where Ya Mouth Is's wager is his: the Gold he wins is
		// created by his effect.
		tb := pos().Hero(victor).Hand("Money Where Ya Mouth Is (red)", hhMutt).Resources(4).Deck(hhDodge, "Toughen Up (blue)").
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, "Money Where Ya Mouth Is (red)"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, victor, "Gold")
		tb.WantZone(p1, rules.ZoneHand, hhDodge)
	})
	t.Run("a clash he would lose, clashed again", func(t *testing.T) {
		// p1's Mutt (6) beats p2's Dodge: Victor destroys his Gold, puts
		// his Dodge under his deck and clashes again with Wage Might (7):
		// he wins, Test of Strength gives him a Gold, and that first
		// Gold of the turn from his effect draws him a card.
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).Deck(hhMutt, hhDodge).
			P2().Hero(victor).Arena("Gold").Hand("Test of Strength (red)").Deck(hhDodge, "Wage Might (red)", "Toughen Up (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Test of Strength (red)"),
			// The revealed cards are named to him (CR 8.5.45): his own
			// Dodge under his deck.
			ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2), ruletest.Choose(p2, hhDodge),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneArena, victor, "Gold")
		tb.WantZone(p2, rules.ZoneHand, "Wage Might (red)")
		tb.WantOrder(p2, rules.ZoneDeck, "Toughen Up (blue)", hhDodge)
		tb.WantOrder(p1, rules.ZoneDeck, hhMutt, hhDodge)
	})
	t.Run("declined: the clash is lost", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).Deck(hhMutt, hhDodge).
			P2().Hero(victor).Arena("Gold").Hand("Test of Strength (red)").Deck(hhDodge, "Wage Might (red)").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Test of Strength (red)"),
			ruletest.PassTo(rules.AskMay, p2), ruletest.No(p2), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, rhinar, "Gold")
		tb.WantZone(p2, rules.ZoneArena, victor, "Gold")
	})
}
