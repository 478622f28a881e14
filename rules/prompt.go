package rules

import (
	"fmt"
)

// PromptKind is the kind of question the engine asks (DESIGN.md).
type PromptKind uint8

const (
	AskPriority     PromptKind = iota // play, activate or pass (CR 1.11)
	AskPitch                          // which card to pitch next (CR 1.14.3)
	AskX                              // a value for X (CR 5.1.3a)
	AskModes                          // modes of a modal ability (CR 1.7.5)
	AskTarget                         // a target (CR 1.8.5, 5.1.4)
	AskAttackTarget                   // whom to attack (CR 1.4.5)
	AskDefenders                      // cards to defend with (CR 7.3.2)
	AskOrder                          // an order (triggers CR 1.10.2d, pitch CR 4.4.3c)
	AskMay                            // a "may" choice (CR 1.8.3)
	AskCards                          // choose cards: search, discard, reveal, arsenal
	AskFirstPlayer                    // who takes the first turn (CR 4.1.3)
	AskEquip                          // the arena-cards to start with (CR 4.1.4, equip.go)
)

var promptNames = [...]string{"priority", "pitch", "x", "modes", "target", "attack-target", "defenders", "order", "may", "cards", "first-player", "equip"}

func (k PromptKind) String() string {
	if int(k) < len(promptNames) {
		return promptNames[k]
	}
	return "?"
}

// ParsePromptKind reads the names above.
func ParsePromptKind(s string) (PromptKind, bool) {
	for i, n := range promptNames {
		if n == s {
			return PromptKind(i), true
		}
	}
	return 0, false
}

// Act is what choosing an option does.
type Act uint8

const (
	ActPass Act = iota + 1
	ActPlay
	ActActivate
	ActPitch
	ActCard
	ActMode
	ActTarget
	ActYes
	ActNo
	ActPlayer
	ActEquip // a set of arena-cards to start with (Prompt.Set)
)

var actNames = [...]string{"", "pass", "play", "activate", "pitch", "card", "mode", "target", "yes", "no", "player", "equip"}

func (a Act) String() string {
	if int(a) < len(actNames) {
		return actNames[a]
	}
	return "?"
}

// Option is one legal answer. Its ID is stable: it depends only on what the
// option does and on which object, so the same game gives the same ids.
type Option struct {
	ID      int32
	Act     Act
	Obj     ObjID
	Ability int8
	Player  Player // ActPlayer and hero targets
	Value   int    // pitch value, mode index
	Rule    Rule   // the CR rule that makes it legal
	// From is where the option's object is (CR 3): the hand, the
	// arsenal, a weapon or equipment zone, the stack, the chain...
	From Place
	// About names the ability the option is about (an activated
	// ability, a trigger to order, a "may" ability, a mode), so the text
	// layer can say what it does and what it costs; zero for a card.
	About AbilityRef
	// ActionCard marks a defending card that is an action card, which an
	// Action limit counts (overpower, CR 8.3.22).
	ActionCard bool
}

// enumName is the name of a code in its table, or "?" past its end.
func enumName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "?"
}

// Place is where an option's object is: the zones of CR 3, with the arena
// told apart into the hero, weapon, equipment and permanent zones (CR 3.1),
// as players name them.
type Place uint8

const (
	PlaceNone Place = iota
	PlaceHand
	PlaceArsenal
	PlaceDeck
	PlacePitch
	PlaceGraveyard
	PlaceBanished
	PlaceHero
	PlaceWeapon
	PlaceEquipment
	PlacePermanent
	PlaceStack
	PlaceChain
	placeCount
)

var placeNames = [...]string{"", "hand", "arsenal", "deck", "pitch", "graveyard", "banished", "hero", "weapon", "equipment", "permanent", "stack", "chain"}

func (p Place) String() string { return enumName(placeNames[:], int(p)) }

