package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Classic Battles mentors (CR 8.1.10), the Quicken token (CR 8.6.1) and
// the card that creates it.

var (
	// Chief Ruk'utan: may be turned face up in the arsenal as your turn
	// starts; while face up there, each card you play with 6 or more power
	// intimidates and teaches a lesson, and the second lesson fetches
	// Alpha Rampage into the arsenal.
	ChiefRukutan = define("Chief Ruk'utan", func(c *r.Card) {
		c.Triggers = []r.Trigger{
			r.TurnFaceUpAtStart(),
			{When: r.When{Event: r.EvPlay, Of: r.You, MinPower: 6}, Where: r.ZoneArsenal, FaceUp: true,
				Effects: append([]r.Effect{r.Intimidate{}}, r.Lesson(2, "Alpha Rampage")...)},
		}
	})

	// Hala Goldenhelm: the same turning face up; while face up in the
	// arsenal, each hit of a sword attack you control gives that attack go
	// again and teaches a lesson, and the second lesson fetches Glistening
	// Steelblade.
	HalaGoldenhelm = define("Hala Goldenhelm", func(c *r.Card) {
		c.Triggers = []r.Trigger{
			r.TurnFaceUpAtStart(),
			{When: r.When{Event: r.EvHit, Of: r.YourAttack, Filter: r.AttackFilter{Subtypes: r.Sword}}, Where: r.ZoneArsenal, FaceUp: true,
				Effects: append([]r.Effect{r.EventAttackGets{Gains: r.GoAgain}}, r.Lesson(2, "Glistening Steelblade")...)},
		}
	})

	// Quicken (CR 8.6.1): the next attack action card you play, or weapon
	// attack you activate, destroys this token and gets go again.
	Quicken = define("Quicken", func(c *r.Card) {
		gain := []r.Effect{r.DestroySelf{Rule: r.CR(8, 6, 1)}, r.EventAttackGets{Gains: r.GoAgain}}
		c.Triggers = []r.Trigger{
			{When: r.WhenYouPlayAttackActionCard, Effects: gain},
			{When: r.WhenYouActivateWeaponAttack, Effects: gain},
		}
	})

	// Flock of the Feather Walkers: showing a cheap card from hand is part
	// of its cost; its attack leaves a Quicken token behind.
	FlockOfTheFeatherWalkers = define("Flock of the Feather Walkers (red)", func(c *r.Card) {
		c.AddCosts = []r.CostEffect{r.RevealCost{Max: 1}}
		c.Tokens = []*r.Card{Quicken}
		c.Triggers = []r.Trigger{{When: r.WhenThisAttacks,
			Effects: []r.Effect{r.CreateToken{Token: Quicken}}}}
	})
)
