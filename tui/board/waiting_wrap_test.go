package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// The effects waiting on a side, in Japanese, wrap between characters
// but never put a closing mark at the start of a line: the "(Rhinar)"
// after intimidate's words stays whole, at every width of a hero box.
func TestWaitingInJapaneseKeepsItsParenthesesWhole(t *testing.T) {
	sd := &Side{Name: "Dorinthea", Waiting: []string{"裏向きで追放された1枚は終了フェイズに手札に戻る(威圧)(Rhinar)"}}
	r := &renderer{s: &Snapshot{Lang: text.JA}, st: Styles{Lang: text.JA}}
	for w := 20; w <= 80; w++ {
		lines := r.waiting(sd, w, false)
		for i, l := range lines {
			if s := strings.TrimLeft(l, " "); strings.HasPrefix(s, ")") || strings.HasPrefix(s, "）") {
				t.Errorf("width %d: line %d begins with a closing mark: %q", w, i, l)
			}
			if Width(l) > w {
				t.Errorf("width %d: line %d is %d cells: %q", w, i, Width(l), l)
			}
		}
	}
}
