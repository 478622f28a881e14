package rules

// A stalemate (CR 4.5.4d): the game is a draw when no remaining player can
// legally advance it toward its end. Besides the round in which nobody had
// any option but to pass (Game.stalemate, gamestate.go), the engine looks,
// at the end of each turn, for a position from which no sequence of legal
// choices, of either player, can ever reduce a life total again:
// noPlayerCanAdvance.
//
// The reading taken, and why it is sound (it never calls a draw where some
// line still lets a player win): a game ends only when a player wins or it
// is a draw (CR 4.5.1). No card of the card pool makes a player win or
// lose by its text, or lose life: a player loses only when the hero's life
// is reduced to 0 (CR 4.5.3a), and a life total goes down only by damage.
// Damage is dealt only by an attack that hits (CR 7.5.2) and by an effect
// that deals damage (CR 8.5.3: DealDamage, DealArcane, ...). So the game
// can no longer advance when no attack can ever be made again and no
// effect that deals damage can ever resolve again. A player's agreement to
// a draw (CR 4.5.4c) or refusal to advance (a deadlock, CR 4.5.4e) is not
// read here: only what the rules let nobody do.
//
// The test is conservative: whatever it cannot prove harmless counts as a
// way to advance. An object may hurt when it is, or may become, an attack
// (an attack card, a weapon's attack ability, a permanent with power) or
// when any of its abilities holds an effect outside the short list of
// effects that cannot deal damage, give resources, lower a cost or move a
// card (quietEffect): prevention, gaining life, destroying itself, and what
// gives power or keywords to attacks (harmless when no attack can be made).
// A token an effect creates is judged as the object it becomes.
//
// A card or an ability that may hurt is still harmless when its cost can
// never be paid: a player's resources in any one turn come from the cards
// pitched from the hand (CR 1.14.3), and with no effect that gives
// resources, lowers a cost or moves a card (any such effect in the game
// ends the test), the only cards that ever reach the hand are those of the
// hand, the deck, the pitch zone (which goes to the bottom of the deck, CR
// 4.4.3c) and the banished zone (a card intimidated comes back, CR
// 8.5.10). The sum of their pitch is a bound on any turn's resources; a
// card in the arsenal is never pitched (only played, from there), and one
// in the graveyard can be neither played nor activated (cards are played
// from the hand and the arsenal, abilities activated in the arena), so only
// the triggers that work there are looked at.
//
// Anything not settled is a way to advance: a layer on the stack, an open
// chain, a trigger waiting, a delayed trigger, a continuous effect that
// lowers costs, grants an ability or makes damage larger.
//
// It is asked at the end of each turn, after the draw (CR 4.4.3e): the
// first checks (an attack card the player can pay for) end it at once in
// a live game.

// noPlayerCanAdvance reports whether no player can ever again reduce a
// life total (CR 4.5.4d): the comment above.
func (g *Game) noPlayerCanAdvance() bool {
	s := g.s
	if len(s.Stack) > 0 || s.Chain.Open || len(s.Chain.Links) > 0 || len(s.Pending) > 0 || len(s.Delayed) > 0 {
		return false
	}
	var res [2]int
	for p := range s.Players {
		res[p] = g.resourceBound(Player(p))
		// The quick test first: an attack card the player may pay for.
		for _, z := range playableZones {
			for _, obj := range s.Zone(Player(p), z) {
				if c := s.CardOf(obj); c.IsAttack() && leastCost(c) <= res[p] {
					return false
				}
			}
		}
	}
	for i := range s.Effects {
		if e := &s.Effects[i]; e.CostDelta < 0 || e.HasSet || e.Grant != 0 || e.DamageDelta > 0 || e.PreventCreates != 0 {
			return false
		}
	}
	for p := range s.Players {
		for z := ZoneDeck; z < zoneCount; z++ {
			for _, obj := range s.Zone(Player(p), z) {
				if g.mayHurt(obj, z, res[p]) {
					return false
				}
			}
		}
	}
	return true
}

// playableZones are the zones whose cards may still be played, or pitched
// to play others: the hand and the arsenal, and the zones the hand is
// filled from (the deck, the pitch zone, the banished zone).
var playableZones = [...]Zone{ZoneHand, ZoneArsenal, ZoneDeck, ZonePitch, ZoneBanished}

// resourceBound is the most resources p can make in any one turn from here
// (the comment above): the pitch of every card that may reach p's hand.
func (g *Game) resourceBound(p Player) int {
	s := g.s
	n := s.Players[p].Resources
	for _, z := range [...]Zone{ZoneHand, ZoneDeck, ZonePitch, ZoneBanished} {
		for _, obj := range s.Zone(p, z) {
			n += s.CardOf(obj).Pitch
		}
	}
	return n
}

