package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 8.5.45, Victor Goldmane: after a clash he would not win he may destroy
// a Gold to put one of the revealed cards on the bottom of its owner's deck
// and clash again. The question offered his card and Kassai's and read
// "choose a card to put on the bottom of your deck" (hh-victor v
// hh-kassai, seed 66, turn 14 at 80×24): the other's card goes under the
// other's deck. With a card of the other's among the options it says so.
func TestBottomOfItsOwnersDeck(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, TurnPlayer: 1, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Victor Goldmane"), Hand: []*rules.Card{cards.MustLookup("Test of Might (red)")},
			Arena: []*rules.Card{cards.MustLookup("Gold")},
			Deck:  []*rules.Card{cards.MustLookup("Test of Vigor (red)"), cards.MustLookup("Thunk (red)")}},
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Hand: []*rules.Card{cards.MustLookup("Trade In (red)")},
			Deck: []*rules.Card{cards.MustLookup("Rising Energy (red)"), cards.MustLookup("Cut the Deck (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p := askUntil(t, g, rules.AskCards, func(p rules.Prompt) rules.Answer {
		switch p.Kind {
		case rules.AskDefenders:
			for _, o := range p.Options {
				if g.Omniscient().Card(o.Obj).Name == "Test of Might" {
					return rules.Answer{IDs: []int32{o.ID}}
				}
			}
		case rules.AskMay:
			for _, o := range p.Options {
				if o.Act == rules.ActYes {
					return rules.Pick(o.ID)
				}
			}
		}
		return playFirst(p)
	})
	if p.Purpose != rules.PurposeBottom || len(p.Options) != 2 {
		t.Fatalf("prompt %+v, want the bottom of two revealed cards", p)
	}
	for _, c := range []struct {
		lang      text.Lang
		want, not string
	}{
		{text.EN, "its owner's deck", "your deck"},
		{text.JA, "持ち主のデッキ", ""},
	} {
		title := text.Words{Lang: c.lang, View: g.ViewFor(0)}.Prompt(&p)
		if !strings.Contains(title, c.want) || c.not != "" && strings.Contains(title, c.not) {
			t.Errorf("%s: %q, want %q", c.lang, title, c.want)
		}
	}
}
