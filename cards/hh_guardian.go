package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters cards of Betsy's and Victor Goldmane's lists that the
// other hh files do not hold: attacks that do more while their power is
// above their base (Concuss's condition, terra.go) or at 13 or more
// (tower, CR 8.4.13), the universal Wage Gold (CR 8.3.35, its printed keyword).

// whenHitsAboveBase: "when this hits a hero, if this has {p} greater than
// its base, [effects]": the trigger needs the hit and the power both (CR
// 6.6.5b); the power is asked again as the layer resolves (CR 5.3.2b).
func whenHitsAboveBase(then ...r.Effect) r.Trigger {
	return r.Trigger{When: r.When{Event: r.EvHit, Of: r.This, To: r.ToHero, If: r.PowerAboveBase},
		Effects: []r.Effect{r.If{Cond: r.PowerAboveBase, Then: then}}}
}

// commandRespect: when it hits a hero while above its base power, a card
// in their arsenal is destroyed.
func commandRespect(c *r.Card) {
	c.Triggers = []r.Trigger{whenHitsAboveBase(r.DestroyTheirArsenal{})}
}

// overTheTop: overpower (CR 8.3.22) while its power is above its base.
func overTheTop(c *r.Card) {
	onCondition(c, r.Overpower)
	c.Statics = []r.Static{{If: r.PowerAboveBase, Grants: r.Overpower}}
}

// The cycles: their colours print no number of their text.
var _ = defineCycles(
	cycle{"Command Respect", same(commandRespect), 0, 0, 0},
	cycle{"Over the Top", same(overTheTop), 0, 0, 0},
	cycle{"Wage Gold", same(wageAttack(Gold)), 0, 0, 0},
)

// Smack of Reality: tower (CR 8.4.13): while it has 13 or more power, it
// has "when this hits a hero, destroy all aura tokens they control".
var SmackOfReality = define("Smack of Reality (red)", func(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.When{Event: r.EvHit, Of: r.This, To: r.ToHero, If: r.Tower},
		Effects: []r.Effect{r.DestroyTheirAuraTokens{}}}}
})
