package rules

// Facts remembered about how cards were played (CR 5.1): what later
// abilities ask of a play — "if you've played a Lightning card this turn"
// (lightning flow, CR 8.4.16), "if this was played from arsenal". A fact of
// the turn is kept in the player's TurnStats and forgotten when the turn
// ends (CR 4.4.4); a fact of one play is read from the layer it made
// (Layer.From) while that layer resolves.

// talents are the supertypes that are talents rather than classes (CR
// 2.11): the ones a turn remembers being played ("a Lightning card").
const talents = Shadow | Light | Elemental | Lightning

// notePlayed remembers what matters later about a card p played (CR
// 5.1.10: it is played once its costs are paid).
func (g *Game) notePlayed(p Player, obj ObjID) {
	s := g.S
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
		return g.S.Players[c.Controller].Turn.Talents&p.Talent != 0
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
	return c.Layer != nil && c.Layer.Kind == CardLayer && c.Layer.Obj == c.Source && c.Layer.From == ZoneArsenal
}}
