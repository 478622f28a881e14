package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Victor Goldmane's clash again costs a Gold he controls (CR 1.14.4: an
// effect paid as a cost). With two Golds the question read "choose cards —
// Victor Goldmane" over "1 Gold, 2 Gold", saying neither what the card is
// for nor that either does (hh-victor v hh-kassai, seed 66, turn 14 at
// 80×24). It says the card is destroyed as a cost.
func TestDestroyTokenCostQuestion(t *testing.T) {
	g := victorClashes(t, 2)
	p := askUntil(t, g, rules.AskCards, clashAgain(g))
	if len(p.Options) != 2 || g.Omniscient().Card(p.Options[0].Obj).Name != "Gold" {
		t.Fatalf("prompt %+v, want a choice of two Golds", p)
	}
	for _, c := range []struct {
		lang text.Lang
		want string
	}{{text.EN, "choose the Gold to destroy, a cost"}, {text.JA, "コストとして破壊するGoldを選択"}} {
		title := text.Words{Lang: c.lang, View: g.ViewFor(0)}.Prompt(&p)
		if !strings.Contains(title, c.want) {
			t.Errorf("%s: %q, want %q", c.lang, title, c.want)
		}
	}
}

// With one Gold the cost is paid without a question, and the log says
// what the only card was for: "Gold is the only card to destroy, a cost"
// where it read "the only card to choose" (hh-victor v hh-kassai, seed 64,
// turn 3 at 120×40: Goldは選べる唯一のカード).
func TestDestroyTokenCostOnlyOne(t *testing.T) {
	g := victorClashes(t, 1)
	var lines [2][]string
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvAuto && e.Why == rules.AutoOnlyCard {
			for i, lang := range []text.Lang{text.EN, text.JA} {
				lines[i] = append(lines[i], text.Words{Lang: lang, View: g.ViewFor(0)}.Event(e))
			}
		}
	})
	askUntil(t, g, rules.AskCards, clashAgain(g))
	for i, want := range []string{"Gold is the only card to destroy, a cost", "Goldはコストとして破壊できる唯一のカード"} {
		if len(lines[i]) == 0 || !strings.Contains(lines[i][0], want) {
			t.Errorf("the log reads %q, want %q", lines[i], want)
		}
	}
}

// victorClashes is Kassai's action phase against Victor Goldmane with golds
// Golds, Test of Might (red) in his hand (his clash, CR 8.5.45), Test of
// Vigor (red) on his deck and Rising Energy (red) on hers.
func victorClashes(t *testing.T, golds int) *rules.Game {
	t.Helper()
	var arena []*rules.Card
	for range golds {
		arena = append(arena, cards.MustLookup("Gold"))
	}
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, TurnPlayer: 1, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Victor Goldmane"), Hand: []*rules.Card{cards.MustLookup("Test of Might (red)")},
			Arena: arena,
			Deck:  []*rules.Card{cards.MustLookup("Test of Vigor (red)"), cards.MustLookup("Thunk (red)")}},
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Hand: []*rules.Card{cards.MustLookup("Trade In (red)")},
			Deck: []*rules.Card{cards.MustLookup("Rising Energy (red)"), cards.MustLookup("Cut the Deck (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// clashAgain answers victorClashes' questions up to his clash again:
// Victor defends with Test of Might and says yes to clashing again.
func clashAgain(g *rules.Game) func(rules.Prompt) rules.Answer {
	return func(p rules.Prompt) rules.Answer {
		switch p.Kind {
		case rules.AskDefenders:
			for _, o := range p.Options {
				if g.Omniscient().Card(o.Obj).Name == "Test of Might" {
					return rules.Answer{IDs: []int32{o.ID}}
				}
			}
		case rules.AskMay:
			for _, o := range p.Options {
				if o.Act == rules.ActYes {
					return rules.Pick(o.ID)
				}
			}
		}
		return playFirst(p)
	}
}
