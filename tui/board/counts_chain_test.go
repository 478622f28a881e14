package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A long combat chain leaves the short layouts no line to spare: a hero
// line whose zone counts do not fit beside it then takes a line from the
// chain's earlier links ("… 4 earlier links"), the active link kept, where
// the counts were cut ('hand 2 deck … (tab)', the 56 cells of the table
// beside the goldfish's panel at 80×24; Japanese, wider, at 80 too).
func TestRenderCountsWholeUnderALongChain(t *testing.T) {
	for _, c := range []struct {
		lang     text.Lang
		top, bot string
		earlier  string
		widths   []int
	}{
		{text.EN, "hand 2 deck 27 grave 5 ban 0", "deck 24 grave 3 ban 1", "earlier links", []int{56, 60}},
		{text.JA, "手札 2 デッキ 27 墓地 5 追放 0", "デッキ 24 墓地 3 追放 1", "前のチェインリンク", []int{56, 60}},
	} {
		s := sample(c.lang)
		s.Stack = nil
		for i := range s.Chain {
			s.Chain[i].Active, s.Chain[i].Resolved = false, true
		}
		for n := 4; n <= 7; n++ {
			l := s.Chain[0]
			l.N = n
			s.Chain = append(s.Chain, l)
		}
		last := &s.Chain[len(s.Chain)-1]
		last.Active, last.Resolved, last.Attack = true, false, card("Wrecking Ball", 1, pd, 6, 2)
		for _, w := range c.widths {
			for h := 12; h <= 14; h++ {
				out := Render(s, w, h, NewStyles(false))
				checkFit(t, out, w, h, "long chain")
				plain := ansi.Strip(out)
				for _, want := range []string{c.top, c.bot, "Wrecking Ball", c.earlier} {
					if !strings.Contains(plain, want) {
						t.Errorf("%s %dx%d: %q not drawn:\n%s", c.lang, w, h, want, plain)
					}
				}
			}
		}
	}
}
