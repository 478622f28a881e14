package rules

import "slices"

// View is what one player may see of the game (DESIGN.md): never the
// opponent's hand, face-down cards they do not own, or any deck's order.
// Object ids of hidden cards are not given out either, since an id would
// tell which card of a deck list it is.
type View struct {
	g      *Game
	Viewer Player
	// deck: the viewer knows the order of their own deck (a puzzle,
	// View.KnowingDeck in chance.go).
	deck bool
}

// ViewFor returns player p's view of g. An observer that may see
// everything (a replay, a test) uses Omniscient.
func (g *Game) ViewFor(p Player) View { return View{g: g, Viewer: p} }

// Omniscient is the viewer that sees everything (tests, replays).
const Omniscient Player = 2

// Omniscient returns the view that sees everything: the same methods as a
// player's View, with nothing hidden. Replays, tests, the card
// definitions' own conditions and the invariant checker read a game
// through it; a player's code reads its ViewFor.
func (g *Game) Omniscient() View { return View{g: g, Viewer: Omniscient} }

// CounterSet holds an object's counters by kind (CR 1.15):
// CounterPower, CounterDefense, CounterLesson.
type CounterSet = [counterKinds]int8

// Object is what a view shows of one object (a card, token or attack
// proxy, CR 1.3): a copy of its own, not the engine's.
type Object struct {
	Card       *Card
	Owner      Player
	Controller Player
	Zone       Zone
	FaceUp     bool
	Counters   CounterSet
	// Proxy is the attack source of an attack proxy (CR 1.4.3); NoObj
	// otherwise.
	Proxy ObjID
	// Defended: it defended on this combat chain.
	Defended bool
	Token    bool
	// Gone: a token or attack proxy that ceased to exist (CR 3.0.9).
	Gone bool
}

// Visible reports whether the viewer may see which card obj is.
func (v View) Visible(obj ObjID) bool {
	if obj < 0 || int(obj) >= len(v.g.s.Objs) {
		return false
	}
	if v.Viewer == Omniscient {
		return true
	}
	o := v.g.s.Obj(obj)
	switch o.Zone {
	case ZoneDeck:
		// CR 8.5.19: a player searching their deck looks at its cards;
		// CR 8.5.45: a card a clash revealed is seen by all while its
		// player chooses which goes to the bottom (victor.go).
		return (v.deck || v.g.look == 1+int8(v.Viewer)) && o.Owner == v.Viewer || slices.Contains(v.g.revealed, obj)
	case ZoneHand:
		return o.Owner == v.Viewer
	case ZoneArsenal, ZoneBanished:
		return o.FaceUp || o.Owner == v.Viewer
	case ZoneNone:
		// An arena-card left out at the start of the game is in
		// its owner's inventory, which is private (CR 4.1.6b, equip.go).
		if !o.Token && o.Proxy == NoObj {
			return o.Owner == v.Viewer
		}
	}
	return true
}

// Card returns obj's definition if the viewer may see it, else nil.
func (v View) Card(obj ObjID) *Card {
	if !v.Visible(obj) {
		return nil
	}
	return v.g.s.CardOf(obj)
}

// Obj returns what the viewer may see of an object: everything of a
// visible one; nothing of a hidden one.
func (v View) Obj(obj ObjID) (Object, bool) {
	if !v.Visible(obj) {
		return Object{Proxy: NoObj}, false
	}
	o := v.g.s.Obj(obj)
	return Object{
		Card: v.g.s.Cards[o.Card], Owner: o.Owner, Controller: o.Controller, Zone: o.Zone,
		FaceUp: o.FaceUp, Counters: o.Counters, Proxy: o.Proxy, Defended: o.Defended, Token: o.Token, Gone: o.Gone,
	}, true
}

// CardIndex is the index of a visible object's card definition, the
// number events carry (CardByIndex); 0 for a card the viewer may not see.
func (v View) CardIndex(obj ObjID) int16 {
	if !v.Visible(obj) {
		return 0
	}
	return v.g.s.Objs[obj].Card
}

