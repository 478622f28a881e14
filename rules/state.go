package rules

import (
	"cmp"
	"slices"
)

// ObjID indexes state.Objs. Object ids are stable for a game: the same
// setup and answers give the same ids.
type ObjID int32

// NoObj is the absence of an object.
const NoObj ObjID = -1

// Counter kinds (CR 1.15).
type CounterKind uint8

const (
	CounterPower   CounterKind = iota // +1{p}
	CounterDefense                    // -1{d} when negative
	CounterLesson
	counterKinds
)

// object is a card, token or attack proxy. It is plain data so that a state
// clones by copying (DESIGN.md: synchronous must not mean unclonable), and
// small (24 bytes: a state holds about a hundred, and every clone copies
// them): what an object did this turn is kept apart, in state.TurnUses.
type object struct {
	Card       int16 // index into state.Cards
	Owner      Player
	Controller Player
	Zone       Zone
	FaceUp     bool
	// Gen counts resets: an object that leaves the arena and the stack, or
	// turns private, is a new object (CR 3.0.9), so targets and effects
	// remember the generation they saw.
	Gen      uint16
	Counters [counterKinds]int8
	// Proxy is the attack source when this object is an attack proxy
	// (CR 1.4.3); NoObj otherwise. ProxyAbility is the attack ability of
	// the source that made it.
	ProxyAbility int8
	Proxy        ObjID
	// Defended is set while and after it defended this combat chain
	// (blade break, battleworn: "if this defended").
	Defended bool
	Token    bool
	Gone     bool // a token or proxy that ceased to exist
	// Batch, for a card in a deck, is the batch of cards every player
	// saw go to its bottom together (seen.go); 0 for a card nobody but
	// its owner may know. It fills the object's padding and is no part of
	// the hash: it is what the players remember, not the game.
	Batch uint8
	// Modes has bit i set when mode i of the card was chosen as it was
	// played: the chosen modes are its abilities from then on, until it
	// becomes a new object (CR 1.7.5d).
	Modes uint16
	// Pitched holds the talents of the cards pitched to play the object
	// (Earth Bond, rules/played.go). Reset with the object
	// (CR 3.0.9).
	Pitched Talents
}

// TurnUse is what one object did this turn, for the abilities that count
// it: activations of a once-per-turn ability and the permissions to
// activate it again (CR 5.2.1a, 5.2.3c), attacks with a weapon, and how
// often those attacks gained go again (Dorinthea). Only objects that did
// something have one (state.TurnUses); the counts end with the turn (CR
// 4.4.4).
type TurnUse struct {
	Obj     ObjID
	Used    int8
	Extra   int8
	Attacks int8
	GoAgain int8
}

// playerState is one player's side of the table.
type playerState struct {
	Hero ObjID
	// BeatChest: the player has beaten chest this turn (CR 8.3.33a,
	// beatchest.go); forgotten with the turn's stats (CR 4.4.4). A turn
	// stat kept here, in the bytes Hero leaves before Life: in TurnStats
	// it would take the state past its allocation size.
	BeatChest bool
	Life      int
	Intellect int
	Resources int // resource points (CR 1.13.3)
	Actions   int // action points (CR 1.13.2)
	Turn      TurnStats
	Lost      bool

	held heldClasses // what hand, arsenal and arena hold, by timing class (Game.enter, Game.leave)
}

