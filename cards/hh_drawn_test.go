package cards_test

// Tests of cards/hh_drawn.go, from the printed cards: a Gold token is the
// draw ("if you've drawn a card this turn"). p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// drawnAttack plays attack (activating weapon when it is one), after a
// Gold's draw when draw is set, and returns the game in the reaction step.
func drawnAttack(t *testing.T, attack string, weapon, draw bool) *ruletest.Game {
	t.Helper()
	b := pos().Hero(rhinar).Deck(hhDodge).Resources(5).Actions(2).
		P2().Hero(dorinthea)
	b = b.Side(p1)
	if weapon {
		b = b.Arena("Gold", attack)
	} else {
		b = b.Arena("Gold").Hand(attack)
	}
	tb := b.Start(t)
	if draw {
		tb.Run(ruletest.Activate(p1, "Gold"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneHand, append(handOf(weapon, attack), hhDodge)...)
	}
	if weapon {
		tb.Run(ruletest.Activate(p1, attack))
	} else {
		tb.Run(ruletest.Play(p1, attack))
	}
	tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
	return tb
}

func handOf(weapon bool, attack string) []string {
	if weapon {
		return nil
	}
	return []string{attack}
}

func TestRisingPower(t *testing.T) {
	for _, c := range []struct {
		key   string
		power int
	}{{"Rising Power (red)", 6}, {"Rising Power (yellow)", 5}, {"Rising Power (blue)", 4}} {
		tb := drawnAttack(t, c.key, false, true)
		tb.WantPower(tb.Attack(), c.power+1, "a card was drawn this turn")
		tb = drawnAttack(t, c.key, false, false)
		tb.WantPower(tb.Attack(), c.power, "nothing drawn")
	}
}

func TestRisingSpeed(t *testing.T) {
	for _, key := range []string{"Rising Speed (red)", "Rising Speed (yellow)", "Rising Speed (blue)"} {
		tb := drawnAttack(t, key, false, true)
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 2, "Gold's go again gave its point back, the attack's go again its own")
		tb = drawnAttack(t, key, false, false)
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "no go again: 2 actions, one spent on the attack")
	}
}

func TestHighRiser(t *testing.T) {
	tb := drawnAttack(t, "High Riser", true, true)
	tb.WantPower(tb.Attack(), 4, "3 and 1 for the draw")
	tb.WantResources(p1, 0, "Gold 2, the attack 3")
	tb = drawnAttack(t, "High Riser", true, false)
	tb.WantPower(tb.Attack(), 3, "nothing drawn")
}
