package rules

import (
	"context"
	"fmt"
	"runtime/debug"
)

// The engine's invariants, checked while a game runs: the fuzzers, the
// playouts, rathe sim (at every decision) and the engine's own tests play
// their games through RunChecked. They live beside the state they read, so
// that the engine's tests can use them.

// Checker checks the invariants of a game after every event, as an
// observer (Game.SetObserver). It keeps the first broken invariant
// and stops checking after it:
//
//   - every card object is in exactly one place: an object whose Zone is a
//     player zone is listed exactly once across all zone lists, in the list
//     of the right player (the controller for the arena, the owner
//     elsewhere); an object on the stack is referenced by exactly one layer,
//     an object on the combat chain by exactly one chain link; an object
//     that is gone is listed nowhere;
//   - no card is gained or lost: the number of objects that are neither
//     tokens nor attack proxies stays what it was;
//   - resource and action points are never negative;
//   - life changes only through damage, life gain and life loss events,
//     by the event's amount (and back, when an illegal action is rewound).
type Checker struct {
	// Err is the first broken invariant, or nil.
	Err *Violation
	// Events counts the events seen.
	Events int
	// Stop makes a broken invariant stop the game at once, by a panic
	// that RunChecked recovers. Without it the game goes on unchecked.
	Stop bool
	// Every is when the whole state is checked: after every event
	// (EveryEvent, the default) or when a player is asked (EveryDecision,
	// by Decision). Life is accounted at every event either way: each
	// change must be explained by its event.
	Every CheckEvery

	// pending is the kind of the last event not yet followed by a check
	// of the whole state (EveryDecision); pendingN is its index, 0 for
	// none. (The kind is all a Violation reports of it; copying the whole
	// event at every event cost more.)
	pending  EventKind
	pendingN int

	cards int
	life  [2]int
	seen  []int8 // per object: how often it was found; reused
}

// Violation is a broken invariant: which, and at which event.
type Violation struct {
	Event int // 1-based index of the event after which it broke
	Kind  EventKind
	Turn  int
	Msg   string
}

func (v *Violation) Error() string {
	return fmt.Sprintf("invariant broken after event %d (%s, turn %d): %s", v.Event, v.Kind, v.Turn, v.Msg)
}

// NewChecker starts checking g from its current state and installs itself
// as g's observer, calling next (if not nil) before each check.
func NewChecker(g *Game, next Observer) *Checker {
	c := &Checker{}
	c.Reset(g)
	g.SetObserver(func(g *Game, e *Event) {
		if next != nil {
			next(g, e)
		}
		c.Observe(g, e)
	})
	return c
}

// stopGame is the panic with which a Checker whose Stop is set stops the
// game at a broken invariant; RunChecked recovers it.
type stopGame struct{}

// Reset forgets what was seen and takes g's current state as the start.
func (c *Checker) Reset(g *Game) {
	s := g.s
	c.Err = nil
	c.Events = 0
	c.pendingN = 0
	c.cards = countCards(s)
	c.life = [2]int{s.Players[0].Life, s.Players[1].Life}
}

// CheckEvery is when a Checker checks the whole state.
type CheckEvery int

const (
	// EveryEvent checks after every event: a broken invariant is caught
	// at the event that broke it (fuzzing, playout tests, sim --check
	// events).
	EveryEvent CheckEvery = iota
	// EveryDecision checks when a player is asked to decide, and at the
	// end of the game: several times cheaper, and a broken invariant is
	// caught before the next decision (rathe sim by default).
	EveryDecision
)

// Observe checks the state after event e (with EveryDecision, only its
// life; Decision checks the rest).
func (c *Checker) Observe(g *Game, e *Event) {
	c.Events++
	if c.Err != nil {
		return
	}
	if c.Every == EveryDecision {
		if msg := c.checkLife(g.s, e); msg != "" {
			c.fail(g, e, c.Events, msg)
			return
		}
		c.pending, c.pendingN = e.Kind, c.Events
		return
	}
	if msg := c.check(g.s, e); msg != "" {
		c.fail(g, e, c.Events, msg)
	}
}

