package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// coin is an item like a Gold token (CR 8.6.16): "Action – {r}{r}, destroy
// this: draw a card. Go again."
func coin() *rules.Card {
	c := ruletest.Equipment("Coin", rules.Chest, 0, 0)
	c.Activated = []rules.Activated{{Type: rules.Action, Cost: 2, EffCosts: []rules.CostEffect{rules.DestroySelfCost{}},
		Effects: []rules.Effect{rules.Draw{N: 1}}, GoAgain: true}}
	return c
}

// CR 1.14, 5.1.7a: an activated ability is activated only with its cost
// paid. A card drawn by a Coin's ability ({r}{r}: draw a card) comes only
// with the two paid: with Jab in hand (its pitch 1) and nothing floating,
// no line draws Big, and Reach counts Jab's 3 (it counted Big's 6, drawn
// for nothing). With two resources floating the line pays, draws Big and
// attacks with it (the one action point: CR 1.13.2): 6.
func TestReachCountsACardDrawnForAPaymentOnlyWithItPaid(t *testing.T) {
	for _, tc := range []struct {
		name      string
		res, want int
	}{
		{"nothing to pay with: Jab", 0, 3},
		{"two floating: the Coin's draw, Big", 2, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			jab, big := ruletest.Attack("Jab", 0, 3, 2), ruletest.Attack("Big", 0, 6, 2)
			x := ruletest.Position(coin(), jab, big).Arena("Coin").Hand("Jab").Deck("Big").Resources(tc.res).Start(t)
			x.Run()
			if n, ok := x.G.Reach(); !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
			if tc.res == 0 {
				return
			}
			// The line: the Coin's draw paid, Big attacks for 6.
			x.Run(ruletest.Activate(p1, "Coin"), ruletest.Pass(p1), ruletest.Pass(p2))
			x.WantZone(p1, rules.ZoneHand, "Jab", "Big")
			x.Run(ruletest.Play(p1, "Big"), ruletest.PassToStep(rules.StepResolution, p1))
			x.WantLife(p2, 14, "Big's 6 dealt")
		})
	}
}

// CR 1.8.3, 1.14: "you may pay {r}{r}: that attack gets +1" gives the +1
// only to a line that pays. A hero whose trigger on each attack of theirs
// is that (Betsy's, on each attack that wagers) adds its +1 to Jab only
// with two resources to pay: none floating, Jab's 3 (Reach counted 4);
// two floating, 4, the line that pays.
func TestReachCountsPowerPaidForOnEachAttackOnlyWithItPaid(t *testing.T) {
	for _, tc := range []struct {
		name      string
		res, want int
	}{
		{"nothing to pay with: Jab's 3", 0, 3},
		{"two floating: Jab and the +1", 2, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hero := ruletest.Hero("Payer")
			hero.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.YourAttack},
				Effects: []rules.Effect{rules.MayPay{N: 2, Then: []rules.Effect{rules.EventAttackGets{Power: 1}}}}}}
			jab := ruletest.Attack("Jab", 0, 3, 2)
			x := ruletest.Position(hero, jab).Hero("Payer").Hand("Jab").Resources(tc.res).Start(t)
			x.Run()
			if n, ok := x.G.Reach(); !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
			if tc.res == 0 {
				return
			}
			// The line: Jab, the trigger paid for.
			x.Run(ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
				ruletest.PassToStep(rules.StepResolution, p1))
			x.WantLife(p2, 16, "Jab's 3 and the +1 paid for")
		})
	}
}

