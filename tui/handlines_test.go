package tui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At 120×40 a hand of four cards is shown whole, on as many as three
// lines, at every question of a game: none of it is left for the card
// browser ("+1 (tab)") while lines under the options stay empty.
func TestHandOfFourWholeAt120x40(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, seed := range []uint64{3, 11, 55} {
			m := botBoard(t, seed, lang, 120, 40)
			cut := regexp.MustCompile(`\+\d+ \(tab\)`)
			seen := 0
			for i := 0; m.done == nil && i < 400; i++ {
				if sd := m.snap.Sides[0]; sd.HandShown && len(sd.Hand) == 4 {
					seen++
					label := m.say("hand.label", sd.Name)
					lines := strings.Split(ansi.Strip(m.View()), "\n")
					for k, l := range lines {
						if !strings.HasPrefix(l, label) {
							continue
						}
						for _, h := range lines[k:min(k+3, len(lines))] {
							if cut.MatchString(h) {
								t.Errorf("%s: a hand of four is cut: %q", lang, h)
							}
						}
					}
				}
				botPlayOn(t, m)
			}
			if seen == 0 {
				t.Fatalf("%s: never a hand of four", lang)
			}
		}
	}
}
