package cards

import r "github.com/rathe-tcg/rathe/rules"

// Generic modal cards: one mode, two modes, and an additional
// cost. Each mode is composed from rules' building blocks (CR 1.7.5).

// whenThisHits is a "when this hits" trigger (CR 7.5.5) with effects.
func whenThisHits(effs ...r.Effect) *r.Trigger {
	return &r.Trigger{When: r.WhenThisHits, Effects: effs}
}

// pummel: choose one: a club or hammer weapon attack gets +n power, or an
// attack action card costing 2 or more gets +n power and makes the hero it
// hits discard a card.
func pummel(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Grants = []r.Grant{{Trigger: whenThisHits(r.HitHeroDiscards{})}}
		c.MinModes, c.MaxModes = 1, 1
		c.Modes = []r.Mode{
			{Target: &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Weapon: true, AnySubtypes: r.Club | r.Hammer}},
				Effects: []r.Effect{r.TargetGets{Power: n}}},
			{Target: &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{ActionCard: true, MinCost: 2}},
				Effects: []r.Effect{r.TargetGets{Power: n, Grant: 1}}},
		}
	}
}

// razorReflex: choose one: a dagger or sword weapon attack gets +n power,
// or an attack action card costing 1 or less gets +n power and go again
// when it hits.
func razorReflex(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Grants = []r.Grant{{Trigger: whenThisHits(r.ThisGets{Gains: r.GoAgain})}}
		c.MinModes, c.MaxModes = 1, 1
		c.Modes = []r.Mode{
			{Target: &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Weapon: true, AnySubtypes: r.Dagger | r.Sword}},
				Effects: []r.Effect{r.TargetGets{Power: n}}},
			{Target: &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{ActionCard: true, HasMaxCost: true, MaxCost: 1}},
				Effects: []r.Effect{r.TargetGets{Power: n, Grant: 1}}},
		}
	}
}

// captainsCall: go again; choose one for the next attack action card
// costing at most max played this turn: +2 power, or go again.
func captainsCall(max int) func(c *r.Card) {
	return func(c *r.Card) {
		next := r.AttackFilter{ActionCard: true, HasMaxCost: true, MaxCost: int8(max)}
		c.MinModes, c.MaxModes = 1, 1
		c.Modes = []r.Mode{
			{Effects: []r.Effect{r.NextAttack{Filter: next, Power: 2, OnPlay: true}}},
			{Effects: []r.Effect{r.NextAttack{Filter: next, Gains: r.GoAgain, OnPlay: true}}},
		}
	}
}

// The generic colour cycles: the number each colour prints.
var _ = defineCycles(
	cycle{"Pummel", pummel, 4, 3, 2},
	cycle{"Razor Reflex", razorReflex, 3, 2, 1},
	cycle{"Captain's Call", captainsCall, 2, 1, 0}, // cost 2, 1 or 0 or less
)

var (
	EnlightenedStrike = define("Enlightened Strike (red)", func(c *r.Card) {
		// An additional cost: a card from hand goes to the bottom of the
		// deck (CR 5.1.8).
		c.AddCosts = []r.CostEffect{r.BottomFromHandCost{}}
		c.MinModes, c.MaxModes = 1, 1
		// Mode 1 is a triggered ability (draw as this attacks, CR 7.2.4);
		// modes 2 and 3 resolve with the attack (CR 7.2.3).
		c.Modes = []r.Mode{
			{},
			{Effects: []r.Effect{r.ThisGets{Power: 2}}},
			{Effects: []r.Effect{r.ThisGets{Gains: r.GoAgain}}},
		}
		c.Triggers = []r.Trigger{{When: r.WhenThisAttacks, Mode: 1,
			Effects: []r.Effect{r.Draw{N: 1}}}}
		onCondition(c, r.GoAgain)
	})

	ArtOfWar = define("Art of War (yellow)", func(c *r.Card) {
		attackActions := r.AttackFilter{ActionCard: true}
		c.MinModes, c.MaxModes = 2, 2
		c.Modes = []r.Mode{
			{Effects: []r.Effect{r.ControlledNowGet{Filter: attackActions, Power: 1, Defense: 1}}},
			{Effects: []r.Effect{r.NextAttack{Filter: attackActions, Gains: r.GoAgain, OnPlay: true}}},
			{Effects: []r.Effect{r.DefendFromArsenal{}}},
			{Effects: []r.Effect{r.MayBanishFromHand{Filter: attackActions, Then: []r.Effect{r.Draw{N: 2}}}}},
		}
	})
)
