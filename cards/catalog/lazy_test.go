package catalog

import (
	"strings"
	"testing"
)

// normSlow is Norm without its ASCII fast path.
func normSlow(s string) string {
	s = fold.Replace(strings.ToLower(s))
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, "( ", "(")
	return strings.ReplaceAll(s, " )", ")")
}

// The one-pass Norm of ASCII names gives what the general one gives, on
// every key and name of the catalog and on spacing and case it must fold.
func TestNormASCIIIsNorm(t *testing.T) {
	tb := load()
	inputs := []string{"", " ", "  a  ", "A ( B )", "( )", "(  )", "x ( ) y", "a )", "( a", "Pummel ( Red)", "Bad`s Luck",
		"MIXED Case  Name", "tab\tname", "déjà vu", "a\x7fb", "((  ))", " ) ( ", "end (", ") start"}
	for i := range tb.rows {
		c := tb.card(i)
		inputs = append(inputs, c.Key(), c.Name, strings.ToUpper(c.Key()), " "+c.Name+"  ")
	}
	ascii := 0
	for _, in := range inputs {
		if _, ok := normASCII(in); ok {
			ascii++
		}
		if got, want := Norm(in), normSlow(in); got != want {
			t.Errorf("Norm(%q) = %q, want %q", in, got, want)
		}
	}
	if ascii < len(inputs)/2 {
		t.Errorf("only %d of %d inputs took the ASCII path", ascii, len(inputs))
	}
}

// Cards are parsed when looked up: every row parses to the card its key
// finds, and the type test that skips parsing agrees with Card.Is.
func TestRowsParseWhenLookedUp(t *testing.T) {
	tb := load()
	heroes := 0
	for i := range tb.rows {
		c := tb.card(i)
		if c.Name == "" || tb.key(i) != c.Key() || !tb.isAt(Norm(c.Key()), i) {
			t.Fatalf("row %d: %+v (key %q)", i, c, tb.key(i))
		}
		if tb.hasType(i, "hero") != c.Is("Hero") {
			t.Errorf("%s: hasType %v, Is %v", c.Key(), tb.hasType(i, "hero"), c.Is("Hero"))
		}
		if c.Is("Hero") {
			heroes++
		}
	}
	if heroes < 50 {
		t.Errorf("%d heroes", heroes)
	}
	a, _ := Lookup("Sink Below (red)")
	b, _ := Lookup("Sink Below (red)")
	if len(a.Types) == 0 {
		t.Fatal("no types")
	}
	a.Types[0] = "changed"
	if b.Types[0] == "changed" {
		t.Error("two look-ups share their lists")
	}
}

// isAt reports whether key k finds row i.
func (t *table) isAt(k string, i int) bool {
	j, ok := t.find(k)
	return ok && j == i
}
