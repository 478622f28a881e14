package rules

import "errors"

// canPlay says whether p may play obj now, and if not why. A card is
// offered only if some sequence of answers completes its play: timing,
// targets and modes, and every cost together (CR 5.1.5-5.1.9), so a play
// that would be reversed (CR 1.10.3) is never offered. tv are p's timings
// now (Game.timings).
func (g *Game) canPlay(p Player, obj ObjID, tv *timingVerdicts) Why {
	s := g.s
	c := s.CardOf(obj)
	if w := neverPlayed(c); w.Reason != ReasonNone {
		return w
	}
	if k := classOf(c.Types, c.IsAttack()); tv.reason[k] != ReasonNone {
		return why(tv.reason[k], tv.rule[k])
	}
	ctx := g.checkCtx(Ctx{Source: obj, Controller: p})
	defer g.doneCtx()
	if c.PlayIf != nil && !c.PlayIf.Test(g, ctx) {
		return why(ReasonRestricted, CR(1, 0, 2))
	}
	// CR 8.3.4b: dominate stops defense reactions from hand only.
	if c.Types.Has(DefenseReaction) && s.Obj(obj).Zone == ZoneHand && g.dominated(p) {
		return why(ReasonDominate, CRSub(8, 3, 4, 'b'))
	}
	if c.Target != nil && len(g.legalTargets(p, c.Target)) == 0 {
		return why(ReasonNoTarget, CR(5, 1, 5))
	}
	if len(c.Modes) > 0 && g.choosableModes(p, c) == 0 {
		return why(ReasonNoTarget, CR(5, 1, 5)) // every mode needs a target there is not
	}
	for _, ac := range c.AddCosts {
		if !ac.CanPay(g, ctx) {
			return why(unpaid(ac), CRSub(5, 1, 8, 'a'))
		}
	}
	cost := g.expectedCost(p, obj)
	// CR 5.1.3c: with an alternative cost, either way may complete.
	w := g.payable(p, obj, cost, c.AddCosts)
	if w.Reason != ReasonNone && c.Alt != nil && canPayAll(g, ctx, c.Alt.Effects) {
		alt := append(append([]CostEffect(nil), c.AddCosts...), c.Alt.Effects...)
		if a := g.payable(p, obj, g.expectedCostFrom(p, obj, c.Alt.Resource), alt); a.Reason == ReasonNone {
			return a
		}
	}
	return w
}

// neverPlayed says why a card can never be played, whatever the moment:
// a resource card (CR 8.1.7a), or one whose types or missing cost forbid it
// (CR 5.1.2b); ReasonNone for any other card.
func neverPlayed(c *Card) Why {
	if c.Types.Has(Resource) {
		return why(ReasonResourceCard, CRSub(8, 1, 7, 'a'))
	}
	if c.Types.Any(Equipment|Weapon|Hero|Token|Mentor|Block) || !c.Has(HasCost) && !c.XCost {
		return why(ReasonNeverPlayed, CRSub(5, 1, 2, 'b'))
	}
	return why(ReasonNone, 0)
}

// playCard plays obj by the nine steps of CR 5.1. An illegal play is
// rewound to the state before it was declared (CR 1.10.3).
func (g *Game) playCard(p Player, obj ObjID) {
	g.rewindable(p, obj, func() bool { return g.tryPlay(p, obj) })
}

// rewindable does an action of p with obj (try), and rewinds it if try
// reports it illegal. The state before it is kept in a snapshot the game
// reuses (one per level, should an action start inside another).
func (g *Game) rewindable(p Player, obj ObjID, try func() bool) {
	if g.rewindEnds {
		// SetRewindEnds: no state is kept to go back to; the action is
		// counted in progress all the same (snapDepth: View.HiddenAsIn).
		g.snapDepth++
		defer func() { g.snapDepth-- }()
		if !try() {
			g.halted = true
			g.fail(ErrRewound)
		}
		return
	}
	if g.snapDepth == len(g.snaps) {
		g.snaps = append(g.snaps, new(Snapshot))
	}
	snap := g.snaps[g.snapDepth].take(g.s)
	g.snapDepth++
	defer func() { g.snapDepth-- }()
	if !try() {
		g.rewind(snap, p, obj)
	}
}

// ErrRewound is the error of a run of a game with SetRewindEnds(true)
// that met an illegal action (CR 1.10.3).
var ErrRewound = errors.New("rules: an illegal action ended the run (SetRewindEnds): it was not rewound")

