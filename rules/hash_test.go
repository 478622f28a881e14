package rules_test

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
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
	"state.Cards":          "card definitions are immutable and shared; an object names its definition by index (Obj.Card), which is hashed",
	"Event.Rule":           "the CR rule an event follows is for the log and the explanations, not the game",
	"Event.Hidden":         "whether the log shows the card to one player only: what the log shows, not what happens",
	"Event.Why":            "why the engine chose without asking: what the log says, not what happens",
	"ContEffect.Made":      "what made an effect, the record a position names it by (CombatOf): no rule reads it, so two states that differ only there play the same game; hashing it would change every hash for nothing",
	"ContEffect.MadeModes": "the modes of the card whose resolution made an effect, with ContEffect.Made: for naming it, not for what it does",
	"object.Batch":         "what the players remember of the cards at the bottom of a deck (seen.go), for View.Known and View.Sample: no rule reads it, so two states that differ only there play the same game, and the sim hashes stay what they were",
	"chainLink.GaveAction": "what the resolution step did, for the board's words (CR 7.6.2): no rule reads it (the action point it gave is in the player's Actions, which are hashed), so two states that differ only there play the same game, and the sim hashes stay what they were",
	"playerState.held":     "counts worked out from the zone lists, which are hashed (State.hold); a state whose counts alone differ is a broken one, not another game",
}

// sharedByClone lists the fields (as Type.Field) Clone shares between the
// original and the clone, and why that is safe.
var sharedByClone = map[string]string{
	"state.Cards": "card definitions are immutable; Game.AddCard appends to a copy of the slice, never into a shared one",
}

// ownCheck lists the fields (as Type.Field) that the guard leaves alone,
// each checked by a test of its own: varied one by one they would not be a
// state (the zone lists are spans of one buffer, State.zones saying where
// each lies in State.ids).
var ownCheck = map[string]string{
	"state.ids":      "the zone lists' buffer: TestZoneListsCloneAndHash varies each list through Zone and SetZone",
	"state.zones":    "where each zone list lies in State.ids: TestZoneListsCloneAndHash",
	"state.TurnUses": "hashed as words of the objects they name, so one naming no object, or counting nothing, is no record at all: TestTurnUsesCloneAndHash",
}

// parallelSlices lists slices (as Type.Field) whose length follows
// another slice of the same struct: the guard varies their lengths together.
var parallelSlices = map[string]string{
	"delayedTrigger.Gens": "Objs", // the generation of each object in Objs
}

// TestStateCloneAndHashCoverEveryField is the guard over rules.State.
func TestStateCloneAndHashCoverEveryField(t *testing.T) {
	g := fieldGuard[rules.State]{
		Clone:    (*rules.State).Clone,
		Hash:     (*rules.State).Hash,
		NotHash:  notHashed,
		Shared:   sharedByClone,
		Parallel: parallelSlices,
		Own:      ownCheck,
		Prepare:  zoneListsOfOne,
	}
	for _, p := range g.Check() {
		t.Error(p)
	}
	// The exception tables name fields that exist: a field that was
	// renamed or removed must leave its table too.
	known := fieldNames(reflect.TypeFor[rules.State]())
	for _, table := range []map[string]string{notHashed, sharedByClone, parallelSlices, ownCheck} {
		for name := range table {
			if !known[name] {
				t.Errorf("%s is listed as an exception, but no type the state holds has that field", name)
			}
		}
	}
}

// zoneListsOfOne gives each zone list of s one id of its own.
func zoneListsOfOne(s *rules.State) {
	for p := range rules.Player(2) {
		for z := range rules.ZoneCount {
			s.SetZone(p, z, []rules.ObjID{rules.ObjID(100 + int(p)*int(rules.ZoneCount) + int(z))})
		}
	}
}

