package rules

// Costs and pitch (CR 1.14, 5.1.7-5.1.8): what a play or activation costs,
// whether it can be paid in full (with the hand cards that other costs
// need held back), pitching cards for resources, and the cost effects a card
// may ask for (discard, reveal, destroy, bottom).

// DiscardRandomCost: as an additional cost, discard a random card (CR 5.1.8).
type DiscardRandomCost struct{}

func (DiscardRandomCost) CanPay(g *Game, c *Ctx) bool { return hasHandOtherThan(g, c) }

func (DiscardRandomCost) Pay(g *Game, c *Ctx) bool {
	return g.discardRandom(c.Controller, c.Source) != NoObj
}

func (DiscardRandomCost) Text() Text { return T("cost-discard-random") }

func (DiscardRandomCost) HandCards() int { return 1 }

// DestroySelfCost: destroy this as a cost ("Destroy this: ...").
type DestroySelfCost struct{}

func (DestroySelfCost) CanPay(g *Game, c *Ctx) bool { return g.s.Obj(c.Source).Zone == ZoneArena }

func (DestroySelfCost) Pay(g *Game, c *Ctx) bool {
	g.destroy(c.Controller, c.Source, CR(1, 14, 4))
	return true
}

func (DestroySelfCost) Text() Text { return T("cost-destroy-self") }

// DestroyTokenCost: destroy a token named Name the player controls, as a
// cost ("Destroy a Gold you control: ..."; CR 1.14.4, 8.5.4); the player
// chooses which when they control more than one.
type DestroyTokenCost struct{ Name string }

func (e DestroyTokenCost) CanPay(g *Game, c *Ctx) bool {
	return len(g.tokensNamed(c.Controller, e.Name)) > 0
}

func (e DestroyTokenCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, g.tokensNamed(c.Controller, e.Name), PurposeNone, CR(1, 14, 4))
	if !ok {
		return false
	}
	g.destroy(c.Controller, obj, CR(1, 14, 4))
	return true
}

func (e DestroyTokenCost) Text() Text { return T("cost-destroy-token", e) }

// DiscardCost: discard a card of the player's choice as a cost.
type DiscardCost struct{}

func (DiscardCost) CanPay(g *Game, c *Ctx) bool { return hasHandOtherThan(g, c) }

// handOtherThan lists the cards in the controller's hand other than the
// source: a card being played cannot pay its own cost (CR 5.1.8).
func hasHandOtherThan(g *Game, c *Ctx) bool {
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source {
			return true
		}
	}
	return false
}

func handOtherThan(g *Game, c *Ctx) []ObjID {
	var out []ObjID
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source {
			out = append(out, obj)
		}
	}
	return out
}

func (DiscardCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, g.s.Zone(c.Controller, ZoneHand), PurposeDiscard, CR(8, 5, 5))
	if !ok {
		return false
	}
	g.discard(c.Controller, obj, c.Source)
	return true
}

func (DiscardCost) Text() Text { return T("cost-discard") }

func (DiscardCost) HandCards() int { return 1 }

// unpaid says why an effect cost that cannot be paid blocks its card:
// the costs that need a card from hand name that need.
func unpaid(ce CostEffect) Reason {
	switch ce.(type) {
	case RevealCost:
		return ReasonNoCardToReveal
	case DiscardCost:
		return ReasonNoCardToDiscard
	}
	return ReasonCannotPay
}

// RevealCost: reveal a card from hand with cost at most Max (CR 8.5.17).
type RevealCost struct{ Max int }

func (e RevealCost) fits(g *Game, c *Ctx) []ObjID {
	out := g.bufs.reveal[:0] // the game's, reused by the next reveal
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source && e.FitsHand(g, obj) {
			out = append(out, obj)
		}
	}
	g.bufs.reveal = out
	return out
}

func (e RevealCost) CanPay(g *Game, c *Ctx) bool {
	for _, obj := range g.s.Zone(c.Controller, ZoneHand) {
		if obj != c.Source && e.FitsHand(g, obj) {
			return true
		}
	}
	return false
}

// FitsHand: only a card with a cost of at most Max can be revealed (a
// cost of X in hand counts as 0, costNow).
func (e RevealCost) FitsHand(g *Game, obj ObjID) bool {
	n, ok := g.costNow(obj)
	return ok && n <= e.Max
}

