package rules

import "sync/atomic"

// Triggered abilities (CR 6.6 / 1.7): which events set them off, the
// pending list, ordering them onto the stack (CR 1.10.2b), and delayed
// triggers created by effects.

// Trigger is a triggered-static ability (CR 5.4.6): when an event meets
// its trigger condition (When), a triggered layer with Effects is created.
type Trigger struct {
	// When is the trigger condition: the event it waits for and what the
	// event must be (CR 6.6.1c); its words are When.Text.
	When When
	// Where the source must be for the ability to function; zero means the
	// arena or the combat chain (CR 1.7.4h).
	Where Zone
	// FaceUp requires the source to be public (mentors face up in arsenal).
	FaceUp bool
	// FaceDown requires the source to be private.
	FaceDown bool
	Effects  []Effect
	// Optional abilities ask their controller first ("you may").
	Optional bool
	// Mode, when not 0, makes this the ability of mode Mode-1 of the card:
	// it functions only if that mode was chosen (CR 1.7.5d).
	Mode int8
	// State, when set, makes this a state-triggered ability (CR 1.10.2d):
	// it triggers while the condition holds and no layer of it waits.
	State *Condition
}

// delayedTrigger is a delayed triggered effect created by an
// instruction, such as intimidate returning the banished cards (CR
// 8.5.10).
type delayedTrigger struct {
	// Controller controls the triggered layer it creates (the player whose
	// effect created it).
	Controller Player
	On         EventKind
	Player     Player // whose end phase, for "at the beginning of the end phase"
	Do         DelayedKind
	Objs       []ObjID
	Gens       []uint16
	Source     ObjID
	// Card and Won are a wager's (DelayedWager, wager.go): 1 + the
	// prize's definition, and the winner once settled.
	Card int16
	Won  Player
	// Grant is a DelayedGrant's (nexttime.go): 1 + the index of the
	// grant of the card Card-1 whose ability it carries out.
	Grant int8
	// Card2 is 1 + the definition of a prize's second token ("a Might
	// and a Vigor token"), 0 for none.
	Card2 int16
}

// DelayedKind is the instruction a delayed trigger carries out.
type DelayedKind uint8

// pendingTrigger is a triggered layer waiting to be put on the stack
// (CR 1.10.2d).
type pendingTrigger struct {
	Controller Player
	Source     ObjID
	Ability    int8 // see layer.Ability
	Granted    bool
	GrantCard  int16
	Keyword    Keywords // see layer.Keyword
	Event      Event
	Delayed    int16 // see layer.Delayed
}

// collectTriggers finds every triggered ability that e triggers and records
// it as pending (CR 6.6). Delayed triggers fire here too. Only the abilities
// that listen for e's kind are looked at (triggerIndex).
func (g *Game) collectTriggers(e *Event) {
	s := g.s
	for _, r := range g.triggersNow()[e.Kind] {
		o := &s.Objs[r.obj]
		if r.zones&(1<<o.Zone) == 0 || o.Gone {
			continue
		}
		t := &s.Cards[o.Card].Triggers[r.ability]
		if !g.functions(r.obj, t) {
			continue
		}
		if !g.meets(&t.When, r.obj, e) {
			continue
		}
		s.Pending = append(s.Pending, pendingTrigger{Controller: g.controllerOf(r.obj), Source: r.obj, Ability: r.ability, Event: *e})
		if t.When.Event == EvCreateToken && t.When.Nth > 0 {
			g.markUsed(r.obj, EvCreateToken) // "the first time each turn" (victor.go)
		}
	}
	// Granted triggers live on effects (CR 6.2: abilities given by effects).
	for i := range s.Effects {
		ef := &s.Effects[i]
		gr := s.grantedTrigger(ef)
		if gr == nil || gr.Trigger.When.Event != e.Kind {
			continue
		}
		if ef.AllMatching {
			// An effect on every matching attack of its controller gives
			// the ability to each such attack there is now.
			var room [4]ObjID // on the stack: no allocation for a few attacks
			for _, obj := range g.appendAttacksNow(room[:0]) {
				if g.applies(ef, obj) && g.meets(&gr.Trigger.When, obj, e) {
					s.Pending = append(s.Pending, pendingTrigger{Controller: s.Obj(obj).Controller, Source: obj, Ability: ef.Grant - 1, Granted: true, GrantCard: ef.SourceCard, Event: *e})
				}
			}
			continue
		}
		o := s.Obj(ef.Obj)
		if o.Gone || o.Gen != ef.Gen {
			continue
		}
		if !g.meets(&gr.Trigger.When, ef.Obj, e) {
			continue
		}
		s.Pending = append(s.Pending, pendingTrigger{Controller: o.Controller, Source: ef.Obj, Ability: ef.Grant - 1, Granted: true, GrantCard: ef.SourceCard, Event: *e})
	}
	if keywordKinds>>e.Kind&1 != 0 {
		g.keywordTriggers(e)
	}
	if len(s.Delayed) > 0 {
		g.fireDelayed(e)
	}
}

