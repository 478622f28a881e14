package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 5.2: a best line's activation says what it does, rendered from the
// ability's definition as a yes or a mode step says theirs: the costs
// that change the board (destroy this), then the effects, and go again;
// not the type, the limit nor the resources (the line's pitches pay
// those), in both languages.
func TestActivateStepSaysWhatItDoes(t *testing.T) {
	gold, blade, blossom := cards.MustLookup("Gallantry Gold"), cards.MustLookup("Dawnblade, Resplendent"), cards.MustLookup("Blossom of Spring")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Actions: 1, Arena: []*rules.Card{gold, blade, blossom}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	step := func(c *rules.Card) bot.Step {
		return bot.Step{Kind: rules.AskPriority, Act: rules.ActActivate, Card: c, About: rules.AbilityRef{Kind: rules.AbilityActivated, Card: cardIndex(t, v, c)}}
	}
	for _, c := range []struct {
		lang     text.Lang
		step     bot.Step
		want     string
		unwanted []string
	}{
		{text.EN, step(gold), "activate Gallantry Gold: destroy this, then each weapon attack of yours this turn gets +1 power, with go again", []string{"resource", "Action"}},
		{text.JA, step(gold), "起動 (Gallantry Gold): これを破壊し、その後このターン、あなたの武器の攻撃はそれぞれパワー+1を得る（続行）", []string{"リソースポイント", "アクション"}},
		{text.EN, step(blade), "activate Dawnblade, Resplendent: attack with this (CR 8.3.1)", []string{"resource", "Once per turn", "go again"}},
		{text.JA, step(blade), "起動 (Dawnblade, Resplendent): これで攻撃する(CR 8.3.1)", []string{"ターン1", "続行"}},
		{text.EN, step(blossom), "activate Blossom of Spring: destroy this, then gain 1 resource, with go again", nil},
		{text.JA, step(blossom), "起動 (Blossom of Spring): これを破壊し、その後リソースポイント1点を得る（続行）", nil},
	} {
		got := text.Words{Lang: c.lang, View: v}.GoldfishStep(c.step)
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
		for _, u := range c.unwanted {
			if strings.Contains(got, u) {
				t.Errorf("%s: %q says %q", c.lang, got, u)
			}
		}
	}
	// An activation of a card the viewer may not know names the card alone.
	unknown := bot.Step{Kind: rules.AskPriority, Act: rules.ActActivate, Card: gold, About: rules.AbilityRef{Kind: rules.AbilityActivated, Card: 0}}
	if got := (text.Words{Lang: text.EN, View: v}).GoldfishStep(unknown); got != "activate Gallantry Gold" {
		t.Errorf("unknown ability: %q", got)
	}
}
