package rules

// Grants: effects that give an attack, a card or a link more power or
// defense, keywords or abilities (CR 6.2 continuous effects), until they end.

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
	g.addEffectFrom(c, ContEffect{Obj: NoObj, Next: true, OnPlay: e.OnPlay, Filter: e.Filter, Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilEndOfTurn})
}

func (e NextAttack) Text() Text { return T("next-attack", e) }

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
	g.addEffectFrom(c, ContEffect{Obj: NoObj, AllMatching: true, Filter: e.Filter, Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilEndOfTurn})
}

func (e AttacksGet) Text() Text { return T("attacks-get", e) }

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
		if g.s.Obj(t.Obj).Gen != t.Gen {
			continue
		}
		g.Grant(c, t.Obj, ContEffect{Power: int8(e.Power), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilChainCloses})
	}
}

func (e TargetGets) Text() Text { return T("target-gets", e) }

// ThisGets: the source gets Power, Defense and Gains, and the ability
// Grant (1-based index into its own card's Grants, 0 for none), while it
// stays where it is ("this gets +3{d}"; "this gets +3{p}, overpower, and
// 'when this hits, ...'").
type ThisGets struct {
	Power, Defense int
	Gains          Keywords
	Grant          int
}

func (e ThisGets) Do(g *Game, c *Ctx) {
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Gains: e.Gains, Grant: int8(e.Grant), Until: UntilEndOfTurn})
}

func (e ThisGets) Text() Text { return T("this-gets", e) }

// AttackCount: the source weapon gets +N{p} until end of turn the Nth time
// it attacks this turn (Dawnblade's second attack).
type AttackCount struct {
	Nth   int
	Power int
}

func (e AttackCount) Do(g *Game, c *Ctx) {
	if int(g.s.ThisTurn(c.Source).Attacks) != e.Nth {
		return
	}
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Until: UntilEndOfTurn})
}

func (e AttackCount) Text() Text { return T("nth-attack-gets", e) }

// ExtraAttack: the controller may attack an additional time this turn with
// the weapon named by the triggering event (CR 5.2.3c).
type ExtraAttack struct{}

func (ExtraAttack) Do(g *Game, c *Ctx) {
	if c.Event == nil || c.Event.Other == NoObj {
		return
	}
	g.s.turnUse(c.Event.Other).Extra++
}

func (ExtraAttack) Text() Text { return T("extra-attack") }

// reach: one more attack of a weapon (CR 5.2.3c); Reach counts it for
// every weapon the player controls, as the one that gained go again may
// be any of them.
func (ExtraAttack) reach(m *most) { m.extra++ }

// LinkGets: the active attack gets Power this chain link only.
type LinkGets struct{ Power int }

func (e LinkGets) Do(g *Game, c *Ctx) {
	if l := g.s.Chain.Active(); l != nil {
		g.Grant(c, l.Attack, ContEffect{Power: int8(e.Power), Until: UntilLinkEnds})
	}
}

func (e LinkGets) Text() Text { return T("link-gets", e) }

// SelfGains: the source gets Power and Defense and gains the ability Grant
// (1-based index into its own card's Grants) for as long as it exists
// ("it gains +2{d} and 'when the combat chain closes, destroy this'").
type SelfGains struct {
	Power, Defense int
	Grant          int
}

func (e SelfGains) Do(g *Game, c *Ctx) {
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Grant: int8(e.Grant), Until: WhileExists})
}

func (e SelfGains) Text() Text { return T("self-gains", e) }

// DefendFromArsenal: until the end of the turn the controller may defend
// with attack action cards from their arsenal (CR 7.3.2a names hand and
// equipment; this effect adds the arsenal).
type DefendFromArsenal struct{}

func (DefendFromArsenal) Do(g *Game, c *Ctx) {
	g.s.Players[c.Controller].Turn.DefendFromArsenal = true
}

func (DefendFromArsenal) Text() Text { return T("defend-from-arsenal") }

// NthWeaponAttackGets: the source attack, a weapon attack, gets Power[n-1]
// when it is its controller's nth weapon attack this turn ("if it's your
// second weapon attack this turn, it gains +2{p}"); nothing from the
// (len(Power)+1)th on.
type NthWeaponAttackGets struct{ Power []int }

func (e NthWeaponAttackGets) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	if o.Proxy == NoObj || o.Gone || !g.isAttack(c.Source) {
		return
	}
	n := int(g.s.Players[c.Controller].Turn.WeaponAttacks)
	if n < 1 || n > len(e.Power) || e.Power[n-1] == 0 {
		return
	}
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power[n-1]), Until: UntilChainCloses})
}

func (e NthWeaponAttackGets) Text() Text { return T("nth-weapon-attack-gets", e) }

