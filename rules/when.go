package rules

// When: the trigger conditions of triggered abilities (CR 6.6.1c) as data:
// "when this attacks", "at the start of your turn", "each time a sword
// attack you control hits". A card says which events its ability waits for
// with a When value built from a small closed set of subjects and filters;
// the matching lives here, in one place, and the words are derived from the
// value (When.Text), so two cards that say the same thing share one value
// and one set of words.

// Subject is whose event a trigger condition waits for: what the event's
// object or player must be.
type Subject uint8

const (
	// Each: every event of the kind ("at the beginning of each end phase",
	// "when the combat chain closes").
	Each Subject = iota
	// This: the event is the source's own: its object is the source, or
	// the attack of the source (a weapon's attack is its proxy, which has
	// the weapon's triggered abilities, CR 1.4.3a). "When this attacks",
	// "when this hits", "when this defends", "when you play this".
	This
	// You: the event's player is the source's controller ("at the start of
	// your turn", "each time you discard a card").
	You
	// YourAttack: the event's object is an attack (CR 1.4.1) that the
	// event's player, the source's controller, controls, and that Filter
	// matches: "when you play an attack action card", "when you activate
	// a weapon attack" (CR 1.4.3), "each time a sword attack you control
	// hits".
	YourAttack
)

// Recipient is what the event is done to: its Other object.
type Recipient uint8

const (
	// ToAny: no condition on what the event is done to.
	ToAny Recipient = iota
	// ToHero: the event is done to a hero: a hit on a hero (CR 7.5.5: the
	// hit event names the hero hit).
	ToHero
	// ToThis: the event is done to the source, or to its attack (a
	// weapon's): "when this is defended" (CR 7.0.5a: the defend event
	// names the attack defended).
	ToThis
)

// When is a trigger condition: an event of kind Event, of a Subject, done
// to a Recipient, with the filters below; the zero value of each filter
// asks nothing.
type When struct {
	Event EventKind
	Of    Subject
	To    Recipient
	// Filter is the attack YourAttack waits for; for a defend event done
	// to this, the defending cards it waits for ("defended by 1 or more
	// attack action cards", rules/defended.go).
	Filter AttackFilter
	// MinPower: the event's card has MinPower or more power (CR 2.9):
	// "a card with 6 or more power". A card without power has none.
	MinPower int8
	// Nth: the Nth event of the kind this turn for the card it is about
	// ("the second time you attack with this each turn": the card's
	// attacks this turn; "the first time Dawnblade gains go again each
	// turn"); for a defend event done to this, the Nth card of the cards
	// defending together ("when this is defended by one or more cards":
	// the first, once for each defend event); for a discard of yours,
	// the Nth card with 6 or more power you discarded during your action
	// phase ("the first time you discard a card with 6 or more {p} during
	// each of your action phases", discard.go).
	Nth int8
	// If is a state condition: the ability triggers only when the event
	// happens and the condition holds (CR 6.6.5b). It is asked of the
	// source and its controller.
	If *Condition
}

// The trigger conditions more than one card says (CR 6.6.1c).
var (
	// WhenThisAttacks: "when this attacks" (CR 7.2.4).
	WhenThisAttacks = When{Event: EvAttack, Of: This}
	// WhenThisHits: "when this hits" (CR 7.5.5).
	WhenThisHits = When{Event: EvHit, Of: This}
	// WhenThisHitsAHero: "when this hits a hero" (CR 7.5.5).
	WhenThisHitsAHero = When{Event: EvHit, Of: This, To: ToHero}
	// WhenThisDefends: "when this defends" (CR 7.0.5a).
	WhenThisDefends = When{Event: EvDefend, Of: This}
	// WhenThisIsDefended: "when this is defended by one or more cards":
	// once for each defend event on the source's chain link (CR 7.0.5a):
	// once for the cards declared together in the defend step (CR 7.3.2e,
	// 7.0.5e), once more for each defense reaction that defends alone
	// after (CR 7.4.2d).
	WhenThisIsDefended = When{Event: EvDefend, To: ToThis, Nth: 1}
	// WhenThisIsDestroyed: "when this is destroyed" (CR 8.5.4); the
	// ability functions from the graveyard (Trigger.Where).
	WhenThisIsDestroyed = When{Event: EvDestroy, Of: This}
	// WhenYourTurnStarts: "at the start of your turn" (CR 4.2.2).
	WhenYourTurnStarts = When{Event: EvTurnStart, Of: You}
	// WhenYourActionPhaseStarts: "at the beginning of your action phase"
	// (CR 4.3.1).
	WhenYourActionPhaseStarts = When{Event: EvActionPhase, Of: You}
	// WhenYouPlayAttackActionCard: "when you play an attack action card"
	// (CR 5.1.10: the card is played once its costs are paid).
	WhenYouPlayAttackActionCard = When{Event: EvPlay, Of: YourAttack, Filter: AttackFilter{ActionCard: true}}
	// WhenYouActivateWeaponAttack: "when you activate a weapon's attack"
	// (CR 1.4.3, 5.2).
	WhenYouActivateWeaponAttack = When{Event: EvActivate, Of: YourAttack, Filter: AttackFilter{Weapon: true}}
	// WhenChainCloses: "when the combat chain closes" (CR 7.7.3).
	WhenChainCloses = When{Event: EvChainClose}
	// WhenEachEndPhase: "at the beginning of each end phase", the turn
	// player's and the other's (CR 4.4.2).
	WhenEachEndPhase = When{Event: EvEndPhase}
)

