package text_test

import (
	"strings"
	"testing"

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
	g := victorClashes(t, 1)
	p := askUntil(t, g, rules.AskCards, clashAgain(g))
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
