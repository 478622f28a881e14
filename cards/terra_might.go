package cards

import r "github.com/rathe-tcg/rathe/rules"

// Terra's cards that create Might tokens; the token itself is in
// tokens_elemental.go.

// earthInPitch: "if there is an Earth card in your pitch zone".
var earthInPitch = r.PitchZoneHas(r.Earth)

// createMight creates n Might tokens.
func createMight(n int) []r.Effect {
	if n == 1 {
		return []r.Effect{r.CreateToken{Token: Might}}
	}
	return []r.Effect{r.CreateTokens{Token: Might, N: n}}
}

// seedsOfStrength: create n Might tokens; Earth Bond: n+1 instead (a
// self-replacement, CR 6.4.7).
func seedsOfStrength(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{Might}
		c.Resolve = []r.Effect{r.Instead{Then: createMight(n), If: r.EarthBond, Instead: createMight(n + 1)}}
	}
}

// brackenRap: Earth Bond: when it attacks, if an Earth card was pitched to
// play it, create a Might token.
func brackenRap(c *r.Card) {
	c.Tokens = []*r.Card{Might}
	c.Triggers = []r.Trigger{whenThisAttacks(r.If{Cond: r.EarthBond, Then: createMight(1)})}
}

var (
	// Terra: at the beginning of each end phase (hers and the
	// opponent's, CR 4.4.2), if an Earth card is in her pitch zone, she
	// may pay {r} to create a Might token. The condition is checked as it
	// triggers and again as it resolves (CR 1.8.4).
	Terra = define("Terra", func(c *r.Card) {
		c.Tokens = []*r.Card{Might}
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvEndPhase, If: earthInPitch},
			Effects: []r.Effect{r.If{Cond: earthInPitch, Then: []r.Effect{r.MayPay{N: 1, Then: createMight(1)}}}}}}
	})

	// Canopy Shelter: a block card (never played, CR 8.1.12a);
	// when it defends, create a Might token.
	CanopyShelter = define("Canopy Shelter (blue)", func(c *r.Card) {
		c.Tokens = []*r.Card{Might}
		c.Triggers = []r.Trigger{{When: r.WhenThisDefends,
			Effects: createMight(1)}}
	})
)

// The colour cycles that make Might: the number each colour prints.
var _ = defineCycles(
	cycle{"Bracken Rap", same(brackenRap), 0, 0, notInPool},
	cycle{"Seeds of Strength", seedsOfStrength, notInPool, 2, 1},
)
