package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A card's text (i) says when a card played from a deck has no defense
// (Wrecking Ball prints none): it cannot defend (CR 7.3.2b), and the
// missing "d" beside it is the card's, not a gap in the board. A card with
// a defense, or a weapon (no cost, never in a hand), says nothing of it.
func TestCardTextSaysNoDefense(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := botBoard(t, 3, lang, 120, 40)
		note := m.say("info.no-defense")
		for _, tc := range []struct {
			card board.Card
			want bool
		}{
			{board.Card{Name: "Wrecking Ball", Props: rules.HasCost | rules.HasPower | rules.HasPitch, Cost: 3, Power: 6, BasePower: 6, Pitch: 1}, true},
			{board.Card{Name: "Pack Hunt", Props: rules.HasCost | rules.HasPower | rules.HasDefense | rules.HasPitch, Cost: 2, Power: 6, BasePower: 6, Defense: 3, BaseDefense: 3, Pitch: 1}, false},
			{board.Card{Name: "Bone Basher", Props: rules.HasPower, Power: 4, BasePower: 4}, false},
		} {
			c := tc.card
			m.card = &c
			got := strings.Contains(ansi.Strip(strings.Join(m.cardText.view(m, 80, 12), "\n")), note)
			if got != tc.want {
				t.Errorf("%s %s: says no defense %v, want %v", lang, c.Name, got, tc.want)
			}
		}
		m.card = nil
	}
}
