package cards_test

// One test per card of warrior.go (Dorinthea's cards of Classic Battles).
// Player p1 (index 0) is the turn player everywhere.

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// warriorGoAgain checks whether the active attack has go again.
func warriorGoAgain(tb *ruletest.Game, want bool, why string) {
	tb.T.Helper()
	if got := tb.G.HasKeyword(tb.Attack(), rules.GoAgain); got != want {
		tb.T.Errorf("attack has go again = %v, want %v (%s)", got, want, why)
	}
}

// warriorDagger is a made-up one-handed dagger (no such card ships yet):
// once per turn, for no cost, it attacks with 1 power.
func warriorDagger() *rules.Card {
	return &rules.Card{Name: "Test Dagger", Types: rules.Weapon, Subtypes: rules.Dagger | rules.OneHanded, Classes: rules.Generic,
		Props: rules.HasPower, Power: 1, Activated: []rules.Activated{{Type: rules.Action, Once: true, Attack: true}}}
}

func TestEnGarde(t *testing.T) {
	const card = "En Garde (red)"
	t.Run("the next weapon attack gets +3", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "En Garde's go again")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "2+3")
		warriorGoAgain(tb, false, "En Garde gives power only")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 15, "5 power")
	})
	t.Run("an attack action card does not use it up", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Overload (red)").Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "Overload is no weapon attack")
		// Overload hits and gains go again: the bonus is still waiting.
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "Dawnblade 2+3")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-3-5, "Overload, then Dawnblade with +3")
	})
}

func TestSecondSwing(t *testing.T) {
	const card = "Second Swing (red)"
	t.Run("after a weapon attack the next attack gets +4", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Overload (red)").Resources(2).Actions(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "one left after Dawnblade, Second Swing has go again")
		// "Your next attack" is any attack, not only a weapon's.
		tb.Run(ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "Overload 3+4")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-2-7, "Dawnblade, then Overload with +4")
	})
	t.Run("with no weapon attack yet it does nothing", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "go again even to no effect")
		// The condition was checked as it resolved: attacking with the
		// weapon afterwards does not switch the +4 on.
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "no bonus")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "2 power")
	})
}

func TestWarriorsValor(t *testing.T) {
	const card = "Warrior's Valor (red)"
	t.Run("a hit gives go again and Dorinthea attacks again", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(3).
			P2().Hero(rhinar).Hand("Muscle Mutt (yellow)").
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, dawnblade),
			ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "2+3")
		warriorGoAgain(tb, false, "not before it hits")
		// The hit (5 against 2) triggers the granted ability; its go again
		// is Dawnblade's first this turn, so Dorinthea may let it attack
		// again.
		tb.Run(ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 17, "5 power, 2 defense")
		warriorGoAgain(tb, true, "it hit")
		tb.WantActions(p1, 1, "the attack's go again")
		tb.WantOffered(rules.ActActivate, dawnblade)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		// Only the next weapon attack got the bonus and the ability.
		tb.WantPower(tb.Attack(), 3, "2, +1 as Dawnblade's second attack")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantActions(p1, 0, "the second hit gives no go again")
		tb.WantLife(p2, 14, "then 3 more")
	})
	t.Run("no hit, no go again", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(3).
			P2().Hero(rhinar).Hand("Muscle Mutt (yellow)", "Raging Onslaught (yellow)").
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, dawnblade),
			ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Muscle Mutt (yellow)", "Raging Onslaught (yellow)"),
			ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20, "5 power against 5 defense")
		warriorGoAgain(tb, false, "it did not hit")
		tb.WantActions(p1, 0, "no go again")
		if tb.Offered(rules.ActActivate, dawnblade) {
			t.Error("Dawnblade may attack again without a hit")
		}
	})
}

func TestDrivingBlade(t *testing.T) {
	const card = "Driving Blade (yellow)"
	t.Run("the next weapon attack gets +2 and go again", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(3).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "Driving Blade's go again")
		// The gained go again is Dawnblade's first: Dorinthea asks.
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "2+2")
		warriorGoAgain(tb, true, "from Driving Blade")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantActions(p1, 1, "the attack's go again")
		tb.WantLife(p2, 16, "4 power")
	})
	t.Run("an attack action card does not take it", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Muscle Mutt (yellow)").Resources(5).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "Muscle Mutt unchanged")
		warriorGoAgain(tb, false, "no weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 0, "Muscle Mutt has no go again")
	})
}

