package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// An answer of one option is checked as any other: refused when it was
// not offered, refused past a limit by place (dominate) or on action cards
// (overpower), accepted otherwise.
func TestCheckOfOneChoice(t *testing.T) {
	hand := rules.Option{ID: rules.OptionID(rules.ActCard, 3, 0, rules.NoPlayer), Act: rules.ActCard, Obj: 3, From: rules.PlaceHand, ActionCard: true}
	arena := rules.Option{ID: rules.OptionID(rules.ActCard, 4, 0, rules.NoPlayer), Act: rules.ActCard, Obj: 4, From: rules.PlaceEquipment}
	for _, tc := range []struct {
		name   string
		limits []rules.Limit
		id     int32
		reason rules.Reason // ReasonNone: accepted
	}{
		{"offered", nil, hand.ID, rules.ReasonNone},
		{"not offered", nil, hand.ID + 4, rules.ReasonNotOffered},
		{"past a limit by place", []rules.Limit{{From: rules.PlaceHand, Max: 0, Reason: rules.ReasonDominate}}, hand.ID, rules.ReasonDominate},
		{"within a limit by place", []rules.Limit{{From: rules.PlaceHand, Max: 0, Reason: rules.ReasonDominate}}, arena.ID, rules.ReasonNone},
		{"past a limit on action cards", []rules.Limit{{Action: true, Max: 0, Reason: rules.ReasonOverpower}}, hand.ID, rules.ReasonOverpower},
	} {
		p := rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 0, Max: 2, Options: []rules.Option{hand, arena}, Limits: tc.limits}
		err := p.Check(rules.Answer{IDs: []int32{tc.id}})
		var ref *rules.Refusal
		switch {
		case tc.reason == rules.ReasonNone && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.reason != rules.ReasonNone && (!errors.As(err, &ref) || ref.Reason != tc.reason):
			t.Errorf("%s: %v, want a refusal for %s", tc.name, err, tc.reason)
		}
	}
}

// On a prompt of one option the random decider answers it and draws one
// number, as Intn(1) does: the answers after it stay those of the sim.
func TestRandomOnOneOptionDrawsOnce(t *testing.T) {
	for seed := range uint64(50) {
		r := rules.NewRandom(seed)
		o := rules.Option{ID: rules.OptionID(rules.ActPass, rules.NoObj, 0, rules.NoPlayer), Act: rules.ActPass}
		for _, kind := range []rules.PromptKind{rules.AskPriority, rules.AskMay} {
			r.R = rules.NewRNG(seed)
			want := r.R
			want.Intn(1)
			a, err := r.Decide(context.Background(), rules.View{}, rules.Prompt{Kind: kind, Shape: rules.ShapeOne, Min: 1, Max: 1, Options: []rules.Option{o}})
			if err != nil || len(a.IDs) != 1 || a.IDs[0] != o.ID {
				t.Fatalf("seed %d, %s: answer %v, %v", seed, kind, a, err)
			}
			if r.R != want {
				t.Errorf("seed %d, %s: generator at %#x after the answer, want %#x (one draw)", seed, kind, r.R.S, want.S)
			}
		}
	}
}
