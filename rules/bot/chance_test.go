package bot_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// slam is a free attack of 8 power without go again: the sure line.
var slam = ruletest.Attack("Slam", 0, 8, 2)

// wildRide is the held-back puzzle of the expectation: Rhinar holds Wild
// Ride (red) (cost 2, power 6: when it attacks, draw a card, then discard
// a random card; if it has 6 or more power, Wild Ride gets go again) and
// Blue Pad to pay for it (pitch 3); Slam waits in the arsenal. The deck
// is Raging Onslaught (yellow) (power 6) and Dodge (blue) (no power), top
// first as given.
//
// Playing Slam deals a sure 8 (no go again: the turn ends). Wild Ride
// first draws the top card, which is then the only card in hand and the
// one discarded: Raging Onslaught gives go again, and Slam follows for
// 6 + 8 = 14; Dodge does not, and the line stops at 6. Over the unknown
// order, Wild Ride is worth (14 + 6) / 2 = 10 > 8.
func wildRide(t testing.TB, deck ...string) *rules.Game {
	t.Helper()
	return position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Wild Ride (red)", "Blue Pad").Arsenal("Slam").Deck(deck...))
}

func search(t testing.TB, v rules.View, o bot.Options) bot.Line {
	t.Helper()
	l, err := bot.Best(context.Background(), v, o)
	if err != nil {
		t.Fatalf("Best: %v", err)
	}
	t.Logf("%d damage (expected %.2f, %d to %d): %s (%d lines)", l.Damage, l.Expected, l.Min, l.Max, words(l), l.Searched)
	return l
}

func playsFirst(l bot.Line) string {
	for _, s := range l.Steps {
		if s.Act == rules.ActPlay && s.Card != nil {
			return s.Card.Key()
		}
	}
	return ""
}

// The expectation picks Wild Ride (10 on average, 6 to 14) wherever the
// deck's two cards lie and whatever world the seed imagines; one imagined
// world alone picks Slam when it imagines Dodge on top, and the two lines
// differ.
func TestExpectationOverTheDrawPicksWildRide(t *testing.T) {
	imaginedSlam := false
	for _, deck := range [][]string{{"Raging Onslaught (yellow)", "Dodge (blue)"}, {"Dodge (blue)", "Raging Onslaught (yellow)"}} {
		g := wildRide(t, deck...)
		for seed := uint64(1); seed <= 6; seed++ {
			l := search(t, g.ViewFor(0), bot.Options{Seed: seed, Chance: &bot.DefaultChance})
			if got := playsFirst(l); got != "Wild Ride (red)" {
				t.Fatalf("deck %v seed %d: the line plays %q first, want Wild Ride (red): %s", deck, seed, got, words(l))
			}
			if l.Expected != 10 || l.Min != 6 || l.Max != 14 {
				t.Fatalf("deck %v seed %d: expected %v, %d to %d; want 10, 6 to 14", deck, seed, l.Expected, l.Min, l.Max)
			}
			var ch *bot.ChanceStep
			for _, s := range l.Steps {
				if s.Chance != nil {
					ch = s.Chance
				}
			}
			if ch == nil || ch.Total != 2 || ch.Weight != 1 || ch.Outcomes != 2 || ch.Card == nil {
				t.Fatalf("deck %v seed %d: chance step %+v, want one of two outcomes, each 1 in 2, by the card drawn", deck, seed, ch)
			}
			one := search(t, g.ViewFor(0), bot.Options{Seed: seed})
			if playsFirst(one) == "Slam" {
				imaginedSlam = true
				if one.Damage != 8 {
					t.Errorf("the imagined world's Slam line deals %d, want 8", one.Damage)
				}
			}
		}
	}
	if !imaginedSlam {
		t.Errorf("no seed imagines Dodge on top: the test does not show the two searches apart")
	}
}

