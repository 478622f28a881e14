package rules

import "context"

// Forecasts and waiting effects: what the board shows of numbers that are
// not yet on an object. A card in hand has its printed power, but played
// now it would be an attack under the effects that wait for it ("your next
// attack gets +3", CR 1.8.10), its hero's ("your second attack", from the
// stack on) and its own static abilities, which work once its layer
// resolves (CR 1.7.4h, 5.3.3: lightning flow, CR 8.4.16, counts the card
// itself once it is played). The forecast asks the engine's own play
// steps on a copy of the game, so the numbers are the ones the play would
// give, from one home: the effects' binding (bindNext), the statics
// (Power) and the replacement of power gains (replaceGain).

// Forecast is what a card or a weapon would attack or defend with if its
// controller played it, or activated the weapon's attack, now.
type Forecast struct {
	// Attack: the card is an attack, or the weapon has an attack ability;
	// Power and GoAgain are then those of the attack as it would be
	// played: with the "next attack" effects it would take (CR 1.8.10),
	// its static abilities working as it attacks (CR 1.7.4h, 5.3.3) and
	// what its play makes true (lightning flow, CR 8.4.16).
	Attack  bool
	Power   int
	GoAgain bool
	// HasDefense: the card has a defense; Defense is what it would
	// defend with now (CR 7.3.2: the defense a defending card has).
	HasDefense bool
	Defense    int
}

// Forecast returns what obj would attack or defend with if played or
// activated now: a card in a hand or an arsenal the viewer may see, or a
// weapon in the arena. It reports false for anything else (a card the
// viewer may not see, a card on the chain: its numbers are Power and
// Defense), and for a weapon that will not attack this turn (the other
// player's turn, the turn past its action phase, its attacks used up).
// Where no attack is left to make (attackTurn) a card has no Attack:
// only what it would defend with.
//
// The attack is forecast in a world of the viewer's (forecastWorld): the
// cards they may not see dealt again, so that the numbers tell them
// nothing hidden (CR 3.0.3: what a hidden zone holds is private).
func (v View) Forecast(obj ObjID) (Forecast, bool) {
	if !v.Visible(obj) {
		return Forecast{}, false
	}
	g := v.g
	o := g.s.Obj(obj)
	c := g.s.CardOf(obj)
	var f Forecast
	switch {
	case o.Zone == ZoneHand || o.Zone == ZoneArsenal:
		if c.Has(HasDefense) {
			f.HasDefense, f.Defense = true, g.Defense(obj)
			// In the defend step of an attack on its controller the card
			// may be declared now (CR 7.3.2): it would defend with what
			// works only while it defends (DefendsWith).
			if l := g.s.Chain.Active(); l != nil && g.s.Step == StepDefend && l.Target == o.Controller {
				if d, ok := v.DefendsWith(obj); ok {
					f.Defense = d
				}
			}
		}
		// What a card would attack with is a number of it only while
		// its controller may still attack this turn (attackTurn); what
		// it would defend with stays.
		if c.IsAttack() && g.attackTurn(o.Controller) {
			f.Power, f.GoAgain, f.Attack = v.forecastAttack(obj, -1)
		}
	case o.Zone == ZoneArena && c.Types.Has(Weapon) && o.Proxy == NoObj:
		// A weapon attacks while its controller may still attack this
		// turn (attackTurn), by an attack ability not used up this turn
		// (CR 5.2.1a); the forecast is its first attack ability's. The
		// end phase's "2p → 3p" of Dawnblade, its action phase over, was
		// an attack it would not make.
		if !g.attackTurn(o.Controller) || !g.canAttackAgain(obj, c) {
			return Forecast{}, false
		}
		for i := range c.Activated {
			if c.Activated[i].Attack {
				f.Power, f.GoAgain, f.Attack = v.forecastAttack(obj, i)
				break
			}
		}
		if !f.Attack {
			return Forecast{}, false
		}
	default:
		return Forecast{}, false
	}
	return f, true
}

// attackTurn reports that player p may still attack this turn: it is
// p's turn (CR 8.1.1: action cards and attack abilities are used in their
// controller's own action phase) and the turn has not passed its action
// phase (CR 4.3.4, 4.4.1: when the action phase ends no player gets
// priority again this turn, so nothing more is played or activated).
func (g *Game) attackTurn(p Player) bool {
	return p == g.s.TurnPlayer && !g.s.actionPhaseOver()
}

