package rules

import (
	"cmp"
	"slices"
)

// PositionKey is the state's hash with what cannot change the rest of
// the turn taken as sets (the goldfish bot's table of positions met,
// rules/bot/doc.go): the pitch zones and graveyards sorted,
// and, when no effect sets a value (then their timestamps would count,
// CR 6.2), the continuous effects sorted without their timestamps; and
// with the objects named by their place among the objects that exist,
// then among those gone (Relabel), and copies of a card in a pitch zone
// and the graveyard by their zone (Copies). It
// hashes a state that shares g's lists but the zones' ids and the
// effects, copied into scratch's memory to be sorted there (what Hash
// reads of the others it only reads: a copy of the whole state was most
// of the key's cost, the search keys every position); g is not changed.
func (g *Game) PositionKey(scratch *Snapshot) uint64 {
	key, _ := g.KeyNaming(scratch, nil)
	return key
}

// KeyNaming is PositionKey and, when buf is not nil, Naming(buf): the
// two at once, the key's renaming worked out once.
func (g *Game) KeyNaming(scratch *Snapshot, buf []ObjID) (uint64, []ObjID) {
	st := *g.s // the lists shared, read only
	b := &scratch.b
	st.ids = take(&b.ids, len(g.s.ids), true)
	copy(st.ids, g.s.ids)
	gone := firstGone(g.s.Objs)
	copies := g.s.copiesOutOfPlace(scratch.copies[:0])
	scratch.copies = copies
	var naming []ObjID
	if buf != nil {
		naming = g.s.naming(buf, gone, copies)
	}
	renamed := gone >= 0 || len(copies) > 0
	if renamed {
		scratch.relabel(&st, gone, copies)
	}
	for p := range st.Players {
		for _, z := range [...]Zone{ZonePitch, ZoneGraveyard} {
			slices.Sort(st.Zone(Player(p), z))
		}
	}
	for i := range st.Effects {
		if st.Effects[i].HasSet {
			return st.Hash(), naming
		}
	}
	if len(st.Effects) > 0 {
		if !renamed {
			st.Effects = take(&b.effects, len(g.s.Effects), true)
			copy(st.Effects, g.s.Effects)
		}
		for i := range st.Effects {
			st.Effects[i].Stamp = 0
		}
		slices.SortFunc(st.Effects, compareEffects)
	}
	return st.Hash(), naming
}

// Relabel: two lines that make the same objects in another order leave
// the same game but for which object has which id: a weapon's attack
// (its attack proxy, CR 1.4.3, gone once its link resolves or the chain
// closes, 1.4.3c) then a token, or the token then the attack. An object
// that ceased to exist (a proxy, a token that left the arena, CR 8.1.8a)
// keeps its id, and never exists again; the next object made takes the
// next id (as many objects, the same id). The rules read an id as a
// name (which object), or in the order of the ids among the objects that
// exist (the triggers of the objects in order, CR 6.6, and through them
// the order of the options listed; a gone object has no triggers and
// gives no option), and never the order of an object that exists and
// one that does not.
//
// So the key names each object by its place: those that exist first, in
// the order of their ids, then those gone, in theirs. Two positions with
// the same key are the same game with the objects renamed, each object
// to the one at its place, in an order every list of the rules keeps:
// the same lines, listed in the same order, the answers naming the other
// objects (Naming, Rename). Only a position where an object gone comes
// before one that exists is renamed so; in any other the place is the id.

// Copies: two lines may use copies of one card the other way round: one
// pitches copy a to play a card and plays copy b later, the other plays
// a first (the copies of a hand are one option, tried once with the
// first listed, rules/bot) and pitches b for the card. They leave the
// same game but for which copy lies in the pitch zone and which in the
// graveyard. So the key names the copies of a card in a player's pitch
// zone and graveyard by their zone: those in the pitch zone take the
// lowest of the copies' places, in the order of their ids, those in the
// graveyard the next, in theirs.
//
// Why that is the same game renamed, the same lines listed in the same
// order (as Relabel's renaming): the rules read an id as a name, or in
// the order of the ids, in one place: the trigger index, the order the
// triggered abilities of the objects are collected in (CR 6.6,
// triggers.go); the options are listed from the zones in their order
// (the pitch zone's and the graveyard's taken as sets already, above),
// the pending triggers, the stack and the effects in theirs. And the
// index passes over an object whose triggers do not work where it is
// (CR 1.7.4h, Trigger.Where). A card in a pitch zone leaves it only for
// the bottom of its deck, in the end phase (CR 4.4.3c), and one in a
// graveyard only for the banished zone (a cost, CR 8.5.1): no card plays
// one from there or puts it in the hand, the arsenal or the arena (a
// new reader of the three zones fails TestCopiesReaders). So a copy
// whose card has no triggered ability that works in the pitch zone, the
// graveyard, the banished zone or the deck (copyRenames) is read in the
// order of its id by nothing for the rest of the turn, and its place
// among the other objects is no part of the game. The copies' lists
// (what they did this turn, the effects they are the source of) are
// renamed with them; what tells them apart keeps the keys apart.

