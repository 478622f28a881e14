package rules_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// chanceGame is P1 with a hand of X and a deck of A, B, A, C (top first).
func chanceGame(t *testing.T) *rules.Game {
	t.Helper()
	var cs []*rules.Card
	for _, k := range []string{"A", "B", "C", "X"} {
		cs = append(cs, ruletest.Attack(k, 0, 1, 2))
	}
	pos, err := ruletest.Position(cs...).Hand("X").Deck("A", "B", "A", "C").Build()
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func chanceDeckKeys(g *rules.Game) string {
	v := g.Omniscient()
	s := ""
	for _, obj := range v.Zone(ruletest.P1, rules.ZoneDeck) {
		s += v.Card(obj).Key()
	}
	return s
}

// CR 1.3.3: the player knows what their deck holds, not its order. The
// next card may be each distinct card of it, with its copies.
func TestNextCardsAreTheDecksCardsWithTheirCopies(t *testing.T) {
	g := chanceGame(t)
	got := ""
	for _, n := range g.ViewFor(ruletest.P1).NextCards() {
		got += n.Card.Key() + string(rune('0'+n.Copies))
	}
	if got != "A2B1C1" {
		t.Errorf("next cards %q, want A2B1C1", got)
	}
	if n := g.ViewFor(ruletest.P1).KnowingDeck().NextCards(); n != nil {
		t.Errorf("a player who knows their deck's order has next cards %v, want none", n)
	}
	if n := g.Omniscient().NextCards(); n != nil {
		t.Errorf("the omniscient view has next cards %v, want none", n)
	}
}

// NextCardsUpTo is NextCards while it lists at most n cards, and nothing
// past that (the deck A A B C: three distinct next cards).
func TestNextCardsUpToStopsPastTheLimit(t *testing.T) {
	v := chanceGame(t).ViewFor(ruletest.P1)
	for n := range 5 {
		got := v.NextCardsUpTo(n)
		if n < 3 && got != nil {
			t.Errorf("up to %d: next cards %v, want none (three distinct)", n, got)
		}
		if n >= 3 && !slices.Equal(got, v.NextCards()) {
			t.Errorf("up to %d: next cards %v, want NextCards' %v", n, got, v.NextCards())
		}
	}
}

// SampleNext deals a world whose top card is the one asked for, the same
// to the player as the game (the same View), the game unchanged.
func TestSampleNextPutsTheCardOnTop(t *testing.T) {
	g := chanceGame(t)
	before, v := g.Hash(), g.ViewFor(ruletest.P1)
	for seed := uint64(1); seed <= 8; seed++ {
		for _, k := range []string{"A", "B", "C"} {
			var next *rules.Card
			for _, n := range v.NextCards() {
				if n.Card.Key() == k {
					next = n.Card
				}
			}
			w := v.SampleNext(seed, next)
			if w == nil {
				t.Fatalf("no world with %s on top", k)
			}
			d := chanceDeckKeys(w)
			if d[:1] != k || len(d) != 4 {
				t.Errorf("seed %d: deck %s, want %s on top of four", seed, d, k)
			}
			if w.ViewFor(ruletest.P1).Hash() != v.Hash() {
				t.Errorf("seed %d: the world with %s on top shows the player another view", seed, k)
			}
		}
	}
	if g.Hash() != before {
		t.Errorf("sampling changed the game")
	}
	if w := v.SampleNext(1, ruletest.Attack("Z", 0, 1, 2)); w != nil {
		t.Errorf("a world with a card the deck does not hold on top")
	}
}

// A puzzle's player knows their deck's order: they see it, and a sample
// keeps it (only the generator is new).
func TestKnowingDeckSeesAndKeepsTheOrder(t *testing.T) {
	g := chanceGame(t)
	v := g.ViewFor(ruletest.P1)
	top := g.Omniscient().Zone(ruletest.P1, rules.ZoneDeck)[0]
	if v.Visible(top) {
		t.Fatalf("the player sees the top of their deck")
	}
	k := v.KnowingDeck()
	if !k.Visible(top) || k.Card(top).Key() != "A" || !k.KnowsDeck() || v.KnowsDeck() {
		t.Fatalf("the knowing view does not see the top of the deck")
	}
	for seed := uint64(1); seed <= 8; seed++ {
		if d := chanceDeckKeys(k.Sample(seed)); d != "ABAC" {
			t.Errorf("seed %d: a knowing sample's deck %s, want ABAC", seed, d)
		}
	}
	if g.ViewFor(ruletest.P2).KnowingDeck().Visible(top) {
		t.Errorf("the other player sees the deck")
	}
}

// A draw from a deck whose order the player does not know shows them a
// card; from a deck they know, nothing; another player's hidden draw
// shows them nothing either, nor their own card discarded.
func TestLearnsWhatCouldNotBeKnown(t *testing.T) {
	g := chanceGame(t)
	v := g.ViewFor(ruletest.P1)
	top := g.Omniscient().Zone(ruletest.P1, rules.ZoneDeck)[0]
	draw := &rules.Event{Kind: rules.EvDraw, Player: ruletest.P1, Obj: top, From: rules.ZoneDeck, To: rules.ZoneHand, Hidden: true}
	if !v.Learns(draw) {
		t.Errorf("a draw from an unknown order shows nothing")
	}
	if v.KnowingDeck().Learns(draw) {
		t.Errorf("a draw from a known order shows something")
	}
	if g.ViewFor(ruletest.P2).Learns(draw) {
		t.Errorf("the other player's hidden draw shows something")
	}
	hand := v.Zone(ruletest.P1, rules.ZoneHand)[0]
	discard := &rules.Event{Kind: rules.EvDiscard, Player: ruletest.P1, Obj: hand, From: rules.ZoneHand, To: rules.ZoneGraveyard}
	if v.Learns(discard) {
		t.Errorf("a discard of the player's own card shows them a card")
	}
	pass := &rules.Event{Kind: rules.EvPass, Player: ruletest.P1}
	if v.Learns(pass) {
		t.Errorf("a pass shows something")
	}
}

// A random discard from a hand of two is a random outcome (CR 8.5.5);
// from a hand of one, none: the card is known.
func TestRandomsCountChoicesOfMoreThanOneOutcome(t *testing.T) {
	for _, tc := range []struct {
		hand []string
		want int
	}{
		{[]string{"Ride"}, 0},
		{[]string{"Ride", "X"}, 1},
	} {
		ride := ruletest.Action("Ride", 0, 1, rules.DrawThenDiscardRandom{})
		x := ruletest.Attack("X", 0, 1, 2)
		a := ruletest.Attack("A", 0, 1, 2)
		pos, err := ruletest.Position(ride, x, a).Hand(tc.hand...).Deck("A").Build()
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewPosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		played := false
		g.SetDecider(ruletest.P2, rules.GoldfishDecider)
		g.SetDecider(ruletest.P1, rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if v.Turn() != 1 && played {
				return rules.Answer{}, errChanceDone
			}
			for _, o := range p.Options {
				if o.Act == rules.ActPlay && !played {
					played = true
					return rules.Pick(o.ID), nil
				}
			}
			return rules.LeastAnswer(p), nil
		}))
		discards := 0
		g.SetObserver(func(g *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvDiscard {
				discards++
			}
		})
		if err := g.Run(context.Background()); err != nil && err != errChanceDone {
			t.Fatal(err)
		}
		if discards != 1 || g.ViewFor(ruletest.P1).Randoms() != tc.want {
			t.Errorf("hand %v: %d discards, %d random choices; want 1 discard, %d", tc.hand, discards, g.ViewFor(ruletest.P1).Randoms(), tc.want)
		}
	}
}

