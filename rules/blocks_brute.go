package rules

// Building blocks first needed by the Brute cards of Classic Battles
// (Rhinar): random discards that reward big cards, looking at the top of the
// deck, paying resources inside an effect, and abilities an effect grants.

// hasPowerAtLeast reports whether obj is a card with n or more power now.
func (g *Game) hasPowerAtLeast(obj ObjID, n int) bool {
	return g.S.CardOf(obj).Has(HasPower) && g.Power(obj) >= n
}

// DrawThenDiscardRandom: the controller draws a card (CR 8.5.6), then
// discards a random card from hand (CR 8.5.5); if the discarded card has
// 6 or more power, IfSixPower is generated. A discard of a 6-power card is
// an ordinary discard event, so "whenever you discard" abilities (Rhinar)
// trigger on it as well.
type DrawThenDiscardRandom struct {
	IfSixPower []Effect
}

func (e DrawThenDiscardRandom) Do(g *Game, c *Ctx) {
	g.draw(c.Controller)
	obj := g.discardRandom(c.Controller, c.Source)
	if obj == NoObj {
		return // CR 8.5.5b: nothing to discard, nothing was discarded
	}
	if g.hasPowerAtLeast(obj, 6) {
		g.run(e.IfSixPower, c)
	}
}
func (e DrawThenDiscardRandom) Text() Text {
	return T("draw-then-discard-random", e.IfSixPower)
}

// RevealTopKeepIfPower: the controller reveals the top card of their deck
// (CR 8.5.17); if it has MinPower or more power it stays on top, otherwise
// it is put on the bottom of the deck. An empty deck reveals nothing.
type RevealTopKeepIfPower struct{ MinPower int }

func (e RevealTopKeepIfPower) Do(g *Game, c *Ctx) {
	deck := g.S.Zone(c.Controller, ZoneDeck)
	if len(deck) == 0 {
		return
	}
	obj := deck[0]
	// CR 8.5.17: revealing shows the card to every player; it stays where
	// it is, private again afterwards.
	g.emit(Event{Kind: EvReveal, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneDeck, To: ZoneDeck, Rule: "8.5.17"})
	if g.hasPowerAtLeast(obj, e.MinPower) {
		return
	}
	g.move(obj, ZoneDeck, true, false)
	g.emit(Event{Kind: EvMoveZone, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneDeck, To: ZoneDeck, Rule: "8.5.17"})
}
func (e RevealTopKeepIfPower) Text() Text { return T("reveal-top-keep-if-power", e.MinPower) }

// MayPay asks the controller whether to pay N resources ("you may pay
// {r}"); when they do, they pitch cards as for any cost (CR 1.14.2d,
// 1.14.3) and Then is generated (CR 1.8.3). A player who could not pay is
// not asked.
type MayPay struct {
	N    int
	Then []Effect
}

func (e MayPay) Do(g *Game, c *Ctx) {
	if g.payable(c.Controller, NoObj, e.N, nil).Reason != ReasonNone {
		return
	}
	if !g.may(c.Controller, c.Source, g.abilityOf(c), "1.8.3") {
		return
	}
	if !g.payResources(c.Controller, e.N, c.Source) {
		return
	}
	g.run(e.Then, c)
}
func (e MayPay) Text() Text { return T("may-pay", e.N, e.Then) }

// SelfGains: the source gets Power and Defense and gains the ability Grant
// (1-based index into its own card's Grants) for as long as it exists
// ("it gains +2{d} and 'when the combat chain closes, destroy this'").
type SelfGains struct {
	Power, Defense int
	Grant          int
}

func (e SelfGains) Do(g *Game, c *Ctx) {
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Grant: int8(e.Grant), Until: WhileExists})
}
func (e SelfGains) Text() Text { return T("self-gains", e.Power, e.Defense, e.Grant) }

// DestroyWhenChainCloses is the granted trigger "when the combat chain
// closes, destroy this" (CR 7.7.3: the close event; CR 8.5.4 destroy).
func DestroyWhenChainCloses() *Trigger {
	return &Trigger{On: EvChainClose, Cond: "chain-closes", Effects: []Effect{DestroySelf{Rule: "8.5.4"}}}
}

// LessLifeThanOpponent holds when the controller's hero has less life than
// the opposing hero.
var LessLifeThanOpponent = &Condition{Code: "less-life-than-opponent", Test: func(g *Game, c *Ctx) bool {
	return g.S.Players[c.Controller].Life < g.S.Players[c.Controller.Opponent()].Life
}}

// DefendedByFewerNonEquipment holds while the source is an attack on a
// chain link defended by fewer than n defending cards that are not
// equipment (CR 7.0.5). An attack not yet on the chain has no defenders.
func DefendedByFewerNonEquipment(n int) *Condition {
	return &Condition{Code: "defended-by-fewer-non-equipment", Args: []any{n}, Test: func(g *Game, c *Ctx) bool {
		s := g.S
		for i := range s.Chain.Links {
			l := &s.Chain.Links[i]
			if l.Attack != c.Source {
				continue
			}
			k := 0
			for _, d := range l.Defenders {
				if !s.CardOf(d).Types.Has(Equipment) {
					k++
				}
			}
			return k < n
		}
		return true
	}}
}

// WhenThisDefends matches the event of the source defending (CR 7.0.5a).
func WhenThisDefends(g *Game, self ObjID, e *Event) bool { return e.Obj == self }

// WhenThisIsDestroyed matches the source being destroyed; the ability
// functions from the graveyard (Trigger.Where) where destroying put it.
func WhenThisIsDestroyed(g *Game, self ObjID, e *Event) bool { return e.Obj == self }
