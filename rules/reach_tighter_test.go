package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 7.6.2: the attack on the chain gives its controller an action point
// as its link resolves only if it has go again then. With no action point
// left and an attack without go again on the chain (its damage dealt),
// Reach counts no action to come: the attack in hand cannot be played
// (CR 1.13.2). With go again it may.
func TestReachCountsTheLinksGoAgainOnlyIfItMayHaveIt(t *testing.T) {
	for _, tc := range []struct {
		name    string
		goAgain bool
		want    int
	}{
		{"no go again: nothing more", false, 0},
		{"go again: the attack in hand", true, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			jab := ruletest.Attack("Jab", 0, 3, 2)
			if tc.goAgain {
				jab.Keywords |= rules.GoAgain
			}
			heavy := ruletest.Attack("Heavy", 0, 4, 2)
			x := ruletest.Position(jab, heavy).Hand("Jab", "Heavy").Start(t)
			x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepDamage, p1))
			x.WantActions(p1, 0, "Jab took the one point")
			x.WantLife(p2, 17, "Jab's 3 dealt")
			if l := x.Link(); l.Resolved {
				t.Fatal("the link resolved already")
			}
			n, ok := x.G.Reach()
			if !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
		})
	}
}

// CR 5.1.7a, 1.14: an activated ability is activated only with its cost
// paid. A permanent's once-per-turn ability that gives the next attack go
// again for {r}{r} gives an action point only to a line that pays the
// two: with nothing to pay with, Reach counts one attack of the two in
// hand (each takes the one action point, CR 1.13.2); with two resources
// floating, both.
func TestReachCountsAPaidGoAgainOnlyWithItsCostPaid(t *testing.T) {
	for _, tc := range []struct {
		name      string
		res, want int
	}{
		{"nothing to pay with: one attack", 0, 4},
		{"two resources: the go again, both attacks", 2, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
			charm.Activated = []rules.Activated{{Type: rules.Instant, Cost: 2, Once: true,
				Effects: []rules.Effect{rules.NextAttack{Gains: rules.GoAgain}}}}
			jab, heavy := ruletest.Attack("Jab", 0, 3, 2), ruletest.Attack("Heavy", 0, 4, 2)
			x := ruletest.Position(charm, jab, heavy).Arena("Charm").Hand("Jab", "Heavy").Resources(tc.res).Start(t)
			x.Run()
			n, ok := x.G.Reach()
			if !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
		})
	}
}

// CR 7.5.5: an attack hits as it deals its damage. A permanent whose one
// ability works when an attack of its controller hits ("you may destroy
// this; if you do, 1 arcane damage to that hero") adds to Reach only
// where an attack may still hit: nothing with no attack to come, its 1
// with an attack in hand.
func TestReachCountsAnOnHitPermanentOnlyWithAnAttackToCome(t *testing.T) {
	for _, tc := range []struct {
		name string
		hand []string
		want int
	}{
		{"no attack to come", nil, 0},
		{"an attack in hand", []string{"Jab"}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			crackers := ruletest.Equipment("Crackers", rules.Chest, 0, 0)
			crackers.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvHit, Of: rules.YourAttack, To: rules.ToHero}, Optional: true,
				Effects: []rules.Effect{rules.DestroySelfThen{Then: []rules.Effect{rules.DealArcaneToHitHero{N: 1}}}}}}
			jab := ruletest.Attack("Jab", 0, 3, 2)
			x := ruletest.Position(crackers, jab).Arena("Crackers").Hand(tc.hand...).Start(t)
			x.Run()
			n, ok := x.G.Reach()
			if !ok || n != tc.want {
				t.Errorf("Reach %d (known %v), want %d", n, ok, tc.want)
			}
		})
	}
}

// CR 8.3.5, 7.6.2: go again gives an action point as its link resolves,
// once. "Your next attack gains go again", bound to the attack on the
// chain, is that attack's go again: its one point to come, counted once.
// With no point now (the attack took it), Reach counts that one point,
// one of the two attacks in hand.
func TestReachCountsAnEffectsGoAgainOnceOnTheChain(t *testing.T) {
	rush := ruletest.Action("Rush", 0, 1, rules.NextAttack{Gains: rules.GoAgain})
	rush.Keywords |= rules.GoAgain
	jab, heavy, big := ruletest.Attack("Jab", 0, 3, 2), ruletest.Attack("Heavy", 0, 4, 2), ruletest.Attack("Big", 0, 5, 2)
	x := ruletest.Position(rush, jab, heavy, big).Hand("Rush", "Jab", "Heavy", "Big").Start(t)
	x.Run(ruletest.Play(p1, "Rush"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Jab"),
		ruletest.PassToStep(rules.StepDamage, p1))
	x.WantLife(p2, 17, "Jab's 3 dealt")
	x.WantActions(p1, 0, "Jab took the point")
	if n, ok := x.G.Reach(); !ok || n != 5 {
		t.Errorf("Reach %d (known %v), want 5 (Big alone)", n, ok)
	}
}

// CR 5.2.3c, 6.6.3: "the first time each turn your weapon's attack gains
// go again, you may attack an additional time with it" triggers once a
// turn. Once it has (the weapon has its additional attack), it gives no
// other: Reach counts the weapon's one attack left, not two, though two
// action points are left.
func TestReachCountsATriggerOnceATurnNoMoreOnceItTriggered(t *testing.T) {
	hero := ruletest.Hero("Duelist")
	hero.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvGainGoAgain, Of: rules.YourAttack,
		Filter: rules.AttackFilter{Weapon: true}, Nth: 1}, Effects: []rules.Effect{rules.ExtraAttack{}}}}
	blade := ruletest.Weapon("Blade", 0, 2)
	haste := ruletest.Action("Haste", 0, 1, rules.NextAttack{Filter: rules.AttackFilter{Weapon: true}, Gains: rules.GoAgain})
	haste.Keywords |= rules.GoAgain
	x := ruletest.Position(hero, blade, haste).Hero("Duelist").Arena("Blade").Hand("Haste").Actions(2).Start(t)
	x.Run(ruletest.Play(p1, "Haste"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Activate(p1, "Blade"),
		ruletest.PassUntil("the chain closed", func(v rules.View, pr rules.Prompt) bool {
			return pr.Kind == rules.AskPriority && pr.Player == p1 && !v.ChainOpen() && len(v.Stack()) == 0
		}))
	x.WantLife(p2, 18, "Blade's 2 dealt")
	x.WantActions(p1, 2, "Blade's go again")
	x.WantOffered(rules.ActActivate, "Blade") // the additional attack
	if n, ok := x.G.Reach(); !ok || n != 2 {
		t.Errorf("Reach %d (known %v), want 2 (the one attack left)", n, ok)
	}
}
