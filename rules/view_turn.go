package rules

// What a player and an object did this turn, as a View gives it: the
// view's own types, copied from the state's counters (TurnStats, TurnUse),
// so that nothing outside the engine holds the state's layout (sealed_test.go).

// ObjectTurn is what an object did this turn: the times it was used
// (activated), the uses effects allowed beyond its limit, its attacks and
// the times its attacks gained go again.
type ObjectTurn struct {
	Used, Extra, Attacks, GoAgain int
}

// PlayerTurn is what a player did this turn (CR 4.4.4: forgotten as it
// ends): cards played and abilities activated, attacks (with weapons, and
// how often a weapon's gained go again), the 6-power discards of their
// action phase, the damage their cards dealt, and what the conditions of
// "this turn" ask: intimidated (CR 8.5.10), a 6-power card discarded,
// defending from arsenal allowed, a card drawn (CR 8.5.6), the talents of
// the cards played (CR 8.4.16).
type PlayerTurn struct {
	CardsPlayed, Activations              int
	Attacks, WeaponAttacks, GoAgainGained int
	ActionDiscards6, DamageDealt          int
	Intimidated, Discarded6Power          bool
	DefendFromArsenal, Drew               bool
	Talents                               Classes
}

func objectTurn(u TurnUse) ObjectTurn {
	return ObjectTurn{Used: int(u.Used), Extra: int(u.Extra), Attacks: int(u.Attacks), GoAgain: int(u.GoAgain)}
}

func playerTurn(t TurnStats) PlayerTurn {
	return PlayerTurn{
		CardsPlayed: int(t.CardsPlayed), Activations: int(t.Activations),
		Attacks: int(t.Attacks), WeaponAttacks: int(t.WeaponAttacks), GoAgainGained: int(t.GoAgainGained),
		ActionDiscards6: int(t.ActionDiscards6), DamageDealt: int(t.DamageDealt),
		Intimidated: t.Intimidated, Discarded6Power: t.Discarded6Power,
		DefendFromArsenal: t.DefendFromArsenal, Drew: t.Drew, Talents: t.Talents,
	}
}