// The guard above for the zone lists, which it leaves alone (ownCheck):
// for each list, a state that differs only in it (an id, a length) has
// another Hash; a clone has the same lists, and changing one of the
// clone's in place, growing it, or appending to the view Zone gives,
// leaves the original and the clone's other lists as they were. Clone
// packs the lists (no room), so growing one lays them all out again.
func TestZoneListsCloneAndHash(t *testing.T) {
	var base rules.State
	zoneListsOfOne(&base)
	h0 := base.Hash()
	lists := func(s *rules.State) [][]rules.ObjID {
		var out [][]rules.ObjID
		for p := range rules.Player(2) {
			for z := range rules.ZoneCount {
				out = append(out, slices.Clone(s.Zone(p, z)))
			}
		}
		return out
	}
	want := lists(&base)
	for p := range rules.Player(2) {
		for z := range rules.ZoneCount {
			for name, change := range map[string]func(s *rules.State){
				"an id":       func(s *rules.State) { s.Zone(p, z)[0]++ },
				"one more id": func(s *rules.State) { s.SetZone(p, z, append(s.Zone(p, z), 7)) },
				"emptied":     func(s *rules.State) { s.SetZone(p, z, nil) },
			} {
				v := deepCopy(&base)
				change(v)
				if v.Hash() == h0 {
					t.Errorf("player %d's zone %s, %s: not hashed", p+1, z, name)
				}
				c := base.Clone()
				if !reflect.DeepEqual(lists(c), want) {
					t.Fatalf("the clone's lists are %v, want %v", lists(c), want)
				}
				change(c)
				if !reflect.DeepEqual(lists(&base), want) || base.Hash() != h0 {
					t.Errorf("player %d's zone %s, %s in the clone: the original changed", p+1, z, name)
				}
				got := lists(c)
				got[int(p)*int(rules.ZoneCount)+int(z)] = want[int(p)*int(rules.ZoneCount)+int(z)]
				if !reflect.DeepEqual(got, want) {
					t.Errorf("player %d's zone %s, %s in the clone: another list of the clone changed: %v", p+1, z, name, lists(c))
				}
			}
			c := base.Clone()
			_ = append(c.Zone(p, z), 9, 9, 9)
			if !reflect.DeepEqual(lists(c), want) {
				t.Errorf("appending to the view of player %d's zone %s changed the clone's lists: %v", p+1, z, lists(c))
			}
		}
	}
}

// gameFields says what Game.Clone does with each field of Game: the state
// is deep-copied (the guard above holds State.Clone to it); the rest is
// how the game talks to the outside, copied or shared on purpose.
var gameFields = map[string]string{
	"s":          "deep-copied by State.Clone",
	"deciders":   "shared: the clone's owner sets its own (Game.SetDecider)",
	"observer":   "shared: the clone's owner sets its own (Game.SetObserver)",
	"hears":      "shared with the observer: the kinds of events it hears (Game.SetObserverOf)",
	"hearsAll":   "shared with the observer: it hears every event (Game.SetObserver)",
	"hearsDeck":  "shared with the observer: it hears every event of a card from a deck (Game.SetObserverOf)",
	"ctx":        "copied: replaced by the next Run, Step or guard",
	"MaxTurns":   "copied (a value)",
	"askFirst":   "copied (a value)",
	"skipMoot":   "copied (a value)",
	"skipMore":   "copied (a value)",
	"Explain":    "copied (a value)",
	"Decisions":  "copied (a value)",
	"events":     "reset: a clone is taken at a priority point, with no event being emitted",
	"trig":       "shared: the trigger index; its lists are written in place only by the game that owns them (trigOwner)",
	"trigID":     "copied with trig: what the index's headers hold, by number (a clone into reused memory writes them only when it differs)",
	"trigBuilt":  "copied: whether the index is built",
	"trigState":  "copied: the index's count of state triggers",
	"trigMine":   "cleared: the clone does not own the index's lists, so it copies one before it adds to it",
	"snaps":      "reset: the clone takes its own snapshots",
	"snapDepth":  "reset with snaps",
	"bufs":       "reset: reused memory is the game's own",
	"roomy":      "reset: the clone's state lists get their own room on its first Run or Step",
	"trigFor":    "copied: the cache's key",
	"trigCards":  "copied: the cache's key",
	"deaf":       "copied: the kinds of events no card of the game hears; the clone has the same cards and observer",
	"look":       "copied (a value): 0 at a priority point",
	"randoms":    "copied (a value): the random choices made, which a clone has made too (View.Randoms)",
	"outcomes":   "copied (a value): the outcomes of the last random choice, which a clone has made too (View.RandomOutcomes)",
	"forced":     "copied (a value): the outcome a world of SampleRandom takes at its next random choice, in each clone played from it",
	"revealed":   "shared (a slice): nil at a priority point, set only while a clash's player is asked which revealed card goes to the bottom",
	"together":   "shared (a slice): nil at a priority point, as the compound defend event is carried out with no question asked",
	"facts":      "shared: the card facts of the priority prompt, never written once built (a game whose cards changed builds new ones)",
	"ranks":      "shared: the cards' ranks by key for a sample's deal, never written once made (a game whose list of cards changed makes new ones)",
	"stopAt":     "cleared: RunTurnUntil's stop is the run's, not the clone's",
	"stopped":    "cleared: set only inside a RunTurnUntil",
	"known":      "cleared: the prompt of the state it was given at, for the next tick alone (SetKnownPriority)",
	"settle":     "cleared: RunTurnSettled's, set only while it runs",
	"halted":     "copied: a clone of a game RunTurnSettled left in its end phase cannot go on either",
	"rewindEnds": "copied: a clone of a search's run ends its runs at an illegal action too (Game.SetRewindEnds)",
}

