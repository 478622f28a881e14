package rules

import (
	"context"
	"errors"
	"fmt"
)

// Game runs a game of Flesh and Blood. All of its state is in s; the rest
// is how it talks to the outside: the deciders and the observer.
//
// What a clone copies as it is lies in gameCore; what it copies with care
// (the trigger index, whose headers are mostly the same in the memory a
// search clones into again and again: CloneReusing) or leaves behind (the
// events being emitted, the snapshots, the reused memory) lies beside it.
type Game struct {
	gameCore
	// trig indexes the triggered abilities by the event kind they listen
	// for (gameCore's trigBuilt says more); trigID names what its headers
	// hold (a number of its own each time a game writes them: trigIDs),
	// so that a clone into memory that holds the same (CloneReusing)
	// need not write them again.
	trig   [evCount][]triggerRef
	trigID uint64
	// events holds the events being emitted (emit's stack).
	events []Event
	// snaps are the snapshots taken before plays and activations (see
	// rewindable); snapDepth of them are in use (the actions in
	// progress: with SetRewindEnds, none is taken).
	snaps     []*Snapshot
	snapDepth int
	// bufs is memory the game reuses from one decision to the next.
	bufs gameBufs
}

// gameCore is the part of a Game a clone copies whole (Game).
type gameCore struct {
	s        *state
	deciders [2]Decider
	observer Observer
	// hears is what the observer hears (SetObserverOf): all events when
	// hearsAll, else those of the kinds hears has the bit of, and with
	// hearsDeck every event of a card from a deck.
	hears               uint64
	hearsAll, hearsDeck bool
	ctx                 context.Context
	// MaxTurns stops a game that runs too long; 0 means no limit.
	MaxTurns int
	// askFirst asks the selected player who goes first (CR 4.1.3);
	// otherwise the selected player goes first.
	askFirst bool
	// skipMoot puts simultaneous triggered layers whose order changes
	// nothing on the stack without asking (Setup.SkipMootOrders);
	// skipMore knows more of them (Setup.SkipMoreMootOrders).
	skipMoot, skipMore bool
	// Explain lists the actions a player cannot take now, with reasons,
	// in priority prompts (for the board and learners).
	Explain bool
	// Decisions counts the prompts answered.
	Decisions int
	// randoms counts the random choices among more than one outcome
	// (chance.go, View.Randoms).
	randoms int
	// outcomes is how many outcomes the last of them had; forced, when
	// not 0, is 1 + the outcome the next one takes (SampleRandom).
	outcomes, forced int
	// trig (Game) indexes the triggered abilities by the event kind they
	// listen for (see triggerIndex): built for trigFor objects and
	// trigCards cards, its lists shared with clones; trigMine has bit k
	// set when list k is in memory the game made itself (it built the
	// index, or copied the list to add to it), and only then does it
	// append to the list in place (a clone's are none).
	trigBuilt          bool
	trigState          int // state-triggered abilities in the index
	trigFor, trigCards int
	trigMine           uint64
	// deaf has bit k set when no card of the game and no keyword has a
	// triggered ability that listens for events of kind k (hearCards);
	// 0 when not known.
	deaf uint64
	// roomy is set once the state's lists were given room to grow (the
	// first Run or Step, and after a rewind).
	roomy bool
	// facts are the card facts the priority prompt reads (priority.go).
	facts *factTable
	// ranks orders the game's cards by their keys, for the deal of a
	// sample (keyRanks); made when first needed, shared with clones.
	ranks *cardRanks
	// stopAt, while RunTurnUntil runs, is asked at each priority
	// question; stopped is set when it said to stop (runturn.go).
	stopAt  func(View, *Prompt) bool
	stopped bool
	// known, when not nil, is the priority prompt of the state the game
	// is in, built before (SetKnownPriority): the next tick lists its
	// options rather than building them, and forgets it.
	known *Prompt
	// settle, while RunTurnSettled runs, ends the run in the end phase
	// once the arsenal step is done; halted is set on a game left there,
	// which must not run again (runturn_settled.go).
	settle, halted bool
	// rewindEnds: an illegal action ends the run rather than being
	// rewound (SetRewindEnds).
	rewindEnds bool
	// look is 1 + the player who looks at their own deck while they
	// answer a search (CR 8.5.19), or 0.
	look int8
	// together holds the cards of the compound defend event being carried
	// out (CR 7.3.2d: the declared cards, put on the chain link in their
	// order), nil otherwise: the cards that defend together (CR 7.0.5e).
	together []ObjID
	// revealed holds the cards a clash revealed while its player chooses
	// one to put on the bottom of its deck (victor.go): revealed, they are
	// public (CR 8.5.45), though still in the deck. Nil otherwise.
	revealed []ObjID
}

