package rules

import "strings"

// HasMoniker reports whether the card's name has the moniker m (CR 2.7.3):
// the part of a personal name before its comma, so that "Dawnblade" names
// Dawnblade, Resplendent as well.
func (c *Card) HasMoniker(m string) bool {
	if c.Moniker != "" {
		return strings.EqualFold(c.Moniker, m)
	}
	name, _, _ := strings.Cut(c.Name, ",")
	return strings.EqualFold(strings.TrimSpace(name), m)
}

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
	// Hybrid holds the alternative supertype sets of a hybrid card ("Brute
	// / Guardian", CR 2.14.1b): Classes has them all, and the card fits a
	// card-pool that holds one of the sets. nil for other cards.
	Hybrid   []Classes
	Keywords Keywords
	// Moniker is a hero's short name, used by specialization (CR 8.3.7).
	Moniker string
	// Specialization names the hero moniker this card is restricted to.
	Specialization string
	// Essence is the supertypes a hero's essence lets its
	// card-pool hold (CR 8.3.16, 1.1.3a); Spellvoid is N of "Spellvoid N"
	// (CR 8.3.15), 0 for none.
	Essence   Classes
	Spellvoid int
	// Numbered holds N of the other numbered keywords a card prints
	// ("Arcane Barrier 1"), by the keyword's bit (KeywordN).
	Numbered map[Keywords]int
	// WeaponZones is how many weapon zones a hero gives its player when
	// it is not the two every player has (CR 3.0.2): "you have 1 weapon
	// zone" (Kayo); 0 for two.
	WeaponZones int
	// Owned are a hero's static abilities over the cards its player owns
	// (owned.go).
	Owned []OwnedStatic

	// XCost marks a cost that includes X (CR 1.12.2, 5.1.3a).
	XCost bool
	// DefenseStar marks a defense printed "*": an ability of the card
	// defines it, 0 as the base (CR 2.3.2a), so the printed number to
	// show is the star, not Defense.
	DefenseStar bool
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
	// Replacements are the replacement effects the card's static
	// abilities make (CR 6.4; victor.go).
	Replacements []Replacement
	// Activated abilities (CR 5.2).
	Activated []Activated
	// Statics modify properties while their condition holds (CR 5.4.7).
	Statics []Static
	// CostStatics change the cost of playing this card, or of
	// activating its controller's weapon attacks, while a condition holds
	// (costreduce.go, CR 5.1.6a).
	CostStatics []CostStatic
	// AttackStatics modify some of the controller's attacks
	// ("your second attack each turn gets +1{p}"; combo.go).
	AttackStatics []AttackStatic
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

// permanentSubtypes are the subtypes that make a deck card a permanent
// once it is put into the arena (CR 1.3.3), among those the engine knows.
const permanentSubtypes = Aura | Item | Ally

// Permanent reports a card that is a permanent while it is in the arena
// (CR 1.3.3): a hero, weapon or equipment card (the arena cards), a
// token, or a deck card with a permanent subtype (an aura, an item, an
// ally). A card that is not stays in the arena only as part of the combat
// chain (CR 1.3.3: the chain is no place for permanents).
func (c *Card) Permanent() bool {
	return c.Types.Any(Hero|Weapon|Equipment|Token) || c.Subtypes.Any(permanentSubtypes)
}

// Key is the name with its colour, as players write it: "Dodge (blue)".
func (c *Card) Key() string {
	if c.Color == Colorless {
		return c.Name
	}
	return c.Name + " (" + c.Color.String() + ")"
}

// Effect is one instruction of an ability. Do generates it; Text says what
// it does, for the card text and the log.
type Effect interface {
	Do(g *Game, c *Ctx)
	Text() Text
}

const (
	TargetOpposingHero TargetKind = iota
	TargetAnyHero
	TargetAttack // an attack on the stack or the active chain link
)
