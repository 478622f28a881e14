package rules

// EventKind names what happened (CR 1.9). Events drive triggers and the log.
type EventKind uint8

const (
	EvNone EventKind = iota
	EvGameStart
	EvTurnStart     // CR 4.2.2
	EvActionPhase   // CR 4.3.1
	EvEndPhase      // CR 4.4.2
	EvTurnEnd       // CR 4.4.4
	EvDraw          // CR 8.5.6
	EvPitch         // CR 1.14.3
	EvPlay          // CR 5.1.10
	EvActivate      // CR 5.2
	EvResolve       // CR 5.3
	EvFizzle        // CR 5.3.2: a layer failed to resolve
	EvAttack        // CR 7.2.4
	EvDefend        // CR 7.0.5a
	EvHit           // CR 7.5.5
	EvDamage        // CR 8.5.3
	EvPrevent       // CR 6.5
	EvGainLife      // CR 8.5.7
	EvLoseLife      // CR 8.5.12
	EvDestroy       // CR 8.5.4
	EvDiscard       // CR 8.5.5
	EvBanish        // CR 8.5.1
	EvReturn        // CR 8.5.15
	EvIntimidate    // CR 8.5.10
	EvReveal        // CR 8.5.17
	EvShuffle       // CR 8.5.20
	EvSearch        // CR 8.5.19
	EvCounter       // CR 8.5.14
	EvCreateToken   // CR 8.5.2
	EvGainAction    // CR 1.13.2
	EvGainResource  // CR 1.13.3
	EvGainGoAgain   // an attack gains go again
	EvLinkResolved  // CR 7.6.2
	EvChainClose    // CR 7.7.3
	EvStep          // a combat step begins (CR 7)
	EvPass          // CR 1.11.4
	EvPriority      // a player gains priority (CR 1.11.3)
	EvRewind        // CR 1.10.3
	EvArsenal       // CR 4.4.3b
	EvPitchToBottom // CR 4.4.3c
	EvLose          // CR 4.5.3
	EvWin           // CR 4.5.2
	EvDrawGame      // CR 4.5.4
	EvTurnFaceUp    // CR 8.5.24
	EvMoveZone
	EvEquip // CR 4.1.8
	EvFirstPlayer
	EvReplace // CR 6.4: a replacement effect changed an event
	// EvAuto: the engine made a choice alone, because only one answer was
	// legal or a card had to be kept for a later cost; Why says which.
	EvAuto
	// EvEffect: an effect of a resolving ability took hold (Text says
	// what, for the log: "+2 defense").
	EvEffect
	evCount
)

var eventNames = [...]string{"none", "game-start", "turn-start", "action-phase", "end-phase", "turn-end", "draw", "pitch", "play", "activate", "resolve", "fizzle", "attack", "defend", "hit", "damage", "prevent", "gain-life", "lose-life", "destroy", "discard", "banish", "return", "intimidate", "reveal", "shuffle", "search", "counter", "create-token", "gain-action", "gain-resource", "gain-go-again", "link-resolved", "chain-close", "step", "pass", "priority", "rewind", "arsenal", "pitch-to-bottom", "lose", "win", "draw-game", "turn-face-up", "move", "equip", "first-player", "replace", "auto", "effect"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "?"
}

// Event is a record of something that happened: a code with parameters and
// the rule it follows. The text layer turns it into words.
type Event struct {
	Kind   EventKind
	Player Player
	Obj    ObjID
	Card   int16 // the object's definition, remembered (last known information, CR 1.2.3)
	Other  ObjID
	Amount int
	From   Zone
	To     Zone
	// Hidden is set when the card is private to Player: the text layer
	// shows it only to that player.
	Hidden bool
	Rule   string
	Turn   int16
	Step   Step
	// About is the ability an event is about: the activated or
	// triggered ability that resolves, the "may" ability chosen.
	About AbilityRef
	// Why says why the engine chose alone (EvAuto).
	Why AutoWhy
	// What an effect changes (EvEffect): power and defense, keywords
	// gained, and 1 + the index of an ability granted from GrantCard's
	// Grants (CR 6.2).
	Power, Defense int8
	Gains          Keywords
	Granted        int8
	GrantCard      int16
	// Counter is the kind of counter an EvCounter puts (CR 1.15).
	Counter CounterKind
}

