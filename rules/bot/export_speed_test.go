package bot

// SetUnpruned makes the search try every answer (dominance.go).
func SetUnpruned(on bool) { unpruned = on }