// TurnStats remembers what a player did this turn, for conditions such as
// "if you've intimidated this turn". Reset when a turn ends (CR 4.4.4).
type TurnStats struct {
	// What the player played and activated: cards (CR 5.1) and activated
	// abilities (CR 5.2).
	CardsPlayed int8
	Activations int8
	// Their attacks: all of them, those with a weapon, and how often a
	// weapon of theirs gained go again (Dorinthea).
	Attacks       int8
	WeaponAttacks int8
	GoAgainGained int8
	// ActionDiscards6 counts the cards with 6 or more power the player
	// discarded during their own action phase this turn ("the first time
	// you discard a card with 6 or more {p} during each of your action
	// phases", discard.go). Kept only in a game whose cards ask it; it
	// fills the byte before DamageDealt.
	ActionDiscards6 int8
	// What their cards did: the damage they dealt, whether they
	// intimidated (CR 8.5.10), whether they discarded a card with 6 or
	// more power.
	DamageDealt     int16
	Intimidated     bool
	Discarded6Power bool
	// DefendFromArsenal lets the player defend with attack action cards
	// from their arsenal until the end of the turn.
	DefendFromArsenal bool
	// Drew: the player has drawn a card this turn (CR 8.5.6; "if you've
	// drawn a card this turn", drawn.go). Kept only in a game whose cards
	// ask it.
	Drew bool
	// Talents are the talents of the cards played this turn ("if you've
	// played a Lightning card this turn", CR 8.4.16; played.go). (Last:
	// after the small fields above, the struct stays 16 bytes.)
	Talents Classes
}

// layer is an object on the stack waiting to resolve (CR 1.6).
type layer struct {
	Kind       LayerKind
	Obj        ObjID // the card, the attack proxy, or the source of the ability
	Gen        uint16
	Controller Player
	// Ability is the index of the ability in the card's Activated or
	// Triggers (or, with Granted, in GrantCard's Grants).
	Ability   int8
	Granted   bool
	GrantCard int16 // card whose Grants holds a granted trigger
	// Keyword is the triggered keyword (KeywordTable) whose trigger this
	// layer is, or 0.
	Keyword Keywords
	Targets []Target
	Modes   []int8
	X       int
	Event   Event // the triggering event of a triggered layer
	// From is the zone a card layer was played from (hand or arsenal).
	From Zone
	// Paid records optional and alternative costs paid (Ctx.Paid).
	Paid uint8
	// Delayed is 1 + the index in state.Fired of the delayed trigger a
	// triggered layer carries out, or 0.
	Delayed int16
}

// LayerKind is the category of a layer (CR 1.6.2).
type LayerKind uint8

const (
	CardLayer LayerKind = iota
	ActivatedLayer
	TriggeredLayer
)

// chainLink is one attack on the combat chain (CR 7.0.3).
type chainLink struct {
	Attack    ObjID // the active attack: a card or an attack proxy
	Source    ObjID // the attack source (a weapon), or NoObj
	Target    Player
	Defenders []ObjID
	FromHand  int8 // defending cards that came from hand (dominate, reprise)
	Hit       bool
	Damage    int
	Resolved  bool
	// Power is the power of the attack when damage was calculated, or its
	// last known power if it left the chain before (CR 1.2.3).
	Power int
	// Damaged is set once the damage step calculated damage (CR 7.5.2).
	Damaged bool
	// Left is set when the attack left the chain before the link
	// resolved; GoAgainLKI is its last known go again (CR 7.6.2a).
	Left       bool
	GoAgainLKI bool
	// GaveAction is set as the link resolves when its attack had go
	// again then and gave its controller an action point (CR 7.6.2): the
	// board says what happened, not what the attack has later.
	GaveAction bool
}

// combatChain is the combat chain zone (CR 7.0.2).
type combatChain struct {
	Links []chainLink
	Open  bool
	// Closing is set by an effect that closes the chain; the close step
	// then begins as a game state action (CR 7.7.2d, 1.10.2e).
	Closing bool
	// (The two flags share a word after the list, 8 bytes less than with
	// one before it: TestStateAndObjectSizes.)
}

// Active returns the active chain link, or nil (CR 7.0.3b).
func (c *combatChain) Active() *chainLink {
	if !c.Open || len(c.Links) == 0 {
		return nil
	}
	return &c.Links[len(c.Links)-1]
}

