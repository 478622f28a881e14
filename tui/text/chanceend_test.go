package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A chance step says that the steps after it are one outcome's only when
// some follow: a line whose outcome shown plays nothing more after the
// card it could not know (Bare Fangs' draw and random discard as it
// attacks, the turn's last action) says so, with what it deals there, in
// both languages, rather than promise steps that are not there.
func TestChanceStepSaysWhenNothingFollows(t *testing.T) {
	fangs, dodge := cards.MustLookup("Bare Fangs (yellow)"), cards.MustLookup("Dodge (blue)")
	play := bot.Step{Kind: rules.AskPriority, Act: rules.ActPlay, Card: fangs}
	pass := bot.Step{Kind: rules.AskPriority, Act: rules.ActPass, Dealt: 10}
	sampled := bot.Step{Chance: &bot.ChanceStep{Outcomes: 8, Weight: 1, Total: 8, Expected: 9.75, Min: 8, Max: 10}}
	drawn := bot.Step{Chance: &bot.ChanceStep{Card: dodge, Outcomes: 3, Weight: 2, Total: 6, Expected: 9.75, Min: 8, Max: 10}}
	drew := bot.Step{Chance: &bot.ChanceStep{Drew: dodge, Outcomes: 8, Weight: 1, Total: 8, Expected: 9.75, Min: 8, Max: 10}}
	then := bot.Step{Kind: rules.AskPriority, Act: rules.ActPlay, Card: dodge, Dealt: 10}
	for _, c := range []struct {
		lang        text.Lang
		steps       []bot.Step
		want, never string
	}{
		{text.EN, []bot.Step{play, sampled, pass, pass}, "in the one shown (1 in 8 searched) the line deals 10 and plays nothing more (over all: 9.75 expected, 8 to 10)", "steps after"},
		{text.JA, []bot.Step{play, sampled, pass, pass}, "示した場合（探索した8分の1）は10ダメージで、この後プレイするものはない", "以下は"},
		{text.EN, []bot.Step{play, drawn, pass}, "draws Dodge (blue), 2 in 6: then the line deals 10 and plays nothing more", "steps after"},
		{text.JA, []bot.Step{play, drawn, pass}, "Dodge (blue) を引く（6分の2）。この場合は10ダメージで、この後プレイするものはない", "以下は"},
		// A sampled outcome learned by a draw names the card drawn.
		{text.EN, []bot.Step{play, drew, pass}, "draws Dodge (blue), one of 8 outcomes (1 in 8 searched): then the line deals 10 and plays nothing more", "steps after"},
		{text.JA, []bot.Step{play, drew, then}, "Dodge (blue) を引く（見えないカードの結果8通りの1つ。探索した8分の1）。以下はこの場合の手順", "この後プレイするものはない"},
		{text.EN, []bot.Step{play, drew, then}, "draws Dodge (blue), one of 8 outcomes (1 in 8 searched): the steps after are for it", "nothing more"},
		// A step after it: the words say the steps after are its.
		{text.EN, []bot.Step{play, sampled, then, pass}, "the steps after are for this one", "nothing more"},
		{text.JA, []bot.Step{play, drawn, then, pass}, "以下はこの場合の手順", "この後プレイするものはない"},
	} {
		l := bot.Line{Steps: c.steps, Dealt: 10}
		steps := text.Words{Lang: c.lang}.GoldfishSteps(&l)
		if len(steps) < 2 {
			t.Fatalf("%s: steps %+v", c.lang, steps)
		}
		// The play is the first step shown, the chance step the second.
		if chance := steps[1].Text; !strings.Contains(chance, c.want) || strings.Contains(chance, c.never) {
			t.Errorf("%s: the chance step says %q, want %q", c.lang, chance, c.want)
		}
	}
}

// A chance step names every card its outcome drew in the action that
// showed it (ChanceStep.Later, CR 8.5.6), in order: Art of War's draw of 2
// said only the first, and the card the line played next came from
// nowhere it said (dorinthea-plus, seed 1, turn 1), in both languages,
// for the next card dealt exactly and a sampled outcome, with steps after
// and without.
func TestChanceStepSaysEveryCardDrawn(t *testing.T) {
	flash, flock := cards.MustLookup("Blade Flash (blue)"), cards.MustLookup("Flock of the Feather Walkers (red)")
	art := bot.Step{Kind: rules.AskPriority, Act: rules.ActPlay, Card: cards.MustLookup("Art of War (yellow)")}
	then := bot.Step{Kind: rules.AskPriority, Act: rules.ActPlay, Card: flock, Dealt: 10}
	pass := bot.Step{Kind: rules.AskPriority, Act: rules.ActPass, Dealt: 10}
	drew := bot.Step{Chance: &bot.ChanceStep{Drew: flash, Later: []*rules.Card{flock}, Outcomes: 8, Weight: 1, Total: 8, Expected: 9.75, Min: 8, Max: 10}}
	drawn := bot.Step{Chance: &bot.ChanceStep{Card: flash, Later: []*rules.Card{flock, flash}, Outcomes: 3, Weight: 1, Total: 3, Expected: 9.75, Min: 8, Max: 10}}
	for _, c := range []struct {
		lang  text.Lang
		steps []bot.Step
		want  string
	}{
		{text.EN, []bot.Step{art, drew, then}, "draws Blade Flash (blue), then Flock of the Feather Walkers (red), one of 8 outcomes"},
		{text.JA, []bot.Step{art, drew, then}, "Blade Flash (blue)、続いてFlock of the Feather Walkers (red) を引く"},
		{text.EN, []bot.Step{art, drew, pass}, "draws Blade Flash (blue), then Flock of the Feather Walkers (red), one of 8 outcomes (1 in 8 searched): then the line deals 10"},
		{text.EN, []bot.Step{art, drawn, then}, "draws Blade Flash (blue), then Flock of the Feather Walkers (red), then Blade Flash (blue), 1 in 3"},
		{text.JA, []bot.Step{art, drawn, pass}, "Blade Flash (blue)、続いてFlock of the Feather Walkers (red)、続いてBlade Flash (blue) を引く（3分の1）。この場合は10ダメージ"},
	} {
		l := bot.Line{Steps: c.steps, Dealt: 10}
		steps := text.Words{Lang: c.lang}.GoldfishSteps(&l)
		if len(steps) < 2 || !strings.Contains(steps[1].Text, c.want) {
			t.Errorf("%s: steps %+v, want the chance step to say %q", c.lang, steps, c.want)
		}
	}
}
