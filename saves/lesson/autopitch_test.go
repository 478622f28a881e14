package lesson

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// A hint never tells the learner to pitch a card the engine pitches for
// them: when one card alone can pay, it is pitched without a question
// (CR 1.14.3, rules' AutoOnlyPitch), and "pitch Titanium Bauble (blue)"
// names a move the board never offers (lessons 3, 6 and 8 said so; lesson
// 5's "Raging Onslaught (yellow) pays the rest" is the way to say it).
// Every lesson's solution is played; each card pitched so is looked for
// in the hints, as an order to pitch it, in both languages.
func TestHintsDoNotAskForAPitchTheEngineMakes(t *testing.T) {
	all, err := Course()
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, l := range all {
		var auto []string
		observe := func(g *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvAuto && e.Why == rules.AutoOnlyPitch && e.Player == l.Learner {
				if c := g.ViewFor(l.Learner).Card(e.Obj); c != nil {
					auto = append(auto, c.Key())
				}
			}
		}
		var players [2]rules.Decider
		players[l.Learner.Opponent()] = l.Opponent
		if res := l.File.Run(context.Background(), scenario.RunOptions{Observer: observe, Players: players}); !res.OK() {
			t.Fatalf("lesson %d: the solution does not play: %v", l.Number, res.Failures)
		}
		found += len(auto)
		for _, name := range auto {
			for i, h := range l.Hints {
				for _, order := range []string{"pitch " + name, "pitching " + name, name + "をピッチ"} {
					if strings.Contains(h["en"], order) || strings.Contains(h["ja"], order) {
						t.Errorf("lesson %d, hint %d: %q, where the engine pitches %s itself", l.Number, i+1, order, name)
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no lesson's solution has a pitch the engine makes: the test checks nothing")
	}
}
