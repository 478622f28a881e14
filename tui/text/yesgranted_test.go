package text_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
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

// CR 1.8.3, 8.5.46, 8.5.3b: yes said short, without the trigger's
// condition, names the hero the condition spoke of: Hold 'em's wager is
// "with the attacked hero", not "with them"; Aether Crackers' arcane
// damage goes "to the hero hit", not "to that hero" with no hero said
// before it. The card's whole text, its condition first, keeps "that
// hero".
func TestYesNamesTheHeroItsConditionSpokeOf(t *testing.T) {
	hold, crackers := cards.MustLookup("Hold 'em (red)"), cards.MustLookup("Aether Crackers")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Olympia"), Actions: 1, Hand: []*rules.Card{hold}, Arena: []*rules.Card{crackers}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	wager := rules.AbilityRef{Kind: rules.AbilityGranted, Card: cardIndex(t, v, hold)}
	arcane := rules.AbilityRef{Kind: rules.AbilityTriggered, Card: cardIndex(t, v, crackers)}
	for _, c := range []struct {
		lang                      text.Lang
		wager, arcane, whole, bad string
	}{
		{text.EN, "wager a Vigor token with the attacked hero", "deal 1 arcane damage to the hero hit", "that hero", "them"},
		{text.JA, "攻撃されたヒーローと「Vigor」トークンを1つ賭ける", "ヒットを受けたヒーローに1点の秘術ダメージを与える", "そのヒーロー", "そのヒーロー"},
	} {
		w := text.Words{Lang: c.lang, View: v}
		if got := w.YesDoes(wager, nil); !strings.Contains(got, c.wager) || strings.Contains(got, c.bad) {
			t.Errorf("%s: yes to Hold 'em's wager does %q, want %q", c.lang, got, c.wager)
		}
		if got := w.YesDoes(arcane, nil); !strings.Contains(got, c.arcane) || strings.Contains(got, "that hero") || strings.Contains(got, "そのヒーロー") {
			t.Errorf("%s: yes to Aether Crackers does %q, want %q", c.lang, got, c.arcane)
		}
		if got := w.AbilityText(arcane); !strings.Contains(got, c.whole) {
			t.Errorf("%s: Aether Crackers' whole ability reads %q, want %q after its condition", c.lang, got, c.whole)
		}
	}
}

// The hero the condition spoke of is named where the view says it (CR
// 7.2.4, 7.5.5): the best line's yes steps, searched in a goldfish game
// from its player's turn, wager with and deal arcane damage to the
// goldfish ('yes (Aether Crackers): … deal 1 arcane damage to the hero
// hit' on a 1st-strike-aurora line); the board's yes question, asked
// during the attack, names its target (the active chain link's).
func TestYesNamesTheAttackedHero(t *testing.T) {
	hold, crackers := cards.MustLookup("Hold 'em (red)"), cards.MustLookup("Aether Crackers")
	for _, c := range []struct {
		name   string
		them   *rules.Card
		combat rules.Combat
		lang   text.Lang
		wager  string
		arcane string
	}{
		{"goldfish", rules.GoldfishHero(rules.GoldfishLifeBlitz), rules.Combat{}, text.EN, "wager a Vigor token with Goldfish", "deal 1 arcane damage to Goldfish"},
		{"goldfish", rules.GoldfishHero(rules.GoldfishLifeBlitz), rules.Combat{}, text.JA, "Goldfishと「Vigor」トークンを1つ賭ける", "Goldfishに1点の秘術ダメージを与える"},
		{"attack", cards.MustLookup("Rhinar"), rules.Combat{Step: rules.StepReaction, Chain: []rules.PosLink{{Attacker: 0, Attack: cards.MustLookup("Muscle Mutt (yellow)"), Defender: 1}}}, text.EN, "wager a Vigor token with Rhinar", "deal 1 arcane damage to Rhinar"},
		{"attack", cards.MustLookup("Rhinar"), rules.Combat{Step: rules.StepReaction, Chain: []rules.PosLink{{Attacker: 0, Attack: cards.MustLookup("Muscle Mutt (yellow)"), Defender: 1}}}, text.JA, "Rhinarと「Vigor」トークンを1つ賭ける", "Rhinarに1点の秘術ダメージを与える"},
	} {
		g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
			{Hero: cards.MustLookup("Olympia"), Actions: 1, Hand: []*rules.Card{hold}, Arena: []*rules.Card{crackers}},
			{Hero: c.them},
		}, Combat: c.combat})
		if err != nil {
			t.Fatal(err)
		}
		v := g.ViewFor(0)
		w := text.Words{Lang: c.lang, View: v}
		wager := rules.AbilityRef{Kind: rules.AbilityGranted, Card: cardIndex(t, v, hold)}
		arcane := rules.AbilityRef{Kind: rules.AbilityTriggered, Card: cardIndex(t, v, crackers)}
		if got := w.YesDoes(wager, nil); !strings.Contains(got, c.wager) {
			t.Errorf("%s %s: yes to Hold 'em's wager does %q, want %q", c.name, c.lang, got, c.wager)
		}
		if got := w.YesDoes(arcane, nil); !strings.Contains(got, c.arcane) {
			t.Errorf("%s %s: yes to Aether Crackers does %q, want %q", c.name, c.lang, got, c.arcane)
		}
	}
}

