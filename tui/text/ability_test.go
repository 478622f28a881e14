package text_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errStop = errors.New("stop here")

// askUntil runs g, answering with answer, until a prompt of kind comes; it
// returns that prompt. Every event goes to observe.
func askUntil(t *testing.T, g *rules.Game, kind rules.PromptKind, answer func(rules.Prompt) rules.Answer) rules.Prompt {
	t.Helper()
	var got rules.Prompt
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == kind {
			got = p
			return rules.Answer{}, errStop
		}
		return answer(p), nil
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); !errors.Is(err, errStop) {
		t.Fatalf("no %s prompt came: %v", kind, err)
	}
	return got
}

// playFirst plays the first card offered, else the first option.
func playFirst(p rules.Prompt) rules.Answer {
	for _, o := range p.Options {
		if o.Act == rules.ActPlay {
			return rules.Pick(o.ID)
		}
	}
	if p.Shape == rules.ShapeSubset && p.Min == 0 {
		return rules.Answer{}
	}
	return rules.Pick(p.Options[0].ID)
}

// CR 1.10.2d: a player orders their own triggers as they go on the stack.
// The options of the order prompt are told apart by source and ability, and
// the question says which resolves first.
func TestOrderPromptTellsTheTriggersApart(t *testing.T) {
	twin := &rules.Card{Name: "Twin Strike", Color: rules.Red, Pitch: 1, Cost: 0, Power: 3, Defense: 2,
		Props: rules.HasPitch | rules.HasCost | rules.HasPower | rules.HasDefense, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic,
		Triggers: []rules.Trigger{
			{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.ThisGets{Power: 1}}},
			{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.GainLife{N: 1}}},
		}}
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Actions: 1, Hand: []*rules.Card{twin}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p := askUntil(t, g, rules.AskOrder, playFirst)
	if p.Shape != rules.ShapeOrder || len(p.Options) != 2 {
		t.Fatalf("order prompt %+v, want an order of two", p)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		a, b := w.Option(&p, p.Options[0]), w.Option(&p, p.Options[1])
		if a == b {
			t.Errorf("%s: both options read %q", lang, a)
		}
		for _, s := range []string{a, b} {
			if !strings.Contains(s, "Twin Strike") {
				t.Errorf("%s: option %q does not name its source", lang, s)
			}
		}
		title := w.Prompt(&p)
		if !strings.Contains(title, map[text.Lang]string{text.EN: "resolves first", text.JA: "最初に解決"}[lang]) {
			t.Errorf("%s: the question %q does not say which resolves first", lang, title)
		}
	}
	w := text.Words{Lang: text.EN, View: g.ViewFor(0)}
	if a := w.Option(&p, p.Options[0]); !strings.Contains(a, "+1 power") {
		t.Errorf("the first trigger reads %q, want what it does (+1 power)", a)
	}
	if b := w.Option(&p, p.Options[1]); !strings.Contains(b, "1 life") {
		t.Errorf("the second trigger reads %q, want what it does (gain 1 life)", b)
	}
}

// Identical layers (the same ability of the same card) are not asked for
// in an order, and the log says why (CR 1.10.2d).
func TestIdenticalTriggersAreNotOrdered(t *testing.T) {
	echo := &rules.Card{Name: "Echo Strike", Color: rules.Red, Pitch: 1, Cost: 0, Power: 3, Defense: 2,
		Props: rules.HasPitch | rules.HasCost | rules.HasPower | rules.HasDefense, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic}
	// Two Totems in the arena, each with the same ability: "whenever an
	// attack is declared, gain 1 life".
	any := rules.Trigger{When: rules.When{Event: rules.EvAttack},
		Effects: []rules.Effect{rules.GainLife{N: 1}}}
	totem := &rules.Card{Name: "Totem", Types: rules.Token, Triggers: []rules.Trigger{any}}
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Actions: 1, Hand: []*rules.Card{echo}, Arena: []*rules.Card{totem, totem}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Hand: []*rules.Card{cards.MustLookup("Pack Hunt (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var auto []string
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvAuto && e.Why == rules.AutoSameOrder {
			auto = append(auto, text.Words{Lang: text.EN, View: g.ViewFor(1)}.Event(e))
		}
	})
	askUntil(t, g, rules.AskDefenders, playFirst)
	if len(auto) != 1 || !strings.Contains(auto[0], "2 identical triggers of Totem") {
		t.Errorf("log %q, want one line saying the 2 identical Totem triggers need no order", auto)
	}
}

// CR 8.5.17: a revealed card is public; the opponent's log names it, even
// though it went back to its owner's hand (the words of an event are fixed
// when it happens, CR 1.2.3).
func TestARevealIsNamedInTheOpponentsLog(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Actions: 1, Hand: []*rules.Card{
			cards.MustLookup("Flock of the Feather Walkers (red)"), cards.MustLookup("Sharpen Steel (red)"), cards.MustLookup("Titanium Bauble (blue)")}},
		{Hero: cards.MustLookup("Rhinar"), Hand: []*rules.Card{cards.MustLookup("Pack Hunt (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var lines [2][]string
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		for v := rules.Player(0); v < 2; v++ {
			lines[v] = append(lines[v], text.Words{Lang: text.EN, View: g.ViewFor(v)}.Event(e))
		}
	})
	askUntil(t, g, rules.AskDefenders, func(p rules.Prompt) rules.Answer {
		for _, o := range p.Options {
			if o.Act == rules.ActPlay && g.Omniscient().Card(o.Obj).Name == "Flock of the Feather Walkers" {
				return rules.Pick(o.ID)
			}
		}
		return playFirst(p)
	})
	found := false
	for _, l := range lines[1] {
		if strings.Contains(l, "reveals") {
			found = true
			if !strings.Contains(l, "Sharpen Steel (red)") {
				t.Errorf("the opponent reads %q: the revealed card is not named", l)
			}
		}
	}
	if !found {
		t.Errorf("no reveal in the opponent's log:\n%s", strings.Join(lines[1], "\n"))
	}
}