// TestGameCloneKnowsEveryField fails when Game gains a field that the
// table above does not place, and checks what Game.Clone promises.
func TestGameCloneKnowsEveryField(t *testing.T) {
	gt := reflect.TypeFor[rules.Game]()
	seen := map[string]bool{}
	// The fields of the part a clone copies whole (gameCore) count as
	// the game's own.
	for _, f := range reflect.VisibleFields(gt) {
		if f.Anonymous {
			continue
		}
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
	if c.State() == g.State() {
		t.Error("Game.Clone shares the state")
	}
	if c.MaxTurns != 7 || !c.Explain || c.Decisions != 11 {
		t.Errorf("Game.Clone lost a value: MaxTurns %d, Explain %v, Decisions %d", c.MaxTurns, c.Explain, c.Decisions)
	}
	if c.State().Hash() != g.State().Hash() {
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
	// Own lists the fields (Type.Field) left zero and unvaried, for a
	// check of their own (ownCheck); Prepare, if set, gives them a value
	// in the base after the rest is filled.
	Own     map[string]string
	Prepare func(*T)
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
	fill(reflect.ValueOf(base).Elem(), &n, g.Own)
	if g.Prepare != nil {
		g.Prepare(base)
	}
	var paths []gpath
	var problems []string
	root := reflect.TypeFor[T]()
	walk(reflect.ValueOf(base).Elem(), gpath{name: root.Name()}, &paths, &problems, g.Own)
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
// in the hash. The fields in own (Type.Field) are left zero.
func fill(v reflect.Value, n *int, own map[string]string) {
	v = settable(v)
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if name := v.Type().Name() + "." + v.Type().Field(i).Name; own[name] != "" {
				if name == "state.zones" {
					// One value a zone list, as when the lists were
					// fields of their own: the fields after them keep the
					// values the guard has always given them (Hash packs
					// some in a few bits, PreventKind in 2, so a value out
					// of a field's range can hide its neighbour).
					*n += 2 * int(rules.ZoneCount)
				}
				continue
			}
			fill(v.Field(i), n, own)
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), n, own)
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Pointer {
			return // shared definitions: left empty
		}
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0), n, own)
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
// channels) are problems: a new field of such a kind needs a decision. The
// fields in own (Type.Field) are passed over.
func walk(v reflect.Value, p gpath, out *[]gpath, problems *[]string, own map[string]string) {
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
			if _, ok := own[t.Name()+"."+f.Name]; ok {
				continue
			}
			walk(v.Field(i), step(i, p.name+"."+f.Name, t.Name()+"."+f.Name), out, problems, own)
		}
	case reflect.Array:
		for i := range v.Len() {
			walk(v.Index(i), step(i, fmt.Sprintf("%s[%d]", p.name, i), ""), out, problems, own)
		}
	case reflect.Slice:
		q := p
		q.slice = true
		*out = append(*out, q)
		if v.Len() > 0 {
			walk(v.Index(0), step(0, p.name+"[0]", ""), out, problems, own)
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

// TestHashMatchesReference holds Hash to the value it has always had:
// saves keep state hashes to prove a replay, and the sim hash is built
// from them, so a faster Hash must give every state the same value.
// refHash below is the algorithm as it was written first, every word
// mixed as it comes; Hash must agree with it on every state met in random
// games (at each decision, and at each event, where pending triggers,
// layers, chain links, effects and delayed triggers come and go), over
// several pairings of the embedded decks, and on those states with their
// lists and objects scrambled (lengths either side of what Hash gathers at
// once, every field of an object at random).
func TestHashMatchesReference(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	pairings := [][2]string{
		{"cb-rhinar", "cb-dorinthea"},
		{"1st-strike-aurora", "1st-strike-terra"},
		{"rhinar-plus", "terra-plus"},
		{"dorinthea-plus", "1st-strike-aurora"},
		{"terra-plus", "1st-strike-terra"},
		{"ira-welcome", "ira-welcome"},
	}
	gamesEach := 9
	if testing.Short() {
		gamesEach = 2
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	var seen struct{ states, stack, links, defenders, effects, delayed, fired, pending, uses, scrambled int }
	for _, pair := range pairings {
		ds := [2]rules.Deck{loadDeck(t, pair[0]), loadDeck(t, pair[1])}
		for seed := uint64(1); seed <= uint64(gamesEach); seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
			if err != nil {
				t.Fatal(err)
			}
			where := func(what string) string {
				return fmt.Sprintf("%s v %s, seed %d, turn %d, %s", pair[0], pair[1], seed, g.State().Turn, what)
			}
			check := func(what string) {
				s := g.State()
				if got, want := s.Hash(), refHash(s); got != want {
					t.Fatalf("%s: Hash %016x, the reference %016x", where(what), got, want)
				}
				seen.states++
				seen.stack += min(len(s.Stack), 1)
				seen.links += min(len(s.Chain.Links), 1)
				for _, l := range s.Chain.Links {
					seen.defenders += min(len(l.Defenders), 1)
				}
				seen.effects += min(len(s.Effects), 1)
				seen.delayed += min(len(s.Delayed), 1)
				seen.fired += min(len(s.Fired), 1)
				seen.pending += min(len(s.Pending), 1)
				seen.uses += min(len(s.TurnUses), 1)
				if rnd.IntN(8) == 0 {
					c := s.Clone()
					scramble(rnd, c)
					if got, want := c.Hash(), refHash(c); got != want {
						t.Fatalf("%s, scrambled (%d objects, zone lists of %v ids): Hash %016x, the reference %016x",
							where(what), len(c.Objs), zoneLens(c), got, want)
					}
					seen.scrambled++
				}
			}
			for p := range 2 {
				r := rules.NewRandom(seed*2 + uint64(p) + 1)
				g.SetDecider(rules.Player(p), rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
					check("decision")
					return r.Decide(ctx, v, pr)
				}))
			}
			g.SetObserver(func(*rules.Game, *rules.Event) { check("event") })
			g.MaxTurns = 40
			if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
				t.Fatalf("%s: %v", where("the game"), err)
			}
			check("the end")
		}
	}
	t.Logf("%+v", seen)
	if seen.stack == 0 || seen.links == 0 || seen.defenders == 0 || seen.effects == 0 ||
		seen.delayed == 0 || seen.fired == 0 || seen.pending == 0 || seen.uses == 0 || seen.scrambled == 0 {
		t.Errorf("some kind of state never came up: %+v", seen)
	}
}

