package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// The priority prompt's short cuts (the timing of each class worked out
// once, cards and abilities whose timing is not now passed over by the
// card facts) change nothing: over random games of several pairings, at
// every priority prompt, the timing verdicts equal the rule as written per
// card, the options equal those of the prompt built the long way (with
// Explain), and that prompt lists every card and ability once
// (rules.PriorityProbe).
func TestPriorityPromptShortCutsChangeNothing(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	pairs := [][2]string{
		{"cb-rhinar", "cb-dorinthea"},
		{"1st-strike-aurora", "1st-strike-terra"},
		{"cb-dorinthea", "cb-rhinar"},
	}
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, pair := range pairs {
		ds := [2]rules.Deck{loadDeck(t, pair[0]), loadDeck(t, pair[1])}
		prompts, offered, fails := 0, 0, 0
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
			if err != nil {
				t.Fatal(err)
			}
			for p := range rules.Player(2) {
				random := rules.NewRandom(seed*2 + uint64(p) + 1)
				count := rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if pr.Kind == rules.AskPriority && len(pr.Options) > 1 {
						offered++
					}
					return random.Decide(ctx, v, pr)
				})
				g.SetDecider(p, rules.PriorityProbe(count, &prompts, func(msg string) {
					if fails++; fails <= 10 {
						t.Errorf("%s v %s, seed %d: %s", pair[0], pair[1], seed, msg)
					}
				}))
			}
			g.MaxTurns = 300
			if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
				t.Fatalf("%s v %s, seed %d: %v", pair[0], pair[1], seed, err)
			}
		}
		// The games reached both kinds of prompt.
		if prompts < 100*games || offered < 10*games {
			t.Errorf("%s v %s: %d priority prompts checked, %d offering more than pass: too few to say anything", pair[0], pair[1], prompts, offered)
		}
		t.Logf("%s v %s: %d priority prompts checked, %d offering more than pass", pair[0], pair[1], prompts, offered)
	}
}

// The card facts follow a game's cards: a clone shares its game's table,
// and a game that gains a card (a token's, AddCard) gets a new table of
// its own while the clone keeps the one that fits its cards.
func TestCardFactsFollowTheCards(t *testing.T) {
	l, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{l.Deck, l.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	ok, first := rules.FactTables(g)
	if !ok {
		t.Fatal("the facts of a new game are not those of its cards")
	}
	c := g.Clone()
	if ok, ct := rules.FactTables(c); !ok || ct != first {
		t.Errorf("a clone's facts: fit %v, shared %v; want both", ok, ct == first)
	}
	g.AddCard(&rules.Card{Name: "Token", Types: rules.Token, Subtypes: rules.Aura, Activated: []rules.Activated{{Type: rules.Instant}}})
	ok, second := rules.FactTables(g)
	if !ok || second == first {
		t.Errorf("after AddCard: facts fit %v, new table %v; want both", ok, second != first)
	}
	if ok, ct := rules.FactTables(c); !ok || ct != first {
		t.Errorf("the clone after its game's AddCard: fit %v, its table kept %v; want both", ok, ct == first)
	}
}
