package rules_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Two cards of one colour and pitch in a graveyard are alike for the rest
// of the game (View.AlikeInGraveyard) when nothing reads them but the
// cost that banishes by colour (CR 8.5.1): not two colours, not a card
// elsewhere, not a card whose trigger works from the graveyard, and none
// when a card of the game watches banishes.
func TestAlikeInGraveyard(t *testing.T) {
	red := func(name string) *rules.Card {
		c := ruletest.Attack(name, 0, 3, 2)
		c.Color = rules.Red
		return c
	}
	jab, cut, held := red("Jab"), red("Cut"), red("Held")
	nudge := ruletest.Attack("Nudge", 0, 2, 2)
	nudge.Color, nudge.Pitch = rules.Yellow, 2
	// A red card whose trigger works from the graveyard (as a Brute's
	// "when this is destroyed" from there).
	ember := red("Ember")
	ember.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.YourAttack}, Where: rules.ZoneGraveyard,
		Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	// A card that watches banishes, wherever it is.
	witness := ruletest.Action("Witness", 0, 3)
	witness.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvBanish}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}

	x := ruletest.Position(jab, cut, held, nudge, ember).Graveyard(jab.Key(), cut.Key(), nudge.Key(), ember.Key()).Hand(held.Key()).Start(t)
	v := x.G.Omniscient()
	j, c, n, e := x.Find(p1, rules.ZoneGraveyard, jab.Key()), x.Find(p1, rules.ZoneGraveyard, cut.Key()),
		x.Find(p1, rules.ZoneGraveyard, nudge.Key()), x.Find(p1, rules.ZoneGraveyard, ember.Key())
	h := x.Find(p1, rules.ZoneHand, held.Key())
	if !v.AlikeInGraveyard(j, c) || !v.AlikeInGraveyard(c, j) {
		t.Error("two red cards of the graveyard that nothing reads are not alike")
	}
	for _, c2 := range []struct {
		name string
		b    rules.ObjID
	}{{"a yellow card", n}, {"a card in the hand", h}, {"a card whose trigger works from the graveyard", e}, {"no object", rules.NoObj}} {
		if v.AlikeInGraveyard(j, c2.b) {
			t.Errorf("a red card of the graveyard is alike %s", c2.name)
		}
	}

	x = ruletest.Position(jab, cut, witness).Graveyard(jab.Key(), cut.Key()).Hand(witness.Key()).Start(t)
	if x.G.Omniscient().AlikeInGraveyard(x.Find(p1, rules.ZoneGraveyard, jab.Key()), x.Find(p1, rules.ZoneGraveyard, cut.Key())) {
		t.Error("two red cards are alike while a card of the game watches banishes")
	}
}

// AlikeInGraveyard knows every rule of the engine that reads the
// graveyard or the banished zone (its comment lists them): the files that
// name either zone are these. A new one may read which card lies there:
// weigh it against AlikeInGraveyard, then add it here. (reach_grave.go
// counts the cards of each colour out of the deck, the pitch zone and
// the banished zone: alike cards count alike.)
func TestAlikeInGraveyardReaders(t *testing.T) {
	known := []string{"banishcost.go", "bycolour.go", "chance.go", "combat.go", "destroy.go", "discard.go", "idleplay.go", "keywords.go",
		"position.go", "prompt.go", "reach_grave.go", "resolve.go", "sample.go", "searchkey.go", "seen.go", "setup.go",
		"stalemate.go", "triggers.go", "types.go", "view.go", "waitdelayed.go", "zones.go"}
	for _, f := range filesNaming(t, "ZoneGraveyard", "ZoneBanished") {
		if !slices.Contains(known, f) {
			t.Errorf("%s names the graveyard or the banished zone: does it read which card lies there (bycolour.go)?", f)
		}
	}
}

// filesNaming lists the engine's files (not its tests) whose text holds
// one of words.
func filesNaming(t *testing.T, words ...string) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range words {
			if strings.Contains(string(b), w) {
				out = append(out, f)
				break
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no file names %v: the test reads the wrong directory", words)
	}
	return out
}
