package rules_test

import (
	"sync"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// checkerMatchups are the decks invariants_test.go plays (the playouts'
// of saves): the plus decks bring the generic mode cards.
var checkerMatchups = [...][2]string{
	{"cb-rhinar", "cb-dorinthea"},
	{"cb-dorinthea", "cb-rhinar"},
	{"cb-rhinar", "cb-rhinar"},
	{"cb-dorinthea", "cb-dorinthea"},
	{"rhinar-plus", "dorinthea-plus"},
	{"dorinthea-plus", "rhinar-plus"},
}

var (
	checkerDecksOnce sync.Once
	checkerDecks     [][2]rules.Deck
	checkerDecksErr  error
)

func init() {
	rules.LoadTestDecks = func(tb testing.TB) [][2]rules.Deck {
		checkerDecksOnce.Do(func() {
			for _, m := range checkerMatchups {
				var ds [2]rules.Deck
				for p, name := range m {
					l, err := decks.Load(name)
					if err != nil {
						checkerDecksErr = err
						return
					}
					ds[p] = l.Deck
				}
				checkerDecks = append(checkerDecks, ds)
			}
		})
		if checkerDecksErr != nil {
			tb.Fatal(checkerDecksErr)
		}
		return checkerDecks
	}
	rules.LoadEveryTestDeck = func(tb testing.TB) []rules.Deck {
		var ds []rules.Deck
		for _, name := range decks.Names() {
			l, err := decks.Load(name)
			if err != nil {
				tb.Fatal(err)
			}
			ds = append(ds, l.Deck)
		}
		return ds
	}
}