// keywordKinds has bit k set for the event kinds k that some triggered
// keyword of KeywordTable listens for (blade break, battleworn: CR 8.3):
// the other events need not look at the arena for them.
var keywordKinds = func() (m uint64) {
	for i := range KeywordTable {
		if t := KeywordTable[i].Trigger; t != nil {
			m |= 1 << t.When.Event
		}
	}
	return m
}()

// attacksNow lists the attacks there are: attack layers on the stack and
// the attacks of the chain links (CR 1.4.1), oldest first.
func (g *Game) attacksNow() []ObjID { return g.appendAttacksNow(nil) }

// appendAttacksNow appends the attacks there are to out (attacksNow).
func (g *Game) appendAttacksNow(out []ObjID) []ObjID {
	s := g.s
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
	o := g.s.Obj(obj)
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
		return t.When.Event == EvDefend
	}
	return o.Zone == ZoneArena || o.Zone == ZoneChain
}

func (g *Game) controllerOf(obj ObjID) Player {
	return g.s.Obj(obj).Controller
}

// fireDelayed triggers the delayed triggered effects an event sets off
// (CR 8.5.10: intimidate returns the banished cards at the beginning of the
// end phase): each becomes a pending triggered layer, in the order they
// were created.
func (g *Game) fireDelayed(e *Event) {
	s := g.s
	fires := false
	for i := range s.Delayed {
		if d := &s.Delayed[i]; g.delayedFires(d, e) {
			fires = true
			break
		}
	}
	if !fires {
		return
	}
	// Filtered in place: the state's lists are its own (Clone).
	kept := s.Delayed[:0]
	for _, d := range s.Delayed {
		if !g.delayedFires(&d, e) {
			kept = append(kept, d)
			continue
		}
		s.Fired = append(s.Fired, d)
		s.Pending = append(s.Pending, pendingTrigger{Controller: d.Controller, Source: d.Source,
			Event: *e, Delayed: int16(len(s.Fired))})
	}
	s.Delayed = kept
}

// delayedFires reports whether event e fires the delayed trigger d: an
// event of its kind, of its player when it names one; a wager's, the
// resolution of its attack's chain link (CR 8.5.46).
func (g *Game) delayedFires(d *delayedTrigger, e *Event) bool {
	if d.On != e.Kind {
		return false
	}
	if d.Do == DelayedWager {
		return g.wagerFires(d, e)
	}
	if d.Do == DelayedGrant {
		return g.nextTimeFires(d, e)
	}
	return d.Player == NoPlayer || d.Player == e.Player
}

