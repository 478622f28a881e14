package bot

import "github.com/rathe-tcg/rathe/rules"

// Choices is how many answers of p, asked in g, the search tries.
func Choices(p *rules.Prompt, g *rules.Game) int {
	en := enumerate()
	return len(choices(p, g, true, &en))
}

// SetNoForLater turns the cut of the activations for later off (forLater).
func SetNoForLater(b bool) { noForLater = b }
