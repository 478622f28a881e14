package rules

// Zones (CR 3): making objects, moving them between zones, and the deck's
// own motions (drawing, shuffling). A move makes a new object as far as
// effects are concerned (CR 3.0); the words of each move are an event.

// newObj adds an object to the game.
func (g *Game) newObj(card int16, owner Player, z Zone) ObjID {
	if s := g.s; len(s.Objs) == cap(s.Objs) {
		// Room for two decks at once, rather than growing card by card.
		s.Objs = append(make([]object, 0, max(2*len(s.Objs), 160)), s.Objs...)
	}
	g.s.Objs = append(g.s.Objs, object{Card: card, Owner: owner, Controller: owner, Zone: z, Proxy: NoObj})
	id := ObjID(len(g.s.Objs) - 1)
	if z != ZoneStack && z != ZoneChain && z != ZoneNone {
		g.enter(owner, z, id, false)
	}
	return id
}

// makeRoom gives the lists that grow as a game goes on room to grow, so
// that moving cards and making attack proxies seldom allocate: every zone
// list room for what it holds and more (zoneRoom, in the zone lists'
// buffer), the objects room for objRoom more, the stack and the other
// lists of the state the room of stateRoom. A list that has its room
// already keeps its memory: a game from New has all of it.
func (s *state) makeRoom() {
	if n := len(s.Objs) + objRoom; cap(s.Objs) < n {
		s.Objs = append(make([]object, 0, n), s.Objs...)
	}
	var r stateRoom
	room(&s.Stack, len(r.stack))
	room(&s.Chain.Links, len(r.links))
	room(&s.Effects, len(r.effects))
	room(&s.Pending, len(r.pending))
	room(&s.Delayed, len(r.delayed))
	room(&s.Fired, len(r.fired))
	room(&s.TurnUses, len(r.uses))
	lens := s.zoneLens()
	for p := range lens {
		owned := 0
		for _, n := range lens[p] {
			owned += n
		}
		for z, sp := range s.zones[p] {
			if int(sp.end-sp.off)-lens[p][z] < zoneRoom(Zone(z), owned) {
				s.relay(&lens)
				return
			}
		}
	}
}

// objRoom is the room makeRoom gives the objects past those a game has:
// tokens and attack proxies. 1,000 random games of the bench decks made 30
// at most (92 objects at the start, 122 at most).
const objRoom = 32

// zoneRoom is the room a zone list is laid out with past what it holds,
// owned being the objects in all of the player's lists: 16 (1,000 random
// games of the bench decks: hand 4 at most, pitch 4, banished 4, arena 2
// more than at the start); for the graveyard, every card of the player,
// since the cards end there (36 at the median, 44 at most); none for the
// zones whose objects are in no list (newObj, move).
func zoneRoom(z Zone, owned int) int {
	switch z {
	case ZoneNone, ZoneStack, ZoneChain:
		return 0
	case ZoneGraveyard:
		return max(16, owned)
	}
	return 16
}

// span is where a zone list lies in state.ids: ids[off:off+n], with room
// to grow up to end (where the next list begins).
type span struct{ off, n, end int32 }

// Zone returns the objects of a player's zone, in order. For the deck the
// first element is the top card. The list is the state's own: its ids may
// be reordered in place (a shuffle, a sort), but it cannot grow (its
// capacity is its length: appending copies it); SetZone changes what it
// holds.
func (s *state) Zone(p Player, z Zone) []ObjID {
	sp := s.zones[p][z]
	return s.ids[sp.off : sp.off+sp.n : sp.off+sp.n]
}

// SetZone makes p's list of zone z hold ids, in order: for what builds or
// breaks a state by hand (tests, the checker's tests). ids may be a list
// of the state (Zone) or a part of one. It moves no object: each object's
// Zone is the caller's to keep right, and so are the counts the priority
// prompt keeps of hand, arsenal and arena (HeldAgrees tells).
func (s *state) SetZone(p Player, z Zone, ids []ObjID) {
	sp := &s.zones[p][z]
	if int(sp.end-sp.off) < len(ids) {
		lens := s.zoneLens()
		lens[p][z] = len(ids)
		s.relay(&lens) // a new buffer: ids, if it is in the old one, stays as it was
	}
	copy(s.ids[sp.off:int(sp.off)+len(ids)], ids)
	sp.n = int32(len(ids))
}