// With the deck's order known (a puzzle), the line is exact: Raging
// Onslaught on top, Wild Ride then Slam for 14; Dodge on top, Slam for 8.
func TestKnownDeckGivesTheExactLine(t *testing.T) {
	for _, tc := range []struct {
		deck   []string
		damage int
		first  string
	}{
		{[]string{"Raging Onslaught (yellow)", "Dodge (blue)"}, 14, "Wild Ride (red)"},
		{[]string{"Dodge (blue)", "Raging Onslaught (yellow)"}, 8, "Slam"},
	} {
		g := wildRide(t, tc.deck...)
		for seed := uint64(1); seed <= 3; seed++ {
			l := search(t, g.ViewFor(0).KnowingDeck(), bot.Options{Seed: seed, Chance: &bot.DefaultChance})
			if l.Damage != tc.damage || l.Expected != float64(tc.damage) || l.Min != tc.damage || l.Max != tc.damage {
				t.Errorf("deck %v: %d damage (expected %v, %d to %d), want %d exactly", tc.deck, l.Damage, l.Expected, l.Min, l.Max, tc.damage)
			}
			if got := playsFirst(l); got != tc.first {
				t.Errorf("deck %v: the line plays %q first, want %q", tc.deck, got, tc.first)
			}
			for _, s := range l.Steps {
				if s.Chance != nil {
					t.Errorf("deck %v: a chance step in a known deck's line: %s", tc.deck, words(l))
				}
			}
			// The line replays on the real game to the damage it said.
			if got := replayDamage(t, g, l); got != tc.damage {
				t.Errorf("deck %v: the line replayed deals %d, want %d", tc.deck, got, tc.damage)
			}
		}
	}
}

// replayDamage plays l's answers on a clone of g, the goldfish passing,
// and returns the goldfish's life lost by the end of the turn.
func replayDamage(t *testing.T, g *rules.Game, l bot.Line) int {
	t.Helper()
	c := g.Clone()
	life := c.Omniscient().Life(1)
	rep := &rules.Replay{Answers: l.Answers()}
	c.SetDecider(1, rules.GoldfishDecider)
	c.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if v.Turn() != g.Omniscient().Turn() {
			return rules.Answer{}, context.Canceled
		}
		if rep.Next < len(rep.Answers) {
			return rep.Decide(ctx, v, p)
		}
		return rules.LeastAnswer(p), nil
	}))
	if err := c.Run(context.Background()); err != nil && err != context.Canceled && !strings.Contains(err.Error(), "canceled") {
		t.Fatalf("replay: %v", err)
	}
	return life - c.Omniscient().Life(1)
}

// Each step says the damage dealt when it was asked: Slam, played after
// Wild Ride hit, is asked with 6 dealt.
func TestStepsSayTheDamageDealt(t *testing.T) {
	g := wildRide(t, "Raging Onslaught (yellow)", "Dodge (blue)")
	l := search(t, g.ViewFor(0).KnowingDeck(), bot.Options{Seed: 1})
	for _, s := range l.Steps {
		if s.Act == rules.ActPlay && s.Card == slam && s.Dealt != 6 {
			t.Errorf("Slam asked with %d dealt, want 6", s.Dealt)
		}
		if s.Act == rules.ActPlay && s.Card != nil && s.Card.Key() == "Wild Ride (red)" && s.Dealt != 0 {
			t.Errorf("Wild Ride asked with %d dealt, want 0", s.Dealt)
		}
	}
	if l.Dealt != 14 {
		t.Errorf("the line deals %d, want 14", l.Dealt)
	}
}

// A kill in one world of a chance node is not a sure kill: with the
// goldfish at 14, Raging Onslaught's world kills (14) and Titanium
// Bauble's (no power) deals 6, searched after it; Wild Ride is still
// worth 10 on average against Slam's 8, and the line shown is the kill.
func TestAKillInOneWorldDoesNotEndTheSearch(t *testing.T) {
	g := position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Wild Ride (red)", "Blue Pad").Arsenal("Slam").Deck("Titanium Bauble (blue)", "Raging Onslaught (yellow)").P2().Life(14))
	l := search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	if playsFirst(l) != "Wild Ride (red)" || l.Expected != 10 || l.Min != 6 || l.Max != 14 {
		t.Errorf("line %s: expected %v, %d to %d; want Wild Ride, 10, 6 to 14", words(l), l.Expected, l.Min, l.Max)
	}
}

