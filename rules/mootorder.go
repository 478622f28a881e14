package rules

// Simultaneous triggered layers are put on the stack in an order their
// controller chooses (CR 1.10.2d; CR 6.6.6b in the newer text: each player
// adds their pending triggered layers in the order they choose). Where
// every order gives the same game the choice is a formality: identical
// layers (samePending) and, with Setup.SkipMootOrders, layers that each
// act on their own objects alone in a way nothing else in the game hears
// (mootOrder). The engine then puts them on the stack as they triggered
// and says so, rather than ask.

// mootEvents are the kinds of events the self-contained layers below
// cause: when no triggered ability could hear them, their order is
// invisible.
var mootEvents = [...]EventKind{EvDestroy, EvCounter, EvReturn, EvMoveZone}

// tokenEvents are what a token's layer does besides destroying itself
// (selfToken): an effect for its controller's next attack, resource
// points gained.
var tokenEvents = [...]EventKind{EvEffect, EvGainResource}

// mootOrder reports pending layers whose order cannot change the game: each
// is self-contained (selfObjs; with skipMore, selfToken too), no two touch
// the same object, and no triggered ability in the game, printed, granted
// or delayed, listens for what they do. With skipMore, an ability that
// hears only events about its own card (Bone Vizier's "when this is
// destroyed") listens only when its card is one the layers act on.
func (g *Game) mootOrder(ps []pendingTrigger) bool {
	var seen []ObjID
	tokens := false
	for i := range ps {
		objs, ok := g.selfObjs(&ps[i])
		if !ok && g.skipMore && g.selfToken(&ps[i]) {
			objs, ok, tokens = []ObjID{ps[i].Source}, true, true
		}
		if !ok {
			return false
		}
		for _, o := range objs {
			for _, x := range seen {
				if x == o {
					return false
				}
			}
			seen = append(seen, o)
		}
	}
	s := g.s
	trig := g.triggersNow()
	heard := func(k EventKind) bool {
		for _, r := range trig[k] {
			if !g.skipMore || g.mayHear(r, seen) {
				return true
			}
		}
		if len(s.Effects) > 0 && g.grantsTrigger(k) {
			return true
		}
		for _, d := range s.Delayed {
			if d.On == k {
				return true
			}
		}
		return false
	}
	for _, k := range mootEvents {
		if heard(k) {
			return false
		}
	}
	if tokens {
		for _, k := range tokenEvents {
			if heard(k) {
				return false
			}
		}
	}
	return true
}

// mayHear reports whether the printed triggered ability r could hear an
// event about one of objs (or about nothing): an ability about its own
// card ("when this is destroyed", CR 6.6) hears an event only when the
// event's object is that card or an attack proxy of it (meets), and the
// layers' events are about their own objects; any other ability may.
func (g *Game) mayHear(r triggerRef, objs []ObjID) bool {
	s := g.s
	o := &s.Objs[r.obj]
	if s.Cards[o.Card].Triggers[r.ability].When.Of != This {
		return true
	}
	for _, x := range objs {
		if x == r.obj || s.Obj(x).Proxy == r.obj {
			return true
		}
	}
	return false
}

// selfToken reports a token's printed layer that destroys the token and
// then gives its controller a bonus for their next attack (power or a
// keyword, any attack: CR 1.8.10) or resource points, with no condition:
// Might, Agility (CR 8.6.28) and Vigor (CR 8.6.27) at the start of their
// controller's turn. Two such layers touch different tokens, and their
// bonuses come to the same whichever comes first (power bonuses add up,
// a keyword gained is had, resource points add up), so their order
// changes nothing but the log's.
func (g *Game) selfToken(t *pendingTrigger) bool {
	s := g.s
	if t.Delayed != 0 || t.Granted || t.Keyword != 0 || t.Source < 0 || int(t.Source) >= len(s.Objs) {
		return false
	}
	o := s.Obj(t.Source)
	if !o.Token || int(t.Ability) < 0 || int(t.Ability) >= len(s.Cards[o.Card].Triggers) {
		return false
	}
	tr := &s.Cards[o.Card].Triggers[t.Ability]
	if tr.When.If != nil || len(tr.Effects) != 2 {
		return false
	}
	if _, ok := tr.Effects[0].(DestroySelf); !ok {
		return false
	}
	switch e := tr.Effects[1].(type) {
	case NextAttack:
		return e.Filter == (AttackFilter{}) && e.Grant == 0 && !e.OnPlay
	case GainResources:
		return true
	}
	return false
}

// selfObjs lists the objects a pending layer acts on when it acts on
// those alone: blade break destroys its own card (CR 8.3.3), battleworn
// puts a counter on its own card (CR 8.3.2), temper both (CR 8.3.10), a
// delayed return puts its banished cards back in their owner's hand (CR
// 8.5.10). Any other layer is not known to be self-contained.
func (g *Game) selfObjs(t *pendingTrigger) ([]ObjID, bool) {
	switch {
	case t.Delayed > 0 && int(t.Delayed) <= len(g.s.Fired):
		if d := &g.s.Fired[t.Delayed-1]; d.Do == DelayedReturnToHand {
			return d.Objs, true
		}
	case t.Delayed == 0 && !t.Granted && (t.Keyword == BladeBreak || t.Keyword == Battleworn || t.Keyword == Temper):
		return []ObjID{t.Source}, true
	}
	return nil, false
}

// SkipMootOrders sets Setup.SkipMootOrders on a game made otherwise (a
// position: NewPosition).
func (g *Game) SkipMootOrders(on bool) { g.skipMoot = on }

// SkipMoreMootOrders sets Setup.SkipMoreMootOrders likewise.
func (g *Game) SkipMoreMootOrders(on bool) { g.skipMore = on }
