package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// handKeys is p's hand in g, sorted.
func handKeys(g *rules.Game, p rules.Player) []string {
	o := g.Omniscient()
	var out []string
	for _, obj := range o.Zone(p, rules.ZoneHand) {
		out = append(out, o.Card(obj).Key())
	}
	slices.Sort(out)
	return out
}

// knownIn is what the viewer of v knows p's zone z holds (View.Known).
func knownIn(v rules.View, p rules.Player, z rules.Zone) (places []int, keys []string) {
	for _, k := range v.Known(p) {
		if k.Zone != z {
			continue
		}
		places = append(places, k.Places...)
		for _, c := range k.Cards {
			keys = append(keys, c.Key())
		}
	}
	return places, keys
}

// revealGame is P1's action phase with Deal (its cost: reveal a card of
// cost 1 or less from hand, CR 8.5.17) played and Zip revealed; P1's hand
// then holds the cards of hand, Zip among them, in that order (with
// choose, another could be revealed too: Zip is chosen).
func revealGame(t *testing.T, choose bool, hand ...string) *ruletest.Game {
	t.Helper()
	deal := ruletest.Action("Deal", 0, 1)
	deal.AddCosts = []rules.CostEffect{rules.RevealCost{Max: 1}}
	deal.Keywords = rules.GoAgain
	big, zip := ruletest.Attack("Big", 3, 6, 2), ruletest.Instant("Zip", 1)
	zap := ruletest.Attack("Zap", 0, 1, 3)
	under := ruletest.Action("Under", 0, 1)
	under.AddCosts = []rules.CostEffect{rules.BottomFromHandCost{}}
	x := ruletest.Position(deal, big, zip, zap, under).Hand("Deal").Hand(hand...).
		Deck("Big", "Big", "Zap", "Pebble").P2().Deck("Big", "Big", "Big", "Big").Start(t)
	steps := []ruletest.Step{ruletest.Play(p1, "Deal")}
	if choose {
		steps = append(steps, ruletest.Choose(p1, "Zip"))
	}
	x.Run(append(steps, ruletest.PassUntil("Deal resolves", func(v rules.View, pr rules.Prompt) bool {
		return len(v.Stack()) == 0 && pr.Player == p1
	}))...)
	x.WantCount(rules.EvReveal, 1, "CR 8.5.17: Zip revealed")
	return x
}

// CR 8.5.17: a card revealed from hand is seen by every player and stays
// in the hand, hidden again. P2 remembers that P1's hand holds it
// (View.Known), and every sample of P2's view deals it to P1's hand,
// dealing the other hidden cards around it; P1's own view knows it too.
func TestSampleRemembersACardRevealedInHand(t *testing.T) {
	x := revealGame(t, false, "Zip", "Big")
	v := x.G.ViewFor(p2)
	if places, keys := knownIn(v, p1, rules.ZoneHand); len(places) != 0 || !slices.Equal(keys, []string{"Zip"}) {
		t.Fatalf("P2 knows P1's hand holds %v (places %v), want Zip alone", keys, places)
	}
	hands := map[string]bool{}
	for seed := range uint64(200) {
		s := v.Sample(seed)
		if s.ViewFor(p2).Hash() != v.Hash() {
			t.Fatalf("seed %d: the sample shows P2 another view", seed)
		}
		h := handKeys(s, p1)
		if !slices.Contains(h, "Zip") {
			t.Fatalf("seed %d: P1's hand in P2's sample is %v, without the Zip P2 saw", seed, h)
		}
		hands[h[0]+h[1]] = true
	}
	if len(hands) < 2 {
		t.Errorf("P1's hand in P2's samples: %v, want the card beside Zip dealt again", hands)
	}
	// The places of the hand do not matter: a hand holding the same cards
	// in another order gives the same samples.
	y := revealGame(t, false, "Big", "Zip")
	for seed := range uint64(20) {
		if a, b := handKeys(v.Sample(seed), p1), handKeys(y.G.ViewFor(p2).Sample(seed), p1); !slices.Equal(a, b) {
			t.Fatalf("seed %d: two games alike give P2 hands %v and %v", seed, a, b)
		}
	}
}

