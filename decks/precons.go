package decks

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// precons.txt holds the preconstructed deck lists of the game as published
// (../shared/decks/precons.json, the lists players buy: Heavy Hitters, 1st
// Strike, Rosetta, Silver Age, Armory…), as facts: each list's id, product
// and hero label, and its lines, count and card name. No card text. The
// lists are what `rathe cards audit --decks` measures the engine against.
// TestPreconsMatchShared holds it equal to the JSON when that file is beside
// the repository (go test ./decks -run TestPreconsMatchShared -update
// rewrites it from there).
//
//go:embed precons.txt
var preconsText string

// Precon is one preconstructed deck list, as published.
type Precon struct {
	// ID is the list's id in the published data ("hh-rhinar").
	ID string
	// Category is the product the list comes in ("Heavy Hitters (Blitz
	// Preconstructed)").
	Category string
	// Label is the hero as the product names it ("Rhinar", "Bravo,
	// Flattering Showman"); some lists do not name their hero on a line.
	Label string
	// Lines are the list's lines, in order.
	Lines []PreconLine
}

// PreconLine is a line of a precon: how many copies of which card, named
// as the list names it.
type PreconLine struct {
	Count int
	Name  string
}

// Text is the list as a deck file: one "COUNT NAME" line per line, so that
// its line numbers are the lines' indexes plus one.
func (p Precon) Text() []byte {
	var b strings.Builder
	for _, l := range p.Lines {
		fmt.Fprintf(&b, "%d %s\n", l.Count, l.Name)
	}
	return []byte(b.String())
}

// Precons are the embedded precon lists, in the order of the published data.
func Precons() []Precon { return precons() }

var precons = sync.OnceValue(func() []Precon {
	ps, err := parsePrecons(preconsText)
	if err != nil {
		panic("decks: precons.txt: " + err.Error()) // a test reads it
	}
	return ps
})

// PreconByID finds a precon by its id.
func PreconByID(id string) (Precon, bool) {
	for _, p := range Precons() {
		if p.ID == id {
			return p, true
		}
	}
	return Precon{}, false
}

// parsePrecons reads the form of precons.txt: comment lines ("#"), a list's
// header "= ID<TAB>CATEGORY<TAB>LABEL", then its lines "COUNT NAME".
func parsePrecons(s string) ([]Precon, error) {
	var out []Precon
	seen := map[string]bool{}
	for i, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		n := i + 1
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "= "):
			f := strings.Split(line[2:], "\t")
			if len(f) != 3 || f[0] == "" {
				return nil, fmt.Errorf("line %d: want \"= ID<TAB>CATEGORY<TAB>LABEL\"", n)
			}
			if seen[f[0]] {
				return nil, fmt.Errorf("line %d: %s a second time", n, f[0])
			}
			seen[f[0]] = true
			out = append(out, Precon{ID: f[0], Category: f[1], Label: f[2]})
		default:
			count, name, ok := strings.Cut(line, " ")
			c, err := strconv.Atoi(count)
			if !ok || err != nil || c < 1 || strings.TrimSpace(name) != name || name == "" {
				return nil, fmt.Errorf("line %d: want \"COUNT NAME\"", n)
			}
			if len(out) == 0 {
				return nil, fmt.Errorf("line %d: a card line before any list", n)
			}
			p := &out[len(out)-1]
			p.Lines = append(p.Lines, PreconLine{c, name})
		}
	}
	return out, nil
}