// firstGone is the id of the first gone object with an object that
// exists after it, or -1 when there is none (the places are the ids).
// An arena-card left out of the game (a spare not chosen, addOutOfGame)
// is passed over: gone from the setup on, it is gone at the same id in
// every position of the game (only tokens and attack proxies are gone
// later, and their ids come after every card's), so its place may stay
// its id: renamed from there on, a deck with spares renamed every
// object of every position.
func firstGone(objs []object) int {
	for i := range objs {
		if o := &objs[i]; !o.Gone || !o.Token && o.Proxy == NoObj {
			continue
		}
		for j := i + 1; j < len(objs); j++ {
			if !objs[j].Gone {
				return i
			}
		}
		return -1
	}
	return -1
}

// copyRenames: a copy of c in a pitch zone or a graveyard may be named by
// its zone (Copies): no triggered ability of c works where it is or may
// go.
func copyRenames(c *Card) bool {
	for i := range c.Triggers {
		switch c.Triggers[i].Where {
		case ZonePitch, ZoneGraveyard, ZoneBanished, ZoneDeck:
			return false
		}
	}
	return true
}

// copiesOutOfPlace appends to out the copies of each card that Copies
// names anew: those of a card of a player's pitch zone and graveyard
// where a copy in the graveyard has a lower id than one in the pitch
// zone, each such card's as their count, then their ids in their new
// order (the pitch zone's, then the graveyard's, each in id order).
func (s *state) copiesOutOfPlace(out []ObjID) []ObjID {
	for p := range s.Players {
		pitch, grave := s.Zone(Player(p), ZonePitch), s.Zone(Player(p), ZoneGraveyard)
		if len(pitch) == 0 || len(grave) == 0 {
			continue
		}
		var buried [4]uint64 // the graveyard's cards, by their index's last 8 bits
		for _, b := range grave {
			c := uint8(s.Objs[b].Card)
			buried[c>>6] |= 1 << (c & 63)
		}
	next:
		for i, a := range pitch {
			c := s.Objs[a].Card
			if buried[uint8(c)>>6]&(1<<(uint8(c)&63)) == 0 {
				continue // no copy in the graveyard
			}
			for _, b := range pitch[:i] {
				if s.Objs[b].Card == c {
					continue next // the card's copies are done
				}
			}
			most := a
			for _, b := range pitch[i+1:] {
				if s.Objs[b].Card == c {
					most = max(most, b)
				}
			}
			below := false
			for _, b := range grave {
				if s.Objs[b].Card == c && b < most {
					below = true
					break
				}
			}
			if !below || !copyRenames(s.Cards[c]) {
				continue
			}
			k := len(out)
			out = append(out, 0)
			for _, zone := range [...][]ObjID{pitch[i:], grave} {
				from := len(out)
				for _, b := range zone {
					if s.Objs[b].Card == c {
						out = append(out, b)
					}
				}
				slices.Sort(out[from:])
			}
			out[k] = ObjID(len(out) - k - 1)
		}
	}
	return out
}

// Naming appends to buf[:0] how g's key names its objects (Relabel,
// Copies), nil when it names each by its id: the ids of the gone objects
// when one of them comes before an object that exists, in order; then,
// when copies are named by their zone, NoObj and the copies
// (copiesOutOfPlace). Two positions of one key and one naming have the
// same ids.
func (g *Game) Naming(buf []ObjID) []ObjID {
	return g.s.naming(buf, firstGone(g.s.Objs), g.s.copiesOutOfPlace(nil))
}

