package cards_test

// Tests of cards/tokens_elemental.go: the aura tokens Might, Embodiment of
// Lightning and Seismic Surge. Player p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	tokMight   = "Might"
	tokEmbody  = "Embodiment of Lightning"
	tokSurge   = "Seismic Surge"
	tokMutt    = "Muscle Mutt (yellow)" // a Brute attack action card, power 6, cost 3
	tokStoneAx = "Stone Axe"            // a Guardian attack action card of the tests
)

// stoneAxe is a Guardian attack action card of cost 2, power 5 (none is in
// the pool yet outside the Terra deck).
func stoneAxe() *rules.Card {
	c := ruletest.Attack(tokStoneAx, 2, 5, 3)
	c.Classes = rules.Guardian
	return c
}

func TestMight(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mights int
	}{
		{"one Might: destroyed at the start of the turn, +1 on the next attack", 1},
		{"two Mights: both bonuses on the same next attack", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			arena := make([]string, tc.mights)
			for i := range arena {
				arena[i] = tokMight
			}
			tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arena(arena...).Hand(tokMutt).Resources(3).
				P2().Hero(dorinthea).
				Start(t)
			might := tb.Find(p1, rules.ZoneArena, tokMight)
			tb.Run()
			// CR 4.2.2: the start phase is over and the tokens are gone
			// (CR 8.1.8a), before any attack.
			if tb.G.Omniscient().Phase() != rules.PhaseAction {
				t.Fatalf("phase %s, want the action phase", tb.G.Omniscient().Phase())
			}
			tb.WantZone(p1, rules.ZoneArena, rhinar)
			if !tb.Obj(might).Gone {
				t.Error("the Might token still exists")
			}
			tb.WantCount(rules.EvDestroy, tc.mights, "each Might destroys itself")
			tb.Run(ruletest.Play(p1, tokMutt))
			tb.WantPower(tb.G.Omniscient().Stack()[0].Obj, 6+tc.mights, "CR 1.8.10: the next attack gets +1 per Might")
		})
	}
	t.Run("not at the start of the opponent's turn", func(t *testing.T) {
		tb := pos().Phase(rules.PhaseStart).TurnPlayer(p2).Hero(rhinar).Arena(tokMight).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantZone(p1, rules.ZoneArena, rhinar, tokMight)
	})
	t.Run("Might is an aura token", func(t *testing.T) {
		if !cards.Might.Types.Has(rules.Token) || !cards.Might.Subtypes.Has(rules.Aura) {
			t.Errorf("Might is %v %v, want a Token Aura", cards.Might.Types, cards.Might.Subtypes)
		}
	})
}

func TestEmbodimentOfLightning(t *testing.T) {
	t.Run("an attack action card destroys it and gets go again", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena(tokEmbody).Hand(tokMutt).Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tok := tb.Find(p1, rules.ZoneArena, tokEmbody)
		tb.Run(ruletest.Play(p1, tokMutt))
		tb.WantStack(tokMutt, tokEmbody)
		mutt := tb.G.Omniscient().Stack()[0].Obj
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if !tb.G.HasKeyword(mutt, rules.GoAgain) {
			t.Error("the attack has no go again")
		}
		if !tb.Obj(tok).Gone {
			t.Error("the token still exists")
		}
		tb.WantZone(p1, rules.ZoneArena, rhinar)
	})
	t.Run("a weapon attack does not set it off (unlike Quicken)", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade, tokEmbody).Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade))
		tb.WantStack(dawnblade)
		tb.WantZone(p1, rules.ZoneArena, dorinthea, dawnblade, tokEmbody)
	})
}

func TestSeismicSurge(t *testing.T) {
	t.Run("destroyed as the action phase begins; the next Guardian attack action card costs 1 less", func(t *testing.T) {
		tb := pos().Known(stoneAxe()).Phase(rules.PhaseStart).Hero(rhinar).Arena(tokSurge, tokSurge).Hand(tokStoneAx, tokMutt).Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		// CR 4.3.1: the layers go on the stack as p1 first gets priority.
		tb.WantStack(tokSurge, tokSurge)
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantZone(p1, rules.ZoneArena, rhinar)
		// A Brute attack is not Guardian: it pays its full 3.
		tb.Run(ruletest.Play(p1, tokMutt))
		tb.WantResources(p1, 0, "Muscle Mutt costs 3: no Surge applies")
	})
	t.Run("two Surges: the Guardian attack costs 2 less", func(t *testing.T) {
		tb := pos().Known(stoneAxe()).Phase(rules.PhaseStart).Hero(rhinar).Arena(tokSurge, tokSurge).Hand(tokStoneAx).Resources(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, tokStoneAx))
		tb.WantStack(tokStoneAx)
		tb.WantResources(p1, 2, "CR 5.1.6a: cost 2, less 1 per Surge, is 0")
	})
}
