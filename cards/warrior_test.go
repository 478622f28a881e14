package cards_test

// One test per card of warrior.go (Dorinthea's cards of Classic Battles).
// Player p1 (index 0) is the turn player everywhere.

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// warriorOrder answers a trigger-order prompt with the order offered.
func warriorOrder(p rules.Player) step {
	return answer(rules.AskOrder, p, "order the triggers", func(_ rules.View, pr rules.Prompt) (rules.Answer, error) {
		a := rules.Answer{}
		for _, o := range pr.Options {
			a.IDs = append(a.IDs, o.ID)
		}
		return a, nil
	})
}

// warriorPower checks the power of the active attack.
func warriorPower(tb *table, want int, why string) {
	tb.t.Helper()
	if got := tb.g.Power(tb.attack()); got != want {
		tb.t.Errorf("attack power = %d, want %d (%s)", got, want, why)
	}
}

// warriorGoAgain checks whether the active attack has go again.
func warriorGoAgain(tb *table, want bool, why string) {
	tb.t.Helper()
	if got := tb.g.HasKeyword(tb.attack(), rules.GoAgain); got != want {
		tb.t.Errorf("attack has go again = %v, want %v (%s)", got, want, why)
	}
}

// warriorActions checks p1's action points.
func warriorActions(tb *table, want int, why string) {
	tb.t.Helper()
	if got := tb.actions(p1); got != want {
		tb.t.Errorf("actions = %d, want %d (%s)", got, want, why)
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
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "En Garde's go again")
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 5, "2+3")
		warriorGoAgain(tb, false, "En Garde gives power only")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 15, "5 power")
	})
	t.Run("an attack action card does not use it up", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 3, "Overload is no weapon attack")
		// Overload hits and gains go again: the bonus is still waiting.
		tb.run(passToStep(rules.StepResolution, p1), activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 5, "Dawnblade 2+3")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-3-5, "Overload, then Dawnblade with +3")
	})
}

func TestSecondSwing(t *testing.T) {
	const card = "Second Swing (red)"
	t.Run("after a weapon attack the next attack gets +4", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 2, Actions: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(activate(p1, dawnblade), passToStep(rules.StepNone, p1), play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "one left after Dawnblade, Second Swing has go again")
		// "Your next attack" is any attack, not only a weapon's.
		tb.run(play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 7, "Overload 3+4")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-2-7, "Dawnblade, then Overload with +4")
	})
	t.Run("with no weapon attack yet it does nothing", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "go again even to no effect")
		// The condition was checked as it resolved: attacking with the
		// weapon afterwards does not switch the +4 on.
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 2, "no bonus")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 18, "2 power")
	})
}

func TestWarriorsValor(t *testing.T) {
	const card = "Warrior's Valor (red)"
	t.Run("a hit gives go again and Dorinthea attacks again", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 3},
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)")},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), activate(p1, dawnblade),
			passTo(rules.AskDefenders, p2), defend(p2, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 5, "2+3")
		warriorGoAgain(tb, false, "not before it hits")
		// The hit (5 against 2) triggers the granted ability; its go again
		// is Dawnblade's first this turn, so Dorinthea may let it attack
		// again.
		tb.run(passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 17, "5 power, 2 defense")
		warriorGoAgain(tb, true, "it hit")
		warriorActions(tb, 1, "the attack's go again")
		tb.wantOffered(rules.ActActivate, dawnblade)
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		// Only the next weapon attack got the bonus and the ability.
		warriorPower(tb, 3, "2, +1 as Dawnblade's second attack")
		tb.run(passToStep(rules.StepResolution, p1))
		warriorActions(tb, 0, "the second hit gives no go again")
		tb.wantLife(p2, 14, "then 3 more")
	})
	t.Run("no hit, no go again", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 3},
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)", "Raging Onslaught (yellow)")},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), activate(p1, dawnblade),
			passTo(rules.AskDefenders, p2), defend(p2, "Muscle Mutt (yellow)", "Raging Onslaught (yellow)"),
			passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 20, "5 power against 5 defense")
		warriorGoAgain(tb, false, "it did not hit")
		warriorActions(tb, 0, "no go again")
		if tb.offered(rules.ActActivate, dawnblade) {
			t.Error("Dawnblade may attack again without a hit")
		}
	})
}

