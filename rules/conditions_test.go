package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.8.4: a conditional effect ("if ...") is generated only when its
// condition holds as it resolves. Each row plays a Check whose effect is
// one life if the condition holds, from a position where it does or not.
func TestCR_1_8_4_ConditionalEffects(t *testing.T) {
	scare := ruletest.Instant("Scare", 0, rules.Intimidate{})
	sword := ruletest.Weapon("Sword", 0, 2)
	for _, tc := range []struct {
		rule  string
		name  string
		cond  *rules.Condition
		pos   func(b *ruletest.Builder) *ruletest.Builder
		steps []ruletest.Step // before the Check is played
		holds bool
	}{
		{"8.5.10", "intimidated this turn", rules.Intimidated,
			func(b *ruletest.Builder) *ruletest.Builder { return b.Hand("Check", "Scare") },
			[]ruletest.Step{ruletest.Play(p1, "Scare"), ruletest.Pass(p1), ruletest.Pass(p2)}, true},
		{"8.5.10", "not intimidated", rules.Intimidated,
			func(b *ruletest.Builder) *ruletest.Builder { return b }, nil, false},
		{"1.8.4", "less life than the opponent", rules.LessLifeThanOpponent,
			func(b *ruletest.Builder) *ruletest.Builder { return b.Life(10) }, nil, true},
		{"1.8.4", "as much life as the opponent", rules.LessLifeThanOpponent,
			func(b *ruletest.Builder) *ruletest.Builder { return b }, nil, false},
		{"1.8.4", "a weapon attack this turn", rules.WeaponAttacksAtLeast(1),
			func(b *ruletest.Builder) *ruletest.Builder { return b.Arena("Sword") },
			[]ruletest.Step{ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepNone, p1)}, true},
		{"1.8.4", "no weapon attack this turn", rules.WeaponAttacksAtLeast(1),
			func(b *ruletest.Builder) *ruletest.Builder { return b.Arena("Sword") }, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check := ruletest.Instant("Check", 0, rules.If{Cond: tc.cond, Then: []rules.Effect{rules.GainLife{N: 1}}})
			x := tc.pos(ruletest.Position(check, scare, sword).Hand("Check")).Start(t)
			life := x.Life(p1)
			x.Run(tc.steps...)
			x.Run(ruletest.Play(p1, "Check"), ruletest.Pass(p1), ruletest.Pass(p2))
			if got := x.Life(p1) - life; got != map[bool]int{true: 1, false: 0}[tc.holds] {
				t.Errorf("CR %s: gained %d life, want the condition to hold: %v", tc.rule, got, tc.holds)
			}
		})
	}
}

// CR 1.15, 1.8.4: a condition on the source's own counters, checked by its
// activated ability as it resolves.
func TestCR_1_8_4_ACountOfCountersOnTheSource(t *testing.T) {
	for _, n := range []int{1, 2} {
		relic := ruletest.Equipment("Relic", rules.Chest, 0, 0)
		relic.Activated = []rules.Activated{{Type: rules.Instant, Effects: []rules.Effect{
			rules.If{Cond: rules.SelfCountersAtLeast(rules.CounterLesson, 2), Then: []rules.Effect{rules.GainLife{N: 1}}}}}}
		x := ruletest.Position(relic).Arena("Relic").Counters("Relic", rules.CounterLesson, n).Start(t)
		x.Run(ruletest.Activate(p1, "Relic"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantLife(p1, 19+n, "one life from 2 counters on")
	}
}

// CR 1.8.4c, 7.0.5: a "while" condition holds at every moment: an attack
// that gets +3 while defended by fewer than 2 cards that are not
// equipment; equipment does not count.
func TestCR_1_8_4c_WhileDefendedByFewerCards(t *testing.T) {
	beat := ruletest.Attack("Beat", 0, 6, 2)
	beat.Statics = []rules.Static{{If: rules.DefendedByFewerNonEquipment(2), Power: 3}}
	for _, tc := range []struct {
		rule   string
		defend []string
		power  int
	}{
		{"1.8.4c", nil, 9},
		{"1.8.4c", []string{"Gem", "Helm"}, 9},
		{"1.8.4c", []string{"Gem", "Gem"}, 6},
	} {
		x := ruletest.Position(beat, helm).Hand("Beat").P2().Hand("Gem", "Gem").Arena("Helm").Start(t)
		x.Run(ruletest.Play(p1, "Beat"))
		x.WantPower(x.G.State().Stack[0].Obj, 6, "on the stack: its static ability is not functional yet (CR 1.7.4h)")
		x.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), tc.power, "CR "+tc.rule)
	}
}
