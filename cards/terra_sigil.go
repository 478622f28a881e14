package cards

import r "github.com/rathe-tcg/rathe/rules"

// sigilOfShelter: the next time you would be dealt damage this turn,
// prevent n of it: a fixed prevention (CR 6.4.10i) of any type (6.4.10c).
func sigilOfShelter(key string, n int) *r.Card {
	return define(key, func(c *r.Card) {
		c.Resolve = []r.Effect{r.PreventDamage{N: n, Once: true}}
	})
}

var (
	SigilOfShelterYellow = sigilOfShelter("Sigil of Shelter (yellow)", 2)
	SigilOfShelterBlue   = sigilOfShelter("Sigil of Shelter (blue)", 1)
)
