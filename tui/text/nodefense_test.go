package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 7.3.2: a defending hero who declares no defending card has a line in
// the log, in both languages, naming who did not defend, the attack and
// the rule (Rhinar's hero stands for the attack).
func TestNoDefenseRenders(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	e := rules.Event{Kind: rules.EvNoDefense, Player: 1, Obj: v.Hero(0), Card: v.CardIndex(v.Hero(0)), Rule: rules.CR(7, 3, 2)}
	for lang, want := range map[text.Lang]string{text.EN: "does not defend against Rhinar", text.JA: "Rhinarに対して防御しない"} {
		w := text.Words{Lang: lang, View: v}
		who := w.Player(1)
		got := w.Event(&e)
		if !strings.Contains(got, want) || !strings.HasPrefix(got, who) || !strings.HasSuffix(got, "(7.3.2)") {
			t.Errorf("%s: %q, want %s, %q and the rule 7.3.2", lang, got, who, want)
		}
	}
}
