package bot_test

import (
	"context"
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
	before := g.S.Hash()
	l, err := bot.Best(context.Background(), g, bot.Options{Seed: 1})
	if err != nil {
		t.Fatalf("Best: %v", err)
	}
	if g.S.Hash() != before {
		t.Fatalf("Best changed the game")
	}
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
	t.Logf("%s (searched %d lines, %d positions)", words(l), l.Searched, l.Nodes)
	if got := words(l); !strings.HasPrefix(got, "play Quick, play Quick, play Quick") {
		t.Errorf("line %q, want the three Quick played", got)
	}
}
