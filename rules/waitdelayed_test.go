package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// waitingOf is p's waiting effects of kind k, as every viewer sees them.
func waitingOf(x *ruletest.Game, p rules.Player, k rules.WaitKind) []rules.Waiting {
	var out []rules.Waiting
	for _, v := range []rules.View{x.G.ViewFor(p1), x.G.ViewFor(p2)} {
		var mine []rules.Waiting
		for _, w := range v.Waiting(p) {
			if w.Kind == k {
				mine = append(mine, w)
			}
		}
		if v.Viewer == p1 {
			out = mine
		} else if len(mine) != len(out) {
			x.T.Fatalf("the players see %d and %d waiting effects of kind %s", len(out), len(mine), k)
		}
	}
	return out
}

// CR 6.6.3: a "next time ... this turn" trigger waits on its controller's
// side from the moment its effect resolves until it fires once (or the
// turn ends, CR 6.6.3a); the board lists it, with its source and grant.
func TestCR_6_6_3_TheNextTimeWaits(t *testing.T) {
	x := ruletest.Position(nextTimeCards()...).Hand("Omen").Arena("Blade").Actions(2).Start(t)
	if n := len(waitingOf(x, p1, rules.WaitNextTime)); n != 0 {
		t.Fatalf("%d next-time effects before Omen resolves", n)
	}
	x.Run(ruletest.Play(p1, "Omen"), ruletest.Pass(p1), ruletest.Pass(p2))
	ws := waitingOf(x, p1, rules.WaitNextTime)
	if len(ws) != 1 || ws[0].Grant != 1 || ws[0].Controller != p1 || ws[0].Rule.String() != "6.6.3a" {
		t.Fatalf("after Omen, p1 waits %+v, want Omen's grant 1 (CR 6.6.3a)", ws)
	}
	if c := x.G.Omniscient().CardByIndex(ws[0].Source); c == nil || c.Name != "Omen" {
		t.Errorf("the source is %v, want Omen", c)
	}
	if n := len(waitingOf(x, p2, rules.WaitNextTime)); n != 0 {
		t.Errorf("the opponent's side lists %d of p1's triggers", n)
	}
	x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p1, 21, "the weapon hit fires it")
	if n := len(waitingOf(x, p1, rules.WaitNextTime)); n != 0 {
		t.Errorf("%d next-time effects still wait after it fired", n)
	}
}

// CR 8.5.10: intimidate's card waits face down in the banished zone until
// the end phase; the board lists the return on its owner's side, with how
// many (public) but not which (private, CR 3.0.4c), until it is back.
func TestCR_8_5_10_IntimidateReturnWaits(t *testing.T) {
	scare := ruletest.Instant("Scare", 0, rules.Intimidate{})
	x := ruletest.Position(scare, ruletest.Attack("Plain", 0, 3, 2)).Hand("Scare").
		P2().Hand("Plain", "Plain").Start(t)
	x.Run(ruletest.Play(p1, "Scare"), ruletest.Pass(p1), ruletest.Pass(p2))
	ws := waitingOf(x, p2, rules.WaitReturn)
	if len(ws) != 1 || ws[0].Amount != 1 || ws[0].Controller != p1 || ws[0].Rule.String() != "8.5.10" {
		t.Fatalf("after intimidate, p2 waits %+v, want one card returning (CR 8.5.10)", ws)
	}
	if c := x.G.Omniscient().CardByIndex(ws[0].Source); c == nil || c.Name != "Scare" {
		t.Errorf("the source is %v, want Scare", c)
	}
	if n := len(waitingOf(x, p1, rules.WaitReturn)); n != 0 {
		t.Errorf("the intimidating side lists %d returns", n)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	if n := len(waitingOf(x, p2, rules.WaitReturn)); n != 0 {
		t.Errorf("%d returns still wait after the end phase", n)
	}
	x.WantZone(p2, rules.ZoneHand, "Plain", "Plain")
}
