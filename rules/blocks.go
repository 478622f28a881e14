package rules

// Building blocks: effects, costs and conditions that card definitions
// compose. Each says its own words through Text (DESIGN.md "words at the
// edge"); the text layer renders them in English and Japanese.

// GainLife: the controller's hero gains N life (CR 8.5.7a).
type GainLife struct{ N int }

func (e GainLife) Do(g *Game, c *Ctx) {
	g.S.Players[c.Controller].Life += e.N
	g.emit(Event{Kind: EvGainLife, Player: c.Controller, Obj: c.Source, Amount: e.N, Rule: "8.5.7a"})
}
func (e GainLife) Text() Text { return T("gain-life", e.N) }

// GainResources: the controller gains N resource points (CR 1.13.3).
type GainResources struct{ N int }

func (e GainResources) Do(g *Game, c *Ctx) {
	g.S.Players[c.Controller].Resources += e.N
	g.emit(Event{Kind: EvGainResource, Player: c.Controller, Obj: c.Source, Amount: e.N, Rule: "8.5.7"})
}
func (e GainResources) Text() Text { return T("gain-resources", e.N) }

// Intimidate the opposing hero (CR 8.5.10).
type Intimidate struct{}

func (Intimidate) Do(g *Game, c *Ctx) { g.intimidate(c.Controller, c.Controller.Opponent(), c.Source) }
func (Intimidate) Text() Text         { return T("intimidate") }

// NextAttack: the controller's next attack matching Filter this turn gets
// Power and the keywords Gains, and the ability Grant (1-based index into
// the source card's Grants) (CR 1.8.10). With OnPlay it waits for the next
// matching card played ("the next attack action card you play").
type NextAttack struct {
	Filter AttackFilter
	Power  int
	Gains  Keywords
	Grant  int
	OnPlay bool
}

func (e NextAttack) Do(g *Game, c *Ctx) {
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card,
		Obj: NoObj, Next: true, OnPlay: e.OnPlay, Filter: e.Filter, Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilEndOfTurn})
}
func (e NextAttack) Text() Text {
	return T("next-attack", e.Filter, e.Power, e.Gains, e.OnPlay, e.Grant)
}

// AttacksGet: every attack of the controller matching Filter gets Power and
// Gains this turn ("your weapon attacks gain +1{p} this turn"), and the
// ability Grant (1-based index into the source card's Grants): "whenever
// your sword attacks this turn, ..." is a trigger each of them has.
type AttacksGet struct {
	Filter AttackFilter
	Power  int
	Gains  Keywords
	Grant  int
}

func (e AttacksGet) Do(g *Game, c *Ctx) {
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card,
		Obj: NoObj, AllMatching: true, Filter: e.Filter, Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilEndOfTurn})
}
func (e AttacksGet) Text() Text { return T("attacks-get", e.Filter, e.Power, e.Gains, e.Grant) }

// TargetGets: the layer's target attack gets Power and Gains while it is on
// the chain (CR 8.5.8).
type TargetGets struct {
	Power int
	Gains Keywords
	// Grant is 1 + an index into the source card's Grants: an ability the
	// target gains ("and 'if this hits, ...'"), or 0 for none.
	Grant int
}

func (e TargetGets) Do(g *Game, c *Ctx) {
	for _, t := range c.Targets {
		if t.Obj == NoObj || t.Player != NoPlayer {
			continue
		}
		if g.S.Obj(t.Obj).Gen != t.Gen {
			continue
		}
		g.Grant(c, t.Obj, ContEffect{Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilChainCloses})
	}
}
func (e TargetGets) Text() Text { return T("target-gets", e.Power, e.Gains, e.Grant) }

// ThisGets: the source gets Power, Defense and Gains while it stays where it
// is ("this gets +3{d}").
type ThisGets struct {
	Power, Defense int
	Gains          Keywords
}

func (e ThisGets) Do(g *Game, c *Ctx) {
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Gains: e.Gains, Until: UntilEndOfTurn})
}
func (e ThisGets) Text() Text { return T("this-gets", e.Power, e.Defense, e.Gains) }

// If generates Then only when the condition holds (CR 1.8.4).
type If struct {
	Cond *Condition
	Then []Effect
}

func (e If) Do(g *Game, c *Ctx) {
	if e.Cond.Test(g, c) {
		g.run(e.Then, c)
	}
}
func (e If) Text() Text { return T("if", e.Cond.Code, e.Then, e.Cond.Args) }

