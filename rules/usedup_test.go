package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 5.2.1a: a weapon's attack ability is once per turn; CR 5.2.3c: an
// effect that lets it attack an additional time is one more use. A weapon
// is used up (View.AttacksUsedUp) only once it has no use left: not
// before it attacked, not after its first attack while an extra one is
// given (a hero that, as Dorinthea does, gives the weapon's attack that
// gains go again an additional attack), and so after the second; a
// weapon given none is used up by its first attack.
func TestAttacksUsedUpCountsTheExtraAttacks(t *testing.T) {
	hero := ruletest.Hero("Quick")
	weapon := rules.AttackFilter{Weapon: true}
	hero.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvGainGoAgain, Of: rules.YourAttack, Filter: weapon, Nth: 1},
		Effects: []rules.Effect{rules.ExtraAttack{}}}}
	edge := ruletest.Instant("Edge", 0, rules.NextAttack{Filter: weapon, Gains: rules.GoAgain})
	sword := ruletest.Weapon("Sword", 0, 2)
	attack := func(x *ruletest.Game) {
		t.Helper()
		x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassToStep(rules.StepNone, p1))
	}

	x := ruletest.Position(hero, edge, sword).Hero("Quick").Arena("Sword").Hand("Edge").Actions(1).Start(t)
	obj := x.Find(p1, rules.ZoneArena, "Sword")
	v := x.G.ViewFor(p1)
	if v.AttacksUsedUp(obj) {
		t.Error("a weapon that has not attacked is used up")
	}
	x.Run(ruletest.Play(p1, "Edge"), ruletest.Pass(p1), ruletest.Pass(p2))
	attack(x)
	if u := v.ThisTurn(obj); u.Attacks != 1 || u.Extra != 1 {
		t.Fatalf("after the first attack with go again: %+v, want 1 attack and 1 extra use", u)
	}
	if v.AttacksUsedUp(obj) {
		t.Error("CR 5.2.3c: the weapon has attacked once with an additional attack given: used up, want not")
	}
	if f, ok := v.Forecast(obj); !ok || !f.Attack {
		t.Errorf("the forecast gives no attack of the weapon with an attack left (%+v %v)", f, ok)
	}
	attack(x)
	if !v.AttacksUsedUp(obj) {
		t.Error("CR 5.2.1a: the weapon has made its attack and its additional one: not used up, want used up")
	}
	x.WantBlocked(rules.ActActivate, "Sword", rules.ReasonOncePerTurn)

	// No extra attack: the first attack uses it up.
	y := ruletest.Position(sword).Arena("Sword").Start(t)
	obj = y.Find(p1, rules.ZoneArena, "Sword")
	attack(y)
	if !y.G.ViewFor(p1).AttacksUsedUp(obj) {
		t.Error("CR 5.2.1a: a weapon given no additional attack, its attack made: not used up, want used up")
	}
	if v := y.G.ViewFor(p1); v.AttacksUsedUp(v.Hero(p1)) {
		t.Error("a hero, with no attack ability, is used up")
	}
}
