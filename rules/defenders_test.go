package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A permanent's static for the cards its controller defends with (CR
// 5.4.7, 7.0.5; defenders.go): Shield Wall, p2's aura, gives p2's
// defending attack action cards +3 defense. p1 attacks with a 6-power Hit.
func TestDefendersGet(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	wall := &rules.Card{Name: "Shield Wall", Types: rules.Action, Subtypes: rules.Aura, Classes: rules.Generic,
		Statics: []rules.Static{{Defenders: &rules.AttackFilter{ActionCard: true}, Defense: 3}}}
	cards := []*rules.Card{wall, ruletest.Attack("Hit", 0, 6, 2), ruletest.Attack("Guard", 0, 1, 2),
		ruletest.Action("Plank", 0, 1), ruletest.Equipment("Helm", rules.Head, 1, 0)}
	for _, tc := range []struct {
		name     string
		defender string
		aura     rules.Player
		life     int
	}{
		{"an attack action card gets +3", "Guard", p2, 20 - (6 - 5)},
		{"an action card that is not an attack does not", "Plank", p2, 20 - (6 - 2)},
		{"equipment does not", "Helm", p2, 20 - (6 - 1)},
		{"the attacker's aura gives the defender nothing", "Guard", p1, 20 - (6 - 2)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := ruletest.Position(cards...).Hand("Hit").P2().Hand("Guard", "Plank").Arena("Helm")
			b.Side(tc.aura).Arena("Shield Wall")
			x := b.Start(t)
			in := x.Find(p2, rules.ZoneHand, "Guard")
			x.WantDefense(in, 2, "in hand: not defending")
			x.Run(ruletest.Play(p1, "Hit"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defender),
				ruletest.PassToStep(rules.StepNone, p1))
			x.WantLife(p2, tc.life, "6 power on the defense")
		})
	}
}
