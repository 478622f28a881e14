package rules

// Static is a static ability modifying the source's numbers while its
// condition holds (CR 5.4.7).
type Static struct {
	If      *Condition
	Power   int
	Defense int
	Grants  Keywords
	// Per, when set, multiplies Power and Defense by a count ("+1{p} for
	// each attack that has hit this combat chain"; combo.go).
	Per *Count
	// Defenders, when set, makes the static one of a permanent for other
	// cards: its controller's cards matching the filter get its Defense
	// while they defend ("your attack action cards get +3{d} while
	// defending"; defenders.go), not the card itself.
	Defenders *AttackFilter
}

// Grant is an ability an effect gives an object: a trigger or a static.
type Grant struct {
	Trigger *Trigger
	Static  *Static
	Text    Text
}

// AttackFilter describes attacks for "your next weapon attack" and targets.
type AttackFilter struct {
	Weapon     bool     // a weapon attack (attack proxy of a weapon)
	ActionCard bool     // an attack action card
	Subtypes   Subtypes // e.g. Sword
	Classes    Classes  // e.g. Brute
	Name       string   // a specific card name (e.g. Dawnblade)
	// AnySubtypes matches an attack with at least one of these subtypes
	// ("a sword or dagger"), where Subtypes needs them all.
	AnySubtypes Subtypes
	// Moniker matches by the moniker of the name (CR 2.7.3: "Dawnblade"
	// refers to Dawnblade, Resplendent too).
	Moniker string
	// MinCost and MaxCost bound the printed cost of a card ("cost 2 or
	// greater", "cost 1 or less"); MaxCost counts only with HasMaxCost, so
	// that "cost 0" can be said. A card without a cost never matches a bound.
	MinCost    int8
	MaxCost    int8
	HasMaxCost bool
}

// Duration says when a continuous effect ends (CR 6.2).
type Duration uint8

const (
	UntilEndOfTurn   Duration = iota // "this turn", "until end of turn" (CR 4.4.4)
	UntilChainCloses                 // "this combat chain" (CR 7.7.7)
	UntilLinkEnds                    // "this chain link" (CR 7.0.3d)
	WhileExists                      // as long as the object it applies to exists
)

// ContEffect is a continuous effect as plain data (CR 6.2): a modification
// of one object, or a pending modification of the next matching attack
// ("your next weapon attack this turn gains +3{p}", CR 1.8.10).
type ContEffect struct {
	Stamp      int32
	Controller Player
	// Made is the ability of SourceCard whose resolution made the effect
	// (CR 6.2.2: an effect is made by an ability as it resolves), the
	// record a position names it by (CombatOf); MadeModes, with it, the
	// modes chosen of a card whose resolution made it (CR 1.7.5). Neither
	// changes what the effect does: Hash leaves them out. (Made fills
	// the padding after Controller and MadeModes the end of the struct,
	// which stays 112 bytes.)
	Made       Made
	Source     ObjID
	SourceCard int16
	// Obj/Gen is the object the effect applies to once bound.
	Obj ObjID
	Gen uint16
	// Next, while true, waits for the controller's next attack (or the next
	// card played, with OnPlay) matching Filter, then binds to it.
	Next   bool
	OnPlay bool // binds when a card is played rather than when an attack is declared
	Filter AttackFilter
	// AllMatching applies to every matching attack of the controller for
	// the duration instead of binding to one ("your weapon attacks gain").
	AllMatching bool

	Power   int8
	Defense int8
	Gains   Keywords
	// Grant is 1 + an index into SourceCard's Grants (a granted ability),
	// or 0 for none.
	Grant int8
	// Prevent is a damage prevention shield: the next Prevent damage that
	// Controller's hero would be dealt this turn is prevented (CR 6.5).
	Prevent int16
	Shield  bool
	// PreventKind is the type of damage a prevention
	// prevents (DamageGeneric: any, CR 6.4.10c); PreventOnce makes it a
	// fixed prevention, for one damage event (CR 6.4.10i), rather than a
	// shield (6.4.10j). See prevention.go.
	PreventKind DamageKind
	PreventOnce bool
	// PreventCreates is 1 + the index in state.Cards of the token the
	// prevention creates when it prevents damage (PreventDamage.Creates),
	// or 0.
	PreventCreates int16
	// Cost modification of the card it binds to (OnPlay), applied at
	// CR 5.1.6a: SetCost (when HasSet) first, then increases, then
	// decreases, each in timestamp order.
	SetCost   int8
	HasSet    bool
	CostDelta int8
	// DamageDelta is a replacement effect on damage to Controller's hero:
	// the next damage (Shield) is changed by DamageDelta (CR 6.4).
	DamageDelta int8
	Until       Duration
	// GainPlus is a replacement effect on power gains
	// (replacement.go): an attack that would gain power gains GainPlus
	// more instead; GainOnce, only the next time.
	GainPlus int8
	GainOnce bool
	// StaticGain is 1 + the index of a static ability of Source
	// (SourceCard's Statics) whose gain of power to the attack Obj was
	// replaced (replacement.go, CR 6.2.5), or 0; Seen is that gain as it
	// was when it last started or grew, and Power what the replacements
	// added to it. Power counts only while the static ability applies.
	StaticGain int8
	Seen       int8

	MadeModes uint16
}

