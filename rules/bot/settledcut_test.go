package bot_test

import (
	"context"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestSettledCutSameLine: a question of the end phase (Terra's Might
// token, paid for or not, and the card pitched for it) whose turn has
// dealt less than the best line found is tried with its first answer
// alone (bound.go, settledCut): the same line, damage and tie-breaks as
// the search that tries every answer, with fewer runs; and with
// chance nodes too.
func TestSettledCutSameLine(t *testing.T) {
	defer bot.SetNoSettledCut(false)
	saved := 0
	for _, name := range []string{"1st-strike-terra", "terra-plus"} {
		for i, g := range deckTurns(t, name, 1, false) {
			for _, o := range []bot.Options{{Seed: 1}, {Seed: 1, Chance: &bot.DefaultChance}} {
				v := g.ViewFor(0)
				bot.SetNoSettledCut(true)
				want, err := bot.Best(context.Background(), v, o)
				bot.SetNoSettledCut(false)
				if err != nil {
					t.Fatalf("%s turn %d, every answer: %v", name, i, err)
				}
				got, err := bot.Best(context.Background(), v, o)
				if err != nil {
					t.Fatalf("%s turn %d: %v", name, i, err)
				}
				if got.Damage != want.Damage || got.Expected != want.Expected || got.Min != want.Min || got.Max != want.Max ||
					got.Arsenal != want.Arsenal || got.Kept != want.Kept || got.KeptPower != want.KeptPower {
					t.Errorf("%s turn %d: cut %+v, every answer %+v", name, i, measures(got), measures(want))
				}
				if !slices.EqualFunc(got.Answers(), want.Answers(), func(x, y rules.Answer) bool { return x.X == y.X && slices.Equal(x.IDs, y.IDs) }) {
					t.Errorf("%s turn %d: answers %v, every answer %v", name, i, got.Answers(), want.Answers())
				}
				if got.Runs > want.Runs {
					t.Errorf("%s turn %d: %d runs, more than the %d of every answer", name, i, got.Runs, want.Runs)
				}
				saved += want.Runs - got.Runs
			}
		}
	}
	if saved == 0 {
		t.Error("no run saved: the test's turns ask nothing in the end phase below the best line")
	}
	t.Logf("%d runs fewer", saved)
}

// TestEndPhaseDealsNoDamage holds the card pool to what the settled cut
// takes for granted (bound.go, settledAt): nothing the end phase does
// deals damage or takes life. Its beginning's triggers (CR 4.4.2) are
// the only abilities the end phase runs before its arsenal step, and
// Terra's is the only one (a Might token, paid for or not): a card that
// adds another must say here that it deals nothing, or the cut must
// learn to tell.
func TestEndPhaseDealsNoDamage(t *testing.T) {
	var found []string
	seen := map[*rules.Card]bool{}
	var visit func(c *rules.Card)
	visit = func(c *rules.Card) {
		if c == nil || seen[c] {
			return
		}
		seen[c] = true
		for _, tr := range c.Triggers {
			if tr.When.Event == rules.EvEndPhase {
				found = append(found, c.Key())
			}
		}
		for _, gr := range c.Grants {
			if gr.Trigger != nil && gr.Trigger.When.Event == rules.EvEndPhase {
				found = append(found, c.Key()+" (granted)")
			}
		}
		for _, tok := range c.Tokens {
			visit(tok)
		}
	}
	for _, k := range cards.Keys() {
		c, _ := cards.Lookup(k)
		visit(c)
	}
	if !slices.Equal(found, []string{"Terra"}) {
		t.Errorf("the end phase's triggers: %q, want Terra's alone (it makes a Might token and deals nothing)", found)
	}
}
