package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// When an activated ability is not offered (CR 5.2.1): once per turn and
// used, its condition false, its cost out of reach.
func TestActivatedAbilitiesBlocked(t *testing.T) {
	never := &rules.Condition{Code: "never", Test: func(*rules.Game, *rules.Ctx) bool { return false }}
	for _, tc := range []struct {
		rule   string
		name   string
		ab     rules.Activated
		res    int
		steps  []ruletest.Step
		reason rules.Reason
	}{
		{"5.2.1a", "once per turn, used", rules.Activated{Type: rules.Instant, Once: true, Effects: []rules.Effect{rules.GainLife{N: 1}}}, 0,
			[]ruletest.Step{ruletest.Activate(p1, "Charm"), ruletest.Pass(p1), ruletest.Pass(p2)}, rules.ReasonOncePerTurn},
		{"5.2.1e", "its condition does not hold", rules.Activated{Type: rules.Instant, If: never}, 0, nil, rules.ReasonCondition},
		{"5.1.7a", "its cost cannot be paid", rules.Activated{Type: rules.Instant, Cost: 2}, 1, nil, rules.ReasonCannotPay},
		{"5.2.1a", "once per turn, not used yet", rules.Activated{Type: rules.Instant, Once: true}, 0, nil, rules.ReasonNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
			charm.Activated = []rules.Activated{tc.ab}
			x := ruletest.Position(charm).Arena("Charm").Resources(tc.res).Start(t)
			x.Run(tc.steps...)
			if tc.reason == rules.ReasonNone {
				x.WantOffered(rules.ActActivate, "Charm")
			} else {
				x.WantBlocked(rules.ActActivate, "Charm", tc.reason)
			}
			if t.Failed() {
				t.Logf("CR %s", tc.rule)
			}
		})
	}
}

// CR 5.2.2, 1.14.4: activating puts the ability on the stack as a layer
// and pays its costs then: a card destroyed as a cost is in the graveyard
// before the ability resolves; the effect comes when it resolves.
func TestCR_5_2_2_CostsArePaidAsTheAbilityIsActivated(t *testing.T) {
	charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
	charm.Activated = []rules.Activated{{Type: rules.Instant, EffCosts: []rules.CostEffect{rules.DestroySelfCost{}}, Effects: []rules.Effect{rules.GainResources{N: 2}}}}
	x := ruletest.Position(charm).Arena("Charm").Start(t)
	x.Run(ruletest.Activate(p1, "Charm"))
	x.WantZone(p1, rules.ZoneGraveyard, "Charm")
	x.WantStack("Charm")
	if l := x.G.State().Stack[0]; l.Kind != rules.ActivatedLayer {
		t.Errorf("layer kind %d, want an activated layer", l.Kind)
	}
	x.WantResources(p1, 0, "not resolved yet")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantResources(p1, 2, "resolved")
	x.WantStack()
}

// CR 5.3.5, 8.3.5: an action ability with go again costs the action point
// and gives one back as it resolves.
func TestCR_5_3_5_AnActionAbilityWithGoAgain(t *testing.T) {
	charm := ruletest.Equipment("Charm", rules.Chest, 1, 0)
	charm.Activated = []rules.Activated{{Type: rules.Action, GoAgain: true, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	x := ruletest.Position(charm).Arena("Charm").Start(t)
	x.Run(ruletest.Activate(p1, "Charm"))
	x.WantActions(p1, 0, "paid as it was activated")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantActions(p1, 1, "go again")
	x.WantLife(p1, 21, "resolved")
}

// CR 1.4.3, 8.3.1: a weapon's attack ability makes an attack proxy, a new
// object with the weapon's power; the weapon stays in the arena and the
// attack counts as a weapon attack.
func TestCR_1_4_3_AWeaponAttacksThroughAProxy(t *testing.T) {
	sword := ruletest.Weapon("Sword", 1, 2)
	x := ruletest.Position(sword).Arena("Sword").Resources(1).Actions(2).Start(t)
	weapon := x.Find(p1, rules.ZoneArena, "Sword")
	x.Run(ruletest.Activate(p1, "Sword"))
	proxy := x.G.State().Stack[0].Obj
	if proxy == weapon || x.G.State().Obj(proxy).Proxy != weapon {
		t.Fatalf("the layer's object %d (proxy of %d), want a proxy of the weapon %d", proxy, x.G.State().Obj(proxy).Proxy, weapon)
	}
	x.WantPower(proxy, 2, "the weapon's power")
	x.Run(ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 18, "2 power")
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Sword")
	if n := x.G.State().Players[p1].Turn.WeaponAttacks; n != 1 {
		t.Errorf("%d weapon attacks this turn, want 1", n)
	}
	if !x.G.State().Obj(proxy).Gone {
		t.Error("the proxy still exists after the chain closed (CR 1.4.3c)")
	}
	x.WantBlocked(rules.ActActivate, "Sword", rules.ReasonOncePerTurn)
}

// CR 5.2.1a: an ability used up this turn is blocked for that, not for its
// timing: in the reaction step of its own attack, the Sword is refused as
// once per turn (waiting for the resolution step would not free it), and
// an unused Axe of the same timing is refused for the combat
// (CR 7.0.1a), which the resolution step lifts.
func TestCR_5_2_1a_UsedUpIsTheReasonThatLasts(t *testing.T) {
	sword := ruletest.Weapon("Sword", 0, 2)
	axe := ruletest.Weapon("Axe", 0, 2)
	x := ruletest.Position(sword, axe).Arena("Sword", "Axe").Actions(2).Start(t)
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantBlocked(rules.ActActivate, "Sword", rules.ReasonOncePerTurn)
	x.WantBlocked(rules.ActActivate, "Axe", rules.ReasonCombat)
	x.Run(ruletest.PassToStep(rules.StepResolution, p1))
	x.WantBlocked(rules.ActActivate, "Sword", rules.ReasonOncePerTurn)
	x.WantOffered(rules.ActActivate, "Axe")
}
