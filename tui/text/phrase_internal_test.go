package text

import (
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Both languages read a code's parameters as the same type, and that type
// is the one the engine says the code with: a building block's zero value
// says its own code (rules.GainLife{}.Text().Code is "gain-life"), and a
// condition's or a trigger condition's code is said by the value its
// family gives with the phrase (by: rules.Tower). So a phrase written for
// the wrong block fails here even before a card uses it.
func TestPhrasesTakeTheTypeTheEngineSays(t *testing.T) {
	effect := reflect.TypeFor[rules.Effect]()
	cost := reflect.TypeFor[rules.CostEffect]()
	typed := 0
	for code, by := range phraseBy {
		if p, ok := phraseEN[code]; !ok || p.of == nil {
			t.Errorf("%s: a value that says it (%v), but no phrase with parameters", code, by)
		}
	}
	for code, en := range phraseEN {
		ja, ok := phraseJA[code]
		if !ok {
			t.Errorf("%s: no Japanese", code)
			continue
		}
		if en.of != ja.of {
			t.Errorf("%s: English reads %v, Japanese %v", code, en.of, ja.of)
		}
		if en.of == nil {
			continue
		}
		typed++
		var said rules.Text
		switch zero := reflect.Zero(en.of).Interface(); {
		case en.of.Implements(effect):
			said = zero.(rules.Effect).Text()
		case en.of.Implements(cost):
			said = zero.(rules.CostEffect).Text()
		default:
			by, ok := phraseBy[code]
			if !ok {
				t.Errorf("%s: its words read %v; its family gives no value that says it (by:)", code, en.of)
				continue
			}
			said = by.Text()
		}
		if said.Code != code || reflect.TypeOf(said.Params) != en.of {
			t.Errorf("%s: its words read %v, but the engine says %q with %T", code, en.of, said.Code, said.Params)
		}
	}
	if typed < 30 {
		t.Errorf("only %d phrases with parameters: is on still used?", typed)
	}
}

// A phrase reads its parameters only as its own type.
func TestPhraseTakes(t *testing.T) {
	p := on(func(_ *cardRenderer, e rules.Draw) string { return "" })
	if !p.takes(rules.Draw{N: 1}) || p.takes(1) || p.takes(nil) || p.takes(&rules.Draw{}) {
		t.Error("on[rules.Draw] takes the wrong values")
	}
	if l := lit("x"); !l.takes(nil) || l.takes(rules.Draw{}) {
		t.Error("lit takes parameters")
	}
}
