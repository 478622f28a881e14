package cards_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// TestOfferedMeansCompletable holds the priority prompt to its word
// (DESIGN.md: the prompt contract) over thousands of positions of random
// games between the embedded decks: for every play or activation offered,
// a search of its answers on clones finds a sequence that completes it
// (CR 5.1, 5.2: never reversed by CR 1.10.3); for every one blocked because
// its costs or targets cannot be met, no sequence does.
func TestOfferedMeansCompletable(t *testing.T) {
	pairs := [][2]string{{"cb-rhinar", "cb-dorinthea"}, {"rhinar-plus", "dorinthea-plus"}, {"dorinthea-plus", "cb-rhinar"}}
	games := 30
	if testing.Short() {
		games = 3
	}
	var positions, offered, blocked, clones int
	for _, pair := range pairs {
		a, err := decks.Load(pair[0])
		if err != nil {
			t.Fatal(err)
		}
		b, err := decks.Load(pair[1])
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}})
			if err != nil {
				t.Fatal(err)
			}
			g.Explain = true
			g.MaxTurns = 40
			for p := rules.Player(0); p < 2; p++ {
				r := rules.NewRandom(seed*31 + uint64(p))
				g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if pr.Kind == rules.AskPriority {
						positions++
						for _, o := range pr.Options {
							if o.Act != rules.ActPlay && o.Act != rules.ActActivate {
								continue
							}
							offered++
							ok, n := g.Completes(pr.Player, o)
							clones += n
							if !ok {
								t.Errorf("%s v %s seed %d turn %d: %s %s is offered but no answers complete it",
									pair[0], pair[1], seed, g.Omniscient().Turn(), o.Act, g.Omniscient().Card(o.Obj).Key())
							}
						}
						for _, bl := range pr.Blocked {
							switch bl.Reason {
							case rules.ReasonCannotPay, rules.ReasonNeededForCost, rules.ReasonNoTarget, rules.ReasonNoCardToReveal, rules.ReasonNoCardToDiscard:
							default:
								continue // timing: the search plays the action regardless of when
							}
							blocked++
							ok, n := g.Completes(pr.Player, bl.Option)
							clones += n
							if ok {
								t.Errorf("%s v %s seed %d turn %d: %s %s is blocked (%s) but answers complete it",
									pair[0], pair[1], seed, g.Omniscient().Turn(), bl.Act, g.Omniscient().Card(bl.Obj).Key(), bl.Reason)
							}
						}
					}
					return r.Decide(ctx, v, pr)
				}))
			}
			if err := g.Run(context.Background()); err != nil && err != rules.ErrTurnLimit {
				t.Fatal(err)
			}
		}
	}
	if offered == 0 || blocked == 0 {
		t.Fatalf("checked %d offered and %d blocked actions: the test saw nothing", offered, blocked)
	}
	t.Logf("%d priority positions: %d offered and %d blocked (cost or target) actions searched, %d clones played", positions, offered, blocked, clones)
}
