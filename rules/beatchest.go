package rules

// Beat chest (CR 8.3.33): a play-static ability that is an optional
// additional cost: as a player plays the card, they may discard a card
// with 6 or more power from their hand. They declare it with the card's
// other costs (CR 5.1.3b, play.go: asked only when paying it still lets the
// play complete, so a player with no such card is not asked, CR 8.3.33b)
// and pay it after the resources (CR 5.1.8): the cards they pitch leave a
// card that can pay it in the hand (HandCostFits), and they choose which
// one (or the only one goes without a question). A player who paid it has
// beaten chest this turn (CR 8.3.33a): the player's BeatChest, which
// BeatenChest reads ("if you've beaten chest this turn").
//
// A card with beat chest has it as its optional cost: OptCosts:
// []CostEffect{BeatChest{}}. The discard is an ordinary one (CR 8.5.5):
// "whenever you discard" abilities (Rhinar's) see it, and it notes a card
// with 6 or more power discarded this turn (discarded.go).

// beatChestPower is the power of the card beat chest discards.
const beatChestPower = 6

// BeatChest is the optional additional cost of beat chest (CR 8.3.33).
type BeatChest struct{}

// FitsHand: a card with 6 or more power can pay it.
func (BeatChest) FitsHand(g *Game, obj ObjID) bool { return g.hasPowerAtLeast(obj, beatChestPower) }

func (BeatChest) HandCards() int { return 1 }

func (e BeatChest) CanPay(g *Game, c *Ctx) bool {
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source && e.FitsHand(g, obj) {
			return true
		}
	}
	return false
}

func (e BeatChest) Pay(g *Game, c *Ctx) bool {
	var fits []ObjID
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source && e.FitsHand(g, obj) {
			fits = append(fits, obj)
		}
	}
	obj, ok := g.chooseCard(c.Controller, c.Source, fits, PurposeDiscard, CR(8, 3, 33))
	if !ok {
		return false // CR 8.3.33b
	}
	g.discard(c.Controller, obj, c.Source)
	g.s.Players[c.Controller].BeatChest = true // CR 8.3.33a
	return true
}

func (e BeatChest) Text() Text { return T("beat-chest", e) }

// Power is the power of the card it discards: 6 or more (its words say
// the number).
func (BeatChest) Power() int { return beatChestPower }

// BeatenChest holds when the controller has beaten chest this turn (CR
// 8.3.33a).
var BeatenChest = &Condition{Code: "beaten-chest-this-turn", Test: func(g *Game, c *Ctx) bool {
	return g.s.Players[c.Controller].BeatChest
}}
