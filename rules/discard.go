package rules

// Discarding, and banishing from hand (CR 8.5, effect keywords): the
// effects that take cards out of a hand.

// discardRandom discards a random card from p's hand (CR 8.5.5); NoObj if
// the hand is empty (8.5.5b).
func (g *Game) discardRandom(p Player, src ObjID) ObjID {
	hand := g.s.Zone(p, ZoneHand)
	if len(hand) == 0 {
		return NoObj
	}
	obj := hand[g.random(len(hand))]
	g.discard(p, obj, src)
	return obj
}

// discard puts obj from p's hand into the graveyard (CR 8.5.5), and
// notes a card with 6 or more power (discarded.go): its power as it
// was in the hand, before it left (CR 1.2.3).
func (g *Game) discard(p Player, obj ObjID, src ObjID) {
	big := g.hasPowerAtLeast(obj, discardedPower)
	g.move(obj, ZoneGraveyard, false, true)
	if big {
		t := &g.s.Players[p].Turn
		t.Discarded6Power = true
		if g.inActionPhaseOf(p) && (g.cardFacts() == nil || g.facts.discardNth) && t.ActionDiscards6 < 127 {
			t.ActionDiscards6++ // before the event: its triggers read it (When.Nth)
		}
	}
	g.emit(Event{Kind: EvDiscard, Player: p, Obj: obj, Other: src, From: ZoneHand, To: ZoneGraveyard, Rule: CR(8, 5, 5)})
}

// inActionPhaseOf reports whether it is p's action phase (CR 4.3).
func (g *Game) inActionPhaseOf(p Player) bool {
	return g.s.TurnPlayer == p && g.s.Phase == PhaseAction
}

// "The first time you discard a card with 6 or more {p} during each of
// your action phases" (Kayo) is a trigger condition with a count: When
// {Event: EvDiscard, Of: You, MinPower: 6, Nth: 1}. A player has one
// action phase a turn (CR 4.3), so "each of your action phases" is this
// turn's: TurnStats.ActionDiscards6 counts the cards with 6 or more power
// the player discarded in it, and a discard outside it is no Nth discard
// at all (When.nth). The count is kept only in a game with a card whose
// trigger asks it (asksDiscardNth), so the games of other decks keep the
// states and hashes they had.

// asksDiscardNth reports whether a card has a trigger that counts discards
// (a When on EvDiscard with Nth).
func asksDiscardNth(c *Card) bool {
	for i := range c.Triggers {
		if w := &c.Triggers[i].When; w.Event == EvDiscard && w.Nth > 0 {
			return true
		}
	}
	return false
}

// DrawThenDiscardRandom: the controller draws a card (CR 8.5.6), then
// discards a random card from hand (CR 8.5.5); if the discarded card has
// MinPower or more power, Then is generated. A discard of a 6-power card is
// an ordinary discard event, so "whenever you discard" abilities (Rhinar)
// trigger on it as well.
type DrawThenDiscardRandom struct {
	MinPower int
	Then     []Effect
}

func (e DrawThenDiscardRandom) Do(g *Game, c *Ctx) {
	g.draw(c.Controller)
	obj := g.discardRandom(c.Controller, c.Source)
	if obj == NoObj {
		return // CR 8.5.5b: nothing to discard, nothing was discarded
	}
	if len(e.Then) > 0 && g.hasPowerAtLeast(obj, e.MinPower) {
		g.run(e.Then, c)
	}
}

func (e DrawThenDiscardRandom) Text() Text { return T("draw-then-discard-random", e) }

// HitHeroDiscards: the hero the attack hit discards a card of their own
// choice (CR 8.5.5); for a granted "if this hits a hero, they discard a
// card". With an empty hand nothing happens (CR 8.5.5b).
type HitHeroDiscards struct{}

func (HitHeroDiscards) Do(g *Game, c *Ctx) {
	q := c.Controller.Opponent()
	if c.Event != nil && c.Event.Kind == EvHit && c.Event.Other != NoObj {
		q = g.s.Obj(c.Event.Other).Owner
	}
	obj, ok := g.chooseCard(q, c.Source, g.s.Zone(q, ZoneHand), PurposeDiscard, CR(8, 5, 5))
	if !ok {
		return
	}
	g.discard(q, obj, c.Source)
}

func (HitHeroDiscards) Text() Text { return T("hit-hero-discards") }

// MayBanishFromHand: the controller may banish a card matching Filter from
// their hand (CR 8.5.1); if they do, Then (CR 1.8.4: "if you do").
type MayBanishFromHand struct {
	Filter AttackFilter
	Then   []Effect
}

func (e MayBanishFromHand) Do(g *Game, c *Ctx) {
	var fits []ObjID
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if g.matches(e.Filter, obj) {
			fits = append(fits, obj)
		}
	}
	if len(fits) == 0 || !g.may(c.Controller, c.Source, g.abilityOf(c), CR(1, 8, 3)) {
		return
	}
	obj, ok := g.chooseCard(c.Controller, c.Source, fits, PurposeBanish, CR(8, 5, 1))
	if !ok {
		return
	}
	g.move(obj, ZoneBanished, false, true)
	g.emit(Event{Kind: EvBanish, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneHand, To: ZoneBanished, Rule: CR(8, 5, 1)})
	g.run(e.Then, c)
}

func (e MayBanishFromHand) Text() Text { return T("may-banish-from-hand", e) }

// MayDiscard: the controller may discard a card of their choice (CR
// 8.5.5); if they do, Then (CR 1.8.4: "if you do"). With an empty hand
// there is nothing to discard, so nothing is asked and Then is not
// generated (CR 8.5.5b).
type MayDiscard struct{ Then []Effect }

func (e MayDiscard) Do(g *Game, c *Ctx) {
	hand := g.s.Zone(c.Controller, ZoneHand)
	if len(hand) == 0 || !g.may(c.Controller, c.Source, g.abilityOf(c), CR(1, 8, 3)) {
		return
	}
	obj, ok := g.chooseCard(c.Controller, c.Source, hand, PurposeDiscard, CR(8, 5, 5))
	if !ok {
		return
	}
	g.discard(c.Controller, obj, c.Source)
	g.run(e.Then, c)
}

func (e MayDiscard) Text() Text { return T("may-discard", e) }

// reach: the card drawn, and Then (reach.go); one card leaves the hand
// as one comes: no place gained.
func (e DrawThenDiscardRandom) reach(m *most) { m.draws++; m.effects(e.Then) }

func (HitHeroDiscards) reach(*most) {}

// reach: Then, for a card of the hand banished (reach.go: ifCardLeaves).
func (e MayBanishFromHand) reach(m *most) { m.ifCardLeaves(e.Then) }

// reach: Then, for a card of the hand discarded (reach.go: ifCardLeaves).
func (e MayDiscard) reach(m *most) { m.ifCardLeaves(e.Then) }