// meets reports whether event e meets w for the ability of self.
func (g *Game) meets(w *When, self ObjID, e *Event) bool {
	s := g.s
	switch w.Of {
	case This:
		if e.Obj != self && !(e.Obj >= 0 && int(e.Obj) < len(s.Objs) && s.Obj(e.Obj).Proxy == self) {
			return false
		}
	case You:
		if e.Player != s.Obj(self).Controller {
			return false
		}
		if w.Event == EvCreateToken && !g.createdByOwnEffect(w, e) {
			return false // victor.go
		}
	case YourAttack:
		if e.Obj < 0 || int(e.Obj) >= len(s.Objs) || e.Player != s.Obj(self).Controller {
			return false
		}
		// An attack that left its chain link is still the link's attack
		// (combat.go's leftChain, CR 7.0.3c): its wager is won as the link
		// resolves.
		if s.Obj(e.Obj).Controller != e.Player || !g.isAttack(e.Obj) && !g.leftChain(e.Obj) || !g.matches(w.Filter, e.Obj) {
			return false
		}
		if w.Filter.Weapon && !s.CardOf(e.Obj).Types.Has(Weapon) {
			return false
		}
	}
	switch w.To {
	case ToHero:
		if e.Kind == EvAttack {
			break // every attack target is a hero (CR 7.2.1: no allies here)
		}
		if e.Other == NoObj || !s.CardOf(e.Other).Types.Has(Hero) {
			return false
		}
	case ToThis:
		// The source, or its attack: a weapon's attack is its proxy, which
		// has the weapon's triggered abilities (CR 1.4.3a).
		if e.Other != self && !(e.Other >= 0 && int(e.Other) < len(s.Objs) && s.Obj(e.Other).Proxy == self) {
			return false
		}
		if w.Event == EvDefend && w.Filter != (AttackFilter{}) && !g.matches(w.Filter, e.Obj) {
			return false
		}
	}
	if w.MinPower > 0 && (e.Obj < 0 || !g.hasPowerAtLeast(e.Obj, int(w.MinPower))) {
		return false
	}
	if w.Nth > 0 && g.nth(w, self, e) != int(w.Nth) {
		return false
	}
	if w.If != nil && !g.holds(w.If, self, s.Obj(self).Controller) {
		return false
	}
	return true
}

// nth counts the events of w's kind this turn for the card e is about
// (When.Nth): the attacks of the source, the times a weapon's attacks
// gained go again, or the cards defending the link of the attack defended.
func (g *Game) nth(w *When, self ObjID, e *Event) int {
	s := g.s
	switch w.Event {
	case EvAttack:
		// The card that attacks: the attack, or the weapon whose proxy
		// it is (CR 1.4.3).
		src := e.Obj
		if src >= 0 && int(src) < len(s.Objs) && s.Obj(src).Proxy != NoObj {
			src = s.Obj(src).Proxy
		}
		return int(s.ThisTurn(src).Attacks)
	case EvCreateToken:
		// The first time each turn: once the ability triggered this
		// turn, a later event is its second (victor.go).
		return 1 + g.usedThisTurn(self, EvCreateToken)
	case EvWagerWon:
		// The wagers the attack has won (wager.go, CR 8.5.46a).
		return g.wagersWon(e.Obj)
	case EvDiscard:
		// The cards with 6 or more power the player discarded during
		// their action phase this turn (discard.go); a discard outside
		// it is none.
		if !g.inActionPhaseOf(e.Player) {
			return 0
		}
		return int(s.Players[e.Player].Turn.ActionDiscards6)
	case EvGainGoAgain:
		// The attack gaining go again is a weapon's proxy (Event.Other:
		// the weapon).
		if e.Other == NoObj {
			return 0
		}
		return int(s.ThisTurn(e.Other).GoAgain)
	case EvDefend:
		// The cards declared in the defend step defend together, as one
		// event (CR 7.3.2e): this is the Nth of them. A card that defends
		// later, a defense reaction, defends alone (CR 7.4.2d, 7.0.5e).
		l := s.Chain.Active()
		if l == nil || l.Attack != e.Other {
			return 0
		}
		if s.Step == StepDefend && w.Filter == (AttackFilter{}) {
			return len(l.Defenders)
		}
		if s.Step == StepDefend {
			// Of the cards defending together, those Filter matches
			// (defended.go).
			n := 0
			for _, d := range l.Defenders {
				if g.matches(w.Filter, d) {
					n++
				}
			}
			return n
		}
		return 1
	}
	return 0
}

