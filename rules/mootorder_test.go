package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.10.2d (6.6.6b in the newer text): a player orders their
// simultaneous triggered layers. Blade break and battleworn on two
// different equipment each act on their own card, and nothing hears what
// they do: with SkipMootOrders the order is not asked and the log says
// why; without it the question stays (games recorded before, rathe sim).
func TestCR_1_10_2d_AnOrderThatChangesNothingIsNotAsked(t *testing.T) {
	helm := ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak)
	legs := ruletest.Equipment("Legs", rules.Legs, 1, rules.Battleworn)
	mutt := ruletest.Attack("Mutt", 0, 6, 2)
	for _, skip := range []bool{true, false} {
		x := ruletest.Position(mutt, helm, legs).
			Hand("Mutt").
			P2().Arena("Helm", "Legs").
			Start(t)
		x.G.SkipMootOrders(skip)
		steps := []ruletest.Step{ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Helm", "Legs")}
		if !skip {
			steps = append(steps, ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2))
		}
		steps = append(steps, ruletest.PassToStep(rules.StepNone, p1))
		x.Run(steps...)
		x.WantZone(p2, rules.ZoneGraveyard, "Helm")
		moot := 0
		for _, e := range x.EventsOf(rules.EvAuto) {
			if e.Why == rules.AutoMootOrder {
				moot++
			}
		}
		if want := map[bool]int{true: 1, false: 0}[skip]; moot != want {
			t.Errorf("skip %v: %d moot-order events, want %d", skip, moot, want)
		}
	}
}

// Blade break and battleworn on the same equipment: one destroys the card
// the other puts a counter on, so their order is not known to change
// nothing, and the question stays.
func TestCR_1_10_2d_AnOrderThatMayMatterIsAsked(t *testing.T) {
	helm := ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak|rules.Battleworn)
	mutt := ruletest.Attack("Mutt", 0, 6, 2)
	x := ruletest.Position(mutt, helm).
		Hand("Mutt").
		P2().Arena("Helm").
		Start(t)
	x.G.SkipMootOrders(true)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Helm"),
		ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2), ruletest.PassToStep(rules.StepNone, p1))
	x.WantZone(p2, rules.ZoneGraveyard, "Helm")
}

// CR 1.10.2d: with SkipMoreMootOrders, an ability that hears only events
// about its own card (Bone Vizier's "when this is destroyed") does not make
// the order of other cards' blade breaks matter: two blade breaks are not
// ordered while a Vizier stands in the arena, and are when the Vizier is
// one of the cards destroyed. Without it, the question stays (games
// recorded before).
func TestCR_1_10_2d_AnAbilityAboutItsOwnCardHearsOnlyIt(t *testing.T) {
	vizier := func(name string, slot rules.Subtypes, kw rules.Keywords) *rules.Card {
		c := ruletest.Equipment(name, slot, 1, kw)
		c.Triggers = []rules.Trigger{{When: rules.WhenThisIsDestroyed, Where: rules.ZoneGraveyard, Effects: []rules.Effect{rules.GainResources{N: 1}}}}
		return c
	}
	helm := ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak)
	legs := ruletest.Equipment("Legs", rules.Legs, 1, rules.BladeBreak)
	earLegs := vizier("Ear Legs", rules.Legs, rules.BladeBreak) // hears its own destruction
	chest := vizier("Vizier", rules.Chest, 0)
	mutt := ruletest.Attack("Mutt", 0, 6, 2)
	for _, tc := range []struct {
		name   string
		more   bool
		defend []string
		asked  bool
	}{
		{"the Vizier stands, more", true, []string{"Helm", "Legs"}, false},
		{"the Vizier stands, as before", false, []string{"Helm", "Legs"}, true},
		{"the listener is destroyed too", true, []string{"Helm", "Ear Legs"}, true},
	} {
		x := ruletest.Position(mutt, helm, legs, earLegs, chest).
			Hand("Mutt").Arena("Vizier").
			P2().Arena(tc.defend...).
			Start(t)
		x.G.SkipMootOrders(true)
		x.G.SkipMoreMootOrders(tc.more)
		steps := []ruletest.Step{ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...)}
		if tc.asked {
			steps = append(steps, ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2))
		}
		steps = append(steps, ruletest.PassToStep(rules.StepNone, p1))
		x.Run(steps...)
		x.WantZone(p2, rules.ZoneGraveyard, tc.defend...)
		moot := 0
		for _, e := range x.EventsOf(rules.EvAuto) {
			if e.Why == rules.AutoMootOrder {
				moot++
			}
		}
		if want := map[bool]int{true: 0, false: 1}[tc.asked]; moot != want {
			t.Errorf("%s: %d moot-order events, want %d", tc.name, moot, want)
		}
	}
}

// CR 1.10.2d: with SkipMoreMootOrders, aura tokens that destroy themselves
// at the start of their controller's turn for the next attack's bonus or
// resource points (Might +1 power, Agility go again, Vigor a resource point:
// CR 8.6.27, 8.6.28) come to the same in any order: not asked, and both
// bonuses are there. Without it, or with a token whose bonus is only for
// some attacks, the question stays.
func TestCR_1_10_2d_TokensForTheNextAttackAreNotOrdered(t *testing.T) {
	aura := func(name string, then rules.Effect) *rules.Card {
		return &rules.Card{Name: name, Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic,
			Triggers: []rules.Trigger{rules.AuraAtStartOfTurn(then)}}
	}
	might := aura("Might", rules.NextAttack{Power: 1})
	agility := aura("Agility", rules.NextAttack{Gains: rules.GoAgain})
	vigor := aura("Vigor", rules.GainResources{N: 1})
	swords := aura("Swords", rules.NextAttack{Filter: rules.AttackFilter{Subtypes: rules.Sword}, Power: 1})
	for _, tc := range []struct {
		name   string
		more   bool
		tokens []string
		asked  bool
	}{
		{"Might and Agility", true, []string{"Might", "Agility"}, false},
		{"Might, Agility and Vigor", true, []string{"Might", "Agility", "Vigor"}, false},
		{"as before", false, []string{"Might", "Agility"}, true},
		{"a bonus for swords only", true, []string{"Might", "Swords"}, true},
	} {
		x := ruletest.Position(might, agility, vigor, swords).
			P2().Arena(tc.tokens...).Live(). // the game goes on to p2's turn (CR 4.5.4d)
			Start(t)
		x.G.SkipMootOrders(true)
		x.G.SkipMoreMootOrders(tc.more)
		var steps []ruletest.Step
		if tc.asked {
			steps = append(steps, ruletest.PassTo(rules.AskOrder, p2), ruletest.Order(p2))
		}
		steps = append(steps, ruletest.PassUntil("p2's action phase", func(v rules.View, pr rules.Prompt) bool {
			return v.TurnPlayer() == p2 && v.Phase() == rules.PhaseAction && pr.Player == p2 && len(v.Stack()) == 0
		}))
		x.Run(steps...)
		x.WantZone(p2, rules.ZoneArena, "Beta") // the tokens destroyed, the hero stays
		if slices.Contains(tc.tokens, "Vigor") {
			x.WantResources(p2, 1, "Vigor's resource point")
		}
		moot := 0
		for _, e := range x.EventsOf(rules.EvAuto) {
			if e.Why == rules.AutoMootOrder {
				moot++
			}
		}
		if want := map[bool]int{true: 0, false: 1}[tc.asked]; moot != want {
			t.Errorf("%s: %d moot-order events, want %d", tc.name, moot, want)
		}
	}
}
