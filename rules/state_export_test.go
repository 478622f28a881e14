package rules

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
