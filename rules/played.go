package rules

// Facts remembered about how a card was played (hero-terra's part; see
// hero-aurora's for the facts of a turn): which talents the cards pitched
// to pay for it had ("if an Earth card was pitched to play this", Earth
// Bond, CR 8.4.15). The fact belongs to the object that was played and
// lasts as long as it (CR 3.0.9: a new object remembers nothing): on the
// stack, then as a chain link, so that "when this attacks, if an Earth
// card was pitched to play this" still knows it after the layer resolved.
//
// Only talents are remembered (CR 2.11: the supertypes that are not
// classes): the abilities that ask about the cards pitched name a talent.
// A game of two class decks then remembers nothing, and hashes as before.

// pitchedTalents are the supertypes a play remembers of its pitched cards.
// (hero-aurora's played.go lists talents too: one list at merge.)
const pitchedTalents = Shadow | Light | Elemental | Earth

// notePitched records the talents of the cards pitched to play obj, a
// card or the attack proxy of a weapon, as the play or activation is
// completed (CR 5.1.10, 5.2.2).
func (g *Game) notePitched(obj ObjID, pitched []ObjID) {
	s := g.S
	var cls Classes
	for _, p := range pitched {
		cls |= s.CardOf(p).Classes & pitchedTalents
	}
	s.Obj(obj).Pitched = cls
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

// PitchedToPlay holds when a card of the talent cls was pitched to play
// the source, or, for a weapon, to activate the attack it is making now
// ("if an Earth card was pitched to attack with this"): the attack proxy
// of a weapon is its own object (CR 1.4.3), which remembers.
func PitchedToPlay(cls Classes) *Condition {
	return &Condition{Code: "pitched-to-play", Params: PitchedClasses{Classes: cls}, Test: func(g *Game, c *Ctx) bool {
		return g.pitchedToPlay(c.Source, cls)
	}}
}

// PitchedClasses is the parameter of PitchedToPlay's and PitchZoneHas's
// words: a card of one of Classes.
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

// PowerAboveBase holds when the source has more power than its base power,
// the printed one (CR 2.9): "if this has {p} greater than its base".
var PowerAboveBase = &Condition{Code: "power-above-base", Test: func(g *Game, c *Ctx) bool {
	cd := g.S.CardOf(c.Source)
	return cd.Has(HasPower) && g.Power(c.Source) > cd.Power
}}

// PlayedFromArsenal holds while the source's own layer resolves if it was
// played from its controller's arsenal (CR 3.3): "if this was played from
// arsenal". An attack card's resolution abilities are generated as its
// layer resolves into a chain link (CR 7.2.3), so this is when they read it.
// (The same as hero-aurora's, word for word: keep one at merge.)
var PlayedFromArsenal = &Condition{Code: "played-from-arsenal", Test: func(g *Game, c *Ctx) bool {
	return c.Layer != nil && c.Layer.Kind == CardLayer && c.Layer.Obj == c.Source && c.Layer.From == ZoneArsenal
}}
