package scenario

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A position with a trigger on the stack whose source is back in a deck
// (Wallop's "when you win a clash revealing this, create a Vigor token",
// CR 8.5.45) is not one a scenario can hold: a stack entry names its
// source in the arena, on the chain or in the graveyard. It was taken for
// one, and its file did not parse back ("Wallop (yellow) is not p1's on
// the combat chain, the stack, in the arena, graveyard, arsenal or
// banished zone", hh-victor v hh-kassai, seed 64, turn 7, decisions 13 and
// 14), where a position a scenario cannot hold writes the decision before
// it instead.
func TestExportRefusesATriggerFromTheDeck(t *testing.T) {
	src := `scenario: a clash won with Wallop
rules: 8.5.45
turn: p2 3
phase: action

p1.hero: Victor Goldmane
p1.hand: Test of Might (red)
p1.deck: Wallop (yellow), Thunk (red)

p2.hero: Kassai
p2.hand: Trade In (red)
p2.deck: Draw Swords (red), Cut the Deck (red)

expect:
p2.life: 20
`
	g := runUntilStop(t, "w.scn", src, "Wallop's trigger never went on the stack", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority {
			for _, l := range g.Omniscient().Stack() {
				if c := g.Omniscient().Card(l.Obj); l.Kind == rules.TriggeredLayer && c != nil && c.Name == "Wallop" {
					return rules.Answer{}, errStop
				}
			}
		}
		for _, o := range p.Options {
			if o.Act == rules.ActPlay && g.Omniscient().Card(o.Obj).Name == "Trade In" {
				return rules.Pick(o.ID), nil
			}
		}
		if p.Kind == rules.AskDefenders {
			for _, o := range p.Options {
				if g.Omniscient().Card(o.Obj).Name == "Test of Might" {
					return rules.Answer{IDs: []int32{o.ID}}, nil
				}
			}
		}
		return declineOrPass(p), nil
	})
	if ok, why := Exportable(g); ok || why != rules.WhyHiddenTriggerSource {
		t.Errorf("exportable %v (%q), want not: %q", ok, why, rules.WhyHiddenTriggerSource)
	}
	if _, err := Export(g, "the trigger"); err == nil || !strings.Contains(err.Error(), rules.WhyHiddenTriggerSource) {
		t.Errorf("export: %v, want the reason %q", err, rules.WhyHiddenTriggerSource)
	}
}
