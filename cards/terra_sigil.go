package cards

import r "github.com/rathe-tcg/rathe/rules"

// sigilOfShelter: the next time you would be dealt damage this turn,
// prevent n of it: a fixed prevention (CR 6.4.10i) of any type (6.4.10c).
func sigilOfShelter(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Resolve = []r.Effect{r.PreventDamage{N: n, Once: true}}
	}
}

// Sigil of Shelter: the number each colour prints.
var _ = defineCycles(cycle{"Sigil of Shelter", sigilOfShelter, notInPool, 2, 1})