// scramble gives a state's zone lists lengths from none to more ids than
// objects, and its objects a number and fields at random. Hash only reads
// the state, so it need not be a state a game could reach.
func scramble(rnd *rand.Rand, s *rules.State) {
	for p := range s.Players {
		for z := range rules.ZoneCount {
			n := 0
			switch rnd.IntN(4) {
			case 1:
				n = rnd.IntN(8)
			case 2:
				n = rnd.IntN(80)
			case 3:
				n = rnd.IntN(300)
			}
			ids := make([]rules.ObjID, n)
			for i := range ids {
				ids[i] = rules.ObjID(rnd.Uint32())
			}
			s.SetZone(rules.Player(p), z, ids)
		}
	}
	objs := make([]rules.Obj, rnd.IntN(3)*rnd.IntN(150))
	for i := range objs {
		if len(s.Objs) > 0 && rnd.IntN(2) == 0 {
			objs[i] = s.Objs[rnd.IntN(len(s.Objs))]
			continue
		}
		u8 := func() int8 { return int8(rnd.Uint32()) }
		yes := func() bool { return rnd.IntN(2) == 0 }
		objs[i] = rules.Obj{
			Card: int16(rnd.Uint32()), Owner: rules.Player(u8()), Controller: rules.Player(u8()),
			Zone: rules.Zone(rnd.Uint32()), FaceUp: yes(), Gen: uint16(rnd.Uint32()),
			Counters: [3]int8{u8(), u8(), u8()}, Proxy: rules.ObjID(rnd.Uint32()),
			ProxyAbility: u8(),
			Defended:     yes(), Token: yes(), Gone: yes(), Modes: uint16(rnd.Uint32()), Pitched: rules.Talents(rnd.Uint32()),
		}
	}
	s.Objs = objs
	// What objects did this turn: none, or some, in the order of their ids.
	s.TurnUses = nil
	for i := range objs {
		if rnd.IntN(4) == 0 {
			u8 := func() int8 { return int8(rnd.Uint32()) }
			s.TurnUses = append(s.TurnUses, rules.TurnUse{Obj: rules.ObjID(i), Used: u8(), Extra: u8(), Attacks: u8(), GoAgain: u8()})
		}
	}
}

