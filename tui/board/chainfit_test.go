package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The boxed chain drew every link on one line when it could not wrap them
// all, and left the box's spare lines empty below a cut link ("defended
// by 11d: Vigorous Engagement (blue) 2d, … (tab)", seven defenders, the
// board 80 wide beside the log at 120×40: two empty lines). The spare
// lines go to the active link (CR 7.0.3b: the one the next answer is
// about): its defenders and its quote whole, the other links a line each;
// no line of the chain is cut while a line of its box is empty.
func TestChainBoxGivesSpareLinesToTheActiveLink(t *testing.T) {
	quote := `"While this is defended by an attack action card, this has go again."`
	for _, lang := range []text.Lang{text.EN, text.JA} {
		s := sample(lang)
		long := []Card{
			card("Vigorous Engagement", rules.Blue, pd, 0, 2), card("Come to Fight", rules.Red, pd, 0, 2),
			card("Test of Strength", rules.Red, d, 0, 2), card("Stacked in Your Favor", rules.Blue, d, 0, 2),
			equip("head", "Hood of Red Sand", 1), equip("chest", "Vigor Girth", 1), equip("arms", "Gauntlet of Might", 1),
		}
		for i := range s.Chain[:2] {
			s.Chain[i].Defenders = long[:4]
			s.Chain[i].Defense = 8
			s.Chain[i].Granted = []string{quote}
		}
		active := &s.Chain[2]
		active.Attack = card("Command Respect", rules.Blue, pd, 4, 3)
		active.Power = 4
		active.Target = "Kassai"
		active.Granted = []string{quote}
		if lang == text.JA {
			// A quote wider than the line, with no space to break at:
			// the board's wrapper breaks it between characters.
			active.Granted = []string{"「これが攻撃したとき、これがこのターンのあなたの1回目の武器の攻撃なら、これはパワー+1を得る。これがこのターンのあなたの2回目の武器の攻撃なら、これはパワー+2を得る。」"}
		}
		active.Defenders = long
		active.Defense = 11
		for _, size := range [][2]int{{80, 40}, {80, 24}, {120, 40}} {
			w, h := size[0], size[1]
			out := Render(s, w, h, NewStyles(false))
			checkFit(t, out, w, h, "a long chain")
			lines := strings.Split(ansi.Strip(out), "\n")
			// The chain's box: from its title to the next box.
			in, cut, empty := false, false, 0
			var box []string
			for _, l := range lines {
				if strings.HasPrefix(l, "╭") {
					in = strings.Contains(l, text.Words{Lang: lang}.Say("board.chain-and-stack"))
					continue
				}
				if !in || strings.HasPrefix(l, "╰") {
					continue
				}
				box = append(box, l)
				body := strings.TrimSpace(strings.Trim(l, "│"))
				switch {
				case body == "":
					empty++
				case strings.HasSuffix(body, "(tab)"):
					cut = true
				}
			}
			plain := strings.Join(box, "\n")
			if len(box) == 0 {
				t.Fatalf("%s %dx%d: no chain box:\n%s", lang, w, h, ansi.Strip(out))
			}
			if cut && empty > 0 {
				t.Errorf("%s %dx%d: a link is cut with %d lines of the box empty:\n%s", lang, w, h, empty, plain)
			}
			// The active link is whole when the box has the lines for it.
			flat := strings.Join(strings.Fields(strings.ReplaceAll(plain, "│", " ")), " ")
			if h >= 40 {
				whole := strings.ReplaceAll(flat, " ", "")
				for _, want := range []string{"Gauntlet of Might 1d", strings.ReplaceAll(active.Granted[0], " ", "")} {
					if !strings.Contains(flat, want) && !strings.Contains(whole, want) {
						t.Errorf("%s %dx%d: the active link's %q not drawn:\n%s", lang, w, h, want, plain)
					}
				}
			}
		}
	}
}
