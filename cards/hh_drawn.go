package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters' cards that ask "if you've drawn a card this turn"
// (rules.DrawnThisTurn): the attack gets +1{p} or go again while it holds.

// risingPower: +1{p} while you have drawn a card this turn.
func risingPower(c *r.Card) {
	c.Statics = []r.Static{{If: r.DrawnThisTurn, Power: 1}}
}

// risingSpeed: go again while you have drawn a card this turn.
func risingSpeed(c *r.Card) {
	c.Statics = []r.Static{{If: r.DrawnThisTurn, Grants: r.GoAgain}}
	onCondition(c, r.GoAgain)
}

// The cycles: their colours print the same text (+1{p} on each Rising
// Power, 1 as the row's number).
var _ = defineCycles(
	cycle{"Rising Power", same(risingPower), 1, 1, 1},
	cycle{"Rising Speed", same(risingSpeed), 0, 0, 0},
)

// High Riser: once per turn, {r}{r}{r}: attack; +1{p} while you have drawn
// a card this turn.
var HighRiser = define("High Riser", func(c *r.Card) {
	c.Activated = []r.Activated{weaponAttack(3)}
	c.Statics = []r.Static{{If: r.DrawnThisTurn, Power: 1}}
})
