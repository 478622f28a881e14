package bot

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
)

// SetNoFork makes every run stop at a question inside an action (fork).
func SetNoFork(b bool) { noFork = b }

// SetOnPlay sets the hook told of every clone a search plays.
func SetOnPlay(f func()) { onPlay = f }

// BestStepless is Best for a line nobody watches (Options.stepless), as
// the Goldfisher without Planned searches.
func BestStepless(ctx context.Context, v rules.View, o Options) (Line, error) {
	o.stepless = true
	return Best(ctx, v, o)
}

// SetKeepAll has every run keep its answers (play: no run borrows them or
// drops them against the best line of the answers before it).
func SetKeepAll(b bool) { keepAll = b }

// SetNoSpare has every search in new memory (no spareSearch, mem.go);
// SetOnSpare tells f of each spareSearch a search takes.
func SetNoSpare(b bool)            { noSpare = b }
func SetOnSpare(f func(used bool)) { onSpare = f }
