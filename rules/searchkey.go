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
// then among those gone (Relabel). It
// hashes a state that shares g's lists but the zones' ids and the
// effects, copied into scratch's memory to be sorted there (what Hash
// reads of the others it only reads: a copy of the whole state was most
// of the key's cost, the search keys every position); g is not changed.
func (g *Game) PositionKey(scratch *Snapshot) uint64 {
	st := *g.s // the lists shared, read only
	b := &scratch.b
	st.ids = take(&b.ids, len(g.s.ids), true)
	copy(st.ids, g.s.ids)
	relabel := firstGone(g.s.Objs)
	if relabel >= 0 {
		scratch.relabel(&st, ObjID(relabel))
	}
	for p := range st.Players {
		for _, z := range [...]Zone{ZonePitch, ZoneGraveyard} {
			slices.Sort(st.Zone(Player(p), z))
		}
	}
	for i := range st.Effects {
		if st.Effects[i].HasSet {
			return st.Hash()
		}
	}
	if len(st.Effects) > 0 {
		if relabel < 0 {
			st.Effects = take(&b.effects, len(g.s.Effects), true)
			copy(st.Effects, g.s.Effects)
		}
		for i := range st.Effects {
			st.Effects[i].Stamp = 0
		}
		slices.SortFunc(st.Effects, compareEffects)
	}
	return st.Hash()
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
// objects (GoneIDs, Rename). Only a position where an object gone comes
// before one that exists is renamed; in any other the place is the id.

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

// GoneIDs appends to buf[:0] the ids of the gone objects of g when one of
// them comes before an object that exists (the positions whose key
// renames objects, Relabel), in order; nil when none does.
func (g *Game) GoneIDs(buf []ObjID) []ObjID {
	f := firstGone(g.s.Objs)
	if f < 0 {
		return nil
	}
	out := buf[:0]
	for i := f; i < len(g.s.Objs); i++ {
		if g.s.Objs[i].Gone {
			out = append(out, ObjID(i))
		}
	}
	return out
}

// Rename fills to (n long) with the id, in a position of n objects whose
// gone objects are toGone (GoneIDs), of each object of a position of the
// same key with n objects too and the gone objects fromGone: the object
// at its place (Relabel). A nil list is a position whose places are its
// ids: its gone objects, as many as the other's, are the last.
func Rename(n int, fromGone, toGone []ObjID, to []ObjID) {
	fromGone, toGone = goneLast(n, fromGone, toGone), goneLast(n, toGone, fromGone)
	live := make([]ObjID, 0, n-len(toGone)) // the other position's objects that exist, by place
	k := 0
	for i := range n {
		if k < len(toGone) && toGone[k] == ObjID(i) {
			k++
			continue
		}
		live = append(live, ObjID(i))
	}
	k, at := 0, 0
	for i := range n {
		if k < len(fromGone) && fromGone[k] == ObjID(i) {
			to[i] = toGone[k]
			k++
			continue
		}
		to[i] = live[at]
		at++
	}
}

// goneLast is gone, or when it is nil the last len(other) of n ids.
func goneLast(n int, gone, other []ObjID) []ObjID {
	if gone != nil {
		return gone
	}
	out := make([]ObjID, len(other))
	for i := range out {
		out[i] = ObjID(n - len(other) + i)
	}
	return out
}

// relabel rewrites the lists of st that name objects with their places
// (Relabel), in the snapshot's memory: every object from f on, the first
// gone with one that exists after it. st's zone lists are the snapshot's
// copy already; its other lists are g's, read only, and are copied here.
func (sn *Snapshot) relabel(st *state, f ObjID) {
	n := len(st.Objs)
	place := take(&sn.places, n-int(f), true)
	next := f
	for _, gone := range [...]bool{false, true} {
		for i := f; int(i) < n; i++ {
			if st.Objs[i].Gone == gone {
				place[i-f] = next
				next++
			}
		}
	}
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
