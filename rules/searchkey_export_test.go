package rules

import (
	"reflect"
	"slices"
	"unsafe"
)

// Renamed is a copy of s with every object id it holds, in any field of
// any of its lists (found by reflection, not by a list of the fields),
// mapped by at, and each object moved to the id at gives it; what the
// objects did this turn in the order of the new ids. For PositionKey's
// test: the copy a renaming of the objects (Relabel) leaves.
func (s *State) Renamed(at func(ObjID) ObjID) *State {
	c := s.Clone()
	renameIDs(reflect.ValueOf(c).Elem(), at)
	objs := make([]object, len(c.Objs))
	for i := range c.Objs {
		objs[at(ObjID(i))] = c.Objs[i]
	}
	c.Objs = objs
	slices.SortFunc(c.TurnUses, func(a, b TurnUse) int { return int(a.Obj - b.Obj) })
	return c
}

var objIDType = reflect.TypeFor[ObjID]()

// renameIDs maps every ObjID inside v with at: through structs, arrays
// and slices, not through pointers (the card definitions).
func renameIDs(v reflect.Value, at func(ObjID) ObjID) {
	if !v.CanSet() {
		v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
	}
	switch {
	case v.Type() == objIDType:
		v.SetInt(int64(at(ObjID(v.Int()))))
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			renameIDs(v.Field(i), at)
		}
	case v.Kind() == reflect.Array || v.Kind() == reflect.Slice:
		for i := range v.Len() {
			renameIDs(v.Index(i), at)
		}
	}
}

// RenamedHash is the hash of g's state with the object of each id i
// named perm[i] (Snapshot.rename, PositionKey's renaming with any
// permutation), sorting nothing.
func (sn *Snapshot) RenamedHash(g *Game, perm []ObjID) uint64 {
	st := *g.s
	st.ids = take(&sn.b.ids, len(g.s.ids), true)
	copy(st.ids, g.s.ids)
	sn.rename(&st, 0, perm)
	return st.Hash()
}
