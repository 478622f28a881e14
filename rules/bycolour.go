package rules

// AlikeInGraveyard reports whether the cards a and b, of one player's
// graveyard, are alike for the rest of the game but for which is which:
// banish one of them by a cost rather than the other (or leave it there)
// and the game goes on alike, the same answers giving the same game but
// for which of the two lies in the graveyard and which in the banished
// zone. So a search may take one for the other (rules/bot: which card of
// a colour a cost banishes from the graveyard).
//
// Why. A card entering the graveyard is a new object (CR 3.0.9): it keeps
// nothing of what happened to it but what names it, and the graveyard and
// the banished zone are public zones outside the arena (CR 3.1), in no
// order (only the deck is an ordered pile). What reads a card there, in
// this engine: the cost that banishes cards of given colours from the
// graveyard (BanishFromGraveyardCost, CR 8.5.1), by colour alone; the
// stalemate rule (CR 4.5.4d, stalemate.go), by the pitch of a banished
// card and the triggers that work from the graveyard; the card's own
// triggers that work there (Trigger.Where); and whatever names the
// object: a continuous effect, a layer, its targets or the event it
// carries, a trigger waiting, a delayed trigger (Intimidate's return, CR
// 8.5.10, names the cards it banished), a chain link, what it did this
// turn; a continuous effect the card made names it as its source alone,
// and lasts as it was made wherever the card goes (CR 6.2.2a). So the two are of one colour and one pitch, neither works from
// the graveyard or the banished zone, and nothing names either. Last, no
// card of the game (its definitions, CR 1.3) and no delayed trigger may
// watch the banish itself: a trigger or replacement on a card banished or
// moved between zones (EvBanish, EvMoveZone), which would read which card
// moved. TestAlikeInGraveyardReaders keeps the list of the engine's files
// that name the two zones, so that a new reader is weighed here.
func (v View) AlikeInGraveyard(a, b ObjID) bool {
	s := v.g.s
	if !v.plainInGraveyard(a) || !v.plainInGraveyard(b) {
		return false
	}
	ca, cb := s.CardOf(a), s.CardOf(b)
	if s.Obj(a).Owner != s.Obj(b).Owner || ca.Color != cb.Color || ca.Pitch != cb.Pitch {
		return false
	}
	for _, ds := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		for i := range ds {
			if watchesMoves(ds[i].On) {
				return false
			}
		}
	}
	for _, k := range s.Cards {
		if !blindToBanish(k) {
			return false
		}
	}
	return true
}

// plainInGraveyard: obj is a card face up in a graveyard, whose triggers
// work from neither the graveyard nor the banished zone, and which
// nothing of the game names (AlikeInGraveyard).
func (v View) plainInGraveyard(obj ObjID) bool {
	s := v.g.s
	if obj < 0 || int(obj) >= len(s.Objs) || !v.Visible(obj) {
		return false
	}
	o := s.Obj(obj)
	if o.Zone != ZoneGraveyard || !o.FaceUp || o.Token || o.Gone {
		return false
	}
	for i := range s.CardOf(obj).Triggers {
		if w := s.CardOf(obj).Triggers[i].Where; w == ZoneGraveyard || w == ZoneBanished {
			return false
		}
	}
	for i := range s.TurnUses {
		if s.TurnUses[i].Obj == obj {
			return false
		}
	}
	// A continuous effect the card made as it resolved (CR 6.2.2) names
	// it as its source alone: the effect lasts as it was made (6.2.2a)
	// wherever the card goes. Not one the card's effect applies to, nor a
	// static ability's gain replaced (replacement.go), which reads its
	// source (6.2.3a).
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Obj == obj || e.Source == obj && e.StaticGain != 0 {
			return false
		}
	}
	if namedOutsideEffects(s, obj) {
		return false
	}
	// The event a triggered layer or a trigger waiting carries may name
	// it too (a card discarded, CR 8.5.5, then in the graveyard).
	for i := range s.Stack {
		if e := &s.Stack[i].Event; e.Obj == obj || e.Other == obj {
			return false
		}
	}
	for i := range s.Pending {
		if e := &s.Pending[i].Event; e.Obj == obj || e.Other == obj {
			return false
		}
	}
	return true
}

// blindToBanish reports whether no ability of c waits for a card banished
// or moved between zones: its triggers (its own and those it grants) and
// its replacements.
func blindToBanish(c *Card) bool { return !waitsFor(c, watchesMoves) }

// waitsFor reports whether an ability of c waits for an event of a kind
// wanted accepts: its triggered abilities (CR 6.6), those it grants, and
// its replacement effects (CR 6.4).
func waitsFor(c *Card, wanted func(EventKind) bool) bool {
	for i := range c.Triggers {
		if wanted(c.Triggers[i].When.Event) {
			return true
		}
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil && wanted(t.When.Event) {
			return true
		}
	}
	for _, r := range c.Replacements {
		if wanted(r.Event) {
			return true
		}
	}
	return false
}

// watchesMoves: an event of kind k may be a card banished (CR 8.5.1) or
// moved between zones.
func watchesMoves(k EventKind) bool {
	return k == EvBanish || k == EvMoveZone
}

// named reports whether something of the game names obj: a continuous
// effect (its object or its source), a layer on the stack or one of its
// targets, a trigger waiting to go on it, a delayed trigger (its source
// or its objects), a chain link (its attack, its source, a defender).
func named(s *state, obj ObjID) bool {
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Obj == obj || e.Source == obj {
			return true
		}
	}
	return namedOutsideEffects(s, obj)
}

// namedOutsideEffects is named but for the continuous effects.
func namedOutsideEffects(s *state, obj ObjID) bool {
	for i := range s.Stack {
		if s.Stack[i].Obj == obj {
			return true
		}
		for _, t := range s.Stack[i].Targets {
			if t.Obj == obj {
				return true
			}
		}
	}
	for i := range s.Pending {
		if s.Pending[i].Source == obj {
			return true
		}
	}
	for _, ds := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		for i := range ds {
			if ds[i].Source == obj {
				return true
			}
			for _, d := range ds[i].Objs {
				if d == obj {
					return true
				}
			}
		}
	}
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		if l.Attack == obj || l.Source == obj {
			return true
		}
		for _, d := range l.Defenders {
			if d == obj {
				return true
			}
		}
	}
	return false
}