// AutoWhy says why the engine made a choice without asking.
type AutoWhy uint8

const (
	AutoNone       AutoWhy = iota
	AutoOnlyPitch          // the only card that can pay (CR 1.14.3)
	AutoOnlyTarget         // the only legal target (CR 1.8.5)
	AutoOnlyCard           // the only card that can pay an effect cost (CR 5.1.8)
	AutoHeld               // kept in hand: a later cost needs it (CR 5.1.8)
	AutoOnlyWay            // the only way to pay that completes the play (CR 5.1.3c)
	AutoSameOrder          // identical layers: their order changes nothing (CR 1.10.2d)
)

var autoNames = [...]string{"", "only-pitch", "only-target", "only-card", "held", "only-way", "same-order"}

func (w AutoWhy) String() string { return enumName(autoNames[:], int(w)) }

// Observer receives every event as it happens: the log, invariant checks.
type Observer func(g *Game, e *Event)

// emit records an event: it notifies the observer and finds the triggered
// abilities it triggers (CR 6.6).
func (g *Game) emit(e Event) {
	if e.Obj >= 0 && e.Card == 0 && int(e.Obj) < len(g.S.Objs) {
		e.Card = g.S.Objs[e.Obj].Card
	} else if e.Obj < 0 {
		e.Card = -1
	}
	e.Turn = int16(g.S.Turn)
	e.Step = g.S.Step
	// Events live on a small stack owned by the game rather than on the
	// heap: emitting is on every path of the engine.
	g.events = append(g.events, e)
	ep := &g.events[len(g.events)-1]
	if g.observer != nil {
		g.observer(g, ep)
	}
	g.collectTriggers(ep)
	g.events = g.events[:len(g.events)-1]
}

// collectTriggers finds every triggered ability that e triggers and records
// it as pending (CR 6.6). Delayed triggers fire here too.
func (g *Game) collectTriggers(e *Event) {
	s := g.S
	for _, id := range g.triggerObjs() {
		i := int(id)
		o := &s.Objs[i]
		if o.Gone {
			continue
		}
		c := s.Cards[o.Card]
		for ti := range c.Triggers {
			t := &c.Triggers[ti]
			if t.On != e.Kind || !g.functions(ObjID(i), t) {
				continue
			}
			if t.Match != nil && !t.Match(g, ObjID(i), e) {
				continue
			}
			s.Pending = append(s.Pending, Pending{Controller: g.controllerOf(ObjID(i)), Source: ObjID(i), Ability: int8(ti), Event: *e})
		}
	}
	// Granted triggers live on effects (CR 6.2: abilities given by effects).
	for i := range s.Effects {
		ef := &s.Effects[i]
		if ef.Grant == 0 || ef.Next {
			continue
		}
		gr := s.Cards[ef.SourceCard].Grants[ef.Grant-1]
		if gr.Trigger == nil || gr.Trigger.On != e.Kind {
			continue
		}
		if ef.AllMatching {
			// An effect on every matching attack of its controller gives
			// the ability to each such attack there is now.
			for _, obj := range g.attacksNow() {
				if g.applies(ef, obj) && (gr.Trigger.Match == nil || gr.Trigger.Match(g, obj, e)) {
					s.Pending = append(s.Pending, Pending{Controller: s.Obj(obj).Controller, Source: obj, Ability: ef.Grant - 1, Granted: true, GrantCard: ef.SourceCard, Event: *e})
				}
			}
			continue
		}
		o := s.Obj(ef.Obj)
		if o.Gone || o.Gen != ef.Gen {
			continue
		}
		if gr.Trigger.Match != nil && !gr.Trigger.Match(g, ef.Obj, e) {
			continue
		}
		s.Pending = append(s.Pending, Pending{Controller: o.Controller, Source: ef.Obj, Ability: ef.Grant - 1, Granted: true, GrantCard: ef.SourceCard, Event: *e})
	}
	g.keywordTriggers(e)
	if len(s.Delayed) > 0 {
		g.fireDelayed(e)
	}
}

