// Package carddata holds the printed stats of every card: name, color,
// pitch, cost, power, defense, life, intellect, types, keywords, hybrid
// supertypes and legality. These are facts, read from the card world of
// cards/catalog (generated from the card dataset and committed). The
// printed rules text is never copied: what a card does, and the words the
// game shows for it, come from our own card definitions.
//
// A definition finds its stats here by its name, so shipping another card
// edits no data file: the catalog already holds every card of the game,
// and is regenerated only when the dataset gains cards
// (go generate ./cards/catalog).
package carddata

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/cards/catalog"
)

// Stat is a printed numeric property; Has is false when the card has none (CR 2.0.2: a blank is not zero).
type Stat struct {
	V   int
	Has bool
}

// Printed is what a card has printed on it, less its rules text.
type Printed struct {
	Name  string
	Color string // Color: "red", "yellow", "blue" or ""

	Pitch     Stat
	Cost      Stat
	Power     Stat
	Defense   Stat
	Life      Stat
	Intellect Stat

	Types    []string // e.g. Brute, Action, Attack
	Keywords []string // keywords printed on the card, e.g. Go again
	// Hybrid holds the alternative supertype sets of a hybrid card
	// (CR 2.14.1b); nil for other cards (catalog.Card.Hybrid).
	Hybrid [][]string

	BlitzLegal bool
	CCLegal    bool

	// CostX: the printed cost is X (CR 1.12.2); Cost has no value then.
	CostX bool
	// DefenseStar: the printed defense is "*" (CR 2.3.2a): an ability of
	// the card defines it; Defense has no value then.
	DefenseStar bool
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

// Read finds a card by name, ignoring case, and color ("red", "yellow",
// "blue", or "" for a card with no color). It fails for a card the
// catalog does not hold, and for a printed number the engine has no form
// for yet (a cost of "XX").
func Read(name, color string) (Printed, error) {
	key := strings.TrimSpace(name)
	if c := strings.ToLower(strings.TrimSpace(color)); c != "" {
		key += " (" + c + ")"
	}
	c, ok := catalog.Lookup(key)
	if !ok || !strings.EqualFold(c.Color, strings.TrimSpace(color)) {
		return Printed{}, fmt.Errorf("%s: not in the card catalog", key)
	}
	return fromCatalog(c)
}

// Lookup is Read for a card known to be there: false when Read fails.
func Lookup(name, color string) (Printed, bool) {
	p, err := Read(name, color)
	return p, err == nil
}

// fromCatalog reads a catalog card's printed numbers: "" is no property
// (not zero), "X" a cost chosen as the card is played, "*" a defense an
// ability defines.
func fromCatalog(c catalog.Card) (Printed, error) {
	p := Printed{
		Name:       c.Name,
		Color:      c.Color,
		Types:      slices.Clone(c.Types),
		Keywords:   slices.Clone(c.Keywords),
		BlitzLegal: c.BlitzLegal,
		CCLegal:    c.CCLegal,
	}
	if p.Types == nil {
		p.Types = []string{}
	}
	if p.Keywords == nil {
		p.Keywords = []string{}
	}
	for _, h := range c.Hybrid {
		p.Hybrid = append(p.Hybrid, slices.Clone(h))
	}
	if c.Pitch != 0 {
		p.Pitch = Stat{V: c.Pitch, Has: true}
	}
	cost, defense := c.Cost, c.Defense
	if cost == "X" {
		p.CostX, cost = true, "" // CR 1.12.2
	}
	if defense == "*" {
		p.DefenseStar, defense = true, "" // CR 2.3.2a
	}
	for _, f := range []struct {
		what string
		in   string
		out  *Stat
	}{
		{"cost", cost, &p.Cost},
		{"power", c.Power, &p.Power},
		{"defense", defense, &p.Defense},
		{"life", c.Life, &p.Life},
		{"intellect", c.Intellect, &p.Intellect},
	} {
		if f.in == "" {
			continue
		}
		n, err := strconv.Atoi(f.in)
		if err != nil {
			return Printed{}, fmt.Errorf("%s: %s %q is not a whole number (the engine has no form for it yet)", p.Key(), f.what, f.in)
		}
		*f.out = Stat{V: n, Has: true}
	}
	return p, nil
}
