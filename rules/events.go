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
	// EvFirstPlayer: Player takes the first turn (CR 4.1.3). Other is the
	// hero of the player selected at random, who chose; Amount is 1 when
	// that player was asked (Setup.AskFirst), 0 when nobody was and the
	// selected player went first.
	EvFirstPlayer
	EvReplace // CR 6.4: a replacement effect changed an event
	// EvAuto: the engine made a choice alone, because only one answer was
	// legal or a card had to be kept for a later cost; Why says which.
	EvAuto
	// EvEffect: an effect of a resolving ability took hold (Text says
	// what, for the log: "+2 defense").
	EvEffect
	// EvClash: the result of a clash (CR 8.5.45): Player won it by
	// revealing Obj, with Amount power; NoPlayer and NoObj when nobody
	// won (8.5.45c). Other is the source of the clash.
	EvClash
	// EvWager: Player wagered with the hero the attack Obj attacks (CR
	// 8.5.46a); Amount is 1 + the index of the prize's definition, 0 for
	// none.
	EvWager
	// EvWagerWon: Player won a wager of the attack Obj (CR 8.5.46a-b);
	// Amount as EvWager's.
	EvWagerWon
	// EvRoll: Player rolled a die for the source Obj; Amount is the
	// number rolled (dice.go, CR 1.1.1a).
	EvRoll
	// EvNoDefense: Player, the defending hero, declared no defending card
	// against the attack Obj (CR 7.3.2: they may declare none), whether
	// asked or holding nothing that could defend.
	EvNoDefense
	evCount
)

var eventNames = [...]string{"none", "game-start", "turn-start", "action-phase", "end-phase", "turn-end", "draw", "pitch", "play", "activate", "resolve", "fizzle", "attack", "defend", "hit", "damage", "prevent", "gain-life", "lose-life", "destroy", "discard", "banish", "return", "intimidate", "reveal", "shuffle", "search", "counter", "create-token", "gain-action", "gain-resource", "gain-go-again", "link-resolved", "chain-close", "step", "pass", "priority", "rewind", "arsenal", "pitch-to-bottom", "lose", "win", "draw-game", "turn-face-up", "move", "equip", "first-player", "replace", "auto", "effect", "clash", "wager", "wager-won", "roll", "no-defense"}

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
	Rule   Rule
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
	// Damage is the type of the damage of an EvDamage (CR 8.5.3b).
	Damage DamageKind
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
	AutoOnlyX              // X can only be 0 (CR 5.1.3a)
	// AutoMootOrder: layers that each act on their own cards alone, so
	// their order changes nothing (CR 1.10.2d, mootorder.go).
	AutoMootOrder
)

var autoNames = [...]string{"", "only-pitch", "only-target", "only-card", "held", "only-way", "same-order", "only-x", "moot-order"}

func (w AutoWhy) String() string { return enumName(autoNames[:], int(w)) }

// Observer receives every event as it happens: the log, invariant checks.
type Observer func(g *Game, e *Event)

// emit records an event: it notifies the observer and finds the triggered
// abilities it triggers (CR 6.6).
//
// Most events are of a kind that no card of the game and no keyword
// listens for, with no delayed trigger waiting: emit is small enough to
// be inlined where the event happens, and passes them over there (deaf),
// or only to the observer if there is one.
func (g *Game) emit(e Event) {
	if g.deaf>>e.Kind&1 == 0 || len(g.s.Delayed) != 0 {
		g.record(&e)
	} else if g.observer != nil {
		g.tell(&e)
	}
}

// tell is record for an event that triggers nothing (deaf): the observer
// hears it as record would tell it, and no trigger is looked for.
func (g *Game) tell(e *Event) {
	if !g.heard(e) {
		return
	}
	// Copied, then stamped where it lies (as record).
	g.events = append(g.events, *e)
	ep := &g.events[len(g.events)-1]
	g.stamp(ep)
	g.observer(g, ep)
	g.events = g.events[:len(g.events)-1]
}

// stamp gives e what record adds to it: its object's card, the turn
// and the step.
func (g *Game) stamp(e *Event) {
	if e.Obj >= 0 && e.Card == 0 && int(e.Obj) < len(g.s.Objs) {
		e.Card = g.s.Objs[e.Obj].Card
	} else if e.Obj < 0 {
		e.Card = -1
	}
	e.Turn = int16(g.s.Turn)
	e.Step = g.s.Step
}

// record is emit for an event that may be heard.
func (g *Game) record(e *Event) {
	if g.observer == nil && !g.listened(e.Kind) {
		// Of a kind some card hears, but nothing can hear it now (the
		// cards that listen are in decks and hands, say): it need not be
		// recorded at all.
		return
	}
	// Events live on a small stack owned by the game rather than on the
	// heap: emitting is on every path of the engine. Stamped where it
	// lies: stamped first, the copy read back in wider words than stamp
	// wrote them, which stalls.
	g.events = append(g.events, *e)
	ep := &g.events[len(g.events)-1]
	g.stamp(ep)
	if g.observer != nil && g.heard(ep) {
		g.observer(g, ep)
	}
	g.collectTriggers(ep)
	g.events = g.events[:len(g.events)-1]
}

// listened reports whether an event of kind k can trigger anything now
// (CR 6.6): a triggered ability of an object's card that listens for k
// (wherever the object is; collectTriggers checks the rest), a trigger an
// effect grants (CR 6.2), a triggered keyword, or a delayed trigger
// waiting. When it reports false, collectTriggers would find nothing.
func (g *Game) listened(k EventKind) bool {
	s := g.s
	if len(s.Delayed) > 0 || keywordKinds>>k&1 != 0 {
		return true
	}
	return len(g.triggersNow()[k]) > 0 || len(s.Effects) > 0 && g.grantsTrigger(k)
}

// grantsTrigger reports whether an effect grants a triggered ability that
// listens for events of kind k (CR 6.2), as collectTriggers finds them.
func (g *Game) grantsTrigger(k EventKind) bool {
	s := g.s
	for i := range s.Effects {
		if gr := s.grantedTrigger(&s.Effects[i]); gr != nil && gr.Trigger.When.Event == k {
			return true
		}
	}
	return false
}

// Reveals reports an event that brings hidden information out, or makes
// the unknown known, for some player: a card drawn (CR 8.5.6), revealed
// (8.5.17), searched for (8.5.19), taken from a deck, hand or face-down
// card, a deck shuffled (8.5.20), a card turned face up (8.5.24), a die
// rolled (dice.go). Private objects (CR 3.0.3): after such an event a
// player may know more than before it, so undo stops there.
func (e *Event) Reveals() bool {
	return RevealKinds>>e.Kind&1 != 0 || e.From == ZoneDeck && e.Kind != EvNone
}

// RevealKinds has the bit (1 << kind) of each kind of event that shows a
// card whatever it moves (Reveals; an event of a card from a deck shows
// it too).
const RevealKinds = 1<<EvDraw | 1<<EvReveal | 1<<EvSearch | 1<<EvIntimidate | 1<<EvDiscard | 1<<EvBanish | 1<<EvShuffle |
	1<<EvTurnFaceUp | 1<<EvRoll
