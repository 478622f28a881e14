package rules

// Static abilities that change a resource cost while a condition holds
// (CR 5.1.6a: the asset-cost is calculated as the card is played: set,
// then increased, then reduced, never below zero):
//
//   - a card's own "if ..., this costs {r} less to play" is a play-static
//     ability: it functions as the card is played, from wherever it is
//     played (CR 1.7.4e);
//   - a permanent's "if ..., your sword attacks cost {r} less to activate"
//     is a static ability of a public card in the arena (CR 1.7.4), about
//     the attack abilities of its controller's weapons; an activation's
//     costs are calculated as a play's are (CR 5.2.2b).
//
// The condition is read as the cost is calculated, so a card offered for
// play is offered at the cost it would have now (canPlay, canActivate).

// CostStatic is one such static ability: while If holds (always, when
// nil), the cost changes by Delta (-1: "costs {r} less"). With
// WeaponAttacks it is about activating the attack abilities (CR 8.3.1)
// of the controller's weapons whose subtypes include Subtypes (Sword);
// otherwise about playing the card that has it.
type CostStatic struct {
	If            *Condition
	Delta         int
	WeaponAttacks bool
	Subtypes      Subtypes
}

// leastCost is the least resource cost c may ever be played for by its
// own text: its printed cost lowered by every reduction of its own
// play-statics, whatever their conditions (CR 1.7.4e), or its alternative
// cost when that is lower (CR 5.1.3c), never below zero (CR 5.1.6a). A
// bound for whoever must not count a card out that a turn could pay
// for: Reach's profile of a card, the stalemate's test.
func leastCost(c *Card) int {
	n := c.Cost
	for _, cs := range c.CostStatics {
		if cs.Delta < 0 && !cs.WeaponAttacks && cs.Subtypes == 0 {
			n += cs.Delta
		}
	}
	if c.Alt != nil && c.Alt.Resource < n {
		n = c.Alt.Resource
	}
	return max(n, 0)
}

// playCostStatics is the sum of the increases (inc) and of the reductions
// (dec, zero or less) that obj's own cost statics make to playing it,
// for p (CR 1.7.4e).
func (g *Game) playCostStatics(p Player, obj ObjID) (inc, dec int) {
	c := g.s.CardOf(obj)
	if len(c.CostStatics) == 0 {
		return 0, 0
	}
	ctx := g.checkCtx(Ctx{Source: obj, Controller: p})
	defer g.doneCtx()
	for i := range c.CostStatics {
		st := &c.CostStatics[i]
		if st.WeaponAttacks || st.If != nil && !st.If.Test(g, ctx) {
			continue
		}
		if st.Delta > 0 {
			inc += st.Delta
		} else {
			dec += st.Delta
		}
	}
	return inc, dec
}

// activationCost is the resource cost for p to activate ability i of obj
// now (CR 5.2.2b, 5.1.6a): its printed cost, changed by the cost statics
// of the public permanents p controls in the arena (CR 1.7.4) when it is
// the attack ability of a weapon they are about; never below zero.
func (g *Game) activationCost(p Player, obj ObjID, i int) int {
	s := g.s
	c := s.CardOf(obj)
	a := &c.Activated[i]
	if !a.Attack || !c.Types.Has(Weapon) {
		return a.Cost
	}
	inc, dec := 0, 0
	for _, src := range s.Zone(p, ZoneArena) {
		sc := s.CardOf(src)
		for k := range sc.CostStatics {
			st := &sc.CostStatics[k]
			if !st.WeaponAttacks || !c.Subtypes.Has(st.Subtypes) || s.Obj(src).Controller != p || !s.Obj(src).FaceUp {
				continue
			}
			if st.If != nil {
				ctx := g.checkCtx(Ctx{Source: src, Controller: p})
				ok := st.If.Test(g, ctx)
				g.doneCtx()
				if !ok {
					continue
				}
			}
			if st.Delta > 0 {
				inc += st.Delta
			} else {
				dec += st.Delta
			}
		}
	}
	return max(a.Cost+inc+dec, 0)
}