// costNow is the cost of obj (CR 2.2) and whether it has one. A cost that
// includes X is a cost all the same, with X as 0 wherever X is undefined
// (CR 1.12.2a: in hand, in the deck, in the graveyard); on the stack X
// was declared as the card was played (CR 5.1.2a) and stays defined (CR
// 1.12.2b), and its layer keeps it. (No attack card of the pool has X in
// its cost, so the chain, where the layer is gone, needs nothing more.)
func (g *Game) costNow(obj ObjID) (int, bool) {
	s := g.s
	c := s.CardOf(obj)
	if !c.Has(HasCost) && !c.XCost {
		return 0, false
	}
	n := c.Cost
	if c.XCost && s.Obj(obj).Zone == ZoneStack {
		for i := range s.Stack {
			if l := &s.Stack[i]; l.Kind == CardLayer && l.Obj == obj {
				n += l.X
				break
			}
		}
	}
	return n, true
}

func (e RevealCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, e.fits(g, c), PurposeReveal, CR(8, 5, 17))
	if !ok {
		return false
	}
	g.emit(Event{Kind: EvReveal, Player: c.Controller, Obj: obj, Other: c.Source, Rule: CR(8, 5, 17)})
	g.rememberShown(obj) // every player saw it: the hand holds it (seen.go)
	return true
}

func (e RevealCost) Text() Text { return T("cost-reveal", e) }

func (e RevealCost) HandCards() int { return 1 }

// NextCardCosts: the next card the controller plays this turn matching
// Filter has its resource cost changed (CR 5.1.6a): Set (when HasSet), and
// Delta (an increase or a decrease).
type NextCardCosts struct {
	Filter AttackFilter
	Set    int
	HasSet bool
	Delta  int
}

func (e NextCardCosts) Do(g *Game, c *Ctx) {
	g.addEffectFrom(c, ContEffect{Obj: NoObj,
		Next: true, OnPlay: true, Filter: e.Filter, SetCost: int8(e.Set), HasSet: e.HasSet, CostDelta: int8(e.Delta), Until: UntilEndOfTurn})
}

func (e NextCardCosts) Text() Text { return T("next-card-costs", e) }

// Building blocks of the generic modal cards: an additional cost
// that puts a card from hand on the bottom of the deck, a discard by the hit
// hero, "attack action cards you control" effects, defending from the
// arsenal, and "you may banish ... if you do".

// BottomFromHandCost: as an additional cost, the player puts a card of their
// choice from hand on the bottom of their deck (CR 5.1.8). The card being
// played cannot pay for itself: it is on the stack by then.
type BottomFromHandCost struct{}

func (BottomFromHandCost) CanPay(g *Game, c *Ctx) bool { return hasHandOtherThan(g, c) }

func (BottomFromHandCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, handOtherThan(g, c), PurposeBottom, CR(5, 1, 8))
	if !ok {
		return false
	}
	// The card stays private: it goes face down to the bottom of the deck.
	g.move(obj, ZoneDeck, true, false)
	g.emit(Event{Kind: EvMoveZone, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneHand, To: ZoneDeck, Hidden: true, Rule: CR(5, 1, 8)})
	return true
}

func (BottomFromHandCost) Text() Text { return T("cost-bottom-from-hand") }

func (BottomFromHandCost) HandCards() int { return 1 }

// AltCost replaces a card's resource cost and adds effect costs
// (CR 5.1.3c, 5.4.4b).
type AltCost struct {
	Resource int
	Effects  []CostEffect
}

// CostEffect is an effect paid as a cost (CR 1.14.4).
type CostEffect interface {
	CanPay(g *Game, c *Ctx) bool
	Pay(g *Game, c *Ctx) bool
	Text() Text
}

// HandCost is an effect cost that needs cards to stay in hand until it is
// paid (a discard, a reveal).
type HandCost interface{ HandCards() int }

// HandCostFits is a HandCost that only some cards can pay (a reveal of a
// cheap card).
type HandCostFits interface {
	HandCost
	FitsHand(g *Game, obj ObjID) bool
}

// payable says whether p can pay cost resource points for src and then
// the effect costs later that need cards from hand (CR 5.1.7-5.1.8: effect
// costs are paid after the resources, so a card cannot both be pitched and
// reveal, discard or go under the deck). Every way of setting aside the
// cards those costs need is tried: hands are small. When the pitch would
// suffice but for a card set aside, the reason is ReasonNeededForCost and
// Needed names that card.
func (g *Game) payable(p Player, src ObjID, cost int, later []CostEffect) Why {
	return g.payableWithout(p, src, NoObj, cost, later)
}

