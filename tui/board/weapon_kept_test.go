package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A side with five pieces of equipment and a token keeps its weapon line
// and its permanents in the box: with the permanents kept whole below the
// fold, the weapon and the arsenal were folded into the equipment's last
// line and cut ("off-hand Stonewall Impasse 1d · weapon Miller's Grindstone
// … (tab)", hh-kassai v hh-victor, seed 68, turn 5 at 100×30). The effects
// waiting fold first, then the rest as before.
func TestRenderWeaponAndPermanentsKept(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		s := sample(lang)
		o := &s.Sides[1]
		o.Name = "Victor Goldmane"
		o.Equipment = []Card{equip("head", "Golden Glare", 2), equip("chest", "Vigor Girth", 1), equip("arms", "Gauntlet of Might", 1), equip("legs", "Stand Ground", 0), equip("off-hand", "Stonewall Impasse", 1)}
		o.Weapons = []Card{card("Miller's Grindstone", rules.Colorless, rules.HasPower, 4, 0)}
		o.Permanents = []Card{{Obj: 90, Name: "Gold", Short: "Gold", Token: true}}
		o.Pitch = []Card{card("Mighty Windup", rules.Blue, pd, 5, 2), card("Wallop", rules.Yellow, pd, 6, 3)}
		o.Waiting = nil
		top := card("Mighty Windup", rules.Yellow, pd, 6, 2)
		o.GraveyardTop = &top
		for _, h := range []int{16, 17, 18, 20, 24} {
			out := Render(s, 100, h, NewStyles(false))
			checkFit(t, out, 100, h, string(lang))
			for _, want := range []string{"Miller's Grindstone 4p", "Gold"} {
				if !strings.Contains(out, want) {
					t.Errorf("%s 100×%d: %q is gone from the other's side:\n%s", lang, h, want, out)
				}
			}
		}
	}
}