// Made names what made a continuous effect: the kind of ability of its
// source card that resolved (AbilityResolution for a card's resolution
// abilities, CR 5.3.4; AbilityActivated, AbilityTriggered, with Index; the
// granted, keyword and delayed triggers a position cannot name; AbilityNone
// for a static ability's effect, CR 5.4.7, which the game makes anew), and
// Nth, how many effects that same resolution made before it, so that two
// resolutions of one ability are told apart.
type Made struct {
	Kind  AbilityKind
	Index int8
	Nth   uint8
}

// madeBy is what made an effect c is making: the layer that resolves,
// or what the context says it stands for (a position generating the
// effects of an ability that resolved earlier, position.go).
func (g *Game) madeBy(c *Ctx) Made {
	m := c.made
	if l := c.layer; l != nil {
		switch l.Kind {
		case CardLayer:
			m = Made{Kind: AbilityResolution}
		case ActivatedLayer:
			m = Made{Kind: AbilityActivated, Index: l.Ability}
		case TriggeredLayer:
			a := g.abilityOfTrigger(l.Obj, l.Ability, l.Granted, l.GrantCard, l.Keyword, l.Delayed)
			m = Made{Kind: a.Kind, Index: a.Index}
		}
	}
	m.Nth = c.nMade
	return m
}

// addEffectFrom adds e as made by the ability of context c: its
// controller and source are c's, and what made it is recorded (Made).
func (g *Game) addEffectFrom(c *Ctx, e ContEffect) {
	e.Controller = c.Controller
	e.Source = c.Source
	e.SourceCard = g.s.Obj(c.Source).Card
	e.Made = g.madeBy(c)
	if e.Made.Kind == AbilityResolution {
		for _, m := range c.Modes {
			e.MadeModes |= 1 << m
		}
	}
	c.nMade++
	g.addEffect(e)
}

const (
	DelayedReturnToHand DelayedKind = iota
	DelayedWager                    // wager.go: the wager of an attack settles (CR 8.5.46)
	// DelayedGrant: "the next time ... this turn" (nexttime.go); last, as
	// an AbilityRef's Index says DelayedGrant + the grant's index.
	DelayedGrant
)

// DelayedOnce records that an ability's "first time each turn" is used
// (victor.go): it never fires, so it is never a layer. Its value stands
// apart from the kinds above so that theirs stay as they are.
const DelayedOnce DelayedKind = 0x7f

