package cards

import r "github.com/rathe-tcg/rathe/rules"

// The aura tokens of the Elemental heroes (CR 8.2.4 auras, 8.5.2
// creating tokens; each is a token keyword of CR 8.6):
// Might (Terra's cards), Embodiment of Lightning (Aurora's) and Seismic
// Surge (Tectonic Rift's). Each does its one thing and destroys itself as
// it does (rules/auras.go). Cards that create them list them in
// Card.Tokens and say CreateToken{Token: Might} or
// CreateTokens{Token: Might, N: 2}; these names stay as they are.

var (
	// Might: at the start of your turn it is destroyed, and your next
	// attack this turn gets +1 power (CR 1.8.10: "your next attack").
	Might = define("Might", func(c *r.Card) {
		c.Triggers = []r.Trigger{r.AuraAtStartOfTurn(r.NextAttack{Power: 1})}
	})

	// Embodiment of Lightning: when you play an attack action card it is
	// destroyed and that attack gets go again (CR 8.3.5).
	EmbodimentOfLightning = define("Embodiment of Lightning", func(c *r.Card) {
		c.Triggers = []r.Trigger{r.AuraWhenYouPlayAttackAction(r.EventAttackGets{Gains: r.GoAgain})}
	})

	// Seismic Surge (CR 8.6.2): at the beginning of your action phase it is destroyed,
	// and the next Guardian attack action card you play this turn costs 1
	// less (CR 5.1.6a: a decrease applied as that card's cost is found).
	SeismicSurge = define("Seismic Surge", func(c *r.Card) {
		c.Triggers = []r.Trigger{r.AuraAtActionPhase(r.NextCardCosts{
			Filter: r.AttackFilter{ActionCard: true, Classes: r.Guardian}, Delta: -1})}
	})
)
