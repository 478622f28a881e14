package carddata

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// datasetPath is the card dataset beside the repository, seen from this
// package's directory (where go test runs).
const datasetPath = "../../../shared/carddata/cards.jsonl"

// shippedNames reads names.txt the way the generator does.
func shippedNames(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("names.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var names []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		names = append(names, line)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return names
}

func TestEveryShippedNameOnce(t *testing.T) {
	names := shippedNames(t)
	count := map[string]int{}
	for _, p := range All() {
		count[p.Key()]++
	}
	for _, n := range names {
		if count[n] != 1 {
			t.Errorf("names.txt %q: in All() %d times, want 1", n, count[n])
		}
	}
	if got, want := len(All()), len(names); got != want {
		t.Errorf("All() has %d cards, names.txt lists %d", got, want)
	}
}

func TestAllSorted(t *testing.T) {
	all := All()
	ok := sort.SliceIsSorted(all, func(i, j int) bool {
		a, b := all[i], all[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return pitchOrder(a.Pitch) < pitchOrder(b.Pitch)
	})
	if !ok {
		t.Error("All() is not sorted by name then pitch")
	}
}

func pitchOrder(s Stat) int {
	if !s.Has {
		return -1
	}
	return s.V
}

func stat(v int) Stat { return Stat{V: v, Has: true} }

func TestSpotChecks(t *testing.T) {
	tests := []struct {
		name, color string
		check       func(t *testing.T, p Printed)
	}{
		{"Muscle Mutt", "yellow", func(t *testing.T, p Printed) {
			want := [4]Stat{stat(2), stat(3), stat(6), stat(2)}
			if got := [4]Stat{p.Pitch, p.Cost, p.Power, p.Defense}; got != want {
				t.Errorf("pitch, cost, power, defense = %v, want %v", got, want)
			}
		}},
		{"Rhinar", "", func(t *testing.T, p Printed) {
			if p.Life != stat(20) || p.Intellect != stat(4) {
				t.Errorf("life %v intellect %v, want 20 and 4", p.Life, p.Intellect)
			}
			if p.Pitch.Has {
				t.Errorf("pitch %v, want none", p.Pitch)
			}
			if !p.HasType("hero") {
				t.Errorf("types %v: want Hero", p.Types)
			}
		}},
		{"Titanium Bauble", "blue", func(t *testing.T, p Printed) {
			if p.Pitch != stat(3) {
				t.Errorf("pitch %v, want 3", p.Pitch)
			}
			if p.Cost.Has {
				t.Errorf("cost %v, want none (a blank is not zero)", p.Cost)
			}
		}},
		{"Dawnblade, Resplendent", "", func(t *testing.T, p Printed) {
			if p.Power != stat(2) {
				t.Errorf("power %v, want 2", p.Power)
			}
			for _, typ := range []string{"Weapon", "Sword"} {
				if !p.HasType(typ) {
					t.Errorf("types %v: want %s", p.Types, typ)
				}
			}
			if p.HasType("Action") {
				t.Errorf("types %v: a weapon is not an action", p.Types)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := Lookup(tt.name, tt.color)
			if !ok {
				t.Fatalf("Lookup(%q, %q): not found", tt.name, tt.color)
			}
			tt.check(t, p)
		})
	}
}

func TestLookup(t *testing.T) {
	if p, ok := Lookup("muscle MUTT", "Yellow"); !ok || p.Name != "Muscle Mutt" || p.Key() != "Muscle Mutt (yellow)" {
		t.Errorf("case-insensitive Lookup = %+v, %v", p, ok)
	}
	if _, ok := Lookup("Muscle Mutt", ""); ok {
		t.Error(`Lookup("Muscle Mutt", "") found a card: color "" means a card with no color`)
	}
	if _, ok := Lookup("Rhinar", "red"); ok {
		t.Error(`Lookup("Rhinar", "red") found a card`)
	}
	if _, ok := Lookup("No Such Card", ""); ok {
		t.Error("Lookup found a card that is not shipped")
	}
}

func TestCallersCannotChangeTheTable(t *testing.T) {
	p, _ := Lookup("Rhinar", "")
	p.Types[0] = "changed"
	all := All()
	all[0].Name = "changed"
	if q, _ := Lookup("Rhinar", ""); q.Types[0] == "changed" {
		t.Error("changing a Lookup result changed the table")
	}
	if All()[0].Name == "changed" {
		t.Error("changing All() changed the table")
	}
}

func TestStatJSON(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Stat
	}{{"null", Stat{}}, {"0", stat(0)}, {"7", stat(7)}} {
		var s Stat
		if err := json.Unmarshal([]byte(tt.in), &s); err != nil || s != tt.want {
			t.Errorf("unmarshal %s = %v, %v; want %v", tt.in, s, err, tt.want)
		}
		if b, err := json.Marshal(s); err != nil || string(b) != tt.in {
			t.Errorf("marshal %v = %s, %v; want %s", s, b, err, tt.in)
		}
	}
	for _, in := range []string{`"3"`, "1.5", "true"} {
		var s Stat
		if err := json.Unmarshal([]byte(in), &s); err == nil {
			t.Errorf("unmarshal %s: want an error", in)
		}
	}
}

func TestParseRejectsMalformed(t *testing.T) {
	for _, in := range []string{
		`{`,
		`[{"name": "A", "color": "", "pitch": "1"}]`,
		`[{"name": "A", "colour": ""}]`,
		`[{"name": "A", "color": "red"}, {"name": "a", "color": "red"}]`,
	} {
		if _, err := parse([]byte(in)); err == nil {
			t.Errorf("parse(%s): want an error", in)
		}
	}
}

// datasetCard is the part of a dataset line the embedded file copies.
type datasetCard struct {
	Name         string   `json:"name"`
	Color        string   `json:"color"`
	Pitch        string   `json:"pitch"`
	Cost         string   `json:"cost"`
	Power        string   `json:"power"`
	Defense      string   `json:"defense"`
	Health       string   `json:"health"`
	Intelligence string   `json:"intelligence"`
	Types        []string `json:"types"`
	CardKeywords []string `json:"card_keywords"`
	TypeText     string   `json:"type_text"`
	BlitzLegal   bool     `json:"blitz_legal"`
	CCLegal      bool     `json:"cc_legal"`
}

func TestMatchesDataset(t *testing.T) {
	f, err := os.Open(datasetPath)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("../shared/carddata not present: skipping the dataset comparison")
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dataset := map[string]datasetCard{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16*1024*1024)
	for n := 1; sc.Scan(); n++ {
		var d datasetCard
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			t.Fatalf("%s line %d: %v", datasetPath, n, err)
		}
		dataset[lookupKey(d.Name, d.Color)] = d
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}

	for _, p := range All() {
		d, ok := dataset[lookupKey(p.Name, p.Color)]
		if !ok {
			t.Errorf("%s: not in the dataset", p.Key())
			continue
		}
		if d.Name != p.Name || strings.ToLower(d.Color) != p.Color {
			t.Errorf("%s: dataset has %q (%q)", p.Key(), d.Name, d.Color)
		}
		for _, s := range []struct {
			field string
			got   Stat
			in    string
		}{
			{"pitch", p.Pitch, d.Pitch},
			{"cost", p.Cost, d.Cost},
			{"power", p.Power, d.Power},
			{"defense", p.Defense, d.Defense},
			{"life", p.Life, d.Health},
			{"intellect", p.Intellect, d.Intelligence},
		} {
			want := Stat{}
			if s.field == "cost" && s.in == "X" && p.CostX {
				// CR 1.12.2: a cost of X is no number; CostX says it.
				s.in = ""
			}
			if s.field == "defense" && s.in == "*" && p.DefenseStar {
				// CR 2.3.2a: an ability defines it; DefenseStar says so.
				s.in = ""
			}
			if s.in != "" {
				v, err := strconv.Atoi(s.in)
				if err != nil {
					t.Errorf("%s %s: dataset has %q", p.Key(), s.field, s.in)
					continue
				}
				want = stat(v)
			}
			if s.got != want {
				t.Errorf("%s %s = %v, dataset has %q", p.Key(), s.field, s.got, s.in)
			}
		}
		if !slices.Equal(p.Types, d.Types) {
			t.Errorf("%s types = %v, dataset has %v", p.Key(), p.Types, d.Types)
		}
		if !slices.Equal(p.Keywords, d.CardKeywords) {
			t.Errorf("%s keywords = %v, dataset has %v", p.Key(), p.Keywords, d.CardKeywords)
		}
		if p.TypeText != d.TypeText || p.BlitzLegal != d.BlitzLegal || p.CCLegal != d.CCLegal {
			t.Errorf("%s type text / legality = %q %v %v, dataset has %q %v %v",
				p.Key(), p.TypeText, p.BlitzLegal, p.CCLegal, d.TypeText, d.BlitzLegal, d.CCLegal)
		}
	}
}
