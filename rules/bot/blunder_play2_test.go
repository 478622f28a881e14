package bot_test

// Blunders of the normal level seen in whole games against a person
// (120×40 and 80×24 boards, one game per hero), each reduced to the
// position of the question: what the bot did there, and what a Flesh and
// Blood player does; each held the bot to it once met. The games they
// come from are named in each. Betsy's heavy blocks of game 1 did not come back in a
// position reduced to her hand and life, so they are not here.

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var errPlay2Done = errors.New("play2: the link is over")

// play2Defends is what the normal level defends with (CR 7.3.2) in P2's
// seat, at life with arena and hand, when P1 attacks with attack: the
// keys of its defending cards, sorted.
func play2Defends(t *testing.T, life int, attack *rules.Card, arena []string, hand ...string) []string {
	t.Helper()
	b := ruletest.Position().Link(attack.Key()).Step(rules.StepAttack).P2().Life(life).Arena(arena...).Hand(hand...)
	b.Known(attack).Lookup(cards.Lookup)
	got, _ := p2Chooses(t, b, bot.Normal, rules.AskDefenders)
	slices.Sort(got)
	return got
}

// play2LifeAfterLink plays P1's attack with attack to the end of its chain
// link, P2 (the normal level) at life holding hand, P1 passing: P2's life
// when the combat chain has closed, and the cards left in its hand.
func play2LifeAfterLink(t *testing.T, life int, attack *rules.Card, hand ...string) (int, int) {
	t.Helper()
	b := ruletest.Position().Link(attack.Key()).Step(rules.StepAttack).P2().Life(life).Hand(hand...)
	b.Known(attack).Lookup(cards.Lookup)
	return p2AfterLinkIn(t, b)
}

// p2LifeAfterLinkIn is play2LifeAfterLink on a position built otherwise
// (an arena of its own): P2's life when the combat chain has closed, 0
// if it died.
func p2LifeAfterLinkIn(t *testing.T, b *ruletest.Builder) int {
	t.Helper()
	life, _ := p2AfterLinkIn(t, b)
	return life
}

// p2AfterLinkIn is p2LifeAfterLinkIn with the cards left in P2's hand.
func p2AfterLinkIn(t *testing.T, b *ruletest.Builder) (int, int) {
	t.Helper()
	g := built(t, b)
	left, held := -1, 0
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if !v.ChainOpen() {
			left, held = v.Life(1), v.Count(1, rules.ZoneHand)
			return rules.Answer{}, errPlay2Done
		}
		return rules.LeastAnswer(p), nil
	}))
	o := bot.NewOpponent(1, bot.Normal, 1)
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		return o.Decide(ctx, v, p)
	}))
	err := g.Run(context.Background())
	if left < 0 {
		if err == nil || errors.Is(err, errPlay2Done) {
			return 0, 0 // the game ended: P2 died
		}
		t.Fatal(err)
	}
	return left, held
}

// Game 2 (cb-dorinthea v hh-kassai, seed 22, T26): Kassai at 3 life holds
// Take it on the Chin (red), an instant that prevents the next 2 damage
// this turn; a 2-power weapon attacks. The bot took the 2 ("its cards are
// worth more kept") and died to Dorinthea's second Dawnblade attack with
// the instant unplayed: its reactions were defense reactions alone. A
// player plays it in the reaction step (CR 7.4): 0 damage, an Agility
// token. With two, one is enough for 2 damage: the second is kept
// (what is in force or on the stack counts, eval.go's shielded); against
// 4, both.
func TestPlay2PreventsWithTheInstantItHolds(t *testing.T) {
	poke := ruletest.Attack("Poke", 0, 2, 2)
	if got, _ := play2LifeAfterLink(t, 3, poke, "Take it on the Chin (red)"); got != 3 {
		t.Errorf("a 2-power attack at 3 life, Take it on the Chin in hand: %d life after it, want 3", got)
	}
	if got, held := play2LifeAfterLink(t, 3, poke, "Take it on the Chin (red)", "Take it on the Chin (red)"); got != 3 || held != 1 {
		t.Errorf("a 2-power attack at 3 life, two Take it on the Chin in hand: %d life and %d cards after it, want 3 and 1", got, held)
	}
	four := ruletest.Attack("Four", 0, 4, 2)
	if got, held := play2LifeAfterLink(t, 5, four, "Take it on the Chin (red)", "Take it on the Chin (red)"); got != 5 || held != 0 {
		t.Errorf("a 4-power attack at 5 life, two Take it on the Chin in hand: %d life and %d cards after it, want 5 and 0", got, held)
	}
}

// Game 3 (hh-rhinar v hh-kayo, seed 33, T17): Kayo at 8 life, Rhinar at 2
// with one card; Ball Breaker (3 power) attacks. The bot blocked with
// Lead with Speed (red) and Lead with Power (red). Ahead 8 to 2, a player
// takes 3 and keeps both attacks for the kill. Met since life counts more
// only below the life the attack faced takes (eval.go's lowAt): no longer
// skipped, it holds the defence to it.
func TestPlay2NoTwoAttacksForAThreePowerWeapon(t *testing.T) {
	three := ruletest.Attack("Three", 0, 3, 2)
	got := play2Defends(t, 8, three, nil, "Lead with Speed (red)", "Lead with Power (red)")
	if len(got) > 1 {
		t.Errorf("a 3-power attack at 8 life: defends with %v, want one card at most", got)
	}
}
