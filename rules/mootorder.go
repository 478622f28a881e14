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

// mootOrder reports pending layers whose order cannot change the game: each
// is self-contained (selfObjs), no two touch the same object, and no
// triggered ability in the game, printed, granted or delayed, listens for
// what they do.
func (g *Game) mootOrder(ps []pendingTrigger) bool {
	var seen []ObjID
	for i := range ps {
		objs, ok := g.selfObjs(&ps[i])
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
	for _, k := range mootEvents {
		if len(trig[k]) > 0 || len(s.Effects) > 0 && g.grantsTrigger(k) {
			return false
		}
		for _, d := range s.Delayed {
			if d.On == k {
				return false
			}
		}
	}
	return true
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
