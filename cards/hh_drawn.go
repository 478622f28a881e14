package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters' cards that ask "if you've drawn a card this turn"
// (rules.DrawnThisTurn): the attack gets +1{p} or go again while it holds.

// risingPower: +1{p} while you have drawn a card this turn.
func risingPower(key string) *r.Card {
	return define(key, func(c *r.Card) {
		c.Statics = []r.Static{{If: r.DrawnThisTurn, Power: 1}}
	})
}

// risingSpeed: go again while you have drawn a card this turn.
func risingSpeed(key string) *r.Card {
	return define(key, func(c *r.Card) {
		c.Statics = []r.Static{{If: r.DrawnThisTurn, Grants: r.GoAgain}}
	})
}

var (
	RisingPowerRed    = risingPower("Rising Power (red)")
	RisingPowerYellow = risingPower("Rising Power (yellow)")
	RisingPowerBlue   = risingPower("Rising Power (blue)")
	RisingSpeedRed    = risingSpeed("Rising Speed (red)")
	RisingSpeedYellow = risingSpeed("Rising Speed (yellow)")
	RisingSpeedBlue   = risingSpeed("Rising Speed (blue)")

	// High Riser: once per turn, {r}{r}{r}: attack; +1{p} while you have
	// drawn a card this turn.
	HighRiser = define("High Riser", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(3)}
		c.Statics = []r.Static{{If: r.DrawnThisTurn, Power: 1}}
	})
)
