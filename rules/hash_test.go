package rules_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/rathe-tcg/rathe/rules"
)

// The guard for Clone and Hash (DESIGN.md: a game is plain data, cloned at
// any priority point and checked by its hash). It walks every field of
// State and of the types the state holds (Obj, PlayerState, Layer, Target,
// Event, ChainLink, ContEffect, AttackFilter, Delayed, Pending, RNG...) by
// reflection, so a field added tomorrow is walked too, and for each one:
//
//   - a state that differs from the base only in that field (or, for a
//     slice, only in the slice's length) must have another Hash;
//   - State.Clone must copy it (the clone of the base equals the base), and
//     deeply: changing it in the clone, or appending to a slice of the
//     clone, leaves the original as it was.
//
// Fields that are deliberately not hashed, or deliberately shared by
// clones, are listed below, each with its reason; nothing else may be
// left out.

// notHashed lists the fields (as Type.Field) Hash leaves out, and why.
var notHashed = map[string]string{
	"State.Cards":  "card definitions are immutable and shared; an object names its definition by index (Obj.Card), which is hashed",
	"Event.Rule":   "the CR rule an event follows is for the log and the explanations, not the game",
	"Event.Hidden": "whether the log shows the card to one player only: what the log shows, not what happens",
	"Event.Why":    "why the engine chose without asking: what the log says, not what happens",
}

// sharedByClone lists the fields (as Type.Field) Clone shares between the
// original and the clone, and why that is safe.
var sharedByClone = map[string]string{
	"State.Cards": "card definitions are immutable; Game.AddCard appends to a copy of the slice, never into a shared one",
}

// parallelSlices lists slices (as Type.Field) whose length follows
// another slice of the same struct: the guard varies their lengths together.
var parallelSlices = map[string]string{
	"Delayed.Gens": "Objs", // the generation of each object in Objs
}

// TestStateCloneAndHashCoverEveryField is the guard over rules.State.
func TestStateCloneAndHashCoverEveryField(t *testing.T) {
	g := fieldGuard[rules.State]{
		Clone:    (*rules.State).Clone,
		Hash:     (*rules.State).Hash,
		NotHash:  notHashed,
		Shared:   sharedByClone,
		Parallel: parallelSlices,
	}
	for _, p := range g.Check() {
		t.Error(p)
	}
	// The exception tables name fields that exist: a field that was
	// renamed or removed must leave its table too.
	known := fieldNames(reflect.TypeFor[rules.State]())
	for _, table := range []map[string]string{notHashed, sharedByClone, parallelSlices} {
		for name := range table {
			if !known[name] {
				t.Errorf("%s is listed as an exception, but no type the state holds has that field", name)
			}
		}
	}
}

// gameFields says what Game.Clone does with each field of Game: the state
// is deep-copied (the guard above holds State.Clone to it); the rest is
// how the game talks to the outside, copied or shared on purpose.
var gameFields = map[string]string{
	"S":         "deep-copied by State.Clone",
	"deciders":  "shared: the clone's owner sets its own (Game.SetDecider)",
	"observer":  "shared: the clone's owner sets its own (Game.SetObserver)",
	"ctx":       "copied: replaced by the next Run, Step or guard",
	"MaxTurns":  "copied (a value)",
	"askFirst":  "copied (a value)",
	"Explain":   "copied (a value)",
	"Decisions": "copied (a value)",
	"events":    "reset: a clone is taken at a priority point, with no event being emitted",
	"trig":      "shared: the trigger index; its lists are written in place only by the game that owns them (trigOwner)",
	"trigBuilt": "copied: whether the index is built",
	"trigState": "copied: the index's count of state triggers",
	"trigOwned": "cleared: the clone does not own the index's lists, so it copies before it writes",
	"snaps":     "reset: the clone takes its own snapshots",
	"snapDepth": "reset with snaps",
	"bufs":      "reset: reused memory is the game's own",
	"roomy":     "reset: the clone's state lists get their own room on its first Run or Step",
	"trigFor":   "copied: the cache's key",
	"trigCards": "copied: the cache's key",
	"look":      "copied (a value): 0 at a priority point",
}

