package decks_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

func TestSmoke(t *testing.T) {
	a, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	b, err := decks.Load("cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	t.Log(len(a.Deck.Cards), len(b.Deck.Cards))
	wins := [3]int{}
	errs := 0
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}})
		if err != nil {
			t.Fatal(err)
		}
		g.SetDecider(0, rules.NewRandom(seed*2))
		g.SetDecider(1, rules.NewRandom(seed*2+1))
		g.MaxTurns = 200
		if err := g.Run(context.Background()); err != nil {
			errs++
			t.Logf("seed %d: %v (turn %d)", seed, err, g.S.Turn)
			continue
		}
		wins[g.S.Winner+1]++
	}
	t.Log(wins, errs)
}
