package ruletest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// scribbleSetup is a small game of plain cards between two heroes.
func scribbleSetup(seed uint64) rules.Setup {
	deck := func() []*rules.Card {
		var d []*rules.Card
		for range 10 {
			d = append(d, ruletest.Attack("Jab", 1, 4, 2), ruletest.Gem, ruletest.Instant("Shield", 0, rules.PreventNext{N: 1}), ruletest.Pebble)
		}
		return d
	}
	return rules.Setup{Seed: seed, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Cards: deck()}, {Hero: ruletest.HeroB, Cards: deck()}}}
}

// keeper is a decider that breaks the Decider contract: it keeps the
// last prompt's options (without copying) and does again what it did
// then when it is offered again, else takes the last option.
type keeper struct{ last []rules.Option }

func (k *keeper) Decide(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
	if p.Shape != rules.ShapeOne {
		return rules.LeastAnswer(p), nil
	}
	defer func() { k.last = p.Options }()
	if len(k.last) > 0 && p.Find(k.last[0].ID) >= 0 {
		return rules.Pick(k.last[0].ID), nil
	}
	return rules.Pick(p.Options[len(p.Options)-1].ID), nil
}

// The test of the test: KeepsNothing passes the random decider, and fails
// a decider that keeps a prompt's options.
func TestKeepsNothingCatchesAKeeper(t *testing.T) {
	start := func(mk func(seed uint64) rules.Decider) func() (*rules.Game, [2]rules.Decider, error) {
		return func() (*rules.Game, [2]rules.Decider, error) {
			g, err := rules.New(scribbleSetup(5))
			if err != nil {
				return nil, [2]rules.Decider{}, err
			}
			g.MaxTurns = 30
			return g, [2]rules.Decider{mk(1), mk(2)}, nil
		}
	}
	random := func(seed uint64) rules.Decider { return rules.NewRandom(seed) }
	if err := ruletest.KeepsNothing(context.Background(), start(random)); err != nil {
		t.Errorf("the random decider: %v", err)
	}
	bad := func(uint64) rules.Decider { return &keeper{} }
	err := ruletest.KeepsNothing(context.Background(), start(bad))
	t.Logf("the keeper: %v", err)
	if err == nil || !strings.Contains(err.Error(), "scribbled") {
		t.Errorf("a decider that keeps a prompt's options: %v, want the games to differ", err)
	}
}

// A keeper of answers that does not copy them reads the scribbled IDs.
func TestScribbleOverwritesTheLastAnswer(t *testing.T) {
	g, err := rules.New(scribbleSetup(7))
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns = 5
	var kept []rules.Answer
	for p := range rules.Player(2) {
		d := ruletest.Scribble(rules.NewRandom(uint64(p) + 1))
		g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			a, err := d.Decide(ctx, v, pr)
			kept = append(kept, a) // no copy: breaks the contract
			return a, err
		}))
	}
	if err := g.Run(context.Background()); err != nil && err != rules.ErrTurnLimit {
		t.Fatal(err)
	}
	scribbled := 0
	for _, a := range kept[:len(kept)-2] {
		if len(a.IDs) > 0 && a.IDs[0] == -0x5c5c5c5c {
			scribbled++
		}
	}
	if len(kept) < 10 || scribbled == 0 {
		t.Errorf("%d answers kept uncopied, %d of them scribbled: want some", len(kept), scribbled)
	}
}