// TestGameCloneKnowsEveryField fails when Game gains a field that the
// table above does not place, and checks what Game.Clone promises.
func TestGameCloneKnowsEveryField(t *testing.T) {
	gt := reflect.TypeFor[rules.Game]()
	seen := map[string]bool{}
	for i := range gt.NumField() {
		f := gt.Field(i)
		seen[f.Name] = true
		if _, ok := gameFields[f.Name]; !ok {
			t.Errorf("Game.%s is new: say in gameFields what Game.Clone does with it (and make it do that)", f.Name)
		}
	}
	for name := range gameFields {
		if !seen[name] {
			t.Errorf("gameFields lists Game.%s, which Game no longer has", name)
		}
	}
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{{Hero: guardHero}, {Hero: guardHero}}})
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns, g.Explain, g.Decisions = 7, true, 11
	c := g.Clone()
	if c.S == g.S {
		t.Error("Game.Clone shares the state")
	}
	if c.MaxTurns != 7 || !c.Explain || c.Decisions != 11 {
		t.Errorf("Game.Clone lost a value: MaxTurns %d, Explain %v, Decisions %d", c.MaxTurns, c.Explain, c.Decisions)
	}
	if c.S.Hash() != g.S.Hash() {
		t.Error("Game.Clone's state hashes differently")
	}
}

// A toy state for the guard's own test: a hand-written clone and hash that
// were complete before the field Added was added, as happens when a field
// is added to State and Clone or Hash is forgotten.
type toyState struct {
	A     int
	Name  string
	List  []int16
	Inner toyInner
	Items []toyInner
	Added int8 // the field added later
}

type toyInner struct {
	On   bool
	Gens []uint16
}

func toyCloneAll(t *toyState) *toyState {
	c := *t
	c.List = append([]int16(nil), t.List...)
	c.Inner.Gens = append([]uint16(nil), t.Inner.Gens...)
	c.Items = nil
	for _, it := range t.Items {
		it.Gens = append([]uint16(nil), it.Gens...)
		c.Items = append(c.Items, it)
	}
	return &c
}

func toyHashAll(t *toyState) uint64 {
	s := fmt.Sprint(t.A, t.Name, t.List, t.Inner.On, t.Inner.Gens, len(t.Items), t.Added)
	for _, it := range t.Items {
		s += fmt.Sprint(it.On, it.Gens)
	}
	return fnv(s)
}

// toyCloneOld and toyHashOld predate Added, and the clone forgets to copy
// the Gens of Items deeply.
func toyCloneOld(t *toyState) *toyState {
	c := &toyState{A: t.A, Name: t.Name, List: append([]int16(nil), t.List...), Items: append([]toyInner(nil), t.Items...)}
	c.Inner = toyInner{On: t.Inner.On, Gens: append([]uint16(nil), t.Inner.Gens...)}
	return c
}

func toyHashOld(t *toyState) uint64 {
	s := fmt.Sprint(t.A, t.Name, t.List, t.Inner.On, t.Inner.Gens, len(t.Items))
	for _, it := range t.Items {
		s += fmt.Sprint(it.On, it.Gens)
	}
	return fnv(s)
}

