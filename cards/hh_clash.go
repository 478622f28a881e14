package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters cards built on clash (CR 8.5.45, rules/clash.go): the
// blocks and attacks that clash as they defend, the attacks that reward
// winning a clash by revealing them, and Miller's Grindstone.

// whenThisDefendsClash is "when this defends, clash with the attacking
// hero. The winner creates a [token] token." (CR 7.0.5a, 8.5.45).
func whenThisDefendsClash(token *r.Card) r.Trigger {
	return r.Trigger{When: r.WhenThisDefends,
		Effects: []r.Effect{r.Clash{With: r.ClashAttackingHero, WinnerCreates: token}}}
}

// clashDefender is a card whose one ability is whenThisDefendsClash.
func clashDefender(token *r.Card) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{token}
		c.Triggers = []r.Trigger{whenThisDefendsClash(token)}
	}
}

// winClashCreates is an attack with "when you win a clash revealing this,
// create a [token] token": the ability works from the deck, where a
// revealed card stays (CR 8.5.17c, 8.5.45a).
func winClashCreates(token *r.Card) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{token}
		c.Triggers = []r.Trigger{{When: r.WhenYouWinAClashRevealingThis, Where: r.ZoneDeck,
			Effects: []r.Effect{r.CreateToken{Token: token}}}}
	}
}

// The clash cycles: their colours print no number of their text.
var _ = defineCycles(
	cycle{"Clash of Might", same(clashDefender(Might)), 0, 0, 0},
	cycle{"Clash of Vigor", same(clashDefender(Vigor)), 0, 0, 0},
	cycle{"Thunk", same(winClashCreates(Might)), 0, 0, 0},
	cycle{"Wallop", same(winClashCreates(Vigor)), 0, 0, 0},
)

var (
	TestOfMight    = define("Test of Might (red)", clashDefender(Might))
	TestOfStrength = define("Test of Strength (red)", clashDefender(Gold))
	TestOfVigor    = define("Test of Vigor (red)", clashDefender(Vigor))

	// Stonewall Impasse: temper (CR 8.3.10); when it defends, it clashes
	// with the attacking hero and, if its controller wins, gets +1{d}
	// this turn.
	StonewallImpasse = define("Stonewall Impasse", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: r.WhenThisDefends,
			Effects: []r.Effect{r.Clash{With: r.ClashAttackingHero, IfYouWin: []r.Effect{r.ThisGets{Defense: 1}}}}}}
	})

	// Miller's Grindstone: when its attack hits a hero, clash with them;
	// the winner's side: their deck's top card destroyed (CR 8.5.4), or a
	// -1{p} counter on the weapon (CR 8.5.14), which stays.
	MillersGrindstone = define("Miller's Grindstone", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(3)}
		c.Triggers = []r.Trigger{{When: r.WhenThisHitsAHero,
			Effects: []r.Effect{r.Clash{With: r.ClashThem,
				IfYouWin:  []r.Effect{r.DestroyTheirTopCard{}},
				IfTheyWin: []r.Effect{r.AttackSourceCounter{Kind: r.CounterPower, N: -1, Rule: r.CR(8, 5, 14)}}}}}}
	})
)
