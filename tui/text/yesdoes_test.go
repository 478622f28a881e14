package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 1.8.3: a "yes" to a "may" says what it does, short: the effect taken
// up, not the whole ability with its condition (Dorinthea's hero
// ability), and for the "may" of a chosen mode what the cost gives (Art
// of War's mode 4: banish, then draw 2), in both languages.
func TestYesSaysWhatItDoesShort(t *testing.T) {
	hero, art := cards.MustLookup("Dorinthea, Quicksilver Prodigy"), cards.MustLookup("Art of War (yellow)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: hero, Actions: 1, Hand: []*rules.Card{art}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	trigger := rules.AbilityRef{Kind: rules.AbilityTriggered, Card: cardIndex(t, v, hero)}
	resolution := rules.AbilityRef{Kind: rules.AbilityResolution, Card: cardIndex(t, v, art)}
	for _, c := range []struct {
		lang     text.Lang
		ref      rules.AbilityRef
		modes    []int
		want     []string
		unwanted []string
	}{
		{text.EN, trigger, nil, []string{"make one more attack"}, []string{"The first time", "may"}},
		{text.JA, trigger, nil, []string{"攻撃"}, []string{"初めて", "てもよい"}},
		{text.EN, resolution, []int{1, 3}, []string{"banish an attack action card", "then draw 2 cards"}, []string{"may", "if you do"}},
		{text.JA, resolution, []int{1, 3}, []string{"追放し", "2枚引く"}, []string{"てもよい", "そうした場合"}},
		{text.EN, resolution, []int{0, 1}, nil, []string{"banish"}}, // no "may" among the modes chosen
	} {
		got := text.Words{Lang: c.lang, View: v}.YesDoes(c.ref, c.modes)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %v %v: %q lacks %q", c.lang, c.ref.Kind, c.modes, got, w)
			}
		}
		for _, w := range c.unwanted {
			if strings.Contains(got, w) {
				t.Errorf("%s %v %v: %q says %q", c.lang, c.ref.Kind, c.modes, got, w)
			}
		}
		if c.want == nil && got != "" {
			t.Errorf("%s %v %v: %q, want nothing", c.lang, c.ref.Kind, c.modes, got)
		}
	}
	// The yes option of the question explains itself as short: the
	// question above it quotes the whole ability.
	yes := rules.Option{Act: rules.ActYes, About: trigger}
	if got := (text.Words{Lang: text.EN, View: v}).Explain(&rules.Prompt{Kind: rules.AskMay, Options: []rules.Option{yes}}, yes); !strings.HasPrefix(got, "yes: make one more attack") || strings.Contains(got, "The first time") {
		t.Errorf("the yes option explains %q", got)
	}
	// A trigger that asks through a "may" of its effects: yes pays, then
	// gets what "if you do" gives (Ironhide Gauntlet, CR 1.8.4).
	gh, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Arena: []*rules.Card{cards.MustLookup("Ironhide Gauntlet")}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	gv := gh.ViewFor(0)
	found := false
	for i := int16(1); i < 100 && !found; i++ {
		if c := gv.CardByIndex(i); c != nil && c.Name == "Ironhide Gauntlet" {
			found = true
			got := text.Words{Lang: text.EN, View: gv}.YesDoes(rules.AbilityRef{Kind: rules.AbilityTriggered, Card: i}, nil)
			if !strings.HasPrefix(got, "pay 1 resource, then this gets +2 defense") {
				t.Errorf("Ironhide Gauntlet's yes: %q", got)
			}
		}
	}
	if !found {
		t.Error("Ironhide Gauntlet has no index")
	}
	// A count of one reads as one: "1 line", "1 position".
	if got := (text.Words{Lang: text.EN}).Searched(1, 1, 3); got != "1 line searched, 1 position, in 3 ms" {
		t.Errorf("Searched(1, 1): %q", got)
	}
	if got := (text.Words{Lang: text.EN}).Searched(2, 5, 3); got != "2 lines searched, 5 positions, in 3 ms" {
		t.Errorf("Searched(2, 5): %q", got)
	}
}

