package rules

import (
	"strings"
)

// Player identifies a seat at the table. Two-player games use 0 and 1.
type Player int8

// NoPlayer marks the absence of a player (for example, nobody has priority).
const NoPlayer Player = -1

// Opponent returns the other player of a two-player game (CR 1.1.5).
func (p Player) Opponent() Player { return 1 - p }

// Color is a card's colour strip, which in practice tells its pitch value.
type Color uint8

const (
	Colorless Color = iota
	Red
	Yellow
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Yellow:
		return "yellow"
	case Blue:
		return "blue"
	}
	return ""
}

// ParseColor reads "red", "yellow", "blue" (any case) or "" for colourless.
func ParseColor(s string) (Color, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "red":
		return Red, true
	case "yellow":
		return Yellow, true
	case "blue":
		return Blue, true
	case "":
		return Colorless, true
	}
	return Colorless, false
}

// Types is a set of card types (CR 2.13, 8.1).
type Types uint32

const (
	Action Types = 1 << iota
	AttackReaction
	DefenseReaction
	Instant
	Resource
	Equipment
	Weapon
	Hero
	Token
	Mentor
	Block
)

var typeNames = []string{"Action", "Attack Reaction", "Defense Reaction", "Instant", "Resource", "Equipment", "Weapon", "Hero", "Token", "Mentor", "Block"}

// Has reports whether every type of u is in t.
func (t Types) Has(u Types) bool { return t&u == u }

// Any reports whether t shares a type with u.
func (t Types) Any(u Types) bool { return t&u != 0 }

// Names lists the types in a fixed order.
func (t Types) Names() []string { return bitNames(uint64(t), typeNames) }

// Subtypes is a set of subtypes (CR 2.10, 8.2).
type Subtypes uint32

const (
	Attack Subtypes = 1 << iota
	Aura
	Item
	Sword
	Club
	Dagger
	OneHanded
	TwoHanded
	Head
	Chest
	Arms
	Legs
	Young
	Ally
	Hammer
	// OffHand: equipped to a weapon zone; at most one (CR 8.2, off-hand).
	OffHand
	Axe
	// Flail and Claw: weapon subtypes (Ball Breaker, Mandible Claw).
	Flail
	Claw
)

var subtypeNames = []string{"Attack", "Aura", "Item", "Sword", "Club", "Dagger", "1H", "2H", "Head", "Chest", "Arms", "Legs", "Young", "Ally", "Hammer", "Off-Hand", "Axe",
	"Flail", "Claw"}

func (s Subtypes) Has(u Subtypes) bool { return s&u == u }

func (s Subtypes) Any(u Subtypes) bool { return s&u != 0 }

func (s Subtypes) Names() []string { return bitNames(uint64(s), subtypeNames) }

// Classes is a set of supertypes (CR 2.11): classes and talents.
type Classes uint32

const (
	Generic Classes = 1 << iota
	Brute
	Warrior
	Guardian
	Ninja
	Ranger
	Runeblade
	Wizard
	Mechanologist
	Illusionist
	Shadow
	Light
	Elemental
	// The Lightning talent (1st Strike Aurora).
	Lightning
	// The Earth talent (CR 2.11).
	Earth
)

var classNames = []string{"Generic", "Brute", "Warrior", "Guardian", "Ninja", "Ranger", "Runeblade", "Wizard", "Mechanologist", "Illusionist", "Shadow", "Light", "Elemental",
	"Lightning",
	"Earth",
}

func (c Classes) Has(u Classes) bool { return c&u == u }

// Talents is a set of talents kept in 16 bits, where an object remembers
// them (object.Pitched): every talent is among the low 16 bits of Classes.
type Talents uint16

// Classes returns the talents as a set of supertypes.
func (t Talents) Classes() Classes { return Classes(t) }

const _ = uint16(talents) // a talent past bit 15 does not fit Talents

func (c Classes) Names() []string { return bitNames(uint64(c), classNames) }

// ParseType, ParseSubtype and ParseClass read the words of the
// card data; ok is false for a word this engine does not model.
func ParseType(s string) (Types, bool) {
	return Types(bitParse(s, typeNames)), bitParse(s, typeNames) != 0
}

func ParseSubtype(s string) (Subtypes, bool) {
	v := bitParse(s, subtypeNames)
	return Subtypes(v), v != 0
}

func ParseClass(s string) (Classes, bool) { v := bitParse(s, classNames); return Classes(v), v != 0 }

func bitNames(v uint64, names []string) []string {
	var out []string
	for i, n := range names {
		if v&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

func bitParse(s string, names []string) uint64 {
	for i, n := range names {
		if strings.EqualFold(n, s) {
			return 1 << i
		}
	}
	return 0
}

// Props says which numeric properties a card has at all: a blank is not a
// zero (CR 2.0.2: a card without a printed value lacks the property; 0 is a value).
type Props uint8

const (
	HasPitch Props = 1 << iota
	HasCost
	HasPower
	HasDefense
	HasLife
	HasIntellect
)

// Zone names where an object is (CR 3).
type Zone uint8

const (
	ZoneNone Zone = iota
	ZoneDeck
	ZoneHand
	ZoneArsenal
	ZonePitch
	ZoneGraveyard
	ZoneBanished
	ZoneArena // hero, weapon, equipment and permanent zones (CR 3.1)
	ZoneStack
	ZoneChain
	zoneCount
)

var zoneNames = [...]string{"none", "deck", "hand", "arsenal", "pitch", "graveyard", "banished", "arena", "stack", "combat chain"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "?"
}

// Phase of a turn (CR 4.0.3).
type Phase uint8

const (
	PhaseSetup Phase = iota
	PhaseStart
	PhaseAction
	PhaseEnd
	PhaseOver
)

var phaseNames = [...]string{"setup", "start", "action", "end", "over"}

func (p Phase) String() string { return phaseNames[p] }

// Step of combat (CR 7): StepNone when the combat chain is closed.
type Step uint8

const (
	StepNone Step = iota
	StepLayer
	StepAttack
	StepDefend
	StepReaction
	StepDamage
	StepResolution
	StepClose
)

var stepNames = [...]string{"", "layer", "attack", "defend", "reaction", "damage", "resolution", "close"}

func (s Step) String() string { return stepNames[s] }

// ParsePhase and ParseStep read the names above.
func ParsePhase(s string) (Phase, bool) {
	for i, n := range phaseNames {
		if strings.EqualFold(n, s) {
			return Phase(i), true
		}
	}
	return 0, false
}

func ParseStep(s string) (Step, bool) {
	for i, n := range stepNames {
		if strings.EqualFold(n, s) {
			return Step(i), true
		}
	}
	return 0, false
}