// CR 1.8.3: a "may" question names the ability, its cost and its effect
// (Ironhide Gauntlet: pay 1 resource, +2 defense and destroyed when the
// chain closes), in both languages.
func TestMayPromptNamesTheAbilityItsCostAndEffect(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Actions: 1, Resources: 3, Hand: []*rules.Card{cards.MustLookup("Muscle Mutt (yellow)")}},
		{Hero: cards.MustLookup("Rhinar"), Resources: 1, Arena: []*rules.Card{cards.MustLookup("Ironhide Gauntlet")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p := askUntil(t, g, rules.AskMay, func(p rules.Prompt) rules.Answer {
		if p.Kind == rules.AskDefenders {
			return rules.Answer{IDs: []int32{p.Options[0].ID}} // the Gauntlet defends
		}
		return playFirst(p)
	})
	if p.About.Kind != rules.AbilityTriggered {
		t.Fatalf("the may prompt is about %v, want a triggered ability", p.About)
	}
	for _, c := range []struct {
		lang text.Lang
		want []string
	}{
		{text.EN, []string{"Ironhide Gauntlet", "pay 1 resource", "+2 defense", "combat chain closes"}},
		{text.JA, []string{"Ironhide Gauntlet", "リソースポイント1点", "防御値+2"}},
	} {
		title := text.Words{Lang: c.lang, View: g.ViewFor(1)}.Prompt(&p)
		for _, w := range c.want {
			if !strings.Contains(title, w) {
				t.Errorf("%s: the may question %q lacks %q", c.lang, title, w)
			}
		}
	}
}

// TestKeywordTriggerSaysItsTableTrigger: the words of a keyword's triggered
// ability come from the trigger the keyword table gives it (CR 8.3.3 blade
// break, 8.3.2 battleworn), with its name and rule, in both languages.
func TestKeywordTriggerSaysItsTableTrigger(t *testing.T) {
	helm, gold := cards.MustLookup("Ironrot Helm"), cards.MustLookup("Gallantry Gold")
	ground := cards.MustLookup("Stand Ground")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Arena: []*rules.Card{helm, ground}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Arena: []*rules.Card{gold}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(rules.Omniscient)
	find := func(p rules.Player, c *rules.Card) int16 {
		for _, obj := range v.Zone(p, rules.ZoneArena) {
			if v.Card(obj) == c {
				return v.CardIndex(obj)
			}
		}
		t.Fatalf("%s not in the arena", c.Name)
		return -1
	}
	for _, c := range []struct {
		lang text.Lang
		card int16
		kw   rules.Keywords
		want []string
	}{
		{text.EN, find(0, helm), rules.BladeBreak, []string{"Blade Break (CR 8.3.3)", "combat chain closes", "if this defended", "destroy this"}},
		{text.JA, find(0, helm), rules.BladeBreak, []string{"ブレードブレイク", "8.3.3", "戦闘チェインが閉じたとき", "破壊"}},
		{text.EN, find(1, gold), rules.Battleworn, []string{"Battleworn (CR 8.3.2)", "combat chain closes", "-1"}},
		{text.JA, find(1, gold), rules.Battleworn, []string{"バトルウォーン", "8.3.2", "戦闘チェインが閉じたとき"}},
		{text.EN, find(0, ground), rules.Temper, []string{"Temper (CR 8.3.10)", "combat chain closes", "-1", "destroy this if its defense is 0"}},
		{text.JA, find(0, ground), rules.Temper, []string{"テンパー", "8.3.10", "戦闘チェインが閉じたとき", "防御が0なら"}},
	} {
		got := text.Words{Lang: c.lang, View: v}.AbilityText(rules.AbilityRef{Kind: rules.AbilityKeyword, Keyword: c.kw, Card: c.card})
		t.Logf("%s: %s", c.lang, got)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %v: %q lacks %q", c.lang, c.kw.Names(), got, w)
			}
		}
	}
}

// CR 6.4: a "may" question about a replacement effect, which names no
// ability (Victor Goldmane's "the first time each turn you would fail to
// win a clash, instead you may destroy a Gold token..."), says whose it
// is and what it does, in both languages: it read "use this ability?"
// alone (hh-victor v hh-kassai, seed 64, turn 3).
func TestMayPromptSaysTheReplacement(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Victor Goldmane")},
		{Hero: cards.MustLookup("Kassai")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p := rules.Prompt{Kind: rules.AskMay, Player: 0, Source: g.ViewFor(0).Hero(0), Rule: rules.CR(6, 4, 0)}
	for _, c := range []struct {
		lang text.Lang
		want []string
	}{
		{text.EN, []string{"Victor Goldmane", "Gold token", "clash again"}},
		{text.JA, []string{"Victor Goldmane", "Gold", "もう一度激突"}},
	} {
		title := text.Words{Lang: c.lang, View: g.ViewFor(0)}.Prompt(&p)
		for _, w := range c.want {
			if !strings.Contains(title, w) {
				t.Errorf("%s: the may question %q lacks %q", c.lang, title, w)
			}
		}
	}
}
