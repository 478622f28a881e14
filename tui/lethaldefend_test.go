package tui

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errDefendSeen = errors.New("defend question seen")

// lethalDefendMsg is Kassai's defend question against Victor's 5-power
// Mighty Windup (blue) at life 2, with two cards of 2 defense in hand (as
// hh-kassai v hh-victor, seed 68, turn 25).
func lethalDefendMsg(t *testing.T, lang text.Lang, life int) askMsg {
	t.Helper()
	windup := cards.MustLookup("Mighty Windup (blue)")
	goblet := cards.MustLookup("Goblet of Bloodrun Wine (blue)")
	trade := cards.MustLookup("Trade In (yellow)")
	return defendMsg(t, lang, rules.Position{Phase: rules.PhaseAction, Turn: 25, TurnPlayer: 1, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Life: life, Hand: []*rules.Card{goblet, trade}, Deck: []*rules.Card{goblet}},
		{Hero: cards.MustLookup("Victor Goldmane"), Actions: 1, Resources: 3, Hand: []*rules.Card{windup}, Deck: []*rules.Card{windup}},
	}})
}

// defendMsg is the first player's defend question in the position pos,
// where the second plays the first card they may.
func defendMsg(t *testing.T, lang text.Lang, pos rules.Position) askMsg {
	t.Helper()
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	var msg askMsg
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskDefenders && p.Player == 0 {
			msg = askMsg{Snap: board.Take(v, lang, &p), Reply: make(chan rules.Answer, 1)}
			return rules.Answer{}, errDefendSeen
		}
		if p.Kind == rules.AskPriority && p.Player == 1 {
			for _, o := range p.Options {
				if o.Act == rules.ActPlay {
					return rules.Pick(o.ID), nil
				}
			}
		}
		if p.Shape == rules.ShapeSubset && p.Min == 0 {
			return rules.Answer{}, nil
		}
		return rules.Pick(p.Options[0].ID), nil
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); !errors.Is(err, errDefendSeen) {
		t.Fatalf("no defend question: %v", err)
	}
	return msg
}

// Enter on a defend question that lets through damage the defender does
// not survive, when the cards offered could block more, asks again: a key
// meant for the screen before declared no defender against Victor's
// Mighty Windup and Kassai lost at 2 life with two cards in hand (seed
// 68, turn 25 at 100×30). The second enter answers; toggling a card in
// between takes the warning back; an attack that is not lethal, or one no
// defence could stop, is answered at the first enter.
func TestLethalNoDefenceAsksTwice(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		words := text.Words{Lang: lang}
		warn := words.Say("note.confirm-lethal-defense", 5, 2)
		m := fitModel(lethalDefendMsg(t, lang, 2), 100, 30)
		reply := m.reply
		send(m, "enter")
		if len(reply) != 0 {
			t.Fatalf("%s: the first enter declared no defender against a lethal attack", lang)
		}
		if !strings.Contains(m.message, warn) {
			t.Errorf("%s: the first enter says %q, want %q", lang, m.message, warn)
		}
		send(m, "enter")
		if len(reply) != 1 || len((<-reply).IDs) != 0 {
			t.Fatalf("%s: the second enter did not declare no defender", lang)
		}

		m = fitModel(lethalDefendMsg(t, lang, 2), 100, 30)
		reply = m.reply
		send(m, "enter", "1", "2", "enter")
		if len(reply) != 1 || len((<-reply).IDs) != 2 {
			t.Errorf("%s: after the warning, two cards picked (4 of 5 blocked, 1 damage) were not answered at once", lang)
		}

		m = fitModel(lethalDefendMsg(t, lang, 6), 100, 30)
		reply = m.reply
		send(m, "enter")
		if len(reply) != 1 {
			t.Errorf("%s: enter on an attack that is not lethal (5 at 6 life) asked again: %q", lang, m.message)
		}

		m = fitModel(lethalDefendMsg(t, lang, 1), 100, 30)
		reply = m.reply
		send(m, "enter")
		if len(reply) != 1 {
			t.Errorf("%s: enter asked again though no defence stops the attack (5 - 4 at 1 life): %q", lang, m.message)
		}
	}
}