// Decision checks the whole state if events happened since the last
// check (EveryDecision): a decider calls it before answering, and RunChecked
// once more when the game stops. A broken invariant is reported at the
// last event before the check.
func (c *Checker) Decision(g *Game) {
	if c.Err != nil || c.pendingN == 0 {
		return
	}
	kind, n := c.pending, c.pendingN
	c.pendingN = 0
	if msg := c.checkState(g.s); msg != "" {
		c.failKind(g, kind, n, msg+" (checked at the next decision)")
	}
}

func (c *Checker) fail(g *Game, e *Event, n int, msg string) {
	c.failKind(g, e.Kind, n, msg)
}

func (c *Checker) failKind(g *Game, kind EventKind, n int, msg string) {
	c.Err = &Violation{Event: n, Kind: kind, Turn: g.s.Turn, Msg: msg}
	if c.Stop {
		panic(stopGame{})
	}
}

// checking is a decider that has the Checker check the state (Decision)
// before each answer.
type checking struct {
	d Decider
	c *Checker
	g *Game
}

func (d checking) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	d.c.Decision(d.g)
	return d.d.Decide(ctx, v, p)
}

func countCards(s *state) int {
	n := 0
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Proxy == NoObj && !o.Token {
			n++
		}
	}
	return n
}

func zoneOwner(o *object) Player {
	if o.Zone == ZoneArena {
		return o.Controller
	}
	return o.Owner
}

func (c *Checker) check(s *state, e *Event) string {
	if msg := c.checkLife(s, e); msg != "" {
		return msg
	}
	return c.checkState(s)
}

// checkLife checks that the life totals changed only as e says.
func (c *Checker) checkLife(s *state, e *Event) string {
	// Life: explained by the event. A rewound action (CR 1.10.3) restores
	// the state from before it, life included.
	for p := range s.Players {
		want := c.life[p]
		if e.Kind == EvRewind {
			want = s.Players[p].Life
		}
		if e.Player == Player(p) {
			switch e.Kind {
			case EvDamage, EvLoseLife:
				want = max(want-e.Amount, 0) // CR 2.5.3e: never below zero
			case EvGainLife:
				want += e.Amount
			}
		}
		if got := s.Players[p].Life; got != want || got < 0 {
			return fmt.Sprintf("player %d life went from %d to %d on a %s event of player %d, amount %d",
				p+1, c.life[p], got, e.Kind, e.Player+1, e.Amount)
		}
		c.life[p] = s.Players[p].Life
	}
	return ""
}

// checkState checks the points, the number of cards and where every object
// is: what is wrong, or "" when all holds.
//
// It runs at every decision of every game `rathe sim` plays, so it first
// asks stateHolds, one tight pass over the same conditions that only says
// whether they all hold; only a broken state is walked again by
// describeState, which finds the first thing wrong in a fixed order and
// says it. The two must agree on every state (TestStateHoldsIsDescribeState).
func (c *Checker) checkState(s *state) string {
	if !c.stateHolds(s) {
		return c.describeState(s)
	}
	// The counts the priority prompt keeps of hand, arsenal and arena
	// agree with the zone lists: checked with every event (the fuzzers,
	// the playouts, --check events); at every decision it would cost rathe
	// sim a tenth of its time.
	if c.Every == EveryEvent && !s.HeldAgrees() {
		return "the counts of hand, arsenal and arena by timing class disagree with the zone lists"
	}
	return ""
}

// marks is the per-object count of the places an object was found in,
// cleared and reused from one check to the next.
func (c *Checker) marks(n int) []int8 {
	if cap(c.seen) < n {
		c.seen = make([]int8, n, n+16)
	}
	seen := c.seen[:n]
	clear(seen)
	return seen
}