// resolveDelayed carries out a fired delayed trigger.
func (g *Game) resolveDelayed(d *delayedTrigger) {
	s := g.s
	switch d.Do {
	case DelayedReturnToHand:
		for i, obj := range d.Objs {
			o := s.Obj(obj)
			if o.Zone != ZoneBanished || o.Gen != d.Gens[i] {
				continue // CR 8.5.1c: the return fails if it moved
			}
			g.move(obj, ZoneHand, false, false)
			g.emit(Event{Kind: EvReturn, Player: o.Owner, Obj: obj, From: ZoneBanished, To: ZoneHand, Hidden: true, Rule: CR(8, 5, 10)})
		}
	case DelayedWager:
		g.settleWager(d)
	case DelayedGrant:
		g.resolveNextTime(d)
	case DelayedOnce: // never fires (victor.go)
	}
}

// triggerRef is one triggered ability of an object: Triggers[ability] of
// its card.
type triggerRef struct {
	obj     ObjID
	ability int8
	// zones has bit z set for each zone z the ability can function in
	// (functions: Trigger.Where, or the arena and the combat chain), so
	// that the abilities of cards in the deck, the hand and the graveyard,
	// most of the index, are passed over without reading their cards.
	zones uint16
}

// triggerZones is the zones a trigger can function in (CR 1.7.4).
func triggerZones(t *Trigger) uint16 {
	if t.Where != ZoneNone {
		return 1 << t.Where
	}
	return 1<<ZoneArena | 1<<ZoneChain
}

// triggersNow is the trigger index of the game's objects and cards as
// they are now (triggerIndex, built again only when they changed).
func (g *Game) triggersNow() *[evCount][]triggerRef {
	if !g.trigBuilt || g.trigFor != len(g.s.Objs) || g.trigCards != len(g.s.Cards) {
		return g.triggerIndex()
	}
	return &g.trig
}

// triggerIndex lists, for each event kind, the triggered abilities of the
// objects' cards that listen for it (Trigger.When.Event), in object then ability
// order: the order collectTriggers records them in. Cards are immutable
// definitions and objects are only ever added, so the index only grows
// with new objects (tokens; attack proxies add nothing), and is rebuilt
// when cards were added or a rewind took objects away. A clone of the
// game shares its lists: the game that made a list appends to it (past
// the end the clone sees), a clone copies a list before it adds to it
// (trigMine): a clone that makes a token with a triggered ability (an
// Agility, a Might, an Embodiment of Lightning: the search's runs make
// thousands) copies the list or two the token adds to, not the index.
func (g *Game) triggerIndex() *[evCount][]triggerRef {
	s := g.s
	if g.trigBuilt && g.trigCards == len(s.Cards) && g.trigFor <= len(s.Objs) {
		if g.trigFor < len(s.Objs) {
			g.indexTriggers(g.trigFor)
		}
		return &g.trig
	}
	g.trig = [evCount][]triggerRef{}
	g.trigState = 0
	g.hearCards()
	g.trigBuilt = true
	g.indexTriggers(0)
	g.trigCards = len(s.Cards)
	return &g.trig
}

// hearCards works out deaf: the kinds of events that no triggered ability
// of a card of the game (any object's, a token's the game may make, or one
// a card's effect grants) and no triggered keyword listens for. (A delayed
// trigger may wait for any kind: emit hears every event while one waits;
// an observer hears every event, deaf or not.)
// A card added to the game (cardIndex, AddCard) clears it until the
// trigger index is built again.
func (g *Game) hearCards() { g.deaf = ^g.cardsHear() }

// cardsHear has bit k set for the kinds of events k that a triggered
// ability of a card of the game, or granted by one, or a triggered
// keyword listens for.
func (g *Game) cardsHear() uint64 {
	heard := keywordKinds
	for _, c := range g.s.Cards {
		for i := range c.Triggers {
			heard |= 1 << c.Triggers[i].When.Event
		}
		for i := range c.Grants {
			if t := c.Grants[i].Trigger; t != nil {
				heard |= 1 << t.When.Event // an effect of the card may grant it (CR 6.2)
			}
		}
	}
	return heard
}

const _ = uint(64 - evCount) // the kinds of events fit deaf's bits

