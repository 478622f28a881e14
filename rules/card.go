package rules

// Card is the immutable definition of a card: its printed properties and its
// abilities, composed from the building blocks of this package. The cards
// package defines one per card; the engine never knows a card by name.
type Card struct {
	Name                                         string
	Color                                        Color
	Pitch, Cost, Power, Defense, Life, Intellect int
	Props                                        Props
	Types                                        Types
	Subtypes                                     Subtypes
	Classes                                      Classes
	Keywords                                     Keywords
	// Moniker is a hero's short name, used by specialization (CR 8.3.7).
	Moniker string
	// Specialization names the hero moniker this card is restricted to.
	Specialization string

	// XCost marks a cost that includes X (CR 1.12.2, 5.1.3a).
	XCost bool
	// Modes, when present, is a modal resolution ability (CR 1.7.5):
	// the player chooses between MinModes and MaxModes of them.
	Modes              []Mode
	MinModes, MaxModes int
	// Target is the targeted part of the resolution ability (CR 1.8.5).
	Target *TargetSpec
	// AddCosts are additional effect costs paid while playing (CR 5.1.8).
	AddCosts []CostEffect
	// OptCosts are optional additional costs: the player declares which
	// to pay (CR 5.1.3b); Ctx.Paid records them for "if you paid".
	OptCosts []CostEffect
	// Alt is an alternative cost the player may choose instead (CR 5.1.3c).
	Alt *AltCost
	// PlayIf restricts when the card may be played (CR 1.0.2).
	PlayIf *Condition

	// Resolve lists the resolution abilities in order (CR 5.3.4).
	Resolve []Effect
	// Triggers are triggered-static abilities (CR 5.4.6).
	Triggers []Trigger
	// Activated abilities (CR 5.2).
	Activated []Activated
	// Statics modify properties while their condition holds (CR 5.4.7).
	Statics []Static
	// Grants are abilities this card's effects give to other objects
	// ("gains 'if this hits, ...'"); effects refer to them by index.
	Grants []Grant
	// Tokens lists the tokens this card's abilities create (CR 8.5.2):
	// a game registers their definitions with its cards (see New).
	Tokens []*Card
}

// Has reports whether the card has the numeric property p at all.
func (c *Card) Has(p Props) bool { return c.Props&p != 0 }

// IsAttack reports whether the card is an attack card (CR 1.4.2).
func (c *Card) IsAttack() bool { return c.Subtypes.Has(Attack) }

// Key is the name with its colour, as players write it: "Dodge (blue)".
func (c *Card) Key() string {
	if c.Color == Colorless {
		return c.Name
	}
	return c.Name + " (" + c.Color.String() + ")"
}

// Text is words at the edge: a code and its parameters, rendered into a
// language by the text layer (DESIGN.md). Tests assert on codes.
type Text struct {
	Code string
	Args []any
}

// T builds a Text.
func T(code string, args ...any) Text { return Text{Code: code, Args: args} }

// Effect is one instruction of an ability. Do generates it; Text says what
// it does, for the card text and the log.
type Effect interface {
	Do(g *Game, c *Ctx)
	Text() Text
}

// Mode is one choice of a modal ability.
type Mode struct {
	Effects []Effect
	Target  *TargetSpec
}

// Ctx is what an effect knows when it is generated: its source, controller,
// the parameters declared when its layer was put on the stack, and what
// earlier instructions of the same ability did.
type Ctx struct {
	Source     ObjID
	Controller Player
	Layer      *Layer
	Event      *Event
	Targets    []Target
	Modes      []int8
	X          int
	// Paid has bit i set when optional cost i was paid (CR 5.1.3b); bit 7
	// when the alternative cost was used.
	Paid uint8
}

// Target is a declared target: a player (hero) or an object.
type Target struct {
	Player Player
	Obj    ObjID
	Gen    uint16
}

// TargetKind says what a TargetSpec may point at.
type TargetKind uint8

