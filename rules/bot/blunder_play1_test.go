package bot_test

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
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
	g := play1Game(t, file)
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
//
// Why the plan passes: on the first turn every player draws up to
// intellect at its end (CR 4.4.3e), so the cards the defender blocks with
// cost it nothing (the line's cards spent are 0), and the one world the
// plan imagines deals Dorinthea four 3-defense attacks: after the two
// intimidates the two left block Pack Call's 6 in full (Barraging
// Beatdown's +3 is lost to two defenders). The attack deals 0 and spends
// Rhinar's four cards; the pass keeps them and a card in the arsenal
// (worth 135 against 75, Weights 30/15). Not a tie, so the tie-break
// that met the Wrecker Romp blunder does not reach it; what would is a
// defender that does not know its hand (several worlds, or blocks weighed
// over the hands it may hold), a change of the level's budget or of the
// model of the defender, not of the plan's scoring.
func TestPlay1RhinarAttacksOnTurnOne(t *testing.T) {
	t.Skip("blunder: normal and hard pass turn 1 with a 9-damage line in hand (play1, game 3): the one imagined defender blocks it in full, for free on turn 1")
	for _, level := range []bot.Level{bot.Normal, bot.Hard} {
		if act, key, why := play1Answer(t, "rhinar-t1-passes.scn", level); act == rules.ActPass {
			t.Errorf("%s: passes (%v %s, %+v), want an attack or an action that leads to one", level, act, key, why)
		}
	}
}

// Wrecker Romp waits in Rhinar's arsenal while Bone Basher attacks: with
// Wrecking Ball (no defense, and no resources to pay its 3) and a yellow
// card in hand, Romp costs 2 (the yellow), discards the Wrecking Ball it
// could never play (CR 8.5.5: a 6-power card, so Rhinar intimidates) and
// attacks for 6; the weapon attacks for 4 with the same yellow. Easy
// played Romp ("its plan deals 6"); normal and hard swung the weapon
// ("it expects a block, so its plan deals no damage"), on turns 5, 7 and
// 15 of the same game, and Romp never left the arsenal. Against the
// defender they imagine both plans were worth the same (the weapon's
// makes it spend a card and keeps Romp and the Wrecking Ball; Romp's
// makes it spend two), and the card in the arsenal broke the tie: the
// plan the defender pays more of breaks it now (best.go's better). On
// turns 5 and 7 Blossom of Spring's resource pays for the Wrecking Ball
// itself (6 power, and it may intimidate), Romp staying in the arsenal:
// a 6-power attack all the same.
func TestPlay1RhinarPlaysWreckerRompFromTheArsenal(t *testing.T) {
	for _, file := range []string{"rhinar-t5-basher.scn", "rhinar-t7-basher.scn", "rhinar-t15-basher.scn"} {
		for _, level := range []bot.Level{bot.Normal, bot.Hard} {
			played := play1Turn(t, file, level)
			six := slices.Contains(played, "Wrecker Romp (blue)") || slices.Contains(played, "Wrecking Ball (red)")
			if !six || slices.Contains(played, "Bone Basher") {
				t.Errorf("%s, %s: plays %v, want a 6-power attack (Wrecker Romp from the arsenal, or the Wrecking Ball), not Bone Basher", file, level, played)
			}
		}
	}
}

// play1Turn plays the rest of the turn of the scenario's turn player, the
// bot at level, the other player giving the least answer (no defence):
// the keys of the cards it played or activated, in order.
func play1Turn(t *testing.T, file string, level bot.Level) []string {
	t.Helper()
	g := play1Game(t, file)
	var played []string
	turn := -1
	var o *bot.Opponent
	ask := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if turn < 0 {
			turn = v.Turn()
			o = bot.NewOpponent(v.TurnPlayer(), level, 1)
		}
		if v.Turn() != turn {
			return rules.Answer{}, errAsked
		}
		if p.Player != o.Seat() {
			return rules.LeastAnswer(p), nil
		}
		a, err := o.Decide(ctx, v, p)
		if err != nil {
			return a, err
		}
		if p.Kind == rules.AskPriority && len(a.IDs) > 0 {
			opt := p.Options[p.Find(a.IDs[0])]
			if c := v.Card(opt.Obj); c != nil && (opt.Act == rules.ActPlay || opt.Act == rules.ActActivate) {
				played = append(played, c.Key())
			}
		}
		return a, nil
	})
	g.SetDecider(0, ask)
	g.SetDecider(1, ask)
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, errAsked) {
		t.Fatalf("%s: %v", file, err)
	}
	return played
}

