package bot

import "github.com/rathe-tcg/rathe/rules"

// SetOnSample sets the hook told of every world a search imagines.
func SetOnSample(f func(v rules.View, world *rules.Game)) { onSample = f }
