package rules

// PlainToken reports whether obj is a token in the arena that nothing in
// the game tells apart from another token of the same definition and
// controller that is plain too: so a search may take one of two such
// tokens for the other (rules/bot: two Gold tokens are one choice).
//
// A token is an object like a card, its abilities given by what made it
// (CR 1.3.2b, 1.7.1); two made by one definition differ only in what
// happened to them since. Plain is: face up in the arena and still there,
// no counters (CR 1.15), it has not defended nor been used this turn (a
// once-per-turn ability, CR 5.2.1a), it is no attack proxy, and no
// continuous effect, layer, trigger waiting or chain link names it. Its
// definition has no static ability: the effects of statics are ordered by
// their sources' timestamps (CR 6.2), which differ between two tokens.
func (v View) PlainToken(obj ObjID) bool {
	s := v.g.s
	if obj < 0 || int(obj) >= len(s.Objs) || !v.Visible(obj) {
		return false
	}
	o := s.Obj(obj)
	if !o.Token || o.Gone || o.Zone != ZoneArena || !o.FaceUp || o.Defended || o.Proxy != NoObj ||
		o.Counters != ([counterKinds]int8{}) || o.Modes != 0 || o.Pitched != 0 {
		return false
	}
	if len(s.CardOf(obj).Statics) > 0 {
		return false
	}
	for i := range s.TurnUses {
		if s.TurnUses[i].Obj == obj {
			return false
		}
	}
	return !named(s, obj)
}
