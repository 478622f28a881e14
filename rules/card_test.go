package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A card's key is its name with its colour, as players write it; a
// colourless card's key is its name.
func TestCardKey(t *testing.T) {
	for _, tc := range []struct {
		c    rules.Card
		want string
	}{
		{rules.Card{Name: "Dodge", Color: rules.Blue}, "Dodge (blue)"},
		{rules.Card{Name: "Pummel", Color: rules.Red}, "Pummel (red)"},
		{rules.Card{Name: "Bone Basher"}, "Bone Basher"},
	} {
		if got := tc.c.Key(); got != tc.want {
			t.Errorf("Key() = %q, want %q", got, tc.want)
		}
	}
}

// CR 2.7.3: a moniker, the part of a personal name before its comma,
// names the card too, in any case.
func TestCR_2_7_3_Moniker(t *testing.T) {
	blade := rules.Card{Name: "Dawnblade, Resplendent"}
	hero := rules.Card{Name: "Rhinar, Reckless Rampage", Moniker: "Rhinar"}
	for _, tc := range []struct {
		c    rules.Card
		m    string
		want bool
	}{
		{blade, "Dawnblade", true},
		{blade, "dawnblade", true},
		{blade, "Resplendent", false},
		{hero, "Rhinar", true},
		{hero, "Reckless Rampage", false},
	} {
		if got := tc.c.HasMoniker(tc.m); got != tc.want {
			t.Errorf("%q has moniker %q = %v, want %v", tc.c.Name, tc.m, got, tc.want)
		}
	}
}

// CR 2.0.2: a card without a printed value lacks the property; 0 is a
// value. CR 1.4.2: an attack card has the subtype attack.
func TestCR_2_0_2_APropertyOrItsAbsence(t *testing.T) {
	free := rules.Card{Cost: 0, Props: rules.HasCost}
	none := rules.Card{}
	if !free.Has(rules.HasCost) || none.Has(rules.HasCost) {
		t.Errorf("cost 0 has a cost: %v; no cost has one: %v", free.Has(rules.HasCost), none.Has(rules.HasCost))
	}
	if (&rules.Card{Subtypes: rules.Attack}).IsAttack() == false || (&rules.Card{Types: rules.Action}).IsAttack() {
		t.Error("IsAttack does not follow the attack subtype")
	}
}

// CR 1.3.3: heroes, weapons, equipment and tokens are permanents in the
// arena, and so is a deck card with a subtype that stays there (an aura,
// an item, an ally); an attack, an instant or a defense reaction is not,
// nor is a deck card whose only subtypes say what it attacks with.
func TestCR_1_3_3_Permanent(t *testing.T) {
	for _, tc := range []struct {
		c    rules.Card
		want bool
	}{
		{rules.Card{Name: "hero", Types: rules.Hero}, true},
		{rules.Card{Name: "weapon", Types: rules.Weapon, Subtypes: rules.Sword | rules.TwoHanded}, true},
		{rules.Card{Name: "equipment", Types: rules.Equipment, Subtypes: rules.Head}, true},
		{rules.Card{Name: "token aura", Types: rules.Token, Subtypes: rules.Aura}, true},
		{rules.Card{Name: "aura", Types: rules.Action, Subtypes: rules.Aura}, true},
		{rules.Card{Name: "item", Types: rules.Action, Subtypes: rules.Item}, true},
		{rules.Card{Name: "ally", Types: rules.Action, Subtypes: rules.Ally}, true},
		{rules.Card{Name: "attack", Types: rules.Action, Subtypes: rules.Attack}, false},
		{rules.Card{Name: "instant", Types: rules.Instant}, false},
		{rules.Card{Name: "defense reaction", Types: rules.DefenseReaction}, false},
	} {
		if got := tc.c.Permanent(); got != tc.want {
			t.Errorf("%s: Permanent() = %v, want %v", tc.c.Name, got, tc.want)
		}
	}
}
