package bot_test

import (
	"context"
	"reflect"
	"testing"

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
	v := g.ViewFor(0)
	bot.SetUnpruned(true)
	all, err := bot.Best(context.Background(), v, bot.Options{Seed: 1})
	bot.SetUnpruned(false)
	if err != nil {
		t.Fatal(err)
	}
	bot.SetNoForLater(true)
	uncut := best(t, g)
	bot.SetNoForLater(false)
	l := best(t, g)
	for _, o := range []bot.Line{all, uncut} {
		if l.Damage != o.Damage || !reflect.DeepEqual(l.Steps, o.Steps) {
			t.Errorf("%d damage: %s; without the cut: %d: %s", l.Damage, words(l), o.Damage, words(o))
		}
	}
	if 2*l.Runs > uncut.Runs {
		t.Errorf("%d runs, %d without the cut: the activations were not cut", l.Runs, uncut.Runs)
	}
	t.Logf("runs %d, %d without the cut, %d trying every answer", l.Runs, uncut.Runs, all.Runs)
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
		bot.SetUnpruned(true)
		all, err := bot.Best(context.Background(), g.ViewFor(0), bot.Options{Seed: 1})
		bot.SetUnpruned(false)
		if err != nil {
			t.Fatal(err)
		}
		bot.SetNoLaterCut(true)
		uncut := best(t, g)
		bot.SetNoLaterCut(false)
		l := best(t, g)
		for _, o := range []bot.Line{all, uncut} {
			if l.Damage != o.Damage || !reflect.DeepEqual(l.Steps, o.Steps) || l.Kept != o.Kept || l.KeptPower != o.KeptPower {
				t.Errorf("%v: %d damage: %s; without the cut: %d: %s", hand, l.Damage, words(l), o.Damage, words(o))
			}
		}
		if l.Runs >= uncut.Runs {
			t.Errorf("%v: %d runs, %d without the cut: nothing was cut", hand, l.Runs, uncut.Runs)
		}
		t.Logf("%v: runs %d, %d without the cut, %d trying every answer", hand, l.Runs, uncut.Runs, all.Runs)
	}
}
