package catalog_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards/catalog"
)

func TestLookup(t *testing.T) {
	if n := catalog.Len(); n < 3000 {
		t.Fatalf("the catalog holds %d cards; the card world has thousands", n)
	}
	c, ok := catalog.Lookup("  chief RUK’UTAN ")
	if !ok || c.Name != "Chief Ruk'utan" || !c.Is("Mentor") || !c.BlitzLegal || c.CCLegal {
		t.Errorf("Chief Ruk'utan: %+v %v", c, ok)
	}
	if c, ok := catalog.Lookup("Alpha Rampage (red)"); !ok || c.Pitch != 1 || !reflect.DeepEqual(c.Specialization, []string{"Rhinar"}) || !reflect.DeepEqual(c.Supertypes(), []string{"Brute"}) {
		t.Errorf("Alpha Rampage: %+v", c)
	}
	if cs := catalog.Named("potion of deja vu"); len(cs) != 1 || cs[0].Name != "Potion of Déjà Vu" {
		t.Errorf("accents are not folded: %+v", cs)
	}
	if _, ok := catalog.Lookup("Alpha Rampage (blue)"); ok {
		t.Error("a colour the card does not come in is found")
	}
	if got := catalog.Named("Sink Below"); len(got) != 3 || got[0].Color != "red" || got[2].Color != "blue" {
		t.Errorf("Named: %+v", got)
	}
	if c, _ := catalog.Lookup("Agile Windup (red)"); !reflect.DeepEqual(c.Hybrid, [][]string{{"Brute"}, {"Warrior"}}) {
		t.Errorf("hybrid sets %q", c.Hybrid)
	}
	if c, _ := catalog.Lookup("Oldhim"); !c.Young() || !reflect.DeepEqual(c.Essence, []string{"Earth", "Ice"}) {
		t.Errorf("Oldhim: %+v", c)
	}
	if c, _ := catalog.Lookup("Dorinthea Ironsong"); !c.HasMoniker("Dorinthea") || c.HasMoniker("Ironsong Dorinthea") {
		t.Errorf("moniker of %s", c.Name)
	}
	if c, _ := catalog.Lookup("Eye of Ophidia (blue)"); !c.Legendary {
		t.Error("Eye of Ophidia is Legendary")
	}
}

func TestSuggest(t *testing.T) {
	if got := catalog.Suggest("Mucsle Mutt (yellow)", 3); len(got) == 0 || got[0] != "Muscle Mutt (yellow)" {
		t.Errorf("Suggest: %q", got)
	}
	if got := catalog.Suggest("Qwxzv Plorp Zzkq", 3); len(got) != 0 {
		t.Errorf("nothing is close, got %q", got)
	}
	if got := catalog.Suggest("", 3); got != nil {
		t.Errorf("empty: %q", got)
	}
}

// A split card (CR 9.3.2) has the supertypes of both its sides, not one set
// or the other as a hybrid card; ephemeral (CR 8.3.21) is kept.
func TestReviewSplitAndEphemeral(t *testing.T) {
	c, ok := catalog.Lookup("Comet Storm // Shock (red)")
	if !ok || c.Hybrid != nil || !reflect.DeepEqual(c.Supertypes(), []string{"Wizard", "Lightning"}) {
		t.Errorf("Comet Storm // Shock: %+v", c)
	}
	if c, _ := catalog.Lookup("Fang Strike"); !c.Ephemeral {
		t.Errorf("Fang Strike is ephemeral: %+v", c)
	}
	if c, _ := catalog.Lookup("Dodge (blue)"); c.Ephemeral {
		t.Error("Dodge is not ephemeral")
	}
}

// Two letters swapped are one typo, and a name far behind the closest is
// no suggestion: "Dogde" suggests Dodge alone.
func TestReviewSuggestTypos(t *testing.T) {
	if got := catalog.Suggest("Dogde (blue)", 3); !reflect.DeepEqual(got, []string{"Dodge (blue)"}) {
		t.Errorf("Dogde: %q", got)
	}
	if got := catalog.Suggest("Wlid Ride (red)", 3); len(got) == 0 || got[0] != "Wild Ride (red)" {
		t.Errorf("Wlid Ride: %q", got)
	}
	if got := catalog.Suggest("Pack Hnt (red)", 3); len(got) == 0 || got[0] != "Pack Hunt (red)" {
		t.Errorf("Pack Hnt: %q", got)
	}
}

func TestClosest(t *testing.T) {
	keys := []string{"Pummel (red)", "Pummel (yellow)", "Dodge (blue)", "Alpha Rampage (red)", "Warrior's Valor (red)"}
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Pumel", []string{"Pummel (red)", "Pummel (yellow)"}}, // against the name without colour
		{"Dodgee (blue)", []string{"Dodge (blue)"}},
		{"rampage", []string{"Alpha Rampage (red)"}}, // a name that contains the query
		{"warriors valor", []string{"Warrior's Valor (red)"}},
		{"Snatch", nil},
		{"", nil},
	} {
		if got := catalog.Closest(c.q, keys, 3); !slices.Equal(got, c.want) {
			t.Errorf("Closest(%q) = %q, want %q", c.q, got, c.want)
		}
	}
}