// attacksNow lists the attacks there are: attack layers on the stack and
// the attacks of the chain links (CR 1.4.1), oldest first.
func (g *Game) attacksNow() []ObjID {
	s := g.S
	var out []ObjID
	for i := range s.Chain.Links {
		if obj := s.Chain.Links[i].Attack; g.isAttack(obj) {
			out = append(out, obj)
		}
	}
	for i := range s.Stack {
		if obj := s.Stack[i].Obj; s.Stack[i].Kind != TriggeredLayer && g.isAttack(obj) {
			out = append(out, obj)
		}
	}
	return out
}

// functions reports whether a triggered ability of obj works where obj is
// (CR 1.7.4h-i).
func (g *Game) functions(obj ObjID, t *Trigger) bool {
	o := g.S.Obj(obj)
	if t.FaceUp && !o.FaceUp || t.FaceDown && o.FaceUp {
		return false
	}
	// CR 1.7.5d: the ability of a mode that was not chosen does not exist.
	if t.Mode > 0 && o.Modes&(1<<(t.Mode-1)) == 0 {
		return false
	}
	if t.Where != ZoneNone {
		return o.Zone == t.Where
	}
	if o.Zone == ZoneChain && !g.isAttack(obj) {
		// CR 1.7.4a: a defending card that is not a permanent has only the
		// triggered abilities about its defending.
		return t.On == EvDefend
	}
	return o.Zone == ZoneArena || o.Zone == ZoneChain
}

func (g *Game) controllerOf(obj ObjID) Player {
	return g.S.Obj(obj).Controller
}

// fireDelayed triggers the delayed triggered effects an event sets off
// (CR 8.5.10: intimidate returns the banished cards at the beginning of the
// end phase): each becomes a pending triggered layer, in the order they
// were created.
func (g *Game) fireDelayed(e *Event) {
	s := g.S
	kept := s.Delayed[:0:0]
	for _, d := range s.Delayed {
		if d.On != e.Kind || (d.Player != NoPlayer && d.Player != e.Player) {
			kept = append(kept, d)
			continue
		}
		s.Fired = append(s.Fired, d)
		s.Pending = append(s.Pending, Pending{Controller: d.Controller, Source: d.Source, Ability: abilityDelayed,
			Event: *e, Delayed: int16(len(s.Fired))})
	}
	s.Delayed = kept
}

// resolveDelayed carries out a fired delayed trigger.
func (g *Game) resolveDelayed(d *Delayed) {
	s := g.S
	switch d.Do {
	case DelayedReturnToHand:
		for i, obj := range d.Objs {
			o := s.Obj(obj)
			if o.Zone != ZoneBanished || o.Gen != d.Gens[i] {
				continue // CR 8.5.1c: the return fails if it moved
			}
			g.move(obj, ZoneHand, false, false)
			g.emit(Event{Kind: EvReturn, Player: o.Owner, Obj: obj, From: ZoneBanished, To: ZoneHand, Hidden: true, Rule: "8.5.10"})
		}
	}
}

// triggerObjs lists the objects whose cards have triggered abilities. It is
// rebuilt (never appended to, so clones never share a write) only when
// objects were added.
func (g *Game) triggerObjs() []ObjID {
	s := g.S
	if g.trigFor == len(s.Objs) && g.trigCards == len(s.Cards) {
		return g.trig
	}
	var out []ObjID
	for i := range s.Objs {
		o := &s.Objs[i]
		if o.Proxy == NoObj && len(s.Cards[o.Card].Triggers) > 0 {
			out = append(out, ObjID(i))
		}
	}
	g.trig, g.trigFor, g.trigCards = out, len(s.Objs), len(s.Cards)
	return out
}

// Reveals reports an event that brings hidden information out, or makes
// the unknown known, for some player: a card drawn (CR 8.5.6), revealed
// (8.5.17), searched for (8.5.19), taken from a deck, hand or face-down
// card, a deck shuffled (8.5.20), a card turned face up (8.5.24). Private
// objects (CR 3.0.3): after such an event a player may know more than
// before it, so undo stops there.
func (e *Event) Reveals() bool {
	switch e.Kind {
	case EvDraw, EvReveal, EvSearch, EvIntimidate, EvDiscard, EvBanish, EvShuffle, EvTurnFaceUp:
		return true
	}
	return e.From == ZoneDeck && e.Kind != EvNone
}
