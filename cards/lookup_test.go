package cards_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
)

// Lookup by key, in any case and spacing, with either apostrophe; a name
// without its colour finds the card only when the pool has it in one
// colour (Dodge: blue only), not when it has several (Pummel).
func TestLookupByNameAlone(t *testing.T) {
	for _, c := range []struct {
		key  string
		want *string
	}{
		{"Pummel (red)", ptr("Pummel")},
		{"  pummel   (YELLOW) ", ptr("Pummel")},
		{"Pummel", nil},
		{"Dodge", ptr("Dodge")},
		{"dodge", ptr("Dodge")},
		{"Bone Basher", ptr("Bone Basher")},
		{"Nonsense", nil},
	} {
		got, ok := cards.Lookup(c.key)
		switch {
		case c.want == nil && ok:
			t.Errorf("%q: found %s, want nothing", c.key, got.Key())
		case c.want != nil && (!ok || got.Name != *c.want):
			t.Errorf("%q: %v %v, want %s", c.key, got, ok, *c.want)
		}
	}
}

func ptr(s string) *string { return &s }
