package catalog

import (
	"bytes"
	"compress/gzip"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The indexes cover every row once, sorted, and hold the Norm of every key
// and name.
func TestIndexesSortedAndComplete(t *testing.T) {
	tb := load()
	for _, ix := range []struct {
		what string
		rows []uint32
		of   func(int) string
	}{{"byKey", tb.byKey, tb.normKey}, {"byName", tb.byName, tb.normName}} {
		if len(ix.rows) != len(tb.rows) {
			t.Fatalf("%s: %d rows of %d", ix.what, len(ix.rows), len(tb.rows))
		}
		seen := make([]bool, len(tb.rows))
		for j, i := range ix.rows {
			if seen[i] {
				t.Fatalf("%s: row %d twice", ix.what, i)
			}
			seen[i] = true
			if j == 0 {
				continue
			}
			p := ix.rows[j-1]
			if c := strings.Compare(ix.of(int(p)), ix.of(int(i))); c > 0 || c == 0 && p > i {
				t.Errorf("%s: %q (row %d) before %q (row %d)", ix.what, ix.of(int(p)), p, ix.of(int(i)), i)
			}
		}
	}
	shared := 0
	for i := range tb.rows {
		c := tb.card(i)
		if got, want := tb.normKey(i), Norm(c.Key()); got != want {
			t.Errorf("row %d: key %q, want %q", i, got, want)
		}
		if got, want := tb.normName(i), Norm(c.Name); got != want {
			t.Errorf("row %d: name %q, want %q", i, got, want)
		}
		if tb.rows[i].name == tb.rows[i].key {
			shared++
		}
	}
	// The name is stored once, as the start of its key.
	if shared != len(tb.rows) {
		t.Errorf("%d of %d names share their key's text", shared, len(tb.rows))
	}
}

// Binary search at its edges: the first and last keys in order, keys
// before, after and between them, the empty key.
func TestLookupEdges(t *testing.T) {
	tb := load()
	first, last := int(tb.byKey[0]), int(tb.byKey[len(tb.byKey)-1])
	for _, i := range []int{first, last, int(tb.byKey[1]), int(tb.byKey[len(tb.byKey)-2])} {
		key := tb.key(i)
		for _, k := range []string{key, strings.ToUpper(key), "  " + key + " "} {
			if c, ok := Lookup(k); !ok || c.Key() != key {
				t.Errorf("Lookup(%q) = %q, %v; want %q", k, c.Key(), ok, key)
			}
		}
	}
	for _, k := range []string{"", " ", "!", "0", tb.normKey(first)[:1], tb.normKey(first) + " x", tb.normKey(last) + "z", "\U0010FFFF",
		"sink below (orange)", "sink below", "sink below (red", "sink below (blue) x"} {
		if c, ok := Lookup(k); ok {
			t.Errorf("Lookup(%q) finds %q", k, c.Key())
		}
	}
	if ns := Named(""); ns != nil {
		t.Errorf("Named(\"\") = %v", ns)
	}
	if ns := Named(tb.normName(last) + "z"); ns != nil {
		t.Errorf("a name after the last: %v", ns)
	}
}

// A name in several colours finds each, red first; accents and case fold
// as Norm does.
func TestNamedColoursAndAccents(t *testing.T) {
	for _, c := range []struct {
		name   string
		colors []string
	}{
		{"Sink Below", []string{"red", "yellow", "blue"}},
		{"  sink   BELOW ", []string{"red", "yellow", "blue"}},
		{"Zoom In", []string{"red", "yellow", "blue"}}, // the last name of the file
		{"10,000 YEAR REUNION", []string{"red"}},       // the first
		{"TREMOR OF ÍARATHAEL", []string{"red", "yellow", "blue"}},
		{"tremor of iarathael", []string{"red", "yellow", "blue"}},
		{"Potion of Deja Vu", []string{"blue"}},
		{"Twelve Petal Kasaya", []string{""}},
		{"jarl vetreidi", []string{""}},
		{"Dorinthea Ironsong", []string{""}},
		{"Sink Belo", nil},
	} {
		var got []string
		for _, card := range Named(c.name) {
			got = append(got, card.Color)
		}
		if !slices.Equal(got, c.colors) {
			t.Errorf("Named(%q): colours %q, want %q", c.name, got, c.colors)
		}
	}
	if cs := Named("Hyper Driver"); len(cs) != 4 {
		t.Errorf("Hyper Driver comes in four: %d", len(cs))
	}
	for _, k := range []string{"Tremor of íArathael (blue)", "TREMOR OF IARATHAEL (BLUE)", "tremor of iarathael ( blue )", "Riches of Trōpal-Dhani (yellow)", "riches of tropal–dhani (yellow)"} {
		if c, ok := Lookup(k); !ok || Norm(c.Key()) != Norm(k) {
			t.Errorf("Lookup(%q) = %q, %v", k, c.Key(), ok)
		}
	}
}

// The table holds no pointers but its strings: a row is integers, and the
// indexes are slices of integers, so the collector never scans them.
func TestTableHoldsNoPointers(t *testing.T) {
	rt := reflect.TypeFor[row]()
	for i := range rt.NumField() {
		if k := rt.Field(i).Type.Kind(); k < reflect.Uint8 || k > reflect.Uint64 {
			t.Errorf("row.%s is a %s", rt.Field(i).Name, k)
		}
	}
	tt := reflect.TypeFor[table]()
	for i := range tt.NumField() {
		f := tt.Field(i)
		switch f.Type.Kind() {
		case reflect.String, reflect.Func: // one object each, nothing inside to scan
		case reflect.Slice:
			if k := f.Type.Elem().Kind(); k != reflect.Struct && (k < reflect.Uint8 || k > reflect.Uint64) {
				t.Errorf("table.%s is a slice of %s", f.Name, k)
			}
		default:
			t.Errorf("table.%s is a %s", f.Name, f.Type.Kind())
		}
	}
}

// gz compresses the lines as a catalog file.
func gz(t *testing.T, lines ...string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(Header + "\n" + strings.Join(lines, "\n") + "\n"))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// row13 is a row of the file for a card named name in colour color.
func row13(name, color string) string {
	return name + "\t" + color + "\t1\tGeneric|Action\tbc\t\t\t\t0\t\t3\t\t\t"
}

// A malformed file names the line of the first fault met reading it in
// order; a key listed twice is met at its second line.
func TestParseErrors(t *testing.T) {
	long := strings.Repeat("x", maxKeyRunes+1)
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{row13("A", "red"), "B\tred"}, "line 3: 2 columns, want 14"},
		{[]string{row13("A", "red"), strings.Replace(row13("B", "red"), "\t1\t", "\t12\t", 1)}, `line 3: pitch "12"`},
		{[]string{row13("A", "red"), row13("B", ""), row13("a", "RED")}, "line 4: a (RED) is listed twice"},
		{[]string{row13("B", ""), row13("A", "red"), row13("b", ""), row13("A", "red")}, "line 4: b is listed twice"},
		// A key twice before a bad row: the key is met first.
		{[]string{row13("A", "red"), row13("A", "red"), "bad row"}, "line 3: A (red) is listed twice"},
		{[]string{row13("A", "red"), "bad row", row13("A", "red")}, "line 3: 1 columns, want 14"},
		{[]string{row13("A", ""), row13("a", ""), row13(long, "")}, "line 3: a is listed twice"},
		{[]string{row13("A", ""), row13(long, "")}, "line 3: a key longer than 200 characters"},
	} {
		_, err := parse(gz(t, c.lines...))
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: %v, want %s", c.lines, err, c.want)
		}
	}
	if _, err := parse([]byte("not gzip")); err == nil {
		t.Error("not gzip: no error")
	}
}

// A file far from sorted (here reversed) is indexed as well as the
// embedded one, nearly sorted, by the general sort.
func TestParseUnsorted(t *testing.T) {
	var lines []string
	for c := 'z'; c >= 'a'; c-- {
		for _, color := range []string{"blue", "red", ""} {
			lines = append(lines, row13(strings.Repeat(string(c), 3)+" Strike", color))
		}
	}
	tb, err := parse(gz(t, lines...))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range lines {
		name, rest, _ := strings.Cut(l, "\t")
		color, _, _ := strings.Cut(rest, "\t")
		key := (&Card{Name: name, Color: color}).Key()
		if j, ok := tb.find(Norm(key)); !ok || j != i {
			t.Errorf("%s: row %d, %v; want %d", key, j, ok, i)
		}
		if got := tb.named(Norm(name)); len(got) != 3 || got[0] > got[1] || got[1] > got[2] {
			t.Errorf("%s: rows %v", name, got)
		}
	}
	if !slices.IsSortedFunc(tb.byKey, func(a, b uint32) int { return strings.Compare(tb.normKey(int(a)), tb.normKey(int(b))) }) {
		t.Error("byKey is not sorted")
	}
}