// matches reports whether the attack obj matches f.
func (g *Game) matches(f AttackFilter, obj ObjID) bool {
	s := g.s
	o := s.Obj(obj)
	c := s.CardOf(obj)
	if f.Weapon && o.Proxy == NoObj {
		return false
	}
	if f.ActionCard && (o.Proxy != NoObj || !c.Types.Has(Action) || !c.IsAttack()) {
		return false
	}
	if f.Subtypes != 0 && !c.Subtypes.Has(f.Subtypes) {
		return false
	}
	if f.Classes != 0 && g.classesOf(obj)&f.Classes == 0 { // CR 8.3.35: universal
		return false
	}
	if f.Name != "" && c.Name != f.Name {
		return false
	}
	if f.AnySubtypes != 0 && !c.Subtypes.Any(f.AnySubtypes) {
		return false
	}
	if f.Moniker != "" && !c.HasMoniker(f.Moniker) {
		return false
	}
	if f.MinCost > 0 || f.HasMaxCost {
		cost, ok := g.costNow(obj) // CR 1.12.2a: an undefined X counts as 0
		if !ok || f.MinCost > 0 && cost < int(f.MinCost) || f.HasMaxCost && cost > int(f.MaxCost) {
			return false
		}
	}
	return true
}

// addEffect records a continuous effect with the next timestamp.
func (g *Game) addEffect(e ContEffect) {
	g.s.Timestamp++
	e.Stamp = g.s.Timestamp
	g.s.Effects = append(g.s.Effects, e)
	if !e.Next && !e.AllMatching {
		g.noteEffect(&e)
	}
}

// noteEffect tells the log what an effect bound to one object changes
// ("+2 defense"), so the numbers of a game can be checked from its text.
func (g *Game) noteEffect(e *ContEffect) {
	if e.Power == 0 && e.Defense == 0 && e.Gains&^GoAgain == 0 && e.Grant == 0 || e.Obj < 0 {
		return // nothing, or only go again, which EvGainGoAgain tells
	}
	g.emit(Event{Kind: EvEffect, Player: e.Controller, Obj: e.Obj, Other: e.Source, Power: e.Power, Defense: e.Defense,
		Gains: e.Gains, Granted: e.Grant, GrantCard: e.SourceCard, Rule: CR(6, 2, 0)})
}

// applies reports whether the bound effect e applies to obj now.
func (g *Game) applies(e *ContEffect, obj ObjID) bool {
	if e.Next || e.Shield {
		return false
	}
	if e.AllMatching {
		o := g.s.Obj(obj)
		return o.Controller == e.Controller && g.isAttack(obj) && g.matches(e.Filter, obj)
	}
	return e.Obj == obj && g.s.Obj(obj).Gen == e.Gen
}

// attackLayer reports a layer of the stack that is an attack (CR 1.4.1): a
// card layer of an attack card, or an attack proxy (CR 8.3.1), on the
// stack. A triggered layer is none, whatever its source.
func (g *Game) attackLayer(kind LayerKind, obj ObjID) bool {
	return kind != TriggeredLayer && g.s.Obj(obj).Zone == ZoneStack && g.isAttack(obj)
}

// isAttack reports whether obj is an attack: on the stack as an attack or
// the attack of a chain link (CR 1.4.1).
func (g *Game) isAttack(obj ObjID) bool {
	o := g.s.Obj(obj)
	if o.Proxy != NoObj {
		return !o.Gone
	}
	if !g.s.CardOf(obj).IsAttack() {
		return false
	}
	if o.Zone == ZoneStack {
		return true
	}
	if o.Zone == ZoneChain {
		for i := range g.s.Chain.Links {
			if g.s.Chain.Links[i].Attack == obj {
				return true
			}
		}
	}
	return false
}

