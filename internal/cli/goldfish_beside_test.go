package cli

import (
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
)

// Two decks' summaries side by side fit an 80-column terminal in both
// languages: a line longer than its half is wrapped under its start, not
// left for the terminal to break across the bar; every word is still
// there.
func TestSummariesBesideFit80(t *testing.T) {
	left := []string{
		"cb-rhinar against the goldfish (20 life)",
		"    95% interval of the mean: 2.67–2.89",
		"  倒すまでのターン数: 平均2.78、中央値3",
	}
	right := []string{
		"rhinar-plus against the goldfish (20 life)",
		"    95% interval of the mean: 2.49–2.69",
		"rhinar-plus 対 ゴールドフィッシュ (ライフ20)",
	}
	half := (80 - 3) / 2
	var b strings.Builder
	printBeside(&b, wrapBeside(left, half), wrapBeside(right, half))
	out := b.String()
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if w := xansi.StringWidth(l); w > 80 {
			t.Errorf("%d cells: %q", w, l)
		}
	}
	flat := strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), "")
	for _, l := range append(left, right...) {
		for _, word := range strings.Fields(l) {
			if !strings.Contains(flat, word) && len(word) < half {
				t.Errorf("%q is missing from\n%s", word, out)
			}
		}
	}
}