func TestDrivingBlade(t *testing.T) {
	const card = "Driving Blade (yellow)"
	t.Run("the next weapon attack gets +2 and go again", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 3},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "Driving Blade's go again")
		// The gained go again is Dawnblade's first: Dorinthea asks.
		tb.run(activate(p1, dawnblade), passTo(rules.AskMay, p1), no(p1), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "2+2")
		warriorGoAgain(tb, true, "from Driving Blade")
		tb.run(passToStep(rules.StepResolution, p1))
		warriorActions(tb, 1, "the attack's go again")
		tb.wantLife(p2, 16, "4 power")
	})
	t.Run("an attack action card does not take it", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Muscle Mutt (yellow)"), Resources: 5},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 6, "Muscle Mutt unchanged")
		warriorGoAgain(tb, false, "no weapon attack")
		tb.run(passToStep(rules.StepNone, p1))
		warriorActions(tb, 0, "Muscle Mutt has no go again")
	})
}

func TestGlisteningSteelblade(t *testing.T) {
	const card = "Glistening Steelblade (yellow)"
	t.Run("go again, and a +1 counter each time Dawnblade hits", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 3},
			{Hero: k(rhinar)},
		}})
		blade := tb.find(p1, rules.ZoneArena, dawnblade)
		counters := func(want int, why string) {
			t.Helper()
			if got := tb.g.S.Obj(blade).Counters[rules.CounterPower]; int(got) != want {
				t.Errorf("+1 counters on Dawnblade = %d, want %d (%s)", got, want, why)
			}
		}
		tb.run(play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "the card's go again")
		tb.run(activate(p1, dawnblade), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, true, "the next Dawnblade attack has go again")
		warriorPower(tb, 2, "no power from the card")
		counters(0, "not before the hit")
		tb.run(passToStep(rules.StepResolution, p1))
		counters(1, "the first hit")
		warriorActions(tb, 1, "the attack's go again")
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "2, +1 counter, +1 as the second attack")
		warriorGoAgain(tb, false, "only the next attack had go again")
		tb.run(passToStep(rules.StepNone, p1))
		counters(2, "every hit this turn")
		tb.wantLife(p2, 20-2-4, "2, then 4")
		// The counters stay on the weapon (CR 8.5.14) into later turns.
		tb.run(pass(p1), pass(p2), passTo(rules.AskPriority, p2))
		if tb.g.S.TurnPlayer != p2 {
			t.Fatalf("turn player = p%d, want p2", tb.g.S.TurnPlayer+1)
		}
		counters(2, "next turn")
		if got := tb.g.Power(blade); got != 4 {
			t.Errorf("Dawnblade's power next turn = %d, want 2+2", got)
		}
	})
	t.Run("no hit, no counter; an attack action card takes nothing", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 3},
			{Hero: k(rhinar), Hand: ks("Raging Onslaught (yellow)")},
		}})
		blade := tb.find(p1, rules.ZoneArena, dawnblade)
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), play(p1, "Overload (red)"),
			passTo(rules.AskDefenders, p2), defend(p2), passToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, false, "Overload is not a Dawnblade attack")
		// Overload hits and gains go again by itself.
		tb.run(passToStep(rules.StepNone, p1))
		if got := tb.g.S.Obj(blade).Counters[rules.CounterPower]; got != 0 {
			t.Errorf("counters = %d after Overload hit, want 0", got)
		}
		tb.run(activate(p1, dawnblade), passTo(rules.AskMay, p1), no(p1), passTo(rules.AskDefenders, p2), defend(p2, "Raging Onslaught (yellow)"),
			passToStep(rules.StepResolution, p1))
		warriorGoAgain(tb, true, "the first Dawnblade attack")
		if got := tb.g.S.Obj(blade).Counters[rules.CounterPower]; got != 0 {
			t.Errorf("counters = %d after a blocked attack, want 0", got)
		}
		tb.wantLife(p2, 17, "only Overload's 3")
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
	t.Run("+2, and reprise gives the next attack +1", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 2, Actions: 2},
			{Hero: k(rhinar), Hand: ks("Muscle Mutt (yellow)")},
		}})
		tb.run(activate(p1, dawnblade), passTo(rules.AskDefenders, p2), defend(p2, "Muscle Mutt (yellow)"),
			passToStep(rules.StepReaction, p1), play(p1, card), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "2+2; the reprise +1 is for the next attack")
		tb.run(passToStep(rules.StepNone, p1), play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "Overload 3+1 from reprise")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-2-4, "4 against 2 defense, then 4")
	})
	t.Run("without a card from hand no reprise", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 2, Actions: 2},
			{Hero: k(rhinar), Arena: ks("Ironrot Helm")},
		}})
		tb.run(activate(p1, dawnblade), passTo(rules.AskDefenders, p2), defend(p2, "Ironrot Helm"),
			passToStep(rules.StepReaction, p1), play(p1, card), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "2+2")
		tb.run(passToStep(rules.StepNone, p1), play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 3, "no reprise: Overload unchanged")
	})
	t.Run("an attack action card is no target", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Overload (red)"), Resources: 1},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, "Overload (red)"), passToStep(rules.StepReaction, p1))
		tb.wantBlocked(rules.ActPlay, card, rules.ReasonNoTarget)
	})
}

