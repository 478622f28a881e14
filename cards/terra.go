package cards

import r "github.com/rathe-tcg/rathe/rules"

// Terra's (Guardian, Earth) cards of the 1st Strike deck. The cards that
// create Might tokens are in terra_might.go.

// earthBond: Earth Bond (CR 8.4.15): if an Earth card was pitched to play
// this, then. On an attack card it is a resolution ability, generated as
// the attack becomes a chain link (CR 7.2.3): a gain of power then, which
// Flourish and Thrive replace.
func earthBond(then ...r.Effect) []r.Effect {
	return []r.Effect{r.If{Cond: r.EarthBond, Then: then}}
}

// flourish: go again; the next time an attack would gain power this turn,
// it gains that much plus n instead (CR 6.4.9).
func flourish(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Resolve = []r.Effect{r.GainPlus{N: n, Once: true}}
	}
}

// concuss: when it hits a hero while its power is above its base, the hero
// discards a card. The trigger condition names an event (the hit) and a
// state (the power): it triggers only when both hold (CR 6.6.1c, 6.6.5b),
// and the state is checked again as the layer resolves (CR 5.3.2b).
func concuss(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.When{Event: r.EvHit, Of: r.This, To: r.ToHero, If: r.PowerAboveBase},
		Effects: []r.Effect{r.If{Cond: r.PowerAboveBase, Then: []r.Effect{r.HitHeroDiscards{}}}}}}
}

var (
	// Redwood Hammer: its attack gets +1 power when an Earth card was
	// pitched to activate it (the attack proxy remembers, CR 1.4.3).
	RedwoodHammer = define("Redwood Hammer", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(3)}
		c.Statics = []r.Static{{If: r.PitchedToPlay(r.Earth), Power: 1}}
	})

	// Rotten Old Buckler: an off-hand (CR 8.2) with blade break.
	RottenOldBuckler = define("Rotten Old Buckler", nil)

	// Thrive: go again; every time an attack would gain power this turn,
	// it gains that much plus 1 instead (CR 6.4.9).
	ThriveYellow = define("Thrive (yellow)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.GainPlus{N: 1}}
	})
)

// Terra's colour cycles: the number each colour prints (Autumn's Touch:
// an attack with no text).
var _ = defineCycles(
	cycle{"Burgeoning", same(burgeoning), 0, notInPool, 0},
	cycle{"Concuss", same(concuss), 0, notInPool, 0},
	cycle{"Log Fall", same(logFall), 0, 0, notInPool},
	cycle{"Strong Wood", same(strongWood), 0, 0, notInPool},
	cycle{"Autumn's Touch", nil, notInPool, 0, 0},
	cycle{"Flourish", flourish, notInPool, 3, 2},
)

// burgeoning: +1 power if it was played from the arsenal, as it becomes a
// chain link (CR 7.2.3).
func burgeoning(c *r.Card) {
	c.Resolve = []r.Effect{r.If{Cond: r.PlayedFromArsenal, Then: []r.Effect{r.ThisGets{Power: 1}}}}
}

// logFall: Earth Bond: overpower (CR 8.3.22).
func logFall(c *r.Card) {
	c.Resolve = earthBond(r.ThisGets{Gains: r.Overpower})
	onCondition(c, r.Overpower)
}

// strongWood: Earth Bond: +1 power.
func strongWood(c *r.Card) { c.Resolve = earthBond(r.ThisGets{Power: 1}) }
