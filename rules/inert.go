package rules

// Inert: whether the player who is not the turn player, answered as the
// goldfish is (GoldfishDecider: it passes, defends with nothing, takes
// no "may"), can add nothing of its own to the damage the turn player
// deals it this turn. Reach counts the turn player's side alone ("the
// goldfish's side is not counted: what it may do only prevents
// damage"); against a real hero so answered, Reach is a bound on the
// damage the hero takes when that hero is inert, and a search against
// such a decider may cut by it as against a goldfish (rules/bot).
//
// What a hero answered so could still do this turn, and why each is
// safe or is looked at:
//
//   - Play, activate, defend, pay for a "may" (arcane barrier, spellvoid,
//     CR 8.3.16, 8.3.15), replace a clash it lost (victor.go, CR 6.4: a
//     "may"): none, as the decider declines all of them. Its hand, its
//     arsenal and its weapons' attacks therefore do nothing.
//   - Prevent damage, gain life (CR 8.5.3b, 8.5.27): only lowers the
//     damage it takes.
//   - Its static abilities (CR 5.4.7): they modify its own cards
//     (Card.Statics, Card.Owned, a permanent's "your cards get +3{d}
//     while defending"), never the turn player's attacks. A card that
//     makes damage dealt to it higher is an effect (a shield with a
//     DamageDelta), which Reach counts whoever controls it.
//   - Its triggered abilities (CR 5.4.6), and those its keywords give
//     (blade break, battleworn): mandatory ones fire without a choice.
//     Those that wait for what the player never does in another's turn
//     (idleWhen: its own attacks, defences, plays, the start of its own
//     turn) never fire. The others, of each of its objects where the
//     ability functions (the arena, or the zone Trigger.Where names),
//     are asked, by the blocks Reach asks, what they may add: one that
//     may deal damage or give power, or cannot say, makes the player not
//     inert. The resources, cards and action points they may give it go
//     to a player that passes, and add nothing. What has already triggered (the stack, the
//     pending triggers, the delayed ones) and the effects in force
//     Reach counts already, whoever controls them.
//   - A replacement other than the clash's (the only kind the cards
//     have): the player is not inert, as nothing here says what it does.
//
// The objects the turn player's line puts in the other player's arena
// during the turn are that player's then: Inert is asked of each
// position, not of the turn's start alone.

// Inert reports whether player p, answered as GoldfishDecider answers,
// can add nothing of its own to the damage dealt to it this turn (the
// comment above): Reach is then a bound on that damage.
func (g *Game) Inert(p Player) bool {
	s := g.s
	if p < 0 || int(p) >= len(s.Players) {
		return false
	}
	if s.Goldfish(p) {
		return true
	}
	var m most
	for z := ZoneDeck; z < zoneCount; z++ {
		if z == ZoneStack || z == ZoneChain {
			continue // what is there has triggered: Reach counts it
		}
		for _, obj := range s.Zone(p, z) {
			if z == ZoneArena && s.Obj(obj).Gone {
				continue
			}
			c := s.CardOf(obj)
			for i := range c.Triggers {
				t := &c.Triggers[i]
				if (t.Where == z || t.Where == 0 && z == ZoneArena) && !idleWhen(&t.When) {
					sub := most{card: c}
					sub.effects(t.Effects)
					m.addAll(&sub)
				}
			}
			if z != ZoneArena {
				continue
			}
			for _, k := range triggeredKeywords {
				if g.HasKeyword(obj, k.Bit) {
					sub := most{card: c}
					sub.effects(k.Trigger.Effects)
					m.addAll(&sub)
				}
			}
			for _, r := range c.Replacements {
				if r.Event != EvClash {
					return false
				}
			}
		}
	}
	// Resources, cards and action points it gains it does not use (it
	// passes): damage and power alone count.
	return !m.none && m.power == 0 && m.next == 0 && m.each == 0 && m.many == 0
}

// idleWhen reports whether a trigger condition waits for an event that the
// player of its source, answered as the goldfish is, never makes happen in
// another player's turn: an attack it controls (YourAttack; "when this is
// defended": this is its attack), the source's own attack, hit, defence,
// play or activation, or the start of its own turn or phase (the event's
// player is the turn player, CR 4.2.2, 4.3.1, 4.4.2).
func idleWhen(w *When) bool {
	switch {
	case w.Of == YourAttack:
		return true
	case w.To == ToThis && w.Event == EvDefend:
		return true
	case w.Of == This:
		switch w.Event {
		case EvAttack, EvHit, EvDefend, EvPlay, EvActivate, EvGainGoAgain, EvLinkResolved, EvWager, EvWagerWon:
			return true
		}
	case w.Of == You:
		switch w.Event {
		case EvTurnStart, EvActionPhase, EvEndPhase:
			return true
		}
	}
	return false
}
