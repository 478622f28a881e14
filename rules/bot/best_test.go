package bot_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Synthetic cards of the tests: plain Generic cards (ruletest), named for
// what they do.
var (
	quick    = withGoAgain(ruletest.Attack("Quick", 0, 3, 2)) // 3 power, go again, free
	big      = ruletest.Attack("Big", 3, 8, 2)                // 8 power for 3
	heavy    = ruletest.Attack("Heavy", 1, 6, 2)              // 6 power for 1
	bluePad  = withPitch(ruletest.Attack("Blue Pad", 2, 2, 3), 3)
	redSwing = withPitch(ruletest.Attack("Red Swing", 2, 7, 3), 1)
	dud      = withPitch(ruletest.Attack("Dud", 0, 0, 3), 1) // no power: playing it only costs the action
	goldfish = rules.GoldfishHero(rules.GoldfishLifeBlitz)
)

func withGoAgain(c *rules.Card) *rules.Card { c.Keywords |= rules.GoAgain; return c }
func withPitch(c *rules.Card, n int) *rules.Card {
	c.Pitch = n
	return c
}

// position builds P1's action phase against the goldfish.
func position(t testing.TB, b *ruletest.Builder) *rules.Game {
	t.Helper()
	b.Known(quick, big, heavy, bluePad, redSwing, dud, goldfish).Lookup(cards.Lookup)
	b.P2().Hero(rules.GoldfishName)
	return built(t, b)
}

// built is the game of the builder's position, as it stands.
func built(t testing.TB, b *ruletest.Builder) *rules.Game {
	t.Helper()
	pos, err := b.Build()
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	return g
}

// words is a line in plain words, for the tests: "play Quick", "pitch
// Gem", "arsenal Dud".
func words(l bot.Line) string {
	var out []string
	for _, s := range l.Steps {
		if !s.Shown() {
			continue
		}
		name := ""
		if s.Card != nil {
			name = " " + s.Card.Key()
		}
		switch {
		case s.Kind == rules.AskCards && s.Purpose == rules.PurposeArsenal:
			out = append(out, "arsenal"+name)
		case s.Kind == rules.AskX:
			out = append(out, fmt.Sprintf("x=%d", s.X))
		default:
			out = append(out, s.Act.String()+name)
		}
	}
	return strings.Join(out, ", ")
}

func best(t testing.TB, g *rules.Game) bot.Line {
	t.Helper()
	before := g.Hash()
	l, err := bot.Best(context.Background(), g.ViewFor(g.Omniscient().TurnPlayer()), bot.Options{Seed: 1})
	if err != nil {
		t.Fatalf("Best: %v", err)
	}
	if g.Hash() != before {
		t.Fatalf("Best changed the game")
	}
	t.Logf("%d damage: %s (%d lines, %d positions)", l.Damage, words(l), l.Searched, l.Nodes)
	return l
}

// Three free attacks with go again (3 each) beat the one big attack the
// three could pay for (8): 9 damage, every card played.
func TestGoAgainChainBeatsOneBigAttack(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Big", "Quick", "Quick", "Quick"))
	l := best(t, g)
	if l.Damage != 9 {
		t.Fatalf("damage %d, want 9 (three go-again attacks): %s", l.Damage, words(l))
	}
	if got := words(l); !strings.HasPrefix(got, "play Quick, play Quick, play Quick") {
		t.Errorf("line %q, want the three Quick played", got)
	}
}

// With two cards that each cost 2, the blue pays for the red: the red's 7
// power beats the blue's 2, and the resource card no attack needs is
// kept.
func TestPitchTheBlueToKeepTheRedToAttack(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Pebble", "Blue Pad", "Red Swing"))
	l := best(t, g)
	if l.Damage != 7 {
		t.Fatalf("damage %d, want 7 (Red Swing): %s", l.Damage, words(l))
	}
	if got, want := words(l), "play Red Swing, pitch Blue Pad, arsenal Pebble"; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
}

