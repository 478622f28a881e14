package cards

import r "github.com/rathe-tcg/rathe/rules"

// Generic equipment of the 1st Strike decks.
// Blossom of Spring and Ironrot Helm and Legs came with Classic Battles
// (classic_battles.go).

// HardKnuckle: when its controller plays an attack action card, they may
// destroy it; if they do, that attack gets +1 power.
var HardKnuckle = define("Hard Knuckle", func(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.WhenYouPlayAttackActionCard,
		Effects: []r.Effect{r.MayDestroySelf{Then: []r.Effect{r.EventAttackGets{Power: 1}}}}}}
})
