package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// An option that activates an ability shows what it costs, as a card's
// option does ("c2"): Bone Basher's attack costs 2 resources (CR 5.2.2),
// which its own numbers (4p) do not say. Both languages.
func TestActivateOptionShowsItsCost(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := botBoard(t, 3, lang, 120, 40)
		found := false
		for i := 0; i < 200 && m.done == nil && !found; i++ {
			if p := m.prompt(); p != nil && p.Kind == rules.AskPriority {
				for _, o := range p.Options {
					if o.Act == rules.ActActivate && o.Card != nil && o.Card.Name == "Bone Basher" {
						found = true
					}
				}
			}
			if found {
				break
			}
			botPlayOn(t, m)
		}
		if !found {
			t.Fatalf("%s: Bone Basher was never offered", lang)
		}
		if v := ansi.Strip(m.View()); !strings.Contains(v, "Bone Basher c2 4p") {
			t.Errorf("%s: no cost on the activation:\n%s", lang, v)
		}
	}
}

// A card's own activated ability shows the ability's cost in place of the
// card's: Rally the Rearguard (cost 2) defending, its instant costing 0,
// reads "c0 4p 2d", never "c0 c2 4p 2d"; a weapon (no cost of its own)
// reads "c2 4p".
func TestActivationCostReplacesTheCards(t *testing.T) {
	st := board.NewStyles(false)
	rally := &board.Card{Props: rules.HasCost | rules.HasPower | rules.HasDefense, Cost: 2, Power: 4, BasePower: 4, Defense: 2, BaseDefense: 2}
	basher := &board.Card{Props: rules.HasPower, Power: 4, BasePower: 4}
	for _, tc := range []struct {
		o    board.Option
		want string
	}{
		{board.Option{Card: rally, Cost: 0, HasCost: true}, "c0 4p 2d"},
		{board.Option{Card: rally}, "c2 4p 2d"},
		{board.Option{Card: basher, Cost: 2, HasCost: true}, "c2 4p"},
	} {
		if got := ansi.Strip(optionStats(st, tc.o)); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}
