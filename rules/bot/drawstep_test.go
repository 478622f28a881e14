package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// Every card a line plays, pitches or puts in the arsenal is one the
// player held as the turn began or one a step said they drew (CR 8.5.6):
// the chance step its first draw met (ChanceStep.Drew, Later) or, in a
// later action of that outcome, where the worlds are not dealt again
// (Chance.Depth 1), a draw step of its own (Step.Draw). hh-olympia's first
// game (seed 1, random play): a Gold drew at a chance node, a second Gold
// drew Cut the Deck (blue) in the outcome shown, and the line pitched it
// with no step saying it was drawn.
func TestEveryCardDrawnIsSaid(t *testing.T) {
	draws := 0
	for i, g := range deckTurns(t, "hh-olympia", 1, true)[:2] {
		v := g.ViewFor(g.Omniscient().TurnPlayer())
		l := search(t, v, bot.Options{Seed: 1, Chance: &bot.DefaultChance})
		_, n := wantDrawsSaid(t, v, l, i)
		draws += n
	}
	if draws == 0 {
		t.Error("no draw step: the turns test nothing")
	}
}

// wantDrawsSaid fails t for each card l plays, pitches or puts in the
// arsenal that v's player neither held (hand, arena, arsenal) nor was
// said to draw by a step before it (a chance step's cards, a draw step),
// on turn i; it returns the last chance step and how many draw steps.
func wantDrawsSaid(t *testing.T, v rules.View, l bot.Line, i int) (ch *bot.ChanceStep, draws int) {
	t.Helper()
	held := map[*rules.Card]int{}
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArena, rules.ZoneArsenal} {
		for _, o := range v.Zone(v.Viewer, z) {
			held[v.Card(o)]++
		}
	}
	for _, s := range l.Steps {
		switch {
		case s.Chance != nil:
			ch = s.Chance
			for _, c := range append([]*rules.Card{ch.Card, ch.Drew}, ch.Later...) {
				if c != nil {
					held[c]++
				}
			}
		case s.Draw:
			if !s.Auto || !s.Shown() || s.Card == nil {
				t.Fatalf("turn %d: a draw step %+v", i, s)
			}
			held[s.Card]++
			draws++
		case s.Card != nil && (s.Act == rules.ActPlay || s.Act == rules.ActPitch || s.Purpose == rules.PurposeArsenal):
			if held[s.Card] == 0 {
				t.Errorf("turn %d: the line's step %v %s is a card no step said was drawn: %s", i, s.Act, s.Card.Key(), words(l))
			}
			held[s.Card]--
		}
	}
	return ch, draws
}
