package cards

import r "github.com/rathe-tcg/rathe/rules"

// Kassai's cards of the Heavy Hitters: the young hero and her hood, the
// Warrior actions that draw, and the generic attacks that pay off from the
// arsenal.

// drawSwords: (go again, printed) the next Warrior attack this turn gets +n{p}
// (CR 1.8.10: an attack not yet declared); draw a card.
func drawSwords(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: r.Warrior}, Power: n}, r.Draw{N: 1}}
	}
}

// performanceBonus: when this hits, create a Gold token; go again if it
// was played from the arsenal (lightningSurge: read as it resolves into
// its chain link).
func performanceBonus(c *r.Card) {
	lightningSurge(c)
	c.Tokens = []*r.Card{Gold}
	c.Triggers = []r.Trigger{{When: r.WhenThisHits, Effects: []r.Effect{r.CreateToken{Token: Gold}}}}
}

// tradeIn: when this attacks, you may discard a card, and if you do, draw
// one; go again if it was played from the arsenal.
func tradeIn(c *r.Card) {
	lightningSurge(c)
	c.Triggers = []r.Trigger{{When: r.WhenThisAttacks, Effects: []r.Effect{r.MayDiscard{Then: []r.Effect{r.Draw{N: 1}}}}}}
}

// risingEnergy: costs {r} less to play if you have drawn a card this turn
// (rules.CostStatic, a play-static ability).
func risingEnergy(c *r.Card) {
	c.CostStatics = []r.CostStatic{{If: r.DrawnThisTurn, Delta: -1}}
}

// The cycles: Draw Swords' colours print the power the next Warrior
// attack gets; the others print no number of their text.
var _ = defineCycles(
	cycle{"Draw Swords", drawSwords, 3, 2, 1},
	cycle{"Performance Bonus", same(performanceBonus), 0, 0, 0},
	cycle{"Trade In", same(tradeIn), 0, 0, 0},
	cycle{"Rising Energy", same(risingEnergy), 0, 0, 0},
)
