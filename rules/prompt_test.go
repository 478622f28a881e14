package rules_test

import (
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// wantRefusal checks that err is a refusal with the reason code and rule:
// Check answers in codes, never prose (DESIGN.md: the prompt contract).
func wantRefusal(t *testing.T, err error, reason rules.Reason, rule string) {
	t.Helper()
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("got %v, want a refusal %s", err, reason)
	}
	if r.Reason != reason || r.Rule.String() != rule {
		t.Errorf("refusal %s (CR %s), want %s (CR %s)", r.Reason, r.Rule, reason, rule)
	}
}

// Prompt.Check refuses an answer with a reason code and the prompt's rule:
// an option not offered, one chosen twice (CR 1.7.5b), too few or too many,
// an order that leaves options out (CR 1.10.2d), an X out of its range
// (CR 5.1.3a).
func TestPromptCheckAnswersWithReasonCodes(t *testing.T) {
	subset := rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Min: 1, Max: 2, Rule: rules.CR(8, 5, 19), Options: []rules.Option{{ID: 5}, {ID: 6}}}
	order := rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 2, Max: 2, Rule: rules.CRSub(1, 10, 2, 'd'), Options: []rules.Option{{ID: 5}, {ID: 6}}}
	x := rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, XMin: 0, XMax: 3, Rule: rules.CRSub(5, 1, 3, 'a')}
	for _, tc := range []struct {
		rule   string
		name   string
		p      rules.Prompt
		a      rules.Answer
		reason rules.Reason // ReasonNone: accepted
	}{
		{"8.5.19", "not offered", subset, rules.Answer{IDs: []int32{7}}, rules.ReasonNotOffered},
		{"1.7.5b", "the same option twice", subset, rules.Answer{IDs: []int32{5, 5}}, rules.ReasonTwice},
		{"8.5.19", "too few", subset, rules.Answer{}, rules.ReasonCount},
		{"8.5.19", "too many", subset, rules.Answer{IDs: []int32{5, 6, 5}}, rules.ReasonCount},
		{"8.5.19", "within the bounds", subset, rules.Answer{IDs: []int32{6, 5}}, rules.ReasonNone},
		{"1.10.2d", "an order leaving one out", order, rules.Answer{IDs: []int32{6}}, rules.ReasonOrderAll},
		{"1.10.2d", "a whole order", order, rules.Answer{IDs: []int32{6, 5}}, rules.ReasonNone},
		{"5.1.3a", "X above its range", x, rules.Answer{X: 4}, rules.ReasonXRange},
		{"5.1.3a", "X at its top", x, rules.Answer{X: 3}, rules.ReasonNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.p.Check(tc.a)
			if tc.reason == rules.ReasonNone {
				if err != nil {
					t.Errorf("CR %s: refused: %v", tc.rule, err)
				}
				return
			}
			wantRefusal(t, err, tc.reason, tc.p.Rule.String())
		})
	}
}

// CR 8.3.4: dominate lets at most one card from hand defend; the prompt
// says so as a limit, and Check holds answers to it.
func TestCR_8_3_4_DominateLimitsTheAnswer(t *testing.T) {
	p := rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 3,
		Limits: []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate, Rule: rules.CR(8, 3, 4)}},
		Options: []rules.Option{
			{ID: 1, Act: rules.ActCard, From: rules.PlaceHand}, {ID: 2, Act: rules.ActCard, From: rules.PlaceHand},
			{ID: 3, Act: rules.ActCard, From: rules.PlaceEquipment}}}
	if err := p.Check(rules.Answer{IDs: []int32{1, 3}}); err != nil {
		t.Errorf("one hand card and equipment: %v", err)
	}
	wantRefusal(t, p.Check(rules.Answer{IDs: []int32{1, 2}}), rules.ReasonDominate, "8.3.4")
	if got := p.Limited(rules.PlaceHand); got != 1 {
		t.Errorf("Limited(hand) = %d, want 1", got)
	}
	if got := p.Limited(rules.PlaceEquipment); got != -1 {
		t.Errorf("Limited(equipment) = %d, want -1 (no limit)", got)
	}
}

// An option's id depends only on what it does, on which object and
// ability, for which player: the same game gives the same ids, and no two
// options of a prompt share one.
func TestOptionIDsAreStableAndDistinct(t *testing.T) {
	seen := map[int32]string{}
	for _, act := range []rules.Act{rules.ActPass, rules.ActPlay, rules.ActActivate, rules.ActPitch, rules.ActCard, rules.ActTarget, rules.ActYes, rules.ActNo, rules.ActPlayer} {
		for _, obj := range []rules.ObjID{rules.NoObj, 0, 1, 300} {
			for _, ab := range []int8{0, 1, 5} {
				for _, p := range []rules.Player{rules.NoPlayer, 0, 1} {
					id := rules.OptionID(act, obj, ab, p)
					if id != rules.OptionID(act, obj, ab, p) {
						t.Fatal("the same option got two ids")
					}
					what := act.String() + string(rune('a'+obj+1)) + string(rune('a'+ab)) + string(rune('a'+p+1))
					if prev, dup := seen[id]; dup && prev != what {
						t.Errorf("id %d for both %s and %s", id, prev, what)
					}
					seen[id] = what
				}
			}
		}
	}
}

// The names of prompt kinds (the scenario format reads them back).
func TestPromptKindNamesReadBack(t *testing.T) {
	for k := rules.AskPriority; k <= rules.AskFirstPlayer; k++ {
		got, ok := rules.ParsePromptKind(k.String())
		if !ok || got != k {
			t.Errorf("%q reads back as %v (%v)", k.String(), got, ok)
		}
	}
	if _, ok := rules.ParsePromptKind("nonsense"); ok {
		t.Error("an unknown kind reads")
	}
}

// Every reason code has a name (the scenarios and the text layer key on
// it); the last one, overpower, had none.
func TestEveryReasonHasAName(t *testing.T) {
	for r := rules.ReasonNoActionPoint; r <= rules.ReasonOverpower; r++ {
		if r.String() == "" {
			t.Errorf("reason %d has no name", r)
		}
	}
	if got := rules.ReasonOverpower.String(); got != "overpower" {
		t.Errorf("ReasonOverpower is %q, want overpower", got)
	}
}

// An option's id names its object (OptionObj), and the same option about
// another object keeps its act, ability and player (WithOptionObj).
func TestOptionObjRenames(t *testing.T) {
	id := rules.OptionID(rules.ActActivate, 41, 3, rules.Player(1))
	if got := rules.OptionObj(id); got != 41 {
		t.Fatalf("OptionObj %d, want 41", got)
	}
	if got, want := rules.WithOptionObj(id, 7), rules.OptionID(rules.ActActivate, 7, 3, rules.Player(1)); got != want {
		t.Errorf("WithOptionObj %#x, want %#x", got, want)
	}
	if got := rules.OptionObj(rules.OptionID(rules.ActPass, rules.NoObj, 0, rules.Player(0))); got != rules.NoObj {
		t.Errorf("OptionObj of a pass %d, want NoObj", got)
	}
}
