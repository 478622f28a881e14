package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// A permanent stays in its side's box however many effects wait there:
// folded after the waiting lines it was the first cut, and Kassai's Gold
// token, which she may activate, was gone from her box while an Agility
// and a Vigor token's triggers and her hero's Gold effect waited
// (hh-kassai v hh-victor, seed 65, turn 8 at 120×40, a table of 80×24).
// The waiting effects fold instead; tab shows them whole.
func TestRenderPermanentKeptUnderWaiting(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		s := sample(lang)
		own := &s.Sides[s.Viewer]
		own.Waiting = []string{
			"Vigor: at the start of your turn, destroy this, then gain 1 resource",
			"Agility: at the start of your turn, destroy this, then this turn, your next attack gets go again (CR 8.3.5)",
			"the next time a weapon attack you control hits a hero this turn, create a Gold token (CR 8.5.2) (Kassai)",
		}
		own.Permanents = []Card{
			{Obj: 90, Name: "Vigor", Short: "Vigor", Token: true},
			{Obj: 91, Name: "Gold", Short: "Gold", Token: true},
			{Obj: 92, Name: "Agility", Short: "Agility", Token: true},
		}
		for _, sz := range [][2]int{{80, 24}, {80, 25}, {100, 24}} {
			out := Render(s, sz[0], sz[1], NewStyles(false))
			checkFit(t, out, sz[0], sz[1], string(lang))
			if LayoutFor(sz[0], sz[1]) != Boxed {
				t.Fatalf("%v: not the boxed layout", sz)
			}
			// The viewer's box is the last one drawn.
			box := out[strings.LastIndex(out, "╭"):]
			if !strings.Contains(box, "Gold") {
				t.Errorf("%s %v: the Gold token is gone from its side's box:\n%s", lang, sz, out)
			}
			if !strings.Contains(box, "(tab)") {
				t.Errorf("%s %v: the folded waiting effects do not say tab shows them:\n%s", lang, sz, out)
			}
		}
	}
}
