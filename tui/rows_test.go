package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
)

// An option that plays or defends with a card shows the card's numbers
// after its name; ordering triggers (CR 1.10.2d) or cards for the deck's
// bottom does not: the option is the trigger or the order, and "c1 3d"
// after a trigger's words read as the trigger's own numbers.
func TestOrderOptionsShowNoCardNumbers(t *testing.T) {
	for _, tc := range []struct {
		kind  rules.PromptKind
		shape rules.Shape
		label string
		stats bool
	}{
		{rules.AskDefenders, rules.ShapeSubset, "CardA (red)", true},
		{rules.AskOrder, rules.ShapeOrder, "the delayed trigger of CardA (red) — the cards it banished return", false},
	} {
		o := opts(rules.ActCard, rules.ActCard)
		o[0].Label = tc.label
		p := ask(rules.Prompt{Kind: tc.kind, Shape: tc.shape, Player: 0, Min: 0, Max: 2}, "", o)
		m, _ := newTestModel(t, p)
		v := ansi.Strip(m.View())
		if got := strings.Contains(v, tc.label+" c1 3d"); got != tc.stats {
			t.Errorf("%s: the numbers after the card's name shown %v, want %v:\n%s", tc.kind, got, tc.stats, v)
		}
	}
}
