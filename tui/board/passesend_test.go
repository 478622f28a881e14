package board

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The snapshot says where the players passing would end the action phase
// as the engine says it (rules.View.PassesEndActionPhase, CR 4.3.4): the
// board's pass confirmation asks it and works nothing out. With nothing
// played, yes; an attack on the stack, no; in its reaction step, the stack
// empty but the chain open, no.
func TestSnapshotPassesEndFromTheEngine(t *testing.T) {
	x := pool().Hand("Head Jab (blue)").Start(t)
	x.Run()
	at := func(when string, want bool) {
		t.Helper()
		if got := Take(x.G.ViewFor(0), text.EN, nil).PassesEnd; got != want {
			t.Errorf("%s: PassesEnd %v, want %v", when, got, want)
		}
	}
	at("nothing played", true)
	x.Run(ruletest.Play(0, "Head Jab (blue)"))
	at("an attack on the stack", false)
	x.Run(ruletest.PassToStep(rules.StepReaction, 0))
	at("the reaction step", false)
}
