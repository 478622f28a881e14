package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A card in the arsenal that cannot be played now is marked face down on
// its "not now" row, as on an option's row: with a copy of it in the hand
// the two rows were the same words.
func TestBlockedArsenalRowMarked(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		seen := 0
		for _, seed := range []uint64{3, 5, 11} {
			m := botBoard(t, seed, lang, 120, 40)
			mark := m.say("board.face-down-mark")
			for i := 0; m.done == nil && i < 400; i++ {
				if p := m.snap.Prompt; p != nil && m.reply != nil {
					for _, b := range p.Blocked {
						if b.Card == nil || !b.Card.FaceDown {
							continue
						}
						seen++
						for _, l := range strings.Split(ansi.Strip(m.View()), "\n") {
							if strings.Contains(l, b.Label) && strings.HasPrefix(strings.TrimSpace(l), "–") && !strings.Contains(l, mark) {
								t.Errorf("%s: %q", lang, l)
							}
						}
					}
				}
				botPlayOn(t, m)
			}
		}
		if seen == 0 {
			t.Fatalf("%s: no arsenal card was ever blocked", lang)
		}
	}
}