func zoneLens(s *rules.State) []int {
	var n []int
	for p := range s.Players {
		for z := range rules.ZoneCount {
			n = append(n, len(s.Zone(rules.Player(p), z)))
		}
	}
	return n
}

// refHash is State.Hash as first written (the value saves and the sim
// hash hold): the same words, each mixed as it comes, the objects' into
// lanes 1-3 and then the zone lists' into lane 4.
func refHash(s *rules.State) uint64 {
	h := newRefWords()
	h.add(uint64(len(s.Objs)))
	h.objs(s)
	for p := range s.Players {
		ps := &s.Players[p]
		h.add(uint64(uint32(ps.Hero)) | uint64(uint32(int32(ps.Life)))<<32)
		h.add(uint64(uint32(int32(ps.Intellect))) | uint64(uint32(int32(ps.Resources)))<<32)
		// Actions is small: the turn's talents (played.go) share its word.
		h.add(uint64(uint32(int32(ps.Actions))) | refB64(ps.BeatChest)<<24 | uint64(ps.Turn.Talents)<<32)
		for z := range rules.ZoneCount {
			l := s.Zone(rules.Player(p), z)
			h.add(uint64(len(l)))
			h.ids(l)
		}
		t := &ps.Turn
		h.add(refB64(t.Intimidated) | refB64(t.Discarded6Power)<<1 | refB64(t.DefendFromArsenal)<<2 | refB64(ps.Lost)<<3 | refB64(t.Drew)<<4 | uint64(uint8(t.ActionDiscards6)&7)<<5 |
			uint64(uint8(t.WeaponAttacks))<<8 | uint64(uint8(t.Attacks))<<16 | uint64(uint8(t.CardsPlayed))<<24 |
			uint64(uint16(t.DamageDealt))<<32 | uint64(uint8(t.GoAgainGained))<<48 | uint64(uint8(t.Activations))<<56)
	}
	h.add(uint64(len(s.Stack)))
	for i := range s.Stack {
		l := &s.Stack[i]
		h.add(uint64(l.Kind) | uint64(uint8(l.Controller))<<8 | uint64(uint8(l.Ability))<<16 | refB64(l.Granted)<<24 |
			uint64(l.From)<<32 | uint64(l.Paid)<<40 | uint64(l.Event.Kind)<<48)
		h.add(uint64(uint32(l.Obj)) | uint64(l.Gen)<<32 | uint64(uint16(l.GrantCard))<<48)
		h.add(uint64(l.Keyword) | uint64(uint16(l.Delayed))<<32 | uint64(len(l.Targets))<<48 | uint64(len(l.Modes))<<56)
		h.add(uint64(int64(l.X)))
		h.event(&l.Event)
		for _, t := range l.Targets {
			h.add(uint64(uint8(t.Player)) | uint64(t.Gen)<<8 | uint64(uint32(t.Obj))<<32)
		}
		for _, m := range l.Modes {
			h.add(uint64(uint8(m)))
		}
	}
	h.add(refB64(s.Chain.Open) | refB64(s.Chain.Closing)<<1 | uint64(len(s.Chain.Links))<<8)
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		h.add(uint64(uint32(l.Attack)) | uint64(uint32(l.Source))<<32)
		h.add(uint64(uint8(l.Target)) | uint64(uint8(l.FromHand))<<8 | refB64(l.Hit)<<16 | refB64(l.Resolved)<<17 |
			refB64(l.Damaged)<<18 | refB64(l.Left)<<19 | refB64(l.GoAgainLKI)<<20 | uint64(len(l.Defenders))<<32)
		h.add(uint64(uint32(int32(l.Damage))) | uint64(uint32(int32(l.Power)))<<32)
		h.ids(l.Defenders)
	}
	h.add(uint64(len(s.Effects)))
	for i := range s.Effects {
		e := &s.Effects[i]
		h.add(uint64(uint32(e.Stamp)) | uint64(uint8(e.Controller))<<32 | uint64(uint16(e.SourceCard))<<40 | uint64(e.Until)<<56)
		h.add(uint64(uint32(e.Source)) | uint64(uint32(e.Obj))<<32)
		h.add(uint64(e.Gen) | uint64(uint8(e.Power))<<16 | uint64(uint8(e.Defense))<<24 | uint64(e.Gains)<<32)
		h.add(uint64(uint8(e.Grant)) | uint64(uint16(e.Prevent))<<8 | uint64(uint8(e.SetCost))<<24 |
			uint64(uint8(e.CostDelta))<<32 | uint64(uint8(e.DamageDelta))<<40 |
			refB64(e.Next)<<48 | refB64(e.AllMatching)<<49 | refB64(e.OnPlay)<<51 |
			refB64(e.Shield)<<52 | refB64(e.HasSet)<<53 | uint64(e.PreventKind&3)<<54 | refB64(e.PreventOnce)<<56 |
			uint64(e.PreventKind>>2)<<57)
		f := &e.Filter
		h.add(uint64(f.Subtypes) | uint64(f.AnySubtypes)<<32)
		h.add(uint64(f.Classes) | uint64(uint8(f.MinCost))<<32 | uint64(uint8(f.MaxCost))<<40 |
			refB64(f.HasMaxCost)<<48 | refB64(f.Weapon)<<49 | refB64(f.ActionCard)<<50 |
			refB64(e.GainOnce)<<51 | uint64(uint8(e.GainPlus))<<56) // replacement.go
		h.str(f.Name)
		h.str(f.Moniker)
		if e.StaticGain != 0 || e.Seen != 0 {
			h.add(uint64(uint8(e.StaticGain)) | uint64(uint8(e.Seen))<<8 | 1<<63)
		}
	}
	for _, ds := range [2][]rules.Delayed{s.Delayed, s.Fired} {
		h.add(uint64(len(ds)))
		for i := range ds {
			d := &ds[i]
			h.add(uint64(uint8(d.Controller)) | uint64(d.On)<<8 | uint64(d.Do)<<16 | uint64(uint8(d.Player))<<24 |
				uint64(uint32(d.Source))<<32)
			h.add(uint64(len(d.Objs)))
			for k, o := range d.Objs {
				h.add(uint64(uint32(o)) | uint64(d.Gens[k])<<32)
			}
		}
	}
	h.add(uint64(len(s.Pending)))
	for i := range s.Pending {
		p := &s.Pending[i]
		h.add(uint64(uint8(p.Controller)) | uint64(uint8(p.Ability))<<8 | uint64(uint32(p.Source))<<16)
		h.add(uint64(p.Keyword) | uint64(uint16(p.GrantCard))<<32 | uint64(uint16(p.Delayed))<<48)
		h.add(refB64(p.Granted))
		h.event(&p.Event)
	}
	h.add(uint64(uint32(int32(s.Turn))) | uint64(uint8(s.TurnPlayer))<<32 | uint64(uint8(s.First))<<40 |
		uint64(s.Phase)<<48 | uint64(s.Step)<<56)
	h.add(uint64(uint8(s.Priority)) | uint64(uint8(s.Passes))<<8 | uint64(uint8(s.Winner))<<16 |
		refB64(s.Draw)<<24 | refB64(s.Offered)<<25 | uint64(uint8(s.Idle))<<32)
	h.add(uint64(uint32(s.Timestamp)) | uint64(uint32(s.Moves))<<32)
	h.add(uint64(uint32(s.MovesAtTurnStart)))
	h.add(uint64(uint32(int32(s.LifeAtTurnStart[0]))) | uint64(uint32(int32(s.LifeAtTurnStart[1])))<<32)
	h.add(s.RNG.S)
	return h.sum()
}