// PlaceOf says where obj is, for an option.
func (s *state) PlaceOf(obj ObjID) Place {
	if obj < 0 || int(obj) >= len(s.Objs) {
		return PlaceNone
	}
	o := &s.Objs[obj]
	switch o.Zone {
	case ZoneHand:
		return PlaceHand
	case ZoneArsenal:
		return PlaceArsenal
	case ZoneDeck:
		return PlaceDeck
	case ZonePitch:
		return PlacePitch
	case ZoneGraveyard:
		return PlaceGraveyard
	case ZoneBanished:
		return PlaceBanished
	case ZoneStack:
		return PlaceStack
	case ZoneChain:
		return PlaceChain
	case ZoneArena:
		c := s.Cards[o.Card]
		switch {
		case c.Types.Has(Hero):
			return PlaceHero
		case c.Types.Has(Weapon):
			return PlaceWeapon
		case c.Types.Has(Equipment):
			return PlaceEquipment
		}
		return PlacePermanent
	}
	return PlaceNone
}

// AbilityKind is the kind of ability an option, a prompt or an event is
// about.
type AbilityKind uint8

const (
	AbilityNone       AbilityKind = iota // the card itself
	AbilityActivated                     // Card.Activated[Index] (CR 5.2)
	AbilityTriggered                     // Card.Triggers[Index] (CR 5.4.6)
	AbilityGranted                       // Card.Grants[Index] of the card whose effect gave it (CR 6.2)
	AbilityKeyword                       // the triggered ability of a keyword (CR 8.3)
	AbilityDelayed                       // a delayed trigger (CR 6.6), such as intimidate's return
	AbilityOptCost                       // Card.OptCosts[Index], an optional additional cost (CR 5.1.3b)
	AbilityAltCost                       // Card.Alt, an alternative cost (CR 5.1.3c)
	AbilityMode                          // Card.Modes[Index] (CR 1.7.5)
	AbilityResolution                    // the resolution abilities of a card (CR 5.3.4)
)

var abilityKindNames = [...]string{"", "activated", "triggered", "granted", "keyword", "delayed", "optional-cost", "alternative-cost", "mode", "resolution"}

func (k AbilityKind) String() string { return enumName(abilityKindNames[:], int(k)) }

// AbilityRef names one ability of one card definition: plain data the text
// layer renders (what it does, what it costs) from the definition.
type AbilityRef struct {
	Kind AbilityKind
	// Card is the index of the definition that holds the ability
	// (state.Cards): the source's own, or for a granted ability the card
	// whose effect granted it.
	Card  int16
	Index int8
	// Keyword is the keyword of an AbilityKeyword ability.
	Keyword Keywords
}

// Is reports whether the reference names an ability at all.
func (a AbilityRef) Is() bool { return a.Kind != AbilityNone }

// OptionID builds the stable id of an option.
func OptionID(a Act, obj ObjID, ability int8, p Player) int32 {
	return int32(a)<<24 | (int32(obj)+1)<<8 | int32(uint8(ability)&0x3f)<<2 | int32(p+1)
}

// OptionObj is the object an option's id names (OptionID), NoObj for none.
func OptionObj(id int32) ObjID { return ObjID((id>>8)&0xffff) - 1 }

// WithOptionObj is the id of the same option about obj instead (a line's
// answers mapped to another game's names for its objects).
func WithOptionObj(id int32, obj ObjID) int32 { return id&^(0xffff<<8) | (int32(obj)+1)<<8 }

func opt(a Act, obj ObjID, ability int8, p Player, rule Rule) Option {
	return Option{ID: OptionID(a, obj, ability, p), Act: a, Obj: obj, Ability: ability, Player: p, Rule: rule}
}

// optAt is opt for an object's option, with where the object is.
func (g *Game) optAt(a Act, obj ObjID, ability int8, rule Rule) Option {
	var o Option
	g.setOptAt(&o, a, obj, ability, rule)
	return o
}

// addOpt appends optAt's option to os, written where it lies: an option
// built field by field and then copied whole was read back in wider
// words than it was written, which stalls (as passOption).
func (g *Game) addOpt(os []Option, a Act, obj ObjID, ability int8, rule Rule) []Option {
	os = append(os, Option{})
	g.setOptAt(&os[len(os)-1], a, obj, ability, rule)
	return os
}

