package rules

import "fmt"

// State is the game's state, for the engine's own tests (package
// rules_test): outside the package a game is read through its views
// (Game.Omniscient, ViewFor), which TestNothingOutsideReadsTheState holds.
func (g *Game) State() *State { return g.s }

// The state's types under the names the engine's own tests use: built
// only with the tests, so that outside the package they cannot be named.
type (
	State       = state
	Obj         = object
	PlayerState = playerState
	Progress    = progress
	Chain       = combatChain
	Delayed     = delayedTrigger
	Pending     = pendingTrigger
	// The engine's layer and chain link (Layer and ChainLink are a view's).
	EngineLayer = layer
	EngineLink  = chainLink
)

// Take is Snapshot.take, for the engine's own tests.
func (sn *Snapshot) Take(s *State) *State { return sn.take(s) }

// CloneSpreadThenMakeRoom is state.cloneSpread followed by makeRoom, for
// the engine's own tests.
func (s *State) CloneSpreadThenMakeRoom() *State {
	c := new(state)
	s.cloneSpread(c)
	c.makeRoom()
	return c
}

// CloneThenMakeRoom is Clone followed by makeRoom: what cloneRoomy does
// at once.
func (s *State) CloneThenMakeRoom() *State {
	c := s.Clone()
	c.makeRoom()
	return c
}

// Layout tells how a state's lists lie in memory: each list's length and
// capacity, nil or not, and the zone lists' spans in their buffer.
func (s *State) Layout() string {
	out := fmt.Sprintf("objs %d/%d ids %d zones %v", len(s.Objs), cap(s.Objs), len(s.ids), s.zones)
	out += listLayout("stack", s.Stack) + listLayout("links", s.Chain.Links) + listLayout("effects", s.Effects)
	out += listLayout("pending", s.Pending) + listLayout("delayed", s.Delayed) + listLayout("fired", s.Fired)
	out += listLayout("uses", s.TurnUses)
	for i := range s.Stack {
		out += listLayout("targets", s.Stack[i].Targets) + listLayout("modes", s.Stack[i].Modes)
	}
	for i := range s.Chain.Links {
		out += listLayout("defenders", s.Chain.Links[i].Defenders)
	}
	for _, d := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		for i := range d {
			out += listLayout("objs", d[i].Objs) + listLayout("gens", d[i].Gens)
		}
	}
	return out
}

func listLayout[T any](name string, l []T) string {
	return fmt.Sprintf(" %s %d/%d nil %v", name, len(l), cap(l), l == nil)
}

// ZoneLayout is where the zone lists lie in their buffer (their spans).
func (s *State) ZoneLayout() string { return fmt.Sprint(s.zones) }

// CompareEffects is compareEffects, for PositionKey's test.
var CompareEffects = compareEffects
