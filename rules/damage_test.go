package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Damage to a hero and the effects that change it: p1's Zap deals 4 to
// p2, who answers with instants that resolve first.
func TestDamagePreventionAndReplacement(t *testing.T) {
	zap := ruletest.Instant("Zap", 0, rules.DealDamage{N: 4})
	shield3 := ruletest.Instant("Shield", 0, rules.PreventNext{N: 3})
	shield5 := ruletest.Instant("Wall", 0, rules.PreventNext{N: 5})
	frail := ruletest.Instant("Frail", 0, rules.ReplaceNextDamage{Delta: 2})
	for _, tc := range []struct {
		rule      string
		name      string
		responses []string // p2's instants, played in this order (the last resolves first)
		life      int
		prevented int
	}{
		{"8.5.3", "dealt in full", nil, 16, 0},
		{"6.5", "a shield prevents the next 3", []string{"Shield"}, 19, 3},
		// 4, replaced by 4+2 = 6, then 5 prevented: 1. Prevention first
		// would give 0 (or 2).
		{"6.4", "replacement before prevention", []string{"Wall", "Frail"}, 19, 5},
		{"6.4", "replacement alone", []string{"Frail"}, 14, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(zap, shield3, shield5, frail).Hand("Zap").P2().Hand(tc.responses...).Start(t)
			steps := []ruletest.Step{ruletest.Play(p1, "Zap"), ruletest.Pass(p1)}
			for _, r := range tc.responses {
				// p2 responds; the response resolves; p1 has priority
				// and passes it back to p2.
				steps = append(steps, ruletest.Play(p2, r), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p1))
			}
			x.Run(append(steps, ruletest.Pass(p2))...)
			x.WantStack()
			x.WantLife(p2, tc.life, "CR "+tc.rule)
			got := 0
			for _, e := range x.EventsOf(rules.EvPrevent) {
				got += e.Amount
			}
			if got != tc.prevented {
				t.Errorf("CR 6.5: %d damage prevented, want %d", got, tc.prevented)
			}
		})
	}
}

// CR 7.5.5b: combat damage prevented in full is no hit.
func TestCR_7_5_5b_PreventedDamageIsNoHit(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	wall := ruletest.Instant("Wall", 0, rules.PreventNext{N: 5})
	x := ruletest.Position(jab, wall).Hand("Jab").P2().Hand("Wall").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.Pass(p1), ruletest.Play(p2, "Wall"), ruletest.Pass(p2), ruletest.Pass(p1),
		ruletest.PassToStep(rules.StepResolution, p1))
	x.WantLife(p2, 20, "all 3 prevented")
	x.WantCount(rules.EvHit, 0, "no damage, no hit")
	if l := x.G.State().Chain.Active(); l == nil || l.Hit {
		t.Errorf("link %+v, want no hit", l)
	}
}

// CR 2.5.3e: a life total is never below zero.
func TestCR_2_5_3e_LifeIsNeverBelowZero(t *testing.T) {
	zap := ruletest.Instant("Zap", 0, rules.DealDamage{N: 4})
	x := ruletest.Position(zap).Hand("Zap").P2().Life(2).Start(t)
	x.Run(ruletest.Play(p1, "Zap"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p2, 0, "2 - 4 stops at 0")
	if d := x.EventsOf(rules.EvDamage); len(d) != 1 || d[0].Amount != 4 {
		t.Errorf("damage events %+v, want 4 dealt", d)
	}
}
