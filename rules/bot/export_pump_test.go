package bot

import "github.com/rathe-tcg/rathe/rules"

// PumpReach is pumpReach: what the defender takes the attacker to add to
// its attack after the defence.
func PumpReach(v rules.View, attacker rules.Player) int { return pumpReach(v, attacker) }

// ModelDefender is the defender a plan imagines (modelDefender).
var ModelDefender = modelDefender