func TestRunThrough(t *testing.T) {
	const card = "Run Through (yellow)"
	t.Run("go again now, +2 for the next sword attack", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 3},
			{Hero: k(rhinar)},
		}})
		// The go again is Dawnblade's first this turn: Dorinthea asks.
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1), play(p1, card),
			passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepReaction, p1))
		warriorGoAgain(tb, true, "the target gains go again")
		warriorPower(tb, 2, "the +2 is not for the attack already made")
		tb.run(passToStep(rules.StepResolution, p1))
		warriorActions(tb, 1, "go again")
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 5, "2, +1 as the second attack, +2")
		warriorGoAgain(tb, false, "go again was for the target only")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-2-5, "2, then 5")
	})
	t.Run("a club attack is no target", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks("Bone Basher"), Hand: ks(card), Resources: 3},
			{Hero: k(dorinthea)},
		}})
		tb.run(activate(p1, "Bone Basher"), passToStep(rules.StepReaction, p1))
		tb.wantBlocked(rules.ActPlay, card, rules.ReasonNoTarget)
	})
}

func TestSliceAndDice(t *testing.T) {
	const card = "Slice and Dice (yellow)"
	t.Run("+1 on the first weapon attack, +2 on the second", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Blade Flash (blue)"), Resources: 3},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "the card's go again")
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 3, "2+1, the first weapon attack")
		tb.run(play(p1, "Blade Flash (blue)"), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1))
		// Dawnblade's own trigger and this one's trigger come together.
		tb.run(activate(p1, dawnblade), passTo(rules.AskOrder, p1), warriorOrder(p1), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 5, "2, +1 as Dawnblade's second attack, +2 as the second weapon attack")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-3-5, "3, then 5")
	})
	t.Run("weapon attacks before it count; a dagger is included", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: []*rules.Card{k(dawnblade), warriorDagger()}, Hand: ks(card), Resources: 1, Actions: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(activate(p1, dawnblade), passToStep(rules.StepNone, p1), play(p1, card), passToStep(rules.StepNone, p1),
			activate(p1, "Test Dagger"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 3, "the dagger's 1, +2 as the second weapon attack")
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 20-2-3, "Dawnblade 2 without bonus, dagger 3")
	})
	t.Run("a third weapon attack gets nothing", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: []*rules.Card{k(dawnblade), warriorDagger()}, Hand: ks(card, "Blade Flash (blue)"), Resources: 3, Actions: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), activate(p1, "Test Dagger"), passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 18, "dagger 1+1")
		tb.run(activate(p1, dawnblade), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "Dawnblade 2+2 as the second weapon attack")
		tb.run(play(p1, "Blade Flash (blue)"), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1),
			activate(p1, dawnblade), passTo(rules.AskOrder, p1), warriorOrder(p1), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 3, "2, +1 as Dawnblade's second attack, nothing as the third weapon attack")
	})
	t.Run("a club is neither sword nor dagger", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks("Bone Basher"), Hand: ks(card), Resources: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), activate(p1, "Bone Basher"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 4, "Bone Basher unchanged")
	})
}

func TestHitAndRun(t *testing.T) {
	const card = "Hit and Run (blue)"
	t.Run("after a weapon attack: +1 for the next attack, go again for the next weapon attack", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card, "Muscle Mutt (yellow)"), Resources: 4, Actions: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(activate(p1, dawnblade), passToStep(rules.StepNone, p1), play(p1, card), passToStep(rules.StepNone, p1))
		warriorActions(tb, 1, "one left after Dawnblade, and Hit and Run's go again")
		tb.run(play(p1, "Muscle Mutt (yellow)"), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 7, "Muscle Mutt 6+1: any attack")
		warriorGoAgain(tb, false, "go again is for a weapon attack")
		tb.run(passToStep(rules.StepNone, p1))
		warriorActions(tb, 0, "no go again")
		tb.wantLife(p2, 20-2-7, "2, then 7")
	})
	t.Run("before any weapon attack: go again only", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Hand: ks(card), Resources: 1},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, card), passToStep(rules.StepNone, p1), activate(p1, dawnblade),
			passTo(rules.AskMay, p1), no(p1), passToStep(rules.StepReaction, p1))
		warriorPower(tb, 2, "no weapon attack when it resolved: no +1")
		warriorGoAgain(tb, true, "the next weapon attack")
		tb.run(passToStep(rules.StepResolution, p1))
		warriorActions(tb, 1, "go again")
	})
}
