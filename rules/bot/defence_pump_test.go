package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// pumpCards are the cards of the positions below: a 3-power attack, the
// defender's card that blocks 3, the attacker's filler, and an attack
// reaction giving +3 (CR 8.1.2).
func pumpCards() (poke, keep, filler, pump *rules.Card) {
	return ruletest.Attack("Poke", 0, 3, 2), ruletest.Attack("Keep", 0, 6, 3),
		ruletest.Attack("Filler", 0, 4, 2), ruletest.AttackReaction("Pump", 0, rules.TargetGets{Power: 3})
}

// pumpPosition is P1 attacking P2 with Poke, P1 holding held fillers
// and its graveyard the cards given, at turn turn; P2 at life, holding
// Keep.
func pumpPosition(turn, life, held int, graveyard ...string) *ruletest.Builder {
	poke, keep, filler, pump := pumpCards()
	hand := make([]string, held)
	for i := range hand {
		hand[i] = filler.Key()
	}
	b := ruletest.Position().Turn(turn).Link(poke.Key()).Step(rules.StepAttack).
		P1().Hand(hand...).Graveyard(graveyard...).
		P2().Life(life).Hand(keep.Key())
	b.Known(poke, keep, filler, pump).Lookup(cards.Lookup)
	return b
}

// The defence counts what the attacker may still add to the attack in the
// reaction step (CR 7.4.1a), read from what the attacker's graveyard shows
// (a public zone, CR 3.0.4a), where it decides the game: a 3-power attack
// at 9 life against an attacker whose graveyard shows two +3 attack
// reactions in its one turn may kill the defender, so a card that blocks
// 3 is spent on it. The deck that has shown none is
// blocked as before (the card is worth more kept), and so is the one
// with the reactions when the defender is at 20 life: there the guess
// does not decide the race, and the card attacks on its next turn.
func TestDefenceCountsTheAttackersPumps(t *testing.T) {
	_, _, filler, pump := pumpCards()
	defends := func(life int, graveyard ...string) []string {
		got, _ := p2Chooses(t, pumpPosition(1, life, 3, graveyard...), bot.Normal, rules.AskDefenders)
		return got
	}
	if got := defends(9, filler.Key(), filler.Key(), filler.Key()); len(got) != 0 {
		t.Errorf("a 3-power attack at 9 life, the attacker's graveyard without attack reactions: defends with %v, want none", got)
	}
	if got := defends(9, pump.Key(), pump.Key(), filler.Key()); len(got) != 1 {
		t.Errorf("a 3-power attack at 9 life, the attacker's graveyard two +3 attack reactions in its one turn: defends with %v, want Keep", got)
	}
	if got := defends(20, pump.Key(), pump.Key(), filler.Key()); len(got) != 0 {
		t.Errorf("a 3-power attack at 20 life, the attacker's graveyard two +3 attack reactions: defends with %v, want none", got)
	}
}

// What the attacker is taken to add is what its attack reactions gave a
// turn so far, not each card held times what a card gave: two +3
// reactions over the first player's three turns (turn 5) are 2 an
// attack; in its first turn 6, but no more than its cards held give at
// the most one gave (3 a card); nothing with no card held, nor from a
// graveyard without attack reactions.
func TestPumpReachIsATurnsReactions(t *testing.T) {
	_, _, filler, pump := pumpCards()
	for _, c := range []struct {
		turn, held int
		graveyard  []string
		want       int
	}{
		{turn: 5, held: 3, graveyard: []string{pump.Key(), pump.Key(), filler.Key()}, want: 2},
		{turn: 1, held: 3, graveyard: []string{pump.Key(), pump.Key(), filler.Key()}, want: 6},
		{turn: 1, held: 1, graveyard: []string{pump.Key(), pump.Key(), filler.Key()}, want: 3},
		{turn: 1, held: 0, graveyard: []string{pump.Key(), pump.Key()}, want: 0},
		{turn: 3, held: 4, graveyard: []string{filler.Key(), filler.Key()}, want: 0},
	} {
		g := built(t, pumpPosition(c.turn, 20, c.held, c.graveyard...))
		if got := bot.PumpReach(g.ViewFor(1), 0); got != c.want {
			t.Errorf("turn %d, %d cards held, graveyard %v: pumpReach %d, want %d", c.turn, c.held, c.graveyard, got, c.want)
		}
	}
}

// The defender a plan imagines (modelDefender) weighs the power shown:
// a plan does not count on an opponent who blocks for attack reactions
// the planner has not played. The position where the player's own
// defence spends Keep for the pumps it guesses is not blocked by it.
func TestImaginedDefenderWeighsThePowerShown(t *testing.T) {
	_, _, filler, pump := pumpCards()
	g := built(t, pumpPosition(1, 9, 3, pump.Key(), pump.Key(), filler.Key()))
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		return rules.LeastAnswer(p), nil
	}))
	var got []int32
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		a, err := bot.ModelDefender(ctx, v, p)
		if err != nil || p.Kind != rules.AskDefenders {
			return a, err
		}
		got = a.IDs
		return rules.Answer{}, errAsked
	}))
	if err := g.Run(context.Background()); !errors.Is(err, errAsked) {
		t.Fatalf("P2 was not asked to defend: %v", err)
	}
	if len(got) != 0 {
		t.Errorf("the imagined defender, a 3-power attack at 9 life: defends with %d cards, want none", len(got))
	}
}
