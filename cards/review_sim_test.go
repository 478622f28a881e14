package cards_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// TestReviewRandomGamesKeepTheRulings plays random games between the
// embedded decks and checks, after every event, rulings players often get
// wrong: intimidated cards are back in hand when the turn ends (CR 8.5.10);
// Dawnblade attacks a second time in a turn only after it gained go again
// (Dorinthea), never a third time; In the Swing is played only after two
// weapon attacks; blade break destroys only as the chain closes (CR 8.3.3);
// only the hero who is not the turn player is intimidated.
func TestReviewRandomGamesKeepTheRulings(t *testing.T) {
	var seen [4]int // second Dawnblade attacks, intimidations, In the Swing, blade breaks
	for _, pair := range [][2]string{{"cb-rhinar", "cb-dorinthea"}, {"rhinar-plus", "dorinthea-plus"}, {"dorinthea-plus", "rhinar-plus"}} {
		a, err := decks.Load(pair[0])
		if err != nil {
			t.Fatal(err)
		}
		b, err := decks.Load(pair[1])
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 100; seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}})
			if err != nil {
				t.Fatal(err)
			}
			g.SetDecider(0, rules.NewRandom(seed*7+1))
			g.SetDecider(1, rules.NewRandom(seed*11+3))
			g.MaxTurns = 60
			var problems []string
			bladeAttacks, gained := 0, false
			g.SetObserver(func(g *rules.Game, e *rules.Event) {
				v := g.Omniscient()
				bad := func(f string, args ...any) {
					if len(problems) < 5 {
						problems = append(problems, fmt.Sprintf("turn %d, %s: ", v.Turn(), e.Kind)+fmt.Sprintf(f, args...))
					}
				}
				dawnblade := func(obj rules.ObjID) bool {
					return obj != rules.NoObj && v.Card(obj).Name == "Dawnblade, Resplendent"
				}
				switch e.Kind {
				case rules.EvTurnEnd:
					bladeAttacks, gained = 0, false
					for p := range 2 {
						for _, obj := range v.Zone(rules.Player(p), rules.ZoneBanished) {
							if o, _ := v.Obj(obj); !o.FaceUp {
								bad("%s is still banished face down", v.Card(obj).Key())
							}
						}
					}
				case rules.EvGainGoAgain:
					if dawnblade(e.Other) {
						gained = true
					}
				case rules.EvAttack:
					if dawnblade(e.Other) {
						bladeAttacks++
						if bladeAttacks == 2 {
							seen[0]++
							if !gained {
								bad("a second Dawnblade attack without a gain of go again")
							}
						}
						if bladeAttacks > 2 {
							bad("a third Dawnblade attack")
						}
					}
				case rules.EvPlay:
					if v.Card(e.Obj).Name == "In the Swing" {
						seen[2]++
						if n := v.Stats(e.Player).WeaponAttacks; n < 2 {
							bad("In the Swing after %d weapon attacks", n)
						}
					}
				case rules.EvDestroy:
					if e.Rule == rules.CR(8, 3, 3) {
						seen[3]++
						if e.Step != rules.StepClose {
							bad("blade break in step %q", e.Step)
						}
					}
				case rules.EvIntimidate:
					seen[1]++
					if e.Player == v.TurnPlayer() {
						bad("the turn player was intimidated")
					}
				}
			})
			if err := g.Run(context.Background()); err != nil {
				t.Fatalf("%v seed %d: %v", pair, seed, err)
			}
			for _, p := range problems {
				t.Errorf("%v seed %d: %s", pair, seed, p)
			}
		}
	}
	for i, n := range seen {
		if n == 0 {
			t.Errorf("check %d never came up: the games do not exercise it", i+1)
		}
	}
	t.Logf("second Dawnblade attacks %d, intimidations %d, In the Swing %d, blade breaks %d", seen[0], seen[1], seen[2], seen[3])
}