// The arsenal is a card more: Quick's go again leaves the action for
// Heavy, played from the arsenal with the Pebble: 3 + 6.
func TestUseTheArsenalCard(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Quick", "Pebble").Arsenal("Heavy"))
	l := best(t, g)
	if l.Damage != 9 {
		t.Fatalf("damage %d, want 9 (Quick then Heavy from the arsenal): %s", l.Damage, words(l))
	}
	fromArsenal := false
	for _, s := range l.Steps {
		if s.Act == rules.ActPlay && s.Card == heavy && s.Place == rules.PlaceArsenal {
			fromArsenal = true
		}
	}
	if !fromArsenal {
		t.Errorf("Heavy is not played from the arsenal: %s", words(l))
	}
}

// Dud deals nothing and has no go again: played first, it spends the one
// action point Heavy needs. The best line never plays it; one of Dud and
// the Pebble pays for Heavy, the other goes to the arsenal.
func TestACardThatMustNotBePlayed(t *testing.T) {
	g := position(t, ruletest.Position().Hand("Dud", "Heavy", "Pebble"))
	l := best(t, g)
	if l.Damage != 6 {
		t.Fatalf("damage %d, want 6 (Heavy): %s", l.Damage, words(l))
	}
	for _, s := range l.Steps {
		if s.Act == rules.ActPlay && s.Card == dud {
			t.Errorf("the line plays Dud: %s", words(l))
		}
	}
	if !l.Arsenal || l.Kept != 1 {
		t.Errorf("line %q keeps %d cards, want one, in the arsenal", words(l), l.Kept)
	}
}

// Dorinthea (CR 5.2.3c): Sharpen Steel gives the next weapon attack +3,
// On a Knife Edge gives it go again, which lets Dawnblade attack a second
// time (+1 the second time): 2+3, then 2+1, paid by pitching Toughen Up.
func TestDorintheaSharpensAndAttacksTwiceWithDawnblade(t *testing.T) {
	g := position(t, ruletest.Position().Hero("Dorinthea, Quicksilver Prodigy").Arena("Dawnblade, Resplendent").
		Hand("Toughen Up (blue)", "On a Knife Edge (yellow)", "Sharpen Steel (red)"))
	l := best(t, g)
	if l.Damage != 8 {
		t.Fatalf("damage %d, want 8 (5 and 3): %s", l.Damage, words(l))
	}
	got := words(l)
	for _, want := range []string{"play Sharpen Steel (red)", "play On a Knife Edge (yellow)", "yes"} {
		if !strings.Contains(got, want) {
			t.Errorf("line %q lacks %q", got, want)
		}
	}
	if n := strings.Count(got, "activate Dawnblade, Resplendent"); n != 2 {
		t.Errorf("line %q attacks %d times with Dawnblade, want 2", got, n)
	}
	if i, j := strings.Index(got, "Sharpen Steel"), strings.Index(got, "activate Dawnblade"); i > j {
		t.Errorf("line %q attacks before Sharpen Steel", got)
	}
}

// fourCardHands are a hand of four and an arsenal card from each
// Classic Battles deck, with the hero's weapon and equipment.
func fourCardHands(b testing.TB) map[string]*rules.Game {
	return map[string]*rules.Game{
		"rhinar": position(b, ruletest.Position().Hero("Rhinar").
			Arena("Bone Basher", "Bone Vizier", "Blossom of Spring", "Ironhide Gauntlet", "Ironhide Legs").
			Hand("Wild Ride (red)", "Raging Onslaught (yellow)", "Clearing Bellow (blue)", "Come to Fight (blue)").
			Arsenal("Beast Mode (red)")),
		"dorinthea": position(b, ruletest.Position().Hero("Dorinthea, Quicksilver Prodigy").
			Arena("Dawnblade, Resplendent", "Ironrot Helm", "Blossom of Spring", "Gallantry Gold", "Ironrot Legs").
			Hand("Sharpen Steel (red)", "On a Knife Edge (yellow)", "Thrust (red)", "Visit the Blacksmith (blue)").
			Arsenal("Run Through (yellow)")),
	}
}

