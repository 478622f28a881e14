package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Every kind of event has a name of its own (the log and the text layer
// key on them), up to the last one.
func TestEventKindsHaveNames(t *testing.T) {
	seen := map[string]rules.EventKind{}
	for k := rules.EvNone; k <= rules.EvEffect; k++ {
		n := k.String()
		if n == "?" || n == "" {
			t.Errorf("event kind %d has no name", k)
		}
		if prev, dup := seen[n]; dup {
			t.Errorf("event kinds %d and %d are both %q", prev, k, n)
		}
		seen[n] = k
	}
	if (rules.EvEffect + 1).String() != "?" {
		t.Error("an event kind past EvEffect has a name: the loop above misses it")
	}
}

// CR 3.0.3: events that bring hidden information out (a draw, a reveal, a
// search, a card taken from a deck...) are the ones undo must stop at.
func TestEventsThatReveal(t *testing.T) {
	for _, tc := range []struct {
		rule string
		e    rules.Event
		want bool
	}{
		{"8.5.6", rules.Event{Kind: rules.EvDraw}, true},
		{"8.5.17", rules.Event{Kind: rules.EvReveal}, true},
		{"8.5.19", rules.Event{Kind: rules.EvSearch}, true},
		{"8.5.20", rules.Event{Kind: rules.EvShuffle}, true},
		{"8.5.24", rules.Event{Kind: rules.EvTurnFaceUp}, true},
		{"8.5.10", rules.Event{Kind: rules.EvIntimidate}, true},
		{"3.0.3", rules.Event{Kind: rules.EvMoveZone, From: rules.ZoneDeck, To: rules.ZoneDeck}, true},
		{"1.11.4", rules.Event{Kind: rules.EvPass}, false},
		{"8.5.3", rules.Event{Kind: rules.EvDamage}, false},
		{"3.0.3", rules.Event{Kind: rules.EvMoveZone, From: rules.ZoneHand, To: rules.ZoneDeck}, false},
	} {
		if got := tc.e.Reveals(); got != tc.want {
			t.Errorf("CR %s: %s from %s reveals = %v, want %v", tc.rule, tc.e.Kind, tc.e.From, got, tc.want)
		}
	}
}

// CR 1.2.3: an event remembers the card it names as it was (last known
// information), and when it happened: the turn and the step.
func TestCR_1_2_3_AnEventRemembersItsCard(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1))
	attacks := x.EventsOf(rules.EvAttack)
	if len(attacks) != 1 {
		t.Fatalf("%d attack events", len(attacks))
	}
	e := attacks[0]
	if c := x.G.ViewFor(p2).EventCard(&e); c == nil || c.Name != "Jab" {
		t.Errorf("the attack event names %v, want Jab", c)
	}
	if e.Turn != 1 || e.Step != rules.StepAttack || e.Rule != rules.CR(7, 2, 4) {
		t.Errorf("attack event at turn %d step %q (CR %s), want turn 1, the attack step, CR 7.2.4", e.Turn, e.Step, e.Rule)
	}
}
