package rules

func (g *Game) setStep(st Step, rule Rule) {
	g.s.Step = st
	g.emit(Event{Kind: EvStep, Player: g.s.TurnPlayer, Obj: NoObj, Rule: rule})
}

// attackStep resolves the attack layer at li (CR 7.2).
func (g *Game) attackStep(li int) {
	s := g.s
	l := g.layerCopy(li)
	defer g.doneLayer()
	g.setStep(StepAttack, CR(7, 2, 1))
	obj := l.Obj
	o := s.Obj(obj)
	// CR 7.2.2: the attack target must still be legal.
	if len(l.Targets) == 0 || s.Players[l.Targets[0].Player].Lost {
		g.popLayer(li)
		if o.Proxy != NoObj {
			o.Gone, o.Zone = true, ZoneNone
		} else {
			g.move(obj, ZoneGraveyard, false, true)
		}
		g.closeStep()
		return
	}
	// CR 5.3.3: its static abilities become functional first: a bonus of
	// theirs that starts to apply now is a gain replacement effects modify
	// (CR 6.2.5), before the gains of its resolution abilities.
	g.staticGains(obj)
	// CR 7.2.3: resolution abilities of the attack (except go again), then
	// it becomes a chain link.
	if o.Proxy == NoObj {
		ctx := g.ctxOf(l)
		defer g.doneCtx()
		c := s.CardOf(obj)
		g.run(c.Resolve, ctx)
		// CR 1.7.5d: the chosen modes are resolution abilities too.
		for _, m := range ctx.Modes {
			g.run(c.Modes[m].Effects, ctx)
		}
	}
	g.popLayer(li)
	link := chainLink{Attack: obj, Source: o.Proxy, Target: l.Targets[0].Player}
	g.expire(UntilLinkEnds) // the previous chain link ends (CR 7.0.3d)
	if o.Proxy != NoObj {
		// CR 7.2.3b, 1.4.3c: the source moves to the new link; its proxy
		// on an earlier link ceases to exist (the link keeps what it knew).
		for i := range s.Chain.Links {
			if prev := &s.Chain.Links[i]; prev.Source == o.Proxy {
				old := s.Obj(prev.Attack)
				old.Gone, old.Zone = true, ZoneNone
			}
		}
	}
	o.Zone = ZoneChain
	s.Chain.Links = append(s.Chain.Links, link)
	// CR 7.2.4: the attack event; "when this attacks" triggers.
	ctrl := o.Controller
	st := &s.Players[ctrl].Turn
	st.Attacks++
	if o.Proxy != NoObj {
		st.WeaponAttacks++
		s.turnUse(o.Proxy).Attacks++
	}
	g.emit(Event{Kind: EvAttack, Player: ctrl, Obj: obj, Other: o.Proxy, Rule: CR(7, 2, 4)})
	// CR 7.2.5: the turn player gains priority.
	g.givePriority(s.TurnPlayer)
}

