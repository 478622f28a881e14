package bot_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// defends is what the opponent at level defends with (CR 7.3.2) when P1
// attacks with attack and P2, at life, has arena and holds hand: the
// keys of its defending cards, sorted.
func defends(t *testing.T, level bot.Level, life int, attack *rules.Card, arena []string, hand ...string) []string {
	t.Helper()
	b := ruletest.Position().Link(attack.Key()).Step(rules.StepAttack).P2().Life(life).Arena(arena...).Hand(hand...)
	b.Known(attack, quick, big, heavy, bluePad, redSwing, dud, blueTwo, blueBig).Lookup(cards.Lookup)
	got, _ := p2Chooses(t, b, level, rules.AskDefenders)
	slices.Sort(got)
	return got
}

// p2Chooses plays b's position, P1 giving the least answer to each of its
// questions, until the opponent at level in P2's seat answers a question
// of kind: the keys of the cards of the options it chose, and the
// opponent (its reason).
func p2Chooses(t *testing.T, b *ruletest.Builder, level bot.Level, kind rules.PromptKind) ([]string, *bot.Opponent) {
	t.Helper()
	g := built(t, b)
	return p2ChoosesIn(t, g, level, kind)
}

// p2ChoosesIn is p2Chooses on a game made otherwise (a scenario's).
func p2ChoosesIn(t *testing.T, g *rules.Game, level bot.Level, kind rules.PromptKind) ([]string, *bot.Opponent) {
	t.Helper()
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		return rules.LeastAnswer(p), nil
	}))
	o := bot.NewOpponent(1, level, 1)
	var got []string
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		a, err := o.Decide(ctx, v, p)
		if err != nil || p.Kind != kind {
			return a, err
		}
		for _, id := range a.IDs {
			got = append(got, v.Card(p.Options[p.Find(id)].Obj).Key())
		}
		return rules.Answer{}, errAsked
	}))
	if err := g.Run(context.Background()); !errors.Is(err, errAsked) {
		t.Fatalf("P2 was not asked a %s question: %v", kind, err)
	}
	return got, o
}

// Blade break equipment (CR 8.3.3) defends once: spent on a small attack
// at high life it is gone when the life it would save counts more. Games
// against the normal level showed it block a 2-power weapon at 20 life
// with two such pieces, and a 7-power attack at 15 with four of them and
// a card; a player keeps them for the attacks that threaten. At low life
// they block.
func TestBladeBreakKeptForTheAttacksThatCount(t *testing.T) {
	poke := ruletest.Attack("Poke", 0, 2, 2)
	seven := ruletest.Attack("Seven", 0, 7, 2)
	four := ruletest.Attack("Four", 0, 4, 2)
	pieces := []string{"Flat Trackers", "Gauntlet of Might", "Vigor Girth", "Ironrot Helm"}
	bladeBreaks := func(got []string) int {
		n := 0
		for _, k := range got {
			if slices.Contains(pieces, k) {
				n++
			}
		}
		return n
	}
	for _, level := range []bot.Level{bot.Normal, bot.Hard} {
		if got := defends(t, level, 20, poke, pieces[:2], "Red Swing", "Blue Pad"); len(got) != 0 {
			t.Errorf("%s: a 2-power attack at 20 life: defends with %v, want nothing", level, got)
		}
		if got := defends(t, level, 15, seven, pieces, "Blue Pad", "Red Swing", "Blue Two"); bladeBreaks(got) > 1 {
			t.Errorf("%s: a 7-power attack at 15 life: defends with %v, want at most one blade break piece", level, got)
		}
		got := defends(t, level, 3, four, pieces[:2], "Red Swing")
		def := 0
		for _, k := range got {
			def += map[string]int{"Flat Trackers": 1, "Gauntlet of Might": 1, "Red Swing": 3}[k]
		}
		if 4-def >= 3 {
			t.Errorf("%s: a 4-power attack at 3 life: defends with %v (%s), and dies", level, got, strings.Join(got, " "))
		}
	}
}