// forecastWorld is the game the viewer's forecasts are made on: a world
// of theirs (View.Sample, with seed), the cards they may not see dealt
// again from what could be there. A forecast that read the real game
// could read a hidden card without showing it: an opponent's weapon whose
// trigger asks what its controller holds, a card drawn or discarded out
// of sight. On a world dealt from what the viewer knows, every number
// depends on what they may see and the seed alone.
func (v View) forecastWorld(seed uint64) *Game { return v.Sample(seed) }

// forecastSeeds are the two worlds an attack's triggers are run in
// (forecastAttack): numbers that differ between them hang on a card the
// viewer may not see, and the forecast does not guess it.
var forecastSeeds = [2]uint64{1, 2}

// forecastAttack is what the attack card obj (ability < 0), or the weapon
// obj's attack ability, would attack with, played now: its power and go
// again as it is played (forecastPlay, forecastActivate), then as its
// triggers leave it when it attacks (forecastTriggers), each in worlds of
// the viewer's (forecastWorld). ok is false when the copy could not make
// the attack.
func (v View) forecastAttack(obj ObjID, ability int) (power int, goAgain, ok bool) {
	w := v.forecastWorld(forecastSeeds[0])
	if ability < 0 {
		power, goAgain, ok = w.forecastPlay(obj)
	} else {
		power, goAgain, ok = w.forecastActivate(obj, ability)
	}
	if !ok {
		return power, goAgain, false
	}
	p0, g0, ok0 := w.forecastTriggers(obj, ability, v.Viewer)
	if !ok0 || p0 == power && g0 == goAgain {
		return power, goAgain, true // the triggers changed nothing to check again
	}
	w = v.forecastWorld(forecastSeeds[1])
	if p1, g1, ok1 := w.forecastTriggers(obj, ability, v.Viewer); !ok1 || p1 != p0 || g1 != g0 {
		return power, goAgain, true
	}
	return p0, g0, true
}

// AttacksUsedUp reports a visible object with an attack ability (a
// weapon) that may attack no more this turn: each of its attack
// abilities is once per turn and activated as often as it may be, once
// and once more for each additional attack an effect gave (CR 5.2.1a,
// 5.2.3c; canAttackAgain, the test Game.canActivate refuses by). False
// for an object the viewer cannot see or one with no attack ability. For
// the board's "(used)": Dawnblade, given another attack by Dorinthea, is
// not used up after its first.
func (v View) AttacksUsedUp(obj ObjID) bool {
	if !v.Visible(obj) {
		return false
	}
	c := v.g.s.CardOf(obj)
	for i := range c.Activated {
		if c.Activated[i].Attack {
			return !v.g.canAttackAgain(obj, c)
		}
	}
	return false
}

// canAttackAgain reports a weapon obj of card c with an attack ability
// that is not used up this turn (CR 5.2.1a: once per turn, and the extra
// uses an effect gave).
func (g *Game) canAttackAgain(obj ObjID, c *Card) bool {
	for i := range c.Activated {
		if a := &c.Activated[i]; a.Attack && !g.s.usedUp(obj, a) {
			return true
		}
	}
	return false
}

// forecastGame is a copy of g to try a play on: it tells no observer and
// triggers nothing (a forecast shows no event). A question the play would
// ask (the order of replacement effects, CR 6.4.5) is answered with the
// options as listed: the forecast is the play's as the player would most
// likely make it, and never waits for them.
func (g *Game) forecastGame() *Game {
	c := g.Clone()
	c.observer = nil
	c.deaf = ^uint64(0)
	c.Explain = false
	c.deciders = [2]Decider{forecastDecider, forecastDecider}
	return c
}

// forecastDecider answers with the first options a prompt allows: every
// option in its order for an order, the fewest for a subset.
var forecastDecider = DeciderFunc(func(_ context.Context, _ View, p Prompt) (Answer, error) {
	n := p.Min
	if p.Shape == ShapeOrder {
		n = len(p.Options)
	}
	var a Answer
	for i := 0; i < n && i < len(p.Options); i++ {
		a.IDs = append(a.IDs, p.Options[i].ID)
	}
	a.X = p.XMin
	return a, nil
})