// EventAttackGets: the attack the triggering event names gets Power and
// Gains while the combat chain is open ("the attack gains go again"); it
// fails if that object is no longer an attack. A gain of go again counts as
// one (CR 8.3.5c: not when the attack already has it).
type EventAttackGets struct {
	Power int
	Gains Keywords
}

func (e EventAttackGets) Do(g *Game, c *Ctx) {
	if c.Event == nil || c.Event.Obj < 0 || int(c.Event.Obj) >= len(g.s.Objs) || !g.isAttack(c.Event.Obj) {
		return
	}
	g.Grant(c, c.Event.Obj, ContEffect{Power: int8(e.Power), Gains: e.Gains, Until: UntilChainCloses})
}

func (e EventAttackGets) Text() Text { return T("event-attack-gets", e) }

// ControlledNowGet: every card matching Filter that the controller controls
// as the effect is generated gets Power, Defense and Gains this turn ("attack
// action cards you control gain +1{p} and +1{d} this turn").
//
// The set of cards is fixed when the effect is generated. It is a
// layer-continuous effect (CR 6.2.2), made when its layer resolves, and its
// objects are parameters the effect does not target: they are determined as
// it is generated (CR 1.8.5c, 1.8.6), among the public objects in the arena
// or on the stack (1.8.6b; only there does a card have a controller, 1.2.1b).
// Only an effect that names a future object ("the next attack action card
// you play") waits for one (CR 6.2.4): an attack action card played after
// the effect was generated is not in the set. Once the effect applies to a
// card it goes on applying while the card stays the same object, on the
// stack and then on the combat chain (CR 6.2.2c), even if its properties
// change; it ends when the card leaves (CR 3.0.9: a new object).
type ControlledNowGet struct {
	Filter         AttackFilter
	Power, Defense int
	Gains          Keywords
}

func (e ControlledNowGet) Do(g *Game, c *Ctx) {
	s := g.s
	var set []ObjID
	add := func(obj ObjID) {
		o := s.Obj(obj)
		if o.Controller == c.Controller && !o.Gone && o.FaceUp && g.matches(e.Filter, obj) {
			set = append(set, obj)
		}
	}
	for _, l := range s.Stack {
		if l.Kind == CardLayer {
			add(l.Obj)
		}
	}
	for i := range s.Chain.Links {
		link := &s.Chain.Links[i]
		if s.Obj(link.Attack).Zone == ZoneChain {
			add(link.Attack)
		}
		for _, d := range link.Defenders {
			if s.Obj(d).Zone == ZoneChain {
				add(d)
			}
		}
	}
	for _, obj := range s.Zone(c.Controller, ZoneArena) {
		add(obj)
	}
	for _, obj := range set {
		g.Grant(c, obj, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Gains: e.Gains, Until: UntilEndOfTurn})
	}
}

// Text says the same words as the effect always did: the set is a matter
// of the rules, not of the card's text.
func (e ControlledNowGet) Text() Text {
	return T("cards-you-control-get", e)
}

// reach: the next attack gets Power, and what the granted ability may
// add: nothing if no attack is made after it (reach.go).
func (e NextAttack) reach(m *most) {
	m.next += max(e.Power, 0)
	g := m.goNow
	m.gains(e.Gains, false, false)
	m.goNow = g // an attack not yet made
	m.nextGrant(e.Grant)
}

// reach: every attack may get Power (reach.go).
func (e AttacksGet) reach(m *most) {
	m.each += max(e.Power, 0)
	m.gains(e.Gains, false, true)
	m.grant(e.Grant, true)
}

func (e TargetGets) reach(m *most) {
	m.power += max(e.Power, 0)
	m.gains(e.Gains, false, false)
	m.grant(e.Grant, false)
}

func (e ThisGets) reach(m *most) {
	m.power += max(e.Power, 0)
	m.gains(e.Gains, true, false)
	m.grant(e.Grant, false)
}

func (e AttackCount) reach(m *most) { m.power += max(e.Power, 0) }

func (e LinkGets) reach(m *most) { m.power += max(e.Power, 0) }

func (e SelfGains) reach(m *most) { m.power += max(e.Power, 0); m.grant(e.Grant, false) }

func (DefendFromArsenal) reach(*most) {}

// reach: one of the amounts, the most.
func (e NthWeaponAttackGets) reach(m *most) {
	n := 0
	for _, p := range e.Power {
		n = max(n, p)
	}
	m.power += n
}

func (e EventAttackGets) reach(m *most) {
	m.power += max(e.Power, 0)
	g := m.goNow
	m.gains(e.Gains, false, false)
	if m.onPlay {
		m.goNow = g // the card being played: an attack not yet made
	}
}

// reach: several cards may get it: as every attack.
func (e ControlledNowGet) reach(m *most) { m.many += max(e.Power, 0); m.gains(e.Gains, false, true) }