// ErrTurnLimit is returned when a game passes MaxTurns.
var ErrTurnLimit = errors.New("rules: turn limit reached")

// abort carries a decider's error up through the synchronous engine.
type abort struct{ err error }

// SetObserver registers f to receive every event (nil for none). An event
// that triggers nothing (deaf) is told to it alone (emit).
func (g *Game) SetObserver(f Observer) { g.observer, g.hearsAll = f, true }

// SetObserverOf registers f to receive the events of the kinds kinds has
// the bit of (1 << kind), and with fromDeck every event of a card from a
// deck (Event.From), and no other: an observer that reads few events (a
// search's runs, which play thousands of clones a turn) spares the
// others being copied and told (tell). RevealKinds are the kinds that
// show a card (Event.Reveals).
func (g *Game) SetObserverOf(f Observer, kinds uint64, fromDeck bool) {
	g.observer, g.hears, g.hearsAll, g.hearsDeck = f, kinds, false, fromDeck
}

// heard reports whether the observer hears e (SetObserverOf).
func (g *Game) heard(e *Event) bool {
	return g.hearsAll || g.hears>>e.Kind&1 != 0 || g.hearsDeck && e.From == ZoneDeck
}

// SetDecider sets who answers player p's prompts.
func (g *Game) SetDecider(p Player, d Decider) { g.deciders[p] = d }

// Clone copies the game at a priority point: the state is deep-copied, the
// deciders and observer are shared (set new ones on the clone as needed).
func (g *Game) Clone() *Game {
	c := new(Game)
	g.cloneTo(c)
	c.s = g.s.Clone()
	return c
}

// cloneTo makes *c a copy of g but for its state (c.s is g's until the
// caller gives c its own): what Clone keeps of the game and what it
// leaves behind.
func (g *Game) cloneTo(c *Game) {
	c.gameCore = g.gameCore
	// The trigger index's headers are written only when c holds others
	// (trigID names them, as in CloneReusing): a search deals its worlds
	// again and again in the same memory (View.SampleReusing), mostly of
	// one index.
	if c.trigID != g.trigID {
		c.trig, c.trigID = g.trig, g.trigID
	}
	c.events = nil
	c.snaps, c.snapDepth = nil, 0
	c.bufs = gameBufs{}
	c.roomy = false
	c.trigMine = 0 // the lists stay the original's to append to
	// RunTurnUntil's stop is the game's, not the clone's.
	c.stopAt, c.stopped, c.settle, c.known = nil, false, false, nil
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.Phase == PhaseOver }

// Run plays until the game ends, a decider fails, or ctx is cancelled.
// The state after each answer is a consistent game: Run may be called again
// on a clone taken at any priority point.
func (g *Game) Run(ctx context.Context) error {
	return g.guard(ctx, func() error {
		for !g.Over() {
			if g.MaxTurns > 0 && g.s.Turn > g.MaxTurns {
				return ErrTurnLimit
			}
			g.tick()
		}
		return nil
	})
}

// Step runs until the next priority decision has been answered and carried
// out (or the game ends). It is Run one decision at a time.
func (g *Game) Step(ctx context.Context) error {
	return g.guard(ctx, func() error {
		if !g.Over() {
			g.tick()
		}
		return nil
	})
}

// guard runs f, turning a decider's failure, carried up the synchronous
// engine by fail, back into an error.
func (g *Game) guard(ctx context.Context, f func() error) (err error) {
	if g.halted {
		return errHalted
	}
	g.ctx = ctx
	if !g.roomy {
		g.s.makeRoom()
		g.roomy = true
	}
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(abort)
			if !ok {
				panic(r)
			}
			err = a.err
		}
	}()
	return f()
}

