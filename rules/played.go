package rules

// Facts remembered about how a card was played (or an attack ability
// activated): which supertypes the cards pitched to pay for it had ("if an
// Earth card was pitched to play this", Earth Bond, CR 8.4.15) and the zone
// it was played from ("if this was played from arsenal"). They belong to
// the object that was played and last as long as it (CR 3.0.9: a new
// object remembers nothing): on the stack, then as a chain link.
//
// The facts are kept in Obj.Pitched and Obj.PlayedFrom; the conditions
// below read them. Other parts may add facts here: keep each its own.

// notePlayed records the facts of a play or an activation as it is
// completed (CR 5.1.10, 5.2.2): obj is the card or attack proxy played,
// from the zone it came from (ZoneNone for an activation), pitched the
// cards pitched to pay for it.
func (g *Game) notePlayed(obj ObjID, from Zone, pitched []ObjID) {
	s := g.S
	o := s.Obj(obj)
	o.PlayedFrom = from
	var cls Classes
	for _, p := range pitched {
		cls |= s.CardOf(p).Classes
	}
	o.Pitched = cls
}

// pitchedSince returns the cards of p's pitch zone from index n on: those
// pitched since the zone held n cards (pitched cards stay there until the
// end phase, CR 4.4.3c).
func (g *Game) pitchedSince(p Player, n int) []ObjID {
	z := g.S.Zone(p, ZonePitch)
	if n > len(z) {
		return nil
	}
	return z[n:]
}

// PitchedToPlay holds when a card with one of the supertypes cls was
// pitched to play the source, or, for a weapon, to activate the attack it
// is making now ("if an Earth card was pitched to attack with this"): the
// attack proxy of a weapon is its own object (CR 1.4.3), which remembers.
func PitchedToPlay(cls Classes) *Condition {
	return &Condition{Code: "pitched-to-play", Params: PitchedClasses{Classes: cls}, Test: func(g *Game, c *Ctx) bool {
		return g.pitchedToPlay(c.Source, cls)
	}}
}

// PitchedClasses is the parameter of PitchedToPlay's words: a card of one
// of Classes was pitched.
type PitchedClasses struct{ Classes Classes }

// EarthBond is the condition of Earth Bond (CR 8.4.15): an Earth card was
// pitched to play this.
var EarthBond = &Condition{Code: "earth-bond", Test: func(g *Game, c *Ctx) bool {
	return g.pitchedToPlay(c.Source, Earth)
}}

func (g *Game) pitchedToPlay(obj ObjID, cls Classes) bool {
	s := g.S
	if s.Obj(obj).Pitched&cls != 0 {
		return true
	}
	if !s.CardOf(obj).Types.Has(Weapon) {
		return false
	}
	// The weapon's attack now: a proxy of it on the stack or the chain.
	for _, a := range g.attacksNow() {
		if o := s.Obj(a); o.Proxy == obj && o.Pitched&cls != 0 {
			return true
		}
	}
	return false
}

// PlayedFromArsenal holds when the source was played from its
// controller's arsenal (CR 3.3).
var PlayedFromArsenal = &Condition{Code: "played-from-arsenal", Test: func(g *Game, c *Ctx) bool {
	return g.S.Obj(c.Source).PlayedFrom == ZoneArsenal
}}

// PitchZoneHas holds when the controller's pitch zone holds a card with one
// of the supertypes cls ("if there is an Earth card in your pitch zone").
func PitchZoneHas(cls Classes) *Condition {
	return &Condition{Code: "pitch-zone-has", Params: PitchedClasses{Classes: cls}, Test: func(g *Game, c *Ctx) bool {
		for _, obj := range g.S.Zone(c.Controller, ZonePitch) {
			if g.S.CardOf(obj).Classes&cls != 0 {
				return true
			}
		}
		return false
	}}
}

// PowerAboveBase holds when the source has more power than its base power
// (CR 2.9.2: the printed power): "if this has {p} greater than its base".
var PowerAboveBase = &Condition{Code: "power-above-base", Test: func(g *Game, c *Ctx) bool {
	cd := g.S.CardOf(c.Source)
	return cd.Has(HasPower) && g.Power(c.Source) > cd.Power
}}
