package rules

// "Defended by an attack action card" (CR 7.0.5): what a chain link's
// defending cards are, asked of the attack by its own abilities ("if this
// is defended by an attack action card"), by a reaction of its target ("if
// it's defended by ..."), by a play restriction ("play this only if an
// attack action card is defending this chain link") and by a trigger
// ("whenever this is defended by 1 or more attack action cards").
//
// A card is defending from the moment it is put on the chain link until
// it leaves the combat chain (CR 7.0.5a); an attack action card is a card
// with the types action and attack (CR 8.1.1, 8.2.3), whatever zone it
// defended from. The trigger waits for defend events (CR 7.0.5a): the
// cards declared in the defend step defend together, as one event (CR
// 7.3.2e, 7.0.5e), so it triggers once for them if one or more of them is
// an attack action card; a card that defends later defends alone and
// makes an event of its own.

// defendingActionAttack is the defending card the conditions ask for: an
// attack action card (AttackFilter.ActionCard matches any card with both
// types, on the chain as a defender as well as an attack).
var defendingActionAttack = AttackFilter{ActionCard: true}

// WhenThisIsDefendedByAttackActionCards: "whenever this is defended by 1
// or more attack action cards" (CR 7.0.5a): once for each defend event
// with one or more attack action cards in it (When.Nth counts the cards
// of the event that Filter matches).
var WhenThisIsDefendedByAttackActionCards = When{Event: EvDefend, To: ToThis, Nth: 1, Filter: defendingActionAttack}

// defendedBy reports whether a card that f matches defends on chain link
// l now (CR 7.0.5a).
func (g *Game) defendedBy(l *chainLink, f AttackFilter) bool {
	if l == nil {
		return false
	}
	for _, d := range l.Defenders {
		if o := g.s.Obj(d); o.Zone == ZoneChain || o.Zone == ZoneArena && o.Defended {
			if g.matches(f, d) {
				return true
			}
		}
	}
	return false
}

// AttackActionDefendsThisLink holds when an attack action card is defending
// the active chain link ("play this only if an attack action card is
// defending this chain link"; CR 7.0.3d: "this chain link" is the active
// one, and there is none while the chain is closed).
var AttackActionDefendsThisLink = &Condition{Code: "attack-action-defends-this-link", Test: func(g *Game, c *Ctx) bool {
	return g.defendedBy(g.s.Chain.Active(), defendingActionAttack)
}}

// TargetDefendedByAttackAction holds when the target attack is defended by
// an attack action card ("if it's defended by an attack action card",
// asked as the reaction that targets it resolves, CR 1.8.4).
var TargetDefendedByAttackAction = &Condition{Code: "target-defended-by-attack-action", Test: func(g *Game, c *Ctx) bool {
	for _, t := range c.Targets {
		if t.Obj == NoObj || t.Player != NoPlayer || g.s.Obj(t.Obj).Gen != t.Gen {
			continue
		}
		if g.defendedBy(g.linkOf(t.Obj), defendingActionAttack) {
			return true
		}
	}
	return false
}}

// DefendedByAttackAction holds while the source is an attack defended by
// an attack action card ("if this is defended by an attack action card,
// this gets go again"): an attack not yet on the chain has no defenders.
var DefendedByAttackAction = &Condition{Code: "defended-by-attack-action", Test: func(g *Game, c *Ctx) bool {
	l := g.linkOf(c.Source)
	return l != nil && l.Attack == c.Source && g.defendedBy(l, defendingActionAttack)
}}

// DefendingWeaponAttack holds while the source defends on a chain link
// whose attack is a weapon attack ("this gets +2{d} while defending a
// weapon attack"; CR 7.0.5c: a defending card defends against the
// active-attack of its chain link; CR 1.4.3: a weapon's attack is its
// attack-proxy). An equipment defends from its zone in the arena.
var DefendingWeaponAttack = &Condition{Code: "defending-weapon-attack", Test: func(g *Game, c *Ctx) bool {
	s := g.s
	o := s.Obj(c.Source)
	if !o.Defended || o.Zone != ZoneChain && o.Zone != ZoneArena {
		return false
	}
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		for _, d := range l.Defenders {
			if d == c.Source {
				return s.Obj(l.Attack).Proxy != NoObj
			}
		}
	}
	return false
}}

// What needs a defender adds nothing to Reach where no attack is defended
// from here on (most.undefended): the other player defends with nothing
// (Reach is asked against a goldfish, which has no cards, and against a
// hero answered as rules.GoldfishDecider answers, which declares no
// defender, CR 7.3.2, and plays nothing that makes a card defend: the
// bot asks it only where Game.Inert holds) and no link of the chain has
// a defender now. Then no defend event happens this turn (CR 7.0.5a: a
// card defends when it is declared or put there as a defender), a card
// that may be played only while an attack action card defends this link
// is never played, and "if it is defended by an attack action card" never
// holds (CR 7.0.5). A link defended already keeps every such condition
// (undefended is false): what it may still give is counted.

// needsDefender reports whether c holds only while a card defends (nil:
// no condition): an attack action card, or for reprise a card from the
// defending hero's hand (CR 8.4.3: "if the defending hero has defended
// with a card from their hand this chain link").
func needsDefender(c *Condition) bool {
	return c != nil && (c == AttackActionDefendsThisLink || c == TargetDefendedByAttackAction || c == DefendedByAttackAction ||
		c == DefendedFromHand)
}

// undefended reports whether no link of the combat chain has a defender
// now (most.undefended: Reach's other condition, that the other player
// defends with nothing, is its caller's).
func (g *Game) undefended() bool {
	for i := range g.s.Chain.Links {
		if len(g.s.Chain.Links[i].Defenders) > 0 {
			return false
		}
	}
	return true
}