// CR 8.5.46b, 7.6.2: a wager's prize is made as the wagering attack's link
// resolves; a Coin's draw is an action (CR 1.13.2), played only with an
// action point and the chain closed (7.0.1a). With one action point and
// Bet (3, "when this attacks a hero, you may wager a Coin token") the one
// attack to come, the Coin comes after the point is spent: no line draws
// Big with it, and Reach counts Bet's 3 (it counted Big's 6, drawn by the
// Coin for the two floating). With two points the line does: Bet, the
// Coin won, drawn Big, 9.
func TestReachCountsNoCardAWagersPrizeDrawsWithNoPointAfterTheAttack(t *testing.T) {
	for _, tc := range []struct {
		name          string
		actions, want int
	}{
		{"one point: Bet alone", 1, 3},
		{"two points: Bet, the Coin's Big", 2, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := coin()
			bet := ruletest.Attack("Bet", 0, 3, 2)
			bet.Tokens = []*rules.Card{c}
			bet.Triggers = []rules.Trigger{*rules.WhenThisAttacksMayWager(c)}
			big := ruletest.Attack("Big", 0, 6, 2)
			x := ruletest.Position(bet, big).Hand("Bet").Deck("Big").Resources(2).Actions(tc.actions).Start(t)
			x.Run()
			if n, ok := x.G.Reach(); !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
			if tc.actions == 1 {
				return
			}
			// The line: Bet wagers and hits, the Coin is won; the chain
			// closed, the Coin draws Big (its go again gives the point
			// back), Big attacks.
			x.Run(ruletest.Play(p1, "Bet"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
				ruletest.PassUntil("the chain closed", func(v rules.View, pr rules.Prompt) bool {
					return pr.Kind == rules.AskPriority && pr.Player == p1 && !v.ChainOpen() && len(v.Stack()) == 0
				}))
			x.WantLife(p2, 17, "Bet's 3 dealt")
			x.Run(ruletest.Activate(p1, "Coin"), ruletest.Pass(p1), ruletest.Pass(p2))
			x.WantZone(p1, rules.ZoneHand, "Big")
			x.Run(ruletest.Play(p1, "Big"), ruletest.PassToStep(rules.StepResolution, p1))
			x.WantLife(p2, 11, "Big's 6 dealt")
		})
	}
}

// CR 8.5.46: an attack wagers once for each wager ability it has or is
// given, so "each time an attack you control wagers, you may pay 2: +1"
// (Betsy's) may give one attack its +1 twice. Double gives the next
// attack a second wager; Bet, with its own, wagers twice, and the line
// that pays four deals 3 + 2 = 5 (with five floating). Reach counted the
// +1 once an attack (4, below the line); it counts it as often as the
// resources pay for it.
func TestReachCountsPowerPaidForOnEachWagerAsOftenAsItIsPaid(t *testing.T) {
	c := coin()
	hero := ruletest.Hero("Better")
	hero.Triggers = []rules.Trigger{{When: rules.WhenYourAttackWagers,
		Effects: []rules.Effect{rules.MayPay{N: 2, Then: []rules.Effect{rules.EventAttackGets{Power: 1}}}}}}
	bet := ruletest.Attack("Bet", 0, 3, 2)
	bet.Tokens = []*rules.Card{c}
	bet.Triggers = []rules.Trigger{*rules.WhenThisAttacksMayWager(c)}
	double := ruletest.Action("Double", 0, 1, rules.NextAttack{Grant: 1})
	double.Keywords |= rules.GoAgain
	double.Tokens = []*rules.Card{c}
	double.Grants = []rules.Grant{{Trigger: rules.WhenThisAttacksMayWager(c)}}
	x := ruletest.Position(hero, bet, double).Hero("Better").Hand("Double", "Bet").Resources(5).Start(t)
	x.Run()
	n, ok := x.G.Reach()
	if !ok || n < 5 {
		t.Errorf("Reach %d (known %v), want 5 at least: Bet's 3 and the +1 of each of its two wagers", n, ok)
	}
	// The line: Double, then Bet wagers twice, each +1 paid for.
	x.Run(ruletest.Play(p1, "Double"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Bet"),
		ruletest.PassTo(rules.AskOrder, p1), ruletest.Order(p1),
		ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
		ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
		ruletest.PassToStep(rules.StepResolution, p1))
	x.WantCount(rules.EvWager, 2, "Bet wagered twice")
	x.WantLife(p2, 15, "Bet's 3 and two +1s")
}