// event mixes the triggering event a triggered layer or pending trigger
// carries; its Rule, Hidden and Why are for the log only.
func (h *refWords) event(e *rules.Event) {
	h.add(uint64(e.Kind) | uint64(uint8(e.Player))<<8 | uint64(uint8(e.From))<<16 | uint64(uint8(e.To))<<24 |
		uint64(uint32(e.Obj))<<32)
	h.add(uint64(uint32(e.Other)) | uint64(uint16(e.Card))<<32 | uint64(uint8(e.Step))<<48 | uint64(uint8(e.Counter))<<56)
	h.add(uint64(uint32(int32(e.Amount))) | uint64(uint32(int32(e.Turn)))<<32)
	h.add(uint64(e.About.Kind) | uint64(uint16(e.About.Card))<<8 | uint64(uint8(e.About.Index))<<24 |
		uint64(uint8(e.Power))<<32 | uint64(uint8(e.Defense))<<40 | uint64(uint8(e.Granted))<<48)
	h.add(uint64(e.About.Keyword) | uint64(e.Gains)<<32)
	h.add(uint64(uint16(e.GrantCard)) | uint64(e.Damage)<<16)
}

// objs mixes the objects, three words each, straight into three of the
// lanes (the words of the other parts of the state go through add). What
// an object did this turn counts as its own (it was kept in Obj once).
func (h *refWords) objs(s *rules.State) {
	v1, v2, v3 := h.v1, h.v2, h.v3
	objs := s.Objs
	for i := range objs {
		o := &objs[i]
		u := s.ThisTurn(rules.ObjID(i))
		v1 = refRound(v1, uint64(uint16(o.Card))|uint64(uint8(o.Owner))<<16|uint64(uint8(o.Controller))<<24|
			uint64(o.Zone)<<32|uint64(o.Gen)<<40|
			refB64(o.FaceUp)<<56|refB64(o.Defended)<<57|refB64(o.Token)<<58|refB64(o.Gone)<<59)
		v2 = refRound(v2, uint64(uint32(o.Proxy))|uint64(uint8(o.ProxyAbility))<<32|uint64(uint8(u.Used))<<40|
			uint64(uint8(u.Extra))<<48|uint64(uint8(u.Attacks))<<56)
		v3 = refRound(v3, uint64(uint8(u.GoAgain))|uint64(o.Modes)<<8|
			uint64(uint8(o.Counters[rules.CounterPower]))<<24|uint64(uint8(o.Counters[rules.CounterDefense]))<<32|
			uint64(uint8(o.Counters[rules.CounterLesson]))<<40|uint64(uint16(o.Pitched))<<48)
	}
	h.v1, h.v2, h.v3 = v1, v2, v3
	h.total += 3 * len(objs)
}

