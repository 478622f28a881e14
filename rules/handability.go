package rules

// Activated abilities that work from the hand: "Instant – Discard this:
// ..." on a deck card (Mighty Windup). CR 1.7.4: an ability functions while
// its source is public in the arena, but CR 1.7.4b makes an exception for
// an activated ability whose cost can be paid only while its source is
// outside the arena: discarding the card itself can be paid only from the
// hand, so the ability is usable there, and nowhere else. The priority
// prompt lists such abilities of the cards in the player's hand
// (Game.abilities), and the discard is an ordinary one (CR 8.5.5): "whenever
// you discard" abilities see it.

// DiscardSelfCost: discard this card from its controller's hand, as a cost
// ("Discard this: ...", CR 1.14.4, 8.5.5).
type DiscardSelfCost struct{}

func (DiscardSelfCost) CanPay(g *Game, c *Ctx) bool {
	o := g.s.Obj(c.Source)
	return o.Zone == ZoneHand && o.Owner == c.Controller
}

func (DiscardSelfCost) Pay(g *Game, c *Ctx) bool {
	g.discard(c.Controller, c.Source, c.Source)
	return true
}

func (DiscardSelfCost) Text() Text { return T("cost-discard-self") }

// FromHand reports whether the ability functions in its card's hand rather
// than in the arena or on the chain (CR 1.7.4b): its cost discards the
// card itself.
func (a *Activated) FromHand() bool {
	for _, ec := range a.EffCosts {
		if _, ok := ec.(DiscardSelfCost); ok {
			return true
		}
	}
	return false
}