// When every world of a chance node kills, the node is a sure kill, and
// the kill cut (dominance.go) ends the search: with the goldfish at 6,
// Wild Ride hits for 6 whatever it draws, and Slam (a sure 8, listed
// after it) is not tried. The search that tries every answer finds the
// same damage with more lines.
func TestEveryWorldKillingIsASureKill(t *testing.T) {
	g := position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Wild Ride (red)", "Blue Pad").Arsenal("Slam").Deck("Titanium Bauble (blue)", "Raging Onslaught (yellow)").P2().Life(6))
	l := search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	bot.SetUnpruned(true)
	all := search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	bot.SetUnpruned(false)
	if playsFirst(l) != "Wild Ride (red)" || l.Damage != 6 || l.Expected != 6 || l.Min != 6 {
		t.Errorf("line %s: %d damage, expected %v, min %d; want Wild Ride, a sure 6", words(l), l.Damage, l.Expected, l.Min)
	}
	if all.Damage != 6 || l.Searched >= all.Searched {
		t.Errorf("%d lines for %d damage, every answer %d lines for %d: want fewer lines, the same damage", l.Searched, l.Damage, all.Searched, all.Damage)
	}
}

// The worlds of a chance node are dealt from the search's seed and the
// turn, not from the node: Wild Ride played first, or after Quick (free,
// go again), draws from the same hidden deck, and both nodes deal the
// same worlds, so that the positions the two orders reach after it are
// one position (the table of positions). Six cards in the deck, so that
// worlds dealt apart would differ in the order of the five under the
// next one.
func TestChanceNodesOfTheSameDeckDealTheSameWorlds(t *testing.T) {
	g := position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Wild Ride (red)", "Blue Pad", "Quick").Arsenal("Slam").
		Deck("Raging Onslaught (yellow)", "Dodge (blue)", "Titanium Bauble (blue)", "Come to Fight (blue)", "Clearing Bellow (blue)", "Beast Mode (red)"))
	var nodes []string
	bot.SetOnWorlds(func(ws []*rules.Game) {
		var b strings.Builder
		for _, w := range ws {
			v := w.Omniscient()
			for _, obj := range v.Zone(0, rules.ZoneDeck) {
				b.WriteString(v.Card(obj).Key() + ";")
			}
			b.WriteString("\n")
		}
		nodes = append(nodes, b.String())
	})
	defer bot.SetOnWorlds(nil)
	search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	if len(nodes) < 2 {
		t.Fatalf("%d chance nodes, want Wild Ride's before and after Quick", len(nodes))
	}
	for i, n := range nodes[1:] {
		if n != nodes[0] {
			t.Errorf("chance node %d deals the worlds\n%s; the first\n%s", i+1, n, nodes[0])
		}
	}
}

// thrust is a free attack reaction: the attack gets +3 power.
var thrust = func() *rules.Card {
	c := ruletest.AttackReaction("Thrust", 0, rules.TargetGets{Power: 3})
	c.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	return c
}()

// A random discard (CR 8.5.5) of few outcomes is a world each: Wrecker
// Romp (blue) (cost 2, power 6, no go again) discards a random card of
// the hand as it is played, Thrust or Dud, each 1 in 2. Thrust kept, it
// is played for +3: 9; discarded, 6. The expectation is 7.5 exactly, for
// every seed, in two worlds (not worlds dealt by the deck's next card,
// which the discard does not read: with one seed they all discarded the
// same card).
func TestARandomDiscardIsAWorldPerOutcome(t *testing.T) {
	g := position(t, ruletest.Position().Known(thrust).Hero("Rhinar").
		Hand("Wrecker Romp (blue)", "Thrust", "Dud").Resources(2).
		Deck("Raging Onslaught (yellow)", "Dodge (blue)"))
	for seed := uint64(1); seed <= 8; seed++ {
		var worlds []int
		bot.SetOnWorlds(func(ws []*rules.Game) { worlds = append(worlds, len(ws)) })
		l := search(t, g.ViewFor(0), bot.Options{Seed: seed, Chance: &bot.DefaultChance})
		bot.SetOnWorlds(nil)
		if playsFirst(l) != "Wrecker Romp (blue)" || l.Expected != 7.5 || l.Min != 6 || l.Max != 9 {
			t.Errorf("seed %d: line %s, expected %v, %d to %d; want Wrecker Romp, 7.5, 6 to 9", seed, words(l), l.Expected, l.Min, l.Max)
		}
		if !slices.Equal(worlds, []int{2}) {
			t.Errorf("seed %d: chance nodes of %v worlds, want one of 2", seed, worlds)
		}
	}
}

