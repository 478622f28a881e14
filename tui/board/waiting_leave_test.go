package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// On a small terminal the end of the log lives in the table's empty lines
// between the chain and the viewer's side: effects waiting on the viewer's
// side take one line there and leave the lines asked for (a rule and two
// events), the rest folded into that line; without lines left, they take
// the whole gap as before.
func TestWaitingLeavesTheLogItsLines(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		s := sample(lang)
		s.ChainOpen, s.Chain, s.Stack = false, nil, nil
		s.Sides[s.Viewer].Waiting = []string{
			"next weapon attack +3p (Sharpen Steel (red))",
			"next sword attack go again (On a Knife Edge (yellow))",
			"prevent 1 of the next damage (Sigil of Shelter (blue))",
			"next attack +1p (Might)",
		}
		gap := func(leave int) (blank, waiting int) {
			lines := strings.Split(ansi.Strip(RenderLeaving(s, 80, 13, NewStyles(false), leave)), "\n")
			run := 0
			for _, l := range lines {
				switch {
				case strings.TrimSpace(l) == "":
					run++
					blank = max(blank, run)
				default:
					run = 0
				}
				if strings.Contains(l, "Sharpen Steel") || strings.Contains(l, "On a Knife Edge") || strings.Contains(l, "Sigil of Shelter") || strings.Contains(l, "(Might)") || strings.Contains(l, "next") {
					waiting++
				}
			}
			return blank, waiting
		}
		if b, w := gap(0); b >= 3 || w < 2 {
			t.Errorf("%s: leaving nothing, %d empty lines and %d waiting lines: the effects do not fill the gap, the test shows nothing", lang, b, w)
		}
		if b, w := gap(3); b < 3 || w != 1 {
			t.Errorf("%s: leaving 3, %d empty lines and %d waiting lines; want 3 or more and the effects on one line", lang, b, w)
		}
	}
}