const (
	TargetOpposingHero TargetKind = iota
	TargetAnyHero
	TargetAttack // an attack on the stack or the active chain link
)

// TargetSpec declares the target of an ability (CR 1.8.5).
type TargetSpec struct {
	Kind   TargetKind
	Filter AttackFilter
}

// AltCost replaces a card's resource cost and adds effect costs
// (CR 5.1.3c, 5.4.4b).
type AltCost struct {
	Resource int
	Effects  []CostEffect
}

// CostEffect is an effect paid as a cost (CR 1.14.4).
type CostEffect interface {
	CanPay(g *Game, c *Ctx) bool
	Pay(g *Game, c *Ctx) bool
	Text() Text
}

// Condition is a yes/no question about the game, with words.
type Condition struct {
	Code string
	Test func(g *Game, c *Ctx) bool
	// Args are the parameters the words need ("at least 2 times").
	Args []any
}

// Trigger is a triggered-static ability (CR 5.4.6): when an event of kind On
// matches, a triggered layer with Effects is created.
type Trigger struct {
	On EventKind
	// Where the source must be for the ability to function; zero means the
	// arena or the combat chain (CR 1.7.4h).
	Where Zone
	// FaceUp requires the source to be public (mentors face up in arsenal).
	FaceUp bool
	// FaceDown requires the source to be private.
	FaceDown bool
	// Match decides whether an event triggers this ability.
	Match   func(g *Game, self ObjID, e *Event) bool
	Cond    string // text code of the trigger condition
	Effects []Effect
	// Optional abilities ask their controller first ("you may").
	Optional bool
	// Mode, when not 0, makes this the ability of mode Mode-1 of the card:
	// it functions only if that mode was chosen (CR 1.7.5d).
	Mode int8
	// State, when set, makes this a state-triggered ability (CR 1.10.2d):
	// it triggers while the condition holds and no layer of it waits.
	State *Condition
}

// Activated is an activated ability (CR 5.2.1): [limit] type - cost: effect.
type Activated struct {
	Type     Types // Action, Instant, Attack Reaction, Defense Reaction
	Cost     int   // resource cost
	Once     bool  // "once per turn" (CR 5.2.1a)
	Attack   bool  // an attack ability: the layer is an attack proxy (CR 8.3.1)
	EffCosts []CostEffect
	If       *Condition // activation condition (CR 5.2.1e)
	Effects  []Effect
	// GoAgain: the layer has go again (CR 8.3.5); for an attack ability,
	// the attack proxy has it.
	GoAgain bool
}

// Static is a static ability modifying the source's numbers while its
// condition holds (CR 5.4.7).
type Static struct {
	If      *Condition
	Power   int
	Defense int
	Grants  Keywords
}

// Grant is an ability an effect gives an object: a trigger or a static.
type Grant struct {
	Trigger *Trigger
	Static  *Static
	Text    Text
}

// AttackFilter describes attacks for "your next weapon attack" and targets.
type AttackFilter struct {
	Weapon     bool     // a weapon attack (attack proxy of a weapon)
	ActionCard bool     // an attack action card
	Subtypes   Subtypes // e.g. Sword
	Classes    Classes  // e.g. Brute
	Name       string   // a specific card name (e.g. Dawnblade)
	// AnySubtypes matches an attack with at least one of these subtypes
	// ("a sword or dagger"), where Subtypes needs them all.
	AnySubtypes Subtypes
	// Moniker matches by the moniker of the name (CR 2.7.3: "Dawnblade"
	// refers to Dawnblade, Resplendent too).
	Moniker string
	// MinCost and MaxCost bound the printed cost of a card ("cost 2 or
	// greater", "cost 1 or less"); MaxCost counts only with HasMaxCost, so
	// that "cost 0" can be said. A card without a cost never matches a bound.
	MinCost    int8
	MaxCost    int8
	HasMaxCost bool
}
