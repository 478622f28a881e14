package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 6.2: an ability a card gave itself is named as the card's own, as
// a player reads it: Ironhide Legs' "when the combat chain closes,
// destroy it" is "the trigger of Ironhide Legs" (lesson 14's triggers to
// order read "the ability Ironhide Legs gave Ironhide Legs", ja
// "Ironhide LegsがIronhide Legsに与えた能力"); one a card gave another
// names both; one that is not a trigger, given to itself, is the ability
// the card gained.
func TestGrantedAbilityGivenToItselfIsItsOwn(t *testing.T) {
	legs, hold, dawn := cards.MustLookup("Ironhide Legs"), cards.MustLookup("Hold 'em (red)"), cards.MustLookup("Dawnblade, Resplendent")
	beat := cards.MustLookup("Barraging Beatdown (yellow)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Actions: 1, Arena: []*rules.Card{legs}, Hand: []*rules.Card{beat}},
		{Hero: cards.MustLookup("Olympia"), Arena: []*rules.Card{dawn}, Hand: []*rules.Card{hold}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(rules.Omniscient)
	obj := func(c *rules.Card) rules.ObjID {
		for p := rules.Player(0); p < 2; p++ {
			for _, z := range []rules.Zone{rules.ZoneArena, rules.ZoneHand} {
				for _, id := range v.Zone(p, z) {
					if v.Card(id) == c {
						return id
					}
				}
			}
		}
		t.Fatalf("%s is not on the table", c.Name)
		return rules.NoObj
	}
	granted := func(c *rules.Card) rules.AbilityRef {
		return rules.AbilityRef{Kind: rules.AbilityGranted, Card: cardIndex(t, v, c)}
	}
	for _, c := range []struct {
		lang                     text.Lang
		self, other, gained, bad string
	}{
		{text.EN, "the trigger of Ironhide Legs", "the ability Hold 'em (red) gave Dawnblade, Resplendent", "the ability Barraging Beatdown (yellow) gained", "gave Ironhide Legs"},
		{text.JA, "Ironhide Legsの誘発型能力", "Hold 'em (red)がDawnblade, Resplendentに与えた能力", "Barraging Beatdown (yellow)が得た能力", "Legsに与えた"},
	} {
		w := text.Words{Lang: c.lang, View: v}
		if got := w.AbilityName(obj(legs), granted(legs)); got != c.self || strings.Contains(got, c.bad) {
			t.Errorf("%s: Ironhide Legs' own granted trigger is %q, want %q", c.lang, got, c.self)
		}
		if got := w.AbilityName(obj(dawn), granted(hold)); got != c.other {
			t.Errorf("%s: Hold 'em's trigger on Dawnblade is %q, want %q", c.lang, got, c.other)
		}
		if got := w.AbilityName(obj(beat), granted(beat)); got != c.gained {
			t.Errorf("%s: Barraging Beatdown's own granted static is %q, want %q", c.lang, got, c.gained)
		}
		// A best line's order of triggers says it the same way.
		step := w.GoldfishStep(bot.Step{Kind: rules.AskOrder, Card: legs, About: granted(legs)})
		if !strings.Contains(step, c.self) || strings.Contains(step, c.bad) {
			t.Errorf("%s: a best line orders %q, want %q", c.lang, step, c.self)
		}
	}
}
