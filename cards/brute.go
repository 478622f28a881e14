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

	// Wrecking Ball has no defense here: its card data's defense is blank,
	// as for the other Brute attacks that discard at random (Bare Fangs,
	// Wild Ride), so it cannot defend (CR 7.3.2b) and the board shows no
	// "d". Not checked against a printed copy; if the printed card has a
	// defense, set it here, remembered from the printed card.
	WreckingBall = define("Wrecking Ball (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.Intimidate{}}})}
	})

	BarragingBeatdown = define("Barraging Beatdown (yellow)", func(c *r.Card) {
		// The next Brute attack gets +3 power while fewer than two
		// non-equipment cards defend it.
		c.Grants = []r.Grant{{Static: &r.Static{If: r.DefendedByFewerNonEquipment(2), Power: 3}}}
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: r.Brute}, Grant: 1}, r.Intimidate{}}
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
)

// bareFangs: when it attacks, draw then discard a random card; a discarded
// card with 6 or more power gives it +2 power.
func bareFangs(c *r.Card) {
	c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.ThisGets{Power: 2}}})}
}

// wildRide: the same draw and discard; a discarded card with 6 or more
// power gives it go again.
func wildRide(c *r.Card) {
	c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{MinPower: 6, Then: []r.Effect{r.ThisGets{Gains: r.GoAgain}}})}
	onCondition(c, r.GoAgain)
}

// packCall: when it defends, the top card of the deck is revealed; one
// with 6 or more power stays, any other goes to the bottom.
func packCall(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.WhenThisDefends,
		Effects: []r.Effect{r.RevealTopKeepIfPower{MinPower: 6}}}}
}

// rallyTheRearguard: once per turn, as an instant, while it defends (an
// activated ability of a card on the chain as a defender, CR 5.2, 7.0.5):
// discard a card to give it +3 defense.
func rallyTheRearguard(c *r.Card) {
	c.Activated = []r.Activated{{Type: r.Instant, Once: true, If: r.Defending,
		EffCosts: []r.CostEffect{r.DiscardCost{}}, Effects: []r.Effect{r.ThisGets{Defense: 3}}}}
}

// The cycles of these cards: each colour prints the same text, so each
// row says its one number (Pack Call's 6, Rally's +3) for every colour.
var _ = defineCycles(
	cycle{"Bare Fangs", same(bareFangs), 2, 2, 2},
	cycle{"Wild Ride", same(wildRide), 6, 6, 6},
	cycle{"Pack Call", same(packCall), 6, 6, 6},
	cycle{"Rally the Rearguard", same(rallyTheRearguard), 3, 3, 3},
)
