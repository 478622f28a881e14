package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// View.FreeWager (CR 8.5.46, 1.8.3): p1's Bettor may wager a Stake (an
// aura waiting for p1's next turn) with a goldfish. With nothing else
// reading wagers or tokens, the "may" only gives: FreeWager. A card whose
// effect asks, as it resolves (CR 1.8.4), whether its controller controls
// a Stake or wagered on the chain link (Toll: "if you control a Stake,
// draw a card"; Fee: "if you have wagered this chain link, draw a card")
// makes the wager one that does not only give: a line answered yes that
// plays it does what the line answered no does not (as Victor's Gold that
// draws, rules/bot's TestWagerYesKeepsTheLine), so it has no twin there
// and the answer no is worth trying. FreeWager must say no, as it does
// for such a condition on a static, a cost or a play (blindToWager),
// wherever the effect's condition sits: in the card's resolution, under a
// "may", in the effects of a trigger ("when you play an attack action card").
func TestFreeWagerReadsTheEffectsConditions(t *testing.T) {
	goldfish, bettor, stake := bettorWithStake()
	asksStake := rules.ControlsToken("Stake")
	draw := []rules.Effect{rules.Draw{N: 1}}
	for _, tc := range []struct {
		name string
		card *rules.Card
		free bool
	}{
		{"nothing asks", nil, true},
		{"a resolution's if asks for the token", ruletest.Instant("Toll", 0, rules.If{Cond: asksStake, Then: draw}), false},
		{"a resolution's if asks for a wager", ruletest.Instant("Fee", 0, rules.If{Cond: rules.WageredThisLink, Then: draw}), false},
		{"an if under a may", ruletest.Instant("Maybe", 0, rules.May{Then: []rules.Effect{rules.If{Cond: asksStake, Then: draw}}}), false},
		{"an if in a trigger's effects", func() *rules.Card {
			c := ruletest.Instant("Echo", 0)
			c.Triggers = []rules.Trigger{{When: rules.WhenYouPlayAttackActionCard, Effects: []rules.Effect{rules.If{Cond: asksStake, Then: draw}}}}
			return c
		}(), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			known := []*rules.Card{goldfish, bettor, stake}
			hand := []string{"Bettor"}
			if tc.card != nil {
				known = append(known, tc.card)
				hand = append(hand, tc.card.Key())
			}
			x := ruletest.Position(known...).Hand(hand...).P2().Hero("Goldfish").Start(t)
			x.Run(ruletest.Play(ruletest.P1, "Bettor"), ruletest.PassTo(rules.AskMay, ruletest.P1))
			p := x.Prompt()
			if got := x.G.ViewFor(ruletest.P1).FreeWager(&p); got != tc.free {
				t.Errorf("FreeWager %v, want %v", got, tc.free)
			}
		})
	}
}

// FreeWager's look at every card of the game is worked out once for the
// game's list of cards (the fact table): a card the game gains later (a
// token's definition, AddCard) that asks for the token makes the answer
// no from then on, as it would have been with the card there from the start.
func TestFreeWagerFollowsTheCards(t *testing.T) {
	goldfish, bettor, stake := bettorWithStake()
	x := ruletest.Position(goldfish, bettor, stake).Hand("Bettor").P2().Hero("Goldfish").Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Bettor"), ruletest.PassTo(rules.AskMay, ruletest.P1))
	p := x.Prompt()
	if !x.G.ViewFor(ruletest.P1).FreeWager(&p) {
		t.Fatal("FreeWager false with nothing asking for the Stake")
	}
	toll := ruletest.Instant("Toll", 0, rules.If{Cond: rules.ControlsToken("Stake"), Then: []rules.Effect{rules.Draw{N: 1}}})
	x.G.AddCard(toll)
	if x.G.ViewFor(ruletest.P1).FreeWager(&p) {
		t.Error("FreeWager true after the game gained a card that asks for the Stake")
	}
}

// bettorWithStake is the two tests' cards: a goldfish, and Bettor, an
// attack whose "when this attacks" may wager (CR 8.5.46) a Stake, an aura
// token that gains its controller 1 life as their turn starts.
func bettorWithStake() (goldfish, bettor, stake *rules.Card) {
	goldfish = rules.GoldfishHero(rules.GoldfishLifeBlitz)
	stake = &rules.Card{Name: "Stake", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}
	stake.Triggers = []rules.Trigger{{When: rules.WhenYourTurnStarts, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	bettor = ruletest.Attack("Bettor", 0, 6, 2)
	bettor.Tokens = []*rules.Card{stake}
	bettor.Triggers = []rules.Trigger{*rules.WhenThisAttacksMayWager(stake)}
	return goldfish, bettor, stake
}
