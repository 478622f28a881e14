package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The card browser (tab) lists the cards on the table; a row said no more
// than a name, and one card read twice: Engaged Swiftblade (yellow) as the
// source of the effect waiting on Kassai and again as the top of her
// graveyard (hh-kassai v hh-victor, seed 7, turn 2 at 80×24), an Agility
// token destroyed still there as its effect's source. Each row now says
// where the card is, in the viewer's words; a hero's row keeps its zone
// counts only.
func TestCardBrowserSaysWhere(t *testing.T) {
	for _, c := range []struct {
		lang                 text.Lang
		hand, waits, top, in string
	}{
		{text.EN, "in hand", "its effect waits", "top of the graveyard", "pitch zone"},
		{text.JA, "手札", "効果が待機中", "墓地の一番上", "ピッチゾーン"},
	} {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "Rhinar: you have priority", opts(rules.ActPass))
		s := testSnap(p)
		s.Lang = c.lang
		swift := card(40, "Engaged Swiftblade (yellow)", rules.Yellow)
		s.Sides[0].WaitingFrom = append(s.Sides[0].WaitingFrom, *swift)
		s.Sides[0].GraveyardTop = swift
		s.Sides[0].Graveyard = 1
		s.Sides[0].Pitch = append(s.Sides[0].Pitch, *card(41, "Draw Swords (yellow)", rules.Yellow))
		m := fitModel(askMsg{Snap: s}, 80, 24)
		m.Update(keyMsg("tab"))
		rows := map[string]string{}
		for _, l := range strings.Split(ansi.Strip(m.View()), "\n") {
			for _, name := range []string{"Bare Fangs (red)", "Draw Swords (yellow)"} {
				if strings.Contains(l, name) {
					rows[name] += l
				}
			}
			if strings.Contains(l, "Engaged Swiftblade (yellow)") {
				rows["swift"] += l + "\n"
			}
		}
		for _, w := range []struct{ row, want string }{
			{"Bare Fangs (red)", c.hand},
			{"Draw Swords (yellow)", c.in},
			{"swift", c.waits},
			{"swift", c.top},
		} {
			if !strings.Contains(rows[w.row], w.want) {
				t.Errorf("%s: the row of %s %q does not say %q", c.lang, w.row, rows[w.row], w.want)
			}
		}
	}
}