// push puts id at the end of p's list of zone z.
func (s *state) push(p Player, z Zone, id ObjID) {
	sp := &s.zones[p][z]
	if sp.off+sp.n == sp.end {
		s.grow(p, z)
	}
	s.ids[sp.off+sp.n] = id
	sp.n++
}

// pushFront puts id at the front of p's list of zone z (the top of a
// deck).
func (s *state) pushFront(p Player, z Zone, id ObjID) {
	sp := &s.zones[p][z]
	if sp.off+sp.n == sp.end {
		s.grow(p, z)
	}
	l := s.ids[sp.off : sp.off+sp.n+1]
	copy(l[1:], l)
	l[0] = id
	sp.n++
}

// cut takes id out of p's list of zone z, keeping the order of the rest;
// false if the list does not hold it.
func (s *state) cut(p Player, z Zone, id ObjID) bool {
	l := s.Zone(p, z)
	for i, x := range l {
		if x == id {
			copy(l[i:], l[i+1:])
			s.zones[p][z].n--
			return true
		}
	}
	return false
}

// grow lays the zone lists out again for a list that is full: one more id
// in p's list of zone z, and the room of zoneRoom past it in every list.
// It is rare (a list outgrowing the room makeRoom gave it) and depends
// only on the lists, so a game grows its lists at the same moves on every
// run.
func (s *state) grow(p Player, z Zone) {
	lens := s.zoneLens()
	lens[p][z]++
	s.relay(&lens)
}

// zoneLens is how many ids each zone list holds.
func (s *state) zoneLens() [2][zoneCount]int {
	var lens [2][zoneCount]int
	for p := range s.zones {
		for z, sp := range s.zones[p] {
			lens[p][z] = int(sp.n)
		}
	}
	return lens
}

// zonesLen is how many ids the zone lists hold in all.
func (s *state) zonesLen() int {
	n := int32(0)
	for p := range s.zones {
		for _, sp := range s.zones[p] {
			n += sp.n
		}
	}
	return int(n)
}

// zoneRooms is where lists of lens[p][z] ids lie when laid out with the
// room of zoneRoom past each, one after another, and how many ids that
// takes.
func zoneRooms(lens *[2][zoneCount]int) (spans [2][zoneCount]span, n int) {
	for p := range lens {
		owned := 0
		for _, l := range lens[p] {
			owned += l
		}
		for z, l := range lens[p] {
			room := l + zoneRoom(Zone(z), owned)
			spans[p][z] = span{off: int32(n), end: int32(n + room)}
			n += room
		}
	}
	return spans, n
}

// relay lays the zone lists out again in a new buffer, with room for
// lens[p][z] ids in each and zoneRoom more; what each holds is kept, in
// order. The old buffer is left as it was.
func (s *state) relay(lens *[2][zoneCount]int) {
	spans, n := zoneRooms(lens)
	s.layZones(&spans, make([]ObjID, n))
}

// layZones puts the zone lists where spans say, in buf (which must not be
// the state's buffer, nor overlap it): each keeps what it holds, in order.
func (s *state) layZones(spans *[2][zoneCount]span, buf []ObjID) {
	for p := range spans {
		for z := range spans[p] {
			sp, to := s.zones[p][z], &spans[p][z]
			to.n = int32(copy(buf[to.off:to.end], s.ids[sp.off:sp.off+sp.n]))
		}
	}
	s.ids, s.zones = buf, *spans
}

// copyZones makes c's zone lists those of s, each where it lies in s, with
// its room: buf (c's buffer, as long as s's at least) gets what the lists
// hold, the spans are copied as plain memory.
func (s *state) copyZones(c *state, buf []ObjID) {
	buf = buf[:len(s.ids)]
	for p := range s.zones {
		from := &s.zones[p]
		for z := range from {
			if sp := from[z]; sp.n > 0 {
				copy(buf[sp.off:sp.off+sp.n], s.ids[sp.off:sp.off+sp.n])
			}
		}
	}
	c.zones = s.zones
}

