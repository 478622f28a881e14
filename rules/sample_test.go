package rules_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A sample is a game its viewer cannot tell from the real one (DESIGN.md
// "The engine's surface"): at decisions of seeded games, every sample of
// a player's View shows that player exactly their View (the same
// View.Hash), the real game is not changed, the other player would see
// another game (their hidden cards moved: the hash can tell), and the
// sample plays on with every invariant holding (from a priority point:
// a clone resumes there, DESIGN.md "Determinism").
func TestSampleShowsTheSameView(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	checked, moved, played := 0, 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		atDecisions(t, seed, 5, func(g *rules.Game, decisions int, pr rules.Prompt) {
			before := g.Hash()
			for q := range rules.Player(2) {
				want := g.ViewFor(q).Hash()
				other := g.ViewFor(q.Opponent()).Hash()
				for k := range uint64(3) {
					s := g.ViewFor(q).Sample(seed*1000 + uint64(decisions)*3 + k)
					if got := s.ViewFor(q).Hash(); got != want {
						t.Fatalf("seed %d decision %d: p%d's sample shows p%d another view", seed, decisions, q+1, q+1)
					}
					if s.ViewFor(q.Opponent()).Hash() != other {
						moved++
					}
					checked++
					if pr.Kind == rules.AskPriority && k == 0 && decisions%3 == 0 {
						playOn(t, s)
						played++
					}
				}
			}
			if g.Hash() != before {
				t.Fatalf("seed %d decision %d: sampling changed the game", seed, decisions)
			}
		})
	}
	if checked == 0 || moved == 0 || played == 0 {
		t.Errorf("%d samples checked, %d with hidden cards moved, %d played on: want some of each", checked, moved, played)
	}
	t.Logf("%d samples, %d of them another game to the other player, %d played on", checked, moved, played)
}

// atDecisions plays the seeded game benchGame(seed) between random
// players and calls at with the game at every n-th decision, before it is
// answered.
func atDecisions(t *testing.T, seed uint64, n int, at func(g *rules.Game, decision int, pr rules.Prompt)) {
	t.Helper()
	g := benchGame(t, seed)
	decisions := 0
	for p := range rules.Player(2) {
		rnd := rules.NewRandom(seed*2 + 1 + uint64(p))
		g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			decisions++
			if decisions%n == 0 {
				at(g, decisions, pr)
			}
			return rnd.Decide(ctx, v, pr)
		}))
	}
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		t.Fatal(err)
	}
}

// playOn plays a sample on for a few decisions between random players,
// its invariants checked at every event.
func playOn(t *testing.T, s *rules.Game) {
	t.Helper()
	s.SetDecider(0, rules.NewRandom(7))
	s.SetDecider(1, rules.NewRandom(8))
	c := rules.NewChecker(s, nil)
	for range 20 {
		if s.Over() {
			break
		}
		if err := s.Step(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatalf("a sample stopped: %v", err)
		}
		if c.Err != nil {
			t.Fatalf("a sample broke an invariant: %v", c.Err)
		}
	}
}

// Over many samples, every arrangement of the hidden cards the viewer
// could imagine appears, and no other: p1 sees their hand; p2's hand of
// two, face-down arsenal card and deck of two are five cards in any of
// five places (5! orders), and p1's own deck of two in either order: 240
// arrangements.
func TestSampleDealsEveryArrangement(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	var cs []*rules.Card
	for _, k := range []string{"A", "B", "C", "D", "E", "F", "G", "X"} {
		cs = append(cs, ruletest.Attack(k, 0, 1, 2))
	}
	pos, err := ruletest.Position(cs...).Hand("X").Deck("F", "G").
		P2().Hand("A", "B").Arsenal("C").Deck("D", "E").Build()
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(ruletest.P1)
	want := v.Hash()
	keys := func(s *rules.Game, p rules.Player, z rules.Zone) string {
		o := s.Omniscient()
		var out []string
		for _, obj := range o.Zone(p, z) {
			out = append(out, o.Card(obj).Key())
		}
		return strings.Join(out, "")
	}
	seen := map[string]int{}
	for seed := range uint64(20000) {
		s := v.Sample(seed)
		if s.ViewFor(ruletest.P1).Hash() != want {
			t.Fatalf("seed %d: the sample shows p1 another view", seed)
		}
		if h := keys(s, ruletest.P1, rules.ZoneHand); h != "X" {
			t.Fatalf("seed %d: p1's hand is %q: what p1 sees moved", seed, h)
		}
		arr := keys(s, ruletest.P1, rules.ZoneDeck) + "|" + keys(s, ruletest.P2, rules.ZoneHand) + "|" +
			keys(s, ruletest.P2, rules.ZoneArsenal) + "|" + keys(s, ruletest.P2, rules.ZoneDeck)
		seen[arr]++
	}
	legal := 0
	for _, mine := range []string{"FG", "GF"} {
		permutations([]string{"A", "B", "C", "D", "E"}, func(o []string) {
			legal++
			arr := mine + "|" + o[0] + o[1] + "|" + o[2] + "|" + o[3] + o[4]
			if seen[arr] == 0 {
				t.Errorf("the arrangement %s never appeared", arr)
			}
			delete(seen, arr)
		})
	}
	if legal != 240 {
		t.Fatalf("%d legal arrangements counted, want 240", legal)
	}
	for arr := range seen {
		t.Errorf("an arrangement p1 could not imagine: %s", arr)
	}
}

// permutations calls f with every order of xs.
func permutations(xs []string, f func([]string)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(xs) {
			f(slices.Clone(xs))
			return
		}
		for i := k; i < len(xs); i++ {
			xs[k], xs[i] = xs[i], xs[k]
			rec(k + 1)
			xs[k], xs[i] = xs[i], xs[k]
		}
	}
	rec(0)
}

// A sample is a world its player imagines: what is played on it reaches
// no observer of the real game (the board's log, a replay's record).
func TestSampleTellsTheRealGameNothing(t *testing.T) {
	g := benchGame(t, 3)
	g.SetDecider(0, rules.NewRandom(5))
	g.SetDecider(1, rules.NewRandom(6))
	heard := 0
	g.SetObserver(func(*rules.Game, *rules.Event) { heard++ })
	for range 6 {
		if err := g.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if heard == 0 {
		t.Fatal("the real game told its observer nothing: the test sees nothing")
	}
	heard = 0
	s := g.ViewFor(0).Sample(11)
	s.SetDecider(0, rules.NewRandom(7))
	s.SetDecider(1, rules.NewRandom(8))
	for range 6 {
		if err := s.Step(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	if heard != 0 {
		t.Errorf("a sample played on told the real game's observer %d events", heard)
	}
}
