package rules

// Destroying and banishing a card (CR 8.5, effect keywords), and closing
// the combat chain early by an effect (CR 7.7).

// DestroySelf destroys the source (CR 8.5.4).
type DestroySelf struct{ Rule Rule }

func (e DestroySelf) Do(g *Game, c *Ctx) { g.destroy(c.Controller, c.Source, e.Rule) }

func (e DestroySelf) Text() Text { return T("destroy-self") }

// destroy puts obj into its owner's graveyard (CR 8.5.4).
func (g *Game) destroy(by Player, obj ObjID, rule Rule) {
	o := g.s.Obj(obj)
	if o.Zone == ZoneGraveyard || o.Gone {
		return
	}
	from := o.Zone
	g.move(obj, ZoneGraveyard, false, true)
	g.emit(Event{Kind: EvDestroy, Player: by, Obj: obj, From: from, To: ZoneGraveyard, Rule: rule})
}

// DestroySelfThen destroys the source and, if it was destroyed, generates
// Then: "you may destroy this. If you do, ..." (CR 8.5.4, 1.8.4).
type DestroySelfThen struct{ Then []Effect }

func (e DestroySelfThen) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	if o.Zone != ZoneArena || o.Gone || !sameObject(g, c) {
		return
	}
	g.destroy(c.Controller, c.Source, CR(8, 5, 4))
	g.run(e.Then, c)
}

func (e DestroySelfThen) Text() Text { return T("destroy-self-then", e) }

// CloseChain closes the combat chain (CR 7.7.2d): the close step begins as
// a game state action.
type CloseChain struct{}

func (CloseChain) Do(g *Game, c *Ctx) {
	if g.s.Chain.Open {
		g.s.Chain.Closing = true
	}
}

func (CloseChain) Text() Text { return T("close-chain") }

// DestroyAttack destroys the active attack (a test of CR 7.7.2c: an attack
// that ceases to exist before damage closes the chain).
type DestroyAttack struct{}

func (DestroyAttack) Do(g *Game, c *Ctx) {
	if l := g.s.Chain.Active(); l != nil && g.s.Obj(l.Attack).Proxy == NoObj {
		g.destroy(c.Controller, l.Attack, CR(8, 5, 4))
	}
}

func (DestroyAttack) Text() Text { return T("destroy-attack") }

// DestroyWhenChainCloses is the granted trigger "when the combat chain
// closes, destroy this" (CR 7.7.3: the close event; CR 8.5.4 destroy).
func DestroyWhenChainCloses() *Trigger {
	return &Trigger{When: WhenChainCloses, Effects: []Effect{DestroySelf{Rule: CR(8, 5, 4)}}}
}

// BanishSelf banishes the source face up (CR 8.5.1), unless it is a new
// object by now or already banished.
type BanishSelf struct{}

func (BanishSelf) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	if o.Zone == ZoneBanished || !sameObject(g, c) {
		return
	}
	from := o.Zone
	g.move(c.Source, ZoneBanished, false, true)
	g.emit(Event{Kind: EvBanish, Player: c.Controller, Obj: c.Source, From: from, To: ZoneBanished, Rule: CR(8, 5, 1)})
}

func (BanishSelf) Text() Text { return T("banish-self") }