// SetRewindEnds, with on, has an action found illegal as it is carried
// out (CR 1.10.3) end the run with ErrRewound instead of being rewound:
// the game is left where the action stopped, and like a game
// RunTurnSettled ended, may be read but not run again (nor its clones).
// No copy of the state is taken before each play and activation to
// rewind to. For a caller that throws away a run whose action was
// reversed (the bot's search: an action reversed is no line). Clones
// (Clone, CloneReusing) keep the setting.
func (g *Game) SetRewindEnds(on bool) { g.rewindEnds = on }

// rewind restores the state from before an illegal action (CR 1.10.3):
// nothing it did happened, so nothing it triggered triggers (1.10.3a).
// The state gets memory of its own: the snapshot's is reused.
func (g *Game) rewind(snap *state, p Player, obj ObjID) {
	*g.s = *snap.Clone()
	g.s.makeRoom()
	g.trigBuilt = false // objects made since the snapshot are gone
	o := g.s.Obj(obj)
	hidden := !o.FaceUp && (o.Zone == ZoneHand || o.Zone == ZoneArsenal)
	g.emit(Event{Kind: EvRewind, Player: p, Obj: obj, Hidden: hidden, Rule: CR(1, 10, 3)})
}

// declare puts the card obj on the stack as p plays it, the first step
// of playing a card (CR 5.1.2): it moves there under p's control as a
// card layer. It returns the layer's index and the zone it came from.
func (g *Game) declare(p Player, obj ObjID) (li int, from Zone) {
	s := g.s
	from = s.Obj(obj).Zone
	g.move(obj, ZoneStack, false, true)
	s.Obj(obj).Controller = p
	s.Stack = append(s.Stack, layer{Kind: CardLayer, Obj: obj, Gen: s.Obj(obj).Gen, Controller: p, From: from})
	return len(s.Stack) - 1, from
}

