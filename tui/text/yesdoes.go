package text

import "github.com/rathe-tcg/rathe/rules"

// YesDoes says, short, what answering yes to a "may" question of the
// ability ref does (CR 1.8.3): the effect the player takes up, without
// the condition of a triggered ability nor its "you may" ("make one more
// attack with that weapon this turn"). For the "may" inside a card's
// resolution, modes are the modes chosen for it (CR 1.7.5), the indices
// of Card.Modes, where the "may" is looked for after the card's own
// resolution. "" when the viewer may not know the card, or it holds no
// "may" these words can name.
func (w Words) YesDoes(ref rules.AbilityRef, modes []int) string {
	c := w.View.CardByIndex(ref.Card)
	if c == nil {
		return ""
	}
	r := w.renderer(c)
	switch ref.Kind {
	case rules.AbilityTriggered:
		if i := int(ref.Index); i < len(c.Triggers) {
			return r.yesTrigger(c.Triggers[i])
		}
		return ""
	case rules.AbilityGranted:
		// A triggered ability a card gave (CR 6.2: Hold 'em's "when this
		// attacks a hero, you may wager …"), said as its own would be.
		if i := int(ref.Index); i < len(c.Grants) && c.Grants[i].Trigger != nil {
			return r.yesTrigger(*c.Grants[i].Trigger)
		}
	case rules.AbilityResolution:
		effs := c.Resolve
		for _, m := range modes {
			if m >= 0 && m < len(c.Modes) {
				effs = append(effs[:len(effs):len(effs)], c.Modes[m].Effects...)
			}
		}
		return r.mayDoes(effs)
	}
	return w.AbilityText(ref)
}

// yesTrigger is what yes to triggered ability t does: a trigger that
// is not optional asks through a "may" of its effects (Ironhide
// Gauntlet: you may pay 1 resource), and yes takes that up; an optional
// one does its effects, without its condition.
func (r *cardRenderer) yesTrigger(t rules.Trigger) string {
	// Without its condition, the hero the condition named is said by
	// what the condition says of them.
	if t.When.To == rules.ToHero {
		switch t.When.Event {
		case rules.EvAttack:
			r.hero = r.say("yes.hero-attacked")
		case rules.EvHit:
			r.hero = r.say("yes.hero-hit")
		}
		if r.hero != "" {
			if name := r.w.attacked(); name != "" {
				r.hero = name
			}
		}
	}
	if !t.Optional {
		if s := r.mayDoes(t.Effects); s != "" {
			return s
		}
	}
	return r.triggerDoes(t)
}

// mayDoes renders the first "may" among effs (or inside an "if" of
// them) as taken up: what a plain May does; for a "may" with a cost of
// its own, the cost then what "if you do" gives (CR 1.8.4): "banish an
// attack action card from your hand, then draw 2 cards".
func (r *cardRenderer) mayDoes(effs []rules.Effect) string {
	for _, e := range effs {
		switch e := e.(type) {
		case rules.May:
			return r.nested(e.Then)
		case rules.MayPay:
			return r.say("yes.pay", r.resources(e.N), r.nested(e.Then))
		case rules.MayBanishFromHand:
			return r.say("yes.banish", r.l.indefinite(r.filter(e.Filter, false)), r.nested(e.Then))
		case rules.MayDiscard:
			return r.say("yes.discard", r.nested(e.Then))
		case rules.MayDestroySelf:
			return r.say("yes.destroy-self", r.nested(e.Then))
		case rules.If:
			if s := r.mayDoes(e.Then); s != "" {
				return s
			}
		}
	}
	return ""
}

// attacked names the hero an attack attacks where the view says it, for
// a trigger's condition that spoke of the hero attacked or hit: the active
// chain link's target (the board's yes question comes during that attack,
// CR 7.2.4, 7.5.5); else the opponent of the player who answers (an
// explained yes, w.asking) or of the turn player (a best line, searched
// from the turn's start with the chain closed against the other player as
// a goldfish, w.line; a goldfish game at its player's turn): the only
// hero an attack they control can attack and hit in a two-player game
// (CR 1.4.5), and the one a scenario's hit trigger on the stack names
// (rules.NewPosition). "" when the view says none of these.
func (w Words) attacked() string {
	if l, ok := w.View.ActiveLink(); ok {
		return w.Player(l.Target)
	}
	if w.asking {
		return w.Player(w.asks.Opponent())
	}
	if fish := w.View.TurnPlayer().Opponent(); w.line || w.View.Goldfish(fish) {
		return w.Player(fish)
	}
	return ""
}