func refB64(v bool) uint64 {
	if v {
		return 1
	}
	return 0
}

// refWords mixes the words of a state as they come, four at a time into
// four lanes (the rounds and the final mix of xxHash64: a multiply, a
// rotation, a multiply per word).
type refWords struct {
	v1, v2, v3, v4 uint64
	block          [4]uint64
	n, total       int
}

func newRefWords() refWords {
	p1, p2 := refPrime1, refPrime2 // wrapping sums, as xxHash64 seeds its lanes
	return refWords{v1: p1 + p2, v2: p2, v4: 0 - p1}
}

func (h *refWords) add(w uint64) {
	if h.n == 4 {
		h.flush()
	}
	h.block[h.n&3] = w
	h.n++
}

// flush mixes a full block into the lanes.
func (h *refWords) flush() {
	h.v1 = refRound(h.v1, h.block[0])
	h.v2 = refRound(h.v2, h.block[1])
	h.v3 = refRound(h.v3, h.block[2])
	h.v4 = refRound(h.v4, h.block[3])
	h.n = 0
	h.total += 4
}

// ids mixes object ids, two to a word, straight into the fourth lane.
func (h *refWords) ids(ids []rules.ObjID) {
	v4 := h.v4
	i := 0
	for ; i+1 < len(ids); i += 2 {
		v4 = refRound(v4, uint64(uint32(ids[i]))|uint64(uint32(ids[i+1]))<<32)
	}
	if i < len(ids) {
		v4 = refRound(v4, uint64(uint32(ids[i])))
	}
	h.v4 = v4
	h.total += (len(ids) + 1) / 2
}

