package rules_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// answersOpts is n options of ids 10, 11, ..., the first from the places
// given.
func answersOpts(n int, from ...rules.Place) []rules.Option {
	var out []rules.Option
	for i := range n {
		o := rules.Option{ID: int32(10 + i), Act: rules.ActCard}
		if i < len(from) {
			o.From = from[i]
		}
		out = append(out, o)
	}
	return out
}

// Answers gives each shape's answers in its fixed order, within the
// bounds it is given, and stops when told.
func TestAnswersByShape(t *testing.T) {
	order3 := rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 3, Max: 3, Options: answersOpts(3)}
	for _, tc := range []struct {
		name string
		en   rules.Answers
		p    rules.Prompt
		want string
	}{
		{"one of three", rules.Answers{}, rules.Prompt{Shape: rules.ShapeOne, Min: 1, Max: 1, Options: answersOpts(3)}, "[10] [11] [12]"},
		{"up to two of three, by mask", rules.Answers{}, rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 2, Options: answersOpts(3)},
			"[] [10] [11] [10 11] [12] [10 12] [11 12]"},
		// CR 8.3.4 dominate: at most one card from hand.
		{"one from hand", rules.Answers{}, rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 3,
			Options: answersOpts(3, rules.PlaceHand, rules.PlaceHand, rules.PlaceEquipment),
			Limits:  []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate}}},
			"[] [10] [11] [12] [10 12] [11 12]"},
		{"the subsets of the first two only", rules.Answers{MaxSubset: 2}, rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 3, Options: answersOpts(3)},
			"[] [10] [11] [10 11]"},
		{"every order", rules.Answers{MaxOrder: 3}, order3, "[10 11 12] [10 12 11] [11 10 12] [11 12 10] [12 11 10] [12 10 11]"},
		{"the listed order", rules.Answers{}, order3, "[10 11 12]"},
		{"numbers", rules.Answers{}, rules.Prompt{Shape: rules.ShapeNumber, XMin: 2, XMax: 4}, "x2 x3 x4"},
	} {
		var got []string
		err := tc.en.Each(&tc.p, func(a rules.Answer) bool {
			if tc.p.Shape == rules.ShapeNumber {
				got = append(got, fmt.Sprintf("x%d", a.X))
			} else {
				got = append(got, fmt.Sprint(a.IDs))
			}
			return true
		})
		if s := fmt.Sprint(got); err != nil || s != "["+tc.want+"]" {
			t.Errorf("%s: %s (%v), want [%s]", tc.name, s, err, tc.want)
		}
		// All keeps the same answers, each in memory of its own.
		all, _ := tc.en.All(&tc.p)
		if len(all) != len(got) {
			t.Errorf("%s: All gives %d answers, Each %d", tc.name, len(all), len(got))
		}
		for i := 1; i < len(all); i++ {
			if len(all[i].IDs) > 0 && len(all[i-1].IDs) > 0 && &all[i].IDs[0] == &all[i-1].IDs[0] {
				t.Errorf("%s: All's answers share memory", tc.name)
			}
		}
		n := 0
		tc.en.Each(&tc.p, func(rules.Answer) bool { n++; return false })
		if n != 1 {
			t.Errorf("%s: %d answers after f said stop, want 1", tc.name, n)
		}
	}
	strict := rules.Answers{MaxOrder: 2, Strict: true}
	if err := strict.Each(&order3, func(rules.Answer) bool { return true }); err == nil {
		t.Error("an order of 3 enumerated by a strict enumeration of at most 2")
	}
}

// The random decider draws only answers the enumeration lists: one
// knowledge of the shapes. (A subset is a set: its draw is compared in
// the order of the options.)
func TestRandomDrawsAreEnumerated(t *testing.T) {
	shapes := map[rules.Shape]int{}
	en := rules.Answers{MaxSubset: 14, MaxOrder: 6}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: benchDecks(t)})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 60
		for p := rules.Player(0); p < 2; p++ {
			r := rules.NewRandom(seed*10 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				a, err := r.Decide(ctx, v, pr)
				if err != nil || (pr.Shape == rules.ShapeSubset && len(pr.Options) > 14) || (pr.Shape == rules.ShapeOrder && len(pr.Options) > 6) {
					return a, err
				}
				want := slices.Clone(a.IDs)
				if pr.Shape == rules.ShapeSubset {
					slices.SortFunc(want, func(x, y int32) int { return pr.Find(x) - pr.Find(y) })
				}
				found := false
				en.Each(&pr, func(b rules.Answer) bool {
					found = b.X == a.X && slices.Equal(b.IDs, want)
					return !found
				})
				if !found {
					t.Errorf("seed %d: the random answer %v (x %d) to a %s prompt is not enumerated", seed, a.IDs, a.X, pr.Kind)
				}
				shapes[pr.Shape]++
				return a, err
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	for _, s := range []rules.Shape{rules.ShapeOne, rules.ShapeSubset, rules.ShapeOrder} {
		if shapes[s] == 0 {
			t.Errorf("no %s prompt in the games: the test saw nothing of it (%v)", s, shapes)
		}
	}
}

// A subset prompt's answers are every set of its options that Check
// accepts, each once, whatever its bounds (Each passes over the sets of
// too few or too many options without asking Check).
func TestSubsetAnswersAreTheSetsCheckAccepts(t *testing.T) {
	var en rules.Answers
	for _, limits := range [][]rules.Limit{nil, {{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate}}} {
		for lo := 0; lo <= 4; lo++ {
			for hi := lo; hi <= 4; hi++ {
				p := rules.Prompt{Shape: rules.ShapeSubset, Min: lo, Max: hi, Limits: limits,
					Options: answersOpts(4, rules.PlaceHand, rules.PlaceHand, rules.PlaceEquipment)}
				var want []string
				for mask := range 1 << 4 {
					var ids []int32
					for i := range 4 {
						if mask&(1<<i) != 0 {
							ids = append(ids, p.Options[i].ID)
						}
					}
					if p.Check(rules.Answer{IDs: ids}) == nil {
						want = append(want, fmt.Sprint(ids))
					}
				}
				var got []string
				en.Each(&p, func(a rules.Answer) bool { got = append(got, fmt.Sprint(a.IDs)); return true })
				if !slices.Equal(got, want) {
					t.Errorf("%d..%d of 4, limits %v: %v, want %v", lo, hi, limits, got, want)
				}
			}
		}
	}
}
