package bot

import (
	"context"
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

// TestSpareHoldsNoSearch: the memory a search leaves for the next one
// (spareSearch) reaches nothing of that search: no searcher, runner or
// result (the clones' deciders are its runners, whose searcher holds the
// table of positions; rules.Reuse.Forget). Before, it kept the table of
// the last search that had cloned into each of its games alive.
func TestSpareHoldsNoSearch(t *testing.T) {
	if noSpare {
		t.Skip("searches in new memory")
	}
	// hh-kassai deals worlds (random discards), hh-victor parks (clashes).
	for _, c := range []struct {
		deck string
		seed uint64
	}{{"hh-kassai", 3}, {"hh-victor", 5}} {
		l, err := decks.Load(c.deck)
		if err != nil {
			t.Fatal(err)
		}
		v := firstView(t, l.Deck, c.seed, 20)
		var sp *spareSearch
		for try := 0; try < 5 && sp == nil; try++ {
			if _, err := Best(context.Background(), v, Options{Seed: c.seed, Chance: &DefaultChance, stepless: true}); err != nil {
				t.Fatal(err)
			}
			// The spare the search gave back (sync.Pool: the same one,
			// unless the goroutine moved or a collection dropped it).
			got := searchSpares.Get().(*spareSearch)
			if got.reuse != nil {
				sp = got
			}
			defer searchSpares.Put(got)
		}
		if sp == nil {
			t.Fatalf("%s: no search's spare came back", c.deck)
		}
		if len(sp.nodeReuse) == 0 {
			t.Fatalf("%s: the spare holds no position's memory", c.deck)
		}
		if what := reachesSearch(reflect.ValueOf(sp), map[visit]bool{}); what != "" {
			t.Errorf("%s: the spare memory reaches a %s of the search that ended", c.deck, what)
		}
	}
}

// visit is a pointer walked (reachesSearch), by its type too: a pointer
// to a struct and one to its first field are at one address.
type visit struct {
	at  uintptr
	typ reflect.Type
}

// reachesSearch walks what v reaches and names the first searcher,
// runner (its deciders) or result it finds ("" if none).
func reachesSearch(v reflect.Value, seen map[visit]bool) string {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return ""
		}
		switch v.Type() {
		case reflect.TypeFor[*searcher](), reflect.TypeFor[*runner](), reflect.TypeFor[*mine](),
			reflect.TypeFor[*theirs](), reflect.TypeFor[*result]():
			return v.Type().String()
		}
		at := visit{v.Pointer(), v.Type()}
		if seen[at] {
			return ""
		}
		seen[at] = true
		return reachesSearch(v.Elem(), seen)
	case reflect.Interface:
		if v.IsNil() {
			return ""
		}
		return reachesSearch(v.Elem(), seen)
	case reflect.Struct:
		for i := range v.NumField() {
			if what := reachesSearch(v.Field(i), seen); what != "" {
				return what
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			return ""
		}
		// Past the length too: a list emptied for reuse keeps what it held.
		full := v.Slice3(0, v.Cap(), v.Cap())
		for i := range full.Len() {
			if what := reachesSearch(full.Index(i), seen); what != "" {
				return what
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			if what := reachesSearch(v.Index(i), seen); what != "" {
				return what
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if what := reachesSearch(it.Value(), seen); what != "" {
				return what
			}
		}
	}
	return ""
}