// payableWithout is payable with one more card of the hand (skip) out of
// reach: the pitch prompt asks it of each card it would offer.
func (g *Game) payableWithout(p Player, src, skip ObjID, cost int, later []CostEffect) Why {
	s := g.s
	var needs [4]CostEffect
	n := 0
	for _, ce := range later {
		h, ok := ce.(HandCost)
		if !ok {
			continue
		}
		for k := 0; k < h.HandCards() && n < len(needs); k++ {
			needs[n] = ce
			n++
		}
	}
	have := s.Players[p].Resources
	var hand [16]ObjID
	m := 0
	all := have
	for _, obj := range s.Zone(p, ZoneHand) {
		if obj == src || obj == skip || m == len(hand) {
			continue
		}
		hand[m] = obj
		m++
		all += pitchOf(s, obj)
	}
	if n == 0 {
		if all >= cost {
			return why(ReasonNone, CR(5, 1, 0))
		}
		return why(ReasonCannotPay, CRSub(5, 1, 7, 'a'))
	}
	// Try every assignment of distinct hand cards to the needs.
	best, bestHeld := -1, NoObj
	var used [16]bool
	var walk func(k, kept int, first ObjID)
	walk = func(k, kept int, first ObjID) {
		if k == n {
			if left := all - kept; left > best {
				best, bestHeld = left, first
			}
			return
		}
		f, picky := needs[k].(HandCostFits)
		for i := 0; i < m; i++ {
			if used[i] || picky && !f.FitsHand(g, hand[i]) {
				continue
			}
			used[i] = true
			held := first
			if held == NoObj && pitchOf(s, hand[i]) > 0 {
				held = hand[i]
			}
			walk(k+1, kept+pitchOf(s, hand[i]), held)
			used[i] = false
		}
	}
	walk(0, 0, NoObj)
	switch {
	case best < 0:
		return why(ReasonCannotPay, CRSub(5, 1, 8, 'a')) // no cards for the effect costs
	case best >= cost:
		return why(ReasonNone, CR(5, 1, 0))
	case all >= cost && bestHeld != NoObj:
		return Why{Reason: ReasonNeededForCost, Rule: CR(5, 1, 8), Needed: bestHeld}
	}
	return why(ReasonCannotPay, CRSub(5, 1, 7, 'a'))
}

// pitchOf is what pitching obj gives (CR 1.14.3); 0 for a card without a
// pitch value.
func pitchOf(s *state, obj ObjID) int {
	if c := s.CardOf(obj); c.Has(HasPitch) && c.Pitch > 0 {
		return c.Pitch
	}
	return 0
}

func canPayAll(g *Game, ctx *Ctx, cs []CostEffect) bool {
	for _, c := range cs {
		if !c.CanPay(g, ctx) {
			return false
		}
	}
	return true
}

// costOf calculates a resource cost (CR 5.1.6a): effects that set it, then
// increases, then decreases, each in timestamp order; never below zero.
func (g *Game) costOf(obj ObjID, base int) int {
	cost := base
	// The card's own cost statics (costreduce.go) count with the
	// increases and reductions.
	inc, dec := g.playCostStatics(g.s.Obj(obj).Controller, obj)
	effs := g.s.Effects
	for i := range effs {
		if e := &effs[i]; e.HasSet && g.appliesCost(e, obj) {
			cost = int(e.SetCost)
		}
	}
	for i := range effs {
		if e := &effs[i]; e.CostDelta > 0 && g.appliesCost(e, obj) {
			cost += int(e.CostDelta)
		}
	}
	cost += inc
	for i := range effs {
		if e := &effs[i]; e.CostDelta < 0 && g.appliesCost(e, obj) {
			cost += int(e.CostDelta)
		}
	}
	cost += dec
	if cost < 0 {
		cost = 0
	}
	return cost
}

func (g *Game) appliesCost(e *ContEffect, obj ObjID) bool {
	return !e.Next && e.Obj == obj && g.s.Obj(obj).Gen == e.Gen
}

// expectedCost is the cost obj would have if p declared it now: the
// pending "next card you play" cost effects that would bind to it count.
func (g *Game) expectedCost(p Player, obj ObjID) int {
	return g.expectedCostFrom(p, obj, g.s.CardOf(obj).Cost)
}