// A best line is searched against the other player as a goldfish (bot.Best)
// whatever their hero: its yes names that player's hero where the trigger
// spoke of the hero hit (Aether Crackers against a scenario's Rhinar, the
// chain closed), in both languages; a yes asked with the chain closed
// outside a best line, where the view says no attack, still says "the hero
// hit".
func TestBestLineYesNamesTheOtherPlayer(t *testing.T) {
	crackers := cards.MustLookup("Aether Crackers")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Aurora"), Actions: 1, Arena: []*rules.Card{crackers}},
		{Hero: cards.MustLookup("Rhinar")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	yes := bot.Step{Kind: rules.AskMay, Act: rules.ActYes, Card: crackers, About: rules.AbilityRef{Kind: rules.AbilityTriggered, Card: cardIndex(t, v, crackers)}}
	line := &bot.Line{Steps: []bot.Step{yes}}
	for _, c := range []struct {
		lang      text.Lang
		want, not string
	}{
		{text.EN, "deal 1 arcane damage to Rhinar", "the hero hit"},
		{text.JA, "Rhinarに1点の秘術ダメージ", "ヒットを受けたヒーロー"},
	} {
		w := text.Words{Lang: c.lang, View: v}
		if got := w.GoldfishLine(line); len(got) != 1 || !strings.Contains(got[0], c.want) || strings.Contains(got[0], c.not) {
			t.Errorf("%s: best line %q, want %q", c.lang, got, c.want)
		}
		if got := w.GoldfishStep(yes); !strings.Contains(got, c.not) {
			t.Errorf("%s: a yes outside a best line %q, want %q", c.lang, got, c.not)
		}
	}
}

// CR 7.5.5, 1.4.5: the board explains a yes where the chain is closed (a
// scenario's Aether Crackers trigger on the stack, rathe --scenario): the
// hero hit is the one an attack of the trigger's controller could hit, the
// other player's (Rhinar), whom the trigger deals its arcane damage to; it
// read "to the hero hit" with no attack on the board, in both languages.
func TestExplainedYesNamesTheHeroWithTheChainClosed(t *testing.T) {
	crackers := cards.MustLookup("Aether Crackers")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Aurora"), Actions: 1, Arena: []*rules.Card{crackers}},
		{Hero: cards.MustLookup("Rhinar")},
	}, Combat: rules.Combat{Stack: []rules.PosLayer{{Controller: 0, Card: crackers, Kind: rules.TriggeredLayer, Ability: -1, TargetPlayer: rules.NoPlayer}}}})
	if err != nil {
		t.Fatal(err)
	}
	var (
		v    rules.View
		ask  rules.Prompt
		seen bool
	)
	d := rules.DeciderFunc(func(_ context.Context, view rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskMay {
			v, ask, seen = view, p, true
			return rules.Answer{}, errStop
		}
		for _, o := range p.Options {
			if o.Act == rules.ActPass {
				return rules.Answer{IDs: []int32{o.ID}}, nil
			}
		}
		return rules.Answer{}, errStop
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	_ = g.Run(context.Background())
	if !seen {
		t.Fatal("no yes asked of Aether Crackers' trigger")
	}
	if _, open := v.ActiveLink(); open {
		t.Fatal("the chain is open: the position tests nothing")
	}
	var yes rules.Option
	for _, o := range ask.Options {
		if o.Act == rules.ActYes {
			yes = o
		}
	}
	for _, c := range []struct {
		lang      text.Lang
		want, not string
	}{
		{text.EN, "deal 1 arcane damage to Rhinar", "the hero hit"},
		{text.JA, "Rhinarに1点の秘術ダメージ", "ヒットを受けたヒーロー"},
	} {
		got := text.Words{Lang: c.lang, View: v}.Explain(&ask, yes)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%s: the yes explained %q, want %q", c.lang, got, c.want)
		}
	}
}
