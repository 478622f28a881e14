package rules

// Facts remembered about how cards were played (CR 5.1): what later
// abilities ask of a play — "if you've played a Lightning card this turn"
// (lightning flow, CR 8.4.16), "if this was played from arsenal". A fact of
// the turn is kept in the player's TurnStats and forgotten when the turn
// ends (CR 4.4.4); a fact of one play is read from the layer it made
// (layer.From) while that layer resolves.

// talents are the supertypes that are talents rather than classes (CR
// 2.11): the ones a turn remembers being played ("a Lightning card").
const talents = Shadow | Light | Elemental | Lightning | Earth

// notePlayed remembers what matters later about a card p played (CR
// 5.1.10: it is played once its costs are paid).
func (g *Game) notePlayed(p Player, obj ObjID) {
	s := g.s
	s.Players[p].Turn.Talents |= s.CardOf(obj).Classes & talents
}

// PlayedThisTurn holds when the controller played a card of supertype
// talent this turn: "if you've played a Lightning card this turn". The
// card whose ability asks counts too once it is played.
func PlayedThisTurn(talent Classes) *Condition {
	return playedThisTurn(PlayedTalent{Talent: talent})
}

func playedThisTurn(p PlayedTalent) *Condition {
	return &Condition{Code: "played-this-turn", Params: p, Test: func(g *Game, c *Ctx) bool {
		return g.s.Players[c.Controller].Turn.Talents&p.Talent != 0
	}}
}

// PlayedTalent is the parameter of PlayedThisTurn's words; Label is set
// for the condition of a label keyword (lightning flow), which its words
// name.
type PlayedTalent struct {
	Talent Classes
	Label  bool
}

// LightningPlayed is lightning flow's condition (CR 8.4.16): the
// controller played a Lightning card this turn.
var LightningPlayed = playedThisTurn(PlayedTalent{Talent: Lightning, Label: true})

// PlayedFromArsenal holds while the source's own layer resolves if it was
// played from its controller's arsenal (CR 3.3): "if this was played from
// arsenal". An attack card's resolution abilities are generated as its
// layer resolves into a chain link (CR 7.2.3), so this is when they read it.
var PlayedFromArsenal = &Condition{Code: "played-from-arsenal", Test: func(g *Game, c *Ctx) bool {
	return c.layer != nil && c.layer.Kind == CardLayer && c.layer.Obj == c.Source && c.layer.From == ZoneArsenal
}}

// fromArsenal adds what es may add "if this was played from arsenal"
// (Reach): all of it, as if it was, but the go again it gives the card
// itself only to the card played from the arsenal (arsenalGo): a card of
// the hand, or one drawn, is played from the hand (nothing in the card
// pool puts a card of the hand or the deck in the arsenal before the end
// phase, CR 4.4.3b), and takes the action point it would give back.
func (m *most) fromArsenal(es []Effect) {
	self := m.selfGo
	m.effects(es)
	if m.selfGo && !self {
		m.selfGo, m.arsenalGo = false, true
	}
}

// Facts remembered about how a card was played: which talents
// the cards pitched to pay for it had ("if an Earth card was pitched to play
// this", Earth Bond, CR 8.4.15). The fact belongs to the object that was
// played and lasts as long as it (CR 3.0.9: a new object remembers
// nothing): on the stack, then as a chain link, so that "when this attacks,
// if an Earth card was pitched to play this" still knows it after the layer
// resolved. Only talents are remembered (CR 2.11), so a game of two class
// decks remembers nothing and hashes as before.

// notePitched records the talents of the cards pitched to play obj, a
// card or the attack proxy of a weapon, as the play or activation is
// completed (CR 5.1.10, 5.2.2).
func (g *Game) notePitched(obj ObjID, pitched []ObjID) {
	s := g.s
	var cls Classes
	for _, p := range pitched {
		cls |= s.CardOf(p).Classes & talents // a play remembers the talents of its pitched cards
	}
	s.Obj(obj).Pitched = Talents(cls)
}

// pitchedSince returns the cards of p's pitch zone from index n on: those
// pitched since the zone held n cards (pitched cards stay there until the
// end phase, CR 4.4.3c).
func (g *Game) pitchedSince(p Player, n int) []ObjID {
	z := g.s.Zone(p, ZonePitch)
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
	s := g.s
	if s.Obj(obj).Pitched.Classes()&cls != 0 {
		return true
	}
	if !s.CardOf(obj).Types.Has(Weapon) {
		return false
	}
	// The weapon's attack now: a proxy of it on the stack or the chain.
	for _, a := range g.attacksNow() {
		if o := s.Obj(a); o.Proxy == obj && o.Pitched.Classes()&cls != 0 {
			return true
		}
	}
	return false
}

// PitchZoneHas holds when the controller's pitch zone holds a card with one
// of the supertypes cls ("if there is an Earth card in your pitch zone").
func PitchZoneHas(cls Classes) *Condition {
	return &Condition{Code: "pitch-zone-has", Params: PitchedClasses{Classes: cls}, Test: func(g *Game, c *Ctx) bool {
		for _, obj := range g.s.Zone(c.Controller, ZonePitch) {
			if g.s.CardOf(obj).Classes&cls != 0 {
				return true
			}
		}
		return false
	}}
}

// PowerAboveBase holds when the source has more power than its base power,
// the printed one (CR 2.9): "if this has {p} greater than its base".
var PowerAboveBase = &Condition{Code: "power-above-base", Test: func(g *Game, c *Ctx) bool {
	cd := g.s.CardOf(c.Source)
	return cd.Has(HasPower) && g.Power(c.Source) > cd.Power
}}