func TestGlisteningSteelblade(t *testing.T) {
	const card = "Glistening Steelblade (yellow)"
	t.Run("go again, and a +1 counter each time Dawnblade hits", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(3).
			P2().Hero(rhinar).
			Start(t)
		blade := tb.Find(p1, rules.ZoneArena, dawnblade)
		counters := func(want int, why string) {
			t.Helper()
			if got := tb.Obj(blade).Counters[rules.CounterPower]; int(got) != want {
				t.Errorf("+1 counters on Dawnblade = %d, want %d (%s)", got, want, why)
			}
		}
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "the card's go again")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, true, "the next Dawnblade attack has go again")
		tb.WantPower(tb.Attack(), 2, "no power from the card")
		counters(0, "not before the hit")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		counters(1, "the first hit")
		tb.WantActions(p1, 1, "the attack's go again")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "2, +1 counter, +1 as the second attack")
		warriorGoAgain(tb, false, "only the next attack had go again")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		counters(2, "every hit this turn")
		tb.WantLife(p2, 20-2-4, "2, then 4")
		// The counters stay on the weapon (CR 8.5.14) into later turns.
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
		if tb.G.Omniscient().TurnPlayer() != p2 {
			t.Fatalf("turn player = p%d, want p2", tb.G.Omniscient().TurnPlayer()+1)
		}
		counters(2, "next turn")
		if got := tb.G.Power(blade); got != 4 {
			t.Errorf("Dawnblade's power next turn = %d, want 2+2", got)
		}
	})
	t.Run("no hit, no counter; an attack action card takes nothing", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Overload (red)").Resources(3).
			P2().Hero(rhinar).Hand("Raging Onslaught (yellow)").
			Start(t)
		blade := tb.Find(p1, rules.ZoneArena, dawnblade)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Overload (red)"),
			ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, false, "Overload is not a Dawnblade attack")
		// Overload hits and gains go again by itself.
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		if got := tb.Obj(blade).Counters[rules.CounterPower]; got != 0 {
			t.Errorf("counters = %d after Overload hit, want 0", got)
		}
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Raging Onslaught (yellow)"),
			ruletest.PassToStep(rules.StepResolution, p1))
		warriorGoAgain(tb, true, "the first Dawnblade attack")
		if got := tb.Obj(blade).Counters[rules.CounterPower]; got != 0 {
			t.Errorf("counters = %d after a blocked attack, want 0", got)
		}
		tb.WantLife(p2, 17, "only Overload's 3")
	})
	t.Run("only Dorinthea may have it in her deck (CR 8.3.7)", func(t *testing.T) {
		glisten := k(card)
		_, err := rules.New(rules.Setup{Players: [2]rules.Deck{
			{Hero: k(rhinar), Arena: ks("Bone Basher"), Cards: []*rules.Card{glisten}},
			{Hero: k(dorinthea), Arena: ks(dawnblade), Cards: []*rules.Card{glisten}},
		}})
		if err == nil || !strings.Contains(err.Error(), "8.3.7") || !strings.Contains(err.Error(), "player 1") {
			t.Errorf("Rhinar's deck with it: %v, want a specialization error for player 1", err)
		}
		if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Cards: []*rules.Card{glisten}},
			{Hero: k(rhinar), Arena: ks("Bone Basher")},
		}}); err != nil {
			t.Errorf("Dorinthea's deck with it: %v", err)
		}
	})
}

