package stats_test

import (
	"context"
	"flag"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/bot/stats"
)

// benchDeck is the deck BenchmarkGoldfishGames plays.
var benchDeck = flag.String("goldfish.deck", "cb-rhinar", "the deck of BenchmarkGoldfishGames")

// BenchmarkGoldfishGames plays a deck's (-goldfish.deck) goldfish games one after
// another as `goldfish --auto --workers 1` does (a memo shared, the
// games summed up): with -cpuprofile, where a game's time goes, the
// search and the rest.
func BenchmarkGoldfishGames(b *testing.B) {
	l, err := decks.Load(*benchDeck)
	if err != nil {
		b.Fatal(err)
	}
	memo := bot.NewMemo(1, 0)
	sum := stats.NewSum(1, 30)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g := stats.PlayMemo(context.Background(), uint64(i)+1, uint64(i)*7+3, l.Deck, rules.GoldfishLifeBlitz, 30, memo, nil)
		if g.Err != nil {
			b.Fatal(g.Err)
		}
		sum.Add(&g)
	}
}
