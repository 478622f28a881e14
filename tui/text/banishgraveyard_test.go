package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 8.5.1: Kassai's hero ability costs "banish 2 red cards and 2 yellow
// cards of your choice from your graveyard". Its question read "choose a
// card to banish" over names her hand held too (Vigorous Engagement (red)
// in hand and in the graveyard: hh-kassai v hh-victor, seed 7, turn 16,
// 80×24), where Art of War's like question banishes from the hand: the
// title says the graveyard when every card offered lies in the asked
// player's graveyard, and only then.
func TestBanishSaysFromTheGraveyard(t *testing.T) {
	red := func(n string) *rules.Card { return cards.MustLookup(n + " (red)") }
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, TurnPlayer: 0, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Hand: []*rules.Card{red("Draw Swords")},
			Graveyard: []*rules.Card{red("Draw Swords"), red("Lead with Speed"), red("Performance Bonus"),
				cards.MustLookup("Lead with Speed (yellow)"), cards.MustLookup("Engaged Swiftblade (yellow)")},
			Deck: []*rules.Card{red("Trade In")}},
		{Hero: cards.MustLookup("Victor Goldmane"), Deck: []*rules.Card{red("Thunk")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	hero := func(p rules.Prompt) rules.Answer {
		for _, o := range p.Options {
			if o.Act == rules.ActActivate && g.Omniscient().Card(o.Obj).Name == "Kassai" {
				return rules.Pick(o.ID)
			}
		}
		return playFirst(p)
	}
	p := askUntil(t, g, rules.AskCards, hero)
	if p.Purpose != rules.PurposeBanish || len(p.Options) != 3 {
		t.Fatalf("prompt %+v, want a banish of one of three red cards", p)
	}
	for _, c := range []struct {
		lang text.Lang
		want string
	}{{text.EN, "banish from your graveyard"}, {text.JA, "墓地から追放"}} {
		w := text.Words{Lang: c.lang, View: g.ViewFor(0)}
		if title := w.Prompt(&p); !strings.Contains(title, c.want) {
			t.Errorf("%s: %q, want %q", c.lang, title, c.want)
		}
		// The same cards offered from elsewhere (the hand) are not
		// said to be in the graveyard.
		q := p
		q.Options = append([]rules.Option(nil), p.Options...)
		q.Options[0].From = rules.PlaceHand
		if title := w.Prompt(&q); strings.Contains(title, c.want) {
			t.Errorf("%s: %q with a card from the hand, want no %q", c.lang, title, c.want)
		}
	}
}
