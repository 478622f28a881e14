package cards

import r "github.com/rathe-tcg/rathe/rules"

// Rhinar's (Brute) cards of Classic Battles.

// whenThisAttacks is a "when this attacks" trigger (CR 7.2.4).
func whenThisAttacks(effects ...r.Effect) r.Trigger {
	return r.Trigger{When: r.WhenThisAttacks, Effects: effects}
}

// ironhide: when it defends, its controller may pay {r}; if they do it gets
// +2{d} and the ability to destroy itself when the chain closes.
func ironhide(c *r.Card) {
	c.Grants = []r.Grant{{Trigger: r.DestroyWhenChainCloses()}}
	c.Triggers = []r.Trigger{{When: r.WhenThisDefends,
		Effects: []r.Effect{r.MayPay{N: 1, Then: []r.Effect{r.SelfGains{Defense: 2, Grant: 1}}}}}}
}

// whenPlayedWithLessLife: "when you play this, if you have less life than
// an opposing hero" (CR 5.1.10: the card is played once its costs are
// paid; CR 6.6.5b: the life is compared as it triggers).
var whenPlayedWithLessLife = r.When{Event: r.EvPlay, Of: r.This, If: r.LessLifeThanOpponent}

// bruteAttackCard is "the next Brute attack action card you play this turn".
var bruteAttackCard = r.AttackFilter{ActionCard: true, Classes: r.Brute}

var (
	BoneVizier = define("Bone Vizier", func(c *r.Card) {
		// When it is destroyed, look at the top card of the deck: a big
		// one stays, anything else goes under.
		c.Triggers = []r.Trigger{{When: r.WhenThisIsDestroyed, Where: r.ZoneGraveyard,
			Effects: []r.Effect{r.RevealTopKeepIfPower{MinPower: 6}}}}
	})

	IronhideGauntlet = define("Ironhide Gauntlet", ironhide)
	IronhideLegs     = define("Ironhide Legs", ironhide)

	AwakeningBellow = define("Awakening Bellow (red)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: bruteAttackCard, Power: 3, OnPlay: true}, r.Intimidate{}}
	})

	BareFangs = define("Bare Fangs (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.ThisGets{Power: 2}}})}
	})

	WildRide = define("Wild Ride (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.ThisGets{Gains: r.GoAgain}}})}
		onCondition(c, r.GoAgain)
	})

	WreckingBall = define("Wrecking Ball (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.Intimidate{}}})}
	})

	BarragingBeatdown = define("Barraging Beatdown (yellow)", func(c *r.Card) {
		// The next Brute attack gets +3 power while fewer than two
		// non-equipment cards defend it.
		c.Grants = []r.Grant{{Static: &r.Static{If: r.DefendedByFewerNonEquipment(2), Power: 3}}}
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: r.Brute}, Grant: 1}, r.Intimidate{}}
	})

	PackCall = define("Pack Call (yellow)", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: r.WhenThisDefends,
			Effects: []r.Effect{r.RevealTopKeepIfPower{MinPower: 6}}}}
	})

	SmashInstinct = define("Smash Instinct (yellow)", func(c *r.Card) {
		c.Triggers = []r.Trigger{whenThisAttacks(r.Intimidate{})}
	})

	WoundedBull = define("Wounded Bull (yellow)", func(c *r.Card) {
		// When it is played while its controller has less life than the
		// opposing hero, it gets +1 power. The trigger works on the stack.
		c.Triggers = []r.Trigger{{When: whenPlayedWithLessLife, Where: r.ZoneStack,
			Effects: []r.Effect{r.ThisGets{Power: 1}}}}
	})

	ComeToFight = define("Come to Fight (blue)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{ActionCard: true}, Power: 1, OnPlay: true}}
	})

	RallyTheRearguard = define("Rally the Rearguard (blue)", func(c *r.Card) {
		// Once per turn, as an instant, while it defends: discard a card
		// to give it +3 defense.
		c.Activated = []r.Activated{{Type: r.Instant, Once: true, If: r.Defending,
			EffCosts: []r.CostEffect{r.DiscardCost{}}, Effects: []r.Effect{r.ThisGets{Defense: 3}}}}
	})
)
