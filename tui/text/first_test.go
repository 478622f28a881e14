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

// CR 4.1.3: the log says who was selected at random and whom they chose,
// in both languages; without the question it says the selected player
// took the first turn, and never that someone chose.
func TestFirstPlayerWords(t *testing.T) {
	k := cards.MustLookup
	var deck []*rules.Card
	for range 8 {
		deck = append(deck, k("Dodge (blue)"))
	}
	line := func(ask, other bool, lang text.Lang) (string, string, string) {
		g, err := rules.New(rules.Setup{Seed: 1, AskFirst: ask, Players: [2]rules.Deck{
			{Hero: k("Rhinar"), Cards: deck}, {Hero: k("Dorinthea, Quicksilver Prodigy"), Cards: deck}}})
		if err != nil {
			t.Fatal(err)
		}
		w := text.Words{Lang: lang, View: g.ViewFor(rules.Omniscient)}
		var said, asked string
		g.SetObserver(func(_ *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvFirstPlayer {
				said = w.Event(e)
			}
		})
		d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
			if p.Kind != rules.AskFirstPlayer {
				return rules.Answer{}, rules.ErrScriptDone
			}
			asked = w.Prompt(&p)
			for _, o := range p.Options {
				if (o.Player != p.Player) == other {
					return rules.Pick(o.ID), nil
				}
			}
			return rules.Answer{}, errors.New("no option")
		})
		g.SetDecider(0, d)
		g.SetDecider(1, d)
		if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
			t.Fatal(err)
		}
		return said, asked, w.Player(g.ViewFor(rules.Omniscient).TurnPlayer())
	}
	for _, tc := range []struct {
		lang          text.Lang
		random, other string
	}{{text.EN, "selected at random", "gives the first turn to"}, {text.JA, "無作為", "を先攻に選択"}} {
		said, asked, first := line(true, true, tc.lang)
		if !strings.Contains(asked, tc.random) {
			t.Errorf("%v: the question %q does not say its player was selected at random", tc.lang, asked)
		}
		if !strings.Contains(said, tc.other) || !strings.Contains(said, first) || !strings.Contains(said, "4.1.3") {
			t.Errorf("%v: %q does not say the selected player gave the first turn to %s (4.1.3)", tc.lang, said, first)
		}
		said, _, first = line(true, false, tc.lang)
		if strings.Contains(said, tc.other) || !strings.Contains(said, first) || !strings.Contains(said, tc.random) {
			t.Errorf("%v: %q, want %s, selected at random, taking the first turn", tc.lang, said, first)
		}
		said, asked, first = line(false, false, tc.lang)
		if asked != "" || !strings.Contains(said, first) || !strings.Contains(said, tc.random) || said == mustSelf(t, tc.lang, first) {
			t.Errorf("%v: not asked: %q (asked %q)", tc.lang, said, asked)
		}
	}
}

// mustSelf is the line of a selected player who chose to go first, to
// tell it from the line of one nobody asked.
func mustSelf(t *testing.T, lang text.Lang, who string) string {
	t.Helper()
	return text.Words{Lang: lang}.Say("event.first-player-self", who) + " (4.1.3)"
}
