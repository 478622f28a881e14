package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters' Rhinar cards: beat chest (CR 8.3.33,
// rules/beatchest.go) and "if you've discarded a card with 6 or more {p}
// this turn" (rules/discarded.go).

var (
	// Ball Breaker: once per turn, {r}{r}: attack; +1{p} while you have
	// discarded a card with 6 or more power this turn.
	BallBreaker = define("Ball Breaker", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(2)}
		c.Statics = []r.Static{{If: r.Discarded6PowerThisTurn, Power: 1}}
	})

	// Mandible Claw: once per turn, {r}{r}: attack; its attacks have go
	// again while you have discarded a card with 6 or more power this
	// turn (an attack-proxy has its weapon's abilities, CR 1.4.3a).
	MandibleClaw = define("Mandible Claw", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(2)}
		c.Statics = []r.Static{{If: r.Discarded6PowerThisTurn, Grants: r.GoAgain}}
	})

	// Monstrous Veil: (battleworn, Rhinar specialization: the printed
	// keywords) "Action – destroy this: draw a card,
	// then discard a random card"; the layer has go again.
	MonstrousVeil = define("Monstrous Veil", func(c *r.Card) {
		c.Activated = []r.Activated{{Type: r.Action, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Effects: []r.Effect{r.DrawThenDiscardRandom{}}, GoAgain: true}}
	})
)

// whenAttacksBeaten: "when this attacks [a hero], if you've beaten chest
// this turn, ..." (CR 6.6.5b: a trigger with a state condition).
func whenAttacksBeaten(to r.Recipient, effects ...r.Effect) r.Trigger {
	return r.Trigger{When: r.When{Event: r.EvAttack, Of: r.This, To: to, If: r.BeatenChest}, Effects: effects}
}

// beatChestToken: (beat chest, from the printed keyword, its optional
// cost) when this attacks, if you've beaten chest
// this turn, create a token.
func beatChestToken(token *r.Card) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{token}
		c.Triggers = []r.Trigger{whenAttacksBeaten(r.ToAny, createEach(token)...)}
	}
}

// rawhideRumble: (beat chest) when this attacks a hero, if you've beaten
// chest this turn, intimidate them (the hero attacked is the opposing
// one).
func rawhideRumble(c *r.Card) {
	c.Triggers = []r.Trigger{whenAttacksBeaten(r.ToHero, r.Intimidate{})}
}

// bonebreakerBellow: (beat chest, go again) the next Brute attack this turn
// gets +n power, or, if you've beaten chest this turn, +n+2 instead (each
// colour prints both numbers, two apart).
func bonebreakerBellow(n int) func(c *r.Card) {
	return func(c *r.Card) {
		brute := r.AttackFilter{Classes: r.Brute}
		c.Resolve = []r.Effect{r.Instead{
			Then:    []r.Effect{r.NextAttack{Filter: brute, Power: n}},
			If:      r.BeatenChest,
			Instead: []r.Effect{r.NextAttack{Filter: brute, Power: n + 2}}}}
	}
}

// packHunt: when this attacks, intimidate.
func packHunt(c *r.Card) {
	c.Triggers = []r.Trigger{whenThisAttacks(r.Intimidate{})}
}

var _ = defineCycles(
	cycle{"Assault and Battery", same(beatChestToken(Agility)), 0, 0, 0},
	cycle{"Pound Town", same(beatChestToken(Might)), 0, 0, 0},
	cycle{"Rawhide Rumble", same(rawhideRumble), 0, 0, 0},
	cycle{"Bonebreaker Bellow", bonebreakerBellow, 3, 2, 1},
	cycle{"Pack Hunt", same(packHunt), 0, 0, 0},
)
