package cards_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// generic copies a card's definition as a Generic card of a new name, so
// that a Rhinar deck may carry it in a random game (the Guardian and
// Elemental heroes' random games are in their own tests).
func generic(c *rules.Card, name string, effs ...rules.Effect) *rules.Card {
	d := *c
	d.Name, d.Classes = name, rules.Generic
	if effs != nil {
		d.Resolve = effs
	}
	return &d
}

// TestElementalTokensInRandomGames plays random games whose decks create
// Might, Embodiment of Lightning and Seismic Surge tokens and choose X,
// and checks as they go: no Might survives the start of its controller's
// turn; an Embodiment of Lightning never outlives the resolution of the
// attack action card that set it off; every X is within the range asked.
func TestElementalTokensInRandomGames(t *testing.T) {
	base, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	rift := generic(cards.TectonicRift, "Rift Test")
	seeds := generic(cards.TectonicRift, "Seeds Test", rules.CreateTokens{Token: cards.Might, N: 2})
	seeds.XCost, seeds.Cost, seeds.Props = false, 1, seeds.Props|rules.HasCost
	seeds.Tokens = []*rules.Card{cards.Might}
	spark := generic(cards.TectonicRift, "Spark Test", rules.CreateToken{Token: cards.EmbodimentOfLightning})
	spark.XCost, spark.Cost, spark.Props = false, 0, spark.Props|rules.HasCost
	spark.Tokens = []*rules.Card{cards.EmbodimentOfLightning}
	deck := base.Deck
	deck.Cards = append([]*rules.Card(nil), deck.Cards...)
	swapped := 0
	for i, c := range deck.Cards {
		if c.Pitch == 3 && swapped < 9 {
			deck.Cards[i] = []*rules.Card{rift, seeds, spark}[swapped%3]
			swapped++
		}
	}
	var made [3]int           // Might, Embodiment, Surge tokens created
	var xs, bigX, attacks int // X prompts, X > 0, attack action cards resolved
	for seed := uint64(1); seed <= 60; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{deck, deck}})
		if err != nil {
			t.Fatal(err)
		}
		for p := range 2 {
			r := rules.NewRandom(seed*13 + uint64(p))
			g.SetDecider(rules.Player(p), rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				a, err := r.Decide(ctx, v, pr)
				if pr.Kind == rules.AskX {
					xs++
					if a.X > 0 {
						bigX++
					}
					if a.X < pr.XMin || a.X > pr.XMax {
						t.Errorf("seed %d: X = %d outside %d..%d", seed, a.X, pr.XMin, pr.XMax)
					}
				}
				return a, err
			}))
		}
		g.MaxTurns = 60
		g.SetObserver(func(g *rules.Game, e *rules.Event) {
			v := g.Omniscient()
			switch e.Kind {
			case rules.EvCreateToken:
				switch v.Card(e.Obj) {
				case cards.Might:
					made[0]++
				case cards.EmbodimentOfLightning:
					made[1]++
				case cards.SeismicSurge:
					made[2]++
				}
			case rules.EvActionPhase:
				// CR 4.2.2: the start phase is over: its Mights are gone.
				for _, obj := range v.Zone(e.Player, rules.ZoneArena) {
					if v.Card(obj) == cards.Might {
						t.Errorf("seed %d turn %d: a Might of the turn player survived the start phase", seed, v.Turn())
					}
				}
			case rules.EvResolve:
				// The attack action card whose play set the token off
				// resolves after the token's layer: no Embodiment is left.
				// (A defending card's trigger resolves with its source on
				// the chain too: only the attack of the link counts.)
				if attack, _ := v.ActiveAttack(); attack != rules.NoObj && attack == e.Obj && v.Card(e.Obj).IsAttack() && v.Card(e.Obj).Types.Has(rules.Action) {
					attacks++
					for _, obj := range v.Zone(e.Player, rules.ZoneArena) {
						if v.Card(obj) == cards.EmbodimentOfLightning && v.Controller(obj) == v.Controller(e.Obj) {
							t.Errorf("seed %d turn %d: Embodiment of Lightning outlived the attack %s", seed, v.Turn(), v.Card(e.Obj).Key())
						}
					}
				}
			}
		})
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	t.Logf("tokens made: %d Might, %d Embodiment of Lightning, %d Seismic Surge; %d X chosen (%d above 0); %d attack action cards resolved",
		made[0], made[1], made[2], xs, bigX, attacks)
	if made[0] == 0 || made[1] == 0 || made[2] == 0 || bigX == 0 || attacks == 0 {
		t.Errorf("the random games did not exercise every token, X > 0 and attacks: %v, %d, %d", made, bigX, attacks)
	}
}
