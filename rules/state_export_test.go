package rules

// State is the game's state, for the engine's own tests (package
// rules_test): outside the package a game is read through its views
// (Game.Omniscient, ViewFor), which TestNothingOutsideReadsTheState holds.
func (g *Game) State() *State { return g.s }
