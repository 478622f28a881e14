package lesson

import (
	"context"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// A goal that can no longer be met is said at once, not when the turn
// ends: at each of the learner's questions in the lesson's first turn the
// engine searches every line of play left (rules/bot.Best, the lesson's
// opponent answering the other side as it will) for the most damage the
// learner can still deal this turn. When it falls short of a damage
// goal, the goal is missed there.

// reachSeeds are the imagined orders of the cards the learner cannot see
// (their deck) that the search tries: the goal is judged lost only when
// it is lost in every one of them, so a lesson whose damage hangs on a
// draw is not given up on one unlucky order.
var reachSeeds = []uint64{1, 2, 3}

// reachNodes bounds each search: a lesson's turn is small; past the
// bound nothing is judged.
const reachNodes = 200_000

// Reach checks the learner's pending damage goals from v, the learner's
// view at one of their questions (the game asking): a goal that no line
// left can meet is marked missed, with the most damage still possible
// (Tracker.Best). It reports whether it marked one. Outside the lesson's
// first turn, away from the learner's own turn, or when a search fails or
// passes its bound, it judges nothing.
func (l *Lesson) Reach(ctx context.Context, v rules.View, t *Tracker) bool {
	if v.Viewer != l.Learner || v.TurnPlayer() != l.Learner || v.Over() {
		return false
	}
	need := t.DamageNeeded(v.Turn())
	if need <= 0 {
		return false
	}
	if v.ActionPhaseOver() {
		// Nothing more is played or activated this turn (the engine
		// says when): no line of play is left to deal the rest.
		return t.unreachable(0)
	}
	best := -1
	for _, seed := range reachSeeds {
		line, err := bot.Best(ctx, v, bot.Options{Seed: seed, Opponent: l.Opponent, MaxNodes: reachNodes})
		if err != nil {
			return false // a position the search refuses (bot.ErrPhase) or one past its bound
		}
		best = max(best, line.Damage)
		if best >= need {
			return false
		}
	}
	return t.unreachable(best)
}

// DamageNeeded is the damage still to deal for the first pending damage
// goal, when turn is the lesson's first; 0 when there is none.
func (t *Tracker) DamageNeeded(turn int) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.started && turn != t.turn { // not started: no event yet, the first turn
		return 0
	}
	for i, g := range t.goals {
		if g.Kind == GoalDamage && t.status[i] == Pending {
			return g.N - t.dealt
		}
	}
	return 0
}

// Lost marks the pending damage goals missed as Reach does, with best the
// most damage still possible: a judgement Reach made before at the same
// place of the same game (a board that plays the game again through the
// same answers, an undo, says it at once, even at a question where Reach
// does not search). It reports whether it marked one.
func (t *Tracker) Lost(best int) bool { return t.unreachable(best) }

// unreachable marks the pending damage goals missed: at most best damage
// can still be dealt this turn.
func (t *Tracker) unreachable(best int) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	marked := false
	for i, g := range t.goals {
		if g.Kind == GoalDamage && t.status[i] == Pending && t.dealt+best < g.N {
			t.status[i] = Missed
			t.best, marked = best, true
		}
	}
	return marked
}

// Best is the most damage the search found the learner could still deal
// when it judged a damage goal lost (Reach), or -1.
func (t *Tracker) Best() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.best
}