// defendStep is CR 7.3: the defending hero declares defending cards.
func (g *Game) defendStep() {
	s := g.s
	g.setStep(StepDefend, CR(7, 3, 1))
	link := s.Chain.Active()
	if link == nil {
		g.closeStep()
		return
	}
	d := link.Target
	pr := Prompt{Kind: AskDefenders, Shape: ShapeSubset, Player: d, Min: 0, Source: link.Attack, Rule: CR(7, 3, 2)}
	pr.Options = optionBuf(&g.bufs.defend) // the game's, reused by the next defend step
	// CR 7.3.2a: non-defense-reaction cards from hand and equipment.
	for _, obj := range s.Zone(d, ZoneHand) {
		c := s.CardOf(obj)
		if c.Has(HasDefense) && !c.Types.Has(DefenseReaction) {
			pr.Options = g.addOpt(pr.Options, ActCard, obj, 0, CRSub(7, 3, 2, 'a'))
		}
	}
	// An effect may let attack action cards defend from the arsenal.
	if s.Players[d].Turn.DefendFromArsenal {
		for _, obj := range s.Zone(d, ZoneArsenal) {
			c := s.CardOf(obj)
			if c.Has(HasDefense) && c.Types.Has(Action) && c.IsAttack() {
				pr.Options = g.addOpt(pr.Options, ActCard, obj, 2, CRSub(7, 3, 2, 'a'))
			}
		}
	}
	for _, obj := range s.Zone(d, ZoneArena) {
		o := s.Obj(obj)
		c := s.CardOf(obj)
		if c.Types.Has(Equipment) && c.Has(HasDefense) && !o.Defended && !g.onChain(obj) {
			pr.Options = g.addOpt(pr.Options, ActCard, obj, 1, CRSub(7, 3, 2, 'a'))
		}
	}
	pr.Max = len(pr.Options)
	g.bufs.defend = pr.Options
	g.markActionCards(&pr, link.Attack) // overpower (overpower.go)
	// CR 8.3.4: dominate: at most one card from hand.
	if g.HasKeyword(link.Attack, Dominate) {
		pr.Limits = append(pr.Limits, Limit{From: PlaceHand, Max: 1, Reason: ReasonDominate, Rule: CR(8, 3, 4)})
	}
	if len(pr.Options) > 0 {
		a := g.ask(pr)
		// CR 7.3.2c-d: in the declared order, as one compound event.
		objs := g.bufs.objs[:0]
		for _, id := range a.IDs {
			objs = append(objs, pr.Options[pr.Find(id)].Obj)
		}
		g.bufs.objs = objs
		if link.Defenders == nil && len(objs) > 0 {
			// Room for them all and a few defense reactions (addDefender).
			link.Defenders = g.newIDs(len(objs) + 2)
		}
		g.together = objs
		for _, obj := range objs {
			g.addDefender(obj, s.Obj(obj).Zone == ZoneHand, CR(7, 3, 2))
		}
		g.together = nil
		if len(objs) > 0 {
			g.givePriority(s.TurnPlayer) // CR 7.3.3
			return
		}
	}
	// CR 7.3.2: no defending card declared; the log says so, as it says
	// each card declared (EvDefend).
	g.emit(Event{Kind: EvNoDefense, Player: d, Obj: link.Attack, Rule: CR(7, 3, 2)})
	g.givePriority(s.TurnPlayer) // CR 7.3.3
}

// onChain reports whether a permanent is defending on a chain link now.
func (g *Game) onChain(obj ObjID) bool {
	for i := range g.s.Chain.Links {
		for _, d := range g.s.Chain.Links[i].Defenders {
			if d == obj {
				return true
			}
		}
	}
	return false
}

// addDefender puts obj on the active chain link as a defending card
// (CR 7.0.5a, 8.5.37); fromHand counts for dominate and reprise.
func (g *Game) addDefender(obj ObjID, fromHand bool, rule Rule) {
	s := g.s
	link := s.Chain.Active()
	o := s.Obj(obj)
	from := o.Zone
	if o.Zone != ZoneArena {
		g.move(obj, ZoneChain, false, true)
	}
	o = s.Obj(obj)
	o.Defended = true
	if link.Defenders == nil {
		link.Defenders = g.newIDs(4)
	}
	link.Defenders = append(link.Defenders, obj)
	if fromHand {
		link.FromHand++
	}
	g.emit(Event{Kind: EvDefend, Player: o.Controller, Obj: obj, Other: link.Attack, From: from, To: o.Zone, Rule: rule})
}

// reactionStep is CR 7.4.
func (g *Game) reactionStep() {
	g.setStep(StepReaction, CR(7, 4, 1))
	g.givePriority(g.s.TurnPlayer) // CR 7.4.2
}

// damageStep is CR 7.5: the attack deals its power minus the total defense.
func (g *Game) damageStep() {
	s := g.s
	g.setStep(StepDamage, CR(7, 5, 1))
	link := s.Chain.Active()
	if link == nil {
		g.closeStep()
		return
	}
	g.staticGains(NoObj) // CR 6.2.5 (replacement.go)
	power := g.Power(link.Attack)
	link.Power = power
	link.Damaged = true
	def := 0
	for _, d := range link.Defenders {
		def += g.Defense(d)
	}
	// CR 7.5.2: damage is the difference when power exceeds defense.
	if dmg := Through(power, def); dmg > 0 && !s.Players[link.Target].Lost {
		ctrl := s.Obj(link.Attack).Controller
		dealt := g.dealDamage(ctrl, link.Attack, link.Target, dmg, true, CR(7, 5, 2))
		if dealt > 0 {
			link.Hit = true
			link.Damage = dealt
		}
	}
	g.givePriority(s.TurnPlayer) // CR 7.5.3
}

