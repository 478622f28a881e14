package cards_test

// Tests of cards/hh_wager.go, each from the printed card: the wager is
// made and won by the attack that hits (CR 8.5.46, tested in depth in
// rules/wager_test.go). p1 attacks Dorinthea, who does not defend.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// wagerYes plays out the chain from the first "may": yes to the wager.
func wagerYes() []ruletest.Step {
	return []ruletest.Step{ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1)}
}

// wageAttack: "when this attacks a hero, you may wager a [token] token
// with them": the attack hits for its power and p1 wins the token.
func wageAttack(t *testing.T, token string, keys map[string]int) {
	for key, power := range keys {
		t.Run(key, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand(key).Resources(3).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(append([]ruletest.Step{ruletest.Play(p1, key)}, wagerYes()...)...)
			tb.WantLife(p2, 20-power, "the printed power hits")
			tb.WantZone(p1, rules.ZoneArena, rhinar, token)
			tb.WantZone(p2, rules.ZoneArena, dorinthea)
		})
	}
}

func TestWageMight(t *testing.T) {
	wageAttack(t, "Might", map[string]int{"Wage Might (red)": 7, "Wage Might (yellow)": 6, "Wage Might (blue)": 5})
}
func TestWageVigor(t *testing.T) {
	wageAttack(t, "Vigor", map[string]int{"Wage Vigor (red)": 7, "Wage Vigor (yellow)": 6, "Wage Vigor (blue)": 5})
}
func TestWageAgility(t *testing.T) {
	wageAttack(t, "Agility", map[string]int{"Wage Agility (red)": 7, "Wage Agility (yellow)": 6, "Wage Agility (blue)": 5})
}

// nextAttackWagers: the card, then Dawnblade's attack (a Warrior weapon
// attack, 2 power): +n and the wager, won on the hit.
func nextAttackWagers(t *testing.T, token string, keys map[string]int) {
	for key, n := range keys {
		t.Run(key, func(t *testing.T) {
			tb := pos().Hero(dorinthea).Arena("Dawnblade, Resplendent").Hand(key).Resources(2).
				P2().Hero(rhinar).
				Start(t)
			tb.Run(append([]ruletest.Step{ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Activate(p1, "Dawnblade, Resplendent")}, wagerYes()...)...)
			tb.WantLife(p2, 20-2-n, "2 power and the card's +n")
			tb.WantZone(p1, rules.ZoneArena, dorinthea, "Dawnblade, Resplendent", token)
		})
	}
}

func TestMoneyWhereYaMouthIs(t *testing.T) {
	nextAttackWagers(t, "Gold", map[string]int{"Money Where Ya Mouth Is (red)": 3, "Money Where Ya Mouth Is (yellow)": 2, "Money Where Ya Mouth Is (blue)": 1})
}
func TestEdgeAhead(t *testing.T) {
	nextAttackWagers(t, "Agility", map[string]int{"Edge Ahead (red)": 3, "Edge Ahead (yellow)": 2, "Edge Ahead (blue)": 1})
}
func TestHoldEm(t *testing.T) {
	nextAttackWagers(t, "Vigor", map[string]int{"Hold 'em (red)": 3, "Hold 'em (yellow)": 2, "Hold 'em (blue)": 1})
}

// bigBop: the aura goes at the start of the turn; the next Guardian
// attack (Thunk (red), 8 power) gets +n and the wager.
func bigBop(t *testing.T, token string, keys map[string]int) {
	for key, n := range keys {
		t.Run(key, func(t *testing.T) {
			tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arena(key).Hand("Thunk (red)").Resources(5).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run()
			tb.WantZone(p1, rules.ZoneGraveyard, key)
			tb.Run(append([]ruletest.Step{ruletest.Play(p1, "Thunk (red)")}, wagerYes()...)...)
			tb.WantLife(p2, 20-8-n, "8 power and the aura's +n")
			tb.WantZone(p1, rules.ZoneArena, rhinar, token)
		})
	}
}

func TestBigBop(t *testing.T) {
	bigBop(t, "Vigor", map[string]int{"Big Bop (red)": 5, "Big Bop (yellow)": 4, "Big Bop (blue)": 3})
}
func TestBiggerThanBig(t *testing.T) {
	bigBop(t, "Might", map[string]int{"Bigger Than Big (red)": 5, "Bigger Than Big (yellow)": 4, "Bigger Than Big (blue)": 3})
}

func TestTakeTheUpperHand(t *testing.T) {
	for key, n := range map[string]int{"Take the Upper Hand (red)": 3, "Take the Upper Hand (yellow)": 2, "Take the Upper Hand (blue)": 1} {
		t.Run(key, func(t *testing.T) {
			game := func(t *testing.T, wager bool) *ruletest.Game {
				tb := pos().Hero(rhinar).Hand("Wage Might (red)", key).Resources(3).
					P2().Hero(dorinthea).
					Start(t)
				tb.Run(ruletest.Play(p1, "Wage Might (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.May(p1, wager),
					ruletest.PassToStep(rules.StepReaction, p1))
				return tb
			}
			tb := game(t, true)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-7-n, "7 power and +n")
			// CR 8.5.46a: without a wager on this link it cannot be played.
			tb = game(t, false)
			if tb.Offered(rules.ActPlay, key) {
				t.Errorf("%s is offered with no wager on the chain link", key)
			}
		})
	}
}

func TestOlympia(t *testing.T) {
	tb := pos().Hero("Olympia").Hand("Wage Vigor (red)").Resources(3).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(append([]ruletest.Step{ruletest.Play(p1, "Wage Vigor (red)")}, wagerYes()...)...)
	// The attack won its wager: Vigor, and Olympia's Gold.
	tb.WantZone(p1, rules.ZoneArena, "Olympia", "Vigor", "Gold")
}

func TestBetsy(t *testing.T) {
	tb := pos().Hero("Betsy").Hand("Wage Might (red)").Resources(5).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Play(p1, "Wage Might (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
		ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1))
	tb.WantResources(p1, 0, "3 for the attack, 2 for Betsy")
	if !tb.G.Omniscient().HasKeyword(tb.Attack(), rules.Overpower) {
		t.Error("the attack has no overpower")
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 12, "7 + 1")
	tb.WantZone(p1, rules.ZoneArena, "Betsy", "Might")
}