func fnv(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := range len(s) {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// TestFieldGuardFindsAnAddedField runs the guard's core over the toy: with
// complete functions it finds nothing; with the old ones it reports the
// added field, not hashed and not copied, and the shared slice.
func TestFieldGuardFindsAnAddedField(t *testing.T) {
	good := fieldGuard[toyState]{Clone: toyCloneAll, Hash: toyHashAll}
	if p := good.Check(); len(p) > 0 {
		t.Errorf("the guard finds problems in complete functions:\n%s", strings.Join(p, "\n"))
	}
	old := fieldGuard[toyState]{Clone: toyCloneOld, Hash: toyHashOld}
	got := old.Check()
	want := []string{
		"toyState.Items[0].Gens[0]: shared by the clone and the original",
		"toyState.Added: not hashed: a state that differs only here has the same Hash",
		"toyState.Added: not copied by Clone",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the guard reports\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Listing the field as deliberately not hashed silences that report
	// alone.
	old.NotHash = map[string]string{"toyState.Added": "a test"}
	for _, p := range old.Check() {
		if strings.Contains(p, "not hashed") {
			t.Errorf("a listed field is still reported: %s", p)
		}
	}
}

// fieldGuard checks a clone and a hash function of T against every field
// reachable from T (structs, arrays, slices; scalars and strings at the
// leaves).
type fieldGuard[T any] struct {
	Clone func(*T) *T
	Hash  func(*T) uint64
	// NotHash, Shared and Parallel are exception tables keyed by
	// Type.Field (see notHashed, sharedByClone, parallelSlices).
	NotHash, Shared, Parallel map[string]string
}

// gpath is a way from the root to one value: field indexes and slice or
// array indexes; keys are the Type.Field names passed on the way.
type gpath struct {
	steps []int
	name  string   // State.Stack[0].Event.Other
	keys  []string // Type.Field of each field passed
	slice bool     // the value is a slice
}

func (p gpath) listed(table map[string]string) bool {
	for _, k := range p.keys {
		if _, ok := table[k]; ok {
			return true
		}
	}
	return false
}

// Check returns one line for each problem found, in a stable order.
func (g fieldGuard[T]) Check() []string {
	base := new(T)
	n := 0
	fill(reflect.ValueOf(base).Elem(), &n)
	var paths []gpath
	var problems []string
	root := reflect.TypeFor[T]()
	walk(reflect.ValueOf(base).Elem(), gpath{name: root.Name()}, &paths, &problems)
	if len(problems) > 0 {
		return problems
	}
	pristine := deepCopy(base)
	for _, p := range paths {
		// Each path starts from the pristine base: a clone found sharing
		// memory may have changed the last one.
		base := deepCopy(pristine)
		h0 := g.Hash(base)
		leaf := !p.slice
		// Hash: a state differing only here hashes differently.
		if !p.listed(g.NotHash) {
			v := deepCopy(base)
			if leaf {
				bump(at(reflect.ValueOf(v), p.steps))
			} else {
				resize(reflect.ValueOf(v), p, g.Parallel)
			}
			if g.Hash(v) == h0 {
				problems = append(problems, p.name+": not hashed: a state that differs only here has the same Hash")
			}
		}
		if p.listed(g.Shared) {
			continue
		}
		// Clone: the clone holds the same value, in memory of its own.
		if leaf {
			c0 := g.Clone(base)
			if !reflect.DeepEqual(at(reflect.ValueOf(c0), p.steps).Interface(), at(reflect.ValueOf(base), p.steps).Interface()) {
				problems = append(problems, p.name+": not copied by Clone")
				continue
			}
			before := deepCopy(base)
			c := g.Clone(base)
			bump(at(reflect.ValueOf(c), p.steps))
			if !reflect.DeepEqual(base, before) {
				problems = append(problems, p.name+": shared by the clone and the original")
			}
			continue
		}
		// A slice of the clone grows without touching the original or
		// another part of the clone (slices cut from one buffer must
		// have their capacity capped).
		before := deepCopy(base)
		c := g.Clone(base)
		snap := deepCopy(c)
		s := at(reflect.ValueOf(c), p.steps)
		n := s.Len()
		s.Set(reflect.Append(s, reflect.New(s.Type().Elem()).Elem()))
		s.Set(s.Slice(0, n))
		if !reflect.DeepEqual(base, before) {
			problems = append(problems, p.name+": appending to the clone's changes the original")
		}
		if !reflect.DeepEqual(c, snap) {
			problems = append(problems, p.name+": appending to the clone's overwrites another part of the clone")
		}
	}
	return problems
}

// settable makes a field settable, exported or not (the guard must see
// unexported fields too).
func settable(v reflect.Value) reflect.Value {
	if v.CanSet() || !v.CanAddr() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// fill gives every leaf a distinct non-zero value and every slice one
// element, so that a field Clone does not copy shows, and a change shows
// in the hash.
func fill(v reflect.Value, n *int) {
	v = settable(v)
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			fill(v.Field(i), n)
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), n)
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Pointer {
			return // shared definitions: left empty
		}
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0), n)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		*n++
		v.SetInt(int64(*n%100 + 1))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*n++
		v.SetUint(uint64(*n%100 + 1))
	case reflect.String:
		*n++
		v.SetString(fmt.Sprint("s", *n))
	}
}