// forecastRun runs try on the copy t, reporting false when it stopped (an
// answer the copy could not give).
func forecastRun(t *Game, try func()) bool {
	return t.guard(context.Background(), func() error { try(); return nil }) == nil
}

// forecastPlay plays obj on a copy as CR 5.1.2 and 5.1.10 do, up to the
// moment it is played, and returns the power and go again it then has.
func (g *Game) forecastPlay(obj ObjID) (power int, goAgain, ok bool) {
	t := g.forecastGame()
	s := t.s
	p := s.Obj(obj).Owner
	ok = forecastRun(t, func() {
		// CR 5.1.2: the card moves to the stack under its player's control.
		t.declare(p, obj)
		// CR 5.1.2a: "the next card you play" binds as it is declared.
		t.bindNext(obj, true)
		// CR 5.1.10: it is played; an attack takes "your next attack" and
		// the bonuses of its hero's abilities ("your second attack").
		s.Players[p].Turn.CardsPlayed++
		t.notePlayed(p, obj)
		t.bindNext(obj, false)
		t.applyAttackStatics(obj)
		// CR 5.3.3, 7.2.3: its own static abilities become functional as
		// its layer resolves, and it becomes a chain link: the numbers it
		// attacks with are the link's.
		s.Stack = s.Stack[:len(s.Stack)-1]
		s.Obj(obj).Zone = ZoneChain
		s.Chain.Open = true
		s.Chain.Links = append(s.Chain.Links, chainLink{Attack: obj, Target: p.Opponent()})
		t.staticGains(NoObj) // their gains as replacement effects change them (CR 6.2.5)
		power, goAgain = t.Power(obj), t.HasKeyword(obj, GoAgain)
	})
	return power, goAgain, ok
}

// forecastActivate activates the attack ability i of the weapon obj on a
// copy, as CR 5.2.2 does (its layer is an attack proxy, CR 1.4.3), and
// returns the power and go again of that attack.
func (g *Game) forecastActivate(obj ObjID, i int) (power int, goAgain, ok bool) {
	t := g.forecastGame()
	s := t.s
	p := s.Obj(obj).Controller
	ok = forecastRun(t, func() {
		proxy := t.attackProxy(p, obj, i, ZoneStack)
		po := s.Obj(proxy)
		s.Stack = append(s.Stack, layer{Kind: ActivatedLayer, Obj: proxy, Gen: po.Gen, Controller: p, Ability: int8(i)})
		s.turnUse(obj).Used++
		s.Players[p].Turn.Activations++
		t.bindNext(proxy, false)
		t.applyAttackStatics(proxy)
		t.staticGains(NoObj) // the weapon's static gains, replaced (CR 6.2.5)
		power, goAgain = t.Power(proxy), t.HasKeyword(proxy, GoAgain)
	})
	return power, goAgain, ok
}

