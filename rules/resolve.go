package rules

// Ctx is what an effect knows when it is generated: its source, controller,
// the parameters declared when its layer was put on the stack, and what
// earlier instructions of the same ability did.
type Ctx struct {
	Source     ObjID
	Controller Player
	layer      *layer
	Event      *Event
	Targets    []Target
	Modes      []int8
	X          int
	// Paid has bit i set when optional cost i was paid (CR 5.1.3b); bit 7
	// when the alternative cost was used.
	Paid uint8
	// made is what the context's effects are recorded as made by when
	// no layer resolves (ContEffect.Made): a position generating the
	// effects of an ability that resolved earlier says which; nMade counts
	// the effects made so far.
	made  Made
	nMade uint8
	// Rolled is the number a die rolled for the effects after it (dice.go).
	Rolled int
}

// drainStack resolves layers and performs game state actions as if all
// players passed in succession, until the stack is empty (CR 4.2.2, 4.4.2,
// 7.7.4). Players do not get priority.
func (g *Game) drainStack() { g.drainTo(0) }

// drainTo is drainStack until the stack holds depth layers: those below
// stay (a forecast resolves its own layer and what it triggers).
func (g *Game) drainTo(depth int) {
	s := g.s
	for !g.Over() {
		if g.stateActionsNoClose() {
			return
		}
		if len(s.Pending) > 0 {
			g.stackPending()
			continue
		}
		if len(s.Stack) <= depth {
			return
		}
		g.resolveTop()
	}
}

// resolveTop resolves the top layer of the stack (CR 5.3).
func (g *Game) resolveTop() {
	s := g.s
	li := len(s.Stack) - 1
	l := s.Stack[li]
	g.emit(Event{Kind: EvResolve, Player: l.Controller, Obj: l.Obj, About: g.abilityOfLayer(&l), Rule: CR(5, 3, 0)})
	switch l.Kind {
	case CardLayer:
		g.resolveCard(li)
	case ActivatedLayer:
		g.resolveActivated(li)
	case TriggeredLayer:
		g.resolveTriggered(li)
	}
}

// popLayer removes the layer at index li (CR 5.3.6-5.3.7).
func (g *Game) popLayer(li int) {
	s := g.s
	if li < len(s.Stack) {
		s.Stack = append(s.Stack[:li], s.Stack[li+1:]...)
	}
}

// abilityOfLayer names the ability a layer is (CR 1.6.2): an activated or
// triggered ability of its source, a keyword's trigger, a granted one, a
// delayed trigger; zero for a card layer.
func (g *Game) abilityOfLayer(l *layer) AbilityRef {
	s := g.s
	switch l.Kind {
	case ActivatedLayer:
		src := l.Obj
		if o := s.Obj(src); o.Proxy != NoObj {
			src = o.Proxy
		}
		return AbilityRef{Kind: AbilityActivated, Card: s.Objs[src].Card, Index: l.Ability}
	case TriggeredLayer:
		return g.abilityOfTrigger(l.Obj, l.Ability, l.Granted, l.GrantCard, l.Keyword, l.Delayed)
	}
	return AbilityRef{}
}

// abilityOfTrigger names a triggered ability, pending or on the stack.
func (g *Game) abilityOfTrigger(obj ObjID, ability int8, granted bool, grantCard int16, keyword Keywords, delayed int16) AbilityRef {
	s := g.s
	switch {
	case delayed > 0:
		// Index: the kind of delayed trigger (DelayedKind); for a
		// DelayedGrant, DelayedGrant + the index of the grant.
		d := &s.Fired[delayed-1]
		if d.Do == DelayedGrant {
			return AbilityRef{Kind: AbilityDelayed, Card: d.Card - 1, Index: int8(DelayedGrant) + d.Grant - 1}
		}
		return AbilityRef{Kind: AbilityDelayed, Card: s.Objs[obj].Card, Index: int8(d.Do)}
	case granted:
		return AbilityRef{Kind: AbilityGranted, Card: grantCard, Index: ability}
	case keyword != 0:
		return AbilityRef{Kind: AbilityKeyword, Card: s.Objs[obj].Card, Keyword: keyword}
	}
	return AbilityRef{Kind: AbilityTriggered, Card: s.Objs[obj].Card, Index: ability}
}

// abilityOfPending names a pending triggered ability.
func (g *Game) abilityOfPending(t *pendingTrigger) AbilityRef {
	return g.abilityOfTrigger(t.Source, t.Ability, t.Granted, t.GrantCard, t.Keyword, t.Delayed)
}

// abilityOf names the ability a context belongs to, for a "may" prompt.
func (g *Game) abilityOf(c *Ctx) AbilityRef {
	if c.layer != nil {
		if a := g.abilityOfLayer(c.layer); a.Is() {
			return a
		}
	}
	if c.Source >= 0 && int(c.Source) < len(g.s.Objs) {
		return AbilityRef{Kind: AbilityResolution, Card: g.s.Objs[c.Source].Card}
	}
	return AbilityRef{}
}

// ctxOf is the context of a resolving layer (checkCtx: the caller calls
// doneCtx when the resolution ends).
func (g *Game) ctxOf(l *layer) *Ctx {
	return g.checkCtx(Ctx{Source: l.Obj, Controller: l.Controller, layer: l, Targets: l.Targets, Modes: l.Modes, X: l.X, Event: &l.Event, Paid: l.Paid})
}

