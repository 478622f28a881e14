package rules

// Zones (CR 3): making objects, moving them between zones, and the deck's
// own motions (drawing, shuffling). A move makes a new object as far as
// effects are concerned (CR 3.0); the words of each move are an event.

// newObj adds an object to the game.
func (g *Game) newObj(card int16, owner Player, z Zone) ObjID {
	if s := g.S; len(s.Objs) == cap(s.Objs) {
		// Room for two decks at once, rather than growing card by card.
		s.Objs = append(make([]Obj, 0, max(2*len(s.Objs), 160)), s.Objs...)
	}
	g.S.Objs = append(g.S.Objs, Obj{Card: card, Owner: owner, Controller: owner, Zone: z, Proxy: NoObj})
	id := ObjID(len(g.S.Objs) - 1)
	if z != ZoneStack && z != ZoneChain && z != ZoneNone {
		g.S.Players[owner].Zones[z] = append(g.S.Players[owner].Zones[z], id)
	}
	return id
}

// makeRoom gives the lists that grow as a game goes on room to grow, so
// that moving cards and making attack proxies seldom allocate: every zone
// list room for what it holds and 16 more cards (in one buffer, each
// capped to its part), the objects room for more.
func (s *State) makeRoom() {
	if n := len(s.Objs) + 32; cap(s.Objs) < n {
		s.Objs = append(make([]Obj, 0, n), s.Objs...)
	}
	room(&s.Stack, 8)
	room(&s.Chain.Links, 8)
	room(&s.Effects, 8)
	room(&s.Pending, 8)
	room(&s.Delayed, 4)
	room(&s.Fired, 4)
	n := 0
	for p := range s.Players {
		for z := range s.Players[p].Zones {
			n += len(s.Players[p].Zones[z]) + 16
		}
	}
	buf := make([]ObjID, n)
	for p := range s.Players {
		for z := range s.Players[p].Zones {
			zs := &s.Players[p].Zones[z]
			room := len(*zs) + 16
			part := buf[:room:room]
			buf = buf[room:]
			*zs = part[:copy(part, *zs)]
		}
	}
}

// room gives *l room for n more.
func room[T any](l *[]T, n int) {
	if cap(*l)-len(*l) < n {
		*l = append(make([]T, 0, len(*l)+n), *l...)
	}
}

// zoneOwner is whose zone list holds obj: the controller for the arena, the
// owner elsewhere.
func (g *Game) zoneOwner(o *Obj) Player {
	if o.Zone == ZoneArena {
		return o.Controller
	}
	return o.Owner
}

// remove takes obj out of its zone list.
func (g *Game) remove(obj ObjID) {
	o := g.S.Obj(obj)
	if o.Zone == ZoneStack || o.Zone == ZoneChain || o.Zone == ZoneNone {
		return
	}
	zs := &g.S.Players[g.zoneOwner(o)].Zones[o.Zone]
	for i, id := range *zs {
		if id == obj {
			*zs = append((*zs)[:i], (*zs)[i+1:]...)
			return
		}
	}
}

// move puts obj into zone z of its owner (CR 3.0.7). bottom puts it at the
// bottom of a deck (top is the front); faceUp sets its visibility.
func (g *Game) move(obj ObjID, z Zone, bottom bool, faceUp bool) {
	o := g.S.Obj(obj)
	from := o.Zone
	g.S.Moves++
	if from == ZoneChain && z != ZoneChain {
		g.rememberAttack(obj)
		o = g.S.Obj(obj)
	}
	g.remove(obj)
	if o.Token && z != ZoneArena && z != ZoneChain {
		// CR 8.1.8a: a token that leaves the arena ceases to exist.
		o.Gone = true
		o.Zone = ZoneNone
		o.Gen++
		return
	}
	// CR 3.0.9: entering a zone outside the arena other than the stack, or
	// turning private, resets the object: it is a new object, with no
	// relation to its previous existence.
	if (z != ZoneArena && z != ZoneChain && z != ZoneStack) || (o.FaceUp && !faceUp) {
		o.Gen++
		o.Counters = [counterKinds]int8{}
		o.Defended = false
		o.Modes = 0
		o.Pitched = 0 // hero-terra: played.go
	}
	if z != ZoneArena && z != ZoneChain && z != ZoneStack {
		o.Controller = o.Owner
	}
	o.Zone = z
	o.FaceUp = faceUp
	if z == ZoneStack || z == ZoneChain || z == ZoneNone {
		return
	}
	zs := &g.S.Players[g.zoneOwner(o)].Zones[z]
	if z == ZoneDeck && !bottom {
		*zs = append(*zs, 0)
		copy((*zs)[1:], *zs)
		(*zs)[0] = obj
		return
	}
	*zs = append(*zs, obj)
}

// draw moves the top card of p's deck to hand (CR 8.5.6); false if the
// deck is empty (CR 8.5.6b).
func (g *Game) draw(p Player) bool {
	deck := g.S.Zone(p, ZoneDeck)
	if len(deck) == 0 {
		return false
	}
	obj := deck[0]
	g.move(obj, ZoneHand, false, false)
	g.emit(Event{Kind: EvDraw, Player: p, Obj: obj, From: ZoneDeck, To: ZoneHand, Hidden: true, Rule: CR(8, 5, 6)})
	return true
}

// drawUpTo draws until p holds their intellect in cards (CR 4.4.3e).
func (g *Game) drawUpTo(p Player) {
	for len(g.S.Zone(p, ZoneHand)) < g.S.Players[p].Intellect {
		if !g.draw(p) {
			return
		}
	}
}

// shuffle shuffles p's deck (CR 8.5.20).
func (g *Game) shuffle(p Player) {
	g.S.RNG.Shuffle(g.S.Players[p].Zones[ZoneDeck])
	g.emit(Event{Kind: EvShuffle, Player: p, Obj: NoObj, Rule: CR(8, 5, 20)})
}
