package bot_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 4.5.1, 4.5.3a: a hero reduced to 0 life loses, and the game ends
// at once, with no end phase to arsenal a card (CR 4.4.3b) and no next
// turn to play what was kept. So in the goldfish's search a line that
// kills counts no tie-breaks (doc.go): Heavy, pitching either card, kills
// the goldfish at 6, and the line keeps no card, no power, no arsenal,
// though a card is left in hand and Dud waits in the arsenal. At 20 the
// same hand kills nothing, and the line counts what it keeps.
func TestAKillCountsNoTieBreaks(t *testing.T) {
	for _, tc := range []struct {
		life int
		kill bool
	}{{6, true}, {20, false}} {
		g := position(t, ruletest.Position().Hand("Heavy", "Blue Pad", "Red Swing").Arsenal("Dud").P2().Life(tc.life))
		l := search(t, g.ViewFor(0), bot.Options{Seed: 1})
		if tc.kill {
			if l.Damage != tc.life || l.Kept != 0 || l.KeptPower != 0 || l.Arsenal {
				t.Errorf("at %d life: %d damage, kept %d of power %d, arsenal %v; want the kill, nothing kept", tc.life, l.Damage, l.Kept, l.KeptPower, l.Arsenal)
			}
			continue
		}
		if l.Damage >= tc.life || l.Kept == 0 || l.KeptPower == 0 || !l.Arsenal {
			t.Errorf("at %d life: %d damage, kept %d of power %d, arsenal %v; want no kill, the cards kept counted", tc.life, l.Damage, l.Kept, l.KeptPower, l.Arsenal)
		}
	}
}

// The order a chance node's outcomes are searched in changes neither the
// line nor its value (chance.go, searchOrder): each outcome is worth its
// world's best line, and a world's search that ends at a kill (the
// goldfish's kill cut, dominance.go) gives the same value whichever kill
// it met first, as a kill counts no tie-breaks. Before that, the turn
// below (hh-rhinar, the game of seed 1240, its second turn: Monstrous
// Veil's worlds) was worth 5.5 cards kept on average with the outcomes
// in their own order and 5.625 searched last first: a world's position
// searched at an earlier node, whose search had ended at one kill, came
// from the table with that kill's cards kept, where a search of its own
// would have ended at another. And on the turns of a game of hh-kayo
// (its draws and random discards), the same.
func TestOutcomeOrderChangesNoValue(t *testing.T) {
	type turn struct {
		deck string
		g    *rules.Game
		seed uint64
	}
	ts := []turn{{"hh-rhinar", goldfishTurns(t, "hh-rhinar", 1240, 2)[1], 2671}}
	for i, g := range deckTurns(t, "hh-kayo", 1, false) {
		ts = append(ts, turn{"hh-kayo", g, uint64(i) + 1})
	}
	for i, tc := range ts {
		sameBothWays(t, fmt.Sprintf("%s turn %d, life %d", tc.deck, i, tc.g.Omniscient().Life(1)), "searched last first", tc.g.ViewFor(0),
			bot.Options{Seed: tc.seed, Chance: &bot.DefaultChance}, bot.SetReverseOutcomes)
	}
}

// A value the table holds whose line kills (a position of a chance node's
// world met again at a later node: outside the nodes the search ends at
// its first kill) ends the search where it is met, as the kill found
// anew would (best.go, walk), and changes no answer: on the second turns
// of two games (hh-olympia's of seed 2, hh-kassai's of seed 8), whose
// worlds meet such positions, the goldfish's search gives the same line
// and value with it and without it, and searches fewer positions with it
// (a throwaway probe: 620 -> 582 and 1,244 -> 1,201).
func TestAKillFromTheTableEndsTheSearch(t *testing.T) {
	for _, tc := range []struct {
		deck string
		seed uint64
	}{{"hh-olympia", 2}, {"hh-kassai", 8}} {
		on, off := sameBothWays(t, fmt.Sprintf("%s seed %d", tc.deck, tc.seed), "going on past the kill",
			goldfishTurns(t, tc.deck, tc.seed, 2)[1].ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance}, bot.SetNoKillHit)
		if on.Nodes >= off.Nodes {
			t.Errorf("%s seed %d: %d positions, going on past the kill %d: want fewer", tc.deck, tc.seed, on.Nodes, off.Nodes)
		}
	}
}

// goldfishTurns are the positions of the goldfish bot's game of deck
// dealt from seed (bot.GameTurns, 8 turns at most), at least n of them.
func goldfishTurns(t *testing.T, deck string, seed uint64, n int) []*rules.Game {
	t.Helper()
	l, err := decks.Load(deck)
	if err != nil {
		t.Fatal(err)
	}
	gs, err := bot.GameTurns(l.Deck, seed, 8, &bot.Goldfisher{Options: bot.Options{Seed: seed}})
	if err != nil || len(gs) < n {
		t.Fatalf("%s, seed %d: %d turns, %v", deck, seed, len(gs), err)
	}
	return gs
}

// sameBothWays searches v with o, then again with set(true) (what, in
// the messages), set(false) after, and fails t where the two lines
// differ in value (bot.BestValue), steps, answers or expectation; it
// returns the line searched as it is and the other.
func sameBothWays(t *testing.T, name, what string, v rules.View, o bot.Options, set func(bool)) (own, other bot.Line) {
	t.Helper()
	own, ownValue, err := bot.BestValue(context.Background(), v, o)
	if err != nil {
		t.Fatal(err)
	}
	set(true)
	other, otherValue, err := bot.BestValue(context.Background(), v, o)
	set(false)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: worth %+v", name, ownValue)
	if ownValue != otherValue || !reflect.DeepEqual(own.Steps, other.Steps) || !reflect.DeepEqual(own.Answers(), other.Answers()) ||
		own.Expected != other.Expected {
		t.Errorf("%s: worth %+v (%s) answers %v; %s %+v (%s) answers %v",
			name, ownValue, words(own), own.Answers(), what, otherValue, words(other), other.Answers())
	}
	return own, other
}
