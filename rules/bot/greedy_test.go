package bot_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Blue cards of the defence tests: one that blocks 2, one that blocks 3
// and is worth more than Blue Pad as an attack.
var (
	blueTwo = withPitch(ruletest.Attack("Blue Two", 1, 1, 2), 3)
	blueBig = withPitch(ruletest.Attack("Blue Big", 1, 9, 3), 3)
)

// greedyBlocks is what the opponent at level defends with (CR 7.3.2)
// when P1 attacks with Heavy (6 power) and P2, at life, holds hand: the
// keys of its defending cards, sorted, and the reason's code.
func greedyBlocks(t *testing.T, level bot.Level, life int, hand ...string) ([]string, bot.Why) {
	t.Helper()
	b := ruletest.Position().Link("Heavy").Step(rules.StepAttack).P2().Life(life).Hand(hand...)
	b.Known(quick, big, heavy, bluePad, redSwing, dud, blueTwo, blueBig).Lookup(cards.Lookup)
	got, o := p2Chooses(t, b, level, rules.AskDefenders)
	slices.Sort(got)
	return got, o.Last().Code
}

// The greedy bot's fixed defence (greedy.go): a blue card that blocks 3
// or more, the cheapest; no red or yellow card unless the attack is
// lethal; and against a lethal attack, whatever keeps it alive.
func TestGreedyDefends(t *testing.T) {
	for _, tc := range []struct {
		name string
		life int
		hand []string
		want string
		why  bot.Why
	}{
		{"a blue card that blocks 3", 20, []string{"Red Swing", "Blue Pad"}, "Blue Pad", bot.WhyBlock},
		{"no blue card: it takes the hit", 20, []string{"Red Swing", "Dud"}, "", bot.WhyTake},
		{"a blue card that blocks 2 is kept", 20, []string{"Red Swing", "Blue Two"}, "", bot.WhyTake},
		{"of two blue cards, the one worth less", 20, []string{"Blue Pad", "Blue Big"}, "Blue Pad", bot.WhyBlock},
		{"a lethal attack is blocked with the cheapest card that saves", 6, []string{"Red Swing", "Dud"}, "Dud", bot.WhyBlock},
		{"a lethal attack is blocked with all it takes", 3, []string{"Red Swing", "Dud"}, "Dud Red Swing", bot.WhyBlock},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, why := greedyBlocks(t, bot.Greedy, tc.life, tc.hand...)
			if s := strings.Join(got, " "); s != tc.want || why != tc.why {
				t.Errorf("defends with %q (%s), want %q (%s)", s, why, tc.want, tc.why)
			}
		})
	}
}

// The greedy bot plays whole games: every answer legal (the engine checks
// each one), with a reason.
func TestGreedyPlaysWholeGames(t *testing.T) {
	for seat := range rules.Player(2) {
		g, o := duel(t, "cb-dorinthea", "cb-rhinar", seat, bot.Greedy, uint64(20+seat))
		g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			a, err := o.Decide(ctx, v, p)
			if err == nil && o.Last().Code == bot.WhyNone {
				t.Errorf("an answer to a %s prompt without a reason", p.Kind)
			}
			return a, err
		}))
		if err := g.Run(context.Background()); err != nil {
			t.Fatalf("seat %d: %v", seat+1, err)
		}
		if !g.Over() {
			t.Errorf("seat %d: the game did not end", seat+1)
		}
	}
}

// "greedy" names the level, as the flags write it.
func TestParseGreedy(t *testing.T) {
	if l, err := bot.ParseLevel("greedy"); err != nil || l != bot.Greedy || l.String() != "greedy" {
		t.Errorf("ParseLevel(greedy) = %v, %v", l, err)
	}
}
