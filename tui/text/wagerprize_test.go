package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 8.5.46a: the first wager's log line names its prize as the later
// ones do, though no Agility token exists yet: Wage Agility's text names
// it (Card.Tokens). Read by the opponent, who may not see the card in
// its owner's hand, the token is not named through it.
func TestTheFirstWagerNamesItsPrize(t *testing.T) {
	wage := cards.MustLookup("Wage Agility (blue)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Olympia"), Actions: 1, Hand: []*rules.Card{wage}},
		{Hero: cards.MustLookup("Betsy")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	o := g.Omniscient()
	prize, card := int16(0), int16(0)
	for i := int16(1); i < 100; i++ {
		switch c := o.CardByIndex(i); {
		case c == wage:
			card = i
		case c != nil && c.Name == "Agility" && c.Types.Has(rules.Token):
			prize = i
		}
	}
	if prize == 0 {
		t.Fatal("the Agility token has no index")
	}
	e := rules.Event{Kind: rules.EvWager, Player: 0, Obj: o.Zone(0, rules.ZoneHand)[0], Card: card, Amount: int(prize) + 1, Rule: rules.CRSub(8, 5, 46, 'a')}
	for _, c := range []struct {
		viewer rules.Player
		named  bool
	}{{0, true}, {1, false}} {
		got := text.Words{Lang: text.EN, View: g.ViewFor(c.viewer)}.Event(&e)
		if strings.Contains(got, "Agility token") != c.named {
			t.Errorf("p%d reads %q: the Agility token named %v, want %v", c.viewer+1, got, !c.named, c.named)
		}
	}
}
