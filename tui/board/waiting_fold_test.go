package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// A fold that puts the lines of the effects waiting on a side on one line
// joins the words of one effect as its wrap took them apart, and puts
// " · " only before an effect: at 80×24 in Japanese the line read
// "2× Might: · あなたのターンの開始時、これ…" (hh-kassai v hh-victor, seed 67,
// turn 19). Each " · " on a side's waiting line stands before one of the
// effects, in the compact layouts (a table of 80×12 to 80×14) and the boxed ones, in English and Japanese.
func TestWaitingFoldKeepsAnEffectWhole(t *testing.T) {
	for _, tc := range []struct {
		lang  text.Lang
		might string
		vigor string
	}{
		{text.EN, "Might: at the start of your turn, destroy this, then your next attack this turn gets +1 power",
			"Vigor: at the start of your turn, destroy this, then gain 1 resource"},
		{text.JA, "Might: あなたのターンの開始時、これを破壊する。その後、このターンのあなたの次の攻撃はパワー+1を得る",
			"Vigor: あなたのターンの開始時、これを破壊する。その後、リソースポイントを1点得る"},
	} {
		s := sample(tc.lang)
		o := &s.Sides[1]
		o.Name = "Victor Goldmane"
		o.Waiting = []string{tc.might, tc.might, tc.vigor}
		starts := []string{"2× Might:", "Vigor:"}
		for _, sz := range [][2]int{{80, 12}, {80, 13}, {80, 14}, {60, 13}, {100, 13}, {80, 24}, {100, 30}} {
			out := Render(s, sz[0], sz[1], NewStyles(false))
			checkFit(t, out, sz[0], sz[1], string(tc.lang))
			for _, line := range strings.Split(out, "\n") {
				if !strings.Contains(line, "Might:") {
					continue
				}
				for _, after := range strings.Split(line, " · ")[1:] {
					ok := false
					for _, st := range starts {
						// the line may end cut ("Vig… (tab)")
						if strings.HasPrefix(after, st) || strings.HasPrefix(st, strings.TrimSuffix(strings.TrimSuffix(after, " (tab)"), "…")) {
							ok = true
						}
					}
					if !ok {
						t.Errorf("%s %v: \" · \" inside an effect's words, before %q:\n%s", tc.lang, sz, after, out)
					}
				}
			}
		}
	}
}
