package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

// An aura's trigger waits last (CR 6.6): Agility's "at the start of your
// turn" came before Kassai's "the next time a weapon attack you control
// hits a hero this turn" (CR 6.6.3), and at 80×24, a line for the effects
// waiting, it hid it: "Kassai waiting: Agility: at the start of your turn,
// destroy this, then … (tab)" (hh-kassai v hh-victor, seed 7, turn 12).
// The token itself is on the table.
func TestAuraWaitsAfterTheTurnsEffects(t *testing.T) {
	x := pool().Hero("Kassai").Arena("Cintari Saber", "Agility").
		Graveyard("Trade In (red)", "Draw Swords (red)", "Trade In (yellow)", "Draw Swords (yellow)").
		P2().Hero("Rhinar").Start(t)
	x.Run(ruletest.Activate(ruletest.P1, "Kassai"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
	for _, tc := range []struct {
		lang               text.Lang
		first, aura, drawn string
	}{
		{text.EN, "the next time a weapon attack", "Agility: at the start of your turn", "Kassai waiting: the next time"},
		{text.JA, "このターン、次にあなたがコントロールする武器の攻撃", "Agility: あなたのターンの開始時", "このターン、次に"},
	} {
		s := Take(x.G.ViewFor(0), tc.lang, nil)
		w := s.Sides[0].Waiting
		if len(w) != 2 || !strings.Contains(w[0], tc.first) || !strings.Contains(w[1], tc.aura) {
			t.Fatalf("%s: waiting %q, want Kassai's delayed trigger, then the aura's", tc.lang, w)
		}
		out := ansi.Strip(Render(s, 80, 13, NewStyles(false))) // the board of 80×24, the log and the question below it
		if !strings.Contains(out, tc.drawn) {
			t.Errorf("%s 80x13: Kassai's delayed trigger is not drawn:\n%s", tc.lang, out)
		}
	}
}