// state is the whole game as data.
type state struct {
	Cards   []*Card // shared and immutable: not copied by Clone
	Objs    []object
	Players [2]playerState
	// ids holds each player's zones, as lists of object ids (CR 3), read
	// with Zone and set with SetZone: each list is a span of this one
	// buffer (zones), with room to grow, so that copying a state writes
	// one pointer for all the lists (zones.go).
	ids     []ObjID
	zones   [2][zoneCount]span
	Stack   []layer
	Chain   combatChain
	Effects []ContEffect
	Delayed []delayedTrigger
	// Fired holds delayed triggers that fired; their triggered layers
	// refer to them (layer.Delayed). Cleared when the turn ends.
	Fired   []delayedTrigger
	Pending []pendingTrigger // triggered layers not yet on the stack (CR 6.6)
	// TurnUses holds what objects did this turn (TurnUse), in the order of
	// their ids, one each at most; emptied when the turn ends.
	TurnUses []TurnUse

	progress
}

// progress is where a game stands, beside its objects and lists: the turn,
// phase, step and who has priority, the counters of the stalemate rule and
// the random generator. It holds no pointers, so a snapshot copies it as
// plain memory (Snapshot.take).
type progress struct {
	Turn       int
	TurnPlayer Player
	First      Player
	Phase      Phase
	Step       Step
	Priority   Player
	Winner     Player
	Draw       bool
	Passes     int // players who passed in succession (CR 1.11.4a)
	Timestamp  int32
	// These detect a stalemate (CR 4.5.4d): the count of zone moves and
	// life totals when the turn started, whether any player had an option
	// besides passing this turn, and how many such idle turns in a row.
	Moves            int32
	MovesAtTurnStart int32
	Offered          bool
	Idle             int8
	LifeAtTurnStart  [2]int
	RNG              RNG
	// (In this order the small fields fill the words the numbers leave:
	// 64 bytes, and a state the allocator keeps in 704, TestStateAndObjectSizes.)
}

// Clone returns a deep copy: card definitions are shared, everything that
// changes is copied. The zone lists are packed one after another, without
// room (the first move into one lays them out again, with room); the lists
// inside lists (targets, modes, defenders, the objects of delayed
// triggers) share a few new buffers, each with its capacity capped, so
// that appending to one never writes into another.
func (s *state) Clone() *state {
	c := new(state)
	var b cloneBufs
	s.cloneInto(c, &b)
	return c
}

// Snapshot keeps a copy of a state and reuses its memory from one copy to
// the next: what the engine takes before each play and activation in case
// it must be rewound (CR 1.10.3), without allocating once it has grown to
// the size of the game. Outside the package it is opaque: the memory
// Game.PositionKey hashes its copy in.
//
// The copy's lists keep their memory from one take to the next, so that a
// take mostly writes lengths and plain data: the zone lists are copied
// where they lie in the state's buffer, with their spans as plain memory;
// the pointers of the copy's lists are written only when a list outgrows
// its memory, and for the lists inside the stack's layers, the chain links
// and the delayed triggers. (While the collector marks, every pointer
// written costs a write barrier; take runs before every play.)
type Snapshot struct {
	s    state
	b    cloneBufs
	laid bool // the copy's lists are its own memory, as lay left them
	// places, inner and copies are Game.PositionKey's memory when it
	// renames objects (Relabel, Copies): the place of each object, the ids
	// of the lists inside lists, and the copies named by their zone.
	places, inner, copies []ObjID
}

