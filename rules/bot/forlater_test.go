package bot_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Two equipments destroyed for tokens of the next turn (Vigor Girth,
// Flat Trackers; rules.View.ForLater) and a Gold token: the goldfish
// bot's search tries the activations only where a line could not be
// found without them before (dominance.go, forLater), and finds the line
// and the damage the search that tries every answer finds, with far fewer
// runs.
func TestActivationsForLaterAreCut(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Quick", "Heavy", "Blue Pad", "Quick").Arena("Vigor Girth", "Flat Trackers", "Gold").
		Deck("Blue Pad", "Red Swing", "Dud"))
	l, uncut, all := cutKeepsTheLine(t, g, bot.SetNoForLater, "")
	if 2*l.Runs > uncut.Runs {
		t.Errorf("%d runs, %d without the cut: the activations were not cut", l.Runs, uncut.Runs)
	}
	t.Logf("runs %d, %d without the cut, %d trying every answer", l.Runs, uncut.Runs, all)
}

// After an activation for later (Vigor Girth, Flat Trackers), the answers
// listed before it where it was activated are not tried (dominance.go,
// laterCut): each such line has a twin found before it. The line and the
// damage are those of the search without the cut and of the search that
// tries every answer, in fewer runs.
func TestAfterAnActivationForLater(t *testing.T) {
	for _, hand := range [][]string{{"Quick", "Heavy", "Blue Pad", "Quick"}, {"Heavy", "Red Swing", "Blue Pad"}} {
		g := position(t, ruletest.Position().Hand(hand...).Arena("Vigor Girth", "Flat Trackers", "Gold").
			Deck("Blue Pad", "Red Swing", "Dud"))
		l, uncut, all := cutKeepsTheLine(t, g, bot.SetNoLaterCut, fmt.Sprint(hand))
		if l.Runs >= uncut.Runs {
			t.Errorf("%v: %d runs, %d without the cut: nothing was cut", hand, l.Runs, uncut.Runs)
		}
		t.Logf("%v: runs %d, %d without the cut, %d trying every answer", hand, l.Runs, uncut.Runs, all)
	}
}

// cutKeepsTheLine searches g three ways: trying every answer
// (SetUnpruned), with a cut of the search turned off (off(true)), and as
// the search runs. It fails, naming the case, unless the three find one
// line: its steps, damage, cards kept and power kept. It returns the
// line, the line without the cut, and the runs of the search that tries
// every answer.
func cutKeepsTheLine(t *testing.T, g *rules.Game, off func(bool), name string) (l, uncut bot.Line, allRuns int) {
	t.Helper()
	bot.SetUnpruned(true)
	all, err := bot.Best(context.Background(), g.ViewFor(0), bot.Options{Seed: 1})
	bot.SetUnpruned(false)
	if err != nil {
		t.Fatal(err)
	}
	off(true)
	uncut = best(t, g)
	off(false)
	l = best(t, g)
	for _, o := range []bot.Line{all, uncut} {
		if l.Damage != o.Damage || !reflect.DeepEqual(l.Steps, o.Steps) || l.Kept != o.Kept || l.KeptPower != o.KeptPower {
			t.Errorf("%s%d damage: %s; %d: %s", name, l.Damage, words(l), o.Damage, words(o))
		}
	}
	return l, uncut, all.Runs
}
