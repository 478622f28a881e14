package bot_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The opponent remembers what it saw (rules/seen.go): a card the other
// player revealed from hand (CR 8.5.17: Flock of the Feather Walkers'
// cost) is in that hand in every world it searches while its View knows
// it there, and a card revealed on top of a deck (Pack Call) at its
// place. Fair all the same: at those decisions, its answer and its words
// are the same in the real game and in a world dealt again from its View
// (the same View: the remembered cards where they are, the other hidden
// cards elsewhere).
func TestOpponentSearchesWorldsWithTheCardsItSaw(t *testing.T) {
	ds := twoDecks(t, "cb-rhinar", "cb-dorinthea")
	var want []rules.Known // what the searching player knows of the other's cards
	var other rules.Player
	worlds, inHand, onDeck := 0, 0, 0
	bot.SetOnSample(func(v rules.View, world *rules.Game) {
		if len(want) == 0 || v.Viewer == rules.Omniscient {
			return
		}
		worlds++
		o := world.Omniscient()
		for _, k := range want {
			switch k.Zone {
			case rules.ZoneHand:
				var hand []string
				for _, obj := range o.Zone(other, rules.ZoneHand) {
					hand = append(hand, o.Card(obj).Key())
				}
				for _, c := range k.Cards {
					i := slices.Index(hand, c.Key())
					if i < 0 {
						t.Fatalf("turn %d: a world searched deals %v to the hand that showed %s", v.Turn(), hand, c.Key())
					}
					hand = slices.Delete(hand, i, i+1)
				}
				inHand++
			case rules.ZoneDeck:
				deck := o.Zone(other, rules.ZoneDeck)
				var at []string
				for _, i := range k.Places {
					at = append(at, o.Card(deck[i]).Key())
				}
				var keys []string
				for _, c := range k.Cards {
					keys = append(keys, c.Key())
				}
				slices.Sort(at)
				if !slices.Equal(at, keys) {
					t.Fatalf("turn %d: a world searched has %v at places %v of the deck, where %v were seen", v.Turn(), at, k.Places, keys)
				}
				onDeck++
			}
		}
	})
	defer bot.SetOnSample(nil)
	checked, handChecked := 0, 0
	for seed := uint64(1); seed <= 40 && handChecked < 8; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 40
		for p := range rules.Player(2) {
			rnd := rules.NewRandom(seed*3 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				var known []rules.Known
				hand := false
				for _, k := range v.Known(p.Opponent()) {
					if k.Zone == rules.ZoneHand || len(k.Places) == 1 {
						known = append(known, k) // revealed: pitched batches are another test's
						hand = hand || k.Zone == rules.ZoneHand
					}
				}
				if pr.Kind != rules.AskPriority || v.TurnPlayer() != p || len(pr.Options) < 2 || len(known) == 0 ||
					hand && handChecked >= 8 || !hand && checked-handChecked >= 4 {
					return rnd.Decide(ctx, v, pr)
				}
				if hand {
					handChecked++
				}
				want, other = known, p.Opponent()
				a1, why1 := answerIn(t, g.Clone(), p, bot.Normal, seed)
				re := g.ViewFor(p).Sample(seed*7919 + uint64(checked))
				if re.ViewFor(p).Hash() != v.Hash() {
					t.Fatalf("a world dealt again from the view shows another view")
				}
				a2, why2 := answerIn(t, re, p, bot.Normal, seed)
				want = nil
				if !slices.Equal(a1.IDs, a2.IDs) || a1.X != a2.X || why1 != why2 {
					t.Errorf("seed %d turn %d: %v %q in the real game, %v %q in a world dealt again", seed, v.Turn(), a1, why1, a2, why2)
				}
				checked++
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	t.Logf("%d decisions with cards remembered (%d in hand), %d worlds searched (%d checks of a hand, %d of a deck)", checked, handChecked, worlds, inHand, onDeck)
	if checked < 4 || inHand == 0 || onDeck == 0 {
		t.Errorf("%d decisions, %d checks of a hand, %d of a deck: the test checks less than it says", checked, inHand, onDeck)
	}
}
