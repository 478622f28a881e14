package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// An option's explanation cites its rule in the bracket its words end
// with, as every line that cites two rules does ("(CR 5.2.3c, 1.8.3)"),
// where a yes read "… this turn (CR 5.2.3c) (CR 1.8.3)" (lesson 8's
// hero yes, en and ja), and an activation "Attack with this (CR 8.3.1).
// (CR 5.2)"; words without a citation of their own get a bracket of the
// option's rule, and a rule the bracket cites already is not cited again.
func TestExplainCitesInOneBracket(t *testing.T) {
	hero, blade := cards.MustLookup("Dorinthea, Quicksilver Prodigy"), cards.MustLookup("Dawnblade, Resplendent")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: hero, Actions: 1, Arena: []*rules.Card{blade}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	may := &rules.Prompt{Kind: rules.AskMay}
	priority := &rules.Prompt{Kind: rules.AskPriority}
	yes := rules.Option{Act: rules.ActYes, About: rules.AbilityRef{Kind: rules.AbilityTriggered, Card: cardIndex(t, v, hero)}, Rule: rules.CR(1, 8, 3)}
	yesSame := yes
	yesSame.Rule = rules.CRSub(5, 2, 3, 'c')
	activate := rules.Option{Act: rules.ActActivate, About: rules.AbilityRef{Kind: rules.AbilityActivated, Card: cardIndex(t, v, blade)}, Rule: rules.CR(5, 2, 0)}
	pass := rules.Option{Act: rules.ActPass, Rule: rules.CR(1, 11, 4)}
	for _, c := range []struct {
		lang text.Lang
		p    *rules.Prompt
		o    rules.Option
		want string
	}{
		{text.EN, may, yes, "yes: make one more attack with that weapon this turn (CR 5.2.3c, 1.8.3)"},
		{text.JA, may, yes, "はい: このターン、その武器で追加で1回攻撃できるようにする(CR 5.2.3c, 1.8.3)"},
		{text.EN, may, yesSame, "yes: make one more attack with that weapon this turn (CR 5.2.3c)"},
		{text.EN, priority, activate, "then pay its costs: Once per turn Action — 1 resource: Attack with this (CR 8.3.1, 5.2)."},
		{text.JA, priority, activate, "(CR 8.3.1, 5.2)。"},
		{text.EN, priority, pass, " (CR 1.11.4)"},
	} {
		got := text.Words{Lang: c.lang, View: v}.Explain(c.p, c.o)
		if !strings.HasSuffix(got, c.want) || strings.Count(got, "(CR") != 1 {
			t.Errorf("%s %v: %q, want %q", c.lang, c.o.Act, got, c.want)
		}
	}
}
