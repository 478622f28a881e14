package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// nextTimeCards: an instant whose effect is "the next time a weapon you
// control hits a hero this turn, gain 1 life" (its grant), a sword, and a
// plain attack.
func nextTimeCards() []*rules.Card {
	omen := ruletest.Instant("Omen", 0, rules.NextTime{Grant: 1})
	omen.Grants = []rules.Grant{{Trigger: &rules.Trigger{
		When:    rules.When{Event: rules.EvHit, Of: rules.YourAttack, To: rules.ToHero, Filter: rules.AttackFilter{Weapon: true}},
		Effects: []rules.Effect{rules.GainLife{N: 1}}}}}
	blade := ruletest.Weapon("Blade", 0, 2)
	blade.Activated[0].Once = false
	return []*rules.Card{omen, blade, ruletest.Attack("Plain", 0, 3, 2)}
}

// CR 6.6.3: "the next time ... this turn" is a delayed-triggered effect:
// an attack action card's hit does not meet it and leaves it waiting; the
// first weapon hit triggers it, as a layer of its own, once; a second hit
// does not.
func TestCR_6_6_3_TheNextTimeAWeaponHits(t *testing.T) {
	x := ruletest.Position(nextTimeCards()...).Hand("Omen", "Plain").Arena("Blade").Actions(3).Start(t)
	x.Run(ruletest.Play(p1, "Omen"), ruletest.Pass(p1), ruletest.Pass(p2),
		ruletest.Play(p1, "Plain"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p1, 20, "an attack action card's hit: not a weapon's")
	x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p1, 21, "the first weapon hit")
	x.WantCount(rules.EvGainLife, 1, "one layer resolved")
	x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p1, 21, "once only")
}

// CR 6.6.3a: it lasts this turn: with no hit before the turn ends, it is
// gone.
func TestCR_6_6_3a_TheNextTimeEndsWithTheTurn(t *testing.T) {
	x := ruletest.Position(nextTimeCards()...).Hand("Omen").Start(t)
	x.Run(ruletest.Play(p1, "Omen"), ruletest.Pass(p1), ruletest.Pass(p2))
	if len(x.G.State().Delayed) != 1 {
		t.Fatalf("%d delayed triggers while the turn goes on, want 1", len(x.G.State().Delayed))
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	if len(x.G.State().Delayed) != 0 {
		t.Errorf("%d delayed triggers left after the turn ended", len(x.G.State().Delayed))
	}
}
