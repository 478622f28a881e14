package rules

// Tower (CR 8.4.13): a label keyword. A tower ability works while its card
// has 13 or more power: "Tower - if this has 13 or more power, [EFFECTS]".
// The abilities it labels are the card's own (a trigger whose condition is
// Tower, a static that applies while it holds); the power is the card's
// current power (CR 2.9), so a bonus that lifts it to 13 turns the ability
// on and one that ends turns it off again. A trigger it labels triggers
// only if the card has that power as its event happens (CR 6.6.5b); once
// on the stack, the layer resolves whatever the power is by then (CR
// 5.3.2: the label is a condition of the ability, not of its effect).

// TowerPower is the power a tower ability asks for (CR 8.4.13).
const TowerPower = 13

// Tower holds while the source has TowerPower or more power (CR 8.4.13).
var Tower = &Condition{Code: "tower", Params: PowerAtLeast{N: TowerPower}, Test: func(g *Game, c *Ctx) bool {
	return g.hasPowerAtLeast(c.Source, TowerPower)
}}

// PowerAtLeast is the parameter of Tower's words: N or more power.
type PowerAtLeast struct{ N int }
