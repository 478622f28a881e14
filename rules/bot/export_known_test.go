package bot

import "github.com/rathe-tcg/rathe/rules"

// SetOnKnown sets the hook told of every run given its position's
// priority prompt, known (onKnown).
func SetOnKnown(f func(node *rules.Game, p *rules.Prompt)) { onKnown = f }
