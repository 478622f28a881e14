package tui

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Stops are the places where a player wants the board to hand them the
// keyboard when they get priority (CR 1.11), as digital card games let a
// player set them (MTG Arena's and Forge's "stops"). Elsewhere the board
// passes for them. Whether a player is asked depends on these settings and
// on what both players can see, never on the cards only they can see: a
// hand-off in the reaction step tells the other player nothing about the
// hand. A player asked where they hold nothing playable sees the question
// all the same, with passing as the only answer.
//
// A place is a step of the combat chain (CR 7.1-7.6), or the action phase
// outside combat (CR 4.3), on the player's own turn or the other's.
type Stops uint16

// StopPlace is where priority is given: the action phase outside combat,
// or one of the combat steps with priority.
type StopPlace uint8

const (
	StopAction StopPlace = iota
	StopLayer
	StopAttack
	StopDefend
	StopReaction
	StopDamage
	StopResolution
	stopPlaces
)

// stopNames are the places as --stops names them (and the help lists).
var stopNames = [stopPlaces]string{"action", "layer", "attack", "defend", "reaction", "damage", "resolution"}

// Stop is the bit of a place on one's own turn (own) or the other's.
func Stop(own bool, at StopPlace) Stops {
	if own {
		return 1 << (2 * at)
	}
	return 1 << (2*at + 1)
}

// DefaultStops suit Flesh and Blood: the turn player is asked in their
// action phase (CR 4.3), at the reaction step of their attacks (attack
// reactions, CR 7.4.2) and at its resolution step with an action point
// left (StopChain); the defending player at the reaction step of every
// chain link (defense reactions). The defenders themselves (CR 7.3.2) are
// a question of their own, always asked.
const DefaultStops = Stops(1<<(2*StopAction)|1<<(2*StopReaction)|1<<(2*StopReaction+1)) | StopChain

// StopChain asks the turn player at the resolution step of their own
// attack when they have an action point (go again): the next attack
// played there continues the combat chain (CR 7.6: during combat actions
// wait for the resolution step); passed, the chain closes (CR 7.7) and
// the next attack starts a new one, so "as chain link 3 or higher", "each
// attack that has hit this combat chain" and "the chain link before it"
// never count. The action points are public: the stop shows nothing of
// the hand. "chain" in --stops.
const StopChain = Stops(1 << (2 * stopPlaces))

// ForDeck is the default stops of a player with deck d: with no card made
// to be played while its player attacks (the engine's Card.ForOwnAttack:
// an attack reaction, or an instant that targets an attack, as Lightning
// Press), no stop at the reaction step of their own attacks. A fact of
// the deck, the same all game: it says nothing of the hand.
func (s Stops) ForDeck(d rules.Deck) Stops {
	for _, c := range d.Cards {
		if c != nil && c.ForOwnAttack() {
			return s
		}
	}
	return s &^ Stop(true, StopReaction)
}

// AllStops asks at every priority (--full-control).
const AllStops = Stops(1<<(2*stopPlaces) - 1)

// ParseStops reads a --stops list: names such as "own-action",
// "opp-layer" or "reaction" (both turns), separated by commas; "none" is
// the empty list, "default" the defaults, "all" every place.
func ParseStops(s string) (Stops, error) {
	var out Stops
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		switch f {
		case "", "none":
			continue
		case "default":
			out |= DefaultStops
			continue
		case "all":
			out |= AllStops
			continue
		case "chain", "own-chain":
			out |= StopChain
			continue
		}
		own, opp := true, true
		name := f
		if n, ok := strings.CutPrefix(f, "own-"); ok {
			name, opp = n, false
		} else if n, ok := strings.CutPrefix(f, "opp-"); ok {
			name, own = n, false
		}
		at := stopPlaces
		for i, w := range stopNames {
			if w == name {
				at = StopPlace(i)
			}
		}
		if at == stopPlaces {
			return 0, &StopError{Name: f}
		}
		if own {
			out |= Stop(true, at)
		}
		if opp {
			out |= Stop(false, at)
		}
	}
	return out, nil
}

// StopError names a stop ParseStops does not know (the command says it
// in words).
type StopError struct{ Name string }

func (e *StopError) Error() string { return fmt.Sprintf("unknown stop %q", e.Name) }

// StopNames are the places, as --stops names them.
func StopNames() string { return strings.Join(stopNames[:], ", ") + ", chain" }

// String is the list as ParseStops reads it.
func (s Stops) String() string {
	var parts []string
	for at := StopPlace(0); at < stopPlaces; at++ {
		for _, own := range []bool{true, false} {
			if s&Stop(own, at) != 0 {
				side := "opp-"
				if own {
					side = "own-"
				}
				parts = append(parts, side+stopNames[at])
			}
		}
	}
	if s&StopChain != 0 {
		parts = append(parts, "chain")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ",")
}

// stopPlace is where a priority question of v stands: the step of
// combat, or none where the engine gives no priority at all (its timing
// says ReasonNoPriority to every card, CR 1.11.3: the set-up, the start
// and end phases, CR 4.2.1, 4.4.1). The board asks the engine there, not
// the phase: an instant's timing is open wherever a player gets priority.
func stopPlace(v rules.View) (StopPlace, bool) {
	if r, _ := v.Timing(v.TurnPlayer(), rules.Instant, false); r == rules.ReasonNoPriority {
		return 0, false
	}
	switch v.Step() {
	case rules.StepNone:
		return StopAction, true
	case rules.StepLayer:
		return StopLayer, true
	case rules.StepAttack:
		return StopAttack, true
	case rules.StepDefend:
		return StopDefend, true
	case rules.StepReaction:
		return StopReaction, true
	case rules.StepDamage:
		return StopDamage, true
	case rules.StepResolution:
		return StopResolution, true
	}
	return 0, false
}

// at reports a stop of s where p gets priority in v. A player's own
// layer on top of the stack is no stop: priority comes back to them after
// their own card or ability (CR 1.11.3) only when they hold it (h). The
// chain stop holds with the other player's layer on top too (they may
// answer it), so it is not the engine's timing of an attack, which wants
// the stack empty; TestDefaultStopsAreWhereTheTimingRulesOpen checks the
// default stops against that timing (rules.View.Timing) where the stack
// is not the other player's.
func (s Stops) at(v rules.View, p rules.Player) bool {
	at, ok := stopPlace(v)
	if !ok {
		return false
	}
	if st := v.Stack(); len(st) > 0 && st[len(st)-1].Controller == p {
		return false
	}
	if at == StopResolution && v.TurnPlayer() == p && s&StopChain != 0 && v.AttackAgain() {
		return true
	}
	return s&Stop(v.TurnPlayer() == p, at) != 0
}

// holdsNothingHidden reports a player with no card in hand or arsenal:
// what they can do then is known to both players, so the board may pass
// for them when passing is all they can do.
func holdsNothingHidden(v rules.View, p rules.Player) bool {
	return v.Count(p, rules.ZoneHand) == 0 && v.Count(p, rules.ZoneArsenal) == 0
}

// NoStops is a Config.Stops that asks nowhere (the zero value means
// DefaultStops).
const NoStops = Stops(1 << 15)

// orDefault reads a Config.Stops.
func (s Stops) orDefault() Stops {
	switch s {
	case 0:
		return DefaultStops
	case NoStops:
		return 0
	}
	return s &^ NoStops
}
