// Command gen writes cards.json, the printed stats of the cards the project
// ships, from the card dataset kept beside the repository.
//
// Only facts are copied (name, color, pitch, cost, power, defense, life,
// intellect, types, keywords, legality); the dataset's printed rules text is
// never read into this program, so it cannot leak into the output.
//
// Run from the repository root:
//
//	go run ./cards/carddata/gen -data ../shared/carddata/cards.jsonl \
//	    -names cards/carddata/names.txt -out cards/carddata/cards.json
//
// or, equivalently, go generate ./cards/carddata.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/cards/internal/dataset"
)

func main() {
	data := flag.String("data", "../shared/carddata/cards.jsonl", "card dataset, one JSON object a line")
	names := flag.String("names", "cards/carddata/names.txt", "list of the cards to ship")
	out := flag.String("out", "cards/carddata/cards.json", "file to write")
	flag.Parse()
	if err := run(*data, *names, *out); err != nil {
		fmt.Fprintln(os.Stderr, "carddata gen:", err)
		os.Exit(1)
	}
}

func run(dataPath, namesPath, outPath string) error {
	wanted, err := readNames(namesPath)
	if err != nil {
		return err
	}
	dataset, err := readDataset(dataPath)
	if err != nil {
		return err
	}
	cards, err := pick(wanted, dataset, namesPath)
	if err != nil {
		return err
	}
	b, err := encode(cards)
	if err != nil {
		return err
	}
	if err := os.WriteFile(outPath, b, 0o644); err != nil {
		return fmt.Errorf("writing %s: %w", outPath, err)
	}
	return nil
}

// wantedCard is one line of names.txt.
type wantedCard struct {
	line        int
	text        string // the line as written, trimmed
	name, color string // color lower case, "" for a card with no color
}

var colorSuffix = regexp.MustCompile(`(?i)^(.*\S)\s*\((red|yellow|blue)\)$`)

// readNames parses names.txt: "Name" or "Name (red|yellow|blue)" a line;
// blank lines and lines starting with # are skipped.
func readNames(path string) ([]wantedCard, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cards []wantedCard
	seen := map[string]int{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		w := wantedCard{line: n, text: text, name: text}
		if m := colorSuffix.FindStringSubmatch(text); m != nil {
			w.name, w.color = m[1], strings.ToLower(m[2])
		}
		k := key(w.name, w.color)
		if first, dup := seen[k]; dup {
			return nil, fmt.Errorf("%s line %d: %q is already listed on line %d", path, n, text, first)
		}
		seen[k] = n
		cards = append(cards, w)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return cards, nil
}

// datasetCard holds the fields of a dataset line that the project may copy.
// Numbers are strings there; "" means the card has no such property.
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

// readDataset returns the dataset's cards by key(name, color).
func readDataset(path string) (map[string]datasetCard, error) {
	cards := map[string]datasetCard{}
	err := dataset.Each(path, func(c datasetCard) (string, string) { return c.Name, c.Color }, func(_ int, c datasetCard) error {
		cards[key(c.Name, strings.ToLower(c.Color))] = c
		return nil
	})
	return cards, err
}

// card is one element of cards.json. The field order here is the order in the
// file. A nil number is written as null: the card has no such property.
type card struct {
	Name       string   `json:"name"`
	Color      string   `json:"color"`
	Pitch      *int     `json:"pitch"`
	Cost       *int     `json:"cost"`
	Power      *int     `json:"power"`
	Defense    *int     `json:"defense"`
	Life       *int     `json:"life"`
	Intellect  *int     `json:"intellect"`
	Types      []string `json:"types"`
	Keywords   []string `json:"keywords"`
	TypeText   string   `json:"type_text"`
	BlitzLegal bool     `json:"blitz_legal"`
	CCLegal    bool     `json:"cc_legal"`
	// CostX marks a printed cost of X (CR 1.12.2): Cost is then null.
	// Written only when set, so that no other card's entry changes.
	CostX bool `json:"cost_x,omitempty"`
	// DefenseStar marks a printed defense of "*": an ability of the card
	// defines it (CR 2.3.2a); Defense is then null.
	DefenseStar bool `json:"defense_star,omitempty"`
}

// pick finds every wanted card in the dataset; it reports all the lines not
// found at once.
func pick(wanted []wantedCard, dataset map[string]datasetCard, namesPath string) ([]card, error) {
	var errs []error
	var cards []card
	for _, w := range wanted {
		d, ok := dataset[key(w.name, w.color)]
		if !ok {
			errs = append(errs, fmt.Errorf("%s line %d: %q is not in the dataset%s", namesPath, w.line, w.text, hint(w, dataset)))
			continue
		}
		c, err := convert(d)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s line %d: %q: %w", namesPath, w.line, w.text, err))
			continue
		}
		cards = append(cards, c)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	sort.Slice(cards, func(i, j int) bool {
		a, b := cards[i], cards[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		if pa, pb := sortPitch(a.Pitch), sortPitch(b.Pitch); pa != pb {
			return pa < pb
		}
		return a.Color < b.Color
	})
	return cards, nil
}

// hint suggests what a names.txt line may have meant: the same name in other
// colors (names match whatever their capitals).
func hint(w wantedCard, dataset map[string]datasetCard) string {
	var found []string
	for _, d := range dataset {
		if strings.EqualFold(d.Name, w.name) {
			if d.Color == "" {
				found = append(found, fmt.Sprintf("%q", d.Name))
			} else {
				found = append(found, fmt.Sprintf("%q", d.Name+" ("+strings.ToLower(d.Color)+")"))
			}
		}
	}
	if len(found) == 0 {
		return ""
	}
	sort.Strings(found)
	return " (the dataset has " + strings.Join(found, ", ") + ")"
}

func convert(d datasetCard) (card, error) {
	c := card{
		Name:       d.Name,
		Color:      strings.ToLower(d.Color),
		Types:      nonNil(d.Types),
		Keywords:   nonNil(d.CardKeywords),
		TypeText:   d.TypeText,
		BlitzLegal: d.BlitzLegal,
		CCLegal:    d.CCLegal,
	}
	var err error
	if d.Defense == "*" {
		// CR 2.3.2a: the card's ability defines its defense.
		c.DefenseStar = true
		d.Defense = ""
	}
	if d.Cost == "X" {
		// CR 1.12.2: a cost of X is chosen as the card is played.
		c.CostX = true
		d.Cost = ""
	}
	for _, f := range []struct {
		name string
		in   string
		out  **int
	}{
		{"pitch", d.Pitch, &c.Pitch},
		{"cost", d.Cost, &c.Cost},
		{"power", d.Power, &c.Power},
		{"defense", d.Defense, &c.Defense},
		{"health", d.Health, &c.Life},
		{"intelligence", d.Intelligence, &c.Intellect},
	} {
		if *f.out, err = number(f.in); err != nil {
			return card{}, fmt.Errorf("%s: %w", f.name, err)
		}
	}
	return c, nil
}

// number reads a dataset number: "" is no property (nil), not zero.
func number(s string) (*int, error) {
	if s == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, fmt.Errorf("%q is not a whole number (cards.json has no form for it yet)", s)
	}
	return &n, nil
}

// encode writes the cards with a fixed layout, so that regenerating from the
// same data gives no diff.
func encode(cards []card) ([]byte, error) {
	if cards == nil {
		cards = []card{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(cards); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func key(name, color string) string { return strings.ToLower(name) + "\x00" + color }

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// sortPitch puts a card with no pitch before any pitch value.
func sortPitch(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