// What P2 knows of P1's hand is forgotten as the hand changes where P2
// cannot follow: a card from P1's hand going where P2 cannot see it (the
// bottom of the deck as a cost, CR 5.1.8) could have been Zip. Zip
// played, or another copy of it, leaves nothing known; another card
// played leaves Zip known.
func TestKnownHandCardsForgotten(t *testing.T) {
	t.Run("another card played: Zip still known", func(t *testing.T) {
		x := revealGame(t, true, "Zip", "Zap")
		x.Run(ruletest.Play(p1, "Zap"))
		if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneHand); !slices.Equal(keys, []string{"Zip"}) {
			t.Errorf("after Zap, P2 knows %v of P1's hand, want Zip", keys)
		}
	})
	t.Run("Zip played: nothing known", func(t *testing.T) {
		x := revealGame(t, true, "Zip", "Zap")
		x.Run(ruletest.Play(p1, "Zip"))
		if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneHand); len(keys) != 0 {
			t.Errorf("after Zip, P2 knows %v of P1's hand, want nothing", keys)
		}
	})
	t.Run("a copy of Zip played: nothing known", func(t *testing.T) {
		// Which Zip was revealed nobody could tell; the engine marks one.
		// Either played, the other is no longer known.
		for _, last := range []bool{false, true} {
			x := revealGame(t, true, "Zip", "Zip")
			x.Run(ruletest.Answer(rules.AskPriority, p1, "play a Zip", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
				var zips []int32
				for _, o := range pr.Options {
					if o.Act == rules.ActPlay && ruletest.KeyOf(v, o.Obj) == "Zip" {
						zips = append(zips, o.ID)
					}
				}
				if len(zips) != 2 {
					t.Fatalf("%d Zips to play, want 2", len(zips))
				}
				if last {
					return rules.Pick(zips[1]), nil
				}
				return rules.Pick(zips[0]), nil
			}))
			if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneHand); len(keys) != 0 {
				t.Errorf("after a Zip (the last offered: %v), P2 knows %v of P1's hand, want nothing: the Zip played may have been the one revealed", last, keys)
			}
		}
	})
	t.Run("a card to the bottom of the deck: forgotten", func(t *testing.T) {
		x := revealGame(t, true, "Zip", "Under", "Zap")
		x.Run(ruletest.Play(p1, "Under"), ruletest.Choose(p1, "Zap"))
		if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneHand); len(keys) != 0 {
			t.Errorf("after a card went under the deck, P2 knows %v of P1's hand, want nothing", keys)
		}
	})
}

// CR 8.5.17: the top card of a deck revealed stays there (or goes to the
// bottom) and every player knows it: a place of its own (View.Known),
// where every sample deals it; drawn, every player knows the hand holds
// it.
func TestSampleRemembersARevealedTopCard(t *testing.T) {
	peek := ruletest.Action("Peek", 0, 1, rules.RevealTopKeepIfPower{MinPower: 6})
	big, zap := ruletest.Attack("Big", 3, 6, 2), ruletest.Attack("Zap", 0, 1, 3)
	for _, tc := range []struct {
		top   string
		place int
	}{{"Big", 0}, {"Zap", 3}} {
		deck := []string{tc.top, "Pebble", "Pebble", "Gem"}
		x := ruletest.Position(peek, big, zap).Hand("Peek").Deck(deck...).P2().Deck("Big", "Big", "Big", "Big").Start(t)
		x.Run(ruletest.Play(p1, "Peek"), ruletest.PassUntil("Peek resolves", func(v rules.View, pr rules.Prompt) bool {
			return len(v.Stack()) == 0 && pr.Player == p1 && pr.Kind == rules.AskPriority
		}))
		v := x.G.ViewFor(p2)
		if places, keys := knownIn(v, p1, rules.ZoneDeck); !slices.Equal(places, []int{tc.place}) || !slices.Equal(keys, []string{tc.top}) {
			t.Fatalf("%s revealed: P2 knows %v at %v of P1's deck, want it at %d", tc.top, keys, places, tc.place)
		}
		for seed := range uint64(100) {
			s := v.Sample(seed)
			if got := s.Omniscient().Card(s.Omniscient().Zone(p1, rules.ZoneDeck)[tc.place]).Key(); got != tc.top {
				t.Fatalf("seed %d: P2's sample has %s at place %d of P1's deck, want %s", seed, got, tc.place, tc.top)
			}
			// P1 knows it too: its own samples keep it there.
			if s := x.G.ViewFor(p1).Sample(seed); s.Omniscient().Card(s.Omniscient().Zone(p1, rules.ZoneDeck)[tc.place]).Key() != tc.top {
				t.Fatalf("seed %d: P1's own sample moved the card it revealed", seed)
			}
		}
		if tc.place != 0 {
			continue
		}
		// P1's end phase draws it (CR 4.4.3e): P2 knows the hand holds it.
		x.Run(ruletest.PassUntil("P2's turn", func(v rules.View, pr rules.Prompt) bool { return v.TurnPlayer() == p2 }))
		if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneHand); !slices.Equal(keys, []string{"Big"}) {
			t.Errorf("Big drawn: P2 knows %v of P1's hand, want Big", keys)
		}
		if _, keys := knownIn(x.G.ViewFor(p2), p1, rules.ZoneDeck); len(keys) != 0 {
			t.Errorf("Big drawn: P2 still knows %v of P1's deck", keys)
		}
	}
}