// mayHurt reports whether obj, in zone z, may yet lead to damage, its
// controller having at most res resources a turn.
func (g *Game) mayHurt(obj ObjID, z Zone, res int) bool {
	s := g.s
	c := s.CardOf(obj)
	switch z {
	case ZoneGraveyard:
		// Neither played nor activated from here: its triggers that work
		// here alone.
		for i := range c.Triggers {
			if t := &c.Triggers[i]; t.Where == z && !quietEffects(t.Effects, res, 0) {
				return true
			}
		}
		return false
	case ZoneArena:
		if s.Obj(obj).Gone {
			return false
		}
		for _, k := range triggeredKeywords {
			if g.HasKeyword(obj, k.Bit) && !quietEffects(k.Trigger.Effects, res, 0) {
				return true
			}
		}
		return cardMayHurt(c, res, 0)
	case ZoneStack, ZoneChain:
		return true // settled before the test (noPlayerCanAdvance)
	}
	// A card that may yet be played: harmless if it cannot be paid for,
	// but for its triggers that need no play (a card defends unpaid).
	if leastCost(c) > res {
		for i := range c.Triggers {
			if t := &c.Triggers[i]; !needsPlay(&t.When) && !quietEffects(t.Effects, res, 0) {
				return true
			}
		}
		return false
	}
	return cardMayHurt(c, res, 0)
}

// needsPlay reports whether a trigger waits for an event of its own card
// that only a card played makes happen: its attack, its hit, its play
// (CR 1.4.2: an attack card attacks when played).
func needsPlay(w *When) bool {
	if w.Of != This {
		return false
	}
	switch w.Event {
	case EvAttack, EvHit, EvPlay, EvGainGoAgain, EvLinkResolved, EvWager, EvWagerWon:
		return true
	}
	return false
}

// cardMayHurt reports whether a card, played or in the arena, may lead to
// damage: it attacks or may attack, or one of its abilities holds an
// effect not known to be harmless, or it lowers costs or replaces events.
// An activated ability whose cost is above res is never activated.
func cardMayHurt(c *Card, res, depth int) bool {
	if depth > 3 {
		return true // a token that makes tokens: no answer
	}
	if c.IsAttack() || len(c.CostStatics) > 0 || len(c.Replacements) > 0 {
		return true
	}
	attacks := false
	for i := range c.Activated {
		a := &c.Activated[i]
		attacks = attacks || a.Attack
		if a.Cost > res {
			continue
		}
		if a.Attack || !quietEffects(a.Effects, res, depth) {
			return true
		}
	}
	if c.Power > 0 && !attacks {
		return true // power with no attack ability of its own: an ally, say
	}
	if !quietEffects(c.Resolve, res, depth) {
		return true
	}
	for i := range c.Triggers {
		if !quietEffects(c.Triggers[i].Effects, res, depth) {
			return true
		}
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil && !quietEffects(t.Effects, res, depth) {
			return true
		}
	}
	return false
}

// quietEffects reports whether none of es can deal damage, give
// resources, lower a cost or move a card other than its own source:
// every effect is one of the kinds listed, and what they hold is quiet
// too. A "may pay N" above res is never paid. Any other effect is not
// known to be quiet.
func quietEffects(es []Effect, res, depth int) bool {
	for _, e := range es {
		if !quietEffect(e, res, depth) {
			return false
		}
	}
	return true
}

func quietEffect(e Effect, res, depth int) bool {
	switch e := e.(type) {
	case PreventDamage:
		return e.Creates == nil || !cardMayHurt(e.Creates, res, depth+1)
	case PreventNext, GainLife, DestroySelf, MayDestroySelf, DestroySelfIfNoDefense,
		NextAttack, AttacksGet, TargetGets, ThisGets, LinkGets, SelfGains, AttackCount,
		NthWeaponAttackGets, EventAttackGets, ControlledNowGet, GainPlus, SelfCounter:
		// Prevention, life gained, the source destroyed; power and
		// keywords for attacks (nothing without an attack).
		return true
	case If:
		return quietEffects(e.Then, res, depth)
	case May:
		return quietEffects(e.Then, res, depth)
	case IfPaid:
		return quietEffects(e.Then, res, depth)
	case DestroySelfThen:
		return quietEffects(e.Then, res, depth)
	case MayPay:
		return e.N > res || quietEffects(e.Then, res, depth)
	case CreateToken:
		return !cardMayHurt(e.Token, res, depth+1)
	case CreateTokens:
		return !cardMayHurt(e.Token, res, depth+1)
	}
	return false
}
