package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The wager block (CR 8.5.46), tested once in depth: p1's Bettor (6
// power) may wager a Stake token with the hero it attacks.

var wagerStake = &rules.Card{Name: "Stake", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}

func wagerBettor() *rules.Card {
	b := ruletest.Attack("Bettor", 0, 6, 2)
	b.Tokens = []*rules.Card{wagerStake}
	b.Triggers = []rules.Trigger{*rules.WhenThisAttacksMayWager(wagerStake)}
	return b
}

func TestCR_8_5_46_Wager(t *testing.T) {
	wall := ruletest.DefenseReaction("Wall", 0, 9)
	halt := ruletest.Instant("Halt", 0, rules.CloseChain{})
	start := func(t *testing.T) *ruletest.Game {
		return ruletest.Position(wagerBettor(), wagerStake, wall, halt).Hand("Bettor").
			P2().Hand("Wall", "Halt").Start(t)
	}
	won := func(x *ruletest.Game) []rules.Event { return x.EventsOf(rules.EvWagerWon) }
	t.Run("the attack hits: who wagered wins the prize", func(t *testing.T) {
		x := start(t)
		x.Run(ruletest.Play(p1, "Bettor"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1))
		x.WantCount(rules.EvWager, 1, "CR 8.5.46a: p1 has wagered")
		x.Run(ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, 14, "a hit for 6")
		if w := won(x); len(w) != 1 || w[0].Player != p1 {
			t.Errorf("wagers won %+v, want one by p1", w)
		}
		// CR 8.5.46b: the winner creates the token.
		x.WantZone(p1, rules.ZoneArena, "Alpha", "Stake")
		x.WantZone(p2, rules.ZoneArena, "Beta")
	})
	t.Run("no hit: the hero wagered with wins", func(t *testing.T) {
		x := start(t)
		x.Run(ruletest.Play(p1, "Bettor"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
			ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Wall"), ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, 20, "9 defense")
		if w := won(x); len(w) != 1 || w[0].Player != p2 {
			t.Errorf("wagers won %+v, want one by p2", w)
		}
		x.WantZone(p1, rules.ZoneArena, "Alpha")
		x.WantZone(p2, rules.ZoneArena, "Beta", "Stake")
	})
	t.Run("no wager, no prize", func(t *testing.T) {
		x := start(t)
		x.Run(ruletest.Play(p1, "Bettor"), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1),
			ruletest.PassToStep(rules.StepNone, p1))
		x.WantCount(rules.EvWager, 0, "declined")
		x.WantCount(rules.EvWagerWon, 0, "nothing to settle")
		x.WantZone(p1, rules.ZoneArena, "Alpha")
	})
	t.Run("the chain closes before the link resolves: nobody wins", func(t *testing.T) {
		x := start(t)
		x.Run(ruletest.Play(p1, "Bettor"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
			ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Pass(p1), ruletest.Play(p2, "Halt"), ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, 20, "closed before the damage step")
		x.WantCount(rules.EvWagerWon, 0, "CR 8.5.46: the link never resolved")
		x.WantZone(p1, rules.ZoneArena, "Alpha")
		x.WantZone(p2, rules.ZoneArena, "Beta")
	})
	t.Run("a prize of two tokens: one wager, the winner creates both", func(t *testing.T) {
		chip := &rules.Card{Name: "Chip", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}
		pair := ruletest.Attack("Pair", 0, 6, 2)
		pair.Tokens = []*rules.Card{wagerStake, chip}
		pair.Triggers = []rules.Trigger{{When: rules.WhenThisAttacksAHero, Effects: []rules.Effect{rules.Wager{Prize: wagerStake, And: chip}}}}
		x := ruletest.Position(pair, wagerStake, chip, wall).Hand("Pair").P2().Hand("Wall").Start(t)
		x.Run(ruletest.Play(p1, "Pair"), ruletest.PassToStep(rules.StepNone, p1))
		x.WantCount(rules.EvWager, 1, "one wager (CR 8.5.46a)")
		x.WantZone(p1, rules.ZoneArena, "Alpha", "Stake", "Chip")
		// Blocked by the Wall: the other hero wins both.
		x = ruletest.Position(pair, wagerStake, chip, wall).Hand("Pair").P2().Hand("Wall").Start(t)
		x.Run(ruletest.Play(p1, "Pair"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Wall"),
			ruletest.PassToStep(rules.StepNone, p1))
		x.WantZone(p2, rules.ZoneArena, "Beta", "Stake", "Chip")
	})
}

// An attack that left the chain after it hit (CR 7.0.3c: its chain link
// stays, with the last known information of the attack) still wins its
// wager as the link resolves, and "the first time each of your attacks
// wins a wager" (Olympia's) sees that attack win.
func TestCR_8_5_46_AWagerOfAnAttackThatLeftTheChain(t *testing.T) {
	leaver := wagerBettor()
	leaver.Name = "Leaver"
	leaver.Triggers = append(leaver.Triggers, rules.Trigger{When: rules.WhenThisHits, Effects: []rules.Effect{rules.BanishSelf{}}})
	gold := &rules.Card{Name: "Nugget", Types: rules.Token, Subtypes: rules.Item, Classes: rules.Generic}
	hero := ruletest.Hero("Gambler")
	hero.Tokens = []*rules.Card{gold}
	hero.Triggers = []rules.Trigger{{When: rules.WhenYourAttackFirstWinsAWager, Effects: []rules.Effect{rules.CreateToken{Token: gold}}}}
	x := ruletest.Position(leaver, wagerStake, gold, hero).Hero("Gambler").Hand("Leaver").Start(t)
	x.Run(ruletest.Play(p1, "Leaver"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 14, "a hit for 6")
	x.WantZone(p1, rules.ZoneBanished, "Leaver")
	if w := x.EventsOf(rules.EvWagerWon); len(w) != 1 || w[0].Player != p1 {
		t.Errorf("wagers won %+v, want one by p1", w)
	}
	x.WantZone(p1, rules.ZoneArena, "Gambler", "Stake", "Nugget")
}

// A wager in force is a waiting effect of the player who wagered, with its
// prize (public, CR 8.5.46), until its chain link resolves.
func TestAWagerInForceIsWaiting(t *testing.T) {
	second := &rules.Card{Name: "Chip", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}
	b := wagerBettor()
	b.Tokens = []*rules.Card{wagerStake, second}
	b.Triggers = []rules.Trigger{{When: rules.WhenThisAttacksAHero, Optional: true, Effects: []rules.Effect{rules.Wager{Prize: wagerStake, And: second}}}}
	x := ruletest.Position(b, wagerStake, second).Hand("Bettor").Start(t)
	x.Run(ruletest.Play(p1, "Bettor"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepReaction, p1))
	ws := x.G.ViewFor(p2).Waiting(p1)
	if len(ws) != 1 || ws[0].Kind != rules.WaitWager || ws[0].Prize != wagerStake || ws[0].And != second || ws[0].SourceObj != x.Attack() {
		t.Errorf("p1's waiting effects as p2 sees them: %+v, want the wager of Stake and Chip on the attack", ws)
	}
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	if ws := x.G.ViewFor(p2).Waiting(p1); len(ws) != 0 {
		t.Errorf("settled, still waiting: %+v", ws)
	}
}
