package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// A computer that ends its own action phase with cards in hand or arsenal
// lets its turn go by: the log says so with how many it kept, in both
// languages, and it stays one line apart from the pair of passes that
// follows (CR 1.11.4).
func TestBotTurnPassedWithCardsHasALine(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		marks := []string{w.SayN("bot.turn-pass", 1), strings.SplitN(w.SayN("bot.turn-pass", 2, 2), "2", 2)[1]}
		if lang == text.EN {
			marks[1] = "passes its turn holding "
		}
		seen := 0
		for seed := uint64(1); seed <= 3 && seen == 0; seed++ {
			m := botBoard(t, seed, lang, 120, 40)
			for i := 0; m.done == nil; i++ {
				if i > 3000 {
					t.Fatal("the game did not end")
				}
				botPlayOn(t, m)
			}
			log := m.logs[0]
			for i, l := range log {
				if !strings.Contains(l, marks[0]) && !strings.Contains(l, marks[1]) {
					continue
				}
				seen++
				// Its pass follows, then the person's: one pair line.
				if i+1 >= len(log) || !strings.Contains(log[i+1], "(1.11.4)") && !strings.Contains(log[i+1], "1.11.4") {
					next := ""
					if i+1 < len(log) {
						next = log[i+1]
					}
					t.Errorf("%s seed %d: the turn's pass line is not followed by the passes: %q then %q", lang, seed, l, next)
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s: no computer turn passed with cards held in three games: the test shows nothing", lang)
		}
	}
}