// stateHolds reports whether every condition describeState checks holds:
// the points are not negative; every object listed in a player's zone list
// exists, is not gone, has that zone and belongs to that player's list;
// every card layer (and activated attack's proxy) on the stack and every
// attack and defending card on an open combat chain exists; every object
// in a zone is found exactly once in its place, every object gone or in no
// zone nowhere, and none is in no zone without being gone; and the cards
// that are neither tokens nor proxies are as many as at the start.
//
// It runs at every decision of rathe sim, so it reads the objects in
// order, once: the lists mark each id with the place they are (place),
// an id marked twice failing at once, and then every object's mark must
// be the place its own zone and owner name.
func (c *Checker) stateHolds(s *state) bool {
	for p := range s.Players {
		if ps := &s.Players[p]; ps.Resources < 0 || ps.Actions < 0 {
			return false
		}
	}
	objs := s.Objs
	n := len(objs)
	seen := c.marks(n)
	for p := range s.Players {
		for z := ZoneDeck; z <= ZoneArena; z++ {
			mark := place(z, Player(p))
			for _, id := range s.Zone(Player(p), z) {
				if uint32(id) >= uint32(n) || seen[id] != 0 {
					return false
				}
				seen[id] = mark
			}
		}
	}
	for i := range s.Stack {
		l := &s.Stack[i]
		if uint32(l.Obj) >= uint32(n) {
			return false
		}
		o := &objs[l.Obj]
		if l.Kind == CardLayer || l.Kind == ActivatedLayer && o.Proxy != NoObj {
			if o.Gone || o.Zone != ZoneStack || seen[l.Obj] != 0 {
				return false
			}
			seen[l.Obj] = place(ZoneStack, 0)
		}
	}
	if s.Chain.Open {
		onChain := func(id ObjID) bool {
			if uint32(id) >= uint32(n) {
				return false
			}
			if o := &objs[id]; o.Zone == ZoneChain && !o.Gone {
				if seen[id] != 0 {
					return false
				}
				seen[id] = place(ZoneChain, 0)
			}
			return true
		}
		for i := range s.Chain.Links {
			l := &s.Chain.Links[i]
			if !onChain(l.Attack) {
				return false
			}
			for _, d := range l.Defenders {
				if !onChain(d) {
					return false
				}
			}
		}
	}
	cards := 0
	// (Walking the list by reslicing lets each field be read at a fixed
	// offset from one pointer; &objs[i] would compute the address anew for
	// each field, an object being 24 bytes.)
	for i, rest := 0, objs; len(rest) > 0; i, rest = i+1, rest[1:] {
		o := &rest[0]
		if o.Proxy == NoObj && !o.Token {
			cards++
		}
		// The mark the object's zone and owner call for, worked out
		// without a branch that goes one way for some objects and the
		// other for others (each would cost a misprediction): no place
		// for an object gone, and for one in no zone a mark no list gives.
		z, p := o.Zone, o.Owner
		if z == ZoneArena {
			p = o.Controller
		}
		if z >= ZoneStack {
			p = 0
		}
		want := place(z, p)
		if o.Gone {
			want = 0
		}
		if seen[i] != want || !o.Gone && (z > ZoneChain || uint8(p) > 1) {
			return false
		}
	}
	return cards == c.cards
}

// place is stateHolds' mark of an object found in zone z of player p's
// lists (p 0 for the stack and the combat chain): never 0, which is no
// place.
func place(z Zone, p Player) int8 { return 1 + 2*int8(z) + int8(p) }

