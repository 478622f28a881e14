package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.6: a draw takes the top card of the deck. Where the deck's order
// is the game's own (a world a search dealt), ReachKeptDealt counts the
// cards a line draws as the deck's first ones: Study draws one, and the
// top card is Plain (4), not Big (6), which Reach counts (any card of the
// deck may be the one drawn where the order is hidden, CR 1.3.3). The
// line really deals 4: Study, then Plain.
func TestReachKeptDealtDrawsTheTopCard(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 1})
	big := ruletest.Attack("Big", 0, 6, 2)
	plain := ruletest.Attack("Plain", 0, 4, 2)
	x := ruletest.Position(study, big, plain).Hand("Study").Deck("Plain", "Big", "Plain").Start(t)
	if n, ok := x.G.Reach(); !ok || n != 6 {
		t.Errorf("Reach %d (known %v), want 6: any card of the deck may be drawn", n, ok)
	}
	if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != 4 {
		t.Errorf("ReachKeptDealt %d (known %v), want 4: the top card, Plain", n, ok)
	}
	x.Run(resolveOne("Study")...)
	x.Run(hitThrough("Plain")...)
	if got := 20 - x.G.Omniscient().Life(p2); got != 4 {
		t.Errorf("the line dealt %d, want 4", got)
	}
}

// Past five cards drawn, Reach has no bound (reachMostDrawn: each counted
// as the deck's best card); ReachKeptDealt has one: the deck's first six
// cards are the ones Study may draw (CR 8.5.6), Big is the seventh, and
// one action point plays one attack (CR 1.13.2): 4. With Big the sixth,
// 6.
func TestReachKeptDealtBoundsSixCardsDrawn(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 6})
	big := ruletest.Attack("Big", 0, 6, 2)
	plain := ruletest.Attack("Plain", 0, 4, 2)
	for _, tc := range []struct {
		deck []string
		want int
	}{
		{[]string{"Plain", "Plain", "Plain", "Plain", "Plain", "Plain", "Big"}, 4},
		{[]string{"Plain", "Plain", "Plain", "Plain", "Plain", "Big", "Plain"}, 6},
	} {
		x := ruletest.Position(study, big, plain).Hand("Study").Deck(tc.deck...).Start(t)
		if _, ok := x.G.Reach(); ok {
			t.Errorf("deck %v: Reach known, want unknown past five cards drawn", tc.deck)
		}
		if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != tc.want {
			t.Errorf("deck %v: ReachKeptDealt %d (known %v), want %d", tc.deck, n, ok, tc.want)
		}
	}
}

// CR 8.5.20: a shuffle changes the deck's order, so the cards drawn after
// it are not the deck's first ones: with a card that shuffles in the
// game, ReachKeptDealt is ReachKept (Big counted).
func TestReachKeptDealtWithAShuffleIsReachKept(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 1})
	riffle := ruletest.Instant("Riffle", 0, rules.ShuffleDeck{})
	big := ruletest.Attack("Big", 0, 6, 2)
	plain := ruletest.Attack("Plain", 0, 4, 2)
	x := ruletest.Position(study, riffle, big, plain).Hand("Study", "Riffle").Deck("Plain", "Big", "Plain").Start(t)
	n, k, power, held, ok := x.G.ReachKeptDealt(6)
	n0, k0, power0, held0, ok0 := x.G.ReachKept(6)
	if !ok || n != 6 || n != n0 || k != k0 || power != power0 || held != held0 || ok != ok0 {
		t.Errorf("ReachKeptDealt(6) %d %d %d %d %v, ReachKept(6) %d %d %d %d %v: want the same, 6", n, k, power, held, ok, n0, k0, power0, held0, ok0)
	}
}

// A card held draws only as it is played, and is paid for first (CR
// 1.14): Tome (an instant, 3 to play, draws one) cannot be paid for when
// the only other card, Study (draws one), is played; pitching Study pays
// for Tome, which draws one. Either way one card is drawn, the deck's
// first (CR 8.5.6), Plain: 4 (Reach, which counts both draws whatever
// the cards are used for and any card of the deck as drawn, says Big's 6).
func TestReachKeptDealtDrawsAsTheCardsArePaidFor(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 1})
	tome := ruletest.Instant("Tome", 3, rules.Draw{N: 1})
	big := ruletest.Attack("Big", 0, 6, 2)
	plain := ruletest.Attack("Plain", 0, 4, 2)
	x := ruletest.Position(study, tome, big, plain).Hand("Study", "Tome").Deck("Plain", "Big").Start(t)
	if n, ok := x.G.Reach(); !ok || n != 6 {
		t.Errorf("Reach %d (known %v), want 6", n, ok)
	}
	if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != 4 {
		t.Errorf("ReachKeptDealt %d (known %v), want 4: one card drawn, Plain", n, ok)
	}
}

// Nothing pays for Pricey (2 to play, draws one; pitched, it draws
// nothing): no card is drawn, and nothing is dealt. Reach counts its draw
// whatever it is used for, and Big as the card drawn: 6.
func TestReachKeptDealtNoDrawUnpaid(t *testing.T) {
	pricey := ruletest.Instant("Pricey", 2, rules.Draw{N: 1})
	big := ruletest.Attack("Big", 0, 6, 2)
	x := ruletest.Position(pricey, big).Hand("Pricey").Deck("Big").Start(t)
	if n, ok := x.G.Reach(); !ok || n != 6 {
		t.Errorf("Reach %d (known %v), want 6", n, ok)
	}
	if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != 0 {
		t.Errorf("ReachKeptDealt %d (known %v), want 0: Pricey cannot be paid for", n, ok)
	}
}

// CR 8.1.2a: an attack reaction is played only in the reaction step of an
// attack of the player's. With no attack on the chain or the stack and
// none that can be made (no attack held), Boost (+3 to target attack)
// adds nothing: ReachKeptDealt 0. Reach counts its +3 whatever the line.
func TestReachKeptDealtReactionNeedsAnAttack(t *testing.T) {
	boost := ruletest.AttackReaction("Boost", 0, rules.TargetGets{Power: 3})
	boost.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	x := ruletest.Position(boost).Hand("Boost").Start(t)
	if n, ok := x.G.Reach(); !ok || n != 3 {
		t.Errorf("Reach %d (known %v), want 3", n, ok)
	}
	if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != 0 {
		t.Errorf("ReachKeptDealt %d (known %v), want 0: no attack for Boost", n, ok)
	}
}

// CR 1.13.2: an action card needs an action point to be played, even one
// with go again (it gives the point back only as it resolves). Jab (1
// power, no go again) spent the one point; nothing gives go again but
// Rally, a card of the deck no line draws. Quick (3 power, go again)
// cannot be played: ReachKeptDealt 1, Jab's. Reach counts Quick, an
// action that gives its point back, as taking none.
func TestReachKeptDealtNoPointNoAction(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 1, 2)
	quick := ruletest.Attack("Quick", 0, 3, 2)
	quick.Keywords = rules.GoAgain
	rally := ruletest.AttackReaction("Rally", 0, rules.TargetGets{Gains: rules.GoAgain})
	rally.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	x := ruletest.Position(jab, quick, rally).Hand("Jab", "Quick").Deck("Rally").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1))
	if n, ok := x.G.Reach(); !ok || n < 4 {
		t.Errorf("Reach %d (known %v), want 4 or more", n, ok)
	}
	if n, _, _, _, ok := x.G.ReachKeptDealt(-1); !ok || n != 1 {
		t.Errorf("ReachKeptDealt %d (known %v), want 1: Jab's, no point for Quick", n, ok)
	}
}
