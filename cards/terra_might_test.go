package cards_test

// Tests of terra_might.go: Terra and the cards that create Might tokens.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const terra = "Terra"

// terraMights counts p's Might tokens in the arena.
func terraMights(tb *ruletest.Game, p rules.Player) int {
	n := 0
	for _, key := range tb.Keys(p, rules.ZoneArena) {
		if key == "Might" {
			n++
		}
	}
	return n
}

// terraToTurn passes priority until p has priority in the action phase of
// turn n with an empty stack.
func terraToTurn(n int, p rules.Player) ruletest.Step {
	return ruletest.PassUntil("to the action phase of a turn", func(v rules.View, pr rules.Prompt) bool {
		return pr.Kind == rules.AskPriority && pr.Player == p && v.Turn() == n && v.Phase() == rules.PhaseAction && len(v.Stack()) == 0
	})
}

func TestTerra(t *testing.T) {
	t.Run("her end phase: an Earth card in her pitch zone, she pays and makes Might", func(t *testing.T) {
		tb := pos().Hero(terra).Pitch(terraEarth3).Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1))
		if got := terraMights(tb, p1); got != 1 {
			t.Errorf("%d Might tokens, want 1", got)
		}
		tb.WantResources(p1, 0, "paid {r}")
	})
	t.Run("she may decline", func(t *testing.T) {
		tb := pos().Hero(terra).Pitch(terraEarth3).Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1))
		if got := terraMights(tb, p1); got != 0 {
			t.Errorf("%d Might tokens, want 0", got)
		}
	})
	t.Run("no Earth card in her pitch zone: it does not trigger", func(t *testing.T) {
		tb := pos().Hero(terra).Pitch(terraNotEarth3).Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(terraToTurn(2, p2))
		if got := terraMights(tb, p1); got != 0 {
			t.Errorf("%d Might tokens, want 0", got)
		}
		for _, e := range tb.Events {
			if e.Kind == rules.EvResolve && e.About.Kind == rules.AbilityTriggered {
				t.Errorf("a trigger resolved: %+v", e)
			}
		}
	})
	t.Run("the opponent's end phase too, paid by pitching", func(t *testing.T) {
		// p2's turn; Terra pitched an Earth card during it and holds a
		// card to pitch for the {r}.
		tb := pos().TurnPlayer(p2).
			P1().Hero(terra).Pitch(terraEarth3).Hand(terraNotEarth3).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1))
		if got := terraMights(tb, p1); got != 1 {
			t.Errorf("%d Might tokens, want 1", got)
		}
		tb.WantZone(p1, rules.ZonePitch, terraEarth3, terraNotEarth3)
	})
}

func TestBrackenRap(t *testing.T) {
	for _, key := range []string{"Bracken Rap (red)", "Bracken Rap (yellow)"} {
		for _, tc := range []struct {
			pitch string
			want  int
		}{{terraEarth3, 1}, {terraNotEarth3, 0}} {
			t.Run(key+" pitching "+tc.pitch, func(t *testing.T) {
				tb := pos().Hero(terra).Hand(key, tc.pitch).
					P2().Hero(rhinar).
					Start(t)
				tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
				if got := terraMights(tb, p1); got != tc.want {
					t.Errorf("%d Might tokens, want %d", got, tc.want)
				}
				tb.WantLife(p2, 20-k(key).Power, "undefended")
			})
		}
	}
}

func TestSeedsOfStrength(t *testing.T) {
	for _, tc := range []struct {
		key, pitch string
		want       int
	}{
		{"Seeds of Strength (yellow)", terraEarth3, 3},
		{"Seeds of Strength (yellow)", terraNotEarth3, 2},
		{"Seeds of Strength (blue)", terraEarth3, 2},
		{"Seeds of Strength (blue)", terraNotEarth3, 1},
	} {
		t.Run(tc.key+" pitching "+tc.pitch, func(t *testing.T) {
			tb := pos().Hero(terra).Hand(tc.key, tc.pitch).
				P2().Hero(rhinar).
				Start(t)
			tb.Run(ruletest.Play(p1, tc.key), ruletest.PassToStep(rules.StepNone, p1))
			if got := terraMights(tb, p1); got != tc.want {
				t.Errorf("%d Might tokens, want %d (CR 6.4.7: instead)", got, tc.want)
			}
		})
	}
}

func TestCanopyShelter(t *testing.T) {
	tb := pos().Hero(rhinar).Hand(terraMutt).Resources(3).
		P2().Hero(terra).Hand("Canopy Shelter (blue)").
		Start(t)
	tb.Run(ruletest.Play(p1, terraMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Canopy Shelter (blue)"),
		ruletest.PassToStep(rules.StepReaction, p1))
	if got := terraMights(tb, p2); got != 1 {
		t.Errorf("%d Might tokens for the defender, want 1", got)
	}
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-(6-2), "6 power, 2 defense")
	t.Run("a block card is never played", func(t *testing.T) {
		// CR 8.1.12a.
		tb := pos().Hero(terra).Hand("Canopy Shelter (blue)").Resources(3).P2().Hero(rhinar).Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, "Canopy Shelter (blue)", rules.ReasonNeverPlayed)
	})
}

// A Might token: destroyed at the start of its controller's next turn, and
// its +1 goes to the next attack of that turn (not one of this turn).
func TestTerraMightNextTurn(t *testing.T) {
	tb := pos().Hero(terra).Hand("Seeds of Strength (blue)", terraEarth3, "Autumn's Touch (yellow)").Deck(terraNotEarth3).
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Play(p1, "Seeds of Strength (blue)"), ruletest.Pitch(p1, terraEarth3), ruletest.PassToStep(rules.StepNone, p1))
	if got := terraMights(tb, p1); got != 2 {
		t.Fatalf("%d Might tokens, want 2", got)
	}
	// The rest of turn 1 (Autumn's Touch stays in hand: no arsenal), then
	// p2's turn, then p1's: the Mights are destroyed as it starts.
	// Terra's own trigger comes first (an Earth card is in her pitch
	// zone): she declines.
	tb.Run(ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassTo(rules.AskCards, p1), ruletest.Choose(p1), terraToTurn(3, p1))
	if got := terraMights(tb, p1); got != 0 {
		t.Errorf("%d Might tokens at turn 3, want 0 (destroyed at the start of the turn)", got)
	}
	// (The pitched Earth card went under the deck and was drawn again.)
	tb.Run(ruletest.Play(p1, "Autumn's Touch (yellow)"), ruletest.Pitch(p1, terraNotEarth3), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantPower(tb.Attack(), 6+2, "two Mights: +1 each to the next attack")
}
