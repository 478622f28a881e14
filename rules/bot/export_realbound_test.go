package bot

import "github.com/rathe-tcg/rathe/rules"

// SetOnBound sets the hook told of the most of every position the bound
// is asked about (bound.go).
func SetOnBound(f func(node *rules.Game, most int)) { onBound = f }
