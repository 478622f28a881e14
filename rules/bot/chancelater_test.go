package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// A chance node's outcome shown names every card the player drew in the
// action that showed it, not the first alone (ChanceStep.Later, CR
// 8.5.6): dorinthea-plus's first turn (seed 1) plays Art of War's mode
// 4, banish then draw 2, and the line goes on with a card of the deck;
// every card the line plays, pitches or puts in the arsenal after the
// chance step is one it held or one the step says it drew.
func TestChanceStepSaysEveryCardDrawn(t *testing.T) {
	g := deckTurns(t, "dorinthea-plus", 1, true)[0]
	v := g.ViewFor(0)
	held := map[*rules.Card]int{}
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArena, rules.ZoneArsenal} {
		for _, o := range v.Zone(0, z) {
			held[v.Card(o)]++
		}
	}
	l := search(t, v, bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	var ch *bot.ChanceStep
	for _, s := range l.Steps {
		if s.Chance != nil {
			ch = s.Chance
			for _, c := range append([]*rules.Card{ch.Card, ch.Drew}, ch.Later...) {
				if c != nil {
					held[c]++
				}
			}
			continue
		}
		if ch == nil || s.Card == nil || s.Act != rules.ActPlay && s.Act != rules.ActPitch && s.Purpose != rules.PurposeArsenal {
			continue
		}
		if held[s.Card] == 0 {
			t.Errorf("the line's step %v %s after the chance step plays a card it never said it drew (drew %s, later %s)", s.Act, s.Card.Key(), keys(ch.Drew), keys(ch.Later...))
		}
		held[s.Card]--
	}
	if ch == nil || ch.Drew == nil || len(ch.Later) != 1 {
		t.Fatalf("want a chance step drawing 2 (Art of War's mode 4): %+v", ch)
	}
}

// keys are the cards' keys ("<nil>" for none).
func keys(cs ...*rules.Card) []string {
	var out []string
	for _, c := range cs {
		if c == nil {
			out = append(out, "<nil>")
			continue
		}
		out = append(out, c.Key())
	}
	return out
}
