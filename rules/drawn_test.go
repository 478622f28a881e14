package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// drawnCards: an attack with +1{p} while its player has drawn a card this
// turn, an instant that draws a card, and a plain attack.
func drawnCards() []*rules.Card {
	riser := ruletest.Attack("Riser", 0, 5, 2)
	riser.Statics = []rules.Static{{If: rules.DrawnThisTurn, Power: 1}}
	return []*rules.Card{riser, ruletest.Instant("Study", 0, rules.Draw{N: 1}), ruletest.Attack("Plain", 0, 5, 2)}
}

// CR 8.5.6: a draw puts the top card of the deck in the hand; "if you've
// drawn a card this turn" holds from then until the turn ends (CR 4.4.4).
func TestDrawnThisTurn(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	t.Run("after a draw", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Hand("Study", "Riser").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Riser"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 6, "a card was drawn")
	})
	t.Run("no draw, no bonus", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Hand("Riser").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Riser"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 5, "nothing drawn")
	})
	t.Run("the end phase's draw is forgotten as the turn ends", func(t *testing.T) {
		x := ruletest.Position(drawnCards()...).Deck("Plain", "Plain", "Plain", "Plain").
			P2().Deck("Plain").Start(t)
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if x.G.Omniscient().TurnPlayer() != p2 {
			t.Fatal("not p2's turn")
		}
		if x.G.Omniscient().Stats(p1).Drew {
			t.Error("p1's draws of the last turn still count")
		}
	})
	t.Run("a game whose cards never ask keeps no note", func(t *testing.T) {
		x := ruletest.Position(ruletest.Instant("Study", 0, rules.Draw{N: 1}), ruletest.Attack("Plain", 0, 5, 2)).
			Hand("Study").Deck("Plain").Start(t)
		x.Run(ruletest.Play(p1, "Study"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantZone(p1, rules.ZoneHand, "Plain")
		if x.G.Omniscient().Stats(p1).Drew {
			t.Error("noted with no card asking")
		}
	})
}

// stopAt is a decider that records whether the players have drawn this
// turn at the first priority prompt, then stops the game.
type stopAt struct{ drew *[2]bool }

var errStopped = errors.New("stopped")

func (d stopAt) Decide(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
	if pr.Kind != rules.AskPriority {
		return rules.NewRandom(1).Decide(context.Background(), v, pr)
	}
	d.drew[0], d.drew[1] = v.Stats(ruletest.P1).Drew, v.Stats(ruletest.P2).Drew
	return rules.Answer{}, errStopped
}

// CR 4.1.9, 4.2: the opening hands are drawn before the first turn, so on
// turn 1 no one has drawn a card "this turn".
func TestOpeningDrawIsNotThisTurns(t *testing.T) {
	var cards []*rules.Card
	for i := 0; i < 10; i++ {
		cards = append(cards, drawnCards()...)
	}
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Cards: cards}, {Hero: ruletest.HeroB, Cards: cards}}})
	if err != nil {
		t.Fatal(err)
	}
	var drew [2]bool
	g.SetDecider(0, stopAt{&drew})
	g.SetDecider(1, stopAt{&drew})
	if err := g.Run(context.Background()); !errors.Is(err, errStopped) {
		t.Fatalf("the game ran to %v, want it stopped at the first priority", err)
	}
	if drew[0] || drew[1] {
		t.Errorf("drawn this turn on turn 1: %v", drew)
	}
}