func (g *Game) fail(err error) { panic(abort{err}) }

// ask puts a prompt to its player and returns a checked answer.
func (g *Game) ask(p Prompt) Answer { return g.askPrompt(&p) }

// askPrompt is ask for a prompt the caller keeps.
func (g *Game) askPrompt(p *Prompt) Answer {
	if g.ctx != nil {
		if err := g.ctx.Err(); err != nil {
			g.fail(err)
		}
	}
	d := g.deciders[p.Player]
	if d == nil {
		g.fail(fmt.Errorf("rules: no decider for player %d", p.Player+1))
	}
	g.Decisions++
	a, err := d.Decide(g.ctx, View{g: g, Viewer: p.Player}, *p)
	if err != nil {
		g.fail(err)
	}
	if err := p.Check(a); err != nil {
		g.fail(fmt.Errorf("rules: answer to %s prompt of player %d: %w", p.Kind, p.Player+1, err))
	}
	return a
}

// gameBufs is memory a game reuses so that a decision allocates nothing
// once the game is under way. The option lists are one per place that
// builds them: a prompt's options stay valid until the next prompt of the
// same place, and no place asks again while it still uses its options
// (a Decider that keeps a prompt's options after it answers copies them).
type gameBufs struct {
	priority, pitch, pitchNeeded []Option
	// prompt is the priority question's (priority).
	prompt                      Prompt
	blocked                     []Blocked
	pend, mine, ordered         []pendingTrigger // stackPending
	order, defend, arsenal, may []Option
	modes                       []Option // chooseModes
	pitchOrder, cards           []Option
	costs                       []CostEffect // tryPlay
	abilities                   []abilityAt  // priorityPrompt
	objs                        []ObjID      // defenders declared, pitch to order
	reveal                      []ObjID      // RevealCost: the cards that may be revealed
	targets                     []Target     // legalTargets
	preventers                  []preventer  // prevention.go
	// layers are copies of the layers being resolved (layerCopy), the
	// first nLayers in use.
	layers  []*layer
	nLayers int
	// slab is a block the targets of new layers and the defenders of new
	// chain links are cut from (never reused: the state keeps them).
	targetSlab []Target
	idSlab     []ObjID
	modeSlab   []int8
	genSlab    []uint16
	// answerSlab is a block the ids of the goldfish's answers are cut
	// from (never reused: an answer may be kept).
	answerSlab []int32
	// checks are the contexts of checks in progress (checkCtx), the first
	// nChecks of them in use.
	checks  []*Ctx
	nChecks int
}

// checkCtx returns c for a check (can it be played, does a condition
// hold), a play or a resolution, which calls doneCtx when it ends; the
// memory then serves the next one. They nest. The state is plain data, so
// no effect keeps a context past the ability that used it.
func (g *Game) checkCtx(c Ctx) *Ctx {
	b := &g.bufs
	if b.nChecks == len(b.checks) {
		b.checks = append(b.checks, new(Ctx))
	}
	p := b.checks[b.nChecks]
	b.nChecks++
	// Field by field, a pointer only when it changes: most checks have
	// none, and a pointer stored costs a write barrier while the
	// collector marks (TestCheckCtxCopiesEveryField).
	p.Source, p.Controller, p.X, p.Paid = c.Source, c.Controller, c.X, c.Paid
	p.made, p.nMade, p.Rolled = c.made, c.nMade, c.Rolled
	if p.layer != c.layer {
		p.layer = c.layer
	}
	if p.Event != c.Event {
		p.Event = c.Event
	}
	if p.Targets != nil || c.Targets != nil {
		p.Targets = c.Targets
	}
	if p.Modes != nil || c.Modes != nil {
		p.Modes = c.Modes
	}
	return p
}

// doneCtx ends the last check's context.
func (g *Game) doneCtx() { g.bufs.nChecks-- }

