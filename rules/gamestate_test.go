package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// hitBoth deals N damage to each hero (a test effect).
type hitBoth struct{ N int }

func (e hitBoth) Do(g *rules.Game, c *rules.Ctx) {
	rules.DealDamage{N: e.N}.Do(g, c)
	other := *c
	other.Controller = c.Controller.Opponent()
	rules.DealDamage{N: e.N}.Do(g, &other)
}
func (e hitBoth) Text() rules.Text { return rules.T("test-hit-both", e.N) }

// CR 1.10.2a, 4.5.3a, 4.5.4a: at the next priority state a hero at 0 life
// loses and the other wins; heroes at 0 together make a draw.
func TestCR_1_10_2a_HeroesAtZeroLife(t *testing.T) {
	zap := ruletest.Instant("Zap", 0, rules.DealDamage{N: 4})
	boom := ruletest.Instant("Boom", 0, hitBoth{N: 1})
	for _, tc := range []struct {
		rule   string
		card   string
		life   [2]int
		winner rules.Player
		draw   bool
	}{
		{"4.5.3a", "Zap", [2]int{20, 4}, p1, false},
		{"4.5.4a", "Boom", [2]int{1, 1}, rules.NoPlayer, true},
		{"1.10.2a", "Zap", [2]int{20, 5}, rules.NoPlayer, false}, // 1 life left: on it goes
	} {
		x := ruletest.Position(zap, boom).Hand(tc.card).Life(tc.life[0]).P2().Life(tc.life[1]).Start(t)
		steps := []ruletest.Step{ruletest.Play(p1, tc.card), ruletest.Pass(p1), ruletest.Pass(p2)}
		x.Run(steps...)
		over := tc.winner != rules.NoPlayer || tc.draw
		if x.G.Over() != over || x.G.State().Winner != tc.winner || x.G.State().Draw != tc.draw {
			t.Errorf("CR %s: over=%v winner=%v draw=%v, want %v, %v, %v", tc.rule, x.G.Over(), x.G.State().Winner, x.G.State().Draw, over, tc.winner, tc.draw)
		}
	}
}

// CR 7.7.2d, 1.10.2e: an effect that closes the chain closes it as a game
// state action: the attack deals no damage and goes to the graveyard.
func TestCR_7_7_2d_EffectClosesChain(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	halt := ruletest.Instant("Halt", 0, rules.CloseChain{})
	x := ruletest.Position(jab, halt).Hand("Jab").P2().Hand("Halt").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepAttack, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Halt"), ruletest.Pass(p2), ruletest.Pass(p1))
	x.WantLife(p2, 20, "no damage")
	x.WantZone(p1, rules.ZoneGraveyard, "Jab")
	if x.G.State().Chain.Open || x.G.State().Step != rules.StepNone {
		t.Errorf("chain open=%v step=%v, want closed", x.G.State().Chain.Open, x.G.State().Step)
	}
	if pr := x.Prompt(); pr.Player != p1 || pr.Kind != rules.AskPriority {
		t.Errorf("a %s prompt for p%d after the close, want p1's priority", pr.Kind, pr.Player+1)
	}
}

// CR 7.7.2c: an attack that ceases to exist before damage closes the
// chain.
func TestCR_7_7_2c_AttackLeavesBeforeDamage(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	smite := ruletest.Instant("Smite", 0, rules.DestroyAttack{})
	x := ruletest.Position(jab, smite).Hand("Jab").P2().Hand("Smite").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepAttack, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Smite"), ruletest.Pass(p2), ruletest.Pass(p1))
	x.WantLife(p2, 20, "no damage")
	x.WantZone(p1, rules.ZoneGraveyard, "Jab")
	if x.G.State().Chain.Open {
		t.Error("the chain did not close when its attack ceased to exist")
	}
}

// CR 4.5.4d: a game that can no longer advance (a whole round where no
// player could do anything but pass, nothing moved, no life changed) ends
// in a draw. The position is one the other test of a stalemate cannot
// settle (stalemate.go): the banished card may come back to the hand and
// pay for the sword, as far as it knows.
func TestCR_4_5_4d_AStalemateIsADraw(t *testing.T) {
	x := ruletest.Position(ruletest.Weapon("Blade", 1, 3), ruletest.Pebble).Phase(rules.PhaseStart).
		Arena("Blade").Banished("Pebble").Start(t)
	x.Run(ruletest.PassToEnd())
	if !x.G.Over() || !x.G.State().Draw {
		t.Fatalf("over=%v draw=%v, want a draw", x.G.Over(), x.G.State().Draw)
	}
	if ev := x.EventsOf(rules.EvDrawGame); len(ev) != 1 || ev[0].Rule != rules.CRSub(4, 5, 4, 'd') {
		t.Errorf("draw events %+v, want one for CR 4.5.4d", ev)
	}
	if n := x.Count(rules.EvTurnEnd); n != 1 {
		t.Errorf("%d turns ended before the draw, want 1 (the second idle turn ends the game)", n)
	}
}
