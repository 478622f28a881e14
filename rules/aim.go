package rules

// What a layer does to its target (CR 1.8.5): a card or ability that may
// target either hero, or any attack, harms some targets and helps others
// ("deal 3 arcane damage to target hero"; "target attack gets +2{p}").
// The target question says which (Prompt.Aim), so that a player's screen
// can offer the target they most likely mean first: the opponent for an
// effect that harms, their own for one that helps. The choice is the
// player's all the same: every legal target stays an option (a hero may
// deal arcane damage to themselves, CR 1.8.5).

// Aim is what a layer's effects do to its target.
type Aim uint8

const (
	AimUnknown Aim = iota // nothing the engine can tell
	AimHarm               // damage, a loss of power
	AimHelp               // a gain of power or a keyword
)

var aimNames = [...]string{"unknown", "harm", "help"}

func (a Aim) String() string { return enumName(aimNames[:], int(a)) }

// aimer is an effect that says what it does to the layer's target.
type aimer interface{ aim() Aim }

// CR 8.5.3b: arcane damage to the target hero.
func (DealArcane) aim() Aim { return AimHarm }

// CR 8.5.8: the target attack gets power (or loses it) and keywords.
func (e TargetGets) aim() Aim {
	if e.Power < 0 {
		return AimHarm
	}
	return AimHelp
}

// The effects a condition or a choice generates are the layer's too.
func (e If) aim() Aim     { return aimOf(e.Then) }
func (e May) aim() Aim    { return aimOf(e.Then) }
func (e IfPaid) aim() Aim { return aimOf(e.Then) }
func (e MayPay) aim() Aim { return aimOf(e.Then) }

// aimOf is what effs do to the layer's target: the first effect that
// says.
func aimOf(effs []Effect) Aim {
	for _, e := range effs {
		if a, ok := e.(aimer); ok {
			if x := a.aim(); x != AimUnknown {
				return x
			}
		}
	}
	return AimUnknown
}