// spreadZones makes c's zone lists those of s, each where spans put it
// (in c.ids, which holds all of spans), with the room up to the next.
func (s *state) spreadZones(c *state, spans *[2][zoneCount]span) {
	for p := range spans {
		for z := range spans[p] {
			sp, to := s.zones[p][z], &spans[p][z]
			to.n = int32(copy(c.ids[to.off:to.end], s.ids[sp.off:sp.off+sp.n]))
		}
	}
	c.zones = *spans
}

// packZones makes c's zone lists those of s, one after another in buf
// (which holds zonesLen ids), each without room.
func (s *state) packZones(c *state, buf []ObjID) {
	off := int32(0)
	for p := range s.zones {
		from, to := &s.zones[p], &c.zones[p]
		for z := range from {
			sp := from[z]
			if sp.n > 0 {
				copy(buf[off:off+sp.n], s.ids[sp.off:sp.off+sp.n])
			}
			to[z] = span{off, sp.n, off + sp.n}
			off += sp.n
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
func (g *Game) zoneOwner(o *object) Player {
	if o.Zone == ZoneArena {
		return o.Controller
	}
	return o.Owner
}

// remove takes obj out of its zone list.
func (g *Game) remove(obj ObjID) {
	o := g.s.Obj(obj)
	if o.Zone == ZoneStack || o.Zone == ZoneChain || o.Zone == ZoneNone {
		return
	}
	g.leave(g.zoneOwner(o), o.Zone, obj)
}

// enter puts obj at the end of p's list of zone z (at the front with
// front: the top of a deck) and counts it in p's heldClasses: the one way
// the engine adds to a zone list.
func (g *Game) enter(p Player, z Zone, obj ObjID, front bool) {
	if front {
		g.s.pushFront(p, z, obj)
	} else {
		g.s.push(p, z, obj)
	}
	g.hold(p, z, obj, 1)
}

// leave takes obj out of p's list of zone z and out of p's heldClasses:
// the one way the engine takes from a zone list.
func (g *Game) leave(p Player, z Zone, obj ObjID) {
	if g.s.cut(p, z, obj) {
		g.hold(p, z, obj, -1)
	}
}

// move puts obj into zone z of its owner (CR 3.0.7). bottom puts it at the
// bottom of a deck (top is the front); faceUp sets its visibility.
func (g *Game) move(obj ObjID, z Zone, bottom bool, faceUp bool) {
	o := g.s.Obj(obj)
	from := o.Zone
	g.s.Moves++
	if o.Batch != 0 || from == ZoneHand {
		g.leaveBatch(o, z, faceUp) // what the players remember (seen.go)
	}
	if from == ZoneChain && z != ZoneChain {
		g.rememberAttack(obj)
		o = g.s.Obj(obj)
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
		o.Pitched = 0 // played.go
	}
	if z != ZoneArena && z != ZoneChain && z != ZoneStack {
		o.Controller = o.Owner
	}
	o.Zone = z
	o.FaceUp = faceUp
	if z == ZoneStack || z == ZoneChain || z == ZoneNone {
		return
	}
	g.enter(g.zoneOwner(o), z, obj, z == ZoneDeck && !bottom)
}

// draw moves the top card of p's deck to hand (CR 8.5.6); false if the
// deck is empty (CR 8.5.6b).
func (g *Game) draw(p Player) bool {
	deck := g.s.Zone(p, ZoneDeck)
	if len(deck) == 0 {
		return false
	}
	obj := deck[0]
	g.move(obj, ZoneHand, false, false)
	g.noteDrawn(p)
	g.emit(Event{Kind: EvDraw, Player: p, Obj: obj, From: ZoneDeck, To: ZoneHand, Hidden: true, Rule: CR(8, 5, 6)})
	return true
}

// drawUpTo draws until p holds their intellect in cards (CR 4.4.3e).
func (g *Game) drawUpTo(p Player) {
	for len(g.s.Zone(p, ZoneHand)) < g.s.Players[p].Intellect {
		if !g.draw(p) {
			return
		}
	}
}

// shuffle shuffles p's deck (CR 8.5.20).
func (g *Game) shuffle(p Player) {
	g.forgetDeck(p)
	g.s.RNG.Shuffle(g.s.Zone(p, ZoneDeck))
	g.emit(Event{Kind: EvShuffle, Player: p, Obj: NoObj, Rule: CR(8, 5, 20)})
}