// forecastTriggers plays the attack card obj (ability < 0), or activates
// the weapon obj's attack ability, on a copy of g (a world of the
// viewer's, forecastWorld) that hears triggers, and resolves it as far as
// its attack step: what its play triggers resolves, the layer becomes a
// chain link (CR 7.2.3) and its attack event's triggers resolve (CR
// 7.2.4), as all players passing would resolve them (drainTo: the layers
// below it stay). It returns the attack's power and go again then: the
// second attack of Dawnblade, Resplendent gets +1 from its own trigger as
// it attacks. The copy's play pays its resource cost (so that an optional
// payment of a trigger is made only from what is left, as in the real
// play), no action point and no effect cost, and declares the first
// attack target. ok is false when the copy stops (the cost cannot be
// paid), and when anything on the way but the cost's pitch touches a card
// the viewer may not see (a draw, a reveal, a discard from a hidden hand:
// in the world it is a card dealt at random, not the real one) or takes a
// random outcome: the forecast does not guess it.
func (g *Game) forecastTriggers(obj ObjID, ability int, viewer Player) (power int, goAgain, ok bool) {
	t := g.forecastGame()
	t.deaf = g.deaf
	before := View{g: g, Viewer: viewer}
	v := View{g: t, Viewer: viewer}
	hidden := func(o ObjID) bool { return o >= 0 && int(o) < len(g.s.Objs) && !before.Visible(o) }
	learned, paying := false, false
	t.observer = func(_ *Game, e *Event) {
		if !paying && (v.Learns(e) || hidden(e.Obj) || hidden(e.Other)) {
			learned = true
		}
	}
	randoms := t.randoms
	s := t.s
	var at ObjID
	var got bool
	run := forecastRun(t, func() {
		o := s.Obj(obj)
		pl := o.Controller
		if ability < 0 {
			pl = o.Owner
			// CR 5.1.2: the card moves to the stack under its player's
			// control; CR 5.1.2a: "the next card you play" binds.
			t.declare(pl, obj)
			t.bindNext(obj, true)
			at = obj
		} else {
			// CR 5.2.2a, 1.4.3: the attack proxy.
			at = t.attackProxy(pl, obj, ability, ZoneStack)
			s.Stack = append(s.Stack, layer{Kind: ActivatedLayer, Obj: at, Gen: s.Obj(at).Gen, Controller: pl, Ability: int8(ability)})
			s.turnUse(obj).Used++
		}
		li := len(s.Stack) - 1
		tg, ok := t.chooseAttackTarget(pl, at)
		if !ok {
			return
		}
		s.Stack[li].Targets = append(t.newTargets(1), tg)
		// CR 5.1.7, 5.2.2: the resource cost is paid before the card is
		// played or the ability activated, so what a trigger may pay
		// ("you may pay 2", CR 1.8.3: Betsy's) comes from what is left.
		// Whichever cards are pitched, what is left to pay with is the
		// same (a pitch's surplus stays in the pool, CR 1.14.3), so a card
		// the viewer may not see pitched for it is no guess (learned):
		// the forecast is of the play made, and the pitched cards' talents
		// are not noted (notePitched: which ones is the player's choice).
		var cost int
		if ability < 0 {
			cost = t.costOf(at, s.CardOf(at).Cost)
		} else {
			cost = t.activationCost(pl, obj, ability)
		}
		paying = true
		paid := t.payResources(pl, cost, at)
		paying = false
		if !paid {
			return
		}
		if ability < 0 {
			t.played(pl, at, s.Stack[li].From, true, EvPlay, CR(5, 1, 10))
		} else {
			s.Players[pl].Turn.Activations++
			t.played(pl, at, ZoneArena, true, EvActivate, CR(5, 2, 2))
		}
		t.drainTo(li)
		if o := s.Obj(at); o.Zone != ZoneChain || o.Gone {
			return // it left the chain: no number to show
		}
		power, goAgain, got = t.Power(at), t.HasKeyword(at, GoAgain), true
	})
	if !run || !got || learned || t.randoms != randoms {
		return 0, false, false
	}
	return power, goAgain, true
}

// WaitKind is what a waiting effect waits for.
type WaitKind uint8

const (
	WaitNone WaitKind = iota
	// WaitAttack: the controller's next attack matching Filter gets
	// Power, Defense, Gains and the granted ability (CR 1.8.10).
	WaitAttack
	// WaitPlay: the next card matching Filter the controller plays gets
	// them, or has its cost changed (SetCost, CostDelta; CR 5.1.6a).
	WaitPlay
	// WaitAttacks: every attack of the controller matching Filter this
	// turn gets them (an effect on each, CR 6.2).
	WaitAttacks
	// WaitPrevent: Amount of the next damage (of DamageKind) to the
	// controller's hero is prevented: a shield (CR 6.4.10j), or with Once
	// a fixed prevention of the next damage event (CR 6.4.10i).
	WaitPrevent
	// WaitDamage: the next damage to the controller's hero is changed by
	// Amount (a replacement effect, CR 6.4).
	WaitDamage
	// WaitGain: an attack that would gain power gains Amount more (CR
	// 6.4.9); with Once, only the next time.
	WaitGain
	// WaitAura: an aura of the player's (SourceObj) whose triggered
	// abilities wait for an event (CR 6.6), such as the Quicken token:
	// "when you play an attack action card, destroy this, then that
	// attack gets go again".
	WaitAura
	// WaitWager: a wager in force of the player's attack (SourceObj), its
	// prize (Prize), settled as the attack's chain link resolves (CR
	// 8.5.46, wager.go).
	WaitWager
	// WaitNextTime: a delayed trigger of the controller's, "the next time
	// ... this turn" (CR 6.6.3, nexttime.go): the source card's Grant
	// (1-based) carries its condition and effects.
	WaitNextTime
	// WaitReturn: Amount cards of the player's hand banished face down by
	// intimidate, which return to it at the beginning of the end phase
	// (CR 8.5.10); Controller is the player who intimidated.
	WaitReturn
)

