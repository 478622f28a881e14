package cards

import r "github.com/rathe-tcg/rathe/rules"

// Aurora's (Elemental Runeblade, Lightning) cards of the 1st Strike deck
// (../shared/decks/1st-strike-aurora.txt): arcane damage (CR
// 8.5.3b), prevention (CR 6.4.10, spellvoid CR 8.3.15) and lightning flow
// (CR 8.4.16: "if you've played a Lightning card this turn").

// auroraLightningFlow is lightning flow's condition (CR 8.4.16).
var auroraLightningFlow = r.LightningPlayed

// sparkSpray: when this is defended by 1 or more cards, you may pay {r};
// if you do, +1{p}.
func sparkSpray(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.WhenThisIsDefended,
		Effects: []r.Effect{r.MayPay{N: 1, Then: []r.Effect{r.ThisGets{Power: 1}}}}}}
}

// crackling: lightning flow: +1{p}.
func crackling(c *r.Card) {
	c.Statics = []r.Static{{If: auroraLightningFlow, Power: 1}}
}

// harnessLightning: lightning flow: n arcane damage to target hero (either
// hero: CR 1.8.5, oneself is a legal target).
func harnessLightning(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAnyHero}
		c.Resolve = []r.Effect{r.If{Cond: auroraLightningFlow, Then: []r.Effect{r.DealArcane{N: n}}}}
	}
}

// lightningSurge: if this was played from arsenal, it gets go again (read
// as it resolves into its chain link: rules.PlayedFromArsenal).
func lightningSurge(c *r.Card) {
	c.Resolve = []r.Effect{r.If{Cond: r.PlayedFromArsenal, Then: []r.Effect{r.ThisGets{Gains: r.GoAgain}}}}
	onCondition(c, r.GoAgain)
}

// photonRush: lightning flow: go again.
func photonRush(c *r.Card) {
	c.Statics = []r.Static{{If: auroraLightningFlow, Grants: r.GoAgain}}
	onCondition(c, r.GoAgain)
}

// sizzle: go again; the next Lightning or Elemental attack gets +n{p}.
func sizzle(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: r.Lightning | r.Elemental}, Power: n}}
	}
}

// staticShock: lightning flow: when this hits a hero, 1 arcane damage to
// that hero.
func staticShock(c *r.Card) {
	// CR 6.6.5b: an event and a state condition: it triggers only when
	// both hold; the condition is asked again as it resolves.
	c.Triggers = []r.Trigger{{When: r.When{Event: r.EvHit, Of: r.This, To: r.ToHero, If: auroraLightningFlow},
		Effects: []r.Effect{r.If{Cond: auroraLightningFlow, Then: []r.Effect{r.DealArcaneToHitHero{N: 1}}}}}}
}

// lightningPress: target attack action card with cost 1 or less gets
// +n{p}.
func lightningPress(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{ActionCard: true, HasMaxCost: true, MaxCost: 1}}
		c.Resolve = []r.Effect{r.TargetGets{Power: n}}
	}
}

var (
	AetherCrackers = define("Aether Crackers", func(c *r.Card) {
		// When an attack you control hits a hero, you may destroy this; if
		// you do, 1 arcane damage to that hero.
		c.Triggers = []r.Trigger{{When: r.When{Event: r.EvHit, Of: r.YourAttack, To: r.ToHero}, Optional: true,
			Effects: []r.Effect{r.DestroySelfThen{Then: []r.Effect{r.DealArcaneToHitHero{N: 1}}}}}}
	})

	SpellFrayLeggings = define("Spell Fray Leggings", nil) // spellvoid 1 (CR 8.3.15), printed
	SpellFrayTiara    = define("Spell Fray Tiara", nil)    // spellvoid 1 (CR 8.3.15), printed

	StarFall = define("Star Fall", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(1)}
		// Lightning flow on a weapon: its attacks get +1{p} and go again.
		c.Statics = []r.Static{{If: auroraLightningFlow, Power: 1, Grants: r.GoAgain}}
		onCondition(c, r.GoAgain)
	})

	CloudCover = define("Cloud Cover (yellow)", func(c *r.Card) {
		// The next time you would be dealt damage this turn, prevent 2 of
		// it: a fixed prevention (CR 6.4.10i), of any type (6.4.10c).
		c.Resolve = []r.Effect{r.PreventDamage{N: 2, Once: true}}
	})
)

// Aurora's colour cycles: the number each colour prints.
var _ = defineCycles(
	cycle{"Crackling", same(crackling), 0, 0, notInPool},
	cycle{"Fry", nil, 0, 0, 0},
	cycle{"Harness Lightning", harnessLightning, 3, 2, notInPool},
	cycle{"Heaven's Claws", nil, 0, 0, 0},
	cycle{"Lightning Surge", same(lightningSurge), 0, 0, 0},
	cycle{"Photon Rush", same(photonRush), 0, notInPool, 0},
	cycle{"Sizzle", sizzle, 3, 2, notInPool},
	cycle{"Static Shock", same(staticShock), 0, 0, notInPool},
	cycle{"Spark Spray", same(sparkSpray), 0, 0, 0},
	cycle{"Lightning Press", lightningPress, 3, 2, 1},
)

// Aurora, the hero of the 1st Strike deck.
var Aurora = define("Aurora", func(c *r.Card) {
	// Once per turn, instant, {r}{r}: create an Embodiment of Lightning
	// token; only once she has played a Lightning card this turn (CR
	// 5.2.1e: an activation condition).
	c.Tokens = []*r.Card{EmbodimentOfLightning}
	c.Activated = []r.Activated{{Type: r.Instant, Cost: 2, Once: true, If: r.PlayedThisTurn(r.Lightning),
		Effects: []r.Effect{r.CreateToken{Token: EmbodimentOfLightning}}}}
})