// expectedCostFrom is expectedCost from another base (an alternative cost).
func (g *Game) expectedCostFrom(p Player, obj ObjID, base int) int {
	cost := base
	inc, dec := g.playCostStatics(p, obj) // costreduce.go
	var set int
	hasSet := false
	for i := range g.s.Effects {
		e := &g.s.Effects[i]
		if !e.Next || !e.OnPlay || e.Controller != p || !g.matches(e.Filter, obj) {
			continue
		}
		if e.HasSet {
			set, hasSet = int(e.SetCost), true
		}
		if e.CostDelta > 0 {
			inc += int(e.CostDelta)
		} else {
			dec += int(e.CostDelta)
		}
	}
	if hasSet {
		cost = set
	}
	cost += inc + dec
	if cost < 0 {
		cost = 0
	}
	return cost
}

// available is every resource p could pay with: points they have and the
// pitch of the cards in hand other than except.
func (g *Game) available(p Player, except ObjID) int {
	s := g.s
	n := s.Players[p].Resources
	for _, obj := range s.Zone(p, ZoneHand) {
		if obj != except {
			if c := s.CardOf(obj); c.Has(HasPitch) {
				n += c.Pitch
			}
		}
	}
	return n
}

// payResources makes p pay cost resource points, asking which card to
// pitch one at a time until the points suffice (CR 1.14.2d, 1.14.3).
// later are the effect costs still to pay: a card is offered for pitching
// only if the rest can still be paid after it, the effect costs included
// (CR 5.1.8, paid after resources), so every pitch offered can complete
// the payment. When none can, all are offered and the play will be
// reversed (CR 1.10.3); canPlay keeps that from being offered at all.
func (g *Game) payResources(p Player, cost int, src ObjID, later ...CostEffect) bool {
	s := g.s
	ps := &s.Players[p]
	told := false
	for ps.Resources < cost {
		pr := Prompt{Kind: AskPitch, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Owed: cost - ps.Resources, Rule: CR(1, 14, 3)}
		// The option lists are the game's, reused by the next pitch.
		pr.Options = optionBuf(&g.bufs.pitch)
		needed := optionBuf(&g.bufs.pitchNeeded)
		for _, obj := range s.Zone(p, ZoneHand) {
			if obj == src {
				continue
			}
			if v := pitchOf(s, obj); v > 0 {
				o := g.optAt(ActPitch, obj, 0, CR(1, 14, 3))
				o.Value = v
				if g.payableWithout(p, src, obj, cost-v, later).Reason == ReasonNone {
					pr.Options = append(pr.Options, o)
				} else {
					needed = append(needed, o)
				}
			}
		}
		g.bufs.pitch, g.bufs.pitchNeeded = pr.Options, needed
		if len(pr.Options) > 0 && len(needed) > 0 && !told {
			// Say once which cards stay in hand for a later cost.
			told = true
			for _, o := range needed {
				if g.heldForCost(p, src, o.Obj, later) {
					g.emit(Event{Kind: EvAuto, Player: p, Obj: o.Obj, Other: src, Why: AutoHeld, Hidden: true, Rule: CR(5, 1, 8)})
				}
			}
		}
		if len(pr.Options) == 0 {
			pr.Options = needed
		}
		if len(pr.Options) == 0 {
			return false
		}
		var obj ObjID
		var val int
		if len(pr.Options) == 1 {
			obj, val = pr.Options[0].Obj, pr.Options[0].Value
			g.emit(Event{Kind: EvAuto, Player: p, Obj: obj, Other: src, Why: AutoOnlyPitch, Rule: CR(1, 14, 3)})
		} else {
			a := g.ask(pr)
			o := pr.Options[pr.Find(a.IDs[0])]
			obj, val = o.Obj, o.Value
		}
		g.move(obj, ZonePitch, false, true)
		ps.Resources += val
		g.emit(Event{Kind: EvPitch, Player: p, Obj: obj, Amount: val, From: ZoneHand, To: ZonePitch, Rule: CR(1, 14, 3)})
	}
	ps.Resources -= cost
	return true
}

// heldForCost reports whether obj is one of the cards a later effect cost
// could use (so holding it back is about that cost, not about the pitch).
func (g *Game) heldForCost(p Player, src, obj ObjID, later []CostEffect) bool {
	for _, ce := range later {
		if _, ok := ce.(HandCost); !ok {
			continue
		}
		if f, picky := ce.(HandCostFits); !picky || f.FitsHand(g, obj) {
			return true
		}
	}
	return false
}

// reach: costs may be lower than the bound counts (reach.go).
func (NextCardCosts) reach(m *most) { m.freeCosts = true }
