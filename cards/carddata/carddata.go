// Package carddata holds the printed stats of the cards the project ships:
// name, color, pitch, cost, power, defense, life, intellect, types, keywords
// and legality. These are facts, copied from the card dataset by ./gen into
// cards.json and embedded here. The printed rules text is never copied: what a
// card does, and the words the game shows for it, come from our own card
// definitions.
//
// To ship another card, add it to names.txt and run, from the repo root,
// go generate ./cards/carddata (it needs ../shared/carddata beside the repo).
package carddata

//go:generate go run ./gen -data ../../../shared/carddata/cards.jsonl -names names.txt -out cards.json

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

//go:embed cards.json
var cardsJSON []byte

// Stat is a printed numeric property; Has is false when the card has none (CR 2.0.2: a blank is not zero).
type Stat struct {
	V   int
	Has bool
}

// UnmarshalJSON reads a number, or null for a card with no such property.
func (s *Stat) UnmarshalJSON(b []byte) error {
	if string(bytes.TrimSpace(b)) == "null" {
		*s = Stat{}
		return nil
	}
	var v int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("stat %s: want a whole number or null", b)
	}
	*s = Stat{V: v, Has: true}
	return nil
}

// MarshalJSON writes the form UnmarshalJSON reads.
func (s Stat) MarshalJSON() ([]byte, error) {
	if !s.Has {
		return []byte("null"), nil
	}
	return strconv.AppendInt(nil, int64(s.V), 10), nil
}

// Printed is what a card has printed on it, less its rules text.
type Printed struct {
	Name  string `json:"name"`
	Color string `json:"color"` // Color: "red", "yellow", "blue" or ""

	Pitch     Stat `json:"pitch"`
	Cost      Stat `json:"cost"`
	Power     Stat `json:"power"`
	Defense   Stat `json:"defense"`
	Life      Stat `json:"life"`
	Intellect Stat `json:"intellect"`

	Types    []string `json:"types"`    // e.g. Brute, Action, Attack
	Keywords []string `json:"keywords"` // keywords printed on the card, e.g. Go again
	TypeText string   `json:"type_text"`

	BlitzLegal bool `json:"blitz_legal"`
	CCLegal    bool `json:"cc_legal"`

	// CostX: the printed cost is X (CR 1.12.2); Cost has no value then.
	CostX bool `json:"cost_x,omitempty"`
	// DefenseStar: the printed defense is "*" (CR 2.3.2a): an ability of
	// the card defines it; Defense has no value then.
	DefenseStar bool `json:"defense_star,omitempty"`
}

// Key is the name the project's lists use for a card: "Name", or
// "Name (red)" for a card with a color.
func (p Printed) Key() string {
	if p.Color == "" {
		return p.Name
	}
	return p.Name + " (" + p.Color + ")"
}

// HasType reports whether t is one of the card's types, ignoring case.
func (p Printed) HasType(t string) bool {
	for _, have := range p.Types {
		if strings.EqualFold(have, t) {
			return true
		}
	}
	return false
}

type table struct {
	cards []Printed
	index map[string]int // lookupKey(name, color) -> position in cards
}

// load parses the embedded file once. It is a build artefact, not user input,
// so a malformed file is a broken build: it panics with a message that says
// how to repair it.
var load = sync.OnceValue(func() table {
	t, err := parse(cardsJSON)
	if err != nil {
		panic(fmt.Sprintf("carddata: embedded cards.json is malformed (regenerate it with go generate ./cards/carddata): %v", err))
	}
	return t
})

func parse(b []byte) (table, error) {
	var cards []Printed
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cards); err != nil {
		return table{}, err
	}
	t := table{cards: cards, index: make(map[string]int, len(cards))}
	for i, c := range cards {
		k := lookupKey(c.Name, c.Color)
		if j, dup := t.index[k]; dup {
			return table{}, fmt.Errorf("%s is listed twice (entries %d and %d)", c.Key(), j, i)
		}
		t.index[k] = i
	}
	return t, nil
}

// All returns every shipped card, sorted by name then pitch. The caller owns
// the returned slice.
func All() []Printed {
	cards := load().cards
	out := make([]Printed, len(cards))
	for i, c := range cards {
		out[i] = c.clone()
	}
	return out
}

// Lookup finds a shipped card by name, ignoring case, and color ("red",
// "yellow", "blue", or "" for a card with no color).
func Lookup(name, color string) (Printed, bool) {
	t := load()
	i, ok := t.index[lookupKey(name, color)]
	if !ok {
		return Printed{}, false
	}
	return t.cards[i].clone(), true
}

func lookupKey(name, color string) string {
	return strings.ToLower(strings.TrimSpace(name)) + "\x00" + strings.ToLower(strings.TrimSpace(color))
}

// clone copies the slices, so that no caller can change the shared table.
func (p Printed) clone() Printed {
	p.Types = slices.Clone(p.Types)
	p.Keywords = slices.Clone(p.Keywords)
	return p
}
