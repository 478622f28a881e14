package rules

// Universal (CR 8.3.35): a while-static ability. Wherever the card is, it
// has the class of its controller's hero instead of its own (a Generic
// card played by a Guardian hero is a Guardian card: "your next Guardian
// attack" counts it). Only classes change: talents are not classes (CR
// 2.11), so the card keeps its own and takes none of the hero's. The card
// is in the pool of any hero already (a Generic card, CR 1.1.3); what
// Universal changes is what the card is in the game.

// classesOf is the supertypes of obj now (CR 2.11): its printed ones, or,
// for a card with universal, its controller's hero's classes with its
// own talents (CR 8.3.35).
func (g *Game) classesOf(obj ObjID) Classes {
	s := g.s
	c := s.CardOf(obj)
	if c.Keywords&Universal == 0 {
		return c.Classes
	}
	hero := s.Players[s.Obj(obj).Controller].Hero
	if hero == NoObj {
		return c.Classes
	}
	return c.Classes&talents | s.CardOf(hero).Classes&^talents
}