// BenchmarkBestFourCardHand: the best line of a 4-card hand and an
// arsenal card, with the hero's weapon and equipment (the target:
// under 100 ms, so that the board's hint answers at once).
func BenchmarkBestFourCardHand(b *testing.B) {
	for _, name := range []string{"rhinar", "dorinthea"} {
		g := fourCardHands(b)[name]
		b.Run(name, func(b *testing.B) {
			var l bot.Line
			for b.Loop() {
				var err error
				l, err = bot.Best(context.Background(), g.ViewFor(g.Omniscient().TurnPlayer()), bot.Options{Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(l.Searched), "lines")
			b.ReportMetric(float64(l.Damage), "damage")
			b.ReportMetric(float64(l.Nodes), "nodes")
			b.ReportMetric(float64(l.Runs), "runs")
		})
	}
}

// DESIGN.md (a bot sees only its View): the line does not depend on the
// order of the real deck. Scout draws a card (go again); with Heavy or
// with a Pebble on top of the deck, Best gives the same line and damage,
// since it searches on a deck of its own order.
func TestBestDoesNotSeeTheDeckOrder(t *testing.T) {
	scout := withGoAgain(ruletest.Action("Scout", 0, 1, rules.Draw{N: 1}))
	var lines []string
	for _, deck := range [][]string{{"Heavy", "Pebble", "Quick"}, {"Pebble", "Quick", "Heavy"}, {"Quick", "Heavy", "Pebble"}} {
		g := position(t, ruletest.Position(scout).Hand("Scout", "Gem").Deck(deck...))
		l := best(t, g)
		lines = append(lines, fmt.Sprintf("%d: %s", l.Damage, words(l)))
	}
	for _, l := range lines[1:] {
		if l != lines[0] {
			t.Errorf("the lines differ with the deck's order: %q", lines)
			break
		}
	}
}

// Refusal says why Best refuses a view before searching it, and Best
// refuses exactly those: another player's turn (ErrNotTurn), a phase other
// than the start and action phases (ErrPhase: CR 4.4.1, the end phase gives
// no priority; here its arsenal question); the turn player's action phase
// it searches.
func TestRefusalIsBestsRefusal(t *testing.T) {
	check := func(name string, v rules.View, want error) {
		t.Helper()
		got := bot.Refusal(v)
		if (got == nil) != (want == nil) || want != nil && !errors.Is(got, want) {
			t.Errorf("%s: refusal %v, want %v", name, got, want)
		}
		_, err := bot.Best(context.Background(), v, bot.Options{Seed: 1})
		if (err == nil) != (got == nil) || got != nil && err.Error() != got.Error() {
			t.Errorf("%s: Best says %v, the refusal %v", name, err, got)
		}
	}
	action := position(t, ruletest.Position().Hand("Quick"))
	check("the turn player's action phase", action.ViewFor(ruletest.P1), nil)
	check("the other player's view", action.ViewFor(ruletest.P2), bot.ErrNotTurn)
	x := ruletest.Position(quick).Hand("Quick").Deck("Quick", "Quick", "Quick", "Quick").P2().Deck("Quick", "Quick", "Quick", "Quick").Start(t)
	end := false
	x.Run(ruletest.PassTo(rules.AskCards, ruletest.P1),
		ruletest.Answer(rules.AskCards, ruletest.P1, "the end phase's arsenal question", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			end = v.Phase() == rules.PhaseEnd
			check("the end phase", v, bot.ErrPhase)
			return rules.Answer{}, nil
		}))
	if !end {
		t.Error("the question was not in the end phase: the case tests nothing")
	}
}
