package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// The words of the card data and of scenario files read back into the
// engine's values: colours, types, subtypes, classes, keywords, phases and
// steps.
func TestNamesReadBack(t *testing.T) {
	for _, s := range []string{"red", "Yellow", " BLUE ", ""} {
		if _, ok := rules.ParseColor(s); !ok {
			t.Errorf("colour %q does not read", s)
		}
	}
	if _, ok := rules.ParseColor("green"); ok {
		t.Error("green reads as a colour")
	}
	for _, n := range (rules.Action | rules.DefenseReaction | rules.Weapon).Names() {
		if v, ok := rules.ParseType(n); !ok || !(rules.Action | rules.DefenseReaction | rules.Weapon).Has(v) {
			t.Errorf("type %q reads as %v", n, v)
		}
	}
	for _, n := range (rules.Attack | rules.TwoHanded | rules.Young).Names() {
		if v, ok := rules.ParseSubtype(n); !ok || !(rules.Attack | rules.TwoHanded | rules.Young).Has(v) {
			t.Errorf("subtype %q reads as %v", n, v)
		}
	}
	for _, n := range (rules.Generic | rules.Brute | rules.Warrior).Names() {
		if v, ok := rules.ParseClass(n); !ok || !(rules.Generic | rules.Brute | rules.Warrior).Has(v) {
			t.Errorf("class %q reads as %v", n, v)
		}
	}
	for _, n := range (rules.GoAgain | rules.BladeBreak).Names() {
		if v, ok := rules.ParseKeyword(n); !ok || !(rules.GoAgain | rules.BladeBreak).Has(v) {
			t.Errorf("keyword %q reads as %v", n, v)
		}
	}
	for ph := rules.PhaseSetup; ph <= rules.PhaseOver; ph++ {
		if v, ok := rules.ParsePhase(ph.String()); !ok || v != ph {
			t.Errorf("phase %q reads as %v", ph, v)
		}
	}
	for st := rules.StepNone; st <= rules.StepClose; st++ {
		if v, ok := rules.ParseStep(st.String()); !ok || v != st {
			t.Errorf("step %q reads as %v", st, v)
		}
	}
}

// Sets of types: Has wants them all, Any one of them. CR 1.1.5 (two
// players): each player's opponent is the other.
func TestSetsAndOpponents(t *testing.T) {
	ar := rules.AttackReaction | rules.Instant
	if !ar.Has(rules.Instant) || ar.Has(rules.Instant|rules.Action) || !ar.Any(rules.Instant|rules.Action) || ar.Any(rules.Action) {
		t.Error("Types.Has/Any")
	}
	if rules.Player(0).Opponent() != 1 || rules.Player(1).Opponent() != 0 {
		t.Error("the opponents of a two-player game")
	}
}
