package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// inertGear is a chest equipment with one trigger: when, doing effs.
func inertGear(name string, when rules.When, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Equipment, Subtypes: rules.Chest, Classes: rules.Generic, Defense: 1,
		Props: rules.HasDefense, Triggers: []rules.Trigger{{When: when, Effects: effs}}}
}

// Game.Inert: the player who is not the turn player, answered as the
// goldfish is, adds nothing of its own to the damage it takes when its
// triggers that may fire in the other's turn deal no damage and give no
// power; those that wait for its own attacks, defences or turn never
// fire; what it gains it does not use; a clash replacement is a "may".
func TestInert(t *testing.T) {
	victorLike := ruletest.Hero("Clasher")
	victorLike.Replacements = []rules.Replacement{{Event: rules.EvClash, Nth: 1}}
	otherReplacement := ruletest.Hero("Replacer")
	otherReplacement.Replacements = []rules.Replacement{{Event: rules.EvDamage}}
	for _, tc := range []struct {
		name  string
		hero  *rules.Card
		arena *rules.Card
		want  bool
	}{
		{"nothing of its own", nil, nil, true},
		{"damage when it defends: it defends with nothing", nil, inertGear("Spiked", rules.WhenThisDefends, rules.DealDamage{N: 2}), true},
		{"damage when it hits: it does not attack", nil, inertGear("Hitter", rules.WhenThisHits, rules.DealDamage{N: 2}), true},
		{"damage at its turn's start", nil, inertGear("Waker", rules.WhenYourTurnStarts, rules.DealDamage{N: 2}), true},
		{"damage when the chain closes", nil, inertGear("Closer", rules.WhenChainCloses, rules.DealDamage{N: 1}), false},
		{"a card drawn when the chain closes", nil, inertGear("Drawer", rules.WhenChainCloses, rules.Draw{N: 1}), true},
		{"a clash lost replaced", victorLike, nil, true},
		{"another replacement", otherReplacement, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := ruletest.Position()
			if tc.hero != nil {
				b.Known(tc.hero).P2().Hero(tc.hero.Name)
			}
			if tc.arena != nil {
				b.Known(tc.arena).P2().Arena(tc.arena.Name)
			}
			x := b.Start(t)
			if got := x.G.Inert(ruletest.P2); got != tc.want {
				t.Errorf("Inert = %v, want %v", got, tc.want)
			}
		})
	}
}