// play1Game is the game of the scenario file in testdata/play1.
func play1Game(t *testing.T, file string) *rules.Game {
	t.Helper()
	f, err := scenario.Load(filepath.Join("testdata", "play1", file))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play1Defends plays the scenario, P1 giving the least answer (it adds
// nothing) and P2 the bot at level, until P2 is asked for its defenders:
// the keys of the cards it defends with.
func play1Defends(t *testing.T, file string, level bot.Level) []string {
	t.Helper()
	g := play1Game(t, file)
	got, _ := p2ChoosesIn(t, g, level, rules.AskDefenders)
	return got
}

// Rhinar at 4 life, Dawnblade attacking for 7 (its second attack of the
// turn, pumped by Second Swing and its own trigger), holding Smash
// Instinct (yellow, 3 defense), Smash with Big Tree (yellow) and Wrecking
// Ball (red), with Ironhide Gauntlet and Ironhide Legs in the arena: each
// Ironhide has no defense of its own, but when it defends its controller
// may pay {r} for +2 defense, so Smash Instinct and the two of them
// declared as defenders (CR 7.3.2), paid by pitching Smash with Big Tree
// (2 resources), block 7 and Rhinar lives at 4. In the game normal blocked nothing ("7 damage at
// life 4: no defence can stop it") and lost on turn 18: the defence
// weighs a card by the defense it has (0 for an Ironhide), not by what
// its defend trigger can add. The scenario saved from the game
// (testdata/play1/rhinar-t18-lethal.scn) holds the attack at 3 power, as
// the effects that pump it are not written back, so the position is
// built here with the attack's power as it was.
func TestPlay1RhinarBlocksTheLethalSeven(t *testing.T) {
	t.Skip("blunder: normal lets a 7-power attack through at 4 life; the Ironhide equipment's paid +2 defense is not in the defence's subsets (play1, game 3, turn 18)")
	seven := ruletest.Attack("Seven", 0, 7, 2)
	b := ruletest.Position().Link(seven.Key()).Step(rules.StepAttack).P2().Life(4).
		Arena("Ironhide Gauntlet", "Ironhide Legs").Hand("Smash Instinct (yellow)", "Smash with Big Tree (yellow)", "Wrecking Ball (red)")
	b.Known(seven).Lookup(cards.Lookup)
	if left := p2LifeAfterLinkIn(t, b); left <= 0 {
		t.Errorf("a 7-power attack at 4 life, Smash Instinct and two Ironhides to defend with: dies")
	}
}

// Two cards from hand on one attack at 17 to 20 life, and a next turn of
// one attack (play1: Dorinthea at 17, Smash with Big Tree's 6 blocked by
// Second Swing and Warrior's Valor, both red, from a hand of three;
// Aurora at 17, Strong Wood's 7 blocked by Crackling (red) and Harness
// Lightning (yellow) from four; Rhinar at 20, Dawnblade's 6 blocked by
// Clearing Bellow (blue) and Barraging Beatdown (yellow), his two go
// again cards, from four). Far above the life such an attack takes, a
// player keeps the cards that attack back: one card at most.
func TestPlay1NoTwoCardsAtHighLife(t *testing.T) {
	t.Skip("blunder: normal defends a 6- or 7-power attack at 17-20 life with two cards from hand (play1, games 1-3)")
	for _, c := range []struct {
		life, power int
		hand        []string
	}{
		{17, 6, []string{"Second Swing (red)", "Warrior's Valor (red)", "Toughen Up (blue)"}},
		{17, 7, []string{"Crackling (red)", "Harness Lightning (yellow)", "Fry (red)", "Fry (yellow)"}},
		{20, 6, []string{"Clearing Bellow (blue)", "Barraging Beatdown (yellow)", "Pack Call (yellow)", "Wild Ride (red)"}},
	} {
		a := ruletest.Attack("Big", 0, c.power, 2)
		if got := play2Defends(t, c.life, a, nil, c.hand...); len(got) > 1 {
			t.Errorf("a %d-power attack at %d life, holding %v: defends with %v, want one card at most", c.power, c.life, c.hand, got)
		}
	}
}

// Ira at 11 life in the Ira mirror, turn 3, Scar for a Scar attacking
// for 5 (Ira's second attack of the turn), four cards in hand: normal
// took it all ("takes 5: its cards are worth more kept"), and Lunging
// Press made it 6: Ira at 5 on turn 3, against a deck that attacks three
// and four times a turn. From then on it blocked with every card it drew
// and passed turns 6, 8, 10 and 14 with an empty hand; it lost on turn
// 15. On turn 1 it had taken Torrent of Tempo's 6 at 18 the same way.
// A player blocks here with a card (a Brutal Assault: a blue that costs 2
// for 4 power), as hard does from this position.
func TestPlay1IraBlocksAtElevenLife(t *testing.T) {
	t.Skip("blunder: normal takes 6 at 11 life on turn 3 of the Ira mirror, four cards in hand (play1, game 5)")
	if got := play1Defends(t, "ira-t3-takes-six.scn", bot.Normal); len(got) == 0 {
		t.Error("normal defends with nothing at 11 life")
	}
}
