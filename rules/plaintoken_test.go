package rules_test

import (
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Two tokens made by one definition are plain, and so alike for a search
// (View.PlainToken), until something happens to one: a static ability
// (its effects ordered by timestamp, CR 6.2), an object that is no token
// (the hero, CR 1.3.2b), a token destroyed (CR 8.1.8a) is not.
func TestPlainToken(t *testing.T) {
	spark := &rules.Card{Name: "Spark", Types: rules.Token, Classes: rules.Generic,
		Activated: []rules.Activated{{Type: rules.Instant, EffCosts: []rules.CostEffect{rules.DestroySelfCost{}}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}}
	glow := &rules.Card{Name: "Glow", Types: rules.Token, Classes: rules.Generic, Statics: []rules.Static{{Power: 1}}}
	kindle := ruletest.Instant("Kindle", 0, rules.CreateToken{Token: spark}, rules.CreateToken{Token: spark}, rules.CreateToken{Token: glow})
	kindle.Tokens = []*rules.Card{spark, glow}
	x := ruletest.Position(kindle, spark).Hand("Kindle").Arena("Spark").Start(t)
	x.Run(resolveOne("Kindle")...)
	v := x.G.Omniscient()
	var sparks []rules.ObjID
	for _, obj := range v.Zone(p1, rules.ZoneArena) {
		if o, _ := v.Obj(obj); o.Token && o.Card == spark {
			sparks = append(sparks, obj)
		}
		if o, _ := v.Obj(obj); o.Token && o.Card == glow && v.PlainToken(obj) {
			t.Error("a token with a static ability is plain")
		}
	}
	if len(sparks) != 3 {
		t.Fatalf("%d Spark tokens, want 3 (one there, two made)", len(sparks))
	}
	for _, obj := range sparks {
		if !v.PlainToken(obj) {
			t.Errorf("a Spark (%d) is not plain", obj)
		}
	}
	if v.PlainToken(rules.NoObj) || v.PlainToken(v.Hero(p1)) {
		t.Error("no object, or the hero, is plain")
	}
	// One of them used: gone, it is no choice.
	first := sparks[1]
	x.Run(ruletest.Answer(rules.AskPriority, p1, "activate the first Spark", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Act == rules.ActActivate && o.Obj == first {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, errors.New("the first Spark is not offered")
	}))
	if v := x.G.Omniscient(); v.PlainToken(sparks[1]) || !v.PlainToken(sparks[0]) || !v.PlainToken(sparks[2]) {
		t.Errorf("after one is destroyed to pay: plain %v, %v and %v, want true, false and true",
			v.PlainToken(sparks[0]), v.PlainToken(sparks[1]), v.PlainToken(sparks[2]))
	}
}
