package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// deadPosition is a game nobody can end: p1's sword costs 2, and the one
// card that may reach p1's hand, Shelter (a 0-cost instant that prevents
// damage, offered at every priority), pitches for 1; the Gem in p1's
// arsenal pitches for 3 but is never pitched (only a card in the hand is,
// CR 1.14.3) nor played (a resource card, CR 8.1.7a); p2 has no weapon, and
// the Jab in p2's graveyard can be neither played nor activated there.
// edit changes it into a position that only looks dead.
func deadPosition(edit func(b *ruletest.Builder) *ruletest.Builder) *ruletest.Builder {
	shelter := ruletest.Instant("Shelter", 0, rules.PreventDamage{N: 2, Once: true})
	shelter.Pitch = 1
	zap := ruletest.Instant("Zap", 0, rules.DealDamage{N: 1})
	lunge := ruletest.Attack("Lunge", 2, 3, 2)
	lunge.CostStatics = []rules.CostStatic{{Delta: -1}} // "costs {r} less to play" (CR 1.7.4e)
	// No pitch: in the hand it pays for nothing, not even the sword.
	lunge.Pitch, lunge.Props = 0, lunge.Props&^rules.HasPitch
	b := ruletest.Position(shelter, zap, lunge, ruletest.Weapon("Blade", 2, 3), ruletest.Weapon("Stick", 0, 1),
		ruletest.Attack("Jab", 0, 3, 2), ruletest.Gem, ruletest.Pebble).
		Phase(rules.PhaseStart).
		Arena("Blade").Hand("Shelter").Arsenal("Gem").
		P2().Graveyard("Jab").P1()
	if edit != nil {
		b = edit(b)
	}
	return b
}

// CR 4.5.4d: a stalemate, when no player can legally advance the game
// toward its end, is a draw: here at the end of the first turn, although
// p1 was offered a card at every priority (the round of passes alone would
// never end it).
func TestCR_4_5_4d_NoPlayerCanAdvanceIsADraw(t *testing.T) {
	x := deadPosition(nil).Start(t)
	x.Run(ruletest.PassTo(rules.AskPriority, p1))
	if !x.Offered(rules.ActPlay, "Shelter") {
		t.Fatal("Shelter is not offered: the position does not test an offered option")
	}
	x.Run(ruletest.PassToEnd())
	if !x.G.Over() || !x.G.State().Draw {
		t.Fatalf("over=%v draw=%v, want a draw", x.G.Over(), x.G.State().Draw)
	}
	if ev := x.EventsOf(rules.EvDrawGame); len(ev) != 1 || ev[0].Rule != rules.CRSub(4, 5, 4, 'd') {
		t.Errorf("draw events %+v, want one for CR 4.5.4d", ev)
	}
	if n := x.Count(rules.EvTurnEnd); n != 0 {
		t.Errorf("%d turns ended before the draw, want 0 (the first turn's end finds it)", n)
	}
}

// CR 4.5.4d: positions that look dead but where some player can still
// reduce a life total must go on.
func TestCR_4_5_4d_NotAStalemate(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(b *ruletest.Builder) *ruletest.Builder
	}{
		{"a card in the deck pays for the sword", func(b *ruletest.Builder) *ruletest.Builder { return b.Deck("Pebble") }},
		{"a banished card may come back to pay for the sword", func(b *ruletest.Builder) *ruletest.Builder { return b.Banished("Pebble") }},
		{"a weapon whose attack is free", func(b *ruletest.Builder) *ruletest.Builder { return b.P2().Arena("Stick") }},
		{"an instant that deals damage", func(b *ruletest.Builder) *ruletest.Builder { return b.P2().Arsenal("Zap") }},
		{"an attack in the arsenal", func(b *ruletest.Builder) *ruletest.Builder { return b.P2().Arsenal("Jab") }},
		// In the hand, as the Gem fills p1's arsenal (CR 3.3.2: one
		// card); it has no pitch.
		{"an attack whose own text pays for it", func(b *ruletest.Builder) *ruletest.Builder { return b.Hand("Lunge") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := deadPosition(tc.edit).Start(t)
			x.Run(ruletest.PassUntil("pass to turn 3", func(v rules.View, _ rules.Prompt) bool { return v.Turn() >= 3 }))
			if x.G.Over() || x.Count(rules.EvDrawGame) != 0 {
				t.Errorf("the game ended (draw=%v) at turn %d: some player can still deal damage", x.G.State().Draw, x.G.State().Turn)
			}
		})
	}
}