// Objects is how many objects the game has made: their ids are 0 to
// Objects()-1 (ObjID), whether the viewer may see them or not.
func (v View) Objects() int { return len(v.g.s.Objs) }

// Controller is the controller of an object, which is public even for a
// hidden card (whose hand or deck it is in, CR 1.3.2).
func (v View) Controller(obj ObjID) Player {
	if obj < 0 || int(obj) >= len(v.g.s.Objs) {
		return NoPlayer
	}
	return v.g.s.Objs[obj].Controller
}

// ThisTurn returns what a visible object did this turn (state.ThisTurn);
// nothing for one the viewer may not see.
func (v View) ThisTurn(obj ObjID) ObjectTurn {
	if !v.Visible(obj) {
		return ObjectTurn{}
	}
	return objectTurn(v.g.s.ThisTurn(obj))
}

// Zone lists the cards of a zone the viewer may see, in order; hidden
// cards are left out (use Count for the size).
func (v View) Zone(p Player, z Zone) []ObjID { return v.AppendZone(nil, p, z) }

// AppendZone appends the cards of a zone the viewer may see to dst, in
// order (Zone), and returns it: a caller that lists zones again and again
// (a search, at every position) lists them in memory of its own.
func (v View) AppendZone(dst []ObjID, p Player, z Zone) []ObjID {
	if z == ZoneDeck && v.Viewer != Omniscient && !v.deck && v.g.look != 1+int8(v.Viewer) && len(v.g.revealed) == 0 {
		// No card of a deck is visible (Visible's case of ZoneDeck): the
		// deck is not listed card by card (a search lists zones at every
		// position, a deck is the longest).
		return dst
	}
	for _, obj := range v.g.s.Zone(p, z) {
		if v.Visible(obj) {
			dst = append(dst, obj)
		}
	}
	return dst
}

// Count is the number of cards in a zone.
func (v View) Count(p Player, z Zone) int { return len(v.g.s.Zone(p, z)) }

func (v View) Turn() int { return v.g.s.Turn }

func (v View) TurnPlayer() Player { return v.g.s.TurnPlayer }

func (v View) Phase() Phase { return v.g.s.Phase }

func (v View) Step() Step { return v.g.s.Step }

func (v View) Priority() Player { return v.g.s.Priority }

func (v View) Life(p Player) int { return v.g.s.Players[p].Life }

func (v View) Intellect(p Player) int { return v.g.s.Players[p].Intellect }

func (v View) Resources(p Player) int { return v.g.s.Players[p].Resources }

func (v View) Actions(p Player) int { return v.g.s.Players[p].Actions }

func (v View) Hero(p Player) ObjID { return v.g.s.Players[p].Hero }

func (v View) Winner() Player { return v.g.s.Winner }

// Draw reports a game that ended in a draw (CR 4.5.4).
func (v View) Draw() bool { return v.g.s.Draw }

// Passes is how many players passed priority in succession (CR 1.11.4a).
func (v View) Passes() int { return v.g.s.Passes }

// First is the player who took the first turn (CR 4.1.3).
func (v View) First() Player { return v.g.s.First }

// Goldfish reports whether player p is a goldfish (goldfish.go).
func (v View) Goldfish(p Player) bool { return v.g.s.Goldfish(p) }

func (v View) Over() bool { return v.g.Over() }

// Stats is what player p did this turn (public: every play and attack
// is seen).
func (v View) Stats(p Player) PlayerTurn {
	return playerTurn(v.g.s.Players[p].Turn)
}

// BeatenChest reports whether p has beaten chest this turn (CR 8.3.33a).
func (v View) BeatenChest(p Player) bool { return v.g.s.Players[p].BeatChest }

// Power and Defense are the current values of a visible object; 0 for a
// card the viewer may not see (CR 3.0.3: its properties are private).
func (v View) Power(obj ObjID) int {
	if !v.Visible(obj) {
		return 0
	}
	return v.g.Power(obj)
}