var errChanceDone = errors.New("done")

// CR 8.5.5: a random discard from a hand of three has three outcomes,
// each as likely. SampleRandom makes the world of each: Ride draws A and
// discards X, Y or A as asked (the hand after the draw, in its order), and
// RandomOutcomes says there were three; the generator moves on as it
// would have, so the three worlds agree past the choice.
func TestSampleRandomTakesTheOutcomeAsked(t *testing.T) {
	ride := ruletest.Action("Ride", 0, 1, rules.DrawThenDiscardRandom{})
	var cs []*rules.Card
	for _, k := range []string{"X", "Y", "A"} {
		cs = append(cs, ruletest.Attack(k, 0, 1, 2))
	}
	pos, err := ruletest.Position(append(cs, ride)...).Hand("Ride", "X", "Y").Deck("A").Build()
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for k := range 3 {
		w := g.ViewFor(ruletest.P1).KnowingDeck().SampleRandom(7, k)
		played := false
		w.SetDecider(ruletest.P2, rules.GoldfishDecider)
		w.SetDecider(ruletest.P1, rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if played && v.Turn() != 1 {
				return rules.Answer{}, errChanceDone
			}
			for _, o := range p.Options {
				if o.Act == rules.ActPlay && !played {
					played = true
					return rules.Pick(o.ID), nil
				}
			}
			return rules.LeastAnswer(p), nil
		}))
		discarded := ""
		w.SetObserver(func(g *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvDiscard {
				discarded = g.Omniscient().Card(e.Obj).Key()
			}
		})
		if err := w.Run(context.Background()); err != nil && err != errChanceDone {
			t.Fatal(err)
		}
		if v := w.ViewFor(ruletest.P1); v.RandomOutcomes() != 3 || v.Randoms() != 1 {
			t.Errorf("outcome %d: %d random choices of %d outcomes, want 1 of 3", k, v.Randoms(), v.RandomOutcomes())
		}
		seen[discarded] = true
	}
	if len(seen) != 3 || !seen["X"] || !seen["Y"] || !seen["A"] {
		t.Errorf("the three outcomes discarded %v, want X, Y and A", seen)
	}
}

