package decks

import (
	"encoding/json"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

var updatePrecons = flag.Bool("update", false, "rewrite precons.txt from ../shared/decks/precons.json")

// sharedPrecons is the published data beside the repository.
var sharedPrecons = filepath.Join("..", "..", "shared", "decks", "precons.json")

// preconsHeader opens precons.txt: where its facts come from, and its form.
const preconsHeader = `# The preconstructed deck lists of ../shared/decks/precons.json, as facts:
# for each list, a line "= ID<TAB>PRODUCT<TAB>HERO" as the data labels it,
# then its lines "COUNT NAME", in the data's order. No card text.
# Rewritten by: go test ./decks -run TestPreconsMatchShared -update
`

// preconsFromJSON turns the published data into the lists it holds.
func preconsFromJSON(t *testing.T, b []byte) []Precon {
	t.Helper()
	var raw []struct {
		ID       string `json:"id"`
		Category string `json:"category"`
		Label    string `json:"label"`
		Text     string `json:"decklistText"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	var out []Precon
	for _, r := range raw {
		p := Precon{ID: r.ID, Category: r.Category, Label: r.Label}
		for _, l := range strings.Split(strings.TrimSpace(r.Text), "\n") {
			count, name, ok := strings.Cut(strings.TrimSpace(l), " ")
			n, err := strconv.Atoi(count)
			if !ok || err != nil {
				t.Fatalf("%s: line %q: not COUNT NAME", r.ID, l)
			}
			p.Lines = append(p.Lines, PreconLine{n, strings.TrimSpace(name)})
		}
		out = append(out, p)
	}
	return out
}

// formatPrecons writes lists in the form of precons.txt.
func formatPrecons(ps []Precon) string {
	var b strings.Builder
	b.WriteString(preconsHeader)
	for _, p := range ps {
		b.WriteString("= " + p.ID + "\t" + p.Category + "\t" + p.Label + "\n")
		b.Write(p.Text())
	}
	return b.String()
}

// The embedded lists are the published ones, line for line.
func TestPreconsMatchShared(t *testing.T) {
	b, err := os.ReadFile(sharedPrecons)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("no ../shared/decks/precons.json beside the repository")
	}
	if err != nil {
		t.Fatal(err)
	}
	want := preconsFromJSON(t, b)
	if *updatePrecons {
		if err := os.WriteFile("precons.txt", []byte(formatPrecons(want)), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got := Precons()
	if len(got) != len(want) {
		t.Fatalf("%d lists embedded, the data has %d (rewrite: go test ./decks -run TestPreconsMatchShared -update)", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("list %d: embedded %s differs from the data's %s (rewrite: go test ./decks -run TestPreconsMatchShared -update)", i, got[i].ID, want[i].ID)
		}
	}
	if formatPrecons(want) != preconsText {
		t.Errorf("precons.txt is not in the form -update writes")
	}
}

func TestPreconsParse(t *testing.T) {
	ps := Precons()
	if len(ps) == 0 {
		t.Fatal("no precon embedded")
	}
	for _, p := range ps {
		if p.ID == "" || p.Label == "" || len(p.Lines) == 0 {
			t.Errorf("%+v: a list wants an id, a label and lines", p)
		}
	}
	if p, ok := PreconByID("hh-rhinar"); !ok || p.Label != "Rhinar" || p.Lines[0] != (PreconLine{1, "Rhinar"}) {
		t.Errorf("PreconByID(hh-rhinar) = %+v, %v", p, ok)
	}
	for _, bad := range []string{
		"1 Pummel (red)\n",            // before any list
		"= a\tb\n",                    // two fields
		"= a\tb\tc\nx Pummel (red)\n", // no count
		"= a\tb\tc\n0 Pummel (red)\n", // no copies
		"= a\tb\tc\n2 \n",             // no name
		"= a\tb\tc\n= a\tb\tc\n",      // twice
	} {
		if _, err := parsePrecons(bad); err == nil {
			t.Errorf("parsePrecons(%q): no error", bad)
		}
	}
}
