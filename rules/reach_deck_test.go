package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// TestDeckPassesAreKeptAsMade: Reach's pass over the deck's cards, kept
// by the deck's cards and what it reads (deckPass), is the pass made
// fresh, for every deck's cards at the start of a goldfish game, each
// first k of them and shuffled, with a few values of what it reads
// (rules.DeckPassesAgree); and the memo answers some of the asks.
func TestDeckPassesAreKeptAsMade(t *testing.T) {
	names, gs := deckStarts(t)
	for i, g := range gs {
		why, hits := rules.DeckPassesAgree(g, 1)
		if why != "" {
			t.Errorf("%s: %s", names[i], why)
		}
		if hits == 0 {
			t.Errorf("%s: the memo answered no ask", names[i])
		}
	}
}

// deckStarts is a goldfish game of each embedded deck at its start, by
// deck name.
func deckStarts(t *testing.T) ([]string, []*rules.Game) {
	t.Helper()
	names := decks.Names()
	gs := make([]*rules.Game, len(names))
	for i, name := range names {
		l, err := decks.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if gs[i], err = rules.New(rules.GoldfishSetup(1, l.Deck, rules.GoldfishLifeBlitz)); err != nil {
			t.Fatal(err)
		}
	}
	return names, gs
}

// TestProfilesCachedAreCardReach: the profiles a Reach looks up through
// its scratch's cache (profileCache) are cardReach's, for every card of
// every deck (more cards than the cache has entries: they take each
// other's places), and the cache answers some of them.
func TestProfilesCachedAreCardReach(t *testing.T) {
	_, gs := deckStarts(t)
	why, hits := rules.ProfilesCachedAreCardReach(gs)
	if why != "" {
		t.Fatal(why)
	}
	if hits == 0 {
		t.Error("the cache answered none")
	}
	t.Logf("%d answered by the cache", hits)
}