// str adds a string's length and bytes, eight to a word.
func (h *refWords) str(s string) {
	h.add(uint64(len(s)))
	var w uint64
	for i := 0; i < len(s); i++ {
		w |= uint64(s[i]) << (8 * (i & 7))
		if i&7 == 7 {
			h.add(w)
			w = 0
		}
	}
	if len(s)&7 != 0 {
		h.add(w)
	}
}

const (
	refPrime1 uint64 = 11400714785074694791
	refPrime2 uint64 = 14029467366897019727
	refPrime3 uint64 = 1609587929392839161
	refPrime4 uint64 = 9650029242287828579
)

func refRound(acc, w uint64) uint64 {
	acc += w * refPrime2
	acc = bits.RotateLeft64(acc, 31)
	return acc * refPrime1
}

func (h *refWords) sum() uint64 {
	acc := bits.RotateLeft64(h.v1, 1) + bits.RotateLeft64(h.v2, 7) + bits.RotateLeft64(h.v3, 12) + bits.RotateLeft64(h.v4, 18)
	for _, v := range [4]uint64{h.v1, h.v2, h.v3, h.v4} {
		acc ^= refRound(0, v)
		acc = acc*refPrime1 + refPrime4
	}
	acc += uint64(h.total+h.n) * 8
	for _, x := range h.block[:h.n] {
		acc ^= refRound(0, x)
		acc = bits.RotateLeft64(acc, 27)*refPrime1 + refPrime4
	}
	acc ^= acc >> 33
	acc *= refPrime2
	acc ^= acc >> 29
	acc *= refPrime3
	acc ^= acc >> 32
	return acc
}
