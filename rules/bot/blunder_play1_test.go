package bot_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Positions of whole games played against bot:normal at the board, where
// the bot answered as no Flesh and Blood player would. Each test is
// skipped until the bot's defence or evaluation is changed to pass it; the
// position is a scenario file of the game (`rathe saves scenario`), and
// `rathe bot move --scenario FILE` shows the answer.

// play1Answer is the first answer of the bot at level to the scenario's
// first question: the option's act and the key of its card ("" for none),
// and the reason's words code.
func play1Answer(t *testing.T, file string, level bot.Level) (rules.Act, string, bot.Reason) {
	t.Helper()
	f, err := scenario.Load(filepath.Join("testdata", "play1", file))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	var act rules.Act
	var key string
	var why bot.Reason
	ask := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		o := bot.NewOpponent(p.Player, level, 1)
		a, err := o.Decide(ctx, v, p)
		if err != nil {
			return a, err
		}
		why = o.Last()
		if len(a.IDs) > 0 {
			opt := p.Options[p.Find(a.IDs[0])]
			act = opt.Act
			if c := v.Card(opt.Obj); c != nil {
				key = c.Key()
			}
		}
		return rules.Answer{}, errAsked
	})
	g.SetDecider(0, ask)
	g.SetDecider(1, ask)
	if err := g.Run(context.Background()); !errors.Is(err, errAsked) {
		t.Fatalf("%s: nobody was asked: %v", file, err)
	}
	return act, key, why
}

// Rhinar goes first holding Clearing Bellow (blue), Wrecker Romp (blue),
// Barraging Beatdown (yellow) and Pack Call (yellow): the two Bellow-like
// actions cost 0 with go again and intimidate twice (CR 8.5.10), then
// Pack Call, paid with Wrecker Romp, attacks for 9 (Barraging Beatdown's
// +3 while fewer than 2 cards defend). The easy and greedy levels play it
// (their plan deals 9); normal and hard pass the turn ("its plan deals
// 0") and Dorinthea takes nothing.
func TestPlay1RhinarAttacksOnTurnOne(t *testing.T) {
	t.Skip("blunder: normal and hard pass turn 1 with a 9-damage line in hand (play1, game 3)")
	for _, level := range []bot.Level{bot.Normal, bot.Hard} {
		if act, key, why := play1Answer(t, "rhinar-t1-passes.scn", level); act == rules.ActPass {
			t.Errorf("%s: passes (%v %s, %+v), want an attack or an action that leads to one", level, act, key, why)
		}
	}
}