// A step of a best line says the damage it deals itself, with the line's
// total by then once an earlier step dealt some; a step that deals none
// says nothing of damage (the total alone read as the step's own: "activate
// Dawnblade · 11 dealt" for a 6).
func TestStepSaysItsOwnDamage(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		step text.LineStep
		want string
	}{
		{text.EN, text.LineStep{Text: "play Sharpen Steel (red)", Dealt: 0}, "play Sharpen Steel (red)"},
		{text.EN, text.LineStep{Text: "activate Gallantry Gold", Before: 5, Dealt: 5}, "activate Gallantry Gold"},
		{text.EN, text.LineStep{Text: "pitch Dodge (blue)", Dealt: -1}, "pitch Dodge (blue)"},
		{text.EN, text.LineStep{Text: "play Flock (red)", Dealt: 5}, "play Flock (red) · 5 damage"},
		{text.EN, text.LineStep{Text: "activate Dawnblade", Before: 5, Dealt: 11}, "activate Dawnblade · 6 damage (11 in all)"},
		{text.JA, text.LineStep{Text: "起動: Dawnblade", Before: 5, Dealt: 11}, "起動: Dawnblade · 6ダメージ（計11）"},
	} {
		if got := (text.Words{Lang: c.lang}).GoldfishStepDealt(c.step); got != c.want {
			t.Errorf("%s %+v: %q, want %q", c.lang, c.step, got, c.want)
		}
	}
}

// A best line's mode step says the mode's words also when its effect is a
// triggered ability (Enlightened Strike's mode 1: draw as it attacks, CR
// 1.7.5), a card chosen for a purpose says what becomes of it (the
// card its additional cost puts on the bottom of the deck, the card a
// search finds, CR 8.5.19), and an order
// of triggers which ability goes where (CR 1.10.2d); a sampled outcome
// says what it is one of, in both languages.
func TestGoldfishStepSaysModesAndPurposes(t *testing.T) {
	strike, flash, blade := cards.MustLookup("Enlightened Strike (red)"), cards.MustLookup("Blade Flash (blue)"), cards.MustLookup("Dawnblade, Resplendent")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Actions: 1, Hand: []*rules.Card{strike, flash}, Arena: []*rules.Card{blade}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	idx, bladeIdx := int16(0), int16(0)
	for i := int16(1); i < 100; i++ {
		switch v.CardByIndex(i) {
		case strike:
			idx = i
		case blade:
			bladeIdx = i
		}
	}
	chance := bot.Step{Chance: &bot.ChanceStep{Outcomes: 5, Weight: 2, Total: 8, Expected: 13, Min: 11, Max: 15}}
	order := bot.Step{Kind: rules.AskOrder, Act: rules.ActCard, Card: blade, Value: 1, About: rules.AbilityRef{Kind: rules.AbilityTriggered, Card: bladeIdx}}
	mode := bot.Step{Kind: rules.AskModes, Act: rules.ActMode, Card: strike, About: rules.AbilityRef{Kind: rules.AbilityMode, Card: idx, Index: 0}}
	bottom := bot.Step{Kind: rules.AskCards, Act: rules.ActCard, Card: flash, Purpose: rules.PurposeBottom}
	search := bot.Step{Kind: rules.AskCards, Act: rules.ActCard, Card: flash, Purpose: rules.PurposeSearch}
	for _, c := range []struct {
		lang         text.Lang
		step         bot.Step
		want, absent string
	}{
		{text.EN, mode, "mode 1 of Enlightened Strike (red): When this attacks, draw a card", ""},
		{text.JA, mode, "カードを1枚引く", ""},
		{text.EN, bottom, "put Blade Flash (blue) on the bottom of your deck", "choose"},
		{text.JA, bottom, "Blade Flash (blue)をデッキの一番下に置く", "選ぶ"},
		{text.EN, search, "find Blade Flash (blue) in your deck (CR 8.5.19)", "choose"},
		{text.JA, search, "Blade Flash (blue)をデッキから探す", "選ぶ"},
		{text.EN, order, "order 2: the trigger of Dawnblade, Resplendent", "choose"},
		{text.JA, order, "順番2: Dawnblade, Resplendentの誘発型能力", "選ぶ"},
		{text.EN, chance, "the cards you cannot know come out 5 ways; the steps after are for this one (2 in 8 searched", "one of 5 outcomes"},
		{text.JA, chance, "見えないカードの結果は5通り", ""},
	} {
		got := text.Words{Lang: c.lang, View: v}.GoldfishStep(c.step)
		if !strings.Contains(got, c.want) || c.absent != "" && strings.Contains(got, c.absent) {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// cardIndex is c's index in v's game (View.CardByIndex), for an
// AbilityRef; the test fails when the game has no such card.
func cardIndex(t *testing.T, v rules.View, c *rules.Card) int16 {
	t.Helper()
	for i := int16(1); i < 100; i++ {
		if v.CardByIndex(i) == c {
			return i
		}
	}
	t.Fatalf("%s has no index", c.Name)
	return 0
}