// Power returns the current power of an object (CR 2.9): the base power,
// counters, static abilities and continuous effects. An attack proxy has its
// source's power (CR 1.4.3).
func (g *Game) Power(obj ObjID) int {
	s := g.s
	o := s.Obj(obj)
	c := s.CardOf(obj)
	var p int
	if o.Proxy != NoObj {
		p = g.Power(o.Proxy)
	} else {
		if !c.Has(HasPower) {
			return 0
		}
		p = c.Power + int(o.Counters[CounterPower])
		for i := range c.Statics {
			st := &c.Statics[i]
			if st.Power == 0 {
				// A static that gives no power (a keyword while the power
				// is above its base, CR 8.3.22) is not asked: its
				// condition may itself read the power.
				continue
			}
			if g.staticWorks(obj) && (st.If == nil || g.holds(st.If, obj, o.Controller)) {
				p += g.staticPower(st, obj) // times its count, when it has one (combo.go)
			}
		}
		p += g.ownedPower(obj) // the owner's hero's (owned.go)
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if g.applies(e, obj) {
			if e.StaticGain != 0 && g.staticGainNow(e.Source, int(e.StaticGain-1)) == 0 {
				continue // the static ability no longer applies: nor does its replaced gain
			}
			p += int(e.Power)
			if e.Grant > 0 {
				if gr := s.Cards[e.SourceCard].Grants[e.Grant-1].Static; gr != nil && (gr.If == nil || g.holds(gr.If, obj, o.Controller)) {
					p += gr.Power
				}
			}
		}
	}
	if p < 0 {
		p = 0 // CR 2.0.3c: no negative values
	}
	return p
}

// Defense returns the current defense of an object (CR 2.3); like power,
// never below zero (CR 2.0.3c).
func (g *Game) Defense(obj ObjID) int {
	s := g.s
	o := s.Obj(obj)
	c := s.CardOf(obj)
	if !c.Has(HasDefense) {
		return 0
	}
	d := c.Defense + int(o.Counters[CounterDefense])
	for i := range c.Statics {
		st := &c.Statics[i]
		if st.Defense == 0 || st.Defenders != nil {
			continue // gives this no defense; its condition is not asked
		}
		if g.staticWorks(obj) && (st.If == nil || g.holds(st.If, obj, o.Controller)) {
			d += g.staticDefense(st, obj)
		}
	}
	if o.Defended && o.Zone == ZoneChain {
		d += g.defendersGet(obj) // the statics of the controller's permanents (defenders.go)
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if g.applies(e, obj) {
			d += int(e.Defense)
		}
	}
	if d < 0 {
		d = 0
	}
	return d
}

// HasKeyword reports whether an object has a keyword now, printed or gained.
// An attack proxy inherits its source's keywords, as effects have modified
// them (CR 1.4.3a, 1.4.3d), and has the go again of the attack ability that
// made it (its resolution ability, CR 8.3.5).
func (g *Game) HasKeyword(obj ObjID, k Keywords) bool {
	s := g.s
	o := s.Obj(obj)
	c := s.CardOf(obj)
	if o.Proxy != NoObj {
		if g.HasKeyword(o.Proxy, k) {
			return true
		}
		if k == GoAgain && int(o.ProxyAbility) < len(c.Activated) && c.Activated[o.ProxyAbility].GoAgain {
			return true
		}
	} else {
		if c.Keywords.Has(k) {
			return true
		}
		for i := range c.Statics {
			st := &c.Statics[i]
			if st.Grants.Has(k) && g.staticWorks(obj) && (st.If == nil || g.holds(st.If, obj, o.Controller)) {
				return true
			}
		}
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Gains.Has(k) && g.applies(e, obj) {
			return true
		}
		if e.Grant > 0 && g.grantsKeyword(e, obj, k) {
			return true
		}
	}
	return false
}

// grantsKeyword reports whether effect e gives obj a static ability that
// gives it k while its condition holds ("and 'if this is defended by an
// attack action card, this gets go again'").
func (g *Game) grantsKeyword(e *ContEffect, obj ObjID, k Keywords) bool {
	s := g.s
	gr := s.Cards[e.SourceCard].Grants[e.Grant-1].Static
	return gr != nil && gr.Grants.Has(k) && g.applies(e, obj) && (gr.If == nil || g.holds(gr.If, obj, s.Obj(obj).Controller))
}

