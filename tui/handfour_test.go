package tui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
)

// A hand of four long cards (names with their colour, a cost, power with
// its forecast and defense) is shown whole at 120×40 when three lines do
// not hold it: with a Might token in force, Victor's Thunk (blue),
// Command Respect (red), Rally the Rearguard (yellow) and Mighty Windup
// (blue), each "c5 6p → 7p 3d", left the last for the card browser
// ("+1 (tab)") while lines under the options stayed empty (hh-victor v
// hh-kassai, seed 64, turn 14).
func TestHandOfFourLongCardsWhole(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass, rules.ActPlay))
	m, _ := newTestModel(t, p)
	hand := func(name string, col rules.Color, cost, power, def int) board.Card {
		c := *card(rules.ObjID(20+len(m.snap.Sides[0].Hand)), name, col)
		c.Props = rules.HasCost | rules.HasPower | rules.HasDefense
		c.Cost, c.Power, c.BasePower, c.Defense, c.BaseDefense = cost, power, power, def, def
		c.Forecasted, c.Forecast = true, rules.Forecast{Attack: true, Power: power + 1, HasDefense: true, Defense: def}
		return c
	}
	sd := &m.snap.Sides[0]
	sd.Name = "Victor Goldmane"
	sd.Hand = nil
	sd.Hand = append(sd.Hand, hand("Thunk (blue)", rules.Blue, 5, 6, 3))
	sd.Hand = append(sd.Hand, hand("Command Respect (red)", rules.Red, 3, 6, 3))
	sd.Hand = append(sd.Hand, hand("Rally the Rearguard (yellow)", rules.Yellow, 2, 5, 2))
	sd.Hand = append(sd.Hand, hand("Mighty Windup (blue)", rules.Blue, 3, 5, 2))
	sd.HandCount = 4
	v := ansi.Strip(m.View())
	if regexp.MustCompile(`\+\d+ \(tab\)`).MatchString(v) {
		t.Errorf("a hand of four is cut:\n%s", v)
	}
	for _, c := range sd.Hand {
		if !strings.Contains(v, c.Name) {
			t.Errorf("%s is not on the screen:\n%s", c.Name, v)
		}
	}
}