func (g *Game) tryPlay(p Player, obj ObjID) bool {
	s := g.s
	c := s.CardOf(obj)
	li, from := g.declare(p, obj)
	// The context is the play's (the state is plain data: nothing keeps it).
	ctx := g.checkCtx(Ctx{Source: obj, Controller: p})
	defer g.doneCtx()
	// CR 5.1.2a: effects on "the next card you play" apply as it is
	// declared, so that they can change its costs.
	g.bindNext(obj, true)
	// CR 5.1.3a: declare X (at most what the player could pay).
	if c.XCost {
		// The largest X whose total cost can still be paid.
		max := g.available(p, obj) - g.costOf(obj, c.Cost)
		for max >= 0 && g.payable(p, obj, g.costOf(obj, c.Cost+max), c.AddCosts).Reason != ReasonNone {
			max--
		}
		if max < 0 {
			return false
		}
		if max == 0 {
			// Nothing more can be paid, so X is 0: declared
			// without asking, and the log says so (one legal choice).
			g.emit(Event{Kind: EvAuto, Player: p, Obj: obj, Why: AutoOnlyX, Rule: CRSub(5, 1, 3, 'a')})
		} else {
			a := g.ask(Prompt{Kind: AskX, Shape: ShapeNumber, Player: p, XMin: 0, XMax: max, Source: obj, Rule: CRSub(5, 1, 3, 'a')})
			s.Stack[li].X = a.X
			ctx.X = a.X
		}
	}
	// CR 5.1.3b: declare which optional additional costs to pay: asked
	// only when paying it still lets the play complete.
	for i, oc := range c.OptCosts {
		if !oc.CanPay(g, ctx) {
			continue
		}
		with := append(append([]CostEffect(nil), c.AddCosts...), oc)
		if g.payable(p, obj, g.costOf(obj, c.Cost+ctx.X), with).Reason != ReasonNone {
			continue
		}
		if g.may(p, obj, AbilityRef{Kind: AbilityOptCost, Card: s.Obj(obj).Card, Index: int8(i)}, CRSub(5, 1, 3, 'b')) {
			ctx.Paid |= 1 << i
		}
	}
	// CR 5.1.3c: declare an alternative cost. When only one of the two
	// ways can complete the play, that way is taken without asking, and
	// the log says so.
	base := c.Cost
	var effCosts []CostEffect
	if c.Alt != nil && canPayAll(g, ctx, c.Alt.Effects) {
		alt := append(append([]CostEffect(nil), c.AddCosts...), c.Alt.Effects...)
		altOK := g.payable(p, obj, g.costOf(obj, c.Alt.Resource+ctx.X), alt).Reason == ReasonNone
		normalOK := g.payable(p, obj, g.costOf(obj, c.Cost+ctx.X), c.AddCosts).Reason == ReasonNone
		ref := AbilityRef{Kind: AbilityAltCost, Card: s.Obj(obj).Card}
		use := altOK
		switch {
		case altOK && normalOK:
			use = g.may(p, obj, ref, CRSub(5, 1, 3, 'c'))
		case altOK:
			g.emit(Event{Kind: EvAuto, Player: p, Obj: obj, Why: AutoOnlyWay, About: ref, Rule: CRSub(5, 1, 3, 'c')})
		}
		if use {
			ctx.Paid |= 1 << 7
			base = c.Alt.Resource
			effCosts = append(effCosts, c.Alt.Effects...)
		}
	}
	s.Stack[li].Paid = ctx.Paid
	// CR 5.1.4: modes, then targets, then the attack target.
	var spec *TargetSpec = c.Target
	effs := c.Resolve // what the target will have done to it (aim.go)
	if len(c.Modes) > 0 {
		modes := g.chooseModes(p, obj, c)
		if len(modes) == 0 {
			return false // CR 5.1.5: no mode could be chosen
		}
		s.Stack[li].Modes = modes
		for _, m := range modes {
			s.Obj(obj).Modes |= 1 << m
		}
		for _, m := range modes {
			if t := c.Modes[m].Target; t != nil {
				spec, effs = t, c.Modes[m].Effects
			}
		}
	}
	if spec != nil || c.IsAttack() {
		s.Stack[li].Targets = g.newTargets(2)
	}
	if spec != nil {
		t, ok := g.chooseTarget(p, obj, spec, aimOf(effs), CR(5, 1, 4))
		if !ok {
			return false // CR 5.1.5: no legal target
		}
		s.Stack[li].Targets = append(s.Stack[li].Targets, t)
	}
	if c.IsAttack() {
		t, ok := g.chooseAttackTarget(p, obj)
		if !ok {
			return false
		}
		s.Stack[li].Targets = append(s.Stack[li].Targets, t)
	}
	// CR 5.1.5: the play must be legal before costs are paid.
	if c.PlayIf != nil && !c.PlayIf.Test(g, ctx) {
		return false
	}
	// CR 5.1.6: resource cost: base, then set, increase, decrease.
	cost := g.costOf(obj, base+ctx.X)
	// CR 5.1.6b / 8.1.1c: an action card costs an action point.
	if c.Types.Has(Action) {
		if s.Players[p].Actions < 1 {
			return false
		}
		s.Players[p].Actions--
	}
	// CR 5.1.8-5.1.9: effect costs, in order: additional, the optional
	// ones declared, then those of an alternative cost.
	all := append(g.bufs.costs[:0], c.AddCosts...) // the game's, reused by the next play
	for i, oc := range c.OptCosts {
		if ctx.Paid&(1<<i) != 0 {
			all = append(all, oc)
		}
	}
	all = append(all, effCosts...)
	g.bufs.costs = all
	// CR 5.1.7: pay resources by pitching one card at a time; the effect
	// costs are paid after, so the cards they need are not offered.
	pitched := len(s.Zone(p, ZonePitch)) // played.go
	if !g.payResources(p, cost, obj, all...) {
		return false // CR 5.1.7a
	}
	for _, ac := range all {
		if !ac.CanPay(g, ctx) || !ac.Pay(g, ctx) {
			return false // CR 5.1.8a
		}
	}
	// CR 5.1.10: the card is played.
	g.notePitched(obj, g.pitchedSince(p, pitched)) // played.go
	g.played(p, obj, from, c.IsAttack(), EvPlay, CR(5, 1, 10))
	return true
}

// played finishes a play or activation: the event, "next" effects, and
// for an attack the combat chain opens (CR 7.0.2a).
func (g *Game) played(p Player, obj ObjID, from Zone, attack bool, kind EventKind, rule Rule) {
	s := g.s
	if kind == EvPlay {
		s.Players[p].Turn.CardsPlayed++
		g.notePlayed(p, obj) // played.go
	}
	if attack {
		g.bindNext(obj, false)
		g.applyAttackStatics(obj) // "your second attack each turn" (combo.go)
		if !s.Chain.Open {
			s.Chain.Open = true
			s.Chain.Links = s.Chain.Links[:0]
		}
		s.Step = StepLayer
		g.emit(Event{Kind: kind, Player: p, Obj: obj, From: from, To: ZoneStack, Rule: rule})
		g.emit(Event{Kind: EvStep, Player: p, Obj: obj, Rule: CR(7, 1, 1)})
		return
	}
	g.emit(Event{Kind: kind, Player: p, Obj: obj, From: from, To: ZoneStack, Rule: rule})
}
