package bot

// SetUnpruned makes the search try every answer (dominance.go).
func SetUnpruned(on bool) { unpruned = on }

// CappedExpected is the damage l deals on average, capped at the
// goldfish's life (what the search weighs).
func CappedExpected(l Line) float64 { return l.expected }