// fizzle: the layer fails to resolve and is cleared (CR 5.3.2).
func (g *Game) fizzle(li int, rule Rule) {
	s := g.s
	l := s.Stack[li]
	g.popLayer(li)
	if l.Kind == CardLayer {
		g.move(l.Obj, ZoneGraveyard, false, true)
	} else if o := s.Obj(l.Obj); o.Proxy != NoObj {
		o.Gone = true
		o.Zone = ZoneNone
	}
	g.emit(Event{Kind: EvFizzle, Player: l.Controller, Obj: l.Obj, About: g.abilityOfLayer(&l), Rule: rule})
}

func (g *Game) resolveCard(li int) {
	s := g.s
	l := &s.Stack[li]
	obj := l.Obj
	c := s.CardOf(obj)
	if c.IsAttack() {
		g.attackStep(li)
		return
	}
	// CR 5.3.2a: if every declared target is now illegal, the layer fails.
	if spec := g.layerTargetSpec(l); spec != nil && len(l.Targets) > 0 && !g.targetLegal(l.Controller, spec, l.Targets[0]) {
		g.fizzle(li, CRSub(5, 3, 2, 'a'))
		return
	}
	// CR 5.3.2c: a defense reaction that cannot defend fails.
	if c.Types.Has(DefenseReaction) {
		link := s.Chain.Active()
		if link == nil || link.Resolved || (l.From == ZoneHand && g.HasKeyword(link.Attack, Dominate) && link.FromHand > 0) {
			g.fizzle(li, CRSub(5, 3, 2, 'c'))
			return
		}
	}
	ctx := g.ctxOf(l)
	defer g.doneCtx()
	// CR 5.3.4: resolution abilities in order.
	g.run(c.Resolve, ctx)
	for _, m := range ctx.Modes {
		g.run(c.Modes[m].Effects, ctx)
	}
	l = &s.Stack[li]
	// CR 5.3.5: go again gives an action point while the layer is still
	// on the stack (CR 8.3.5a); then it leaves the stack (5.3.6).
	fromHand := l.From == ZoneHand
	if g.HasKeyword(obj, GoAgain) {
		g.gainActions(l.Controller, 1, CR(5, 3, 5))
	}
	g.popLayer(li)
	// CR 5.3.6: where the card goes.
	switch {
	case c.Types.Has(DefenseReaction):
		// CR 5.3.6b, 7.4.2d: it becomes a defending card.
		g.addDefender(obj, fromHand, CRSub(7, 4, 2, 'd'))
	case c.Subtypes.Any(permanentSubtypes):
		g.move(obj, ZoneArena, false, true) // CR 1.3.3, 8.2.4a: a permanent stays
	default:
		g.move(obj, ZoneGraveyard, false, true) // CR 5.3.7: cleared
	}
}

// layerTargetSpec returns the target spec that produced a layer's targets.
func (g *Game) layerTargetSpec(l *layer) *TargetSpec {
	c := g.s.CardOf(l.Obj)
	for _, m := range l.Modes {
		if t := c.Modes[m].Target; t != nil {
			return t
		}
	}
	return c.Target
}

func (g *Game) resolveActivated(li int) {
	s := g.s
	l := &s.Stack[li]
	src := l.Obj
	if o := s.Obj(src); o.Proxy != NoObj {
		src = o.Proxy
	}
	a := &s.CardOf(src).Activated[l.Ability]
	if a.Attack {
		g.attackStep(li)
		return
	}
	// CR 5.3.2a: if every declared target is now illegal, the layer fails.
	if a.Target != nil && len(l.Targets) > 0 && !g.targetLegal(l.Controller, a.Target, l.Targets[0]) {
		g.fizzle(li, CRSub(5, 3, 2, 'a'))
		return
	}
	ctx := g.ctxOf(l)
	defer g.doneCtx()
	ctx.Source = src
	g.run(a.Effects, ctx)
	if a.GoAgain {
		g.gainActions(s.Stack[li].Controller, 1, CR(5, 3, 5))
	}
	g.popLayer(li)
}

func (g *Game) resolveTriggered(li int) {
	s := g.s
	l := g.layerCopy(li)
	defer g.doneLayer()
	g.popLayer(li)
	if l.Delayed > 0 {
		g.resolveDelayed(&s.Fired[l.Delayed-1])
		return
	}
	t := g.triggerOf(l)
	if t == nil {
		return
	}
	ctx := g.ctxOf(l)
	defer g.doneCtx()
	if t.Optional && !g.may(l.Controller, l.Obj, g.abilityOfLayer(l), CR(1, 8, 3)) {
		return
	}
	g.run(t.Effects, ctx)
}

// triggerOf finds the triggered ability a layer came from.
func (g *Game) triggerOf(l *layer) *Trigger {
	s := g.s
	if l.Granted {
		return s.Cards[l.GrantCard].Grants[l.Ability].Trigger
	}
	if l.Keyword != 0 {
		return keywordOf(l.Keyword).Trigger
	}
	c := s.CardOf(l.Obj)
	if int(l.Ability) < len(c.Triggers) {
		return &c.Triggers[l.Ability]
	}
	return nil
}

// run generates effects in order (CR 5.3.4); a failed one does not stop
// the rest (CR 5.3.4b).
func (g *Game) run(effs []Effect, ctx *Ctx) {
	for _, e := range effs {
		if g.Over() {
			return
		}
		e.Do(g, ctx)
	}
}