// indexTriggers adds the triggered abilities of the objects from id on.
// From 0 (the lists empty) it counts them first, and carves the lists
// from one block: one allocation for the index rather than one or more
// for each event kind listened to (16 of a game's 35 in cb-rhinar v
// cb-dorinthea). Each list has room for one more (a token's ability)
// before it moves to memory of its own. A list the game did not make
// (trigMine: a clone's) is copied, with room for a few more, before an
// ability is added to it: its memory past the end the game sees may be
// another game's.
func (g *Game) indexTriggers(from int) {
	s := g.s
	if from == 0 {
		var n [evCount]int
		total := 0
		for i := range s.Objs {
			if o := &s.Objs[i]; o.Proxy == NoObj {
				ts := s.Cards[o.Card].Triggers
				for ti := range ts {
					n[ts[ti].When.Event]++
				}
				total += len(ts)
			}
		}
		// Room for the tokens the game may make (their cards are among
		// the game's, New): four of each, before a list must grow.
		for _, c := range s.Cards {
			if c.Types.Has(Token) {
				for ti := range c.Triggers {
					n[c.Triggers[ti].When.Event] += 4
				}
				total += 4 * len(c.Triggers)
			}
		}
		block := make([]triggerRef, total+len(n))
		at := 0
		for k := range n {
			g.trig[k] = block[at : at : at+n[k]+1]
			at += n[k] + 1
		}
		g.trigMine = 1<<evCount - 1
	}
	added := false
	for i := from; i < len(s.Objs); i++ {
		o := &s.Objs[i]
		if o.Proxy != NoObj {
			continue
		}
		for ti := range s.Cards[o.Card].Triggers {
			t := &s.Cards[o.Card].Triggers[ti]
			added = true
			k := t.When.Event
			if g.trigMine&(1<<k) == 0 {
				l := g.trig[k]
				own := make([]triggerRef, len(l), len(l)+4)
				copy(own, l)
				g.trig[k] = own
				g.trigMine |= 1 << k
			}
			g.trig[k] = append(g.trig[k], triggerRef{ObjID(i), int8(ti), triggerZones(t)})
			if t.State != nil {
				g.trigState++
			}
		}
	}
	g.trigFor = len(s.Objs)
	if from == 0 || added {
		g.trigID = trigIDs.Add(1) // the headers hold what no other game's did
	}
}

// trigIDs numbers the states of the games' trigger indexes (Game.trigID):
// each build of one, and each ability added to one, takes the next. Games
// in any goroutine take them, hence the atomic counter.
var trigIDs atomic.Uint64

// stateTriggers is CR 1.10.2d: a state-triggered ability whose condition
// holds triggers, unless a layer of it is already waiting.
func (g *Game) stateTriggers() {
	s := g.s
	if g.triggerIndex(); g.trigState == 0 {
		return // no object of the game has one
	}
	for p := range s.Players {
		for _, obj := range s.Zone(Player(p), ZoneArena) {
			c := s.CardOf(obj)
			for ti := range c.Triggers {
				t := &c.Triggers[ti]
				if t.State == nil || !g.functions(obj, t) || g.waiting(obj, int8(ti)) {
					continue
				}
				if g.holds(t.State, obj, s.Obj(obj).Controller) {
					s.Pending = append(s.Pending, pendingTrigger{Controller: s.Obj(obj).Controller, Source: obj, Ability: int8(ti), Event: Event{Kind: EvNone, Obj: obj}})
				}
			}
		}
	}
}

// waiting reports whether a triggered layer of (obj, ability) is pending or
// on the stack.
func (g *Game) waiting(obj ObjID, ability int8) bool {
	for _, t := range g.s.Pending {
		if t.Source == obj && t.Ability == ability && !t.Granted && t.Keyword == 0 && t.Delayed == 0 {
			return true
		}
	}
	for _, l := range g.s.Stack {
		if l.Kind == TriggeredLayer && l.Obj == obj && l.Ability == ability && !l.Granted && l.Keyword == 0 && l.Delayed == 0 {
			return true
		}
	}
	return false
}

