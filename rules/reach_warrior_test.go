package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// wantReach checks the game's Reach.
func wantReach(t *testing.T, x *ruletest.Game, want int, why string) {
	t.Helper()
	if n, ok := x.G.Reach(); !ok || n != want {
		t.Errorf("Reach %d (known %v), want %d: %s", n, ok, want, why)
	}
}

// CR 8.4.3: reprise works only if the defending hero has defended with a
// card from their hand this chain link. Reach is asked where the other
// player defends with nothing from here on (defended.go): an attack
// reaction whose +3 is a reprise adds nothing to an attack no card
// defends; where a card from hand defends, it adds its 3, and the line
// that plays it gets them.
func TestReachCountsRepriseOnlyWhereACardFromHandDefends(t *testing.T) {
	echo := ruletest.AttackReaction("Echo", 0)
	echo.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	echo.Resolve = []rules.Effect{rules.Reprise(rules.TargetGets{Power: 3})}
	jab, block := ruletest.Attack("Jab", 0, 3, 2), ruletest.Attack("Block", 0, 3, 1)
	start := func(t *testing.T, defenders ...string) *ruletest.Game {
		x := ruletest.Position(echo, jab, block).Hand("Jab", "Echo").P2().Hand("Block").Start(t)
		x.Run(ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, defenders...),
			ruletest.PassToStep(rules.StepReaction, p1))
		return x
	}
	t.Run("no defender: Jab's 3 alone", func(t *testing.T) {
		wantReach(t, start(t), 3, "Echo's reprise never holds")
	})
	t.Run("a card from hand defends: Echo's 3 too", func(t *testing.T) {
		x := start(t, "Block")
		wantReach(t, x, 6, "Jab's 3 and Echo's 3")
		x.Run(ruletest.Play(p1, "Echo"), ruletest.PassToStep(rules.StepDamage, p1))
		x.WantPower(x.Attack(), 6, "Echo's reprise held")
	})
}