// Text is the words of the trigger condition: a code derived from the
// value, with the value itself as the parameters of the words that need
// them (a filter, a number). The text layer renders it; two Whens that
// are equal say the same words.
func (w When) Text() Text {
	code := w.code()
	if w.Of == YourAttack || w.MinPower > 0 || w.Filter != (AttackFilter{}) || (w.Nth > 0 && !(w.Event == EvDefend && w.Nth == 1)) {
		return Text{Code: code, Params: w}
	}
	return Text{Code: code}
}

// code derives the code of w's words from its subject, event and
// recipient; the filters that take numbers or attacks are the words'
// parameters, and the state condition is said after them (the text layer
// adds "if ...").
func (w When) code() string {
	ev := eventWord[w.Event]
	if ev == "" {
		ev = "event"
	}
	var s string
	switch {
	case w.Of == This && w.Event == EvPlay:
		s = "when-you-play-this"
	case w.Of == This:
		s = "when-this-" + ev
	case w.Of == Each && w.To == ToThis && w.Filter != (AttackFilter{}):
		s = "when-this-is-" + passiveWord[w.Event] + "-by"
	case w.Of == Each && w.To == ToThis:
		s = "when-this-is-" + passiveWord[w.Event]
	case w.Of == Each:
		s = "each-" + ev
	case w.Of == You && w.MinPower > 0:
		s = "you-" + ev + "-power-at-least"
	case w.Of == You:
		s = "your-" + ev
	case w.Of == YourAttack && (w.Event == EvPlay || w.Event == EvActivate):
		s = "you-" + ev + "-attack"
	case w.Of == YourAttack:
		s = "your-attack-" + ev
	}
	if w.To == ToHero {
		s += "-a-hero"
	}
	if w.Nth > 0 && !(w.Event == EvDefend && w.Nth == 1) {
		s += "-nth"
	}
	return s
}

// eventWord names the event kinds trigger conditions wait for, in codes.
var eventWord = [evCount]string{
	EvAttack:      "attacks",
	EvHit:         "hits",
	EvDefend:      "defends",
	EvDestroy:     "is-destroyed",
	EvPlay:        "play",
	EvActivate:    "activate",
	EvDiscard:     "discard",
	EvTurnStart:   "turn-starts",
	EvActionPhase: "action-phase-starts",
	EvEndPhase:    "end-phase",
	EvChainClose:  "chain-closes",
	EvGainGoAgain: "gains-go-again",
	EvClash:       "wins-a-clash", // the card the winner revealed (CR 8.5.45a)
	EvWager:       "wagers",       // CR 8.5.46a
	EvWagerWon:    "wins-a-wager",
	EvCreateToken: "create-token",
}

// passiveWord names what is done to the source, in codes.
var passiveWord = [evCount]string{
	EvDefend: "defended",
	EvHit:    "hit",
}

// Mentors (CR 8.1.10) and the effects their lessons use: turning a card
// face up, counters on a card in the arsenal, banishing it, searching the
// deck and shuffling it. A mentor is a deck-card without a cost, so it is
// never played (see canPlay); it works from the arsenal through triggered
// abilities that say where it must be (Trigger.Where, FaceUp, FaceDown).

// TurnFaceUpAtStart is the triggered ability "while this is face down in
// your arsenal, at the start of your turn, you may turn it face up".
func TurnFaceUpAtStart() Trigger {
	return Trigger{When: WhenYourTurnStarts, Where: ZoneArsenal, FaceDown: true, Optional: true,
		Effects: []Effect{TurnFaceUp{}}}
}
