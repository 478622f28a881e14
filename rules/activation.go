package rules

// Activated abilities (CR 5.2): when one can be activated, and activating it.

// Activated is an activated ability (CR 5.2.1): [limit] type - cost: effect.
type Activated struct {
	Type     Types // Action, Instant, Attack Reaction, Defense Reaction
	Cost     int   // resource cost
	Once     bool  // "once per turn" (CR 5.2.1a)
	Attack   bool  // an attack ability: the layer is an attack proxy (CR 8.3.1)
	EffCosts []CostEffect
	If       *Condition // activation condition (CR 5.2.1e)
	// Target is the targeted part of the ability (CR 1.8.5): declared as
	// it is activated, as a card's are as it is played (CR 5.2.1, 5.1.4),
	// and checked again as it resolves (CR 5.3.2a).
	Target  *TargetSpec
	Effects []Effect
	// GoAgain: the layer has go again (CR 8.3.5); for an attack ability,
	// the attack proxy has it.
	GoAgain bool
}

// canActivate says whether p may activate ability i of obj now; as for
// playing, only if its costs can all be paid together. tv are p's timings
// now (Game.timings).
func (g *Game) canActivate(p Player, obj ObjID, i int, tv *timingVerdicts) Why {
	s := g.s
	a := &s.CardOf(obj).Activated[i]
	// CR 5.2.1a: an ability used up this turn is refused for that before
	// its timing: waiting for another step would not free it, so it is
	// the reason that holds for the rest of the turn.
	if s.usedUp(obj, a) {
		return why(ReasonOncePerTurn, CRSub(5, 2, 1, 'a'))
	}
	if k := classOf(a.Type, a.Attack); tv.reason[k] != ReasonNone {
		return why(tv.reason[k], tv.rule[k])
	}
	ctx := g.checkCtx(Ctx{Source: obj, Controller: p})
	defer g.doneCtx()
	if a.If != nil && !a.If.Test(g, ctx) {
		return why(ReasonCondition, CRSub(5, 2, 1, 'e'))
	}
	if a.Target != nil && len(g.legalTargets(p, a.Target)) == 0 {
		return why(ReasonNoTarget, CR(5, 1, 5))
	}
	for _, ec := range a.EffCosts {
		if !ec.CanPay(g, ctx) {
			return why(unpaid(ec), CRSub(5, 1, 8, 'a'))
		}
	}
	return g.payable(p, obj, g.activationCost(p, obj, i), a.EffCosts)
}

// usedUp reports an ability a of obj limited to once per turn and
// activated as often as it may be this turn (CR 5.2.1a): once, and once
// more for each extra use an effect gave (the uses of TurnUse).
func (s *state) usedUp(obj ObjID, a *Activated) bool {
	return a.Once && s.spent(obj)
}

// spent reports an object used this turn as often as a once-per-turn
// ability allows (usedUp; small enough apart that usedUp is inlined where
// it is asked, and an ability that is not once per turn costs no call).
func (s *state) spent(obj ObjID) bool {
	u := s.ThisTurn(obj)
	return u.Used >= 1+u.Extra
}

// activate activates ability i of obj (CR 5.2), rewinding if illegal.
func (g *Game) activate(p Player, obj ObjID, i int) {
	g.rewindable(p, obj, func() bool { return g.tryActivate(p, obj, i) })
}

// attackProxy makes the attack proxy of the attack ability i of obj,
// controlled by p, in zone z (the stack, as it is activated): the object
// that attacks for it (CR 1.4.3, 5.2.2a, 8.3.1).
func (g *Game) attackProxy(p Player, obj ObjID, i int, z Zone) ObjID {
	proxy := g.newObj(g.s.Obj(obj).Card, p, z)
	po := g.s.Obj(proxy)
	po.Proxy, po.ProxyAbility, po.FaceUp = obj, int8(i), true
	return proxy
}

func (g *Game) tryActivate(p Player, obj ObjID, i int) bool {
	s := g.s
	a := &s.CardOf(obj).Activated[i]
	ctx := g.checkCtx(Ctx{Source: obj, Controller: p})
	defer g.doneCtx()
	// CR 5.2.2a: the activated layer is created on the stack. An attack
	// ability's layer is an attack proxy (CR 1.4.3, 8.3.1).
	layerObj := obj
	if a.Attack {
		layerObj = g.attackProxy(p, obj, i, ZoneStack)
	}
	s.Stack = append(s.Stack, layer{Kind: ActivatedLayer, Obj: layerObj, Gen: s.Obj(layerObj).Gen, Controller: p, Ability: int8(i)})
	li := len(s.Stack) - 1
	s.turnUse(obj).Used++
	if a.Attack {
		t, ok := g.chooseAttackTarget(p, layerObj)
		if !ok {
			return false
		}
		s.Stack[li].Targets = append(g.newTargets(1), t)
	}
	if a.Target != nil {
		t, ok := g.chooseTarget(p, obj, a.Target, aimOf(a.Effects), CR(5, 1, 4))
		if !ok {
			return false // CR 5.1.5: no legal target
		}
		s.Stack[li].Targets = append(g.newTargets(1), t)
	}
	if a.If != nil && !a.If.Test(g, ctx) {
		return false
	}
	if a.Type.Has(Action) {
		if s.Players[p].Actions < 1 {
			return false
		}
		s.Players[p].Actions--
	}
	pitched := len(s.Zone(p, ZonePitch)) // played.go
	if !g.payResources(p, g.activationCost(p, obj, i), obj, a.EffCosts...) {
		return false
	}
	for _, ec := range a.EffCosts {
		if !ec.CanPay(g, ctx) || !ec.Pay(g, ctx) {
			return false
		}
	}
	s.Players[p].Turn.Activations++
	if a.Attack { // the attack proxy remembers its pitch (played.go)
		g.notePitched(layerObj, g.pitchedSince(p, pitched))
	}
	from := ZoneArena
	if a.FromHand() { // CR 1.7.4b: activated from the hand (handability.go)
		from = ZoneHand
	}
	g.played(p, layerObj, from, a.Attack, EvActivate, CR(5, 2, 2))
	return true
}
