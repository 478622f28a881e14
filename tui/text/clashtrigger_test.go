package text_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 8.5.45: a clash reveals the top card of each hero's deck, and the
// revealed cards go back on top. Wallop's trigger ("when you win a clash
// revealing this, create a Vigor token") has its source back in the deck
// when it resolves; the log named it "a hidden card" (非開示のカード) though
// both players saw it revealed a line before (hh-victor v hh-kassai, seed
// 64, turn 7 at 120×40, ja). The trigger is named by the card the event
// names, as the reveal was.
func TestClashTriggerNamesTheRevealedCard(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, TurnPlayer: 1, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Victor Goldmane"), Hand: []*rules.Card{cards.MustLookup("Test of Might (red)")},
			Deck: []*rules.Card{cards.MustLookup("Wallop (yellow)"), cards.MustLookup("Thunk (red)")}},
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Hand: []*rules.Card{cards.MustLookup("Trade In (red)")},
			Deck: []*rules.Card{cards.MustLookup("Draw Swords (red)"), cards.MustLookup("Cut the Deck (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var lines [2][2][]string // viewer, language
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		for v := rules.Player(0); v < 2; v++ {
			for i, lang := range []text.Lang{text.EN, text.JA} {
				lines[v][i] = append(lines[v][i], text.Words{Lang: lang, View: g.ViewFor(v)}.Event(e))
			}
		}
	})
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskDefenders {
			for _, o := range p.Options {
				if g.Omniscient().Card(o.Obj).Name == "Test of Might" {
					return rules.Answer{IDs: []int32{o.ID}}, nil
				}
			}
		}
		if g.Omniscient().Turn() > 1 {
			return rules.Answer{}, errStop
		}
		return playFirst(p), nil
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	_ = g.Run(context.Background())
	for v := 0; v < 2; v++ {
		for i, want := range []string{"the trigger of Wallop (yellow) resolves", "Wallop (yellow)の誘発型能力が解決"} {
			log := strings.Join(lines[v][i], "\n")
			if !strings.Contains(log, "Vigor") {
				t.Fatalf("viewer %d: no Vigor made, the clash went otherwise:\n%s", v, log)
			}
			if !strings.Contains(log, want) {
				t.Errorf("viewer %d: the log lacks %q:\n%s", v, want, log)
			}
		}
	}
}

// The order of Victor's triggers after a clash he won with Wallop names
// Wallop's trigger by its card, not "a hidden card" (hh-victor v
// hh-kassai, seed 66, turn 14 at 80×24): Test of Strength made him a Gold
// (his hero's draw) and Wallop, revealed and back on his deck, a Vigor.
func TestClashTriggerOrderNamesTheRevealedCard(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, TurnPlayer: 1, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Victor Goldmane"), Hand: []*rules.Card{cards.MustLookup("Test of Strength (red)")},
			Deck: []*rules.Card{cards.MustLookup("Wallop (yellow)"), cards.MustLookup("Thunk (red)")}},
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Hand: []*rules.Card{cards.MustLookup("Trade In (red)")},
			Deck: []*rules.Card{cards.MustLookup("Draw Swords (red)"), cards.MustLookup("Cut the Deck (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p := askUntil(t, g, rules.AskOrder, func(p rules.Prompt) rules.Answer {
		if p.Kind == rules.AskDefenders {
			for _, o := range p.Options {
				if g.Omniscient().Card(o.Obj).Name == "Test of Strength" {
					return rules.Answer{IDs: []int32{o.ID}}
				}
			}
		}
		return playFirst(p)
	})
	for _, c := range []struct {
		lang         text.Lang
		want, hidden string
	}{{text.EN, "Wallop (yellow)", "hidden"}, {text.JA, "Wallop (yellow)", "非開示"}} {
		w := text.Words{Lang: c.lang, View: g.ViewFor(p.Player)}
		var all []string
		for _, o := range p.Options {
			all = append(all, w.Option(&p, o), w.Explain(&p, o))
		}
		got := strings.Join(all, "\n")
		if !strings.Contains(got, c.want) || strings.Contains(got, c.hidden) {
			t.Errorf("%s: the order reads\n%s\nwant %q, not %q", c.lang, got, c.want, c.hidden)
		}
		// What choosing the hero's trigger does names the ability, not the
		// hero alone ("put Victor Goldmane on the stack next").
		hero := map[text.Lang]string{text.EN: "put Victor Goldmane's hero ability on the stack", text.JA: "Victor Goldmaneのヒーロー能力を次にスタックに置く"}[c.lang]
		if !strings.Contains(got, hero) {
			t.Errorf("%s: the order reads\n%s\nwant %q", c.lang, got, hero)
		}
	}
}
