package rules_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A sample dealt in reused memory (SampleReusing and its SampleNext and
// SampleRandom forms, the search's worlds) is the sample dealt in memory
// of its own: the same state (its hash, the generator's state with it),
// the same zone layout, and the same game when played on (the same
// random stream). One memory serves every sample of the game, in turn
// with clones (CloneReusing), which then lay their zones out as a clone
// does, not as a sample.
func TestSampleReusingIsSample(t *testing.T) {
	var mem rules.Reuse
	checked, played, next, random := 0, 0, 0, 0
	atDecisions(t, 3, 7, func(g *rules.Game, decisions int, pr rules.Prompt) {
		for q := range rules.Player(2) {
			v := g.ViewFor(q)
			seed := uint64(decisions)*2 + uint64(q)
			same := func(what string, fresh, reused *rules.Game) {
				t.Helper()
				if fresh.Hash() != reused.Hash() {
					t.Fatalf("decision %d, p%d: %s in reused memory is another game", decisions, q+1, what)
				}
				if a, b := fresh.State().ZoneLayout(), reused.State().ZoneLayout(); a != b {
					t.Fatalf("decision %d, p%d: %s in reused memory lays its zones out as %s, want %s", decisions, q+1, what, b, a)
				}
				checked++
			}
			same("a sample", v.Sample(seed), v.SampleReusing(seed, &mem))
			if nc := v.NextCards(); len(nc) > 0 {
				n := nc[len(nc)-1].Card
				if fresh := v.SampleNext(seed, n); fresh != nil {
					same("a sample by its next card", fresh, v.SampleNextReusing(seed, n, &mem))
					next++
				}
			}
			same("a sample of a random outcome", v.SampleRandom(seed, 1), v.SampleRandomReusing(seed, 1, &mem))
			random++
			if pr.Kind == rules.AskPriority && decisions%3 == 0 {
				fresh, reused := v.Sample(seed), v.SampleReusing(seed, &mem)
				for _, s := range []*rules.Game{fresh, reused} {
					s.SetDecider(0, rules.NewRandom(7))
					s.SetDecider(1, rules.NewRandom(8))
					for range 12 {
						if s.Over() {
							break
						}
						if err := s.Step(context.Background()); err != nil && err != rules.ErrTurnLimit {
							t.Fatalf("decision %d: a sample stopped: %v", decisions, err)
						}
					}
				}
				if fresh.Hash() != reused.Hash() {
					t.Fatalf("decision %d, p%d: the sample in reused memory played on otherwise", decisions, q+1)
				}
				played++
			}
			// The memory cloned into: the clone lays its zones out as a
			// clone in memory of its own does (CloneReusing).
			var own rules.Reuse
			c, d := g.CloneReusing(&mem), g.CloneReusing(&own)
			if c.Hash() != d.Hash() || c.State().ZoneLayout() != d.State().ZoneLayout() {
				t.Fatalf("decision %d: a clone in a sample's memory lies otherwise: %s, want %s", decisions, c.State().ZoneLayout(), d.State().ZoneLayout())
			}
		}
	})
	if checked == 0 || played == 0 || next == 0 || random == 0 {
		t.Errorf("%d samples checked, %d played on, %d by the next card, %d of a random outcome: want some of each", checked, played, next, random)
	}
}

// An observer set with SetObserverOf hears the events of the kinds it
// asked for and those of a card from a deck (when asked), each as an
// observer of every event hears it, and no other; the game plays the same.
func TestAnObserverOfSomeKindsHearsThemAlone(t *testing.T) {
	kinds := uint64(1<<rules.EvDraw | 1<<rules.EvTurnEnd | 1<<rules.EvDamage)
	for _, fromDeck := range []bool{false, true} {
		all, some := benchGame(t, 9), benchGame(t, 9)
		var heard, want []rules.Event
		all.SetObserver(func(_ *rules.Game, e *rules.Event) {
			if kinds>>e.Kind&1 != 0 || fromDeck && e.From == rules.ZoneDeck {
				want = append(want, *e)
			}
		})
		some.SetObserverOf(func(_ *rules.Game, e *rules.Event) { heard = append(heard, *e) }, kinds, fromDeck)
		for _, g := range []*rules.Game{all, some} {
			for p := range rules.Player(2) {
				g.SetDecider(p, rules.NewRandom(uint64(p)+3))
			}
			g.MaxTurns = 6
			if err := g.Run(context.Background()); err != nil && err != rules.ErrTurnLimit {
				t.Fatal(err)
			}
		}
		if len(want) == 0 || !reflect.DeepEqual(heard, want) {
			t.Errorf("from a deck %v: heard %d events, want %d", fromDeck, len(heard), len(want))
		}
		if all.Hash() != some.Hash() {
			t.Errorf("from a deck %v: the game played otherwise", fromDeck)
		}
	}
}
