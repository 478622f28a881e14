package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters cards built on wager (CR 8.5.46, rules/wager.go): the
// attacks that may wager a token as they attack a hero, the cards that
// give the next attack that ability, the reaction that needs a wager on
// its chain link, and the heroes Olympia and Betsy.

// wageAttack: "when this attacks a hero, you may wager a [token] token
// with them".
func wageAttack(prize *r.Card) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{prize}
		c.Triggers = []r.Trigger{*r.WhenThisAttacksMayWager(prize)}
	}
}

// nextAttackWagers: go again; the next attack of the classes this turn
// gets +n power and "when this attacks a hero, you may wager a [token]
// token with them" (CR 1.8.10: an attack not yet declared).
func nextAttackWagers(classes r.Classes, prize *r.Card) func(n int) func(c *r.Card) {
	return func(n int) func(c *r.Card) {
		return func(c *r.Card) {
			c.Tokens = []*r.Card{prize}
			c.Grants = []r.Grant{{Trigger: r.WhenThisAttacksMayWager(prize)}}
			c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: classes}, Power: n, Grant: 1}}
		}
	}
}

// bigBop: an aura; at the start of your turn it is destroyed, then your
// next Guardian attack this turn gets +n power and may wager a token.
func bigBop(prize *r.Card) func(n int) func(c *r.Card) {
	return func(n int) func(c *r.Card) {
		return func(c *r.Card) {
			c.Tokens = []*r.Card{prize}
			c.Grants = []r.Grant{{Trigger: r.WhenThisAttacksMayWager(prize)}}
			c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.NextAttack{Filter: r.AttackFilter{Classes: r.Guardian}, Power: n, Grant: 1})}
		}
	}
}

// upperHand: played only if you have wagered this chain link; the target
// attack gets +n power (CR 8.5.46a).
func upperHand(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.PlayIf = r.WageredThisLink
		c.Target = &r.TargetSpec{Kind: r.TargetAttack}
		c.Resolve = []r.Effect{r.TargetGets{Power: n}}
	}
}

// The wager cycles: the number is the power the next attack gets.
var _ = defineCycles(
	cycle{"Wage Might", same(wageAttack(Might)), 0, 0, 0},
	cycle{"Wage Vigor", same(wageAttack(Vigor)), 0, 0, 0},
	cycle{"Wage Agility", same(wageAttack(Agility)), 0, 0, 0},
	cycle{"Money Where Ya Mouth Is", nextAttackWagers(0, Gold), 3, 2, 1},
	cycle{"Edge Ahead", nextAttackWagers(r.Warrior, Agility), 3, 2, 1},
	cycle{"Hold 'em", nextAttackWagers(r.Warrior, Vigor), 3, 2, 1},
	cycle{"Big Bop", bigBop(Vigor), 5, 4, 3},
	cycle{"Bigger Than Big", bigBop(Might), 5, 4, 3},
	cycle{"Take the Upper Hand", upperHand, 3, 2, 1},
)

var (
	// Olympia: the first time each of her attacks wins a wager, create a
	// Gold token (CR 8.5.46a).
	Olympia = define("Olympia", func(c *r.Card) {
		c.Tokens = []*r.Card{Gold}
		c.Triggers = []r.Trigger{{When: r.WhenYourAttackFirstWinsAWager, Effects: []r.Effect{r.CreateToken{Token: Gold}}}}
	})

	// Betsy: each time an attack she controls wagers, she may pay 2: that
	// attack gets +1 power and overpower (CR 8.3.22).
	Betsy = define("Betsy", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: r.WhenYourAttackWagers,
			Effects: []r.Effect{r.MayPay{N: 2, Then: []r.Effect{r.EventAttackGets{Power: 1, Gains: r.Overpower}}}}}}
	})
)
