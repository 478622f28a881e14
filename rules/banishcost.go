package rules

// "Banish 2 red and 2 yellow cards from your graveyard" as a cost (CR
// 1.14.4: an effect paid as a cost; CR 8.5.1: banishing): the cards are
// the player's choice among those of each colour in their graveyard, one
// at a time (chooseCard), asked only when there are more of the colour
// than it takes; the cost can be paid only when there are enough
// of every colour (CR 5.1.8a).

// BanishFromGraveyardCost: banish Red red, Yellow yellow and Blue blue
// cards of the controller's choice from their graveyard.
type BanishFromGraveyardCost struct{ Red, Yellow, Blue int }

// counts is how many cards of each colour the cost banishes, by Color.
func (e BanishFromGraveyardCost) counts() [4]int {
	var n [4]int
	n[Red], n[Yellow], n[Blue] = e.Red, e.Yellow, e.Blue
	return n
}

func (e BanishFromGraveyardCost) CanPay(g *Game, c *Ctx) bool {
	var have [4]int
	for _, obj := range g.s.Zone(c.Controller, ZoneGraveyard) {
		have[g.s.CardOf(obj).Color]++
	}
	return fits(e.counts(), have)
}

func (e BanishFromGraveyardCost) Pay(g *Game, c *Ctx) bool {
	s := g.s
	for col, n := range e.counts() {
		for k := 0; k < n; k++ {
			var fits []ObjID
			for _, obj := range s.Zone(c.Controller, ZoneGraveyard) {
				if s.CardOf(obj).Color == Color(col) {
					fits = append(fits, obj)
				}
			}
			if len(fits) == n-k {
				// Every card left of the colour goes: which one first
				// changes nothing, so nothing is asked.
				fits = fits[:1]
			}
			obj, ok := g.chooseCard(c.Controller, c.Source, fits, PurposeBanish, CR(8, 5, 1))
			if !ok {
				return false
			}
			g.move(obj, ZoneBanished, false, true)
			g.emit(Event{Kind: EvBanish, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneGraveyard, To: ZoneBanished, Rule: CR(8, 5, 1)})
		}
	}
	return true
}

func (e BanishFromGraveyardCost) Text() Text { return T("cost-banish-from-graveyard", e) }
