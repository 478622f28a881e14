package cards

import r "github.com/rathe-tcg/rathe/rules"

// Cards of Classic Battles: Rhinar vs Dorinthea: the weapon attack and the
// heroes' abilities shared by both decks.

// weaponAttack is "Once per Turn Action - {r}x cost: Attack" (CR 8.3.1).
func weaponAttack(cost int) r.Activated {
	return r.Activated{Type: r.Action, Cost: cost, Once: true, Attack: true}
}

var (
	Rhinar = define("Rhinar", func(c *r.Card) {
		// Whenever you discard a card with 6 or more power during your
		// action phase, intimidate.
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvDiscard, Of: r.You, MinPower: 6, If: r.InYourActionPhase},
			Effects: []r.Effect{r.Intimidate{}}}}
	})

	Dorinthea = define("Dorinthea, Quicksilver Prodigy", func(c *r.Card) {
		// The first time Dawnblade gains go again each turn, you may attack
		// an additional time with it this turn (CR 5.2.3c).
		// "Dawnblade" names the moniker (CR 2.7.3): the attack of the
		// weapon gains go again (CR 1.4.3).
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvGainGoAgain, Of: r.YourAttack,
			Filter: r.AttackFilter{Weapon: true, Moniker: "Dawnblade"}, Nth: 1}, Optional: true,
			Effects: []r.Effect{r.ExtraAttack{}}}}
	})

	BoneBasher = define("Bone Basher", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(2)}
	})

	Dawnblade = define("Dawnblade, Resplendent", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(1)}
		// The second time you attack with it each turn, it gets +1 power
		// until end of turn.
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvAttack, Of: r.This, Nth: 2},
			Effects: []r.Effect{r.ThisGets{Power: 1}}}}
	})

	IronrotHelm = define("Ironrot Helm", nil)
	IronrotLegs = define("Ironrot Legs", nil)

	BlossomOfSpring = define("Blossom of Spring", func(c *r.Card) {
		c.Activated = []r.Activated{{Type: r.Action, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Effects: []r.Effect{r.GainResources{N: 1}}, GoAgain: true}}
	})

	GallantryGold = define("Gallantry Gold", func(c *r.Card) {
		c.Activated = []r.Activated{{Type: r.Action, Cost: 1, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Effects: []r.Effect{r.AttacksGet{Filter: r.AttackFilter{Weapon: true}, Power: 1}}, GoAgain: true}}
	})

	MuscleMutt       = define("Muscle Mutt (yellow)", nil)
	RagingOnslaught  = define("Raging Onslaught (yellow)", nil)
	SmashWithBigTree = define("Smash with Big Tree (yellow)", nil)
	Dodge            = define("Dodge (blue)", nil)
	ToughenUp        = define("Toughen Up (blue)", nil)
	TitaniumBauble   = define("Titanium Bauble (blue)", nil)

	SigilOfSolace = define("Sigil of Solace (blue)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.GainLife{N: 1}}
	})

	ClearingBellow = define("Clearing Bellow (blue)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.Intimidate{}}
	})

	BeastMode = define("Beast Mode (red)", func(c *r.Card) {
		c.Statics = []r.Static{{If: r.Intimidated, Power: 2}}
	})

	WreckerRomp = define("Wrecker Romp (blue)", func(c *r.Card) {
		c.AddCosts = []r.CostEffect{r.DiscardRandomCost{}}
	})

	AlphaRampage = define("Alpha Rampage (red)", func(c *r.Card) {
		c.AddCosts = []r.CostEffect{r.DiscardRandomCost{}}
		c.Triggers = []r.Trigger{{When: r.WhenThisAttacks, Effects: []r.Effect{r.Intimidate{}}}}
	})

	SharpenSteel = define("Sharpen Steel (red)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Weapon: true}, Power: 3}}
	})

	VisitTheBlacksmith = define("Visit the Blacksmith (blue)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Subtypes: r.Sword}, Power: 1}}
	})

	OnAKnifeEdge = define("On a Knife Edge (yellow)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Subtypes: r.Sword}, Gains: r.GoAgain}}
	})

	IronsongResponse = define("Ironsong Response (red)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Weapon: true}}
		c.Resolve = []r.Effect{r.Reprise(r.TargetGets{Power: 3})}
	})

	Thrust = define("Thrust (red)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Subtypes: r.Sword}}
		c.Resolve = []r.Effect{r.TargetGets{Power: 3}}
	})

	BladeFlash = define("Blade Flash (blue)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Subtypes: r.Sword}}
		c.Resolve = []r.Effect{r.TargetGets{Gains: r.GoAgain}}
	})

	InTheSwing = define("In the Swing (red)", func(c *r.Card) {
		c.PlayIf = r.WeaponAttacksAtLeast(2)
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Weapon: true}}
		c.Resolve = []r.Effect{r.TargetGets{Power: 3}}
	})

	Overload = define("Overload (red)", func(c *r.Card) {
		// If this hits, it gains go again.
		c.Triggers = []r.Trigger{{When: r.WhenThisHits, Effects: []r.Effect{r.ThisGets{Gains: r.GoAgain}}}}
		onCondition(c, r.GoAgain)
	})
)
