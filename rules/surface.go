package rules

// Outside this package a game is read through its contract only
// (DESIGN.md "The engine's surface"): the Prompt and the Answer, a View
// (ViewFor one player, or Omniscient), and the position (Position,
// CombatOf). What follows is the rest of that surface: what a position or
// a game's record needs that no player sees.

// Hash is the state hash of the game (state.Hash): the same setup and
// answers give the same hash (DESIGN.md "Determinism"). A save file, a
// replay and undo check against it.
func (g *Game) Hash() uint64 { return g.s.Hash() }

// PositionSeed is the seed of a position built from g (NewPosition) whose
// generator goes on where g's stands: NewRNG mixes a constant into its
// seed, which this takes out again.
func (g *Game) PositionSeed() uint64 { return g.s.RNG.S ^ NewRNG(0).S }
