package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// An equipment destroyed for a token that works only at the start of its
// controller's next turn (CR 4.2.2) changes nothing of this turn: the
// activation is an action with go again (CR 1.13.2, 8.3.5), its only cost
// the destruction (CR 8.5.4), its only effect the token (CR 8.5.2). It is
// no longer so when something in the game watches the token made, the
// destruction or the tokens controlled (but for defense), when the token
// does something this turn, or when the activation costs resources.
func TestForLater(t *testing.T) {
	seed := &rules.Card{Name: "Seed", Types: rules.Token, Classes: rules.Generic,
		Triggers: []rules.Trigger{rules.AuraAtStartOfTurn(rules.GainResources{N: 1})}}
	coin := &rules.Card{Name: "Coin", Types: rules.Token, Classes: rules.Generic,
		Activated: []rules.Activated{{Type: rules.Action, Cost: 2, EffCosts: []rules.CostEffect{rules.DestroySelfCost{}}, Effects: []rules.Effect{rules.Draw{N: 1}}, GoAgain: true}}}
	girth := func(name string, token *rules.Card, cost int) *rules.Card {
		c := ruletest.Equipment(name, rules.Legs, 1, 0)
		c.Tokens = []*rules.Card{token}
		c.Activated = []rules.Activated{rules.DestroyThisCreate(token)}
		c.Activated[0].Cost = cost
		return c
	}
	watcher := func(name string, tr rules.Trigger) *rules.Card {
		return &rules.Card{Name: name, Types: rules.Action, Classes: rules.Generic, Pitch: 1, Triggers: []rules.Trigger{tr}}
	}
	cases := []struct {
		name  string
		arena string
		other *rules.Card
		want  bool
	}{
		{"a token for the next turn", "Girth", nil, true},
		{"a token that works now (an item to activate)", "Purse", nil, false},
		{"the activation costs a resource", "Dear Girth", nil, false},
		{"a card watches tokens made", "Girth", watcher("Tally", rules.Trigger{When: rules.When{Event: rules.EvCreateToken, Of: rules.You}, Effects: []rules.Effect{rules.GainLife{N: 1}}}), false},
		{"a card watches another token's name", "Girth", watcher("Miser", rules.Trigger{When: rules.When{Event: rules.EvCreateToken, Of: rules.You, Filter: rules.AttackFilter{Name: "Coin"}}, Effects: []rules.Effect{rules.GainLife{N: 1}}}), true},
		{"a card watches this token's name", "Girth", watcher("Gardener", rules.Trigger{When: rules.When{Event: rules.EvCreateToken, Of: rules.You, Filter: rules.AttackFilter{Name: "Seed"}}, Effects: []rules.Effect{rules.GainLife{N: 1}}}), false},
		{"a card watches destructions", "Girth", watcher("Mourner", rules.Trigger{When: rules.When{Event: rules.EvDestroy}, Effects: []rules.Effect{rules.GainLife{N: 1}}}), false},
		{"a card asks for a token to add defense", "Girth", &rules.Card{Name: "Shell", Types: rules.Equipment, Subtypes: rules.Chest, Classes: rules.Generic,
			Statics: []rules.Static{{If: rules.ControlsToken("Seed"), Defense: 1}}}, true},
		{"a card asks for a token to add power", "Girth", &rules.Card{Name: "Spur", Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic, Power: 2, Pitch: 1,
			Statics: []rules.Static{{If: rules.ControlsToken("Seed"), Power: 1}}}, false},
		// CR 1.8.4: an effect's "if" is asked as it resolves; with the
		// token made, the card draws, which it does not without.
		{"a card's effect asks for a token", "Girth", ruletest.Instant("Toll", 0, rules.If{Cond: rules.ControlsToken("Seed"), Then: []rules.Effect{rules.Draw{N: 1}}}), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			known := []*rules.Card{seed, coin, girth("Girth", seed, 0), girth("Purse", coin, 0), girth("Dear Girth", seed, 1)}
			b := ruletest.Position(known...).Arena(c.arena)
			if c.other != nil {
				// CR 3.9.2: a hand holds deck-cards; an equipment is equipped.
				if b.Known(c.other); c.other.Permanent() {
					b.Arena(c.other.Key())
				} else {
					b.Hand(c.other.Key())
				}
			}
			x := b.Start(t)
			obj := x.Find(p1, rules.ZoneArena, c.arena)
			if got := x.G.Omniscient().ForLater(obj, 0); got != c.want {
				t.Errorf("ForLater %v, want %v", got, c.want)
			}
		})
	}
	x := ruletest.Position(seed, girth("Girth", seed, 0)).Arena("Girth").Start(t)
	if v := x.G.Omniscient(); v.ForLater(x.Find(p1, rules.ZoneArena, "Girth"), 1) || v.ForLater(v.Hero(p1), 0) || v.ForLater(rules.NoObj, 0) {
		t.Error("an ability the card does not have, the hero's, or no object's is for later")
	}
}
