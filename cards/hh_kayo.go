package cards

import r "github.com/rathe-tcg/rathe/rules"

// Kayo's cards of the Heavy Hitters: the young hero, his head equipment
// that rolls a die, his axe, and the cards of his list no other lane
// defines. The Brute cycles he shares with Classic Battles' Rhinar (Bare
// Fangs, Wild Ride, Pack Call, Rally the Rearguard) are brute.go's.

var (
	// Kayo: one weapon zone (CR 3.0.2); attack action cards he owns get
	// +1{p} anywhere but on the combat chain (rules/owned.go); the first
	// card with 6 or more {p} he discards in his action phase makes a
	// Might token (rules/discard.go).
	Kayo = define("Kayo", func(c *r.Card) {
		c.WeaponZones = 1
		c.Owned = []r.OwnedStatic{{Filter: r.AttackFilter{ActionCard: true}, Power: 1, Except: r.ZoneChain}}
		c.Tokens = []*r.Card{Might}
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvDiscard, Of: r.You, MinPower: 6, Nth: 1},
			Effects: createEach(Might)}}
	})

	// Knucklehead: Kayo specialization, temper; destroy it to roll a
	// six-sided die, and the number rolled is Kayo's base intellect until
	// the end of the turn (rules/dice.go).
	Knucklehead = define("Knucklehead", func(c *r.Card) {
		c.Activated = []r.Activated{{Type: r.Action, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Effects: []r.Effect{r.RollDie{Sides: 6, Then: []r.Effect{r.BaseIntellectIsRolled{}}}}}}
	})

	// Mini Meataxe: once per turn, {r}{r}: attack; when it attacks, draw
	// then discard a random card.
	MiniMeataxe = define("Mini Meataxe", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(2)}
		c.Triggers = []r.Trigger{whenThisAttacks(r.DrawThenDiscardRandom{})}
	})

	// Run into Trouble: when it defends, if its controller controls an
	// Agility token, it deals damage to the attacking hero, the opponent.
	// How much is not sourced: the card data's text says "deal damage"
	// with no number, and none of its fields (power, arcane, keywords)
	// holds one; the 1 here is the printed card's as remembered, not
	// read. Check it against a printed copy when the data gains it.
	RunIntoTrouble = define("Run into Trouble (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvDefend, Of: r.This, If: r.ControlsToken("Agility")},
			Effects: []r.Effect{r.DealDamage{N: 1}}}}
	})
)

// downButNotOut: when it attacks a hero, if its controller is behind that
// hero (less life, fewer equipment and tokens counted together:
// rules.BehindOpponent),
// it gets +n{p}, overpower, and "when this hits, create an Agility, a
// Might and a Vigor token".
func downButNotOut(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{Agility, Might, Vigor}
		c.Grants = []r.Grant{{Trigger: &r.Trigger{When: r.WhenThisHits, Effects: createEach(Agility, Might, Vigor)}}}
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvAttack, Of: r.This, To: r.ToHero, If: r.BehindOpponent},
			Effects: []r.Effect{r.ThisGets{Power: n, Gains: r.Overpower, Grant: 1}}}}
		onCondition(c, r.Overpower)
	}
}

var _ = defineCycles(
	cycle{"Down But Not Out", downButNotOut, 3, 3, 3},
)