// setOptAt writes optAt's option in o, zero.
func (g *Game) setOptAt(o *Option, a Act, obj ObjID, ability int8, rule Rule) {
	o.ID = OptionID(a, obj, ability, NoPlayer)
	o.Act, o.Obj, o.Ability, o.Player, o.Rule = a, obj, ability, NoPlayer, rule
	o.From = g.s.PlaceOf(obj)
}

// Reason says why an action is not legal now (for "why can't I?"). The text
// layer renders it.
type Reason uint8

const (
	ReasonNone          Reason = iota
	ReasonNoActionPoint        // CR 1.13.2: actions cost an action point
	ReasonStackNotEmpty        // CR 8.1.1a: actions only on an empty stack
	ReasonCombat               // CR 7.0.1a: no actions during combat but the resolution step
	ReasonNotAttacking         // CR 8.1.2a: attack reactions by the attacking hero in the reaction step
	ReasonNotDefending         // CR 8.1.3a: defense reactions by the defending hero in the reaction step
	ReasonCannotPay            // CR 5.1.7a: the cost cannot be paid
	ReasonOncePerTurn          // CR 5.2.1a
	ReasonResourceCard         // CR 8.1.7a: resources cannot be played
	ReasonNoTarget             // CR 5.1.5: no legal target
	ReasonRestricted           // the card's own restriction (CR 1.0.2)
	ReasonNoPriority           // CR 1.11
	ReasonDominate             // CR 8.3.4b
	ReasonCondition            // an activation condition (CR 5.2.1e)
	ReasonNotYourTurn          // CR 8.1.1: actions in your own action phase
	ReasonNoAttack             // CR 8.1.2a: no attack on the chain
	// ReasonChainOpen: in the resolution step a non-attack action waits
	// until the chain closes, which passing does (CR 7.0.1a, 7.6.3).
	ReasonChainOpen
	// ReasonNeededForCost: the only cards that could pay are needed for
	// another cost of the same play (CR 5.1.7-5.1.8, 1.10.3).
	ReasonNeededForCost
	// Reasons an answer is refused (Prompt.Check).
	ReasonCount      // too few or too many choices
	ReasonOrderAll   // an order must list every option once
	ReasonNotOffered // not one of the options
	ReasonTwice      // the same option twice (CR 1.7.5b)
	ReasonXRange     // X outside its range (CR 5.1.3a)
	// More than one defending action card (overpower).
	ReasonOverpower // CR 8.3.22a
	// ReasonNoCardToReveal: a cost reveals a card from hand and no card
	// there can be revealed for it (CR 5.1.8a, 8.5.17).
	ReasonNoCardToReveal
	// ReasonNoCardToDiscard: a cost discards a card and the hand has none
	// besides the card itself (CR 5.1.8a, 8.5.5).
	ReasonNoCardToDiscard
	// ReasonWaitsForClose: an action that is no attack, during combat
	// before the resolution step; there only an attack continues the
	// chain, so it waits for the chain to close (CR 7.0.1a).
	ReasonWaitsForClose
	// ReasonNeverPlayed: a card of its types is never played, whatever
	// the moment: a block card, equipment, a weapon, a hero, a token, a
	// mentor, a card with no cost (CR 5.1.2b).
	ReasonNeverPlayed
)

var reasonNames = [...]string{"", "no-action-point", "stack-not-empty", "combat", "not-attacking", "not-defending", "cannot-pay", "once-per-turn", "resource-card", "no-target", "restricted", "no-priority", "dominate", "condition", "not-your-turn", "no-attack",
	"chain-open", "needed-for-cost", "count", "order-all", "not-offered", "twice", "x-range", "overpower",
	"no-card-to-reveal", "no-card-to-discard", "waits-for-close", "never-played"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return ""
}

