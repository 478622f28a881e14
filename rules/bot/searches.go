package bot

// Searches is how many searches the opponent has run so far: the plans of
// its own turn (Best on its worlds) and, at hard, the defences weighed by
// the next turn (ahead.go). Most of its answers search nothing (a step of
// the plan being followed, a static rule): a caller that times the answers
// tells those that searched by this count moving.
func (o *Opponent) Searches() uint64 { return o.plans }
