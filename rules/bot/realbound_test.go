package bot_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// realTurns plays a game of each pair of embedded decks, random players in
// both seats, and calls f at the first choice of each action phase of
// either player up to turn 20, with that player's view: the positions of
// real games a turn's search starts from.
func realTurns(t *testing.T, pairs [][2]string, f func(name string, v rules.View)) {
	t.Helper()
	for i, pair := range pairs {
		g, err := rules.New(rules.Setup{Seed: uint64(40 + i), Players: twoDecks(t, pair[0], pair[1])})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 200
		turn := -1
		for seat := range rules.Player(2) {
			random := rules.NewRandom(uint64(50 + i + int(seat)))
			g.SetDecider(seat, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
				if p.Kind == rules.AskPriority && v.TurnPlayer() == seat && v.Phase() == rules.PhaseAction &&
					v.Turn() != turn && v.Turn() <= 20 && len(p.Options) > 1 {
					turn = v.Turn()
					f(pair[0]+" v "+pair[1], v)
				}
				return random.Decide(ctx, v, p)
			}))
		}
		if err := g.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// sameLine reports whether two lines give the same answers and are worth
// the same.
func sameLine(a, b *bot.Line) bool {
	return a.Damage == b.Damage && a.Worth == b.Worth && a.Kept == b.Kept && a.Arsenal == b.Arsenal &&
		a.KeptPower == b.KeptPower && slices.EqualFunc(a.Answers(), b.Answers(), sameAnswer)
}

// sameAnswer reports whether two answers are the same.
func sameAnswer(a, b rules.Answer) bool { return a.X == b.X && slices.Equal(a.IDs, b.IDs) }

// The bound in a real game (realbound.go): the goldfish search of a turn
// of a real game (the greedy bot's, the easy level's) finds the same line
// with the bound as without, on the positions of real games. A search
// without the bound that passes its limit of positions is no answer to
// compare with, and is left out. The bound must have been asked, and have
// cut: fewer positions searched in all.
func TestRealBoundSameLine(t *testing.T) {
	asked := 0
	bot.SetOnBound(func(node *rules.Game, most int) {
		if !node.Omniscient().Goldfish(node.Omniscient().TurnPlayer().Opponent()) {
			asked++
		}
	})
	defer bot.SetOnBound(nil)
	compared, withNodes, withoutNodes := 0, 0, 0
	pairs := [][2]string{
		{"hh-betsy", "hh-kayo"}, {"hh-rhinar", "hh-olympia"},
		{"cb-dorinthea", "cb-rhinar"}, {"1st-strike-aurora", "1st-strike-terra"},
	}
	realTurns(t, pairs, func(name string, v rules.View) {
		o := bot.Options{Seed: uint64(v.Turn()), MaxNodes: 20_000}
		bot.SetNoBound(true)
		without, errWithout := bot.Best(context.Background(), v, o)
		bot.SetNoBound(false)
		if errors.Is(errWithout, bot.ErrSearchLimit) {
			return
		}
		with, errWith := bot.Best(context.Background(), v, o)
		switch {
		case errWith != nil || errWithout != nil:
			t.Errorf("%s, turn %d: with the bound %v, without %v", name, v.Turn(), errWith, errWithout)
		case !sameLine(&with, &without):
			t.Errorf("%s, turn %d: with the bound %d damage in %d answers, without %d in %d",
				name, v.Turn(), with.Damage, len(with.Answers()), without.Damage, len(without.Answers()))
		}
		compared++
		withNodes += with.Nodes
		withoutNodes += without.Nodes
	})
	t.Logf("%d turns compared; the bound asked %d times; %d positions with it, %d without", compared, asked, withNodes, withoutNodes)
	if compared < 40 {
		t.Errorf("%d turns compared, want 40 or more", compared)
	}
	if asked == 0 || withNodes >= withoutNodes {
		t.Errorf("the bound was asked %d times in real games and searched %d positions, %d without: it cut nothing", asked, withNodes, withoutNodes)
	}
}