// Blocked is an action that is not legal now, with why. Needed is the
// card another cost of the same play needs, when that is why it cannot be
// paid (ReasonNeededForCost).
type Blocked struct {
	Option
	Reason Reason
	Rule   Rule
	Needed ObjID
}

// Shape is how an answer to a prompt is formed (DESIGN.md: the prompt
// contract). The board, scenarios and bots read it instead of guessing from
// the kind.
type Shape uint8

const (
	// ShapeOne: exactly one option.
	ShapeOne Shape = iota
	// ShapeSubset: between Min and Max different options, within the
	// prompt's Limits (defenders, modes, "choose up to one card").
	ShapeSubset
	// ShapeOrder: every option, each once, in an order.
	ShapeOrder
	// ShapeNumber: a number from XMin to XMax (X, CR 5.1.3a).
	ShapeNumber
)

var shapeNames = [...]string{"one", "subset", "order", "number"}

func (s Shape) String() string { return enumName(shapeNames[:], int(s)) }

// Limit bounds how many chosen options may come from one place: dominate
// lets at most one card from hand defend (CR 8.3.4).
type Limit struct {
	From Place
	Max  int
	// Action, when set, makes the limit count the chosen options that are
	// action cards (Option.ActionCard), wherever they are, rather than
	// those from From: overpower (CR 8.3.22).
	Action bool
	// Reason and Rule say why, for a refused answer.
	Reason Reason
	Rule   Rule
}

// Purpose says what the cards of an AskCards prompt are chosen for.
type Purpose uint8

const (
	PurposeNone    Purpose = iota
	PurposeArsenal         // put face down in the arsenal (CR 4.4.3b)
	PurposeSearch          // found by searching the deck (CR 8.5.19)
	PurposeDiscard         // discarded as a cost (CR 8.5.5)
	PurposeReveal          // revealed as a cost (CR 8.5.17)
	PurposeBanish          // banished (CR 8.5.1)
	PurposeBottom          // put on the bottom of the deck as a cost
	// The prevention effect to apply next to a damage event
	// (CR 6.5.2, rules/prevention.go).
	PurposePrevent
	PurposeTop // put on top of the deck from hand, face down
)

var purposeNames = [...]string{"", "arsenal", "search", "discard", "reveal", "banish", "bottom", "prevent", "top"}

func (p Purpose) String() string { return enumName(purposeNames[:], int(p)) }

// Prompt is a question to one player: its kind, its shape and every legal
// option.
type Prompt struct {
	Kind   PromptKind
	Shape  Shape
	Player Player
	// Options are the legal answers. For ShapeOrder, an answer lists
	// them all; the first is put on the stack (or the deck bottom) first.
	Options []Option
	// Min and Max bound how many options to choose (1 and 1 for
	// ShapeOne; every option for ShapeOrder).
	Min, Max int
	// XMin and XMax bound the value of a ShapeNumber prompt.
	XMin, XMax int
	// Limits bound the chosen options by where they come from.
	Limits []Limit
	// Blocked lists actions that cannot be taken now, with the reason.
	Blocked []Blocked
	// Source is what the prompt is about: the card being played, the
	// attack being defended, the ability that asks.
	Source ObjID
	// About is the ability that asks (an optional trigger, an optional
	// cost), when there is one.
	About AbilityRef
	// Purpose says what chosen cards are for (AskCards).
	Purpose Purpose
	// Owed is what remains to be paid (AskPitch).
	Owed int
	// Aim is what the layer's effects do to its target (AskTarget,
	// aim.go): harm or help, so a screen may offer the likely target
	// first.
	Aim Aim
	// Sets are the sets of cards of the ActEquip options, each option's
	// at its Value (Set): the weapons and equipment its player starts the
	// game with (equip.go). They stay out of Option, so that an
	// option holds no pointers and the engine copies options as plain
	// memory.
	Sets [][]ObjID
	Rule Rule
	// A Prompt is copied whole, in 16-byte words, at every question
	// (ask gives it to the Decider by value, and a decider often to
	// another): of a size that is no multiple of 16, each copy ends
	// with a word over the one before it, and the next copy's read of
	// them waited for both to be written (stalled). Padded to one.
	_ [8]byte
}

