package rules_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"unsafe"

	"github.com/rathe-tcg/rathe/rules"
)

// Snapshot.Take and State.cloneInto copy the parts of a state that hold
// no pointers as plain memory and each list on its own: a field added to
// State (or to Chain) must be added to both, and what they copy as plain
// memory must stay free of pointers. This test lists them, so that it
// fails first.
func TestSnapshotCopiesEveryField(t *testing.T) {
	want := map[reflect.Type][]string{
		reflect.TypeFor[rules.State](): {"Cards", "Objs", "Players", "ids", "zones", "Stack", "Chain", "Effects", "Delayed", "Fired", "Pending", "TurnUses", "progress"},
		reflect.TypeFor[rules.Chain](): {"Links", "Open", "Closing"},
	}
	for typ, names := range want {
		var got []string
		for i := range typ.NumField() {
			got = append(got, typ.Field(i).Name)
		}
		if !reflect.DeepEqual(got, names) {
			t.Errorf("%s has the fields %v, Take copies %v: copy the new ones in Snapshot.Take and State.cloneInto (rules/state.go) and list them here", typ, got, names)
		}
	}
	// The zone lists' spans (where each list lies in ids) too.
	zones, _ := reflect.TypeFor[rules.State]().FieldByName("zones")
	for _, typ := range []reflect.Type{reflect.TypeFor[rules.PlayerState](), reflect.TypeFor[rules.Progress](), reflect.TypeFor[rules.Obj](), reflect.TypeFor[rules.Pending](), zones.Type} {
		if path := pointerIn(typ, typ.Name()); path != "" {
			t.Errorf("%s holds a pointer (%s): Take copies it as plain memory", typ, path)
		}
	}
}

// pointerIn names a part of typ that is or holds a pointer, or "".
func pointerIn(typ reflect.Type, at string) string {
	switch typ.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return at
	case reflect.Array:
		return pointerIn(typ.Elem(), at+"[]")
	case reflect.Struct:
		for i := range typ.NumField() {
			if p := pointerIn(typ.Field(i).Type, at+"."+typ.Field(i).Name); p != "" {
				return p
			}
		}
	}
	return ""
}

// CR 1.10.3: the snapshot taken before a play is the state as it was. In
// random games of every embedded pairing below, one snapshot is taken at
// every decision, as the engine takes its own before each play: the copy
// hashes as the state does, and still hashes so at the next decision,
// when the state has moved on (the copy shares no memory with it), and a
// clone of it too.
func TestSnapshotTakesTheStateThroughAGame(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	pairs := [][2]string{
		{"cb-rhinar", "cb-dorinthea"},
		{"1st-strike-aurora", "1st-strike-terra"},
		{"ira-welcome", "ira-welcome"},
		{"1st-strike-terra", "cb-rhinar"},
	}
	takes, lists, withLists := 0, 0, 0
	for _, pair := range pairs {
		ds := [2]rules.Deck{loadDeck(t, pair[0]), loadDeck(t, pair[1])}
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
			if err != nil {
				t.Fatal(err)
			}
			var sn rules.Snapshot
			var last *rules.State
			var lastHash uint64
			for p := range 2 {
				rnd := rules.NewRandom(seed*7 + uint64(p))
				g.SetDecider(rules.Player(p), rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if last != nil && last.Hash() != lastHash {
						t.Fatalf("%s v %s seed %d turn %d: the snapshot changed with the game: %x, taken as %x", pair[0], pair[1], seed, g.State().Turn, last.Hash(), lastHash)
					}
					taken := sn.Take(g.State())
					h := g.State().Hash()
					if taken.Hash() != h || taken.Clone().Hash() != h {
						t.Fatalf("%s v %s seed %d turn %d: snapshot %x, its clone %x, state %x", pair[0], pair[1], seed, g.State().Turn, taken.Hash(), taken.Clone().Hash(), h)
					}
					// The copy's lists are its own memory, each list too.
					for q := range rules.Player(2) {
						for z := range rules.ZoneCount {
							l, m := taken.Zone(q, z), g.State().Zone(q, z)
							if len(l) > 0 && &l[0] == &m[0] {
								t.Fatalf("%s v %s seed %d turn %d: player %d's zone %s of the snapshot is the state's", pair[0], pair[1], seed, g.State().Turn, q+1, z)
							}
							if len(l) > 0 {
								lists++
							}
						}
					}
					if len(g.State().Stack)+len(g.State().Chain.Links)+len(g.State().Delayed)+len(g.State().Fired) > 0 {
						withLists++
					}
					last, lastHash = taken, h
					takes++
					return rnd.Decide(ctx, v, pr)
				}))
			}
			g.MaxTurns = 60
			if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
				t.Fatalf("%s v %s seed %d: %v", pair[0], pair[1], seed, err)
			}
		}
	}
	t.Logf("%d snapshots, %d with layers, chain links or delayed triggers; %d zone lists copied", takes, withLists, lists)
	if withLists == 0 {
		t.Fatal("no snapshot had a layer, a chain link or a delayed trigger to copy")
	}
}

// An option holds no pointers (an equip option's set is in Prompt.Sets):
// the engine appends options to its lists and copies them as plain memory,
// with no write barrier while the collector marks.
func TestOptionHoldsNoPointers(t *testing.T) {
	if path := pointerIn(reflect.TypeFor[rules.Option](), "Option"); path != "" {
		t.Errorf("Option holds a pointer: %s", path)
	}
}

// checkCtx copies a context into the game's memory field by field, a
// pointer only when it changes: a field added to Ctx must be copied there
// too (rules/game.go), and listed here.
func TestCheckCtxCopiesEveryField(t *testing.T) {
	want := []string{"Source", "Controller", "layer", "Event", "Targets", "Modes", "X", "Paid", "made", "nMade", "Rolled"}
	var got []string
	typ := reflect.TypeFor[rules.Ctx]()
	for i := range typ.NumField() {
		got = append(got, typ.Field(i).Name)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Ctx has the fields %v, checkCtx copies %v", got, want)
	}
}

// A fresh clone allocates the state and its objects: their sizes are what
// BenchmarkClone pays for (bytes allocated, and so collections). An object
// is 24 bytes (hash.go checks its layout as it builds); the state stays
// within 696 bytes, which the allocator serves from its 704-byte size: a
// field that takes it past makes every clone 64 bytes bigger. Grow it
// knowingly, and say so here.
func TestStateAndObjectSizes(t *testing.T) {
	if n := unsafe.Sizeof(rules.Obj{}); n != 24 {
		t.Errorf("rules.Obj is %d bytes, want 24", n)
	}
	// A state holds pointers and is over 512 bytes: the allocator puts a
	// word of its own before it (Go's malloc header), so 696 + 8 = 704.
	if n := unsafe.Sizeof(rules.State{}); n > 696 {
		t.Errorf("rules.State is %d bytes, want 696 at most", n)
	}
}
