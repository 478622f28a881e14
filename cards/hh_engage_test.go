package cards_test

// Tests of cards/hh_engage.go, each from the printed card (the block,
// "defended by an attack action card", is tested in depth in
// rules/defended_test.go). Olympia attacks with a Warrior sword; Rhinar
// defends with Muscle Mutt (an attack action card, 2{d}) or Sharpen Steel
// (a non-attack action card, 3{d}).

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

const (
	engageAttackCard = hhMutt                // defends for 2
	engageOtherCard  = "Sharpen Steel (red)" // defends for 3
)

// swordDefended: Olympia attacks with the sword and p2 defends with the
// defender; it stops in the reaction step.
func swordDefended(t *testing.T, sword, defender string, hand []string, resources int) *ruletest.Game {
	t.Helper()
	tb := pos().Hero("Olympia").Arena(sword).Hand(hand...).Resources(resources).
		P2().Hero(rhinar).Hand(defender).
		Start(t)
	tb.Run(ruletest.Activate(p1, sword), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, defender),
		ruletest.PassToStep(rules.StepReaction, p1))
	return tb
}

// engagement: target Warrior attack (Hot Streak's, 2{p}) gets +n; the
// token only if an attack action card defends it.
func engagement(t *testing.T, token string, keys map[string]int) {
	for key, n := range keys {
		t.Run(key, func(t *testing.T) {
			tb := swordDefended(t, "Hot Streak", engageAttackCard, []string{key}, 2)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-n, "2 + n power against 2 defense")
			tb.WantZone(p1, rules.ZoneArena, "Olympia", "Hot Streak", token)
			tb = swordDefended(t, "Hot Streak", engageOtherCard, []string{key}, 2)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-(2+n-3), "2 + n power against 3 defense")
			tb.WantZone(p1, rules.ZoneArena, "Olympia", "Hot Streak")
		})
	}
}

func TestAgileEngagement(t *testing.T) {
	engagement(t, "Agility", map[string]int{"Agile Engagement (red)": 3, "Agile Engagement (yellow)": 2, "Agile Engagement (blue)": 1})
}

func TestVigorousEngagement(t *testing.T) {
	engagement(t, "Vigor", map[string]int{"Vigorous Engagement (red)": 3, "Vigorous Engagement (yellow)": 2, "Vigorous Engagement (blue)": 1})
}

// Cut the Deck: +n; defended by an attack action card, draw a card, then
// put a card from hand or arsenal on the bottom of the deck (here the
// arsenal's).
func TestCutTheDeck(t *testing.T) {
	for key, n := range map[string]int{"Cut the Deck (red)": 3, "Cut the Deck (yellow)": 2, "Cut the Deck (blue)": 1} {
		t.Run(key, func(t *testing.T) {
			tb := pos().Hero("Olympia").Arena("Hot Streak").Hand(key).Arsenal("Toughen Up (blue)").Deck(engageOtherCard).Resources(2).
				P2().Hero(rhinar).Hand(engageAttackCard).
				Start(t)
			tb.Run(ruletest.Activate(p1, "Hot Streak"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, engageAttackCard),
				ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, key),
				ruletest.PassTo(rules.AskCards, p1), ruletest.Choose(p1, "Toughen Up (blue)"), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-n, "2 + n power against 2 defense")
			tb.WantZone(p1, rules.ZoneHand, engageOtherCard)
			tb.WantZone(p1, rules.ZoneArsenal)
			tb.WantZone(p1, rules.ZoneDeck, "Toughen Up (blue)")
			// CR 3.0.3: a face-down arsenal card stays private as it goes.
			for _, e := range tb.EventsOf(rules.EvMoveZone) {
				if e.To == rules.ZoneDeck && !e.Hidden {
					t.Errorf("the move of %d to the deck is public", e.Obj)
				}
			}
			// Defended by a non-attack action card: no draw.
			tb = swordDefended(t, "Hot Streak", engageOtherCard, []string{key}, 2)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantZone(p1, rules.ZoneHand)
		})
	}
}

// Fatal Engagement: only with an attack action card defending this chain
// link; +n.
func TestFatalEngagement(t *testing.T) {
	for key, n := range map[string]int{"Fatal Engagement (red)": 5, "Fatal Engagement (yellow)": 4, "Fatal Engagement (blue)": 3} {
		t.Run(key, func(t *testing.T) {
			tb := swordDefended(t, "Hot Streak", engageAttackCard, []string{key}, 3)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-n, "2 + n power against 2 defense")
			tb = swordDefended(t, "Hot Streak", engageOtherCard, []string{key}, 3)
			tb.WantBlocked(rules.ActPlay, key, rules.ReasonRestricted)
		})
	}
}

