package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.4.16 (lightning flow): "if you've played a Lightning card this
// turn" holds from the play of a Lightning card to the end of the turn
// (CR 4.4.4: what a turn remembers is forgotten as it ends), for that
// player only. A card played counts when it is played (CR 5.1.10), before
// it resolves.
func TestCR_8_4_16_LightningPlayedThisTurn(t *testing.T) {
	spark := ruletest.Instant("Spark", 0)
	spark.Classes = rules.Lightning
	plain := ruletest.Instant("Plain", 0)
	flow := func(x *ruletest.Game, p rules.Player) bool {
		return rules.LightningPlayed.Test(x.G, &rules.Ctx{Controller: p, Source: x.G.State().Players[p].Hero})
	}
	x := ruletest.Position(spark, plain).Hand("Plain", "Spark").Live().Start(t) // live past the turn (CR 4.5.4d)
	x.Run(ruletest.Play(p1, "Plain"), ruletest.Pass(p1), ruletest.Pass(p2))
	if flow(x, p1) {
		t.Error("a generic card is no Lightning card")
	}
	x.Run(ruletest.Play(p1, "Spark"))
	if !flow(x, p1) || flow(x, p2) {
		t.Errorf("after playing Spark: p1 %v, p2 %v; want p1 only", flow(x, p1), flow(x, p2))
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassUntil("p2's turn", func(rules.View, rules.Prompt) bool { return x.G.State().TurnPlayer == p2 }))
	if x.G.State().TurnPlayer != p2 {
		t.Fatal("not p2's turn")
	}
	if flow(x, p1) {
		t.Error("CR 4.4.4: the next turn has not seen a Lightning card")
	}
}

// "If this was played from arsenal" reads the zone the card's layer was
// played from (CR 5.1.2), as the layer resolves.
func TestPlayedFromArsenal(t *testing.T) {
	for _, tc := range []struct {
		from string
		want int
	}{{"hand", 0}, {"arsenal", 1}} {
		t.Run(tc.from, func(t *testing.T) {
			surge := ruletest.Attack("Surge", 0, 2, 2)
			surge.Resolve = []rules.Effect{rules.If{Cond: rules.PlayedFromArsenal, Then: []rules.Effect{rules.ThisGets{Gains: rules.GoAgain}}}}
			b := ruletest.Position(surge)
			if tc.from == "arsenal" {
				b = b.Arsenal("Surge")
			} else {
				b = b.Hand("Surge")
			}
			x := b.Start(t)
			x.Run(ruletest.Play(p1, "Surge"), ruletest.PassToStep(rules.StepNone, p1))
			x.WantActions(p1, tc.want, "go again only from arsenal")
		})
	}
}
