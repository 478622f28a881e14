package text

import (
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Both languages read a code's parameters as the same type, and that type
// is the one the engine says the code with: a building block's zero value
// says its own code (rules.GainLife{}.Text().Code is "gain-life"), and a
// condition's parameter struct is the Params of a condition with that
// code. So a phrase written for the wrong block fails here even before a
// card uses it.
func TestPhrasesTakeTheTypeTheEngineSays(t *testing.T) {
	conds := []*rules.Condition{rules.WeaponAttacksAtLeast(2), rules.DefendedByFewerNonEquipment(2),
		rules.SelfCountersAtLeast(rules.CounterLesson, 1), rules.Intimidated, rules.Defending, rules.LessLifeThanOpponent,
		rules.DefendedFromHand,
		rules.PlayedAsLinkAtLeast(3), rules.LastAttackWas("Head Jab"), rules.PlayedFromArsenal,
		rules.LightningPlayed,
		rules.PitchedToPlay(rules.Earth), rules.PitchZoneHas(rules.Earth),
		rules.ControlsToken("Might"), rules.Tower, rules.Discarded6PowerThisTurn,
		rules.DefendsTogetherWith(rules.Yellow, 2)}
	saidBy := map[string]reflect.Type{}
	for _, c := range conds {
		saidBy[c.Code] = reflect.TypeOf(c.Params)
	}
	// Trigger conditions whose words read the When (a number, an attack).
	for _, w := range []rules.When{
		{Event: rules.EvAttack, Of: rules.This, Nth: 2},
		{Event: rules.EvDiscard, Of: rules.You, MinPower: 6},
		{Event: rules.EvDiscard, Of: rules.You, MinPower: 6, Nth: 1}, // Kayo
		{Event: rules.EvPlay, Of: rules.You, MinPower: 6},
		rules.WhenYouPlayAttackActionCard, rules.WhenYouActivateWeaponAttack,
		{Event: rules.EvHit, Of: rules.YourAttack, Filter: rules.AttackFilter{Subtypes: rules.Sword}},
		{Event: rules.EvHit, Of: rules.YourAttack, To: rules.ToHero},
		{Event: rules.EvGainGoAgain, Of: rules.YourAttack, Filter: rules.AttackFilter{Weapon: true}, Nth: 1},
		rules.WhenYourAttackWagers, rules.WhenYourAttackFirstWinsAWager, // CR 8.5.46a
		rules.WhenThisIsDefendedByAttackActionCards,         // CR 7.0.5a
		{Event: rules.EvCreateToken, Of: rules.You, Nth: 1}, // Victor Goldmane
	} {
		saidBy[w.Text().Code] = reflect.TypeOf(w.Text().Params)
	}
	// A card's replacement effects (rules/victor.go).
	r := rules.Replacement{Event: rules.EvClash, Nth: 1}
	saidBy[r.Text().Code] = reflect.TypeOf(r.Text().Params)
	effect := reflect.TypeFor[rules.Effect]()
	cost := reflect.TypeFor[rules.CostEffect]()
	typed := 0
	for code, en := range phraseEN {
		ja, ok := phraseJA[code]
		if !ok {
			t.Errorf("%s: no Japanese", code)
			continue
		}
		if en.of != ja.of {
			t.Errorf("%s: English reads %v, Japanese %v", code, en.of, ja.of)
		}
		if en.of == nil {
			continue
		}
		typed++
		var said rules.Text
		switch zero := reflect.Zero(en.of).Interface(); {
		case en.of.Implements(effect):
			said = zero.(rules.Effect).Text()
		case en.of.Implements(cost):
			said = zero.(rules.CostEffect).Text()
		default:
			if saidBy[code] != en.of {
				t.Errorf("%s: its words read %v, no condition says it with that (conditions listed here: %v)", code, en.of, saidBy[code])
			}
			continue
		}
		if said.Code != code || reflect.TypeOf(said.Params) != en.of {
			t.Errorf("%s: its words read %v, but %v says %q with %T", code, en.of, en.of, said.Code, said.Params)
		}
	}
	if typed < 30 {
		t.Errorf("only %d phrases with parameters: is on still used?", typed)
	}
}

// A phrase reads its parameters only as its own type.
func TestPhraseTakes(t *testing.T) {
	p := on(func(_ *cardRenderer, e rules.Draw) string { return "" })
	if !p.takes(rules.Draw{N: 1}) || p.takes(1) || p.takes(nil) || p.takes(&rules.Draw{}) {
		t.Error("on[rules.Draw] takes the wrong values")
	}
	if l := lit("x"); !l.takes(nil) || l.takes(rules.Draw{}) {
		t.Error("lit takes parameters")
	}
}
