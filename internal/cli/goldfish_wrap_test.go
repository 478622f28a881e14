package cli

import (
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"

	"github.com/rathe-tcg/rathe/rules/bot/stats"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The card tables of goldfish --auto never cut a name: at 80 columns and
// narrower, in both languages, a name too long for its column goes on
// under itself, and two decks whose tables do not fit side by side are
// printed one under the other. Every line fits 80 columns and every word
// of every name is there, however narrow.
func TestCardTablesWrapNamesNeverCut(t *testing.T) {
	dmg := 9.0
	deck := func(name string, cards ...string) *stats.Result {
		r := &stats.Result{Deck: name, Life: 20}
		for _, c := range cards {
			r.Cards = append(r.Cards, stats.Card{Name: c, Played: 1, Drawn: 2, Share: 0.25, MeanDamageWhenPlayed: &dmg, MeanDamageWhenPlayedCI: &[2]float64{7, 11}})
		}
		return r
	}
	a := deck("hh-betsy", "Money Where Ya Mouth Is (yellow)", "Pint of Strong and Stout (blue)", "Big Bop (red)")
	b := deck("hh-kayo", "Rally the Rearguard (yellow)", "Wild Ride (red)")
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		for _, width := range []int{120, 80, 50} {
			var out strings.Builder
			printCardsSideBySide(&out, w, a, b, width)
			printGoldfishCards(&out, w, a, width)
			s := out.String()
			if strings.Contains(s, "…") {
				t.Errorf("%s, %d columns: a name is cut:\n%s", lang, width, s)
			}
			for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
				// Below 80 columns the single deck's numbers alone are
				// wider than the terminal: only the names must be whole.
				if n := xansi.StringWidth(l); n > width && width >= 80 {
					t.Errorf("%s, %d columns: %d cells: %q", lang, width, n, l)
				}
			}
			flat := strings.Fields(strings.ReplaceAll(s, "│", " "))
			for _, r := range []*stats.Result{a, b} {
				for _, c := range r.Cards {
					for _, word := range strings.Fields(c.Name) {
						if !contains(flat, word) {
							t.Errorf("%s, %d columns: %q of %q is missing:\n%s", lang, width, word, c.Name, s)
						}
					}
				}
			}
		}
	}
}

func contains(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}
