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

// stackedInYourFavor: an aura with go again; the controller's attack
// action cards get +n{d} while they defend (rules/defenders.go); at the
// start of their turn it is destroyed, they draw, then put a card from
// hand on top of their deck.
func stackedInYourFavor(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Statics = []r.Static{{Defenders: &r.AttackFilter{ActionCard: true}, Defense: n}}
		c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.Draw{N: 1}, r.TopFromHand{})}
	}
}

// The aura's colours: the defense each prints.
var _ = defineCycles(cycle{"Stacked in Your Favor", stackedInYourFavor, 3, 2, 1})

var (
	// Bloodied Oval: an off-hand with blade break whose defense, printed
	// "*", is the number of opposing heroes with more life than its
	// controller (CR 2.3.2a: an ability defines it, 0 as the base).
	BloodiedOval = define("Bloodied Oval", func(c *r.Card) {
		c.Statics = []r.Static{{Defense: 1, Per: r.OpposingHeroesWithMoreLife}}
	})

	// Good Time Chapeau: temper; "Action – destroy a Gold you control:
	// your next attack this turn gets 'when this attacks a hero, wager a
	// Might and a Vigor token with them'. Go again" (one wager, one prize
	// of two tokens, CR 8.5.46).
	GoodTimeChapeau = define("Good Time Chapeau", func(c *r.Card) {
		c.Tokens = []*r.Card{Might, Vigor}
		c.Grants = []r.Grant{{Trigger: &r.Trigger{When: r.WhenThisAttacksAHero, Effects: []r.Effect{r.Wager{Prize: Might, And: Vigor}}}}}
		c.Activated = []r.Activated{{Type: r.Action, EffCosts: []r.CostEffect{r.DestroyTokenCost{Name: Gold.Name}},
			Effects: []r.Effect{r.NextAttack{Grant: 1}}, GoAgain: true}}
	})
)

// Golden Glare: Victor Goldmane's; blade break; when it defends together
// with 2 or more yellow cards, create a Gold token. The colours are part
// of the trigger condition, so they are counted as the defend event occurs
// (CR 6.6.5), over all the cards declared with it: they defend together,
// one compound event (CR 7.3.2d, 7.0.5e), in whatever order they were
// declared. Without them it does not trigger at all.
var GoldenGlare = define("Golden Glare", func(c *r.Card) {
	c.Tokens = []*r.Card{Gold}
	c.Triggers = []r.Trigger{{When: r.When{Event: r.EvDefend, Of: r.This, If: r.DefendsTogetherWith(r.Yellow, 2)},
		Effects: []r.Effect{r.CreateToken{Token: Gold}}}}
})

// Victor Goldmane: the first time each turn he creates a Gold token from
// an effect he controls, he draws a card; the first time each turn he
// would fail to win a clash, he may destroy a Gold he controls instead,
// put one of the revealed cards on the bottom of its owner's deck and
// clash again (CR 6.4, 8.5.45; rules/victor.go).
var VictorGoldmane = define("Victor Goldmane", func(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.When{Event: r.EvCreateToken, Of: r.You, Filter: r.AttackFilter{Name: Gold.Name}, Nth: 1},
		Effects: []r.Effect{r.Draw{N: 1}}}}
	c.Replacements = []r.Replacement{{Event: r.EvClash, Nth: 1, Cost: r.DestroyTokenCost{Name: Gold.Name}}}
})