// stackPending adds pending triggered layers to the stack: the turn
// player's first, then the other's, each player ordering their own when
// they have several (CR 1.10.2d).
func (g *Game) stackPending() {
	s := g.s
	// The pending layers move to the game's lists (asking for an order or
	// telling the log may trigger more, which wait in the state's list,
	// emptied here but kept for its memory).
	pend := append(g.bufs.pend[:0], s.Pending...)
	g.bufs.pend = pend
	s.Pending = s.Pending[:0]
	for _, p := range [2]Player{s.TurnPlayer, s.TurnPlayer.Opponent()} {
		mine := g.bufs.mine[:0]
		for _, t := range pend {
			if t.Controller == p {
				mine = append(mine, t)
			}
		}
		g.bufs.mine = mine
		if len(mine) > 1 && g.samePending(mine) {
			// Identical layers: no order to choose, and the log says so.
			g.emit(Event{Kind: EvAuto, Player: p, Obj: mine[0].Source, Amount: len(mine), Why: AutoSameOrder,
				About: g.abilityOfPending(&mine[0]), Rule: CRSub(1, 10, 2, 'd')})
		} else if len(mine) > 1 && g.skipMoot && g.mootOrder(mine) {
			// Each acts on its own cards, unheard: no order to choose.
			g.emit(Event{Kind: EvAuto, Player: p, Obj: mine[0].Source, Amount: len(mine), Why: AutoMootOrder, Rule: CRSub(1, 10, 2, 'd')})
		} else if len(mine) > 1 {
			// The answer lists the layers in the order they go on the
			// stack: the last one is on top and resolves first (CR 5.3.1).
			pr := Prompt{Kind: AskOrder, Shape: ShapeOrder, Player: p, Min: len(mine), Max: len(mine), Source: NoObj, Rule: CRSub(1, 10, 2, 'd')}
			pr.Options = optionBuf(&g.bufs.order)
			for i, t := range mine {
				o := Option{ID: OptionID(ActCard, t.Source, int8(i), NoPlayer), Act: ActCard, Obj: t.Source, Ability: int8(i), Value: i, Rule: CRSub(1, 10, 2, 'd')}
				o.From = s.PlaceOf(t.Source)
				o.About = g.abilityOfPending(&t)
				pr.Options = append(pr.Options, o)
			}
			g.bufs.order = pr.Options
			a := g.ask(pr)
			ordered := g.bufs.ordered[:0]
			for _, id := range a.IDs {
				ordered = append(ordered, mine[pr.Options[pr.Find(id)].Value])
			}
			g.bufs.ordered = ordered
			mine = ordered
		}
		for _, t := range mine {
			ev := t.Event
			s.Stack = append(s.Stack, layer{Kind: TriggeredLayer, Obj: t.Source, Gen: s.Objs[t.Source].Gen, Controller: t.Controller,
				Ability: t.Ability, Granted: t.Granted, GrantCard: t.GrantCard, Keyword: t.Keyword, Event: ev, Delayed: t.Delayed})
		}
	}
}

// samePending reports triggered layers that cannot be told apart: the same
// ability of the same card definition (copies of one card, or one source
// twice), so any order gives the same game (CR 1.10.2d asks for an order
// only where it matters to the player).
func (g *Game) samePending(ps []pendingTrigger) bool {
	s := g.s
	for _, t := range ps[1:] {
		u := ps[0]
		if s.Objs[t.Source].Card != s.Objs[u.Source].Card || t.Ability != u.Ability || t.Keyword != u.Keyword || t.Granted != u.Granted ||
			t.GrantCard != u.GrantCard || (t.Delayed > 0) != (u.Delayed > 0) {
			return false
		}
	}
	return true
}

// grantedTrigger is the grant of ef when it gives a triggered ability to
// what it is bound to (CR 6.2), nil for any other effect.
func (s *state) grantedTrigger(ef *ContEffect) *Grant {
	if ef.Grant == 0 || ef.Next {
		return nil
	}
	if gr := &s.Cards[ef.SourceCard].Grants[ef.Grant-1]; gr.Trigger != nil {
		return gr
	}
	return nil
}
