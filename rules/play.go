package rules

import "slices"

// priorityPrompt lists what p may do now: each card they may play, each
// ability they may activate, and pass. Cards and abilities they cannot use
// are listed as Blocked with the reason, for the learner.
func (g *Game) priorityPrompt(p Player) Prompt {
	s := g.S
	pr := Prompt{Kind: AskPriority, Player: p, Min: 1, Max: 1, Source: NoObj, Rule: "1.11"}
	pr.Options = append(pr.Options, opt(ActPass, NoObj, 0, NoPlayer, "1.11.4"))
	for _, z := range []Zone{ZoneHand, ZoneArsenal} {
		for _, obj := range s.Zone(p, z) {
			o := opt(ActPlay, obj, 0, NoPlayer, "5.1")
			if r, rule := g.canPlay(p, obj); r == ReasonNone {
				pr.Options = append(pr.Options, o)
			} else if g.Explain {
				pr.Blocked = append(pr.Blocked, Blocked{Option: o, Reason: r, Rule: rule})
			}
		}
	}
	g.eachAbility(p, func(obj ObjID, i int) {
		o := opt(ActActivate, obj, int8(i), NoPlayer, "5.2")
		if r, rule := g.canActivate(p, obj, i); r == ReasonNone {
			pr.Options = append(pr.Options, o)
		} else if g.Explain {
			pr.Blocked = append(pr.Blocked, Blocked{Option: o, Reason: r, Rule: rule})
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
		if s.Chain.Open && (s.Step != StepResolution || !attack) {
			return ReasonCombat, "7.0.1a"
		}
		if s.Players[p].Actions < 1 {
			return ReasonNoActionPoint, "8.1.1c"
		}
		return ReasonNone, "8.1.1"
	}
	return ReasonRestricted, "5.1.2b"
}

// canPlay says whether p may play obj now, and if not why.
func (g *Game) canPlay(p Player, obj ObjID) (Reason, string) {
	s := g.S
	c := s.CardOf(obj)
	if c.Types.Has(Resource) {
		return ReasonResourceCard, "8.1.7a"
	}
	if c.Types.Any(Equipment|Weapon|Hero|Token|Mentor|Block) || !c.Has(HasCost) && !c.XCost {
		return ReasonRestricted, "5.1.2b"
	}
	if r, rule := g.timing(p, c.Types, c.IsAttack()); r != ReasonNone {
		return r, rule
	}
	ctx := &Ctx{Source: obj, Controller: p}
	if c.PlayIf != nil && !c.PlayIf.Test(g, ctx) {
		return ReasonRestricted, "1.0.2"
	}
	// CR 8.3.4b: dominate stops defense reactions from hand only.
	if c.Types.Has(DefenseReaction) && s.Obj(obj).Zone == ZoneHand && g.dominated(p) {
		return ReasonDominate, "8.3.4b"
	}
	if c.Target != nil && len(g.legalTargets(p, c.Target)) == 0 {
		return ReasonNoTarget, "5.1.5"
	}
	if len(c.Modes) > 0 && g.choosableModes(p, c) == 0 {
		return ReasonNoTarget, "5.1.5" // every mode needs a target there is not
	}
	for _, ac := range c.AddCosts {
		if !ac.CanPay(g, ctx) {
			return ReasonCannotPay, "5.1.8a"
		}
	}
	cost := g.expectedCost(p, obj)
	if c.Alt != nil && c.Alt.Resource < cost && canPayAll(g, ctx, c.Alt.Effects) {
		cost = c.Alt.Resource
	}
	// Effect costs are paid after resources (CR 5.1.7-5.1.8): cards they
	// need from hand cannot be pitched.
	keep := 0
	for _, ac := range c.AddCosts {
		if h, ok := ac.(HandCost); ok {
			keep += h.HandCards()
		}
	}
	if g.availableKeeping(p, obj, keep) < cost {
		return ReasonCannotPay, "5.1.7a"
	}
	return ReasonNone, "5.1"
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

// availableKeeping is what p could pay while keeping keep cards of the
// hand (other than except) unpitched: the ones that give the least.
func (g *Game) availableKeeping(p Player, except ObjID, keep int) int {
	if keep == 0 {
		return g.available(p, except)
	}
	var pitches []int
	for _, obj := range g.S.Zone(p, ZoneHand) {
		if obj == except {
			continue
		}
		v := 0
		if c := g.S.CardOf(obj); c.Has(HasPitch) {
			v = c.Pitch
		}
		pitches = append(pitches, v)
	}
	if len(pitches) < keep {
		return -1
	}
	slices.Sort(pitches)
	n := g.S.Players[p].Resources
	for _, v := range pitches[keep:] {
		n += v
	}
	return n
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
	c := g.S.CardOf(obj)
	cost := c.Cost
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
func (g *Game) may(p Player, src ObjID, rule string) bool {
	pr := Prompt{Kind: AskMay, Player: p, Min: 1, Max: 1, Source: src, Rule: rule,
		Options: []Option{opt(ActYes, src, 0, NoPlayer, rule), opt(ActNo, src, 0, NoPlayer, rule)}}
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

// canActivate says whether p may activate ability i of obj now.
func (g *Game) canActivate(p Player, obj ObjID, i int) (Reason, string) {
	s := g.S
	a := &s.CardOf(obj).Activated[i]
	if r, rule := g.timing(p, a.Type, a.Attack); r != ReasonNone {
		return r, rule
	}
	o := s.Obj(obj)
	if a.Once && o.UsedThisTurn >= 1+o.ExtraUses {
		return ReasonOncePerTurn, "5.2.1a"
	}
	ctx := &Ctx{Source: obj, Controller: p}
	if a.If != nil && !a.If.Test(g, ctx) {
		return ReasonCondition, "5.2.1e"
	}
	for _, ec := range a.EffCosts {
		if !ec.CanPay(g, ctx) {
			return ReasonCannotPay, "5.1.8a"
		}
	}
	if g.available(p, NoObj) < a.Cost {
		return ReasonCannotPay, "5.1.7a"
	}
	return ReasonNone, "5.2"
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
		max := g.available(p, obj) - g.costOf(obj, c.Cost)
		if max < 0 {
			return false
		}
		a := g.ask(Prompt{Kind: AskX, Player: p, XMin: 0, XMax: max, Source: obj, Rule: "5.1.3a"})
		s.Stack[li].X = a.X
		ctx.X = a.X
	}
	// CR 5.1.3b: declare which optional additional costs to pay.
	for i, oc := range c.OptCosts {
		if oc.CanPay(g, ctx) && g.may(p, obj, "5.1.3b") {
			ctx.Paid |= 1 << i
		}
	}
	// CR 5.1.3c: declare an alternative cost.
	base := c.Cost
	var effCosts []CostEffect
	if c.Alt != nil && canPayAll(g, ctx, c.Alt.Effects) && g.may(p, obj, "5.1.3c") {
		ctx.Paid |= 1 << 7
		base = c.Alt.Resource
		effCosts = append(effCosts, c.Alt.Effects...)
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
	pr := Prompt{Kind: AskModes, Player: p, Min: c.MinModes, Max: c.MaxModes, Source: obj, Rule: "5.1.4a"}
	if pr.Min == 0 && pr.Max == 0 {
		pr.Min, pr.Max = 1, 1
	}
	for i := range c.Modes {
		o := opt(ActMode, obj, int8(i), NoPlayer, "1.7.5")
		o.Value = i
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
		return ts[0], true
	}
	pr := Prompt{Kind: kind, Player: p, Min: 1, Max: 1, Source: src, Rule: rule}
	for i, t := range ts {
		o := opt(ActTarget, t.Obj, 0, t.Player, rule)
		o.Value = i
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
// later are the effect costs still to pay: a card they need from hand is
// not offered for pitching (CR 5.1.8, paid after resources), unless every
// card is needed, and the play will be reversed anyway (CR 1.10.3).
func (g *Game) payResources(p Player, cost int, src ObjID, later ...CostEffect) bool {
	s := g.S
	ps := &s.Players[p]
	for ps.Resources < cost {
		pr := Prompt{Kind: AskPitch, Player: p, Min: 1, Max: 1, Source: src, Owed: cost - ps.Resources, Rule: "1.14.3"}
		var needed []Option
		for _, obj := range s.Zone(p, ZoneHand) {
			if c := s.CardOf(obj); c.Has(HasPitch) && c.Pitch > 0 {
				o := opt(ActPitch, obj, 0, NoPlayer, "1.14.3")
				o.Value = c.Pitch
				if g.pitchKeeps(p, src, obj, later) {
					pr.Options = append(pr.Options, o)
				} else {
					needed = append(needed, o)
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

// pitchKeeps reports whether the hand can still pay the effect costs that
// need cards from it once obj is pitched.
func (g *Game) pitchKeeps(p Player, src, obj ObjID, later []CostEffect) bool {
	for _, ce := range later {
		h, ok := ce.(HandCost)
		if !ok {
			continue
		}
		f, picky := ce.(HandCostFits)
		n := 0
		for _, o := range g.S.Zone(p, ZoneHand) {
			if o != src && o != obj && (!picky || f.FitsHand(g, o)) {
				n++
			}
		}
		if n < h.HandCards() {
			return false
		}
	}
	return true
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