// A hand of red attacks needs a blue card to pay for them (CR 1.14.3):
// games against the normal level showed it block with its blue cards and
// keep red ones it could not pay for, then pass its turn. Of Blue Pad
// and two Red Swings (cost 2, pitch 1), a block with Blue Pad leaves no
// attack to play; with a Red Swing, Blue Pad pays for the other.
func TestBlockKeepsTheCardThatPays(t *testing.T) {
	five := ruletest.Attack("Five", 0, 5, 2)
	for _, level := range []bot.Level{bot.Normal, bot.Hard} {
		if got := defends(t, level, 8, five, nil, "Blue Pad", "Red Swing", "Red Swing"); !slices.Equal(got, []string{"Red Swing"}) {
			t.Errorf("%s: defends with %v, want a Red Swing", level, got)
		}
	}
}

// Pitching outside a plan (CR 1.14.3), the card worth least among those
// that pay: a blue card was worth less than a red attack, so paying 1
// for a defense reaction pitched the blue that pays for the reds, and
// the next turn had red cards and nothing to pay with. Of Blue Pad and
// two Red Swings (cost 2), it pitches a Red Swing.
func TestPitchKeepsTheCardThatPays(t *testing.T) {
	guard := ruletest.DefenseReaction("Guard", 1, 4)
	b := ruletest.Position().Link("Heavy").Step(rules.StepReaction).P2().Life(10).Hand("Guard", "Blue Pad", "Red Swing", "Red Swing")
	b.Known(guard, heavy, bluePad, redSwing).Lookup(cards.Lookup)
	got, _ := p2Chooses(t, b, bot.Normal, rules.AskPitch)
	pitched := ""
	if len(got) > 0 {
		pitched = got[0]
	}
	if pitched != "Red Swing" {
		t.Errorf("pitches %s for Guard, want a Red Swing (Blue Pad pays for the other)", pitched)
	}
}

// Life is a resource until the race says otherwise: a point of life lost
// counts more only once the life left is within reach of the attack it
// faces. Games of normal against the greedy bot (Betsy against Kayo)
// showed normal block at high life with its attack cards, then have
// little to attack with while the other player raced; the greedy bot,
// which blocks only against lethal, won. Betsy at 16 life blocked an
// 8-power attack with Over the Top (red), Command Respect (blue) and Good
// Time Chapeau (saves 7); at the board, at 12 life, a 6-power attack
// with Bigger Than Big (red), Wage Vigor (red) and Vigor Girth (saves 5),
// and then had no card to play. At 16 life (12) it spends no card of its
// hand on them; at 9, which the 8-power attack takes but 1, it blocks
// with one.
func TestBlockSpendsNoAttackAtHighLife(t *testing.T) {
	hand := []string{"Stacked in Your Favor (blue)", "Over the Top (red)", "Command Respect (blue)", "Wage Gold (red)", "Wage Might (red)"}
	arena := []string{"Good Time Chapeau"}
	fromHand := func(got []string) []string {
		return slices.DeleteFunc(slices.Clone(got), func(k string) bool { return slices.Contains(arena, k) })
	}
	if got := defends(t, bot.Normal, 16, big, arena, hand...); len(fromHand(got)) != 0 {
		t.Errorf("an 8-power attack at 16 life: defends with %v, want no card from hand", got)
	}
	if got := defends(t, bot.Normal, 9, big, arena, hand...); len(fromHand(got)) == 0 {
		t.Errorf("an 8-power attack at 9 life: defends with %v, want a card from hand too", got)
	}
	six := ruletest.Attack("Six", 0, 6, 2)
	if got := defends(t, bot.Normal, 12, six, []string{"Vigor Girth", "Good Time Chapeau"}, "Bigger Than Big (red)", "Wage Vigor (red)"); !slices.Equal(got, []string{"Good Time Chapeau"}) {
		t.Errorf("a 6-power attack at 12 life: defends with %v, want Good Time Chapeau alone", got)
	}
}
