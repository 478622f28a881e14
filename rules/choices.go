package rules

// Choices during resolution: "may" questions (CR 1.8.4), choosing cards
// from a zone, looking at hidden cards while choosing.

// chooseCard asks p for one of objs for a purpose (or picks the only one,
// and the log says so).
func (g *Game) chooseCard(p Player, src ObjID, objs []ObjID, purpose Purpose, rule Rule) (ObjID, bool) {
	if len(objs) == 0 {
		return NoObj, false
	}
	if len(objs) == 1 {
		// A card revealed or discarded is public next; one going under
		// the deck stays private: only its owner reads which card.
		// A face-down card in the arsenal is as private (CR 3.0.3).
		o := g.s.Obj(objs[0])
		g.emit(Event{Kind: EvAuto, Player: p, Obj: objs[0], Other: src, Amount: int(purpose), Why: AutoOnlyCard,
			Hidden: (o.Zone == ZoneHand || o.Zone == ZoneArsenal && !o.FaceUp) && (purpose == PurposeBottom || purpose == PurposeTop), Rule: rule})
		return objs[0], true
	}
	pr := Prompt{Kind: AskCards, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Purpose: purpose, Rule: rule}
	pr.Options = optionBuf(&g.bufs.cards) // the game's, reused by the next choice
	for _, obj := range objs {
		pr.Options = g.addOpt(pr.Options, ActCard, obj, 0, rule)
	}
	g.bufs.cards = pr.Options
	a := g.ask(pr)
	return pr.Options[pr.Find(a.IDs[0])].Obj, true
}

// May asks the controller whether to generate Then (CR 1.8.3).
type May struct{ Then []Effect }

func (e May) Do(g *Game, c *Ctx) {
	if g.may(c.Controller, c.Source, g.abilityOf(c), CR(1, 8, 3)) {
		g.run(e.Then, c)
	}
}

func (e May) Text() Text { return T("may", e) }

// IfPaid generates Then when optional cost i was paid (CR 5.1.3b); i = 7
// is the alternative cost.
type IfPaid struct {
	I    int
	Then []Effect
}

func (e IfPaid) Do(g *Game, c *Ctx) {
	if c.Paid&(1<<e.I) != 0 {
		g.run(e.Then, c)
	}
}

func (e IfPaid) Text() Text { return T("if-paid", e) }

// MayPay asks the controller whether to pay N resources ("you may pay
// {r}"); when they do, they pitch cards as for any cost (CR 1.14.2d,
// 1.14.3) and Then is generated (CR 1.8.3). A player who could not pay is
// not asked.
type MayPay struct {
	N    int
	Then []Effect
}

func (e MayPay) Do(g *Game, c *Ctx) {
	if g.payable(c.Controller, NoObj, e.N, nil).Reason != ReasonNone {
		return
	}
	if !g.may(c.Controller, c.Source, g.abilityOf(c), CR(1, 8, 3)) {
		return
	}
	if !g.payResources(c.Controller, e.N, c.Source) {
		return
	}
	g.run(e.Then, c)
}

func (e MayPay) Text() Text { return T("may-pay", e) }

// askLooking asks a search prompt while its player looks at their deck.
func (g *Game) askLooking(pr Prompt) Answer {
	g.look = 1 + int8(pr.Player)
	defer func() { g.look = 0 }()
	return g.ask(pr)
}

// may asks p a yes/no question about src (CR 1.8.3).
// about names the ability that asks, so the player is told what it does
// and what it costs.
func (g *Game) may(p Player, src ObjID, about AbilityRef, rule Rule) bool {
	yes, no := opt(ActYes, src, 0, NoPlayer, rule), opt(ActNo, src, 0, NoPlayer, rule)
	yes.About, no.About = about, about
	pr := Prompt{Kind: AskMay, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, About: about, Rule: rule,
		Options: append(optionBuf(&g.bufs.may), yes, no)} // the game's, reused by the next "may"
	g.bufs.may = pr.Options
	a := g.ask(pr)
	return Act(a.IDs[0]>>24) == ActYes
}

// reach: Then, as if the answer were yes (reach.go); a cost only takes
// away.
func (e May) reach(m *most) { m.effects(e.Then) }

func (e IfPaid) reach(m *most) { m.effects(e.Then) }

// reach: the power Then gives comes only with N paid (CR 1.8.3; most's
// paidPower); the rest of it as it is.
func (e MayPay) reach(m *most) {
	p := m.power
	m.effects(e.Then)
	if e.N > 0 {
		m.paidPower.add(paidBonus{m.power - p, e.N})
		m.power = p
	}
}
