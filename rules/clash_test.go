package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The clash block (CR 8.5.45), tested once in depth: p1 attacks with a
// Mutt; p2 defends with Bulwark, whose ability clashes with the attacking
// hero as it defends and gives the winner a Prize token.

var (
	clashPrize = &rules.Card{Name: "Prize", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}
	// Cards for the top of a deck: power 7, 5, 0, and none.
	clashBig   = ruletest.Attack("Big", 3, 7, 2)
	clashSmall = ruletest.Attack("Small", 3, 5, 2)
	clashZero  = ruletest.Attack("Zero", 0, 0, 2)
	clashNone  = ruletest.Action("None", 0, 1)
)

func clashBulwark(c rules.Clash) *rules.Card {
	b := ruletest.Attack("Bulwark", 2, 4, 3)
	b.Tokens = []*rules.Card{clashPrize}
	b.Triggers = []rules.Trigger{{When: rules.WhenThisDefends, Effects: []rules.Effect{c}}}
	return b
}

// clashGame: p1's deck is mine, p2's theirs, top first; p2 defends with
// the Bulwark and the chain is played out.
func clashGame(t *testing.T, c rules.Clash, mine, theirs []string) *ruletest.Game {
	t.Helper()
	x := ruletest.Position(mutt, clashBulwark(c), clashPrize, clashBig, clashSmall, clashZero, clashNone).
		Hand("Mutt").Resources(3).Deck(mine...).
		P2().Hand("Bulwark").Deck(theirs...).
		Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Bulwark"),
		ruletest.PassToStep(rules.StepNone, p1))
	return x
}

// clashResult is the one clash event of the game.
func clashResult(t *testing.T, x *ruletest.Game) rules.Event {
	t.Helper()
	ev := x.EventsOf(rules.EvClash)
	if len(ev) != 1 {
		t.Fatalf("%d clash events, want 1", len(ev))
	}
	return ev[0]
}

func TestCR_8_5_45_Clash(t *testing.T) {
	prize := rules.Clash{WinnerCreates: clashPrize}
	cases := []struct {
		name          string
		mine, theirs  []string
		winner        rules.Player
		reveals       int
		rule          rules.Rule
		p1Arena, p2Ar []string
	}{
		// CR 8.5.45a: the greater power wins, by revealing that card.
		{"the defender reveals more power", []string{"Small", "Big"}, []string{"Big", "Small"}, p2, 2, rules.CRSub(8, 5, 45, 'a'),
			[]string{"Alpha"}, []string{"Beta", "Prize"}},
		{"the attacker reveals more power", []string{"Big"}, []string{"Small"}, p1, 2, rules.CRSub(8, 5, 45, 'a'),
			[]string{"Alpha", "Prize"}, []string{"Beta"}},
		// CR 8.5.45c: equal power, nobody wins, nobody creates.
		{"a tie", []string{"Small"}, []string{"Small"}, rules.NoPlayer, 2, rules.CRSub(8, 5, 45, 'c'),
			[]string{"Alpha"}, []string{"Beta"}},
		// CR 8.5.45b: no card revealed is below any card with power.
		{"the defender's deck is empty", []string{"Zero"}, nil, p1, 1, rules.CRSub(8, 5, 45, 'a'),
			[]string{"Alpha", "Prize"}, []string{"Beta"}},
		{"both decks are empty", nil, nil, rules.NoPlayer, 0, rules.CRSub(8, 5, 45, 'c'),
			[]string{"Alpha"}, []string{"Beta"}},
		// CR 8.5.45b: a card without the power property is below power 0.
		{"no power against power 0", []string{"None"}, []string{"Zero"}, p2, 2, rules.CRSub(8, 5, 45, 'a'),
			[]string{"Alpha"}, []string{"Beta", "Prize"}},
		{"no power against no power", []string{"None"}, []string{"None"}, rules.NoPlayer, 2, rules.CRSub(8, 5, 45, 'c'),
			[]string{"Alpha"}, []string{"Beta"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x := clashGame(t, prize, tc.mine, tc.theirs)
			ev := clashResult(t, x)
			if ev.Player != tc.winner || ev.Rule != tc.rule {
				t.Errorf("clash won by %v (CR %v), want %v (CR %v)", ev.Player, ev.Rule, tc.winner, tc.rule)
			}
			x.WantCount(rules.EvReveal, tc.reveals, "each clashing hero with a deck reveals its top card (CR 8.5.45)")
			x.WantZone(p1, rules.ZoneArena, tc.p1Arena...)
			x.WantZone(p2, rules.ZoneArena, tc.p2Ar...)
			// CR 8.5.17c: revealing moves nothing; both decks are as they were.
			x.WantOrder(p1, rules.ZoneDeck, tc.mine...)
			x.WantOrder(p2, rules.ZoneDeck, tc.theirs...)
		})
	}
	t.Run("the winner won by revealing its card, with its power", func(t *testing.T) {
		x := clashGame(t, prize, []string{"Small"}, []string{"Big"})
		ev := clashResult(t, x)
		if got := ruletest.KeyOf(x.G.Omniscient(), ev.Obj); got != "Big" || ev.Amount != 7 {
			t.Errorf("won by revealing %q with power %d, want Big with 7", got, ev.Amount)
		}
	})
	t.Run("if you win, if they win", func(t *testing.T) {
		// The controller (p2) gains 1 when they win, 3 when p1 wins; the
		// Mutt deals 6 on 3 defense either way.
		gain := rules.Clash{IfYouWin: []rules.Effect{rules.GainLife{N: 1}}, IfTheyWin: []rules.Effect{rules.GainLife{N: 3}}}
		x := clashGame(t, gain, []string{"Small"}, []string{"Big"})
		x.WantLife(p2, 18, "p2 won: 20 + 1 - 3")
		x = clashGame(t, gain, []string{"Big"}, []string{"Small"})
		x.WantLife(p2, 20, "p1 won: 20 + 3 - 3")
		x = clashGame(t, gain, []string{"Small"}, []string{"Small"})
		x.WantLife(p2, 17, "nobody won: 20 - 3")
	})
}
