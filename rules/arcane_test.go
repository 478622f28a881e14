package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.3b: arcane damage goes to the hero the ability targets, either
// hero (CR 1.8.5: oneself is a legal target); without a target, to the
// opposing hero. The damage event says its type.
func TestCR_8_5_3b_ArcaneDamageToTargetHero(t *testing.T) {
	bolt := ruletest.Instant("Bolt", 0, rules.DealArcane{N: 2})
	bolt.Target = &rules.TargetSpec{Kind: rules.TargetAnyHero}
	blast := ruletest.Instant("Blast", 0, rules.DealArcane{N: 1})
	for _, tc := range []struct {
		name   string
		steps  []ruletest.Step
		p1, p2 int
	}{
		{"target the opposing hero", []ruletest.Step{ruletest.Play(p1, "Bolt"), ruletest.TargetHero(p1, p2)}, 20, 18},
		{"target oneself", []ruletest.Step{ruletest.Play(p1, "Bolt"), ruletest.TargetHero(p1, p1)}, 18, 20},
		{"no target: the opposing hero", []ruletest.Step{ruletest.Play(p1, "Blast")}, 20, 19},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(bolt, blast).Hand("Bolt", "Blast").Start(t)
			x.Run(append(tc.steps, ruletest.Pass(p1), ruletest.Pass(p2))...)
			x.WantLife(p1, tc.p1, "CR 8.5.3b")
			x.WantLife(p2, tc.p2, "CR 8.5.3b")
			d := x.EventsOf(rules.EvDamage)
			if len(d) != 1 || d[0].Damage != rules.DamageArcane || d[0].Rule != rules.CRSub(8, 5, 3, 'b') {
				t.Errorf("damage events %+v, want one of arcane damage", d)
			}
		})
	}
}

// CR 7.5.5: arcane damage is no hit: an arcane damage event is not a hit
// event, so "when this hits" does not trigger from it.
func TestCR_7_5_5_ArcaneDamageIsNoHit(t *testing.T) {
	blast := ruletest.Instant("Blast", 0, rules.DealArcane{N: 3})
	x := ruletest.Position(blast).Hand("Blast").Start(t)
	x.Run(ruletest.Play(p1, "Blast"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p2, 17, "3 arcane damage")
	x.WantCount(rules.EvHit, 0, "no hit")
}
