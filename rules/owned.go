package rules

// A hero's static abilities over the cards its player owns: "attack action
// cards you own get +1{p} while they are in any zone other than the combat
// chain" (Kayo). A hero is in the arena all game, so its static abilities
// function all game (CR 1.7.4, 5.4); this one modifies cards wherever they
// are — hand, deck, arsenal, pitch, graveyard, banished, the stack — but
// the combat chain (CR 3.6). A card's owner is the player who started the
// game with it (CR 1.3.1a); tokens are not cards of a card-pool, so none
// is modified.
//
// The reading taken: the +1 is part of the card's power (CR 2.9.3: power
// can be modified) in every zone but the chain, so each rule and effect that
// reads a card's power there reads it: a 5-power card in hand or graveyard
// counts as 6 for "a card with 6 or more power" (a discard, CR 8.5.5: the
// card as it leaves the hand, CR 3.0.7a, and as it lies in the graveyard
// have the same power), the top card of the deck revealed or clashed with
// (CR 8.5.45), an attack on the stack (CR 1.4.2a). Once the attack is a
// chain link, or a card defends, it is on the combat chain and has its
// printed power again.

// OwnedStatic is a static ability of a hero that modifies the cards its
// player owns while they are in any zone but Except.
type OwnedStatic struct {
	// Filter is the cards it modifies (ActionCard: attack action cards).
	Filter AttackFilter
	Power  int
	// Except is the zone where it does not apply (ZoneChain).
	Except Zone
}

// ownedPower is what the static abilities of obj's owner's hero add to
// obj's power where it is now (OwnedStatic).
func (g *Game) ownedPower(obj ObjID) int {
	s := g.s
	o := s.Obj(obj)
	if o.Token || o.Zone == ZoneNone {
		return 0
	}
	h := s.Players[o.Owner].Hero
	if h < 0 || int(h) >= len(s.Objs) {
		return 0
	}
	hc := s.CardOf(h)
	n := 0
	for i := range hc.Owned {
		st := &hc.Owned[i]
		if o.Zone != st.Except && g.matches(st.Filter, obj) {
			n += st.Power
		}
	}
	return n
}

// reach: nothing when the power is not given on the combat chain (Kayo's
// "anywhere but on the combat chain"): an attack deals the power it has
// on the chain (CR 7.5.2), and what the power changes elsewhere (the
// discard of a card with 6 or more power) its triggers count. A static
// that gives power on the chain has no bound here.
func (o OwnedStatic) reach(m *most) {
	if o.Power > 0 && o.Except != ZoneChain {
		m.none = true
	}
}
