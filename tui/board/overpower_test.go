package board

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The snapshot marks a chain link overpower exactly when the engine says
// its attack has it (CR 8.3.22): Terra's attacks gain it from an Earth
// card pitched, so random games of the Terra deck meet both kinds.
func TestSnapshotLinkOverpower(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	d, err := decks.Load("1st-strike-terra")
	if err != nil {
		t.Fatal(err)
	}
	with, without := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{d.Deck, d.Deck}})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 30
		for p := rules.Player(0); p < 2; p++ {
			rnd := rules.NewRandom(seed*10 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				snap := Take(v, text.EN, &pr)
				links := v.Chain()
				if len(snap.Chain) != len(links) {
					t.Fatalf("seed %d: %d links in the snapshot, %d in the game", seed, len(snap.Chain), len(links))
				}
				for i, l := range links {
					has := v.HasKeyword(l.Attack, rules.Overpower)
					if snap.Chain[i].Keywords.Has(rules.Overpower) != has {
						t.Fatalf("seed %d link %d: snapshot overpower %v, engine %v", seed, i+1, snap.Chain[i].Keywords.Has(rules.Overpower), has)
					}
					if has {
						with++
					} else {
						without++
					}
				}
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && err != rules.ErrTurnLimit {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if with == 0 || without == 0 {
		t.Fatalf("links seen with overpower %d, without %d: want both", with, without)
	}
	t.Logf("links seen with overpower %d, without %d", with, without)
}
