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
		g.S.Zones[owner][z] = append(g.S.Zones[owner][z], id)
		g.hold(owner, z, id, 1)
	}
	return id
}

// makeRoom gives the lists that grow as a game goes on room to grow, so
// that moving cards and making attack proxies seldom allocate: every zone
// list room for what it holds and more (zoneRoom; in one buffer, each
// capped to its part), the objects room for objRoom more, the stack and
// the other lists of the state the room of stateRoom. A list that has its
// room already keeps its memory: a game from New has all of it.
func (s *State) makeRoom() {
	if n := len(s.Objs) + objRoom; cap(s.Objs) < n {
		s.Objs = append(make([]Obj, 0, n), s.Objs...)
	}
	var r stateRoom
	room(&s.Stack, len(r.stack))
	room(&s.Chain.Links, len(r.links))
	room(&s.Effects, len(r.effects))
	room(&s.Pending, len(r.pending))
	room(&s.Delayed, len(r.delayed))
	room(&s.Fired, len(r.fired))
	var lens [2][zoneCount]int
	roomy := true
	for p := range s.Players {
		owned := 0
		for z := range s.Zones[p] {
			lens[p][z] = len(s.Zones[p][z])
			owned += lens[p][z]
		}
		for z, zs := range s.Zones[p] {
			roomy = roomy && cap(zs)-len(zs) >= zoneRoom(Zone(z), owned)
		}
	}
	if !roomy {
		s.zoneLists(&lens, 0, nil)
	}
}

// objRoom is the room makeRoom gives the objects past those a game has:
// tokens and attack proxies. 1,000 random games of the bench decks made 30
// at most (92 objects at the start, 122 at most).
const objRoom = 32

// zoneRoom is the room makeRoom gives a player's zone list past what it
// holds, owned being the objects in all of the player's lists: 16 (1,000
// random games of the bench decks: hand 4 at most, pitch 4, banished 4,
// arena 2 more than at the start); for the graveyard, every card of the
// player, since the cards end there (36 at the median, 44 at most); none
// for the zones whose objects are in no list (newObj, move).
func zoneRoom(z Zone, owned int) int {
	switch z {
	case ZoneNone, ZoneStack, ZoneChain:
		return 0
	case ZoneGraveyard:
		return max(16, owned)
	}
	return 16
}

// zoneLists gives each zone list of s room for lens[p][z] objects and
// zoneRoom more, cut from one buffer, each part capped so that appending to
// one never writes into another; what a list holds is copied into its part.
// It returns extra more ids of the same buffer, for the caller. The buffer
// is *mem when mem is not nil and *mem is large enough (cleared first), and
// a new one otherwise, kept in *mem.
func (s *State) zoneLists(lens *[2][zoneCount]int, extra int, mem *[]ObjID) []ObjID {
	var rooms [2][zoneCount]int
	n := 0
	for p := range lens {
		owned := 0
		for _, l := range lens[p] {
			owned += l
		}
		for z, l := range lens[p] {
			rooms[p][z] = l + zoneRoom(Zone(z), owned)
			n += rooms[p][z]
		}
	}
	var buf []ObjID
	if mem != nil && cap(*mem) >= n+extra {
		buf = (*mem)[:n+extra]
		clear(buf)
	} else {
		buf = make([]ObjID, n+extra)
		if mem != nil {
			*mem = buf
		}
	}
	for p := range s.Players {
		for z := range s.Zones[p] {
			zs := &s.Zones[p][z]
			room := rooms[p][z]
			part := buf[:room:room]
			buf = buf[room:]
			*zs = part[:copy(part, *zs)]
		}
	}
	return buf
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
	zs := &g.S.Zones[g.zoneOwner(o)][o.Zone]
	for i, id := range *zs {
		if id == obj {
			*zs = append((*zs)[:i], (*zs)[i+1:]...)
			g.hold(g.zoneOwner(o), o.Zone, obj, -1)
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
	g.hold(g.zoneOwner(o), z, obj, 1)
	zs := &g.S.Zones[g.zoneOwner(o)][z]
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
	g.S.RNG.Shuffle(g.S.Zones[p][ZoneDeck])
	g.emit(Event{Kind: EvShuffle, Player: p, Obj: NoObj, Rule: CR(8, 5, 20)})
}
