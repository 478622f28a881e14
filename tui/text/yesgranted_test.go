package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 1.8.3, 6.2: yes to the "may" of a triggered ability a card gave
// (Hold 'em's "When this attacks a hero, you may wager a Vigor token with
// them" on the next Warrior attack) says what it does, short, as a
// card's own trigger does: the wager, without the condition nor the
// "may" — hh-olympia's best lines said the whole quoted ability.
func TestYesOfAGrantedTriggerSaysWhatItDoes(t *testing.T) {
	hold := cards.MustLookup("Hold 'em (red)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Olympia"), Actions: 1, Hand: []*rules.Card{hold}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	idx := int16(0)
	for i := int16(1); i < 100; i++ {
		if v.CardByIndex(i) == hold {
			idx = i
		}
	}
	if idx == 0 {
		t.Fatal("Hold 'em has no index")
	}
	ref := rules.AbilityRef{Kind: rules.AbilityGranted, Card: idx}
	for _, c := range []struct {
		lang         text.Lang
		want, absent string
	}{
		{text.EN, "wager a Vigor token", "When this attacks"},
		{text.JA, "Vigor", "攻撃したとき"},
	} {
		got := text.Words{Lang: c.lang, View: v}.YesDoes(ref, nil)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.absent) || strings.Contains(got, "may") {
			t.Errorf("%s: yes does %q, want %q without %q", c.lang, got, c.want, c.absent)
		}
	}
}
