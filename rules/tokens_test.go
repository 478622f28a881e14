package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.2: a created token enters the arena face up under its creator's
// control; the game knows its definition from the start, as the card that
// creates it lists it.
func TestCR_8_5_2_CreateAToken(t *testing.T) {
	spark := &rules.Card{Name: "Spark", Types: rules.Token, Classes: rules.Generic}
	kindle := ruletest.Instant("Kindle", 0, rules.CreateToken{Token: spark})
	kindle.Tokens = []*rules.Card{spark}
	x := ruletest.Position(kindle).Hand("Kindle").Start(t)
	if !slices.Contains(x.G.State().Cards, spark) {
		t.Fatal("the game does not know the token before it is created")
	}
	cards := len(x.G.State().Cards)
	x.Run(resolveOne("Kindle")...)
	obj := x.Find(p1, rules.ZoneArena, "Spark")
	if o := x.G.State().Obj(obj); !o.Token || !o.FaceUp || o.Controller != p1 {
		t.Errorf("token %+v, want a face-up token of p1", o)
	}
	if len(x.G.State().Cards) != cards {
		t.Error("creating the token added a definition: it was not registered at setup")
	}
	if ev := x.EventsOf(rules.EvCreateToken); len(ev) != 1 || ev[0].Rule != rules.CR(8, 5, 2) {
		t.Errorf("create events %+v", ev)
	}
}

// CR 8.1.8a: a token that leaves the arena ceases to exist: destroyed, it
// goes to no graveyard.
func TestCR_8_1_8a_ATokenLeavingTheArenaCeasesToExist(t *testing.T) {
	spark := &rules.Card{Name: "Spark", Types: rules.Token, Classes: rules.Generic,
		Activated: []rules.Activated{{Type: rules.Instant, EffCosts: []rules.CostEffect{rules.DestroySelfCost{}}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}}
	x := ruletest.Position(spark).Arena("Spark").Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Spark")
	x.Run(ruletest.Activate(p1, "Spark"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p1, rules.ZoneArena, "Alpha")
	x.WantZone(p1, rules.ZoneGraveyard)
	if o := x.G.State().Obj(obj); !o.Gone {
		t.Errorf("token %+v still exists", o)
	}
	x.WantLife(p1, 21, "its ability still resolved")
}
