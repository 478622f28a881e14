package rules

// ForLater reports whether activating the ability i of obj changes
// nothing of the rest of this turn but which of its controller's objects
// are in the arena: a search of the turn may take it as done at once, or
// as never done, as it likes (rules/bot: the equipment destroyed for a
// token, "Action – Destroy this: Create a Vigor token. Go again").
//
// Such an ability: an action (CR 1.13.2: it takes an action point) with
// go again (CR 8.3.5: the point comes back as its layer resolves), no
// resource to pay, no target, mode or X, its only cost destroying its
// source (CR 8.5.4), and its only effect creating tokens (CR 8.5.2) that
// do nothing before their controller's next turn starts (an aura whose
// one ability is "at the start of your turn", CR 4.2.2). Its source is a
// colourless permanent with no other ability (no cost of the card pool
// that banishes from the graveyard by colour can take it there). And
// nothing in the game watches what the activation does: no card of the
// game (its definitions, CR 1.3) has a trigger or a replacement on an
// event it may cause (an activation, a layer resolving, a destruction, a
// token created, an action point gained, priority passed, a zone left),
// and no condition asks for a token but to add defense (which does not
// count on the turn player's own turn: nobody attacks them), an effect's
// as it resolves too (effectsAsk). Activated or
// not, the turn's attacks, costs, draws and damage are the same, and the
// cards the player keeps too: the token takes the source's place in the
// arena.
func (v View) ForLater(obj ObjID, i int) bool {
	s := v.g.s
	if obj < 0 || int(obj) >= len(s.Objs) || !v.Visible(obj) {
		return false
	}
	o := s.Obj(obj)
	if o.Zone != ZoneArena || o.Gone || o.Proxy != NoObj {
		return false
	}
	c := s.CardOf(obj)
	if i < 0 || i >= len(c.Activated) || len(c.Activated) != 1 || c.Color != Colorless ||
		len(c.Triggers)+len(c.Statics)+len(c.CostStatics)+len(c.AttackStatics)+len(c.Replacements)+len(c.Owned)+len(c.Grants) > 0 {
		return false
	}
	a := &c.Activated[i]
	if a.Type != Action || !a.GoAgain || a.Cost != 0 || a.Attack || a.Target != nil || a.If != nil ||
		len(a.EffCosts) != 1 || len(a.Effects) == 0 {
		return false
	}
	if _, ok := a.EffCosts[0].(DestroySelfCost); !ok {
		return false
	}
	var room [2]*Card
	made := room[:0]
	for _, e := range a.Effects {
		ct, ok := e.(CreateToken)
		if !ok || !waitsForNextTurn(ct.Token) {
			return false
		}
		made = append(made, ct.Token)
	}
	for _, k := range s.Cards {
		if !blindToActivation(k, made) {
			return false
		}
	}
	for i := range s.Delayed {
		if !safeEvent(s.Delayed[i].On) {
			return false
		}
	}
	return true
}

// waitsForNextTurn reports whether a token of definition t does nothing
// before its controller's next turn: an aura whose abilities are all "at
// the start of your turn" triggers (CR 4.2.2).
func waitsForNextTurn(t *Card) bool {
	if t == nil || len(t.Triggers) == 0 || len(t.Activated)+len(t.Statics)+len(t.CostStatics)+len(t.AttackStatics)+
		len(t.Replacements)+len(t.Owned)+len(t.Grants)+len(t.Resolve) > 0 || t.Power != 0 {
		return false
	}
	for i := range t.Triggers {
		if t.Triggers[i].When != WhenYourTurnStarts {
			return false
		}
	}
	return true
}

// blindToActivation reports whether the abilities of c ignore what
// ForLater's activation does, which makes the tokens made: its triggers
// and replacements wait for events it does not cause, and it asks for a
// token only for defense.
func blindToActivation(c *Card, made []*Card) bool {
	for i := range c.Triggers {
		if !blindTrigger(&c.Triggers[i], made) {
			return false
		}
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil && !blindTrigger(t, made) {
			return false
		}
		if st := c.Grants[i].Static; st != nil && asksToken(st.If) && !defenseOnly(st) {
			return false
		}
	}
	for _, r := range c.Replacements {
		if !safeEvent(r.Event) {
			return false
		}
	}
	for i := range c.Statics {
		if st := &c.Statics[i]; asksToken(st.If) && !defenseOnly(st) {
			return false
		}
	}
	for i := range c.CostStatics {
		if asksToken(c.CostStatics[i].If) {
			return false
		}
	}
	for i := range c.Activated {
		if asksToken(c.Activated[i].If) {
			return false
		}
	}
	return !asksToken(c.PlayIf) && !effectsAsk(c).token
}

// blindTrigger: the trigger waits for an event the activation does not
// cause, or for its player's creating a token of a name none of made has
// ("the first time each turn you create a Gold token", victor.go's
// createdByOwnEffect), and asks for a token only as its controller
// defends.
func blindTrigger(t *Trigger, made []*Card) bool {
	w := &t.When
	if asksToken(w.If) && w.Event != EvDefend {
		return false
	}
	if w.Event == EvCreateToken && w.Of == You && w.Filter.Name != "" {
		for _, m := range made {
			if m.Name == w.Filter.Name {
				return false
			}
		}
		return true
	}
	return safeEvent(w.Event)
}

// defenseOnly: the static ability adds defense alone.
func defenseOnly(st *Static) bool {
	return st.Power == 0 && st.Grants == 0 && st.Per == nil && st.Defenders == nil
}

// asksToken reports whether a condition asks which tokens are controlled
// (ControlsToken).
func asksToken(c *Condition) bool { return c != nil && c.Code == "you-control-token" }

// safeEvent reports whether an event of kind k is none of those an
// activation of ForLater's kind may cause: activating (CR 5.2), the cost
// destroying the source (CR 8.5.4) as it leaves the arena, passing
// priority (CR 1.11.4), the layer resolving (CR 5.3) with its go again
// (CR 1.13.2), the token created (CR 8.5.2), the effect and the log's
// own events.
func safeEvent(k EventKind) bool {
	switch k {
	case EvActivate, EvResolve, EvFizzle, EvDestroy, EvMoveZone, EvPass, EvPriority, EvCreateToken, EvGainAction,
		EvEffect, EvReplace, EvAuto, EvStep, EvRewind, EvNone:
		return false
	}
	return true
}
