package rules

import (
	"context"
	"errors"
	"fmt"
)

// Game runs a game of Flesh and Blood. All of its state is in S; the rest
// is how it talks to the outside: the deciders and the observer.
type Game struct {
	S        *State
	deciders [2]Decider
	observer Observer
	ctx      context.Context
	// MaxTurns stops a game that runs too long; 0 means no limit.
	MaxTurns int
	// askFirst asks the selected player who goes first (CR 4.1.3);
	// otherwise the selected player goes first.
	askFirst bool
	// Explain lists the actions a player cannot take now, with reasons,
	// in priority prompts (for the board and learners).
	Explain bool
	// Decisions counts the prompts answered.
	Decisions int
	// events holds the events being emitted (emit's stack); trig lists
	// the objects with triggered abilities (see triggerObjs).
	events             []Event
	trig               []ObjID
	trigFor, trigCards int
	// look is 1 + the player who looks at their own deck while they
	// answer a search (CR 8.5.19), or 0.
	look int8
}

// ErrTurnLimit is returned when a game passes MaxTurns.
var ErrTurnLimit = errors.New("rules: turn limit reached")

// abort carries a decider's error up through the synchronous engine.
type abort struct{ err error }

// SetObserver registers f to receive every event.
func (g *Game) SetObserver(f Observer) { g.observer = f }

// SetDecider sets who answers player p's prompts.
func (g *Game) SetDecider(p Player, d Decider) { g.deciders[p] = d }

// Clone copies the game at a priority point: the state is deep-copied, the
// deciders and observer are shared (set new ones on the clone as needed).
func (g *Game) Clone() *Game {
	c := *g
	c.S = g.S.Clone()
	c.events = nil
	return &c
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.S.Phase == PhaseOver }

// Run plays until the game ends, a decider fails, or ctx is cancelled.
// The state after each answer is a consistent game: Run may be called again
// on a clone taken at any priority point.
func (g *Game) Run(ctx context.Context) error {
	return g.guard(ctx, func() error {
		for !g.Over() {
			if g.MaxTurns > 0 && g.S.Turn > g.MaxTurns {
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
	g.ctx = ctx
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
func (g *Game) ask(p Prompt) Answer {
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
	a, err := d.Decide(g.ctx, View{g: g, Viewer: p.Player}, p)
	if err != nil {
		g.fail(err)
	}
	if err := p.Check(a); err != nil {
		g.fail(fmt.Errorf("rules: answer to %s prompt of player %d: %w", p.Kind, p.Player+1, err))
	}
	return a
}

// newObj adds an object to the game.
func (g *Game) newObj(card int16, owner Player, z Zone) ObjID {
	g.S.Objs = append(g.S.Objs, Obj{Card: card, Owner: owner, Controller: owner, Zone: z, Proxy: NoObj})
	id := ObjID(len(g.S.Objs) - 1)
	if z != ZoneStack && z != ZoneChain && z != ZoneNone {
		g.S.Players[owner].Zones[z] = append(g.S.Players[owner].Zones[z], id)
	}
	return id
}

// zoneOwner is whose zone list holds obj: the controller for the arena, the
// owner elsewhere.
func (g *Game) zoneOwner(o *Obj) Player {
	if o.Zone == ZoneArena {
		return o.Controller
	}
	return o.Owner
}

// remove takes obj out of its zone list.
func (g *Game) remove(obj ObjID) {
	o := g.S.Obj(obj)
	if o.Zone == ZoneStack || o.Zone == ZoneChain || o.Zone == ZoneNone {
		return
	}
	zs := &g.S.Players[g.zoneOwner(o)].Zones[o.Zone]
	for i, id := range *zs {
		if id == obj {
			*zs = append((*zs)[:i], (*zs)[i+1:]...)
			return
		}
	}
}

// move puts obj into zone z of its owner (CR 3.0.7). bottom puts it at the
// bottom of a deck (top is the front); faceUp sets its visibility.
func (g *Game) move(obj ObjID, z Zone, bottom bool, faceUp bool) {
	o := g.S.Obj(obj)
	from := o.Zone
	g.S.Moves++
	if from == ZoneChain && z != ZoneChain {
		g.rememberAttack(obj)
		o = g.S.Obj(obj)
	}
	g.remove(obj)
	if o.Token && z != ZoneArena && z != ZoneChain {
		// CR 8.1.8a: a token that leaves the arena ceases to exist.
		o.Gone = true
		o.Zone = ZoneNone
		o.Gen++
		return
	}
	// CR 3.0.9: entering a zone outside the arena other than the stack, or
	// turning private, resets the object: it is a new object, with no
	// relation to its previous existence.
	if (z != ZoneArena && z != ZoneChain && z != ZoneStack) || (o.FaceUp && !faceUp) {
		o.Gen++
		o.Counters = [counterKinds]int8{}
		o.Defended = false
		o.Modes = 0
	}
	if z != ZoneArena && z != ZoneChain && z != ZoneStack {
		o.Controller = o.Owner
	}
	o.Zone = z
	o.FaceUp = faceUp
	if z == ZoneStack || z == ZoneChain || z == ZoneNone {
		return
	}
	zs := &g.S.Players[g.zoneOwner(o)].Zones[z]
	if z == ZoneDeck && !bottom {
		*zs = append(*zs, 0)
		copy((*zs)[1:], *zs)
		(*zs)[0] = obj
		return
	}
	*zs = append(*zs, obj)
}

// draw moves the top card of p's deck to hand (CR 8.5.6); false if the
// deck is empty (CR 8.5.6b).
func (g *Game) draw(p Player) bool {
	deck := g.S.Zone(p, ZoneDeck)
	if len(deck) == 0 {
		return false
	}
	obj := deck[0]
	g.move(obj, ZoneHand, false, false)
	g.emit(Event{Kind: EvDraw, Player: p, Obj: obj, From: ZoneDeck, To: ZoneHand, Hidden: true, Rule: "8.5.6"})
	return true
}

// drawUpTo draws until p holds their intellect in cards (CR 4.4.3e).
func (g *Game) drawUpTo(p Player) {
	for len(g.S.Zone(p, ZoneHand)) < g.S.Players[p].Intellect {
		if !g.draw(p) {
			return
		}
	}
}

// shuffle shuffles p's deck (CR 8.5.20).
func (g *Game) shuffle(p Player) {
	g.S.RNG.Shuffle(g.S.Players[p].Zones[ZoneDeck])
	g.emit(Event{Kind: EvShuffle, Player: p, Obj: NoObj, Rule: "8.5.20"})
}

// gainActions gives p action points; it fails for a player who is not the
// turn player in the action phase (CR 1.13.2b, 8.5.7b).
func (g *Game) gainActions(p Player, n int, rule string) {
	if p != g.S.TurnPlayer || g.S.Phase != PhaseAction {
		return
	}
	g.S.Players[p].Actions += n
	g.emit(Event{Kind: EvGainAction, Player: p, Obj: NoObj, Amount: n, Rule: rule})
}

// rememberAttack keeps the last known information of an attack that leaves
// the combat chain before its link resolved (CR 1.2.3, 7.0.3c).
func (g *Game) rememberAttack(obj ObjID) {
	for i := range g.S.Chain.Links {
		l := &g.S.Chain.Links[i]
		if l.Attack == obj && !l.Resolved && !l.Left {
			if !l.Damaged {
				l.Power = g.Power(obj)
			}
			l.GoAgainLKI = g.HasKeyword(obj, GoAgain)
			l.Left = true
		}
	}
}
