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

// TakeItOnTheChin: the next time its player would be dealt damage this
// turn, 2 of it is prevented (a fixed prevention, CR 6.4.10i), and if any
// is, they create an Agility token.
var TakeItOnTheChin = define("Take it on the Chin (red)", func(c *r.Card) {
	c.Tokens = []*r.Card{Agility}
	c.Resolve = []r.Effect{r.PreventDamage{N: 2, Once: true, Creates: Agility}}
})

var (
	// Kassai: her sword attacks cost {r} less to activate once she has
	// drawn a card this turn (rules.CostStatic); once per turn, as an
	// action, banishing 2 red and 2 yellow cards of her graveyard, the
	// next time a weapon she controls hits a hero this turn she creates a
	// Gold token (a delayed trigger, rules.NextTime); go again.
	Kassai = define("Kassai", func(c *r.Card) {
		c.Tokens = []*r.Card{Gold}
		c.CostStatics = []r.CostStatic{{If: r.DrawnThisTurn, Delta: -1, WeaponAttacks: true, Subtypes: r.Sword}}
		c.Grants = []r.Grant{{Trigger: &r.Trigger{
			When:    r.When{Event: r.EvHit, Of: r.YourAttack, To: r.ToHero, Filter: r.AttackFilter{Weapon: true}},
			Effects: []r.Effect{r.CreateToken{Token: Gold}}}}}
		c.Activated = []r.Activated{{Type: r.Action, Once: true,
			EffCosts: []r.CostEffect{r.BanishFromGraveyardCost{Red: 2, Yellow: 2}},
			Effects:  []r.Effect{r.NextTime{Grant: 1}}, GoAgain: true}}
	})

	// Hood of Red Sand (battleworn, printed): an attack reaction for {r},
	// banishing a red and a yellow card of the graveyard and destroying
	// the hood: the target sword attack gets "when this hits, draw a card".
	HoodOfRedSand = define("Hood of Red Sand", func(c *r.Card) {
		c.Grants = []r.Grant{{Trigger: &r.Trigger{When: r.WhenThisHits, Effects: []r.Effect{r.Draw{N: 1}}}}}
		c.Activated = []r.Activated{{Type: r.AttackReaction, Cost: 1,
			EffCosts: []r.CostEffect{r.BanishFromGraveyardCost{Red: 1, Yellow: 1}, r.DestroySelfCost{}},
			Target:   &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Subtypes: r.Sword}},
			Effects:  []r.Effect{r.TargetGets{Grant: 1}}}}
	})
)

// The cycles: Draw Swords' colours print the power the next Warrior
// attack gets; the others print no number of their text.
var _ = defineCycles(
	cycle{"Draw Swords", drawSwords, 3, 2, 1},
	cycle{"Performance Bonus", same(performanceBonus), 0, 0, 0},
	cycle{"Trade In", same(tradeIn), 0, 0, 0},
	cycle{"Rising Energy", same(risingEnergy), 0, 0, 0},
)
