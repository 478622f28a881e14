package cards_test

// Tests of cards/tectonic.go: Tectonic Rift, the pool's cost-X card.

import (
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const tecRift = "Tectonic Rift (blue)"

// tecX answers the X prompt with n and keeps the prompt asked.
func tecX(n int, asked *rules.Prompt) ruletest.Step {
	st := ruletest.X(p1, n)
	inner := st.Answer
	st.Answer = func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		*asked = pr
		return inner(v, pr)
	}
	return st
}

func TestTectonicRift(t *testing.T) {
	t.Run("X = 0: no cost, no token, go again", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(tecRift).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, tecRift))
		// CR 5.1.3a: with nothing to pitch, X can only be 0: declared
		// without a question (one legal choice), and the log says so.
		if auto := tb.EventsOf(rules.EvAuto); len(auto) != 1 || auto[0].Why != rules.AutoOnlyX || auto[0].Rule != rules.CRSub(5, 1, 3, 'a') {
			t.Errorf("auto events %+v, want X = 0 declared alone", auto)
		}
		if l := tb.G.Omniscient().Stack(); len(l) != 1 || l[0].X != 0 {
			t.Fatalf("stack %+v, want the Rift with X = 0", l)
		}
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantZone(p1, rules.ZoneArena, rhinar)
		tb.WantZone(p1, rules.ZoneGraveyard, tecRift)
		tb.WantCount(rules.EvCreateToken, 0, "X = 0 creates no token")
		tb.WantActions(p1, 1, "CR 8.3.5: go again gives the action point back")
	})
	t.Run("X = 3: a blue card pitched, three Seismic Surges", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(tecRift, "Dodge (blue)").
			P2().Hero(dorinthea).
			Start(t)
		var asked rules.Prompt
		tb.Run(ruletest.Play(p1, tecRift), tecX(3, &asked), ruletest.Pass(p1), ruletest.Pass(p2))
		// CR 5.1.3a, 1.12.2: X is chosen while announcing, before any cost
		// is paid, and the range is what the hand could pay.
		if asked.XMin != 0 || asked.XMax != 3 {
			t.Errorf("X range %d..%d, want 0..3 (one blue card)", asked.XMin, asked.XMax)
		}
		tb.WantZone(p1, rules.ZonePitch, "Dodge (blue)")
		tb.WantZone(p1, rules.ZoneArena, rhinar, tokSurge, tokSurge, tokSurge)
		tb.WantResources(p1, 0, "the 3 resources paid X")
		tb.WantActions(p1, 1, "go again")
	})
	t.Run("X above what can be paid is refused", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(tecRift, "Dodge (blue)").
			P2().Hero(dorinthea).
			Start(t)
		err := tb.RunErr(ruletest.Play(p1, tecRift), ruletest.X(p1, 4))
		var ref *rules.Refusal
		if !errors.As(err, &ref) {
			t.Fatalf("X = 4 gave %v, want a refusal", err)
		}
		if ref.Reason != rules.ReasonXRange || ref.Min != 0 || ref.Max != 3 || ref.Got != 4 || ref.Rule != rules.CRSub(5, 1, 3, 'a') {
			t.Errorf("refusal %+v, want %s 0..3 got 4 (CR 5.1.3a)", ref, rules.ReasonXRange)
		}
	})
	t.Run("the Surges make the next Guardian attack cheaper next turn", func(t *testing.T) {
		tb := pos().Known(stoneAxe()).Phase(rules.PhaseStart).Hero(rhinar).Arena(tokSurge).Hand(tokStoneAx).Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, tokStoneAx))
		tb.WantResources(p1, 0, "cost 2 less 1, paid with the 1 resource")
	})
}
