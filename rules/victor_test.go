package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Victor Goldmane's clash replacement, tested as a block (victor.go): "the
// first time each turn you would fail to win a clash, instead you may
// destroy a Gold you control; if you do, put one of the revealed cards on
// the bottom of its owner's deck, then clash again". A replacement effect
// (CR 6.4): the failed result is replaced, so it never happens; the clash
// is the Bulwark's of clash_test.go (CR 8.5.45), p2 defending with it and
// clashing with the attacking hero, the winner creating a Prize.

var (
	clashGold   = &rules.Card{Name: "Gold", Types: rules.Token, Classes: rules.Generic}
	clashVictor = func() *rules.Card {
		h := ruletest.Hero("Vic")
		h.Replacements = []rules.Replacement{{Event: rules.EvClash, Nth: 1, Cost: rules.DestroyTokenCost{Name: "Gold"}}}
		return h
	}()
)

// clashAgainGame: p1's deck is mine and p2's theirs (top first); p2, the hero
// with the replacement and golds Gold tokens, defends the Mutt with the
// Bulwark, and the game runs to its first question of the clash: the
// steps after the defence are the test's.
func clashAgainGame(t *testing.T, golds int, mine, theirs []string, steps ...ruletest.Step) *ruletest.Game {
	t.Helper()
	b := ruletest.Position(mutt, clashBulwark(rules.Clash{WinnerCreates: clashPrize}), clashPrize, clashGold, clashVictor,
		clashBig, clashSmall, clashZero, clashNone).
		Hand("Mutt").Resources(3).Deck(mine...).
		P2().Hero("Vic").Hand("Bulwark").Deck(theirs...)
	for range golds {
		b = b.Arena("Gold")
	}
	x := b.Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Bulwark"))
	if len(steps) > 0 {
		x.Run(steps...)
	}
	return x
}

// golds counts p's Gold tokens.
func golds(x *ruletest.Game, p rules.Player) int {
	n := 0
	for _, k := range x.Keys(p, rules.ZoneArena) {
		if k == "Gold" {
			n++
		}
	}
	return n
}