// Reprise: if the defending hero defended with a card from hand this chain
// link, Then (CR 8.4.3). Checked on resolution (8.4.3a).
func Reprise(then ...Effect) Effect { return If{Cond: DefendedFromHand, Then: then} }

// DefendedFromHand holds when the active chain link has a defending card
// that came from hand (CR 8.4.3).
var DefendedFromHand = &Condition{Code: "reprise", Test: func(g *Game, c *Ctx) bool {
	l := g.S.Chain.Active()
	return l != nil && l.FromHand > 0
}}

// Intimidated holds when the controller intimidated this turn.
var Intimidated = &Condition{Code: "intimidated-this-turn", Test: func(g *Game, c *Ctx) bool {
	return g.S.Players[c.Controller].Turn.Intimidated
}}

// WeaponAttacksAtLeast holds when the controller attacked with weapons n or
// more times this turn.
func WeaponAttacksAtLeast(n int) *Condition {
	return &Condition{Code: "weapon-attacks-at-least", Args: []any{n}, Test: func(g *Game, c *Ctx) bool {
		return int(g.S.Players[c.Controller].Turn.WeaponAttacks) >= n
	}}
}

// Defending holds while the source is a defending card on the chain.
var Defending = &Condition{Code: "while-defending", Test: func(g *Game, c *Ctx) bool {
	return g.S.Obj(c.Source).Zone == ZoneChain && g.S.Obj(c.Source).Defended
}}

// DestroySelf destroys the source (CR 8.5.4).
type DestroySelf struct{ Rule string }

func (e DestroySelf) Do(g *Game, c *Ctx) { g.destroy(c.Controller, c.Source, e.Rule) }
func (e DestroySelf) Text() Text         { return T("destroy-self") }

// SelfCounter puts N counters of a kind on the source (CR 8.5.14); a
// negative N puts -1 counters.
type SelfCounter struct {
	Kind CounterKind
	N    int
	Rule string
}

func (e SelfCounter) Do(g *Game, c *Ctx) {
	o := g.S.Obj(c.Source)
	// Counters go on public objects in play, and on a card face up in an
	// arsenal (a mentor's lesson counters).
	if o.Zone != ZoneArena && o.Zone != ZoneChain && !(o.Zone == ZoneArsenal && o.FaceUp) {
		return
	}
	o.Counters[e.Kind] += int8(e.N)
	g.emit(Event{Kind: EvCounter, Player: o.Controller, Obj: c.Source, Amount: e.N, Counter: e.Kind, Rule: e.Rule})
}
func (e SelfCounter) Text() Text { return T("self-counter", e.Kind, e.N) }

// PreventNext: the next N damage the controller's hero would be dealt this
// turn is prevented (CR 6.5).
type PreventNext struct{ N int }

func (e PreventNext) Do(g *Game, c *Ctx) {
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card, Obj: NoObj,
		Shield: true, Prevent: int16(e.N), Until: UntilEndOfTurn})
}
func (e PreventNext) Text() Text { return T("prevent-next", e.N) }

// DealDamage: the source deals N damage to the opposing hero (CR 8.5.3).
type DealDamage struct{ N int }

func (e DealDamage) Do(g *Game, c *Ctx) {
	g.dealDamage(c.Controller, c.Source, c.Controller.Opponent(), e.N, false, "8.5.3")
}
func (e DealDamage) Text() Text { return T("deal-damage", e.N) }

// Draw: the controller draws N cards (CR 8.5.6).
type Draw struct{ N int }

func (e Draw) Do(g *Game, c *Ctx) {
	for i := 0; i < e.N; i++ {
		g.draw(c.Controller)
	}
}
func (e Draw) Text() Text { return T("draw", e.N) }

// destroy puts obj into its owner's graveyard (CR 8.5.4).
func (g *Game) destroy(by Player, obj ObjID, rule string) {
	o := g.S.Obj(obj)
	if o.Zone == ZoneGraveyard || o.Gone {
		return
	}
	from := o.Zone
	g.move(obj, ZoneGraveyard, false, true)
	g.emit(Event{Kind: EvDestroy, Player: by, Obj: obj, From: from, To: ZoneGraveyard, Rule: rule})
}

// discardRandom discards a random card from p's hand (CR 8.5.5); NoObj if
// the hand is empty (8.5.5b).
func (g *Game) discardRandom(p Player, src ObjID) ObjID {
	hand := g.S.Zone(p, ZoneHand)
	if len(hand) == 0 {
		return NoObj
	}
	obj := hand[g.S.RNG.Intn(len(hand))]
	g.discard(p, obj, src)
	return obj
}

