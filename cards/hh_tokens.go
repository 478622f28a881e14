package cards

import r "github.com/rathe-tcg/rathe/rules"

// The tokens of the Heavy Hitters (token keywords, CR 8.6) and the cards
// whose whole work is to make them: the equipment that is destroyed for a
// token, and the action cards that create one or two. Might is
// tokens_elemental.go's.

var (
	// Gold (CR 8.6.16): an item token; for {r}{r} and destroying it, its
	// controller draws a card; the layer has go again.
	Gold = define("Gold", func(c *r.Card) {
		c.Activated = []r.Activated{{Type: r.Action, Cost: 2, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Effects: []r.Effect{r.Draw{N: 1}}, GoAgain: true}}
	})

	// Vigor (CR 8.6.27): an aura token; at the start of its controller's
	// turn it is destroyed and they gain a resource point.
	Vigor = define("Vigor", func(c *r.Card) {
		c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.GainResources{N: 1})}
	})

	// Agility (CR 8.6.28): an aura token; at the start of its controller's
	// turn it is destroyed and their next attack this turn gets go again.
	Agility = define("Agility", func(c *r.Card) {
		c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.NextAttack{Gains: r.GoAgain})}
	})
)

// tokenEquipment: blade break, and "Action – Destroy this: Create a
// [token] token. Go again" (rules.DestroyThisCreate).
func tokenEquipment(key string, token *r.Card) *r.Card {
	return define(key, func(c *r.Card) {
		c.Tokens = []*r.Card{token}
		c.Activated = []r.Activated{r.DestroyThisCreate(token)}
	})
}

// createEach creates one token of each definition, in the printed order
// ("Create a Might and a Vigor token").
func createEach(tokens ...*r.Card) []r.Effect {
	out := make([]r.Effect, len(tokens))
	for i, t := range tokens {
		out[i] = r.CreateToken{Token: t}
	}
	return out
}

// tokenAction: go again; create one token of each of tokens.
func tokenAction(key string, tokens ...*r.Card) *r.Card {
	return define(key, func(c *r.Card) {
		c.Tokens = tokens
		c.Resolve = createEach(tokens...)
	})
}

// leadWith: go again; the next attack of the classes gets +n power this
// turn (CR 1.8.10: an attack not yet declared), then create a token.
func leadWith(classes r.Classes, token *r.Card) func(n int) func(c *r.Card) {
	return func(n int) func(c *r.Card) {
		return func(c *r.Card) {
			c.Tokens = []*r.Card{token}
			c.Resolve = append([]r.Effect{r.NextAttack{Filter: r.AttackFilter{Classes: classes}, Power: n}}, createEach(token)...)
		}
	}
}

var (
	GauntletOfMight = tokenEquipment("Gauntlet of Might", Might)
	VigorGirth      = tokenEquipment("Vigor Girth", Vigor)
	FlatTrackers    = tokenEquipment("Flat Trackers", Agility)

	PintOfStrongAndStout = tokenAction("Pint of Strong and Stout (blue)", Might, Vigor)
	GobletOfBloodrunWine = tokenAction("Goblet of Bloodrun Wine (blue)", Agility, Vigor)
	SmashbackAlehorn     = tokenAction("Smashback Alehorn (blue)", Agility, Might)
)

// The colour cycles that make a token: the number each colour prints.
var _ = defineCycles(
	cycle{"Lead with Power", leadWith(r.Brute|r.Guardian, Might), 3, 2, 1},
	cycle{"Lead with Speed", leadWith(r.Brute|r.Warrior, Agility), 3, 2, 1},
)

// windup: an attack action card with "Instant – Discard this: Create a
// [token] token", an ability that works from the hand (CR 1.7.4b,
// rules/handability.go).
func windup(token *r.Card) func(c *r.Card) {
	return func(c *r.Card) {
		c.Tokens = []*r.Card{token}
		c.Activated = []r.Activated{{Type: r.Instant, EffCosts: []r.CostEffect{r.DiscardSelfCost{}},
			Effects: createEach(token)}}
	}
}

// The windups: their colours print no number of their text.
var _ = defineCycles(
	cycle{"Mighty Windup", same(windup(Might)), 0, 0, 0},
	cycle{"Agile Windup", same(windup(Agility)), 0, 0, 0},
)

// temperEquipment: temper (CR 8.3.10), and +1{d} while its controller
// controls a token of each name given ("If you control a Might token,
// this gets +1{d}"), one static ability per token.
func temperEquipment(key string, tokens ...string) *r.Card {
	return define(key, func(c *r.Card) {
		for _, t := range tokens {
			c.Statics = append(c.Statics, r.Static{If: r.ControlsToken(t), Defense: 1})
		}
	})
}

var (
	StandGround    = temperEquipment("Stand Ground", "Might", "Vigor")
	BeckonApplause = temperEquipment("Beckon Applause", "Agility", "Vigor")
	RawMeat        = temperEquipment("Raw Meat", "Agility", "Might")
)