// holds tests cond for the ability of obj controlled by p.
func (g *Game) holds(cond *Condition, obj ObjID, p Player) bool {
	ok := cond.Test(g, g.checkCtx(Ctx{Source: obj, Controller: p}))
	g.doneCtx()
	return ok
}

// newTargets returns an empty list of targets with room for n, cut from a
// block so that it seldom allocates; it is capped, so appending past n
// copies.
func (g *Game) newTargets(n int) []Target {
	b := &g.bufs.targetSlab
	if cap(*b)-len(*b) < n {
		*b = make([]Target, 0, max(128, n))
	}
	l := len(*b)
	*b = (*b)[:l+n]
	return (*b)[l : l : l+n]
}

// newModes is newTargets for the modes chosen for a layer (chooseModes).
func (g *Game) newModes(n int) []int8 {
	b := &g.bufs.modeSlab
	if cap(*b)-len(*b) < n {
		*b = make([]int8, 0, max(256, n))
	}
	l := len(*b)
	*b = (*b)[:l+n]
	return (*b)[l : l : l+n]
}

// newIDs is newTargets for object ids.
func (g *Game) newIDs(n int) []ObjID {
	b := &g.bufs.idSlab
	if cap(*b)-len(*b) < n {
		*b = make([]ObjID, 0, max(256, n))
	}
	l := len(*b)
	*b = (*b)[:l+n]
	return (*b)[l : l : l+n]
}

// answerIDs is n ids for an answer of the goldfish (goldfishDecide), cut
// from a block as newIDs cuts its: the goldfish answers at every priority
// point of every run of a search.
func (g *Game) answerIDs(n int) []int32 {
	b := &g.bufs.answerSlab
	if cap(*b)-len(*b) < n {
		*b = make([]int32, 0, max(256, n))
	}
	l := len(*b)
	*b = (*b)[:l+n]
	return (*b)[l : l+n : l+n]
}

// layerCopy copies the layer at li for its resolution, which pops it from
// the stack; doneLayer ends the copy. Resolutions may nest.
func (g *Game) layerCopy(li int) *layer {
	b := &g.bufs
	if b.nLayers == len(b.layers) {
		b.layers = append(b.layers, new(layer))
	}
	l := b.layers[b.nLayers]
	b.nLayers++
	*l = g.s.Stack[li]
	return l
}

func (g *Game) doneLayer() { g.bufs.nLayers-- }

// optionBuf returns *b emptied, with room for the options of a usual
// prompt (New gives each place its own room, gameMem), so that it seldom
// grows.
func optionBuf(b *[]Option) []Option {
	if cap(*b) == 0 {
		*b = make([]Option, 0, 8)
	}
	return (*b)[:0]
}

// gameMem is the memory New gives a game in one allocation (a Table reuses
// it from one game to the next): the game, its state, the first room of
// the state's lists (makeRoom) and of the game's buffers (gameBufs), sized
// for a usual game. The sizes are the most that the 1,000 random games of
// the bench decks BenchmarkRandomGame plays first (seeds 1 to 1,000) needed,
// measured at every event, with a little more; a list that outgrows its
// room moves to memory of its own, as any slice does.
type gameMem struct {
	g    Game
	s    state
	room stateRoom
	// The option lists: priority 8 (more in 1 game of 1,000), defend 8;
	// pitch, arsenal and the order of pitched cards 4 (a hand of 4);
	// trigger order and cards chosen 4; "may" and pitchNeeded 2. (The
	// whole of gameMem fits the 16 KB size class of the allocator.)
	priority, defend           [8]Option
	pitch, arsenal, pitchOrder [4]Option
	order, cards               [4]Option
	may, pitchNeeded           [2]Option
	pend, mine, ordered        [4]pendingTrigger // 4 pending triggers, 6 once
	objs                       [8]ObjID
	abilities                  [8]abilityAt  // priorityPrompt: 6 at most
	reveal                     [4]ObjID      // RevealCost: a hand of 4
	targets                    [4]Target     // legalTargets: 1 at most
	costs                      [2]CostEffect // tryPlay: 1 at most
	events                     [2]Event      // emit's stack: 1 deep
	checks                     [2]Ctx        // checkCtx: 2 deep
	checkPtrs                  [4]*Ctx
	layer                      layer // layerCopy: 1 deep
	layerPtrs                  [2]*layer
	snap                       Snapshot // rewindable: 1 deep
	snapPtrs                   [2]*Snapshot
	targetSlab                 [64]Target // 54 a game at most
	idSlab                     [128]ObjID // 117
	genSlab                    [16]uint16 // 12
	// The first snapshot's lists besides objects and ids (New): the room
	// of the state's (stateRoom), so that Snapshot.take seldom allocates.
	snapStack   [4]layer
	snapLinks   [4]chainLink
	snapEffects [10]ContEffect
	snapPending [4]pendingTrigger
	snapDelayed [6]delayedTrigger // Delayed, then Fired: 3 and 3 in 99 games of 100
	snapUses    [6]TurnUse
	snapTargets [8]Target
	snapModes   [8]int8
	snapGens    [8]uint16
}