// discard puts obj from p's hand into the graveyard (CR 8.5.5).
func (g *Game) discard(p Player, obj ObjID, src ObjID) {
	g.move(obj, ZoneGraveyard, false, true)
	if c := g.S.CardOf(obj); c.Has(HasPower) && g.Power(obj) >= 6 {
		g.S.Players[p].Turn.Discarded6Power = true
	}
	g.emit(Event{Kind: EvDiscard, Player: p, Obj: obj, Other: src, From: ZoneHand, To: ZoneGraveyard, Rule: "8.5.5"})
}

// DiscardRandomCost: as an additional cost, discard a random card (CR 5.1.8).
type DiscardRandomCost struct{}

func (DiscardRandomCost) CanPay(g *Game, c *Ctx) bool { return len(handOtherThan(g, c)) > 0 }
func (DiscardRandomCost) Pay(g *Game, c *Ctx) bool {
	return g.discardRandom(c.Controller, c.Source) != NoObj
}
func (DiscardRandomCost) Text() Text     { return T("cost-discard-random") }
func (DiscardRandomCost) HandCards() int { return 1 }

// DestroySelfCost: destroy this as a cost ("Destroy this: ...").
type DestroySelfCost struct{}

func (DestroySelfCost) CanPay(g *Game, c *Ctx) bool { return g.S.Obj(c.Source).Zone == ZoneArena }
func (DestroySelfCost) Pay(g *Game, c *Ctx) bool {
	g.destroy(c.Controller, c.Source, "1.14.4")
	return true
}
func (DestroySelfCost) Text() Text { return T("cost-destroy-self") }

// DiscardCost: discard a card of the player's choice as a cost.
type DiscardCost struct{}

func (DiscardCost) CanPay(g *Game, c *Ctx) bool { return len(handOtherThan(g, c)) > 0 }

// handOtherThan lists the cards in the controller's hand other than the
// source: a card being played cannot pay its own cost (CR 5.1.8).
func handOtherThan(g *Game, c *Ctx) []ObjID {
	var out []ObjID
	for _, obj := range g.S.Zone(c.Controller, ZoneHand) {
		if obj != c.Source {
			out = append(out, obj)
		}
	}
	return out
}
func (DiscardCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, g.S.Zone(c.Controller, ZoneHand), PurposeDiscard, "8.5.5")
	if !ok {
		return false
	}
	g.discard(c.Controller, obj, c.Source)
	return true
}
func (DiscardCost) Text() Text     { return T("cost-discard") }
func (DiscardCost) HandCards() int { return 1 }

// RevealCost: reveal a card from hand with cost at most Max (CR 8.5.17).
type RevealCost struct{ Max int }

func (e RevealCost) fits(g *Game, c *Ctx) []ObjID {
	var out []ObjID
	for _, obj := range g.S.Zone(c.Controller, ZoneHand) {
		if obj == c.Source {
			continue
		}
		if e.FitsHand(g, obj) {
			out = append(out, obj)
		}
	}
	return out
}
func (e RevealCost) CanPay(g *Game, c *Ctx) bool { return len(e.fits(g, c)) > 0 }

// FitsHand: only a card with a cost of at most Max can be revealed.
func (e RevealCost) FitsHand(g *Game, obj ObjID) bool {
	cd := g.S.CardOf(obj)
	return cd.Has(HasCost) && cd.Cost <= e.Max
}
func (e RevealCost) Pay(g *Game, c *Ctx) bool {
	obj, ok := g.chooseCard(c.Controller, c.Source, e.fits(g, c), PurposeReveal, "8.5.17")
	if !ok {
		return false
	}
	g.emit(Event{Kind: EvReveal, Player: c.Controller, Obj: obj, Other: c.Source, Rule: "8.5.17"})
	return true
}
func (e RevealCost) Text() Text     { return T("cost-reveal", e.Max) }
func (e RevealCost) HandCards() int { return 1 }

// chooseCard asks p for one of objs for a purpose (or picks the only one,
// and the log says so).
func (g *Game) chooseCard(p Player, src ObjID, objs []ObjID, purpose Purpose, rule string) (ObjID, bool) {
	if len(objs) == 0 {
		return NoObj, false
	}
	if len(objs) == 1 {
		// A card revealed or discarded is public next; one going under
		// the deck stays private: only its owner reads which card.
		g.emit(Event{Kind: EvAuto, Player: p, Obj: objs[0], Other: src, Amount: int(purpose), Why: AutoOnlyCard,
			Hidden: g.S.Obj(objs[0]).Zone == ZoneHand && purpose == PurposeBottom, Rule: rule})
		return objs[0], true
	}
	pr := Prompt{Kind: AskCards, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Purpose: purpose, Rule: rule}
	for _, obj := range objs {
		pr.Options = append(pr.Options, g.optAt(ActCard, obj, 0, rule))
	}
	a := g.ask(pr)
	return pr.Options[pr.Find(a.IDs[0])].Obj, true
}