func TestOutForBlood(t *testing.T) {
	const card = "Out for Blood (yellow)"
	for _, tc := range []struct {
		rule     string
		name     string
		arena    []string // p2's
		hand     []string // p2's
		defend   string
		overload int // the next attack's power
		life     int
	}{
		{"8.4.3", "+2, and reprise gives the next attack +1", nil, []string{"Muscle Mutt (yellow)"}, "Muscle Mutt (yellow)", 3 + 1, 20 - 2 - 4},
		{"8.4.3", "without a card from hand no reprise", []string{"Ironrot Helm"}, nil, "Ironrot Helm", 3, 20 - 3 - 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Overload (red)").Resources(2).Actions(2).
				P2().Hero(rhinar).Arena(tc.arena...).Hand(tc.hand...).
				Start(t)
			tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend),
				ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, card), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), 4, "2+2; the reprise +1 is for the next attack")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.overload, "Overload's 3, +1 on reprise (CR "+tc.rule+")")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, tc.life, "both attacks")
		})
	}
	t.Run("an attack action card is no target", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Overload (red)").Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, "Overload (red)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActPlay, card, rules.ReasonNoTarget)
	})
}

func TestRunThrough(t *testing.T) {
	const card = "Run Through (yellow)"
	t.Run("go again now, +2 for the next sword attack", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(3).
			P2().Hero(rhinar).
			Start(t)
		// The go again is Dawnblade's first this turn: Dorinthea asks.
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, card),
			ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, true, "the target gains go again")
		tb.WantPower(tb.Attack(), 2, "the +2 is not for the attack already made")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantActions(p1, 1, "go again")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "2, +1 as the second attack, +2")
		warriorGoAgain(tb, false, "go again was for the target only")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-2-5, "2, then 5")
	})
	t.Run("a club attack is no target", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Bone Basher").Hand(card).Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Bone Basher"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActPlay, card, rules.ReasonNoTarget)
	})
}

func TestSliceAndDice(t *testing.T) {
	const card = "Slice and Dice (yellow)"
	t.Run("+1 on the first weapon attack, +2 on the second", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Blade Flash (blue)").Resources(3).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "the card's go again")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "2+1, the first weapon attack")
		tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1))
		// Dawnblade's own trigger and this one's trigger come together.
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskOrder, p1), ruletest.Order(p1), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "2, +1 as Dawnblade's second attack, +2 as the second weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-3-5, "3, then 5")
	})
	t.Run("weapon attacks before it count; a dagger is included", func(t *testing.T) {
		tb := pos().Known(warriorDagger()).Hero(dorinthea).Arena(dawnblade, "Test Dagger").Hand(card).Resources(1).Actions(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, "Test Dagger"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "the dagger's 1, +2 as the second weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-2-3, "Dawnblade 2 without bonus, dagger 3")
	})
	t.Run("a third weapon attack gets nothing", func(t *testing.T) {
		tb := pos().Known(warriorDagger()).Hero(dorinthea).Arena(dawnblade, "Test Dagger").Hand(card, "Blade Flash (blue)").Resources(3).Actions(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, "Test Dagger"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "dagger 1+1")
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "Dawnblade 2+2 as the second weapon attack")
		tb.Run(ruletest.Play(p1, "Blade Flash (blue)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1),
			ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskOrder, p1), ruletest.Order(p1), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "2, +1 as Dawnblade's second attack, nothing as the third weapon attack")
	})
	t.Run("a club is neither sword nor dagger", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Bone Basher").Hand(card).Resources(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, "Bone Basher"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "Bone Basher unchanged")
	})
}

func TestHitAndRun(t *testing.T) {
	const card = "Hit and Run (blue)"
	t.Run("after a weapon attack: +1 for the next attack, go again for the next weapon attack", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card, "Muscle Mutt (yellow)").Resources(4).Actions(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 1, "one left after Dawnblade, and Hit and Run's go again")
		tb.Run(ruletest.Play(p1, "Muscle Mutt (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "Muscle Mutt 6+1: any attack")
		warriorGoAgain(tb, false, "go again is for a weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, 0, "no go again")
		tb.WantLife(p2, 20-2-7, "2, then 7")
	})
	t.Run("before any weapon attack: go again only", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).Hand(card).Resources(1).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1), ruletest.Activate(p1, dawnblade),
			ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "no weapon attack when it resolved: no +1")
		warriorGoAgain(tb, true, "the next weapon attack")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantActions(p1, 1, "go again")
	})
}
