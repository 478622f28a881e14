package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At 80×24 a link's line is cut at its end: the defense its attack meets
// (CR 7.5.2) stays in sight. Played at tmux (hh-kassai v hh-victor, seed 7):
// "2▶ Command Respect  4p  → Kassai  def Vigorous Engagement 2d, Hood of
// Red… (tab)" lost the total 4d of three defenders, and "1▶ Cintari Saber
// 6p (base 2p)  → Victor Goldmane  "While this is defende… (tab)" the one
// defender, Test of Strength 4d, behind the quote another card gave the
// attack. The short line now says the total before the names, and the
// defenders before the quotes; the wide layouts, which wrap, keep their
// order and words.
func TestShortLinkKeepsTheDefense(t *testing.T) {
	granted := `"While this is defended by an attack action card, this has go again."`
	for _, c := range []struct {
		lang      text.Lang
		many, one string
		wideTotal string
		wideFirst string
	}{
		{text.EN, "def 4d: Vigorous", "def Test of Strength (red) 4d", "Golden Glare 2d = 6d", "defended by Test"},
		{text.JA, "防御 計4d: Vigorous", "防御 Test of Strength (red) 4d", "Golden Glare 2d 計6d", "防御: Test"},
	} {
		s := sample(c.lang)
		s.Stack = nil
		active := &s.Chain[2]
		active.Attack = card("Command Respect", rules.Blue, pd, 4, 3)
		active.Power = 4
		active.Defenders = []Card{card("Vigorous Engagement", rules.Blue, pd, 0, 2), equip("head", "Hood of Red Sand", 1), equip("chest", "Vigor Girth", 1)}
		active.Defense = 4
		plain := ansi.Strip(Render(s, 80, 13, NewStyles(false)))
		if !strings.Contains(plain, c.many) {
			t.Errorf("%s 80×13: three defenders' total %q not drawn:\n%s", c.lang, c.many, plain)
		}
		active.Attack = card("Cintari Saber", rules.Colorless, rules.HasPower, 6, 0)
		active.Defenders = []Card{card("Test of Strength", rules.Red, d, 0, 4)}
		active.Defense = 4
		active.Granted = []string{granted}
		plain = ansi.Strip(Render(s, 80, 13, NewStyles(false)))
		if !strings.Contains(plain, c.one) {
			t.Errorf("%s 80×13: the defender %q not drawn before the quote:\n%s", c.lang, c.one, plain)
		}
		// The boxed layout wraps a long link: every part is drawn, the
		// total after the names as before.
		active.Defenders = append(active.Defenders, equip("head", "Golden Glare", 2))
		active.Defense = 6
		wide := ansi.Strip(Render(s, 120, 40, NewStyles(false)))
		for _, want := range []string{c.wideFirst, c.wideTotal, granted[:20]} {
			if !strings.Contains(wide, want) {
				t.Errorf("%s 120×40: %q not drawn:\n%s", c.lang, want, wide)
			}
		}
	}
}