// The second enter is asked for only where another answer the question
// allows would keep the defender alive, as the engine counts the answers
// (rules.View.LeastThrough): against a 9-power attack with dominate (CR
// 8.3.4: one card from hand) two 3-defense cards in hand block 3, not 6,
// so at 5 life no defence helps and the first enter answers. The board
// asked twice here when it counted every card in hand.
func TestLethalDefenceCountsDominate(t *testing.T) {
	crush := ruletest.Attack("Crush", 0, 9, 2)
	crush.Keywords = rules.Dominate
	block := ruletest.Attack("Block", 0, 3, 3)
	for _, tc := range []struct {
		name string
		kw   rules.Keywords
		asks bool
	}{{"dominate", rules.Dominate, false}, {"no dominate", 0, true}} {
		crush.Keywords = tc.kw
		m := fitModel(defendMsg(t, text.EN, rules.Position{Phase: rules.PhaseAction, Turn: 5, TurnPlayer: 1, Players: [2]rules.Side{
			{Hero: cards.MustLookup("Kassai"), Life: 5, Hand: []*rules.Card{block, block}, Deck: []*rules.Card{block}},
			{Hero: cards.MustLookup("Victor Goldmane"), Actions: 1, Hand: []*rules.Card{crush}, Deck: []*rules.Card{block}},
		}}), 100, 30)
		reply := m.reply
		send(m, "enter")
		if asked := len(reply) == 0; asked != tc.asks {
			t.Errorf("%s: enter with no defender against 9 at 5 life asked again: %v, want %v (%q)", tc.name, asked, tc.asks, m.message)
		}
	}
}

// A defence is counted as the engine would count it declared
// (rules.View.DefendsWith): with an aura that gives attack action cards
// +3{d} while they defend (as Stacked in Your Favor), a 3-defense attack
// card in hand blocks 6. Against 10 power at 5 life, it and a 2-defense
// card let 2 through: the first enter with no defender warns (the board
// counted 3 + 2, found nothing that saved, and declared no defender at
// once). The card's row reads "3d → 6d"; picked, the title says
// "chosen 1: 6d"; both picked, enter answers at once.
func TestLethalDefenceCountsWhatWorksWhileDefending(t *testing.T) {
	heavy := ruletest.Attack("Heavy", 0, 10, 2)
	block := ruletest.Attack("Block", 0, 3, 3)
	ward := ruletest.Action("Ward", 0, 1)
	stacked := ruletest.Action("Stacked", 0, 1)
	stacked.Subtypes = rules.Aura
	stacked.Statics = []rules.Static{{Defenders: &rules.AttackFilter{ActionCard: true}, Defense: 3}}
	msg := func() askMsg {
		return defendMsg(t, text.EN, rules.Position{Phase: rules.PhaseAction, Turn: 5, TurnPlayer: 1, Players: [2]rules.Side{
			{Hero: cards.MustLookup("Kassai"), Life: 5, Hand: []*rules.Card{block, ward}, Arena: []*rules.Card{stacked}, Deck: []*rules.Card{block}},
			{Hero: cards.MustLookup("Victor Goldmane"), Actions: 1, Hand: []*rules.Card{heavy}, Deck: []*rules.Card{block}},
		}})
	}
	m := fitModel(msg(), 100, 30)
	if v := m.View(); !strings.Contains(v, "3d → 6d") {
		t.Errorf("the defend question's row lacks 3d → 6d:\n%s", v)
	}
	reply := m.reply
	send(m, "enter")
	if len(reply) != 0 {
		t.Fatalf("enter with no defender against 10 at 5 life, where the two cards block 8, answered at once")
	}
	m = fitModel(msg(), 100, 30)
	reply = m.reply
	send(m, "1")
	if v := m.View(); !strings.Contains(v, "chosen 1: 6d") {
		t.Errorf("the title lacks chosen 1: 6d:\n%s", v)
	}
	send(m, "2", "enter")
	if len(reply) != 1 || len((<-reply).IDs) != 2 {
		t.Errorf("enter with both cards (2 of 10 through at 5 life) did not answer them at once: %q", m.message)
	}
}