func (v View) Defense(obj ObjID) int {
	if !v.Visible(obj) {
		return 0
	}
	return v.g.Defense(obj)
}

// HasKeyword reports a visible object's keyword.
func (v View) HasKeyword(obj ObjID, k Keywords) bool {
	return v.Visible(obj) && v.g.HasKeyword(obj, k)
}

// Keywords is every keyword ability of the table a visible object has now,
// its own and those effects give it (CR 8.3); 0 for a hidden object.
func (v View) Keywords(obj ObjID) Keywords {
	if !v.Visible(obj) {
		return 0
	}
	var k Keywords
	for i := range KeywordTable {
		if b := KeywordTable[i].Bit; b != 0 && v.g.HasKeyword(obj, b) {
			k |= b
		}
	}
	return k
}

// InCombat is the keywords whose kind can change what happens on a chain
// link (CR 8.3: static and resolution abilities such as dominate,
// overpower, go again), the ones a chain link shows. Universal is static
// too, but it changes what the card is, its class (CR 8.3.35), never how
// the link is defended, hit or resolved: the link leaves it to the card.
func (k Keywords) InCombat() Keywords {
	var out Keywords
	for i := range KeywordTable {
		e := &KeywordTable[i]
		if k&e.Bit != 0 && e.Bit != Universal && (e.Kind == KeywordStatic || e.Kind == KeywordResolution) {
			out |= e.Bit
		}
	}
	return out
}

// PassesEndActionPhase reports that every player passing in succession
// now would end the action phase (CR 4.3.4): the action phase, the stack
// empty, no step of combat (state.passesEndActionPhase).
func (v View) PassesEndActionPhase() bool { return v.g.s.passesEndActionPhase() }

// ActionPhaseOver reports that the turn has passed its action phase (CR
// 4.3.4), or the game its end: no player gets priority again this turn
// (CR 4.4.1: none in the end phase), so nothing more is played or
// activated in it; only what triggers resolves (state.actionPhaseOver).
func (v View) ActionPhaseOver() bool { return v.g.s.actionPhaseOver() }

// AttackAgain reports that the turn player may continue the combat chain
// with another attack in this resolution step (CR 7.6.3: they get
// priority, and an attack added to the stack begins the next link): they
// hold an action point to play or activate it with (CR 8.1.1c), the one
// the link's go again gave (CR 7.6.2) or one left from before. It reads
// only what every player sees, never a card: whether they hold an attack
// is their own. A layer on the stack resolves first and changes nothing
// of it (View.Timing asks the stack, for now), except the turn player's
// attack being played or activated there: its action point is paid, and
// it is the attack again, the layer step beginning once it is played
// (CR 7.6.3). False outside the resolution step. The board says it in
// its words of the step; its stops stop there by it (tui).
func (v View) AttackAgain() bool {
	g := v.g
	s := g.s
	if s.Phase != PhaseAction || !s.Chain.Open || s.Step != StepResolution {
		return false
	}
	if s.Players[s.TurnPlayer].Actions >= 1 {
		return true
	}
	for i := range s.Stack {
		if l := &s.Stack[i]; l.Controller == s.TurnPlayer && g.attackLayer(l.Kind, l.Obj) {
			return true
		}
	}
	return false
}

// ActiveAttack is the attack of the active chain link and how many cards
// defend it (CR 7.0.3b); NoObj when the chain is closed or empty. It
// copies nothing, for conditions that test it at every event.
func (v View) ActiveAttack() (attack ObjID, defenders int) {
	l := v.g.s.Chain.Active()
	if l == nil {
		return NoObj, 0
	}
	return l.Attack, len(l.Defenders)
}

// ChainOpen reports whether the combat chain is open.
func (v View) ChainOpen() bool { return v.g.s.Chain.Open }

