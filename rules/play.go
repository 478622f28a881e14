package rules

import "slices"

// priorityPrompt lists what p may do now: each card they may play, each
// ability they may activate, and pass. Cards and abilities they cannot use
// are listed as Blocked with the reason, for the learner.
func (g *Game) priorityPrompt(p Player) Prompt {
	s := g.S
	pr := Prompt{Kind: AskPriority, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: NoObj, Rule: "1.11"}
	pr.Options = append(pr.Options, opt(ActPass, NoObj, 0, NoPlayer, "1.11.4"))
	for _, z := range []Zone{ZoneHand, ZoneArsenal} {
		for _, obj := range s.Zone(p, z) {
			o := g.optAt(ActPlay, obj, 0, "5.1")
			// CR 5.1: offered only if some answers complete the play.
			if why := g.canPlay(p, obj); why.Reason == ReasonNone {
				pr.Options = append(pr.Options, o)
			} else if g.Explain {
				pr.Blocked = append(pr.Blocked, Blocked{Option: o, Reason: why.Reason, Rule: why.Rule, Needed: why.Needed})
			}
		}
	}
	g.eachAbility(p, func(obj ObjID, i int) {
		o := g.optAt(ActActivate, obj, int8(i), "5.2")
		o.About = AbilityRef{Kind: AbilityActivated, Card: s.Objs[obj].Card, Index: int8(i)}
		if why := g.canActivate(p, obj, i); why.Reason == ReasonNone {
			pr.Options = append(pr.Options, o)
		} else if g.Explain {
			pr.Blocked = append(pr.Blocked, Blocked{Option: o, Reason: why.Reason, Rule: why.Rule, Needed: why.Needed})
		}
	})
	if len(pr.Options) > 1 {
		g.S.Offered = true
	}
	return pr
}

// eachAbility calls f for every activated ability p could use: on
// permanents p controls and on p's cards on the combat chain, attacking or
// defending (CR 1.7.4: abilities function on the chain).
func (g *Game) eachAbility(p Player, f func(obj ObjID, i int)) {
	s := g.S
	for _, obj := range s.Zone(p, ZoneArena) {
		for i := range s.CardOf(obj).Activated {
			f(obj, i)
		}
	}
	for li := range s.Chain.Links {
		// An attack card (not a weapon's proxy, whose source is in the
		// arena) may have abilities of its own.
		if obj := s.Chain.Links[li].Attack; s.Obj(obj).Proxy == NoObj && s.Obj(obj).Controller == p && s.Obj(obj).Zone == ZoneChain {
			for i := range s.CardOf(obj).Activated {
				f(obj, i)
			}
		}
		for _, obj := range s.Chain.Links[li].Defenders {
			o := s.Obj(obj)
			if o.Controller == p && o.Zone == ZoneChain {
				for i := range s.CardOf(obj).Activated {
					f(obj, i)
				}
			}
		}
	}
}

// timing checks when a card or ability of the given type may be used by p
// (CR 8.1.1-8.1.6, 7.0.1a, 7.4.2); attack says whether it is an attack.
func (g *Game) timing(p Player, t Types, attack bool) (Reason, string) {
	s := g.S
	if s.Phase != PhaseAction {
		return ReasonNoPriority, "1.11.3"
	}
	switch {
	case t.Has(Instant):
		return ReasonNone, "8.1.6a"
	case t.Has(AttackReaction):
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, "8.1.2a"
		}
		if s.Step != StepReaction || s.Obj(link.Attack).Controller != p {
			return ReasonNotAttacking, "8.1.2a"
		}
		return ReasonNone, "8.1.2a"
	case t.Has(DefenseReaction):
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, "8.1.3a"
		}
		if s.Step != StepReaction || link.Target != p {
			return ReasonNotDefending, "8.1.3a"
		}
		return ReasonNone, "8.1.3a"
	case t.Has(Action):
		if p != s.TurnPlayer {
			return ReasonNotYourTurn, "8.1.1"
		}
		if len(s.Stack) > 0 {
			return ReasonStackNotEmpty, "8.1.1a"
		}
		// CR 7.0.1a, 7.6.3a: while the chain is open, only attacks, and
		// only in the resolution step.
		if s.Chain.Open && s.Step == StepResolution && !attack {
			// CR 7.6.3: only attacks continue the chain; any other
			// action waits for it to close, which passing does.
			return ReasonChainOpen, "7.0.1a"
		}
		if s.Chain.Open && s.Step != StepResolution {
			return ReasonCombat, "7.0.1a"
		}
		if s.Players[p].Actions < 1 {
			return ReasonNoActionPoint, "8.1.1c"
		}
		return ReasonNone, "8.1.1"
	}
	return ReasonRestricted, "5.1.2b"
}

