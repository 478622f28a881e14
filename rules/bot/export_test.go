package bot

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
)

// SetOnSample sets the hook told of every world a search imagines.
func SetOnSample(f func(v rules.View, world *rules.Game)) { onSample = f }

// NewTwin makes the cheating twin of NewOpponent(seat, level, seed)
// (twin.go): its searches start from real, the game it plays, with the
// generator seeded anew as a sample's (the random outcomes to come stay
// unknown; the hidden cards and the decks' order are the real ones).
func NewTwin(seat rules.Player, level Level, seed uint64, real *rules.Game) *Opponent {
	o := NewOpponent(seat, level, seed)
	o.cheat = func(s uint64) *rules.Game { return real.Omniscient().Sample(s) }
	return o
}

// SetOnWorlds sets the hook told of the worlds of every chance node.
func SetOnWorlds(f func(ws []*rules.Game)) { onWorlds = f }

// SetOnDealt sets the hook told of every deal of a chance node's worlds.
func SetOnDealt(f func()) { onDealt = f }

// SetOnChanceCut sets the hook told of every chance node the bound cut.
func SetOnChanceCut(f func(searched, outcomes int)) { onChanceCut = f }

// SetObserveAll has the runs' games tell the runner every event, not
// only those it reads (observed).
func SetObserveAll(b bool) { observeAll = b }

// SetNoOwnMost has the chance nodes' bound ask no outcome's own Reach
// (chance.go: nodeBound.askOwn).
func SetNoOwnMost(b bool) { noOwnMost = b }

// Value is the measures of a search's line, expectations over its chance
// nodes' outcomes (best.go: result): what the search ranks lines by.
type Value struct{ Damage, Arsenal, Kept, KeptPower float64 }

// BestValue is Best, and the value of its line.
func BestValue(ctx context.Context, v rules.View, o Options) (Line, Value, error) {
	var val Value
	onRoot = func(r *result) { val = Value{r.damage, r.arsenal, r.kept, r.keptPower} }
	defer func() { onRoot = nil }()
	l, err := Best(ctx, v, o)
	return l, val, err
}

// SetNoPick has a chance node's outcomes searched in order (chance.go:
// nodeBound.pick, searchOrder).
func SetNoPick(b bool) { noPick = b }

// SetReverseOutcomes has a chance node's outcomes searched last first
// (chance.go: searchOrder).
func SetReverseOutcomes(b bool) { reverseOutcomes = b }

// SetNoRunsCut turns off the cut of a chance node while its worlds' runs
// are played (chance.go: runsBound).
func SetNoRunsCut(b bool) { noRunsCut = b }

// SetNoParkMost has a chance node's bound ask the position's Reach
// alone (chance.go: nodeMost).
func SetNoParkMost(b bool) { noParkMost = b }

// SetNoOwnDealt has a chance node's outcomes' own most asked with
// rules.Game.Reach, not ReachKeptDealt (chance.go: ownReach).
func SetNoOwnDealt(b bool) { noOwnDealt = b }
