package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Harness Lightning deals arcane damage to target hero, either one (CR
// 1.8.5): the engine says the layer harms its target, and the question
// starts on the other hero, so a hurried enter does not aim it at
// oneself. Both heroes stay offered.
func TestHarmfulTargetStartsOnTheOpponent(t *testing.T) {
	f := scenarioFile(t, `scenario: harness lightning's target
turn: p1
p1.hero: Aurora
p1.hand: Harness Lightning (red), Lightning Press (blue)
p2.hero: Rhinar
`)
	m := scenarioBoard(t, f)
	pickRow(t, m, "Harness Lightning")
	p := m.prompt()
	for p != nil && p.Kind == rules.AskPitch {
		pickRow(t, m, "Lightning Press")
		p = m.prompt()
	}
	if p == nil || p.Kind != rules.AskTarget || len(p.Options) != 2 {
		t.Fatalf("after playing Harness Lightning: %v, want a target question of two heroes", p)
	}
	if p.Aim != rules.AimHarm {
		t.Errorf("the question's aim is %v, want harm", p.Aim)
	}
	if o := p.Options[m.rows[m.cursor].opt]; o.Player != 1 {
		t.Errorf("the cursor starts on %q (player %d), want Rhinar:\n%s", o.Label, o.Player, m.View())
	}
	if !strings.Contains(m.View(), "Aurora") {
		t.Error("oneself is no longer offered")
	}
}