// Why is the answer to "why can't I?": a reason code, its CR rule, and
// the card a cost needs when holding it back is the reason.
type Why struct {
	Reason Reason
	Rule   string
	Needed ObjID
}

func why(r Reason, rule string) Why { return Why{Reason: r, Rule: rule, Needed: NoObj} }

// canPlay says whether p may play obj now, and if not why. A card is
// offered only if some sequence of answers completes its play: timing,
// targets and modes, and every cost together (CR 5.1.5-5.1.9), so a play
// that would be reversed (CR 1.10.3) is never offered.
func (g *Game) canPlay(p Player, obj ObjID) Why {
	s := g.S
	c := s.CardOf(obj)
	if c.Types.Has(Resource) {
		return why(ReasonResourceCard, "8.1.7a")
	}
	if c.Types.Any(Equipment|Weapon|Hero|Token|Mentor|Block) || !c.Has(HasCost) && !c.XCost {
		return why(ReasonRestricted, "5.1.2b")
	}
	if r, rule := g.timing(p, c.Types, c.IsAttack()); r != ReasonNone {
		return why(r, rule)
	}
	ctx := &Ctx{Source: obj, Controller: p}
	if c.PlayIf != nil && !c.PlayIf.Test(g, ctx) {
		return why(ReasonRestricted, "1.0.2")
	}
	// CR 8.3.4b: dominate stops defense reactions from hand only.
	if c.Types.Has(DefenseReaction) && s.Obj(obj).Zone == ZoneHand && g.dominated(p) {
		return why(ReasonDominate, "8.3.4b")
	}
	if c.Target != nil && len(g.legalTargets(p, c.Target)) == 0 {
		return why(ReasonNoTarget, "5.1.5")
	}
	if len(c.Modes) > 0 && g.choosableModes(p, c) == 0 {
		return why(ReasonNoTarget, "5.1.5") // every mode needs a target there is not
	}
	for _, ac := range c.AddCosts {
		if !ac.CanPay(g, ctx) {
			return why(ReasonCannotPay, "5.1.8a")
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
	s := g.S
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
			return why(ReasonNone, "5.1")
		}
		return why(ReasonCannotPay, "5.1.7a")
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
		return why(ReasonCannotPay, "5.1.8a") // no cards for the effect costs
	case best >= cost:
		return why(ReasonNone, "5.1")
	case all >= cost && bestHeld != NoObj:
		return Why{Reason: ReasonNeededForCost, Rule: "5.1.8", Needed: bestHeld}
	}
	return why(ReasonCannotPay, "5.1.7a")
}

// pitchOf is what pitching obj gives (CR 1.14.3); 0 for a card without a
// pitch value.
func pitchOf(s *State, obj ObjID) int {
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
	effs := g.S.Effects
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
	for i := range effs {
		if e := &effs[i]; e.CostDelta < 0 && g.appliesCost(e, obj) {
			cost += int(e.CostDelta)
		}
	}
	if cost < 0 {
		cost = 0
	}
	return cost
}

func (g *Game) appliesCost(e *ContEffect, obj ObjID) bool {
	return !e.Next && e.Obj == obj && g.S.Obj(obj).Gen == e.Gen
}