func TestVictorsClashReplacement(t *testing.T) {
	// CR 6.4: would lose (5 against 0): instead the Gold is destroyed,
	// his own revealed Zero goes under his deck and the clash is made
	// again, which he wins with Big (7 against 5). The lost clash never
	// happened: one result, his (CR 8.5.45a), and only his Prize.
	t.Run("replaced, then won", func(t *testing.T) {
		x := clashAgainGame(t, 1, []string{"Small", "Zero"}, []string{"Zero", "Big"},
			ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2), ruletest.Choose(p2, "Zero"), ruletest.PassToStep(rules.StepNone, p1))
		ev := clashResult(t, x)
		if ev.Player != p2 || ev.Rule != rules.CRSub(8, 5, 45, 'a') || ev.Amount != 7 {
			t.Errorf("the clash's one result: won by %v with %d (CR %v), want p2 with 7 (8.5.45a)", ev.Player, ev.Amount, ev.Rule)
		}
		x.WantCount(rules.EvReveal, 4, "two clashes, two cards each (CR 8.5.45)")
		x.WantOrder(p2, rules.ZoneDeck, "Big", "Zero") // the chosen card at the bottom of its owner's deck
		x.WantOrder(p1, rules.ZoneDeck, "Small", "Zero")
		if golds(x, p2) != 0 || !slices.Contains(x.Keys(p2, rules.ZoneArena), "Prize") || slices.Contains(x.Keys(p1, rules.ZoneArena), "Prize") {
			t.Errorf("after the replacement: p2 %v, p1 %v; want the Gold paid and the Prize p2's alone",
				x.Keys(p2, rules.ZoneArena), x.Keys(p1, rules.ZoneArena))
		}
	})
	// The card put under may be the opponent's: it goes to the bottom of
	// its owner's deck. The second clash ties (5 and 5): a failure to win
	// again, but the replacement is spent for the turn ("the first time
	// each turn"), so it is not offered though a second Gold could pay.
	t.Run("the opponent's card under, then a tie: once a turn", func(t *testing.T) {
		x := clashAgainGame(t, 2, []string{"Big", "Small"}, []string{"Small", "Zero"},
			ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2), ruletest.Choose(p2, "Gold"), ruletest.Choose(p2, "Big"), ruletest.PassToStep(rules.StepNone, p1))
		ev := clashResult(t, x)
		if ev.Player != rules.NoPlayer || ev.Rule != rules.CRSub(8, 5, 45, 'c') {
			t.Errorf("the second clash: won by %v (CR %v), want nobody (8.5.45c)", ev.Player, ev.Rule)
		}
		x.WantOrder(p1, rules.ZoneDeck, "Small", "Big")
		x.WantOrder(p2, rules.ZoneDeck, "Small", "Zero")
		x.WantCount(rules.EvReveal, 4, "two clashes")
		if golds(x, p2) != 1 {
			t.Errorf("%d Gold left, want 1: one paid, once a turn", golds(x, p2))
		}
	})
	// CR 6.4: "you may": declined, the clash is lost as it was, the Gold
	// kept and the decks as they were (CR 8.5.17c).
	t.Run("declined", func(t *testing.T) {
		x := clashAgainGame(t, 1, []string{"Big"}, []string{"Small"},
			ruletest.PassTo(rules.AskMay, p2), ruletest.No(p2), ruletest.PassToStep(rules.StepNone, p1))
		if ev := clashResult(t, x); ev.Player != p1 {
			t.Errorf("won by %v, want p1", ev.Player)
		}
		x.WantCount(rules.EvReveal, 2, "one clash")
		x.WantOrder(p1, rules.ZoneDeck, "Big")
		x.WantOrder(p2, rules.ZoneDeck, "Small")
		if golds(x, p2) != 1 {
			t.Errorf("%d Gold, want the one kept", golds(x, p2))
		}
	})
	// The cost cannot be paid without a Gold: not offered, the clash lost;
	// and a clash he wins is no failure to replace.
	for _, tc := range []struct {
		name         string
		golds        int
		mine, theirs []string
		winner       rules.Player
	}{
		{"no Gold: not offered", 0, []string{"Big"}, []string{"Small"}, p1},
		{"won: nothing to replace", 1, []string{"Small"}, []string{"Big"}, p2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := clashAgainGame(t, tc.golds, tc.mine, tc.theirs, ruletest.PassToStep(rules.StepNone, p1))
			if ev := clashResult(t, x); ev.Player != tc.winner {
				t.Errorf("won by %v, want %v", ev.Player, tc.winner)
			}
			if n := x.Count(rules.EvReveal); n != 2 {
				t.Errorf("%d cards revealed, want one clash's 2", n)
			}
		})
	}
	// CR 8.5.45c: a tie is a failure to win as well: offered.
	t.Run("a tie is offered", func(t *testing.T) {
		x := clashAgainGame(t, 1, []string{"Small"}, []string{"Small", "Big"}, ruletest.PassTo(rules.AskMay, p2))
		if pr := x.Prompt(); pr.Kind != rules.AskMay || pr.Player != p2 {
			t.Fatalf("asked %v of p%d, want p2's may", pr.Kind, pr.Player+1)
		}
	})
	// The revealed cards are public while he chooses (CR 8.5.45): both
	// players see both, named, though they are still in the decks; once
	// the choice is made, a deck's top card is private again (CR 8.5.17c).
	t.Run("the revealed cards are seen while he chooses", func(t *testing.T) {
		x := clashAgainGame(t, 1, []string{"Small", "Zero"}, []string{"Zero", "Big"})
		x.Run(ruletest.PassTo(rules.AskMay, p2), ruletest.Yes(p2), ruletest.Answer(rules.AskCards, p2, "the revealed cards, seen by both", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			if len(pr.Options) != 2 {
				t.Fatalf("%d options, want the two revealed cards", len(pr.Options))
			}
			for viewer := range rules.Player(2) {
				var names []string
				for _, o := range pr.Options {
					if c := x.G.ViewFor(viewer).Card(o.Obj); c != nil {
						names = append(names, c.Name)
					}
				}
				if slices.Sort(names); !slices.Equal(names, []string{"Small", "Zero"}) {
					t.Errorf("p%d sees the revealed cards as %v, want Small and Zero", viewer+1, names)
				}
			}
			return ruletest.PickCards(v, pr, []string{"Zero"})
		}), ruletest.PassToStep(rules.StepNone, p1))
		if top := x.G.ViewFor(p1).Card(x.Find(p2, rules.ZoneDeck, "Big")); top != nil {
			t.Errorf("after the choice p1 still sees p2's top card %s", top.Name)
		}
	})
}
