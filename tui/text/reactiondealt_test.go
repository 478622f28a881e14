package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 7.4, 7.5: the attack reactions played in an attack's reaction step
// come before its damage, so the damage they help it deal is the
// attack's: hh-olympia's best line said "activate Cintari Saber", then
// "activate Prized Galea", then "play Take the Upper Hand (red) · 8
// damage", as if the reaction dealt the 8. The attack says it; the
// reactions say none; the next attack its own.
func TestAttackReactionsLeaveTheDamageToTheAttack(t *testing.T) {
	saber, galea, upper := cards.MustLookup("Cintari Saber"), cards.MustLookup("Prized Galea"), cards.MustLookup("Take the Upper Hand (red)")
	if !upper.Types.Has(rules.AttackReaction) || len(galea.Activated) == 0 || !galea.Activated[0].Type.Has(rules.AttackReaction) {
		t.Fatal("the cards are not the attack reactions the test is about")
	}
	next := cards.MustLookup("Rising Energy (red)")
	l := bot.Line{Dealt: 14, Steps: []bot.Step{
		{Kind: rules.AskPriority, Act: rules.ActActivate, Card: saber, About: rules.AbilityRef{Kind: rules.AbilityActivated}},
		{Kind: rules.AskPriority, Act: rules.ActActivate, Card: galea, About: rules.AbilityRef{Kind: rules.AbilityActivated}},
		{Kind: rules.AskPriority, Act: rules.ActPlay, Card: upper},
		{Kind: rules.AskPriority, Act: rules.ActPass},
		{Kind: rules.AskPriority, Act: rules.ActPlay, Card: next, Dealt: 8},
		{Kind: rules.AskPriority, Act: rules.ActPass, Dealt: 14},
	}}
	w := text.Words{Lang: text.EN}
	var got []string
	for _, s := range w.GoldfishSteps(&l) {
		got = append(got, w.GoldfishStepDealt(s))
	}
	want := []string{"activate Cintari Saber · 8 damage", "activate Prized Galea", "play Take the Upper Hand (red)", "play Rising Energy (red) · 6 damage (14 in all)"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the line says\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