// bindNext binds the controller's pending "next ..." effects that match obj
// (CR 1.8.10: "your next attack" is the next one that player controls).
func (g *Game) bindNext(obj ObjID, onPlay bool) {
	s := g.s
	o := s.Obj(obj)
	for i := range s.Effects {
		e := &s.Effects[i]
		if !e.Next || e.OnPlay != onPlay || e.Controller != o.Controller {
			continue
		}
		if !g.matches(e.Filter, obj) {
			continue
		}
		if onPlay && !s.CardOf(obj).IsAttack() && e.Filter.ActionCard {
			continue
		}
		had := g.HasKeyword(obj, GoAgain)
		e.Next = false
		e.Obj = obj
		e.Gen = o.Gen
		if e.Power > 0 && g.isAttack(obj) {
			e.Power = int8(g.replaceGain(obj, int(e.Power))) // CR 6.4: a replacement of the gain
		}
		g.noteEffect(e)
		if e.Gains.Has(GoAgain) && !had {
			g.noteGoAgain(obj)
		}
	}
}

// expire removes effects whose duration ended.
func (g *Game) expire(d Duration) {
	out := g.s.Effects[:0]
	for _, e := range g.s.Effects {
		if e.Until == d {
			continue
		}
		out = append(out, e)
	}
	g.s.Effects = out
}

// gcEffects drops effects bound to objects that no longer exist.
func (g *Game) gcEffects() {
	out := g.s.Effects[:0]
	for _, e := range g.s.Effects {
		if e.usedUp() { // a used "next time" replacement (CR 6.4)
			continue
		}
		if !e.unbound() { // replacement effects are unbound too (CR 6.4)
			o := g.s.Obj(e.Obj)
			if o.Gen != e.Gen || o.Gone {
				continue
			}
		}
		out = append(out, e)
	}
	g.s.Effects = out
}

// Grant gives obj a continuous effect from source: used by building blocks.
func (g *Game) Grant(c *Ctx, obj ObjID, e ContEffect) {
	e.Obj = obj
	e.Gen = g.s.Obj(obj).Gen
	if e.Power > 0 && g.isAttack(obj) {
		e.Power = int8(g.replaceGain(obj, int(e.Power))) // CR 6.4: a replacement of the gain
	}
	// CR 8.3.5c: an object cannot have go again twice; gaining it again
	// fails, so it is not a gain.
	had := e.Gains.Has(GoAgain) && g.HasKeyword(obj, GoAgain)
	g.addEffectFrom(c, e)
	if e.Gains.Has(GoAgain) && !had {
		g.noteGoAgain(obj)
	}
}

// noteGoAgain records that a weapon attack gained go again, for abilities
// that count it (Dorinthea).
func (g *Game) noteGoAgain(obj ObjID) {
	o := g.s.Obj(obj)
	if o.Proxy != NoObj {
		g.s.turnUse(o.Proxy).GoAgain++
		g.emit(Event{Kind: EvGainGoAgain, Player: o.Controller, Obj: obj, Other: o.Proxy, Rule: CR(8, 3, 5)})
	}
}

// staticWorks reports whether obj's own static abilities function where
// it is: in the arena (CR 1.7.4), but not as a defending card that is not
// a permanent (CR 1.7.4a). A card on the stack is not in the arena (CR
// 3.1.1a); its static abilities become functional only as its layer
// resolves (CR 1.7.4h, 5.3.3: the first thing resolving does), and an
// attack card then becomes a chain link, where they go on working. So
// "this gets +1{p}" (Salt the Wound, lightning flow's Crackling, Beast
// Mode) is not counted while the attack waits on the stack, where "when
// you play an attack with 6 or more power" reads it; the statics of a
// weapon work in the arena, and its attack proxy on the stack has them
// (CR 1.4.3a). Abilities of other objects that give an attack a bonus
// (Ira's "your second attack", applyAttackStatics) apply to it on the
// stack, where it is already an attack (CR 1.4.1, 1.4.2a).
func (g *Game) staticWorks(obj ObjID) bool {
	switch g.s.Obj(obj).Zone {
	case ZoneArena:
		return true
	case ZoneChain:
		return g.isAttack(obj)
	}
	return false
}
