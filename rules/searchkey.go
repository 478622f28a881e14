package rules

import (
	"cmp"
	"slices"
)

// PositionKey is the state's hash with what cannot change the rest of
// the turn taken as sets (the goldfish bot's table of positions met,
// rules/bot/doc.go): the pitch zones and graveyards sorted,
// and, when no effect sets a value (then their timestamps would count,
// CR 6.2), the continuous effects sorted without their timestamps. It
// hashes a state that shares g's lists but the zones' ids and the
// effects, copied into scratch's memory to be sorted there (what Hash
// reads of the others it only reads: a copy of the whole state was most
// of the key's cost, the search keys every position); g is not changed.
func (g *Game) PositionKey(scratch *Snapshot) uint64 {
	st := *g.s // the lists shared, read only
	b := &scratch.b
	st.ids = take(&b.ids, len(g.s.ids), true)
	copy(st.ids, g.s.ids)
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
		st.Effects = take(&b.effects, len(g.s.Effects), true)
		copy(st.Effects, g.s.Effects)
		for i := range st.Effects {
			st.Effects[i].Stamp = 0
		}
		slices.SortFunc(st.Effects, compareEffects)
	}
	return st.Hash()
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
