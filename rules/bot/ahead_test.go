package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The hard level weighs a block by the next turn it leaves (ahead.go).
// Searched against a goldfish and by its damage alone, that turn gave a
// card it would not play no worth at all: with two Red Swings (cost 2,
// pitch 1) and Blue Pad (pitch 3), one turn plays one Red Swing paid by
// Blue Pad, and the other Red Swing, a 7-power attack for the turn after,
// was spent to stop a 1-power attack at 20 life. Searched as the turns
// are planned (lineWeights: a card kept is worth 1.5), the card is kept
// and the point of life taken, as the normal level's rule does.
func TestHardKeepsTheCardItsNextTurnDoesNotPlay(t *testing.T) {
	poke := ruletest.Attack("Poke", 0, 1, 2)
	for _, level := range []bot.Level{bot.Normal, bot.Hard} {
		if got := defends(t, level, 20, poke, nil, "Red Swing", "Red Swing", "Blue Pad"); len(got) != 0 {
			t.Errorf("%s: a 1-power attack at 20 life: defends with %v, want nothing", level, got)
		}
	}
}