// CardByIndex returns a definition by its index (events carry indices),
// if the viewer may know the card: one of their own, or one they can see
// now, or a token such a card names (Card.Tokens: its text says what it
// creates, CR 8.5.2), before any of it exists: a wager's first log line
// names its prize. Another player's deck list stays private (CR 4.1.7b).
func (v View) CardByIndex(i int16) *Card {
	if i <= 0 || int(i) >= len(v.g.s.Cards) {
		return nil
	}
	c := v.g.s.Cards[i]
	if v.Viewer == Omniscient {
		return c
	}
	for id := range v.g.s.Objs {
		o := &v.g.s.Objs[id]
		if o.Card == i && (o.Owner == v.Viewer || v.Visible(ObjID(id))) {
			return c
		}
	}
	if !c.Types.Has(Token) {
		return nil
	}
	for id := range v.g.s.Objs {
		o := &v.g.s.Objs[id]
		if slices.Contains(v.g.s.Cards[o.Card].Tokens, c) && (o.Owner == v.Viewer || v.Visible(ObjID(id))) {
			return c
		}
	}
	return nil
}

// ActivationCost is the resource cost of activated ability i of a visible
// object for its controller now (CR 5.2.2b): the printed cost changed by
// the cost statics that apply, as the engine charges it (Kassai's sword
// attacks cost 1 less once she has drawn a card this turn). -1 for an
// object the viewer cannot see or an ability it does not have. Read-only:
// for the board to show the cost it will ask.
func (v View) ActivationCost(obj ObjID, i int) int {
	if !v.Visible(obj) {
		return -1
	}
	if c := v.g.s.CardOf(obj); i < 0 || i >= len(c.Activated) {
		return -1
	}
	return v.g.activationCost(v.g.s.Obj(obj).Controller, obj, i)
}

// PlayCost is the resource cost of playing a visible card in a hand or an
// arsenal now, for its controller (CR 5.1.6a): the printed cost set,
// increased and reduced by the effects and the card's own play-statics
// that apply, as the engine would charge it (Rising Energy costs 1 less
// once its player has drawn a card this turn), X not counted. -1 for a
// card the viewer cannot see, one elsewhere, or one with no cost.
// Read-only: for the board to show the cost a play will ask.
func (v View) PlayCost(obj ObjID) int {
	if !v.Visible(obj) {
		return -1
	}
	o := v.g.s.Obj(obj)
	c := v.g.s.CardOf(obj)
	if o.Zone != ZoneHand && o.Zone != ZoneArsenal || !c.Has(HasCost) {
		return -1
	}
	return v.g.costOf(obj, c.Cost)
}

// Cards lists the card definitions of the game the viewer may know of
// (CardByIndex), in the order of their indices: for the omniscient view,
// every card the game holds, tokens it may create among them.
func (v View) Cards() []*Card {
	var out []*Card
	for i := 1; i < len(v.g.s.Cards); i++ {
		if c := v.CardByIndex(int16(i)); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// EventCard is the card an event names, as it was when the event happened
// (last known information, CR 1.2.3), if the viewer may see the event: a
// card revealed from hand is named even after it went back to the hand.
func (v View) EventCard(e *Event) *Card {
	if !v.SeesEvent(e) || e.Card < 0 || int(e.Card) >= len(v.g.s.Cards) {
		return nil
	}
	return v.g.s.Cards[e.Card]
}

// SeesEvent reports whether the viewer may see the card an event names.
func (v View) SeesEvent(e *Event) bool {
	return !e.Hidden || v.Viewer == Omniscient || e.Player == v.Viewer
}

// Grants lists the abilities that continuous effects in force give a
// visible object (CR 6.2: an effect may give an object an ability), such
// as a Warrior's Valor attack's "when this hits, go again". Read-only: for
// the board to show them.
func (v View) Grants(obj ObjID) []Grant {
	if !v.Visible(obj) {
		return nil
	}
	var out []Grant
	for i := range v.g.s.Effects {
		e := &v.g.s.Effects[i]
		if e.Grant > 0 && v.g.applies(e, obj) {
			out = append(out, v.g.s.Cards[e.SourceCard].Grants[e.Grant-1])
		}
	}
	return out
}