// expectedCost is the cost obj would have if p declared it now: the
// pending "next card you play" cost effects that would bind to it count.
func (g *Game) expectedCost(p Player, obj ObjID) int {
	return g.expectedCostFrom(p, obj, g.S.CardOf(obj).Cost)
}

// expectedCostFrom is expectedCost from another base (an alternative cost).
func (g *Game) expectedCostFrom(p Player, obj ObjID, base int) int {
	cost := base
	var set, inc, dec int
	hasSet := false
	for i := range g.S.Effects {
		e := &g.S.Effects[i]
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

// may asks p a yes/no question about src (CR 1.8.3).
// about names the ability that asks, so the player is told what it does
// and what it costs.
func (g *Game) may(p Player, src ObjID, about AbilityRef, rule string) bool {
	yes, no := opt(ActYes, src, 0, NoPlayer, rule), opt(ActNo, src, 0, NoPlayer, rule)
	yes.About, no.About = about, about
	pr := Prompt{Kind: AskMay, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, About: about, Rule: rule,
		Options: []Option{yes, no}}
	a := g.ask(pr)
	return Act(a.IDs[0]>>24) == ActYes
}

// dominated reports whether the active attack has dominate and already has
// a defending card from hand (CR 8.3.4, 7.4.2c).
func (g *Game) dominated(p Player) bool {
	link := g.S.Chain.Active()
	return link != nil && link.FromHand > 0 && g.HasKeyword(link.Attack, Dominate)
}

// available is every resource p could pay with: points they have and the
// pitch of the cards in hand other than except.
func (g *Game) available(p Player, except ObjID) int {
	s := g.S
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

// canActivate says whether p may activate ability i of obj now; as for
// playing, only if its costs can all be paid together.
func (g *Game) canActivate(p Player, obj ObjID, i int) Why {
	s := g.S
	a := &s.CardOf(obj).Activated[i]
	if r, rule := g.timing(p, a.Type, a.Attack); r != ReasonNone {
		return why(r, rule)
	}
	o := s.Obj(obj)
	if a.Once && o.UsedThisTurn >= 1+o.ExtraUses {
		return why(ReasonOncePerTurn, "5.2.1a")
	}
	ctx := &Ctx{Source: obj, Controller: p}
	if a.If != nil && !a.If.Test(g, ctx) {
		return why(ReasonCondition, "5.2.1e")
	}
	for _, ec := range a.EffCosts {
		if !ec.CanPay(g, ctx) {
			return why(ReasonCannotPay, "5.1.8a")
		}
	}
	return g.payable(p, obj, a.Cost, a.EffCosts)
}

// legalTargets lists what a target spec may point at for p (CR 1.8.5).
func (g *Game) legalTargets(p Player, t *TargetSpec) []Target {
	s := g.S
	var out []Target
	switch t.Kind {
	case TargetOpposingHero:
		q := p.Opponent()
		if !s.Players[q].Lost {
			out = append(out, Target{Player: q, Obj: s.Players[q].Hero, Gen: s.Obj(s.Players[q].Hero).Gen})
		}
	case TargetAnyHero:
		for q := range s.Players {
			if !s.Players[q].Lost {
				out = append(out, Target{Player: Player(q), Obj: s.Players[q].Hero, Gen: s.Obj(s.Players[q].Hero).Gen})
			}
		}
	case TargetAttack:
		// CR 1.8.5a: only public objects on the stack or in the arena.
		for _, l := range s.Stack {
			if g.isAttack(l.Obj) && g.matches(t.Filter, l.Obj) {
				out = append(out, Target{Player: NoPlayer, Obj: l.Obj, Gen: s.Obj(l.Obj).Gen})
			}
		}
		if link := s.Chain.Active(); link != nil && !link.Resolved && g.matches(t.Filter, link.Attack) {
			out = append(out, Target{Player: NoPlayer, Obj: link.Attack, Gen: s.Obj(link.Attack).Gen})
		}
	}
	return out
}

// targetLegal re-checks a declared target (CR 5.3.2a).
func (g *Game) targetLegal(p Player, spec *TargetSpec, t Target) bool {
	for _, u := range g.legalTargets(p, spec) {
		if u.Obj == t.Obj && u.Gen == t.Gen && u.Player == t.Player {
			return true
		}
	}
	return false
}

// playCard plays obj by the nine steps of CR 5.1. An illegal play is
// rewound to the state before it was declared (CR 1.10.3).
func (g *Game) playCard(p Player, obj ObjID) {
	snap := g.S.Clone()
	if !g.tryPlay(p, obj) {
		g.rewind(snap, p, obj)
	}
}

// rewind restores the state from before an illegal action (CR 1.10.3):
// nothing it did happened, so nothing it triggered triggers (1.10.3a).
func (g *Game) rewind(snap *State, p Player, obj ObjID) {
	*g.S = *snap
	o := g.S.Obj(obj)
	hidden := !o.FaceUp && (o.Zone == ZoneHand || o.Zone == ZoneArsenal)
	g.emit(Event{Kind: EvRewind, Player: p, Obj: obj, Hidden: hidden, Rule: "1.10.3"})
}

func (g *Game) tryPlay(p Player, obj ObjID) bool {
	s := g.S
	c := s.CardOf(obj)
	from := s.Obj(obj).Zone
	// CR 5.1.2: declare: the card moves to the stack under p's control.
	g.move(obj, ZoneStack, false, true)
	s.Obj(obj).Controller = p
	s.Stack = append(s.Stack, Layer{Kind: CardLayer, Obj: obj, Gen: s.Obj(obj).Gen, Controller: p, From: from})
	li := len(s.Stack) - 1
	ctx := &Ctx{Source: obj, Controller: p}
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
		a := g.ask(Prompt{Kind: AskX, Shape: ShapeNumber, Player: p, XMin: 0, XMax: max, Source: obj, Rule: "5.1.3a"})
		s.Stack[li].X = a.X
		ctx.X = a.X
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
		if g.may(p, obj, AbilityRef{Kind: AbilityOptCost, Card: s.Obj(obj).Card, Index: int8(i)}, "5.1.3b") {
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
			use = g.may(p, obj, ref, "5.1.3c")
		case altOK:
			g.emit(Event{Kind: EvAuto, Player: p, Obj: obj, Why: AutoOnlyWay, About: ref, Rule: "5.1.3c"})
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
				spec = t
			}
		}
	}
	if spec != nil {
		t, ok := g.chooseTarget(p, obj, spec, "5.1.4")
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
	all := append([]CostEffect(nil), c.AddCosts...)
	for i, oc := range c.OptCosts {
		if ctx.Paid&(1<<i) != 0 {
			all = append(all, oc)
		}
	}
	all = append(all, effCosts...)
	// CR 5.1.7: pay resources by pitching one card at a time; the effect
	// costs are paid after, so the cards they need are not offered.
	if !g.payResources(p, cost, obj, all...) {
		return false // CR 5.1.7a
	}
	for _, ac := range all {
		if !ac.CanPay(g, ctx) || !ac.Pay(g, ctx) {
			return false // CR 5.1.8a
		}
	}
	// CR 5.1.10: the card is played.
	g.played(p, obj, from, c.IsAttack(), EvPlay, "5.1.10")
	return true
}

// played finishes a play or activation: the event, "next" effects, and
// for an attack the combat chain opens (CR 7.0.2a).
func (g *Game) played(p Player, obj ObjID, from Zone, attack bool, kind EventKind, rule string) {
	s := g.S
	if kind == EvPlay {
		s.Players[p].Turn.CardsPlayed++
	}
	if attack {
		g.bindNext(obj, false)
		if !s.Chain.Open {
			s.Chain.Open = true
			s.Chain.Links = s.Chain.Links[:0]
		}
		s.Step = StepLayer
		g.emit(Event{Kind: kind, Player: p, Obj: obj, From: from, To: ZoneStack, Rule: rule})
		g.emit(Event{Kind: EvStep, Player: p, Obj: obj, Rule: "7.1.1"})
		return
	}
	g.emit(Event{Kind: kind, Player: p, Obj: obj, From: from, To: ZoneStack, Rule: rule})
}

// choosableModes counts the modes of c that p could choose now: a mode
// whose target has no legal choice cannot be chosen.
func (g *Game) choosableModes(p Player, c *Card) int {
	n := 0
	for i := range c.Modes {
		if t := c.Modes[i].Target; t == nil || len(g.legalTargets(p, t)) > 0 {
			n++
		}
	}
	return n
}

// chooseModes asks for the modes of a modal card (CR 1.7.5, 5.1.4a).
func (g *Game) chooseModes(p Player, obj ObjID, c *Card) []int8 {
	pr := Prompt{Kind: AskModes, Shape: ShapeSubset, Player: p, Min: c.MinModes, Max: c.MaxModes, Source: obj, Rule: "5.1.4a"}
	if pr.Min == 0 && pr.Max == 0 {
		pr.Min, pr.Max = 1, 1
	}
	for i := range c.Modes {
		o := opt(ActMode, obj, int8(i), NoPlayer, "1.7.5")
		o.Value = i
		o.From = PlaceStack
		o.About = AbilityRef{Kind: AbilityMode, Card: g.S.Obj(obj).Card, Index: int8(i)}
		if t := c.Modes[i].Target; t != nil && len(g.legalTargets(p, t)) == 0 {
			continue // a mode with no legal target cannot be chosen
		}
		pr.Options = append(pr.Options, o)
	}
	if len(pr.Options) == 0 {
		return nil
	}
	if len(pr.Options) < pr.Min {
		pr.Min = len(pr.Options)
	}
	if len(pr.Options) < pr.Max {
		pr.Max = len(pr.Options) // CR 1.7.5b: each mode at most once
	}
	if pr.Min == 1 && pr.Max == 1 {
		pr.Shape = ShapeOne
	}
	a := g.ask(pr)
	out := make([]int8, 0, len(a.IDs))
	for _, id := range a.IDs {
		out = append(out, int8(pr.Options[pr.Find(id)].Value))
	}
	// CR 1.7.5b: chosen modes happen in the order the card lists them.
	slices.Sort(out)
	return out
}

// chooseTarget asks for a target among the legal ones (CR 1.8.5); with a
// single legal target the choice is made without asking.
func (g *Game) chooseTarget(p Player, src ObjID, spec *TargetSpec, rule string) (Target, bool) {
	return g.chooseTargetAs(AskTarget, p, src, spec, rule)
}

func (g *Game) chooseTargetAs(kind PromptKind, p Player, src ObjID, spec *TargetSpec, rule string) (Target, bool) {
	ts := g.legalTargets(p, spec)
	if len(ts) == 0 {
		return Target{}, false
	}
	if len(ts) == 1 {
		if kind == AskTarget {
			// Chosen without asking: the log says what and why.
			g.emit(Event{Kind: EvAuto, Player: p, Obj: src, Other: ts[0].Obj, Amount: int(ts[0].Player), Why: AutoOnlyTarget, Rule: "1.8.5"})
		}
		return ts[0], true
	}
	pr := Prompt{Kind: kind, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Rule: rule}
	for i, t := range ts {
		o := opt(ActTarget, t.Obj, 0, t.Player, rule)
		o.Value = i
		if t.Player == NoPlayer {
			o.From = g.S.PlaceOf(t.Obj)
		} else {
			o.From = PlaceHero
		}
		pr.Options = append(pr.Options, o)
	}
	a := g.ask(pr)
	return ts[pr.Options[pr.Find(a.IDs[0])].Value], true
}

// chooseAttackTarget declares whom an attack attacks (CR 1.4.5, 5.1.4b).
// In a two-player game the only legal target is the opposing hero, so no
// question is asked.
func (g *Game) chooseAttackTarget(p Player, src ObjID) (Target, bool) {
	t, ok := g.chooseTargetAs(AskAttackTarget, p, src, &TargetSpec{Kind: TargetOpposingHero}, "1.4.5")
	return t, ok
}

// payResources makes p pay cost resource points, asking which card to
// pitch one at a time until the points suffice (CR 1.14.2d, 1.14.3).
// later are the effect costs still to pay: a card is offered for pitching
// only if the rest can still be paid after it, the effect costs included
// (CR 5.1.8, paid after resources), so every pitch offered can complete
// the payment. When none can, all are offered and the play will be
// reversed (CR 1.10.3); canPlay keeps that from being offered at all.
func (g *Game) payResources(p Player, cost int, src ObjID, later ...CostEffect) bool {
	s := g.S
	ps := &s.Players[p]
	told := false
	for ps.Resources < cost {
		pr := Prompt{Kind: AskPitch, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Owed: cost - ps.Resources, Rule: "1.14.3"}
		var needed []Option
		for _, obj := range s.Zone(p, ZoneHand) {
			if obj == src {
				continue
			}
			if v := pitchOf(s, obj); v > 0 {
				o := g.optAt(ActPitch, obj, 0, "1.14.3")
				o.Value = v
				if g.payableWithout(p, src, obj, cost-v, later).Reason == ReasonNone {
					pr.Options = append(pr.Options, o)
				} else {
					needed = append(needed, o)
				}
			}
		}
		if len(pr.Options) > 0 && len(needed) > 0 && !told {
			// Say once which cards stay in hand for a later cost.
			told = true
			for _, o := range needed {
				if g.heldForCost(p, src, o.Obj, later) {
					g.emit(Event{Kind: EvAuto, Player: p, Obj: o.Obj, Other: src, Why: AutoHeld, Hidden: true, Rule: "5.1.8"})
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
			g.emit(Event{Kind: EvAuto, Player: p, Obj: obj, Other: src, Why: AutoOnlyPitch, Rule: "1.14.3"})
		} else {
			a := g.ask(pr)
			o := pr.Options[pr.Find(a.IDs[0])]
			obj, val = o.Obj, o.Value
		}
		g.move(obj, ZonePitch, false, true)
		ps.Resources += val
		g.emit(Event{Kind: EvPitch, Player: p, Obj: obj, Amount: val, From: ZoneHand, To: ZonePitch, Rule: "1.14.3"})
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

// activate activates ability i of obj (CR 5.2), rewinding if illegal.
func (g *Game) activate(p Player, obj ObjID, i int) {
	snap := g.S.Clone()
	if !g.tryActivate(p, obj, i) {
		g.rewind(snap, p, obj)
	}
}

func (g *Game) tryActivate(p Player, obj ObjID, i int) bool {
	s := g.S
	a := &s.CardOf(obj).Activated[i]
	ctx := &Ctx{Source: obj, Controller: p}
	// CR 5.2.2a: the activated layer is created on the stack. An attack
	// ability's layer is an attack proxy (CR 1.4.3, 8.3.1).
	layerObj := obj
	if a.Attack {
		layerObj = g.newObj(s.Obj(obj).Card, p, ZoneStack)
		s.Obj(layerObj).Proxy = obj
		s.Obj(layerObj).ProxyAbility = int8(i)
		s.Obj(layerObj).FaceUp = true
	}
	s.Stack = append(s.Stack, Layer{Kind: ActivatedLayer, Obj: layerObj, Gen: s.Obj(layerObj).Gen, Controller: p, Ability: int8(i)})
	li := len(s.Stack) - 1
	s.Obj(obj).UsedThisTurn++
	if a.Attack {
		t, ok := g.chooseAttackTarget(p, layerObj)
		if !ok {
			return false
		}
		s.Stack[li].Targets = append(s.Stack[li].Targets, t)
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
	if !g.payResources(p, a.Cost, obj, a.EffCosts...) {
		return false
	}
	for _, ec := range a.EffCosts {
		if !ec.CanPay(g, ctx) || !ec.Pay(g, ctx) {
			return false
		}
	}
	s.Players[p].Turn.Activations++
	g.played(p, layerObj, ZoneArena, a.Attack, EvActivate, "5.2.2")
	return true
}