// describeState is what checkState reports of a broken state: the first
// thing wrong, looked for in a fixed order (points, the number of cards,
// the zone lists, the stack, the chain, every object), or "".
func (c *Checker) describeState(s *state) string {
	// Points never negative.
	for p := range s.Players {
		ps := &s.Players[p]
		if ps.Resources < 0 {
			return fmt.Sprintf("player %d has %d resource points", p+1, ps.Resources)
		}
		if ps.Actions < 0 {
			return fmt.Sprintf("player %d has %d action points", p+1, ps.Actions)
		}
	}
	// No card gained or lost.
	if n := countCards(s); n != c.cards {
		return fmt.Sprintf("%d cards (neither tokens nor proxies), was %d", n, c.cards)
	}
	// Every object in exactly one place.
	n := len(s.Objs)
	seen := c.marks(n)
	bad := func(id ObjID) bool { return id < 0 || int(id) >= n }
	for p := range s.Players {
		for z := ZoneDeck; z <= ZoneArena; z++ {
			for _, id := range s.Zone(Player(p), z) {
				if bad(id) {
					return fmt.Sprintf("player %d's %s lists object %d, which does not exist", p+1, z, id)
				}
				o := &s.Objs[id]
				switch {
				case o.Gone:
					return fmt.Sprintf("player %d's %s lists object %d, which is gone", p+1, z, id)
				case o.Zone != z:
					return fmt.Sprintf("player %d's %s lists object %d, whose zone is %s", p+1, z, id, o.Zone)
				case zoneOwner(o) != Player(p):
					return fmt.Sprintf("player %d's %s lists object %d of owner %d, controller %d", p+1, z, id, o.Owner+1, o.Controller+1)
				}
				seen[id]++
			}
		}
	}
	for _, l := range s.Stack {
		if bad(l.Obj) {
			return fmt.Sprintf("a %d layer refers to object %d, which does not exist", l.Kind, l.Obj)
		}
		o := &s.Objs[l.Obj]
		// A card layer is the card itself; an activated attack's layer
		// is its proxy. Other layers refer to their source, elsewhere.
		if l.Kind == CardLayer || l.Kind == ActivatedLayer && o.Proxy != NoObj {
			if o.Gone || o.Zone != ZoneStack {
				return fmt.Sprintf("a layer on the stack is object %d, whose zone is %s (gone %v)", l.Obj, o.Zone, o.Gone)
			}
			seen[l.Obj]++
		}
	}
	if s.Chain.Open {
		for i, l := range s.Chain.Links {
			if bad(l.Attack) {
				return fmt.Sprintf("chain link %d's attack is object %d, which does not exist", i+1, l.Attack)
			}
			if o := &s.Objs[l.Attack]; o.Zone == ZoneChain && !o.Gone {
				seen[l.Attack]++
			}
			for _, d := range l.Defenders {
				if bad(d) {
					return fmt.Sprintf("chain link %d defends with object %d, which does not exist", i+1, d)
				}
				if o := &s.Objs[d]; o.Zone == ZoneChain && !o.Gone {
					seen[d]++
				}
			}
		}
	}
	for i := range s.Objs {
		o := &s.Objs[i]
		want := int8(1)
		if o.Gone || o.Zone == ZoneNone {
			want = 0
		}
		if seen[i] != want {
			where := "a zone list"
			switch o.Zone {
			case ZoneStack:
				where = "a layer"
			case ZoneChain:
				where = "a chain link"
			}
			return fmt.Sprintf("object %d (zone %s, owner %d, gone %v, proxy %d) is in %s %d times, want %d",
				i, o.Zone, o.Owner+1, o.Gone, o.Proxy, where, seen[i], want)
		}
		if o.Zone == ZoneNone && !o.Gone {
			return fmt.Sprintf("object %d is in no zone but not gone", i)
		}
	}
	return ""
}

// PanicError is a panic of the engine, recovered.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("panic: %v", e.Value) }

// RunChecked is Run with the invariants checked as every says (after every
// event, or at every decision and when the game stops), calling watch (if
// not nil) before each check. It stops at the first broken invariant,
// leaving g as it stopped. err is Run's error (ErrTurnLimit among them), a
// *PanicError for a recovered panic, or the first *Violation (first: what
// followed it may be its consequence).
func (g *Game) RunChecked(ctx context.Context, every CheckEvery, watch Observer) (err error) {
	c := &Checker{Stop: true, Every: every}
	if every == EveryDecision {
		for p := range g.deciders {
			g.deciders[p] = checking{g.deciders[p], c, g}
		}
	}
	c.Reset(g)
	g.SetObserver(func(g *Game, e *Event) {
		if watch != nil {
			watch(g, e)
		}
		c.Observe(g, e)
	})
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stopGame); ok {
				err = nil // the game stopped at c.Err
			} else {
				err = &PanicError{Value: r, Stack: debug.Stack()}
			}
		}
		switch {
		case c.Err != nil && err != nil:
			err = fmt.Errorf("%w; then the game stopped: %v", c.Err, err)
		case c.Err != nil:
			err = c.Err
		}
	}()
	err = g.Run(ctx)
	c.Decision(g) // the events after the last decision
	return err
}
