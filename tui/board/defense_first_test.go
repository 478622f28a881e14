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
// defenders before the quotes; so do the wide layouts, which wrap
// (TestWideLinkSaysItsTotalFirst).
func TestShortLinkKeepsTheDefense(t *testing.T) {
	granted := `"While this is defended by an attack action card, this has go again."`
	for _, c := range []struct {
		lang      text.Lang
		many, one string
		wideTotal string
		wideFirst string
	}{
		{text.EN, "def 4d: Vigorous", "def Test of Strength (red) 4d", "defended by 6d: Test", "Golden Glare 2d"},
		{text.JA, "防御 計4d: Vigorous", "防御 Test of Strength (red) 4d", "防御 計6d: Test", "Golden Glare 2d"},
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
		// total before the names as on the short line.
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

// The boxed layout wraps a long link by its parts; a list of defenders
// wider than the box is one part, and a line cut it with the total:
// "防御: Bigger Than Big (red) 2d, Stacked in Your Favor (blue) 2d, …
// (tab)" (hh-olympia v hh-betsy, seed 11, turn 3, at 120×40 in Japanese: the board 80 wide beside the log),
// the box empty below it. The list continues on the next line, after a
// comma.
func TestWideLinkWrapsItsDefenders(t *testing.T) {
	for _, c := range []struct {
		lang  text.Lang
		total string
	}{{text.EN, "defended by 6d: Bigger"}, {text.JA, "防御 計6d: Bigger"}} {
		s := sample(c.lang)
		s.Stack = nil
		active := &s.Chain[2]
		active.Attack = card("Wage Agility", rules.Red, pd, 7, 2)
		active.Power, active.BasePower, active.HasBase = 10, 7, true
		active.Target = "Betsy"
		active.Defenders = []Card{card("Bigger Than Big", rules.Red, d, 0, 2), card("Stacked in Your Favor", rules.Blue, d, 0, 2), equip("arms", "Gauntlet of Might", 1), equip("chest", "Vigor Girth", 1)}
		active.Defense = 6
		for _, w := range []int{80, 92} { // the board beside the log at 120 and 132 columns
			out := Render(s, w, 40, NewStyles(false))
			checkFit(t, out, w, 40, "four defenders")
			plain := ansi.Strip(out)
			for _, want := range []string{"Bigger Than Big (red) 2d,", c.total, "Vigor Girth 1d"} {
				if !strings.Contains(plain, want) {
					t.Errorf("%s %dx40: %q not drawn:\n%s", c.lang, w, want, plain)
				}
			}
		}
	}
}

// With more defenders than the box can wrap, the boxed chain drew the link
// on one line and cut it: "defended by Vigorous Engagement (blue) 2d, …
// Come to Fig… (tab)" at 120×40 in English lost the total the attack's
// power meets (CR 7.5.2). The wide layouts say the total first too, as the
// short line does, so the cut takes names, never the total.
func TestWideLinkSaysItsTotalFirst(t *testing.T) {
	for _, c := range []struct {
		lang  text.Lang
		total string
	}{{text.EN, "defended by 11d: "}, {text.JA, "防御 計11d: "}} {
		s := sample(c.lang)
		active := &s.Chain[2]
		active.Attack = card("Command Respect", rules.Blue, pd, 4, 3)
		active.Power = 4
		active.Target = "Kassai"
		active.Granted = []string{`"While this is defended by an attack action card, this has go again."`}
		active.Defenders = []Card{
			card("Vigorous Engagement", rules.Blue, pd, 0, 2), card("Come to Fight", rules.Red, pd, 0, 2),
			card("Test of Strength", rules.Red, d, 0, 2), card("Stacked in Your Favor", rules.Blue, d, 0, 2),
			equip("head", "Hood of Red Sand", 1), equip("chest", "Vigor Girth", 1), equip("arms", "Gauntlet of Might", 1),
		}
		active.Defense = 11
		for _, h := range []int{40, 24} {
			out := Render(s, 80, h, NewStyles(false)) // the board beside the log at 120 columns
			checkFit(t, out, 80, h, "seven defenders")
			if plain := ansi.Strip(out); !strings.Contains(plain, c.total) {
				t.Errorf("%s 80x%d: the total %q not drawn:\n%s", c.lang, h, c.total, plain)
			}
		}
	}
}