// take copies s into the snapshot and returns the copy, which stays valid
// until the next take. Clone the copy to keep it longer.
func (sn *Snapshot) take(s *state) *state {
	c, b := &sn.s, &sn.b
	if !sn.laid {
		sn.lay()
	}
	// What holds no pointers is copied as plain memory (TestSnapshotCopiesEveryField).
	c.Players = s.Players
	c.progress = s.progress
	c.Chain.Open, c.Chain.Closing = s.Chain.Open, s.Chain.Closing
	if len(c.Cards) != len(s.Cards) || len(s.Cards) > 0 && &c.Cards[0] != &s.Cards[0] {
		c.Cards = s.Cards // shared and immutable, as in a clone
	}
	refill(&c.Objs, s.Objs)
	if len(c.ids) < len(s.ids) {
		c.ids = make([]ObjID, len(s.ids)+len(s.ids)/4)
	}
	s.copyZones(c, c.ids)
	refill(&c.Pending, s.Pending)
	refill(&c.Effects, s.Effects)
	refill(&c.Stack, s.Stack)
	refill(&c.Chain.Links, s.Chain.Links)
	refill(&c.Delayed, s.Delayed)
	refill(&c.Fired, s.Fired)
	refill(&c.TurnUses, s.TurnUses)

	// The lists inside lists, which point into s until they are given
	// parts of the snapshot's buffers: count, take, then hand out.
	nIDs, nGens, nTargets, nModes := s.innerLens()
	if nIDs+nGens+nTargets+nModes == 0 {
		return c
	}
	ids := take(&b.ids, nIDs, true)
	gens := take(&b.gens, nGens, true)
	targets := take(&b.targets, nTargets, true)
	modes := take(&b.modes, nModes, true)
	for i := range c.Chain.Links {
		c.Chain.Links[i].Defenders = carve(&ids, s.Chain.Links[i].Defenders)
	}
	for i := range c.Stack {
		c.Stack[i].Targets = carve(&targets, s.Stack[i].Targets)
		c.Stack[i].Modes = carve(&modes, s.Stack[i].Modes)
	}
	for _, d := range [2][]delayedTrigger{c.Delayed, c.Fired} {
		for i := range d {
			d[i].Objs = carve(&ids, d[i].Objs)
			d[i].Gens = carve(&gens, d[i].Gens)
		}
	}
	return c
}

// innerLens counts what the lists inside the state's lists hold (but
// the zones): the ids of the chain links' defenders and of the delayed
// triggers' objects, their generations, the layers' targets and modes.
func (s *state) innerLens() (ids, gens, targets, modes int) {
	for i := range s.Chain.Links {
		ids += len(s.Chain.Links[i].Defenders)
	}
	for _, ds := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		for i := range ds {
			ids += len(ds[i].Objs)
			gens += len(ds[i].Gens)
		}
	}
	for i := range s.Stack {
		targets += len(s.Stack[i].Targets)
		modes += len(s.Stack[i].Modes)
	}
	return ids, gens, targets, modes
}

// lay gives the copy's lists other than the zones memory of their own:
// each the snapshot's buffer for it (Delayed and Fired half of the one
// they share), emptied. take fills them. (The zone lists' buffer is the
// copy's ids, which take grows when the state's outgrows it.)
func (sn *Snapshot) lay() {
	c, b := &sn.s, &sn.b
	c.Objs = b.objs[:0]
	c.Stack, c.Chain.Links, c.Effects, c.Pending = b.stack[:0], b.links[:0], b.effects[:0], b.pending[:0]
	c.TurnUses = b.turnUses[:0]
	half := cap(b.delayed) / 2
	c.Delayed, c.Fired = b.delayed[:0:half], b.delayed[half:half]
	sn.laid = true
}

// refill copies src into *dst in the memory of *dst when it has room: then
// only the length of *dst is written (a slice of itself keeps its pointer).
func refill[T any](dst *[]T, src []T) {
	if cap(*dst) < len(src) {
		*dst = make([]T, len(src), len(src)+len(src)/2+8)
	}
	*dst = (*dst)[:len(src)]
	copy(*dst, src)
}

// cloneBufs holds the memory a state is cloned into. A buffer kept by the
// game (snapshot) is reused from one clone to the next; a fresh one gives
// exactly the memory one clone needs.
type cloneBufs struct {
	reuse bool
	// spread lays a fresh clone's zone lists out with their room
	// (zoneRooms, as makeRoom would) rather than each as long as it is
	// (View.Sample: cloneSpread).
	spread   bool
	objs     []object
	ids      []ObjID // zones, defenders, objects of delayed triggers
	gens     []uint16
	stack    []layer
	targets  []Target
	modes    []int8
	links    []chainLink
	effects  []ContEffect
	delayed  []delayedTrigger // Delayed then Fired (reused: Delayed)
	fired    []delayedTrigger // reused: Fired
	pending  []pendingTrigger
	turnUses []TurnUse
}

// take returns n elements of *buf, growing it (with room to spare when it
// is reused) if it is too small.
func take[T any](buf *[]T, n int, reuse bool) []T {
	if cap(*buf) < n {
		m := n
		if reuse {
			m += n/2 + 8
		}
		*buf = make([]T, m)
	}
	return (*buf)[:n:n]
}