// Engaged Swiftblade: go again; the next Warrior attack (Cintari Saber's,
// 2{p}, +1 when an attack action card defends it) gets +n, and go again if
// an attack action card defends it.
func TestEngagedSwiftblade(t *testing.T) {
	for key, n := range map[string]int{"Engaged Swiftblade (red)": 3, "Engaged Swiftblade (yellow)": 2, "Engaged Swiftblade (blue)": 1} {
		t.Run(key, func(t *testing.T) {
			for _, c := range []struct {
				defender       string
				life, actions  int
				defenderReason string
			}{
				{engageAttackCard, 20 - (2 + n + 1 - 2), 1, "go again from the card's ability"},
				{engageOtherCard, 20 - (2 + n - 3), 0, "no attack action card: no go again"},
			} {
				tb := pos().Hero("Olympia").Arena("Cintari Saber").Hand(key).Resources(2).
					P2().Hero(rhinar).Hand(c.defender).
					Start(t)
				tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
				tb.WantActions(p1, 1, "go again")
				tb.Run(ruletest.Activate(p1, "Cintari Saber"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, c.defender),
					ruletest.PassToStep(rules.StepNone, p1))
				tb.WantLife(p2, c.life, "2 + n power (+1 from Cintari Saber)")
				tb.WantActions(p1, c.actions, c.defenderReason)
			}
		})
	}
}

// Cintari Saber: +1{p} when 1 or more attack action cards defend it (two
// together: once).
func TestCintariSaber(t *testing.T) {
	tb := pos().Hero("Olympia").Arena("Cintari Saber").Resources(1).
		P2().Hero(rhinar).Hand(engageAttackCard, engageAttackCard).
		Start(t)
	tb.Run(ruletest.Activate(p1, "Cintari Saber"), ruletest.PassTo(rules.AskDefenders, p2),
		ruletest.Defend(p2, engageAttackCard, engageAttackCard), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantPower(tb.Attack(), 3, "2 and +1 once")
	tb = swordDefended(t, "Cintari Saber", engageOtherCard, nil, 1)
	tb.WantPower(tb.Attack(), 2, "a non-attack action card")
}

// Hot Streak: when an attack action card defends it, its attacks get go
// again this turn, the one defended too.
func TestHotStreak(t *testing.T) {
	tb := swordDefended(t, "Hot Streak", engageAttackCard, nil, 1)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantActions(p1, 1, "go again")
	tb = swordDefended(t, "Hot Streak", engageOtherCard, nil, 1)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantActions(p1, 0, "no go again")
}

// Parry Blade: a weapon (once per turn, {r}: attack, 2{p}) and an
// equipment that defends, +2{d} while defending a weapon attack, with
// blade break.
func TestParryBlade(t *testing.T) {
	t.Run("it attacks as a weapon", func(t *testing.T) {
		tb := pos().Hero("Olympia").Arena("Parry Blade").Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Parry Blade"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "2 power")
	})
	t.Run("it defends a weapon attack with 2, then breaks", func(t *testing.T) {
		tb := pos().Hero("Olympia").Arena("Cintari Saber").Resources(1).
			P2().Hero(dorinthea).Arena("Parry Blade").
			Start(t)
		tb.Run(ruletest.Activate(p1, "Cintari Saber"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Parry Blade"),
			ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantDefense(tb.Find(p2, rules.ZoneArena, "Parry Blade"), 2, "0 and +2 against a weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20, "2 power against 2 defense")
		tb.WantZone(p2, rules.ZoneGraveyard, "Parry Blade")
	})
	t.Run("it defends an attack action card with 0", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena("Parry Blade").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Parry Blade"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power against 0 defense")
	})
}

// Prized Galea: {r} and destroying it, the weapon attack wagers a Gold
// token: the attack hits, Olympia wins it (and her own Gold, the first
// time the attack wins a wager); it does not, the defending hero does.
func TestPrizedGalea(t *testing.T) {
	t.Run("the attack hits", func(t *testing.T) {
		tb := pos().Hero("Olympia").Arena("Cintari Saber", "Prized Galea").Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Cintari Saber"), ruletest.PassToStep(rules.StepReaction, p1),
			ruletest.Activate(p1, "Prized Galea"), ruletest.PassToStep(rules.StepDamage, p1))
		tb.WantZone(p1, rules.ZoneGraveyard, "Prized Galea")
		// The board's waiting effects show the wager until it is settled.
		var wagers []string
		v := tb.G.ViewFor(p2)
		for _, w := range v.Waiting(p1) {
			if w.Kind == rules.WaitWager {
				wagers = append(wagers, text.Words{Lang: text.EN, View: v}.Waiting(w))
			}
		}
		if want := "wagered a Gold token on its hit (Cintari Saber)"; len(wagers) != 1 || wagers[0] != want {
			t.Errorf("the wagers waiting, as the other player sees them: %q, want [%q]", wagers, want)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "2 power")
		tb.WantZone(p1, rules.ZoneArena, "Olympia", "Cintari Saber", "Gold", "Gold")
	})
	t.Run("the attack does not hit", func(t *testing.T) {
		tb := pos().Hero("Olympia").Arena("Cintari Saber", "Prized Galea").Resources(2).
			P2().Hero(rhinar).Hand(engageOtherCard).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Cintari Saber"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, engageOtherCard),
			ruletest.PassToStep(rules.StepReaction, p1), ruletest.Activate(p1, "Prized Galea"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, "Olympia", "Cintari Saber")
		tb.WantZone(p2, rules.ZoneArena, rhinar, "Gold")
	})
	t.Run("an attack action card is not a weapon attack", func(t *testing.T) {
		tb := pos().Hero("Olympia").Arena("Prized Galea").Hand(hhMutt).Resources(4).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActActivate, "Prized Galea", rules.ReasonNoTarget)
	})
}
