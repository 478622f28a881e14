package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters cards built on wager (CR 8.5.46, rules/wager.go): the
// attacks that may wager a token as they attack a hero, the cards that
// give the next attack that ability, the reaction that needs a wager on
// its chain link, and the heroes Olympia and Betsy.

// wageAttack: "when this attacks a hero, you may wager a [token] token
// with them".
func wageAttack(key string, prize *r.Card) *r.Card {
	return define(key, func(c *r.Card) {
		c.Tokens = []*r.Card{prize}
		c.Triggers = []r.Trigger{*r.WhenThisAttacksMayWager(prize)}
	})
}

// nextAttackWagers: go again; the next attack of the classes this turn
// gets +n power and "when this attacks a hero, you may wager a [token]
// token with them" (CR 1.8.10: an attack not yet declared).
func nextAttackWagers(key string, classes r.Classes, n int, prize *r.Card) *r.Card {
	return define(key, func(c *r.Card) {
		c.Keywords = r.GoAgain
		c.Tokens = []*r.Card{prize}
		c.Grants = []r.Grant{{Trigger: r.WhenThisAttacksMayWager(prize)}}
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: classes}, Power: n, Grant: 1}}
	})
}

// bigBop: an aura; at the start of your turn it is destroyed, then your
// next Guardian attack this turn gets +n power and may wager a token.
func bigBop(key string, n int, prize *r.Card) *r.Card {
	return define(key, func(c *r.Card) {
		c.Tokens = []*r.Card{prize}
		c.Grants = []r.Grant{{Trigger: r.WhenThisAttacksMayWager(prize)}}
		c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.NextAttack{Filter: r.AttackFilter{Classes: r.Guardian}, Power: n, Grant: 1})}
	})
}

// upperHand: played only if you have wagered this chain link; the target
// attack gets +n power (CR 8.5.46a).
func upperHand(key string, n int) *r.Card {
	return define(key, func(c *r.Card) {
		c.PlayIf = r.WageredThisLink
		c.Target = &r.TargetSpec{Kind: r.TargetAttack}
		c.Resolve = []r.Effect{r.TargetGets{Power: n}}
	})
}

var (
	WageMightRed      = wageAttack("Wage Might (red)", Might)
	WageMightYellow   = wageAttack("Wage Might (yellow)", Might)
	WageMightBlue     = wageAttack("Wage Might (blue)", Might)
	WageVigorRed      = wageAttack("Wage Vigor (red)", Vigor)
	WageVigorYellow   = wageAttack("Wage Vigor (yellow)", Vigor)
	WageVigorBlue     = wageAttack("Wage Vigor (blue)", Vigor)
	WageAgilityRed    = wageAttack("Wage Agility (red)", Agility)
	WageAgilityYellow = wageAttack("Wage Agility (yellow)", Agility)
	WageAgilityBlue   = wageAttack("Wage Agility (blue)", Agility)

	MoneyWhereYaMouthIsRed    = nextAttackWagers("Money Where Ya Mouth Is (red)", 0, 3, Gold)
	MoneyWhereYaMouthIsYellow = nextAttackWagers("Money Where Ya Mouth Is (yellow)", 0, 2, Gold)
	MoneyWhereYaMouthIsBlue   = nextAttackWagers("Money Where Ya Mouth Is (blue)", 0, 1, Gold)
	EdgeAheadRed              = nextAttackWagers("Edge Ahead (red)", r.Warrior, 3, Agility)
	EdgeAheadYellow           = nextAttackWagers("Edge Ahead (yellow)", r.Warrior, 2, Agility)
	EdgeAheadBlue             = nextAttackWagers("Edge Ahead (blue)", r.Warrior, 1, Agility)
	HoldEmRed                 = nextAttackWagers("Hold 'em (red)", r.Warrior, 3, Vigor)
	HoldEmYellow              = nextAttackWagers("Hold 'em (yellow)", r.Warrior, 2, Vigor)
	HoldEmBlue                = nextAttackWagers("Hold 'em (blue)", r.Warrior, 1, Vigor)

	BigBopRed              = bigBop("Big Bop (red)", 5, Vigor)
	BigBopYellow           = bigBop("Big Bop (yellow)", 4, Vigor)
	BigBopBlue             = bigBop("Big Bop (blue)", 3, Vigor)
	BiggerThanBigRed       = bigBop("Bigger Than Big (red)", 5, Might)
	BiggerThanBigYellow    = bigBop("Bigger Than Big (yellow)", 4, Might)
	BiggerThanBigBlue      = bigBop("Bigger Than Big (blue)", 3, Might)
	TakeTheUpperHandRed    = upperHand("Take the Upper Hand (red)", 3)
	TakeTheUpperHandYellow = upperHand("Take the Upper Hand (yellow)", 2)
	TakeTheUpperHandBlue   = upperHand("Take the Upper Hand (blue)", 1)

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
