package cards_test

// Tests of cards/hh_kassai.go, each written from the printed card. p1 is
// the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

func TestDrawSwords(t *testing.T) {
	for _, c := range []struct {
		key string
		n   int
	}{{"Draw Swords (red)", 3}, {"Draw Swords (yellow)", 2}, {"Draw Swords (blue)", 1}} {
		t.Run(c.key, func(t *testing.T) {
			tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(c.key).Deck(hhDodge).Resources(4).
				P2().Hero(rhinar).
				Start(t)
			tb.Run(ruletest.Play(p1, c.key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantZone(p1, rules.ZoneHand, hhDodge)
			tb.WantActions(p1, 1, "go again")
			// Dawnblade is a Warrior weapon: its attack is a Warrior attack.
			tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), 2+c.n, "Dawnblade's 2 and the bonus")
		})
	}
	t.Run("a Generic attack does not take it", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Hand("Draw Swords (red)", hhMutt).Deck(hhDodge).Resources(6).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, "Draw Swords (red)"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, hhMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "Muscle Mutt is no Warrior attack")
	})
}

// fromArsenalOrHand attacks with key from p1's arsenal or hand, undefended,
// and returns the game once the chain link has resolved.
func fromArsenalOrHand(t *testing.T, key string, arsenal bool, steps ...ruletest.Step) *ruletest.Game {
	t.Helper()
	b := pos().Hero(rhinar).Deck(hhDodge)
	if arsenal {
		b = b.Arsenal(key)
	} else {
		b = b.Hand(key)
	}
	tb := b.P2().Hero(dorinthea).Start(t)
	tb.Run(append([]ruletest.Step{ruletest.Play(p1, key)}, steps...)...)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	return tb
}

func TestPerformanceBonus(t *testing.T) {
	for _, c := range []struct {
		key   string
		power int
	}{{"Performance Bonus (red)", 3}, {"Performance Bonus (yellow)", 2}, {"Performance Bonus (blue)", 1}} {
		tb := fromArsenalOrHand(t, c.key, false)
		tb.WantLife(p2, 20-c.power, "its power")
		tb.WantZone(p1, rules.ZoneArena, rhinar, "Gold")
		tb.WantActions(p1, 0, "from hand: no go again")
		tb = fromArsenalOrHand(t, c.key, true)
		tb.WantZone(p1, rules.ZoneArena, rhinar, "Gold")
		tb.WantActions(p1, 1, "from arsenal: go again")
	}
}

func TestTradeIn(t *testing.T) {
	for _, key := range []string{"Trade In (red)", "Trade In (yellow)", "Trade In (blue)"} {
		// With an empty hand there is nothing to discard: nothing asked.
		tb := fromArsenalOrHand(t, key, true)
		tb.WantZone(p1, rules.ZoneHand)
		tb.WantActions(p1, 1, "from arsenal: go again")
		tb = fromArsenalOrHand(t, key, false)
		tb.WantActions(p1, 0, "from hand: no go again")
	}
	t.Run("discard, then draw", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Trade In (red)", hhMutt).Deck(hhDodge).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Trade In (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneGraveyard, hhMutt, "Trade In (red)")
		tb.WantZone(p1, rules.ZoneHand, hhDodge)
	})
	t.Run("declined: no draw", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Trade In (red)", hhMutt).Deck(hhDodge).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Trade In (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneHand, hhMutt)
	})
}

func TestRisingEnergy(t *testing.T) {
	for _, c := range []struct {
		key   string
		power int
	}{{"Rising Energy (red)", 6}, {"Rising Energy (yellow)", 5}, {"Rising Energy (blue)", 4}} {
		tb := drawnAttack(t, c.key, false, true)
		tb.WantResources(p1, 5-2-1, "Gold 2, the attack 2-1 after the draw")
		tb.WantPower(tb.Attack(), c.power, "its power")
		tb = drawnAttack(t, c.key, false, false)
		tb.WantResources(p1, 5-2, "nothing drawn: the full 2")
	}
}

func TestTakeItOnTheChin(t *testing.T) {
	const chin = "Take it on the Chin (red)"
	tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
		P2().Hero(dorinthea).Hand(chin).
		Start(t)
	// p2 answers the attack on the stack.
	tb.Run(ruletest.Play(p1, hhMutt), ruletest.Pass(p1), ruletest.Play(p2, chin), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 20-(6-2), "6 power, 2 prevented")
	tb.WantZone(p2, rules.ZoneArena, dorinthea, "Agility")
}

const (
	kassai = "Kassai"
	saber  = "Cintari Saber" // a sword: {r}: attack, 2 power
)

func TestKassai(t *testing.T) {
	t.Run("her sword attacks cost {r} less once she has drawn", func(t *testing.T) {
		for _, draw := range []bool{true, false} {
			b := pos().Hero(kassai).Arena("Gold", saber).Deck(hhDodge).Resources(3).P2().Hero(rhinar)
			tb := b.Start(t)
			want := 3 - 1
			if draw {
				tb.Run(ruletest.Activate(p1, "Gold"), ruletest.PassToStep(rules.StepNone, p1))
				want = 3 - 2 - 0
			}
			tb.Run(ruletest.Activate(p1, saber))
			tb.WantResources(p1, want, "the Saber's {r}, or nothing after the draw")
		}
	})
	t.Run("banish 2 red and 2 yellow: the next weapon hit makes a Gold; go again", func(t *testing.T) {
		tb := pos().Hero(kassai).Arena(saber).Resources(1).
			Graveyard("Trade In (red)", "Draw Swords (red)", "Trade In (yellow)", "Draw Swords (yellow)", "Draw Swords (blue)").
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, kassai))
		tb.WantZone(p1, rules.ZoneBanished, "Trade In (red)", "Draw Swords (red)", "Trade In (yellow)", "Draw Swords (yellow)")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "go again")
		tb.Run(ruletest.Activate(p1, saber), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "the Saber's 2")
		tb.WantZone(p1, rules.ZoneArena, kassai, saber, "Gold")
	})
	t.Run("too few yellow cards: not offered", func(t *testing.T) {
		tb := pos().Hero(kassai).
			Graveyard("Trade In (red)", "Draw Swords (red)", "Trade In (yellow)", "Draw Swords (blue)").
			P2().Hero(rhinar).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActActivate, kassai, rules.ReasonCannotPay)
	})
}

func TestHoodOfRedSand(t *testing.T) {
	const hood = "Hood of Red Sand"
	tb := pos().Hero(kassai).Arena(saber, hood).Deck(hhDodge).Resources(2).
		Graveyard("Trade In (red)", "Trade In (yellow)", "Trade In (blue)").
		P2().Hero(rhinar).
		Start(t)
	tb.Run(ruletest.Activate(p1, saber), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Activate(p1, hood))
	tb.WantResources(p1, 0, "the Saber's {r} and the hood's")
	tb.WantZone(p1, rules.ZoneBanished, "Trade In (red)", "Trade In (yellow)")
	tb.WantZone(p1, rules.ZoneGraveyard, "Trade In (blue)", hood)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 18, "the Saber's 2")
	tb.WantZone(p1, rules.ZoneHand, hhDodge)
}
