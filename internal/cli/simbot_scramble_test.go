package cli

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// hidden is the other player's hand and deck, in order, by name.
func hidden(g *rules.Game) string {
	v := g.Omniscient()
	var out []string
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneDeck} {
		for _, o := range v.Zone(1, z) {
			out = append(out, v.Card(o).Key())
		}
		out = append(out, "|")
	}
	return strings.Join(out, ",")
}

// The opponent's fairness as a test mode: a whole game in which, at each
// of the computer's questions, the hidden cards are dealt again after its
// View is built (it is handed the View of View.Sample's world: the other
// player's hand, face-down arsenal and deck, and its own deck, in another
// arrangement) is the same game, answer for answer and to the same state,
// as the game where it reads the real one: no decision changes.
func TestBotGameSameWithHiddenCardsScrambled(t *testing.T) {
	t.Parallel() // plays whole games: runs beside the other long tests
	for _, tc := range []struct {
		level  bot.Level
		p1, p2 string
		seed   uint64
	}{
		{bot.Easy, "cb-dorinthea", "cb-rhinar", 1},
		{bot.Normal, "cb-rhinar", "cb-dorinthea", 2},
		{bot.Normal, "1st-strike-aurora", "1st-strike-terra", 3},
	} {
		differ := 0 // questions where the world's hidden cards lay otherwise
		play := func(scramble bool) (hash uint64, decisions, scrambled int) {
			setup, err := loadSetup(tc.seed, tc.p1, tc.p2)
			if err != nil {
				t.Fatal(err)
			}
			g, err := rules.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			op := bot.NewOpponent(0, tc.level, tc.seed)
			g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
				if scramble {
					scrambled++
					w := v.Sample(tc.seed*1_000_003 + uint64(scrambled))
					if hidden(w) != hidden(g) {
						differ++
					}
					v = w.ViewFor(p.Player)
				}
				return op.Decide(ctx, v, p)
			}))
			g.SetDecider(1, rules.NewRandom(tc.seed))
			g.MaxTurns = 40
			if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
				t.Fatalf("%v %s v %s seed %d (scrambled %v): %v", tc.level, tc.p1, tc.p2, tc.seed, scramble, err)
			}
			return g.Hash(), g.Decisions, scrambled
		}
		h1, n1, _ := play(false)
		h2, n2, s := play(true)
		if h1 != h2 || n1 != n2 {
			t.Errorf("%v %s v %s seed %d: %d decisions to state %016x; with the hidden cards dealt again at each of the computer's %d questions, %d to %016x",
				tc.level, tc.p1, tc.p2, tc.seed, n1, h1, s, n2, h2)
		}
		if s < 10 || differ < s/2 {
			t.Errorf("%v %s v %s seed %d: the computer was asked %d times, the hidden cards dealt otherwise %d times: the test shows little", tc.level, tc.p1, tc.p2, tc.seed, s, differ)
		}
		t.Logf("%v %s v %s seed %d: %d decisions, the computer's %d, %d of them in another world", tc.level, tc.p1, tc.p2, tc.seed, n1, s, differ)
	}
}
