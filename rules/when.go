package rules

// When: the event tests of triggered abilities ("when this attacks", "at
// the start of your turn", "when you play an attack with N or more power"),
// and the words of their trigger conditions.

// TriggerCond is the code of the words that open a triggered ability, its
// trigger condition (CR 6.6.1c): "when this attacks". The text layer
// renders it; the engine reads Trigger.On and Match. The conditions below
// are the ones rules and more than one card say; a card's own stays with
// the card (package cards).
type TriggerCond string

const (
	CondWhenThisAttacks             TriggerCond = "when-this-attacks"
	CondWhenThisHits                TriggerCond = "when-this-hits"
	CondWhenThisHitsAHero           TriggerCond = "when-this-hits-a-hero"
	CondWhenThisDefends             TriggerCond = "when-this-defends"
	CondWhenThisIsDestroyed         TriggerCond = "when-this-is-destroyed"
	CondWhenYouPlayThisWithLessLife TriggerCond = "when-you-play-this-with-less-life"
	CondSecondAttackWithThis        TriggerCond = "second-attack-with-this"
	CondChainCloses                 TriggerCond = "chain-closes"
	CondChainClosesDefended         TriggerCond = "chain-closes-defended"
	CondYouPlay6Power               TriggerCond = "you-play-6-power"
	CondDiscard6PowerActionPhase    TriggerCond = "discard-6-power-action-phase"
	CondYourSwordAttackHits         TriggerCond = "your-sword-attack-hits"
	CondYouPlayAttackActionCard     TriggerCond = "you-play-attack-action-card"
	CondYouActivateWeaponAttack     TriggerCond = "you-activate-weapon-attack"
	CondYourTurnStarts              TriggerCond = "your-turn-starts"
)

// OnAttack matches an event of the source as the attack: "when this
// attacks", "when this hits". A weapon's attack is its proxy, which has the
// weapon's triggered abilities (CR 1.4.3a).
func OnAttack(g *Game, self ObjID, e *Event) bool {
	if e.Obj == self {
		return true
	}
	return e.Obj >= 0 && int(e.Obj) < len(g.s.Objs) && g.s.Obj(e.Obj).Proxy == self
}

// WhenThisDefends matches the event of the source defending (CR 7.0.5a).
func WhenThisDefends(g *Game, self ObjID, e *Event) bool { return e.Obj == self }

// WhenThisIsDestroyed matches the source being destroyed; the ability
// functions from the graveyard (Trigger.Where) where destroying put it.
func WhenThisIsDestroyed(g *Game, self ObjID, e *Event) bool { return e.Obj == self }

// Mentors (CR 8.1.10) and the effects their lessons use: turning a card
// face up, counters on a card in the arsenal, banishing it, searching the
// deck and shuffling it. A mentor is a deck-card without a cost, so it is
// never played (see canPlay); it works from the arsenal through triggered
// abilities that say where it must be (Trigger.Where, FaceUp, FaceDown).

// TurnFaceUpAtStart is the triggered ability "while this is face down in
// your arsenal, at the start of your turn, you may turn it face up".
func TurnFaceUpAtStart() Trigger {
	return Trigger{On: EvTurnStart, Where: ZoneArsenal, FaceDown: true, Optional: true,
		Cond: CondYourTurnStarts, Match: YourTurn, Effects: []Effect{TurnFaceUp{}}}
}

// YourTurn matches a turn event (start, end) of the source's controller.
func YourTurn(g *Game, self ObjID, e *Event) bool { return e.Player == g.s.Obj(self).Controller }

// YouPlayPower matches the source's controller playing a card with n or
// more power (CR 5.1.10: the card is played once its costs are paid).
func YouPlayPower(n int) func(g *Game, self ObjID, e *Event) bool {
	return func(g *Game, self ObjID, e *Event) bool {
		s := g.s
		if e.Obj < 0 || e.Player != s.Obj(self).Controller {
			return false
		}
		return s.CardOf(e.Obj).Has(HasPower) && g.Power(e.Obj) >= n
	}
}

// YourAttack matches an event whose object is an attack, controlled by the
// source's controller, that matches f: "when you play an attack action
// card", "when you activate a weapon attack" (f.Weapon: the attack of a
// weapon's attack ability, CR 1.4.3), "whenever a sword attack you control
// hits".
func YourAttack(f AttackFilter) func(g *Game, self ObjID, e *Event) bool {
	return func(g *Game, self ObjID, e *Event) bool {
		s := g.s
		if e.Obj < 0 || int(e.Obj) >= len(s.Objs) || e.Player != s.Obj(self).Controller {
			return false
		}
		if s.Obj(e.Obj).Controller != e.Player || !g.isAttack(e.Obj) || !g.matches(f, e.Obj) {
			return false
		}
		return !f.Weapon || s.CardOf(e.Obj).Types.Has(Weapon)
	}
}
