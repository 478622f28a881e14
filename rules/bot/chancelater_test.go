package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// A chance node's outcome shown names every card the player drew in the
// action that showed it, not the first alone (ChanceStep.Later, CR
// 8.5.6): dorinthea-plus's first turn (seed 1) plays Art of War's mode
// 4, banish then draw 2, and the line goes on with a card of the deck;
// every card the line plays, pitches or puts in the arsenal is one it
// held or one a step says it drew (wantDrawsSaid).
func TestChanceStepSaysEveryCardDrawn(t *testing.T) {
	g := deckTurns(t, "dorinthea-plus", 1, true)[0]
	v := g.ViewFor(0)
	l := search(t, v, bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	if ch, _ := wantDrawsSaid(t, v, l, 0); ch == nil || ch.Drew == nil || len(ch.Later) != 1 {
		t.Fatalf("want a chance step drawing 2 (Art of War's mode 4): %+v", ch)
	}
}