// cloneList copies src into n elements taken from *buf, keeping nil as
// nil.
func cloneList[T any](buf *[]T, src []T, reuse bool) []T {
	if src == nil {
		return nil
	}
	out := take(buf, len(src), reuse)
	copy(out, src)
	return out
}

// roomyList copies src into the front of *buf, a buffer that only the
// copy uses, and leaves it the rest of the buffer to grow into (the
// buffer has room past the longest list it was given: take). An empty
// list too is the front of the buffer, so that the clone's first append
// (an attack's chain link, a trigger pending, a delayed trigger) writes
// into it rather than into new memory.
func roomyList[T any](buf *[]T, src []T) []T {
	take(buf, max(len(src), 1), true)
	out := (*buf)[:len(src)]
	copy(out, src)
	return out
}

// cloneObjs copies the objects of a fresh clone into memory of their own.
// Appending to nothing lets the runtime skip zeroing the memory the copy
// then overwrites (object holds no pointers); nil stays nil.
func cloneObjs(src []object) []object {
	if src == nil {
		return nil
	}
	out := append([]object(nil), src...)
	return out[:len(out):len(out)]
}

// cloneInto makes c a deep copy of s in the memory of b. c must not share
// memory with any other state, nor b with anything c is not given.
func (s *state) cloneInto(c *state, b *cloneBufs) {
	// What holds no pointers as plain memory, and each list once, below
	// (not *c = *s, which would write every list's pointer twice; while
	// the collector marks, each costs a write barrier).
	// TestSnapshotCopiesEveryField lists the fields.
	c.Cards = s.Cards // shared and immutable
	c.Players = s.Players
	c.progress = s.progress
	c.Chain.Open, c.Chain.Closing = s.Chain.Open, s.Chain.Closing
	if b.reuse {
		// Each of these lists has a buffer of its own in b, so the
		// clone may grow into all of it: a token or an attack proxy
		// made in a run of a reused clone then does not copy every
		// object into new memory (nor a new effect every effect).
		c.Objs = roomyList(&b.objs, s.Objs)
		c.Stack = roomyList(&b.stack, s.Stack)
		c.Chain.Links = roomyList(&b.links, s.Chain.Links)
		c.Effects = roomyList(&b.effects, s.Effects)
		c.Pending = roomyList(&b.pending, s.Pending)
		c.TurnUses = roomyList(&b.turnUses, s.TurnUses)
	} else {
		c.Objs = cloneObjs(s.Objs)
		c.Stack = cloneList(&b.stack, s.Stack, false)
		c.Chain.Links = cloneList(&b.links, s.Chain.Links, false)
		c.Effects = cloneList(&b.effects, s.Effects, false)
		c.Pending = cloneList(&b.pending, s.Pending, false)
		c.TurnUses = cloneList(&b.turnUses, s.TurnUses, false)
	}

	// The lists inside lists: count, take, then hand out. The zone lists
	// come first in ids: a fresh clone's each exactly as long as it is
	// (the first move into one lays them out again, with room: makeRoom),
	// a reused one's where they lie in s, with their room.
	nIDs, nGens, nTargets, nModes := s.innerLens()
	nDelayed := len(s.Delayed) + len(s.Fired)
	nZones := len(s.ids)
	var spans [2][zoneCount]span
	switch {
	case b.spread:
		lens := s.zoneLens()
		spans, nZones = zoneRooms(&lens)
	case !b.reuse:
		nZones = s.zonesLen()
	}
	ids := take(&b.ids, nZones+nIDs, b.reuse)
	gens := take(&b.gens, nGens, b.reuse)
	targets := take(&b.targets, nTargets, b.reuse)
	modes := take(&b.modes, nModes, b.reuse)
	var delayed []delayedTrigger
	if nDelayed > 0 && !b.reuse {
		delayed = take(&b.delayed, nDelayed, false)
	}
	c.ids = ids[:nZones:nZones]
	ids = ids[nZones:]
	switch {
	case b.spread:
		s.spreadZones(c, &spans)
	case b.reuse:
		s.copyZones(c, c.ids)
	default:
		s.packZones(c, c.ids)
	}
	for i := range c.Chain.Links {
		c.Chain.Links[i].Defenders = carve(&ids, s.Chain.Links[i].Defenders)
	}
	for i := range c.Stack {
		c.Stack[i].Targets = carve(&targets, s.Stack[i].Targets)
		c.Stack[i].Modes = carve(&modes, s.Stack[i].Modes)
	}
	if b.reuse {
		// Each in a buffer of its own, with room (roomyList).
		c.Delayed = roomyDelayed(&b.delayed, s.Delayed, &ids, &gens)
		c.Fired = roomyDelayed(&b.fired, s.Fired, &ids, &gens)
		return
	}
	c.Delayed = cloneDelayed(&delayed, s.Delayed, &ids, &gens)
	c.Fired = cloneDelayed(&delayed, s.Fired, &ids, &gens)
}

