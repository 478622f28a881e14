package carddata

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards/catalog"
)

// datasetPath is the card dataset beside the repository, seen from this
// package's directory (where go test runs).
const datasetPath = "../../../shared/carddata/cards.jsonl"

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
		t.Error("Lookup found a card that does not exist")
	}
}

func TestCallersCannotChangeTheTable(t *testing.T) {
	p, _ := Lookup("Rhinar", "")
	p.Types[0] = "changed"
	if q, _ := Lookup("Rhinar", ""); q.Types[0] == "changed" {
		t.Error("changing a Lookup result changed the table")
	}
}

// The catalog's printed numbers are read as the engine needs them: a
// blank is no property (CR 2.0.2), X a cost chosen as the card is played
// (CR 1.12.2), "*" a defense an ability defines (CR 2.3.2a), and a number
// the engine has no form for is an error naming the card.
func TestFromCatalog(t *testing.T) {
	p, err := fromCatalog(catalog.Card{Name: "A", Color: "red", Pitch: 1, Cost: "X", Power: "0", Defense: "*"})
	if err != nil {
		t.Fatal(err)
	}
	if !p.CostX || p.Cost.Has || p.Power != stat(0) || !p.DefenseStar || p.Defense.Has || p.Life.Has || p.Pitch != stat(1) {
		t.Errorf("%+v", p)
	}
	if p.Types == nil || p.Keywords == nil {
		t.Error("no types or keywords should be empty lists, not nil")
	}
	if _, err := fromCatalog(catalog.Card{Name: "B", Cost: "XX"}); err == nil || !strings.Contains(err.Error(), `B: cost "XX"`) {
		t.Errorf("cost XX: %v", err)
	}
	if p, _ := Lookup("Tectonic Rift", "blue"); !p.CostX {
		t.Errorf("Tectonic Rift (blue): %+v, want a cost of X", p)
	}
	if _, err := Read("No Such Card", ""); err == nil || !strings.Contains(err.Error(), "No Such Card") {
		t.Errorf("Read of a missing card: %v", err)
	}
}

// datasetCard is the part of a dataset line the printed stats hold.
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
	var dataset []datasetCard
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16*1024*1024)
	for n := 1; sc.Scan(); n++ {
		var d datasetCard
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			t.Fatalf("%s line %d: %v", datasetPath, n, err)
		}
		dataset = append(dataset, d)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}

	read := 0
	for _, d := range dataset {
		p, err := Read(d.Name, d.Color)
		if err != nil {
			// A number the engine has no form for ("XX"): Read says so.
			if !strings.Contains(err.Error(), "not a whole number") {
				t.Errorf("%s (%s): %v", d.Name, d.Color, err)
			}
			continue
		}
		read++
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
		if p.BlitzLegal != d.BlitzLegal || p.CCLegal != d.CCLegal {
			t.Errorf("%s legality = %v %v, dataset has %v %v", p.Key(), p.BlitzLegal, p.CCLegal, d.BlitzLegal, d.CCLegal)
		}
	}
	if read < len(dataset)*9/10 {
		t.Errorf("only %d of %d dataset cards read", read, len(dataset))
	}
}