// walk lists the paths to every leaf and slice under v; kinds the guard
// cannot vary (pointers outside shared slices, maps, funcs, interfaces,
// channels) are problems: a new field of such a kind needs a decision.
func walk(v reflect.Value, p gpath, out *[]gpath, problems *[]string) {
	step := func(i int, name string, key string) gpath {
		q := gpath{steps: append(p.steps[:len(p.steps):len(p.steps)], i), name: name, keys: p.keys}
		if key != "" {
			q.keys = append(p.keys[:len(p.keys):len(p.keys)], key)
		}
		return q
	}
	switch v.Kind() {
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			f := t.Field(i)
			walk(v.Field(i), step(i, p.name+"."+f.Name, t.Name()+"."+f.Name), out, problems)
		}
	case reflect.Array:
		for i := range v.Len() {
			walk(v.Index(i), step(i, fmt.Sprintf("%s[%d]", p.name, i), ""), out, problems)
		}
	case reflect.Slice:
		q := p
		q.slice = true
		*out = append(*out, q)
		if v.Len() > 0 {
			walk(v.Index(0), step(0, p.name+"[0]", ""), out, problems)
		}
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, p)
	default:
		*problems = append(*problems, fmt.Sprintf("%s: a %s: the guard cannot vary it; decide how Clone and Hash treat it and teach the guard", p.name, v.Kind()))
	}
}

// at follows steps from v (a pointer to the root).
func at(v reflect.Value, steps []int) reflect.Value {
	v = v.Elem()
	for _, s := range steps {
		switch v.Kind() {
		case reflect.Struct:
			v = settable(v.Field(s))
		default:
			v = settable(v.Index(s))
		}
	}
	return v
}

// bump changes a leaf to another value.
func bump(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.String:
		v.SetString(v.String() + "'")
	}
}

// resize empties the slice at p, and the slices of the same struct that
// run parallel to it (parallel: Type.Field to the field it follows).
func resize(root reflect.Value, p gpath, parallel map[string]string) {
	s := at(root, p.steps)
	s.Set(s.Slice(0, 0))
	parent := at(root, p.steps[:len(p.steps)-1])
	if parent.Kind() != reflect.Struct {
		return
	}
	t := parent.Type()
	self := t.Field(p.steps[len(p.steps)-1]).Name
	for i := range t.NumField() {
		name := t.Field(i).Name
		if parallel[t.Name()+"."+self] == name || parallel[t.Name()+"."+name] == self {
			f := settable(parent.Field(i))
			f.Set(f.Slice(0, 0))
		}
	}
}

// deepCopy copies a value reachable from a pointer, slices included, by
// reflection alone (independent of the Clone under test).
func deepCopy[T any](p *T) *T {
	out := new(T)
	copyInto(reflect.ValueOf(out).Elem(), reflect.ValueOf(p).Elem())
	return out
}

func copyInto(dst, src reflect.Value) {
	dst = settable(dst)
	switch src.Kind() {
	case reflect.Struct:
		for i := range src.NumField() {
			copyInto(dst.Field(i), settable(src.Field(i)))
		}
	case reflect.Array:
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i))
		}
	case reflect.Slice:
		if src.IsNil() {
			dst.Set(reflect.Zero(src.Type()))
			return
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := range src.Len() {
			copyInto(s.Index(i), src.Index(i))
		}
		dst.Set(s)
	default:
		dst.Set(src)
	}
}

// fieldNames lists every Type.Field reachable from t.
func fieldNames(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		switch t.Kind() {
		case reflect.Struct:
			for i := range t.NumField() {
				f := t.Field(i)
				k := t.Name() + "." + f.Name
				if out[k] {
					continue
				}
				out[k] = true
				visit(f.Type)
			}
		case reflect.Array, reflect.Slice:
			if t.Elem().Kind() != reflect.Pointer {
				visit(t.Elem())
			}
		}
	}
	visit(t)
	return out
}

var guardHero = &rules.Card{Name: "Guard", Moniker: "Guard", Types: rules.Hero, Classes: rules.Generic,
	Life: 20, Intellect: 4, Props: rules.HasLife | rules.HasIntellect}
