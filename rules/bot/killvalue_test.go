package bot_test

import (
	"context"
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
	var ts []turn
	l, err := decks.Load("hh-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	gs, err := bot.GameTurns(l.Deck, 1240, 8, &bot.Goldfisher{Options: bot.Options{Seed: 1240}})
	if err != nil || len(gs) < 2 {
		t.Fatalf("hh-rhinar, seed 1240: %d turns, %v", len(gs), err)
	}
	ts = append(ts, turn{"hh-rhinar", gs[1], 2671})
	for i, g := range deckTurns(t, "hh-kayo", 1, false) {
		ts = append(ts, turn{"hh-kayo", g, uint64(i) + 1})
	}
	for i, tc := range ts {
		o := bot.Options{Seed: tc.seed, Chance: &bot.DefaultChance}
		own, ownValue, err := bot.BestValue(context.Background(), tc.g.ViewFor(0), o)
		if err != nil {
			t.Fatal(err)
		}
		bot.SetReverseOutcomes(true)
		rev, revValue, err := bot.BestValue(context.Background(), tc.g.ViewFor(0), o)
		bot.SetReverseOutcomes(false)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s turn %d: life %d, worth %+v", tc.deck, i, tc.g.Omniscient().Life(1), ownValue)
		if ownValue != revValue || !reflect.DeepEqual(own.Steps, rev.Steps) || !reflect.DeepEqual(own.Answers(), rev.Answers()) || own.Expected != rev.Expected {
			t.Errorf("%s turn %d: worth %+v (%s), searched last first %+v (%s)", tc.deck, i, ownValue, words(own), revValue, words(rev))
		}
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
		l, err := decks.Load(tc.deck)
		if err != nil {
			t.Fatal(err)
		}
		gs, err := bot.GameTurns(l.Deck, tc.seed, 8, &bot.Goldfisher{Options: bot.Options{Seed: tc.seed}})
		if err != nil || len(gs) < 2 {
			t.Fatalf("%s, seed %d: %d turns, %v", tc.deck, tc.seed, len(gs), err)
		}
		o := bot.Options{Seed: 1, Chance: &bot.DefaultChance}
		bot.SetNoKillHit(true)
		off, offValue, err := bot.BestValue(context.Background(), gs[1].ViewFor(0), o)
		bot.SetNoKillHit(false)
		if err != nil {
			t.Fatal(err)
		}
		on, onValue, err := bot.BestValue(context.Background(), gs[1].ViewFor(0), o)
		if err != nil {
			t.Fatal(err)
		}
		if onValue != offValue || !reflect.DeepEqual(on.Steps, off.Steps) || !reflect.DeepEqual(on.Answers(), off.Answers()) || on.Expected != off.Expected {
			t.Errorf("%s seed %d: worth %+v (%s); going on past the kill %+v (%s)", tc.deck, tc.seed, onValue, words(on), offValue, words(off))
		}
		if on.Nodes >= off.Nodes {
			t.Errorf("%s seed %d: %d positions, going on past the kill %d: want fewer", tc.deck, tc.seed, on.Nodes, off.Nodes)
		}
	}
}