var waitKindNames = [...]string{"", "attack", "play", "attacks", "prevent", "damage", "gain", "aura", "wager", "next-time", "return"}

func (k WaitKind) String() string { return enumName(waitKindNames[:], int(k)) }

// Waiting is a continuous effect in force that waits for a later event,
// as data the text layer words: "next sword attack +3 (Sharpen Steel)",
// "prevent the next 2 damage (Cloud Cover)".
type Waiting struct {
	Kind       WaitKind
	Controller Player
	// Source is the card whose ability made the effect (an index of
	// state.Cards, as events carry), and SourceObj its object.
	Source    int16
	SourceObj ObjID
	Filter    AttackFilter
	Power     int
	Defense   int
	Gains     Keywords
	// Grant is 1 + an index into the source card's Grants, or 0.
	Grant int
	// Amount: the damage prevented (WaitPrevent), the change to the
	// damage (WaitDamage), the extra power gained (WaitGain).
	Amount     int
	DamageKind DamageKind
	Once       bool
	// SetCost (when HasSet) and CostDelta change the cost of the next
	// card played (WaitPlay).
	SetCost   int
	HasSet    bool
	CostDelta int
	// Prize is a wager's prize (WaitWager), nil for none, and And its
	// second token, if any: public, as the wager is.
	Prize, And *Card
	// Creates is the token a fixed prevention creates if it prevents any
	// damage (WaitPrevent with Once: Take it on the Chin), or nil.
	Creates *Card
	Rule    Rule
}

// Waiting lists the effects in force that wait for a later event and
// belong to player p's side: "next" effects p controls, shields on p's
// hero, replacements of p's power gains, the delayed triggers waiting on
// p's side (waitdelayed.go). Continuous effects are public (CR 6.2), so
// every viewer sees them.
func (v View) Waiting(p Player) []Waiting {
	var out []Waiting
	s := v.g.s
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Controller != p {
			continue
		}
		w := Waiting{Controller: p, Source: e.SourceCard, SourceObj: e.Source, Filter: e.Filter,
			Power: int(e.Power), Defense: int(e.Defense), Gains: e.Gains, Grant: int(e.Grant)}
		switch {
		case e.Next && e.OnPlay:
			w.Kind, w.Rule = WaitPlay, CR(1, 8, 10)
			w.SetCost, w.HasSet, w.CostDelta = int(e.SetCost), e.HasSet, int(e.CostDelta)
		case e.Next:
			w.Kind, w.Rule = WaitAttack, CR(1, 8, 10)
		case e.AllMatching:
			w.Kind, w.Rule = WaitAttacks, CR(6, 2, 0)
		case e.Shield && e.Prevent > 0:
			w.Kind, w.Amount, w.DamageKind, w.Once = WaitPrevent, int(e.Prevent), e.PreventKind, e.PreventOnce
			w.Rule = CRSub(6, 4, 10, 'j')
			if e.PreventOnce {
				w.Rule = CRSub(6, 4, 10, 'i')
			}
			if e.PreventCreates > 0 {
				w.Creates = s.Cards[e.PreventCreates-1]
			}
		case e.Shield && e.DamageDelta != 0:
			w.Kind, w.Amount, w.Rule = WaitDamage, int(e.DamageDelta), CR(6, 4, 0)
		case e.GainPlus != 0:
			w.Kind, w.Amount, w.Once, w.Rule = WaitGain, int(e.GainPlus), e.GainOnce, CR(6, 4, 9)
		default:
			continue
		}
		out = append(out, w)
	}
	// Auras wait with triggered abilities (CR 6.6): public, in the
	// arena (CR 3.1).
	for _, obj := range s.Zone(p, ZoneArena) {
		c := s.CardOf(obj)
		if o := s.Obj(obj); o.Controller == p && c.Subtypes.Has(Aura) && len(c.Triggers) > 0 {
			out = append(out, Waiting{Kind: WaitAura, Controller: p, Source: o.Card, SourceObj: obj, Rule: CR(6, 6, 0)})
		}
	}
	out = v.g.appendWagers(out, p)
	return v.g.appendDelayed(out, p)
}
