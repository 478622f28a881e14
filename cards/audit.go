package cards

import (
	"github.com/rathe-tcg/rathe/cards/carddata"
	"github.com/rathe-tcg/rathe/rules"
)

// AuditCard is one card of an audit (`rathe cards audit --json`).
type AuditCard struct {
	Name        string `json:"name"`
	Pitch       int    `json:"pitch"`
	Implemented bool   `json:"implemented"`
	// Tests is how many tests name the card (Tests.Count); nil when they
	// were not counted (the sources are not at hand).
	Tests *int `json:"tests"`
}

// Audit is what the pool can do of a list of deck cards.
type Audit struct {
	Cards         []AuditCard `json:"cards"`
	Unimplemented int         `json:"unimplemented"`
}

// Untested is how many of the cards no test names (0 when the tests were
// not counted).
func (a Audit) Untested() int {
	n := 0
	for _, c := range a.Cards {
		if c.Tests != nil && *c.Tests == 0 {
			n++
		}
	}
	return n
}

// AuditCards audits the cards decks name (their keys, in deck order, as
// decks.CardNames gives them; cards cannot read decks, which imports
// cards): each card once, whether the engine implements it, and, when
// tests is not nil, how many tests name it. The tokens an implemented card
// creates follow it: the deck needs them too (CR 8.5.2, Quicken). A card
// the engine lacks gets its pitch from the card data, else from the colour
// its key names.
func AuditCards(names []string, tests *Tests) Audit {
	res := Audit{Cards: []AuditCard{}}
	seen := map[string]bool{}
	add := func(ac AuditCard) {
		if seen[Fold(ac.Name)] {
			return
		}
		seen[Fold(ac.Name)] = true
		if tests != nil {
			n := tests.Count(ac.Name)
			ac.Tests = &n
		}
		if !ac.Implemented {
			res.Unimplemented++
		}
		res.Cards = append(res.Cards, ac)
	}
	for _, n := range names {
		c, ok := Lookup(n)
		if !ok {
			ac := AuditCard{Name: n}
			name, color := SplitKey(n)
			if p, ok := carddata.Lookup(name, color); ok && p.Pitch.Has {
				ac.Pitch = p.Pitch.V
			} else if col, ok := rules.ParseColor(color); ok && col != rules.Colorless {
				ac.Pitch = int(col) // red 1, yellow 2, blue 3
			}
			add(ac)
			continue
		}
		add(AuditCard{Name: c.Key(), Pitch: c.Pitch, Implemented: true})
		for _, tok := range c.Tokens {
			add(AuditCard{Name: tok.Key(), Pitch: tok.Pitch, Implemented: true})
		}
	}
	return res
}