// A chance node stops searching its outcomes once their average cannot
// reach the best line found: with the goldfish at 10, Slam (in hand,
// tried first) deals a sure 8; Wild Ride (from the arsenal) then draws
// Dodge 4 times in 5, a run that ends the turn at 6 (nothing left to
// play: known before any outcome is searched, nodeBound), which leaves
// at most (4×6 + 10) / 5 = 6.8 for the node, below 8: it is cut before
// any outcome is searched, Raging Onslaught's not at all. The search
// without the bound gives the same line.
func TestAChanceNodeBelowTheBestIsCut(t *testing.T) {
	g := position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Slam", "Blue Pad").Arsenal("Wild Ride (red)").
		Deck("Dodge (blue)", "Dodge (blue)", "Raging Onslaught (yellow)", "Dodge (blue)", "Dodge (blue)").P2().Life(10))
	var cuts []string
	bot.SetOnChanceCut(func(searched, outcomes int) { cuts = append(cuts, fmt.Sprintf("%d of %d", searched, outcomes)) })
	defer bot.SetOnChanceCut(nil)
	l := search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	if len(cuts) == 0 || cuts[0] != "0 of 2" {
		t.Errorf("chance nodes cut after %v outcomes, want after 0 of 2", cuts)
	}
	bot.SetNoBound(true)
	all := search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	bot.SetNoBound(false)
	if playsFirst(l) != "Slam" || l.Damage != 8 || playsFirst(all) != "Slam" || all.Damage != 8 || !reflect.DeepEqual(l.Steps, all.Steps) {
		t.Errorf("lines %s (%d) and, without the bound, %s (%d): want Slam for 8 both", words(l), l.Damage, words(all), all.Damage)
	}
}

// The chance nodes of the actions tried from one position deal their
// worlds once (deal): Wild Ride (red) and Wild Ride (yellow), each
// playable first with Blue Pad's 3, both draw from the position's hidden
// deck, and the second node is played from the very games the first
// was (the goldfish JSON of `goldfish --auto` is unchanged by it).
// (The worlds of every deal of a depth lie in one memory, searchMem.world:
// the deals are counted, not told apart by where the games are.)
func TestAPositionDealsItsWorldsOnce(t *testing.T) {
	g := position(t, ruletest.Position().Known(slam).Hero("Rhinar").
		Hand("Wild Ride (red)", "Wild Ride (yellow)", "Blue Pad").Arsenal("Slam").
		Deck("Raging Onslaught (yellow)", "Dodge (blue)", "Dodge (blue)"))
	var nodes [][]*rules.Game
	deals := 0
	bot.SetOnWorlds(func(ws []*rules.Game) { nodes = append(nodes, slices.Clone(ws)) })
	bot.SetOnDealt(func() { deals++ })
	defer bot.SetOnWorlds(nil)
	defer bot.SetOnDealt(nil)
	search(t, g.ViewFor(0), bot.Options{Seed: 1, Chance: &bot.DefaultChance})
	if len(nodes) < 2 || len(nodes[0]) != 2 {
		t.Fatalf("%d chance nodes (the first of %d worlds), want Wild Ride red's and yellow's, by Raging Onslaught or Dodge", len(nodes), len(nodes[0]))
	}
	if !slices.Equal(nodes[0], nodes[1]) || deals != 1 {
		t.Errorf("the second chance node of the position was dealt anew: worlds %p, then %p; %d deals for %d nodes", nodes[0], nodes[1], deals, len(nodes))
	}
}

// The runs' games tell the runner only the kinds of events it reads
// (observed, rules.Game.SetObserverOf): the searches of a deck's turns
// with chance nodes (hh-kassai's draws of Gold and Draw Swords) find the
// same lines when every event is told.
func TestTheRunsHearWhatTheyRead(t *testing.T) {
	deals := 0
	bot.SetOnDealt(func() { deals++ })
	defer bot.SetOnDealt(nil)
	turns := deckTurns(t, "hh-kassai", 1, true)
	for i, g := range turns[:min(len(turns), 4)] {
		o := bot.Options{Seed: uint64(i) + 1, Chance: &bot.DefaultChance, MaxNodes: 400, Partial: true}
		v := g.ViewFor(g.Omniscient().TurnPlayer())
		some := search(t, v, o)
		bot.SetObserveAll(true)
		all := search(t, v, o)
		bot.SetObserveAll(false)
		if !reflect.DeepEqual(some, all) {
			t.Errorf("turn %d: the line %s (%v), told every event %s (%v)", i, words(some), some.Expected, words(all), all.Expected)
		}
	}
	if deals == 0 {
		t.Error("no chance node: the searches learned nothing")
	}
}
