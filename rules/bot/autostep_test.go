package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// A card the engine chooses for the player because it is the only one it
// can (rules.AutoOnlyCard) is a step of the line, said where it is chosen:
// dorinthea-plus's first turn (seed 1) says yes to Art of War's mode 4,
// "banish an attack action card from your hand, then draw 2", holding one
// attack action card, which is banished without a question (CR 8.5.1); the
// line named no card banished. The step comes right after the yes, is a
// card of the hand the turn began with, an attack action card, and no
// answer of the line (Auto), nor counted as one.
func TestForcedBanishIsAStep(t *testing.T) {
	g := deckTurns(t, "dorinthea-plus", 1, true)[0]
	v := g.ViewFor(0)
	hand := map[*rules.Card]bool{}
	for _, o := range v.Zone(0, rules.ZoneHand) {
		hand[v.Card(o)] = true
	}
	l := search(t, v, bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	found := false
	for i, s := range l.Steps {
		if s.Act != rules.ActYes || s.Card == nil || s.Card.Name != "Art of War" || i+1 >= len(l.Steps) {
			continue
		}
		n := l.Steps[i+1]
		if !n.Auto || n.Kind != rules.AskCards || n.Purpose != rules.PurposeBanish || n.Card == nil || !n.Shown() {
			t.Fatalf("the step after yes (Art of War) is %+v, want the card banished without a question", n)
		}
		if !hand[n.Card] || !n.Card.Types.Has(rules.Action) || !n.Card.IsAttack() {
			t.Errorf("the card banished, %s, is not an attack action card of the hand", n.Card.Key())
		}
		found = true
	}
	if !found {
		t.Fatalf("no yes to Art of War in the line %s", words(l))
	}
	// Each answer's steps are its options' (one each, or its number), then
	// the Auto ones and the chance step after it: the answers are the
	// line's, whatever it says besides.
	for k, a := range l.Answers() {
		n := 0
		for _, st := range bot.AnswerSteps(&l, k) {
			if !st.Auto && st.Chance == nil {
				n++
			}
		}
		if n != len(a.IDs) && !(len(a.IDs) == 0 && n == 1) {
			t.Errorf("answer %d, %v, has %d steps of its own", k, a, n)
		}
	}
}
