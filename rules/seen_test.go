package rules_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var errSeen = errors.New("stop")

// seenGame is P1's action phase of turn 1 with D and E in P1's pitch zone,
// hand and deck (top first) as said; both players answer the least, but
// P1 orders its pitched cards as order says (CR 4.4.3c) and plays
// Shuffler from turn 3 on. It stops at P2's first question of turn 2,
// or, with shuffled, the first after P1's Shuffler resolved, and returns
// the game there.
func seenGame(t *testing.T, hand, deck []string, order string, shuffled bool) *rules.Game {
	t.Helper()
	var cs []*rules.Card
	for _, k := range []string{"D", "E", "F", "G", "H", "I", "J", "Y", "Z"} {
		cs = append(cs, ruletest.Attack(k, 0, 1, 2))
	}
	cs = append(cs, ruletest.Action("Shuffler", 0, 1, rules.ShuffleDeck{}))
	pos, err := ruletest.Position(cs...).Pitch("D", "E").Hand(hand...).Deck(deck...).P2().Deck("Y", "Z", "Y", "Z", "Y", "Z", "Y", "Z").Build()
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		switch p.Kind {
		case rules.AskOrder:
			var a rules.Answer
			for _, k := range order {
				for _, o := range p.Options {
					if v.Card(o.Obj).Key() == string(k) {
						a.IDs = append(a.IDs, o.ID)
					}
				}
			}
			return a, nil
		case rules.AskPriority:
			for _, o := range p.Options {
				if o.Act == rules.ActPlay && v.Turn() >= 3 && v.Card(o.Obj).Key() == "Shuffler" {
					return rules.Pick(o.ID), nil
				}
			}
		}
		return rules.LeastAnswer(p), nil
	}))
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if !shuffled && v.Turn() >= 2 || shuffled && v.Count(0, rules.ZoneGraveyard) > 0 {
			return rules.Answer{}, errSeen
		}
		return rules.LeastAnswer(p), nil
	}))
	if err := g.Run(context.Background()); !errors.Is(err, errSeen) {
		t.Fatalf("the game did not stop where asked: %v", err)
	}
	return g
}

// deckKeys is p's deck in s, top first.
func deckKeys(s *rules.Game, p rules.Player) string {
	o := s.Omniscient()
	var out []string
	for _, obj := range o.Zone(p, rules.ZoneDeck) {
		out = append(out, o.Card(obj).Key())
	}
	return strings.Join(out, "")
}

// CR 4.4.3c: the cards P1 pitched go to the bottom of its deck in an
// order P1 keeps hidden. P2 saw them in the pitch zone: P2's View knows
// the batch (View.Known), and every sample of it deals D and E to the
// deck's two bottom places, in either order, and nowhere else; the order
// P1 chose changes neither the View nor the sample.
func TestSampleRemembersPitchedCardsAtTheBottom(t *testing.T) {
	deck := []string{"F", "G", "H", "I", "J"}
	de, ed := seenGame(t, nil, deck, "DE", false), seenGame(t, nil, deck, "ED", false)
	if a, b := deckKeys(de, 0), deckKeys(ed, 0); a != "JDE" || b != "JED" {
		t.Fatalf("P1's decks after drawing 4: %q and %q, want JDE and JED", a, b)
	}
	v := de.ViewFor(1)
	k := v.Known(0)
	if len(k) != 1 || len(k[0].Places) != 2 || k[0].Places[0] != 1 || k[0].Places[1] != 2 || k[0].Cards[0].Key() != "D" || k[0].Cards[1].Key() != "E" {
		t.Fatalf("P2 knows %+v of P1's deck, want D and E at places 1 and 2", k)
	}
	if v.Hash() != ed.ViewFor(1).Hash() {
		t.Errorf("the order P1 chose shows in P2's view")
	}
	bottoms := map[string]int{}
	for seed := range uint64(200) {
		s := v.Sample(seed)
		if got := s.ViewFor(1).Hash(); got != v.Hash() {
			t.Fatalf("seed %d: the sample shows P2 another view", seed)
		}
		d := deckKeys(s, 0)
		if d != deckKeys(ed.ViewFor(1).Sample(seed), 0) {
			t.Fatalf("seed %d: the sample depends on the order P1 chose", seed)
		}
		bottoms[d[1:]]++
	}
	if len(bottoms) != 2 || bottoms["DE"] == 0 || bottoms["ED"] == 0 {
		t.Errorf("the bottom two of P1's deck in P2's samples: %v, want DE and ED", bottoms)
	}
	// P1 knows its own batch too: its own deck's samples keep it below.
	for seed := range uint64(50) {
		if d := deckKeys(de.ViewFor(0).Sample(seed), 0); d[0] != 'J' {
			t.Fatalf("seed %d: P1's own sample of its deck is %q", seed, d)
		}
	}
}

// A card of the batch drawn into P1's hand could be either: the batch is
// forgotten (P2 knows nothing of P1's deck), and P2's samples deal D and E
// anywhere among P1's hidden cards.
func TestSampleForgetsABatchDrawnInto(t *testing.T) {
	g := seenGame(t, nil, []string{"F", "G", "H"}, "DE", false)
	if d := deckKeys(g, 0); d != "E" {
		t.Fatalf("P1's deck %q, want E", d)
	}
	if k := g.ViewFor(1).Known(0); len(k) != 0 {
		t.Fatalf("P2 still knows %+v", k)
	}
	decks := map[string]bool{}
	for seed := range uint64(100) {
		decks[deckKeys(g.ViewFor(1).Sample(seed), 0)] = true
	}
	if len(decks) < 3 {
		t.Errorf("P1's deck in P2's samples: %v, want any of P1's hidden cards", decks)
	}
}

// A shuffle (CR 8.5.20) forgets every batch of the deck.
func TestShuffleForgetsTheBatches(t *testing.T) {
	hand, deck := []string{"Shuffler"}, []string{"G", "H", "I", "J", "F"}
	g := seenGame(t, hand, deck, "DE", false)
	if k := g.ViewFor(1).Known(0); len(k) != 1 {
		t.Fatalf("on turn 2, P2 knows %+v of P1's deck, want one batch", k)
	}
	g = seenGame(t, hand, deck, "DE", true)
	if g.Omniscient().Turn() != 3 || g.Omniscient().Count(0, rules.ZoneDeck) != 4 {
		t.Fatalf("P1's Shuffler resolved on turn %d with %d cards in the deck, want turn 3 and 4", g.Omniscient().Turn(), g.Omniscient().Count(0, rules.ZoneDeck))
	}
	if k := g.ViewFor(1).Known(0); len(k) != 0 {
		t.Errorf("after the shuffle, P2 still knows %+v", k)
	}
}
