package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 8.5.14, 1.15: counters go on a public object in play; a +1{p}
// counter adds to its power, and counters stay on a permanent across
// turns.
func TestCR_8_5_14_CountersOnTheSource(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Activated = append(sword.Activated, rules.Activated{Type: rules.Instant,
		Effects: []rules.Effect{rules.SelfCounter{Kind: rules.CounterPower, N: 1, Rule: rules.CR(8, 5, 14)}}})
	x := ruletest.Position(sword).Arena("Sword").Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Sword")
	for i := 0; i < 2; i++ {
		x.Run(ruletest.ActivateAbility(p1, "Sword", 1), ruletest.Pass(p1), ruletest.Pass(p2))
	}
	if got := x.G.State().Obj(obj).Counters[rules.CounterPower]; got != 2 {
		t.Errorf("%d +1 counters, want 2", got)
	}
	x.WantPower(obj, 4, "2 and two counters")
	if ev := x.EventsOf(rules.EvCounter); len(ev) != 2 || ev[0].Counter != rules.CounterPower || ev[0].Rule != rules.CR(8, 5, 14) {
		t.Errorf("counter events %+v, want two +1 counters (CR 8.5.14)", ev)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskPriority, p2))
	x.WantPower(obj, 4, "the counters stay into the next turn")
}

// CR 8.5.14: a counter on the attack's source: the weapon, not its proxy,
// so it stays once the attack is gone.
func TestCR_8_5_14_ACounterOnTheWeaponOfAnAttack(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	sword.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.This},
		Effects: []rules.Effect{rules.AttackSourceCounter{Kind: rules.CounterPower, N: 1, Rule: rules.CR(8, 5, 14)}}}}
	x := ruletest.Position(sword).Arena("Sword").Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Sword")
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 18, "2 power hit")
	x.WantPower(obj, 3, "a +1 counter from the hit")
}

// A mentor's lesson (CR 8.1.10, 8.5.14): a lesson counter each time; with
// enough, the mentor is banished (CR 8.5.1), the deck searched for the
// card it names (CR 8.5.19), which goes face up into the arsenal, and the
// deck shuffled (CR 8.5.20).
func TestCR_8_1_10_ALessonBanishesTheMentorAndFetchesItsCard(t *testing.T) {
	zap := ruletest.Instant("Zap", 0)
	prize := ruletest.Attack("Prize", 0, 5, 2)
	sage := &rules.Card{Name: "Sage", Types: rules.Mentor, Classes: rules.Generic, Defense: 3, Props: rules.HasDefense,
		Triggers: []rules.Trigger{{When: rules.When{Event: rules.EvPlay, Of: rules.You}, Where: rules.ZoneArsenal, FaceUp: true,
			Effects: rules.Lesson(2, "Prize")}}}
	x := ruletest.Position(zap, prize, sage).Hand("Zap", "Zap").ArsenalUp("Sage").Deck("Gem", "Prize").Start(t)
	obj := x.Find(p1, rules.ZoneArsenal, "Sage")
	x.Run(ruletest.Play(p1, "Zap"), ruletest.Pass(p1), ruletest.Pass(p2))
	if got := x.G.State().Obj(obj).Counters[rules.CounterLesson]; got != 1 {
		t.Fatalf("%d lesson counters after one lesson, want 1", got)
	}
	x.WantZone(p1, rules.ZoneArsenal, "Sage")
	x.Run(ruletest.Play(p1, "Zap"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Choose(p1, "Prize"))
	x.WantZone(p1, rules.ZoneBanished, "Sage")
	x.WantZone(p1, rules.ZoneArsenal, "Prize")
	x.WantZone(p1, rules.ZoneDeck, "Gem")
	if !x.G.State().Obj(x.Find(p1, rules.ZoneArsenal, "Prize")).FaceUp {
		t.Error("the card found is face down")
	}
	x.WantCount(rules.EvShuffle, 1, "CR 8.5.20")
}