// roomyDelayed is cloneDelayed into the front of *buf, a buffer of d's
// copy alone (roomyList).
func roomyDelayed(buf *[]delayedTrigger, d []delayedTrigger, ids *[]ObjID, gens *[]uint16) []delayedTrigger {
	out := roomyList(buf, d)
	for i := range out {
		out[i].Objs = carve(ids, d[i].Objs)
		out[i].Gens = carve(gens, d[i].Gens)
	}
	return out
}

// carve copies src into the front of *buf and returns that part, its
// capacity capped; nil stays nil.
func carve[T any](buf *[]T, src []T) []T {
	if src == nil {
		return nil
	}
	n := copy(*buf, src)
	out := (*buf)[:n:n]
	*buf = (*buf)[n:]
	return out
}

func cloneDelayed(buf *[]delayedTrigger, d []delayedTrigger, ids *[]ObjID, gens *[]uint16) []delayedTrigger {
	if d == nil {
		return nil
	}
	out := carve(buf, d)
	for i := range out {
		out[i].Objs = carve(ids, d[i].Objs)
		out[i].Gens = carve(gens, d[i].Gens)
	}
	return out
}

// Obj returns the object with id.
func (s *state) Obj(id ObjID) *object { return &s.Objs[id] }

// ThisTurn returns what object id did this turn (all counts zero if
// nothing).
func (s *state) ThisTurn(id ObjID) TurnUse {
	if i, ok := s.findUse(id); ok {
		return s.TurnUses[i]
	}
	return TurnUse{Obj: id}
}

// turnUse returns the record of what object id did this turn, adding it
// in id order if it has none.
func (s *state) turnUse(id ObjID) *TurnUse {
	i, ok := s.findUse(id)
	if !ok {
		s.TurnUses = slices.Insert(s.TurnUses, i, TurnUse{Obj: id})
	}
	return &s.TurnUses[i]
}

// findUse is where object id's record is in TurnUses, or would be.
func (s *state) findUse(id ObjID) (int, bool) {
	return slices.BinarySearchFunc(s.TurnUses, id, func(u TurnUse, id ObjID) int { return cmp.Compare(u.Obj, id) })
}

// CardOf returns the definition of an object (an attack proxy has its
// source's definition).
func (s *state) CardOf(id ObjID) *Card { return s.Cards[s.Objs[id].Card] }

// cloneSpread is Clone with the zone lists laid out with their room
// (makeRoom's, zoneRooms) in c: what View.Sample gives the search, which
// clones a sample again and again, each clone keeping the zones' layout
// (CloneReusing), so that a clone's first move does not lay them out
// anew. The other lists are as long as they are, as a clone's: a clone
// of the sample gives them room of its own (CloneReusing), and makeRoom
// gives it them if the sample itself is run (then the sample is exactly
// Clone then makeRoom: TestCloneSpreadThenMakeRoomIsCloneThenMakeRoom).
func (s *state) cloneSpread(c *state) {
	b := cloneBufs{spread: true}
	s.cloneInto(c, &b)
}
