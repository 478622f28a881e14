package rules_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// State.TurnUses, which the field guard leaves to this test (ownCheck): a
// record is hashed as words of the object it names, so each of its counts
// and which object it names change the hash, while a record counting
// nothing hashes as no record (the engine makes one only to count, CR
// 5.2.1a, 7.2.4). A clone and a snapshot copy the records into memory of
// their own.
func TestTurnUsesCloneAndHash(t *testing.T) {
	base := &rules.State{Objs: make([]rules.Obj, 4)}
	base.TurnUses = []rules.TurnUse{{Obj: 1, Used: 1, Extra: 2, Attacks: 3, GoAgain: 4}, {Obj: 3, Attacks: 1}}
	h0 := base.Hash()
	for name, change := range map[string]func(s *rules.State){
		"Used":             func(s *rules.State) { s.TurnUses[0].Used++ },
		"Extra":            func(s *rules.State) { s.TurnUses[0].Extra++ },
		"Attacks":          func(s *rules.State) { s.TurnUses[0].Attacks++ },
		"GoAgain":          func(s *rules.State) { s.TurnUses[0].GoAgain++ },
		"another object":   func(s *rules.State) { s.TurnUses[0].Obj = 2 },
		"a record less":    func(s *rules.State) { s.TurnUses = s.TurnUses[:1] },
		"a record more":    func(s *rules.State) { s.TurnUses = append([]rules.TurnUse{{Obj: 0, Used: 1}}, s.TurnUses...) },
		"the counts moved": func(s *rules.State) { s.TurnUses[0].Used, s.TurnUses[0].Extra = 2, 1 },
	} {
		v := base.Clone()
		change(v)
		if v.Hash() == h0 {
			t.Errorf("%s: the hash did not change", name)
		}
	}
	empty := base.Clone()
	empty.TurnUses = append([]rules.TurnUse{{Obj: 0}}, empty.TurnUses...)
	if empty.Hash() != h0 {
		t.Error("a record counting nothing changed the hash")
	}
	if u := base.ThisTurn(2); u != (rules.TurnUse{Obj: 2}) {
		t.Errorf("ThisTurn of an object with no record: %+v", u)
	}
	if u := base.ThisTurn(3); u.Attacks != 1 {
		t.Errorf("ThisTurn(3) = %+v, want its record", u)
	}

	want := slices.Clone(base.TurnUses)
	var sn rules.Snapshot
	for name, c := range map[string]*rules.State{"clone": base.Clone(), "snapshot": sn.Take(base)} {
		if !reflect.DeepEqual(c.TurnUses, want) || c.Hash() != h0 {
			t.Fatalf("%s: records %+v, want %+v", name, c.TurnUses, want)
		}
		c.TurnUses[0].Used = 9
		c.TurnUses = append(c.TurnUses, rules.TurnUse{Obj: 3})
		if !reflect.DeepEqual(base.TurnUses, want) {
			t.Errorf("%s: changing its records changed the original's: %+v", name, base.TurnUses)
		}
	}
}