// naming is Naming of the first gone object gone (firstGone) and the
// copies (copiesOutOfPlace).
func (s *state) naming(buf []ObjID, gone int, copies []ObjID) []ObjID {
	out := buf[:0]
	if gone >= 0 {
		for i := gone; i < len(s.Objs); i++ {
			if s.Objs[i].Gone {
				out = append(out, ObjID(i))
			}
		}
	}
	if len(copies) > 0 {
		out = append(out, NoObj)
		out = append(out, copies...)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// NamedCopies is the part of a Naming about copies (Copies), nil when it
// names none.
func NamedCopies(naming []ObjID) []ObjID {
	if i := slices.Index(naming, NoObj); i >= 0 {
		return naming[i+1:]
	}
	return nil
}

// Rename fills to (n long) with the id, in a position of n objects named
// toNaming (Naming), of each object of a position of the same key, n
// objects too, named fromNaming: the object at its place.
func Rename(n int, fromNaming, toNaming []ObjID, to []ObjID) {
	from := make([]ObjID, 2*n)
	back := from[n:]
	from = from[:n]
	places(n, toNaming, to)
	for i, p := range to {
		back[p] = ObjID(i)
	}
	places(n, fromNaming, from)
	for i, p := range from {
		to[i] = back[p]
	}
}

// places fills place (n long) with the place of each object of a
// position of n objects named naming.
func places(n int, naming []ObjID, place []ObjID) {
	for i := range place {
		place[i] = ObjID(i)
	}
	gone, copies := naming, NamedCopies(naming)
	if i := slices.Index(naming, NoObj); i >= 0 {
		gone = naming[:i]
	}
	f := ObjID(n)
	if len(gone) > 0 {
		f = gone[0]
	}
	// The objects from f on: those that exist, then the gone ones.
	next, k := f, 0
	for i := f; int(i) < n; i++ {
		if k < len(gone) && gone[k] == i {
			k++
			continue
		}
		place[i] = next
		next++
	}
	for _, id := range gone {
		place[id] = next
		next++
	}
	nameCopies(place, 0, copies)
}

// nameCopies gives the copies (copiesOutOfPlace) the places they hold,
// sorted, in their order; place[i-f] is object i's.
func nameCopies(place []ObjID, f ObjID, copies []ObjID) {
	for len(copies) > 0 {
		k := int(copies[0])
		group := copies[1 : 1+k]
		copies = copies[1+k:]
		var room [8]ObjID
		held := room[:0]
		for _, id := range group {
			held = append(held, place[id-f])
		}
		slices.Sort(held)
		for i, id := range group {
			place[id-f] = held[i]
		}
	}
}

// relabel rewrites the lists of st that name objects with their places
// (Relabel, Copies), in the snapshot's memory: every object from the
// first the key renames on (gone, the first gone with one that exists
// after it, -1 for none; the copies, copiesOutOfPlace). st's zone lists
// are the snapshot's copy already; its other lists are g's, read only,
// and are copied here.
func (sn *Snapshot) relabel(st *state, gone int, copies []ObjID) {
	n := len(st.Objs)
	f := ObjID(n)
	if gone >= 0 {
		f = ObjID(gone)
	}
	for i := 0; i < len(copies); i += int(copies[i]) + 1 {
		f = min(f, slices.Min(copies[i+1:i+1+int(copies[i])]))
	}
	place := take(&sn.places, n-int(f), true)
	for i := range place {
		place[i] = f + ObjID(i)
	}
	if gone >= 0 {
		next := ObjID(gone)
		for _, g := range [...]bool{false, true} {
			for i := ObjID(gone); int(i) < n; i++ {
				if st.Objs[i].Gone == g {
					place[i-f] = next
					next++
				}
			}
		}
	}
	nameCopies(place, f, copies)
	sn.rename(st, f, place)
}

// rename rewrites the lists of st that name objects, as relabel: the
// object of id i (f or more) named place[i-f] and moved there.
func (sn *Snapshot) rename(st *state, f ObjID, place []ObjID) {
	b := &sn.b
	n := len(st.Objs)
	at := func(id ObjID) ObjID {
		if id < f || int(id) >= n {
			return id
		}
		return place[id-f]
	}
	objs := take(&b.objs, n, true)
	copy(objs, st.Objs[:f])
	for i := f; int(i) < n; i++ {
		// Copied to its place, then renamed there: renamed first, the
		// copy read back in wider words what was just written (stalled).
		o := &objs[place[i-f]]
		*o = st.Objs[i]
		o.Proxy = at(o.Proxy)
	}
	// What the objects did this turn, in the order of the objects.
	uses := take(&b.turnUses, len(st.TurnUses), true)
	copy(uses, st.TurnUses)
	for i := range uses {
		uses[i].Obj = at(uses[i].Obj)
	}
	slices.SortFunc(uses, func(a, b TurnUse) int { return cmp.Compare(a.Obj, b.Obj) })
	st.Objs = objs
	st.TurnUses = uses
	for p := range st.Players {
		for z := range st.zones[p] {
			l := st.Zone(Player(p), Zone(z)) // the snapshot's copy
			for i, id := range l {
				if id >= f && int(id) < n {
					l[i] = place[id-f]
				}
			}
		}
	}
	for p := range st.Players {
		st.Players[p].Hero = at(st.Players[p].Hero)
	}
	inner := sn.inner[:0]
	if len(st.Stack) > 0 {
		stack := take(&b.stack, len(st.Stack), true)
		copy(stack, st.Stack)
		nt := 0
		for i := range stack {
			nt += len(stack[i].Targets)
		}
		targets := take(&b.targets, nt, true)
		for i := range stack {
			l := &stack[i]
			l.Obj, l.Event.Obj, l.Event.Other = at(l.Obj), at(l.Event.Obj), at(l.Event.Other)
			if l.Targets != nil {
				ts := targets[:len(l.Targets):len(l.Targets)]
				targets = targets[len(l.Targets):]
				copy(ts, l.Targets)
				for j := range ts {
					ts[j].Obj = at(ts[j].Obj)
				}
				l.Targets = ts
			}
		}
		st.Stack = stack
	}
	if len(st.Chain.Links) > 0 {
		links := take(&b.links, len(st.Chain.Links), true)
		copy(links, st.Chain.Links)
		for i := range links {
			l := &links[i]
			l.Attack, l.Source = at(l.Attack), at(l.Source)
			if l.Defenders != nil {
				k := len(inner)
				for _, d := range l.Defenders {
					inner = append(inner, at(d))
				}
				l.Defenders = inner[k:len(inner):len(inner)]
			}
		}
		st.Chain.Links = links
	}
	if len(st.Effects) > 0 {
		effects := take(&b.effects, len(st.Effects), true)
		copy(effects, st.Effects)
		for i := range effects {
			effects[i].Source, effects[i].Obj = at(effects[i].Source), at(effects[i].Obj)
		}
		st.Effects = effects
	}
	for _, d := range [2]*[]delayedTrigger{&st.Delayed, &st.Fired} {
		if len(*d) == 0 {
			continue
		}
		buf := &b.delayed
		if d == &st.Fired {
			buf = &b.fired
		}
		ds := take(buf, len(*d), true)
		copy(ds, *d)
		for i := range ds {
			ds[i].Source = at(ds[i].Source)
			if ds[i].Objs != nil {
				k := len(inner)
				for _, o := range ds[i].Objs {
					inner = append(inner, at(o))
				}
				ds[i].Objs = inner[k:len(inner):len(inner)]
			}
		}
		*d = ds
	}
	if len(st.Pending) > 0 {
		pending := take(&b.pending, len(st.Pending), true)
		copy(pending, st.Pending)
		for i := range pending {
			p := &pending[i]
			p.Source, p.Event.Obj, p.Event.Other = at(p.Source), at(p.Event.Obj), at(p.Event.Other)
		}
		st.Pending = pending
	}
	sn.inner = inner
}

// compareEffects orders effects by what they do.
func compareEffects(a, b ContEffect) int {
	f, h := &a.Filter, &b.Filter
	return cmp.Or(
		cmp.Compare(a.SourceCard, b.SourceCard), cmp.Compare(a.Source, b.Source), cmp.Compare(a.Obj, b.Obj),
		cmp.Compare(a.Gen, b.Gen), cmp.Compare(a.Controller, b.Controller), cmp.Compare(a.Until, b.Until),
		compareBool(a.Next, b.Next), compareBool(a.OnPlay, b.OnPlay), compareBool(a.AllMatching, b.AllMatching),
		cmp.Compare(a.Power, b.Power), cmp.Compare(a.Defense, b.Defense), cmp.Compare(a.Gains, b.Gains),
		cmp.Compare(a.Grant, b.Grant), cmp.Compare(a.Prevent, b.Prevent), compareBool(a.Shield, b.Shield),
		cmp.Compare(a.SetCost, b.SetCost), cmp.Compare(a.CostDelta, b.CostDelta), cmp.Compare(a.DamageDelta, b.DamageDelta),
		cmp.Compare(a.PreventCreates, b.PreventCreates),
		cmp.Compare(f.Subtypes, h.Subtypes), cmp.Compare(f.AnySubtypes, h.AnySubtypes), cmp.Compare(f.Classes, h.Classes),
		cmp.Compare(f.MinCost, h.MinCost), cmp.Compare(f.MaxCost, h.MaxCost), compareBool(f.HasMaxCost, h.HasMaxCost),
		compareBool(f.Weapon, h.Weapon), compareBool(f.ActionCard, h.ActionCard),
		cmp.Compare(f.Name, h.Name), cmp.Compare(f.Moniker, h.Moniker),
	)
}

func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
