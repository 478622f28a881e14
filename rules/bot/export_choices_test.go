package bot

import "github.com/rathe-tcg/rathe/rules"

// Choices is how many answers of p, asked in g, the search tries.
func Choices(p *rules.Prompt, g *rules.Game) int { return len(choices(p, g, true)) }