// resolutionStep is CR 7.6: the link resolves; go again gives an action
// point; the turn player may attack again.
func (g *Game) resolutionStep() {
	s := g.s
	g.setStep(StepResolution, CR(7, 6, 1))
	link := s.Chain.Active()
	if link == nil {
		g.closeStep()
		return
	}
	link.Resolved = true
	ctrl := s.Obj(link.Attack).Controller
	g.emit(Event{Kind: EvLinkResolved, Player: ctrl, Obj: link.Attack, Rule: CR(7, 6, 2)})
	if g.goesAgain(link) {
		link.GaveAction = true
		g.gainActions(ctrl, 1, CR(7, 6, 2))
	}
	g.givePriority(s.TurnPlayer) // CR 7.6.3
}

// goesAgain reports that the attack of link has go again as the link
// resolves (CR 7.6.2), by its last known information once it left the
// chain (CR 7.6.2a).
func (g *Game) goesAgain(link *chainLink) bool {
	if link.Left {
		return link.GoAgainLKI
	}
	return g.HasKeyword(link.Attack, GoAgain)
}

// closeStep is CR 7.7: the chain closes.
func (g *Game) closeStep() {
	s := g.s
	s.Priority = NoPlayer
	g.setStep(StepClose, CR(7, 7, 1))
	// CR 7.7.3: the close event; attacks and reactions on the stack go to
	// the graveyard.
	g.emit(Event{Kind: EvChainClose, Player: s.TurnPlayer, Obj: NoObj, Rule: CR(7, 7, 3)})
	kept := s.Stack[:0]
	for _, l := range s.Stack {
		o := s.Obj(l.Obj)
		c := s.CardOf(l.Obj)
		if l.Kind == CardLayer && (c.IsAttack() || c.Types.Any(AttackReaction|DefenseReaction)) {
			g.move(l.Obj, ZoneGraveyard, false, true)
			continue
		}
		if o.Proxy != NoObj && l.Kind == ActivatedLayer {
			o.Gone, o.Zone = true, ZoneNone
			continue
		}
		kept = append(kept, l)
	}
	s.Stack = kept
	// CR 7.7.4: layers resolve as if all players passed.
	g.drainStack()
	if g.Over() {
		return
	}
	// CR 7.7.5-7.7.6: permanents stay (they never left the arena in this
	// model); every other object on the chain is cleared.
	for i := range s.Chain.Links {
		link := &s.Chain.Links[i]
		g.clearFromChain(link.Attack)
		for _, d := range link.Defenders {
			g.clearFromChain(d)
		}
	}
	for i := range s.Objs {
		s.Objs[i].Defended = false
	}
	// CR 7.7.7: the chain closes; "this combat chain" effects end.
	s.Chain = combatChain{Links: s.Chain.Links[:0]}
	s.Step = StepNone
	g.expire(UntilChainCloses)
	g.expire(UntilLinkEnds)
	g.endWagers()
	g.gcEffects()
	g.givePriority(s.TurnPlayer)
}

func (g *Game) clearFromChain(obj ObjID) {
	o := g.s.Obj(obj)
	switch {
	case o.Proxy != NoObj:
		o.Gone, o.Zone = true, ZoneNone // CR 1.4.3c: the proxy ceases to exist
	case o.Zone == ZoneChain:
		g.move(obj, ZoneGraveyard, false, true)
	}
}

// rememberAttack keeps the last known information of an attack that leaves
// the combat chain before its link resolved (CR 1.2.3, 7.0.3c).
// leftChain reports whether obj is the attack of a chain link that it has
// left (CR 7.0.3c): the link stays, known by the attack's last known
// information, and what happens to it happens to that attack.
func (g *Game) leftChain(obj ObjID) bool {
	for i := range g.s.Chain.Links {
		if l := &g.s.Chain.Links[i]; l.Attack == obj && l.Left {
			return true
		}
	}
	return false
}

func (g *Game) rememberAttack(obj ObjID) {
	for i := range g.s.Chain.Links {
		l := &g.s.Chain.Links[i]
		if l.Attack == obj && !l.Resolved && !l.Left {
			if !l.Damaged {
				l.Power = g.Power(obj)
			}
			l.GoAgainLKI = g.HasKeyword(obj, GoAgain)
			l.Left = true
		}
	}
}
