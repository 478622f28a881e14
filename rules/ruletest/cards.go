package ruletest

import "github.com/rathe-tcg/rathe/rules"

// Synthetic cards for tests of mechanics: plain Generic cards with the
// numbers a test needs and the effects it gives them. They are test data,
// not part of any pool, and colourless, so that a key is the bare name.

// The two players. P1 takes the turn in a position unless it says
// otherwise.
const (
	P1 rules.Player = 0
	P2 rules.Player = 1
)

// HeroA and HeroB are the heroes of a position that names none.
var (
	HeroA = Hero("Alpha")
	HeroB = Hero("Beta")
)

// Hero is a young Generic hero with 20 life and 4 intellect.
func Hero(name string) *rules.Card {
	return &rules.Card{Name: name, Moniker: name, Types: rules.Hero, Subtypes: rules.Young, Classes: rules.Generic,
		Life: 20, Intellect: 4, Props: rules.HasLife | rules.HasIntellect}
}

// Attack is a Generic attack action card that pitches for 1.
func Attack(name string, cost, power, defense int) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic,
		Cost: cost, Pitch: 1, Power: power, Defense: defense,
		Props: rules.HasCost | rules.HasPitch | rules.HasPower | rules.HasDefense}
}

// Action is a Generic non-attack action card with defense 2 that
// generates effs as it resolves.
func Action(name string, cost, pitch int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Action, Classes: rules.Generic, Cost: cost, Pitch: pitch, Defense: 2,
		Props: rules.HasCost | rules.HasPitch | rules.HasDefense, Resolve: effs}
}

// Instant is a Generic instant that pitches for 3 and generates effs as
// it resolves.
func Instant(name string, cost int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Instant, Classes: rules.Generic, Cost: cost, Pitch: 3,
		Props: rules.HasCost | rules.HasPitch, Resolve: effs}
}

// DefenseReaction is a Generic defense reaction that pitches for 3.
func DefenseReaction(name string, cost, defense int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Types: rules.DefenseReaction, Classes: rules.Generic, Cost: cost, Pitch: 3, Defense: defense,
		Props: rules.HasCost | rules.HasPitch | rules.HasDefense, Resolve: effs}
}

// AttackReaction is a Generic attack reaction that pitches for 3.
func AttackReaction(name string, cost int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Types: rules.AttackReaction, Classes: rules.Generic, Cost: cost, Pitch: 3,
		Props: rules.HasCost | rules.HasPitch, Resolve: effs}
}

// Resource is a resource card: it cannot be played (CR 8.1.7a), it
// pitches and defends for 3.
func Resource(name string, pitch int) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Resource, Classes: rules.Generic, Pitch: pitch, Defense: 3,
		Props: rules.HasPitch | rules.HasDefense}
}

// Equipment is a Generic equipment for slot with a defense and keywords.
func Equipment(name string, slot rules.Subtypes, defense int, kw rules.Keywords) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Equipment, Subtypes: slot, Classes: rules.Generic, Defense: defense,
		Keywords: kw, Props: rules.HasDefense}
}

// Weapon is a one-handed Generic sword whose attack ability costs cost and
// may be activated once per turn.
func Weapon(name string, cost, power int) *rules.Card {
	return &rules.Card{Name: name, Types: rules.Weapon, Subtypes: rules.Sword | rules.OneHanded, Classes: rules.Generic,
		Power: power, Props: rules.HasPower,
		Activated: []rules.Activated{{Type: rules.Action, Cost: cost, Once: true, Attack: true}}}
}

// Common synthetic cards: Gem pitches for 3, Pebble for 1; Spare is a free
// attack (Builder.Live).
var (
	Gem    = Resource("Gem", 3)
	Pebble = Resource("Pebble", 1)
	Spare  = Attack("Spare", 0, 1, 0)
)