// Set is the set of cards of an ActEquip option of p (nil for any other
// option).
func (p *Prompt) Set(o Option) []ObjID {
	if o.Act != ActEquip || o.Value < 0 || o.Value >= len(p.Sets) {
		return nil
	}
	return p.Sets[o.Value]
}

// Answer is a player's reply: chosen option ids, or a number for AskX.
type Answer struct {
	IDs []int32
	X   int
}

// Pick answers with one option.
func Pick(id int32) Answer { return Answer{IDs: []int32{id}} }

// Refusal is why an answer is not accepted: a reason code and its CR rule,
// never prose (the text layer words it). Option is the option concerned,
// if any; Want and Got are the counts for a wrong number of choices.
type Refusal struct {
	Reason    Reason
	Rule      Rule
	Option    int32
	Want, Got int
	// Min and Max are the bounds of a number or a count.
	Min, Max int
}

func (r *Refusal) Error() string {
	return fmt.Sprintf("answer refused: %s (CR %s)", r.Reason, r.Rule)
}

// Check verifies an answer against the prompt (the engine re-checks every
// answer: DESIGN.md). It returns nil or a *Refusal.
func (p *Prompt) Check(a Answer) error {
	if p.Shape == ShapeNumber {
		if a.X < p.XMin || a.X > p.XMax {
			// CR 5.1.3a: X is at most what the player could pay.
			return &Refusal{Reason: ReasonXRange, Rule: p.Rule, Got: a.X, Min: p.XMin, Max: p.XMax}
		}
		return nil
	}
	if len(a.IDs) < p.Min || len(a.IDs) > p.Max {
		r := ReasonCount
		if p.Shape == ShapeOrder {
			r = ReasonOrderAll
		}
		return &Refusal{Reason: r, Rule: p.Rule, Got: len(a.IDs), Min: p.Min, Max: p.Max}
	}
	if len(a.IDs) == 1 && len(p.Limits) == 0 {
		// One choice and no limit by place: whether it was offered is all
		// there is to check (most answers: a priority prompt's).
		if p.Find(a.IDs[0]) < 0 {
			return &Refusal{Reason: ReasonNotOffered, Rule: p.Rule, Option: a.IDs[0]}
		}
		return nil
	}
	var from [placeCount]int
	actions := 0
	for i, id := range a.IDs {
		k := p.Find(id)
		if k < 0 {
			return &Refusal{Reason: ReasonNotOffered, Rule: p.Rule, Option: id}
		}
		from[p.Options[k].From]++
		if p.Options[k].ActionCard {
			actions++
		}
		for _, prev := range a.IDs[:i] {
			if prev == id {
				// CR 1.7.5b: a mode, a defender, a card is chosen once.
				return &Refusal{Reason: ReasonTwice, Rule: p.Rule, Option: id}
			}
		}
	}
	for _, l := range p.Limits {
		got := from[l.From]
		if l.Action {
			got = actions
		}
		if got > l.Max {
			return &Refusal{Reason: l.Reason, Rule: l.Rule, Got: got, Max: l.Max}
		}
	}
	return nil
}

// Limited returns the most options an answer may take from place f, or
// -1 when there is no limit.
func (p *Prompt) Limited(f Place) int {
	for _, l := range p.Limits {
		if l.From == f && !l.Action {
			return l.Max
		}
	}
	return -1
}

// LimitedActions returns the most action cards an answer may take
// (overpower), or -1 when there is no such limit.
func (p *Prompt) LimitedActions() int {
	for _, l := range p.Limits {
		if l.Action {
			return l.Max
		}
	}
	return -1
}

// Find returns the index of the option with id, or -1.
func (p *Prompt) Find(id int32) int {
	for i := range p.Options {
		if p.Options[i].ID == id {
			return i
		}
	}
	return -1
}
