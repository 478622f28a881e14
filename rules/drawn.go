package rules

// "If you've drawn a card this turn" (Rising Power, High Riser): whether
// the player has drawn a card (CR 8.5.6) since this turn began, whoever's
// turn it is; the turn's counts end with the turn (CR 4.4.4). The fact is
// TurnStats.Drew, kept only in a game with a card that asks it (the fact
// table's drawn), so that the games of other decks keep the states and
// hashes they had.

// DrawnThisTurn holds when the controller has drawn a card this turn.
var DrawnThisTurn = &Condition{Code: "drawn-this-turn", Test: func(g *Game, c *Ctx) bool {
	return g.s.Players[c.Controller].Turn.Drew
}}

// noteDrawn remembers that p drew a card this turn, if a card of the game
// asks (a game of more cards than the fact table holds always notes it).
func (g *Game) noteDrawn(p Player) {
	if g.cardFacts() == nil || g.facts.drawn {
		g.s.Players[p].Turn.Drew = true
	}
}

// asksDrawn reports whether a card's abilities ask DrawnThisTurn: its
// static abilities, its play condition, its activation conditions and
// its cost statics.
func asksDrawn(c *Card) bool {
	if c.PlayIf == DrawnThisTurn {
		return true
	}
	for i := range c.Statics {
		if c.Statics[i].If == DrawnThisTurn {
			return true
		}
	}
	for i := range c.Activated {
		if c.Activated[i].If == DrawnThisTurn {
			return true
		}
	}
	for i := range c.CostStatics {
		if c.CostStatics[i].If == DrawnThisTurn {
			return true
		}
	}
	return false
}
