package cards

import r "github.com/rathe-tcg/rathe/rules"

// Tectonic Rift: the pool's first card whose cost is X
// (CR 1.12.2, 5.1.3a). X is declared as the card is played, before any
// cost is paid, at most what can be paid; the total cost is then fixed.

var (
	// Tectonic Rift (blue): cost X, go again; it creates X Seismic Surge
	// tokens, each making the next Guardian attack action card cheaper.
	TectonicRift = define("Tectonic Rift (blue)", func(c *r.Card) {
		c.Tokens = []*r.Card{SeismicSurge}
		c.Resolve = []r.Effect{r.CreateTokens{Token: SeismicSurge, PerX: true}}
	})
)
