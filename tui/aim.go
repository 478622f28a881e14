package tui

import "github.com/rathe-tcg/rathe/rules"

// targetCursor is the row a target question starts on: the first target
// of the opponent's when the layer harms its target, the player's own
// when it helps (the engine says which, rules.Prompt.Aim), so that a
// hurried enter aims Harness Lightning at the other hero; 0 otherwise.
// Every target stays offered: the cursor only starts elsewhere.
func targetCursor(v rules.View, p *rules.Prompt) int {
	if p.Kind != rules.AskTarget || p.Aim == rules.AimUnknown {
		return 0
	}
	want := p.Player
	if p.Aim == rules.AimHarm {
		want = p.Player.Opponent()
	}
	for i, o := range p.Options {
		owner := o.Player
		if owner == rules.NoPlayer {
			owner = v.Controller(o.Obj)
		}
		if owner == want {
			return i
		}
	}
	return 0
}