// The pitched cards remembered at the bottom (seen.go, CR 4.4.3c) cannot
// be the next card: P1's deck is J over the batch of D and E, so J alone
// may come next, and a world with it on top keeps D and E below.
func TestNextCardsLeaveTheRememberedBottomBelow(t *testing.T) {
	g := seenGame(t, nil, []string{"F", "G", "H", "I", "J"}, "DE", false)
	v := g.ViewFor(0)
	next := v.NextCards()
	if len(next) != 1 || next[0].Card.Key() != "J" || next[0].Copies != 1 {
		t.Fatalf("next cards %+v, want J alone", next)
	}
	for seed := range uint64(20) {
		w := v.SampleNext(seed, next[0].Card)
		if d := deckKeys(w, 0); d != "JDE" && d != "JED" {
			t.Errorf("seed %d: deck %q, want J over D and E", seed, d)
		}
	}
}

// A game played on from a position that moved no hidden card and drew
// nothing from the generator (here the position itself) holds its hidden
// cards as the position did (HiddenAsIn), and dealt a world's hidden
// cards and generator (RedealtAt) it is that world, Hash for Hash; a
// world of the position itself (another order of the deck, another
// generator) is not such a game.
func TestRedealtAtIsTheWorld(t *testing.T) {
	g := chanceGame(t)
	v := g.ViewFor(ruletest.P1)
	at := g.Clone()
	if !v.HiddenAsIn(at) {
		t.Fatalf("a clone of the position does not hold its hidden cards as it did")
	}
	moved := 0
	for seed := range uint64(8) {
		w := v.Sample(seed)
		if got := v.RedealtAt(at, w, new(rules.Reuse)); got.Hash() != w.Hash() {
			t.Errorf("seed %d: the position dealt the world's hidden cards has hash %x, the world %x", seed, got.Hash(), w.Hash())
		}
		if v.HiddenAsIn(w) {
			moved++
		}
	}
	if moved > 0 {
		t.Errorf("%d of 8 worlds hold the position's hidden cards as it did, want none (their generators differ)", moved)
	}
}

// A deck's cards are listed to a viewer as Visible says of each: none to
// a player (CR 1.3.3: no one knows a deck's order), all to one who knows
// their own deck and to the omniscient view; none of a player's deck to
// the other player even when the owner knows it.
func TestTheDeckListedIsTheDeckVisible(t *testing.T) {
	g := chanceGame(t)
	all := g.Omniscient().Zone(ruletest.P1, rules.ZoneDeck)
	for _, tc := range []struct {
		name string
		v    rules.View
		want int
	}{
		{"the owner", g.ViewFor(ruletest.P1), 0},
		{"the other player", g.ViewFor(ruletest.P2), 0},
		{"the owner knowing the deck", g.ViewFor(ruletest.P1).KnowingDeck(), 4},
		{"the other player, the owner knowing it", g.ViewFor(ruletest.P2).KnowingDeck(), 0},
		{"the omniscient view", g.Omniscient(), 4},
	} {
		got := tc.v.Zone(ruletest.P1, rules.ZoneDeck)
		var visible []rules.ObjID
		for _, obj := range all {
			if tc.v.Visible(obj) {
				visible = append(visible, obj)
			}
		}
		if len(got) != tc.want || !slices.Equal(got, visible) {
			t.Errorf("%s: the deck listed is %v, its visible cards %v, want %d", tc.name, got, visible, tc.want)
		}
	}
}