// stateRoom is the room makeRoom gives the state's lists past what they
// hold: 1,000 random games of the bench decks had 4 layers on the stack at
// most, 3 chain links, 10 effects (8 in 99 games of 100: room for 8 only
// made game 25 of TestDecisionsAllocateAlmostNothing grow its list), 4
// pending triggers, 4 delayed triggers and 4 fired, and objects that did
// something in a turn (TurnUses) 5 at most (4 in 999 games of 1,000).
type stateRoom struct {
	stack   [4]layer
	links   [4]chainLink
	effects [10]ContEffect
	pending [4]pendingTrigger
	delayed [4]delayedTrigger
	fired   [4]delayedTrigger
	uses    [6]TurnUse
}

// link makes m, all zero, the memory of a game whose state is zero but for
// the room of gameMem: its lists and buffers empty, with room to grow.
func (m *gameMem) link() {
	g, s, b := &m.g, &m.s, &m.g.bufs
	g.s = s
	s.Stack, s.Chain.Links, s.Effects = m.room.stack[:0], m.room.links[:0], m.room.effects[:0]
	s.Pending, s.Delayed, s.Fired = m.room.pending[:0], m.room.delayed[:0], m.room.fired[:0]
	s.TurnUses = m.room.uses[:0]
	b.priority, b.defend = m.priority[:0], m.defend[:0]
	b.pitch, b.arsenal, b.pitchOrder = m.pitch[:0], m.arsenal[:0], m.pitchOrder[:0]
	b.order, b.cards, b.may, b.pitchNeeded = m.order[:0], m.cards[:0], m.may[:0], m.pitchNeeded[:0]
	b.pend, b.mine, b.ordered = m.pend[:0], m.mine[:0], m.ordered[:0]
	b.objs, b.targets, b.costs, b.abilities = m.objs[:0], m.targets[:0], m.costs[:0], m.abilities[:0]
	b.reveal = m.reveal[:0]
	g.events = m.events[:0]
	m.checkPtrs[0], m.checkPtrs[1] = &m.checks[0], &m.checks[1]
	b.checks = m.checkPtrs[:2]
	m.layerPtrs[0] = &m.layer
	b.layers = m.layerPtrs[:1]
	m.snapPtrs[0] = &m.snap
	g.snaps = m.snapPtrs[:1]
	b.targetSlab, b.idSlab, b.genSlab = m.targetSlab[:0], m.idSlab[:0], m.genSlab[:0]
	sb := &m.snap.b
	sb.stack, sb.links, sb.effects, sb.pending = m.snapStack[:], m.snapLinks[:], m.snapEffects[:], m.snapPending[:]
	sb.delayed, sb.targets, sb.modes, sb.gens = m.snapDelayed[:], m.snapTargets[:], m.snapModes[:], m.snapGens[:]
	sb.turnUses = m.snapUses[:]
}

// newGens is newTargets for generations.
func (g *Game) newGens(n int) []uint16 {
	b := &g.bufs.genSlab
	if cap(*b)-len(*b) < n {
		*b = make([]uint16, 0, max(256, n))
	}
	l := len(*b)
	*b = (*b)[:l+n]
	return (*b)[l : l : l+n]
}
