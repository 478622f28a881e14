package rules

// Building blocks of the generic modal cards (issue #3): an additional cost
// that puts a card from hand on the bottom of the deck, a discard by the hit
// hero, "attack action cards you control" effects, defending from the
// arsenal, and "you may banish ... if you do".

// BottomFromHandCost: as an additional cost, the player puts a card of their
// choice from hand on the bottom of their deck (CR 5.1.8). The card being
// played cannot pay for itself: it is on the stack by then.
type BottomFromHandCost struct{}

func (BottomFromHandCost) CanPay(g *Game, c *Ctx) bool { return len(handOtherThan(g, c)) > 0 }
func (BottomFromHandCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, handOtherThan(g, c), PurposeBottom, "5.1.8")
	if !ok {
		return false
	}
	// The card stays private: it goes face down to the bottom of the deck.
	g.move(obj, ZoneDeck, true, false)
	g.emit(Event{Kind: EvMoveZone, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneHand, To: ZoneDeck, Hidden: true, Rule: "5.1.8"})
	return true
}
func (BottomFromHandCost) Text() Text     { return T("cost-bottom-from-hand") }
func (BottomFromHandCost) HandCards() int { return 1 }

// HitHeroDiscards: the hero the attack hit discards a card of their own
// choice (CR 8.5.5); for a granted "if this hits a hero, they discard a
// card". With an empty hand nothing happens (CR 8.5.5b).
type HitHeroDiscards struct{}

func (HitHeroDiscards) Do(g *Game, c *Ctx) {
	q := c.Controller.Opponent()
	if c.Event != nil && c.Event.Kind == EvHit && c.Event.Other != NoObj {
		q = g.S.Obj(c.Event.Other).Owner
	}
	obj, ok := g.chooseCard(q, c.Source, g.S.Zone(q, ZoneHand), PurposeDiscard, "8.5.5")
	if !ok {
		return
	}
	g.discard(q, obj, c.Source)
}
func (HitHeroDiscards) Text() Text { return T("hit-hero-discards") }

// CardsYouControlGet: every card matching Filter that the controller
// controls gets Power, Defense and Gains this turn, attacking or defending,
// including those played later this turn ("attack action cards you control
// gain +1{p} and +1{d} this turn"). CR 1.3.1b: only cards in the arena
// (the combat chain included) or on the stack have a controller, so cards
// in hand do not get it.
type CardsYouControlGet struct {
	Filter         AttackFilter
	Power, Defense int
	Gains          Keywords
}

func (e CardsYouControlGet) Do(g *Game, c *Ctx) {
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card,
		Obj: NoObj, AllMatching: true, Controlled: true, Filter: e.Filter,
		Power: int8(e.Power), Defense: int8(e.Defense), Gains: e.Gains, Until: UntilEndOfTurn})
}
func (e CardsYouControlGet) Text() Text {
	return T("cards-you-control-get", e.Filter, e.Power, e.Defense, e.Gains)
}

// DefendFromArsenal: until the end of the turn the controller may defend
// with attack action cards from their arsenal (CR 7.3.2a names hand and
// equipment; this effect adds the arsenal).
type DefendFromArsenal struct{}

func (DefendFromArsenal) Do(g *Game, c *Ctx) {
	g.S.Players[c.Controller].Turn.DefendFromArsenal = true
}
func (DefendFromArsenal) Text() Text { return T("defend-from-arsenal") }

// MayBanishFromHand: the controller may banish a card matching Filter from
// their hand (CR 8.5.1); if they do, Then (CR 1.8.4: "if you do").
type MayBanishFromHand struct {
	Filter AttackFilter
	Then   []Effect
}

func (e MayBanishFromHand) Do(g *Game, c *Ctx) {
	var fits []ObjID
	for _, obj := range g.S.Zone(c.Controller, ZoneHand) {
		if g.matches(e.Filter, obj) {
			fits = append(fits, obj)
		}
	}
	if len(fits) == 0 || !g.may(c.Controller, c.Source, g.abilityOf(c), "1.8.3") {
		return
	}
	obj, ok := g.chooseCard(c.Controller, c.Source, fits, PurposeBanish, "8.5.1")
	if !ok {
		return
	}
	g.move(obj, ZoneBanished, false, true)
	g.emit(Event{Kind: EvBanish, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneHand, To: ZoneBanished, Rule: "8.5.1"})
	g.run(e.Then, c)
}
func (e MayBanishFromHand) Text() Text { return T("may-banish-from-hand", e.Filter, e.Then) }