// OnAttack matches an event of the source as the attack: "when this
// attacks", "when this hits". A weapon's attack is its proxy, which has the
// weapon's triggered abilities (CR 1.4.3a).
func OnAttack(g *Game, self ObjID, e *Event) bool {
	if e.Obj == self {
		return true
	}
	return e.Obj >= 0 && int(e.Obj) < len(g.S.Objs) && g.S.Obj(e.Obj).Proxy == self
}

// AttackCount: the source weapon gets +N{p} until end of turn the Nth time
// it attacks this turn (Dawnblade's second attack).
type AttackCount struct {
	Nth   int
	Power int
}

func (e AttackCount) Do(g *Game, c *Ctx) {
	if int(g.S.Obj(c.Source).AttacksThisTurn) != e.Nth {
		return
	}
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Until: UntilEndOfTurn})
}
func (e AttackCount) Text() Text { return T("nth-attack-gets", e.Nth, e.Power) }

// ExtraAttack: the controller may attack an additional time this turn with
// the weapon named by the triggering event (CR 5.2.3c).
type ExtraAttack struct{}

func (ExtraAttack) Do(g *Game, c *Ctx) {
	if c.Event == nil || c.Event.Other == NoObj {
		return
	}
	g.S.Obj(c.Event.Other).ExtraUses++
}
func (ExtraAttack) Text() Text { return T("extra-attack") }

// May asks the controller whether to generate Then (CR 1.8.3).
type May struct{ Then []Effect }

func (e May) Do(g *Game, c *Ctx) {
	if g.may(c.Controller, c.Source, g.abilityOf(c), "1.8.3") {
		g.run(e.Then, c)
	}
}
func (e May) Text() Text { return T("may", e.Then) }

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
func (e IfPaid) Text() Text { return T("if-paid", e.I, e.Then) }

// CloseChain closes the combat chain (CR 7.7.2d): the close step begins as
// a game state action.
type CloseChain struct{}

func (CloseChain) Do(g *Game, c *Ctx) {
	if g.S.Chain.Open {
		g.S.Chain.Closing = true
	}
}
func (CloseChain) Text() Text { return T("close-chain") }

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
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card, Obj: NoObj,
		Next: true, OnPlay: true, Filter: e.Filter, SetCost: int8(e.Set), HasSet: e.HasSet, CostDelta: int8(e.Delta), Until: UntilEndOfTurn})
}
func (e NextCardCosts) Text() Text { return T("next-card-costs", e.Filter, e.Set, e.HasSet, e.Delta) }

// ReplaceNextDamage: the next time the controller's hero would be dealt
// damage this turn, it is dealt that much plus Delta instead (CR 6.4).
type ReplaceNextDamage struct{ Delta int }

func (e ReplaceNextDamage) Do(g *Game, c *Ctx) {
	g.addEffect(ContEffect{Controller: c.Controller, Source: c.Source, SourceCard: g.S.Obj(c.Source).Card, Obj: NoObj,
		Shield: true, DamageDelta: int8(e.Delta), Until: UntilEndOfTurn})
}
func (e ReplaceNextDamage) Text() Text { return T("replace-next-damage", e.Delta) }

// DestroyAttack destroys the active attack (a test of CR 7.7.2c: an attack
// that ceases to exist before damage closes the chain).
type DestroyAttack struct{}

func (DestroyAttack) Do(g *Game, c *Ctx) {
	if l := g.S.Chain.Active(); l != nil && g.S.Obj(l.Attack).Proxy == NoObj {
		g.destroy(c.Controller, l.Attack, "8.5.4")
	}
}
func (DestroyAttack) Text() Text { return T("destroy-attack") }

// LinkGets: the active attack gets Power this chain link only.
type LinkGets struct{ Power int }

func (e LinkGets) Do(g *Game, c *Ctx) {
	if l := g.S.Chain.Active(); l != nil {
		g.Grant(c, l.Attack, ContEffect{Power: int8(e.Power), Until: UntilLinkEnds})
	}
}
func (e LinkGets) Text() Text { return T("link-gets", e.Power) }
