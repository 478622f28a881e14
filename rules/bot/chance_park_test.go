package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// A chance node's worlds differ only in the cards the player cannot see
// and the generator, and the action reads neither before it shows the
// card (CR 1.3.3: the deck's order is no one's to know until a card
// leaves it), so the worlds' runs part where the card is shown
// (chance.go: parkAt): the part before it is played once, from the
// node, and each world goes on from there with its own hidden cards and
// generator. On the turns of the decks whose actions draw (Ira), clash
// (Victor, CR 8.5.45) and discard at random (the Brute decks, CR 8.5.5),
// every world the runs part at is the game that world's own run from the
// node reaches there, Hash for Hash (the generator too), and the search
// gives the same line, every step and count, as when each world's run
// plays the whole action, and as when every run keeps its answers (the
// worlds' runs borrow theirs, and the shown outcome's are kept).
func TestParkedWorldsAreTheWorldsPlayed(t *testing.T) {
	parked := 0
	for _, name := range []string{"hh-victor", "hh-kayo", "cb-rhinar", "ira-welcome"} {
		t.Run(name, func(t *testing.T) {
			n := 0
			defer bot.SetOnParked(nil)
			defer bot.SetNoPark(false)
			defer bot.SetKeepAll(false)
			for i, g := range exactTurns(t, name) {
				v := g.ViewFor(0)
				o := bot.Options{Seed: 1, Chance: &bot.DefaultChance, MaxNodes: 150, Partial: true}
				bot.SetOnParked(func(redealt, played *rules.Game) {
					n++
					switch {
					case played == nil:
						t.Errorf("turn %d: a world's run from the node does not stop where the node's did", i)
					case redealt.Hash() != played.Hash():
						t.Errorf("turn %d: the world parted at is not the world's run (hash %x, played %x)", i, redealt.Hash(), played.Hash())
					}
				})
				l, err := bot.Best(context.Background(), v, o)
				bot.SetOnParked(nil)
				if err != nil {
					t.Fatalf("turn %d: %v", i, err)
				}
				bot.SetNoPark(true)
				whole, err := bot.Best(context.Background(), v, o)
				bot.SetNoPark(false)
				if err != nil {
					t.Fatalf("turn %d, the whole action in each world: %v", i, err)
				}
				if !reflect.DeepEqual(l, whole) {
					t.Errorf("turn %d: %s (%d runs), the whole action in each world %s (%d runs)", i, words(l), l.Runs, words(whole), whole.Runs)
				}
				// The worlds' runs' answers borrowed, the shown outcome's
				// kept (expect): the line of every run keeping its own.
				bot.SetKeepAll(true)
				kept, err := bot.Best(context.Background(), v, o)
				bot.SetKeepAll(false)
				if err != nil {
					t.Fatalf("turn %d, every run keeping its answers: %v", i, err)
				}
				if !reflect.DeepEqual(l, kept) {
					t.Errorf("turn %d: %s, every run keeping its answers %s", i, words(l), words(kept))
				}
			}
			t.Logf("%d worlds parted at", n)
			parked += n
		})
	}
	if parked == 0 {
		t.Errorf("no world parted at: the test compares nothing")
	}
}

// Against an Options.Opponent the worlds' runs do not part: the other
// player's answers may read the cards the worlds deal them (their hand),
// which differ from world to world. (Here the goldfish's own decider,
// given as an Opponent: the search cannot tell it is the goldfish's.)
func TestNoWorldPartsAgainstAnOpponent(t *testing.T) {
	parked, turns := 0, 0
	defer bot.SetOnParked(nil)
	bot.SetOnParked(func(redealt, played *rules.Game) { parked++ })
	for i, g := range exactTurns(t, "hh-victor") {
		o := bot.Options{Seed: 1, Chance: &bot.DefaultChance, MaxNodes: 150, Partial: true, Opponent: rules.GoldfishDecider}
		if _, err := bot.Best(context.Background(), g.ViewFor(0), o); err != nil {
			t.Fatalf("turn %d: %v", i, err)
		}
		turns++
	}
	if parked > 0 || turns == 0 {
		t.Errorf("%d worlds parted at in %d turns against an Opponent, want none", parked, turns)
	}
}
