package lesson

import (
	"context"
	"errors"

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

// A goal is lost by an answer, and the answer is often not at priority:
// Dawnblade activated before On a Knife Edge (lesson 8) loses the goal
// as its pitch question is asked, a card pitched that the line needed
// loses it at the next pitch or mode question. The search cannot start
// there (a question inside a card's play or an ability's activation is
// no priority point), so the learner's answers are followed from their
// last priority question: Watch imagines its worlds there, and After
// plays each world again through the answers given since, then every
// answer of each question the learner would be asked next (rules.Answers)
// up to their next priority question, where Best searches as Reach does.
// The goal is lost after the answer when every world falls short.

// Since is the learner's answers since one of their priority questions
// in the lesson's first turn, with the worlds imagined there (Watch).
type Since struct {
	l       *Lesson
	worlds  []*rules.Game // one a reachSeed, at the priority question
	at      *Tracker      // the goals there
	answers []rules.Answer
}

// sinceRuns bounds the games After plays for one world: a lesson's
// action asks few questions; past the bound nothing is judged.
const sinceRuns = 400

// Watch begins following the learner's answers from v, their priority
// question, or returns nil where Reach would judge nothing (not the
// learner's turn, not the lesson's first, no damage goal pending).
func (l *Lesson) Watch(v rules.View, t *Tracker) *Since {
	if v.Viewer != l.Learner || v.TurnPlayer() != l.Learner || v.Over() || t.DamageNeeded(v.Turn()) <= 0 {
		return nil
	}
	s := &Since{l: l, at: t.fork()}
	for _, seed := range reachSeeds {
		s.worlds = append(s.worlds, v.Sample(seed))
	}
	return s
}

// Note notes a, the learner's answer to the question they were asked
// after those s holds, judging nothing (an answer an undo replays).
func (s *Since) Note(a rules.Answer) {
	if s != nil {
		s.answers = append(s.answers, a)
	}
}

// After notes a, the learner's answer to the question they were asked
// after those s holds, and judges the goals as Reach does at priority:
// a damage goal that no line can meet after a is marked missed, with the
// most damage still possible. It reports whether it marked one. s nil,
// a search that fails or passes its bound, judges nothing.
func (s *Since) After(ctx context.Context, a rules.Answer, t *Tracker) bool {
	if s == nil {
		return false
	}
	s.Note(a)
	need := t.DamageNeeded(s.at.turn)
	if need <= 0 {
		return false
	}
	dealt := t.Dealt()
	best := -1
	for i, w := range s.worlds {
		runs := 0
		most, ok := s.most(ctx, w, reachSeeds[i], s.answers, &runs)
		if !ok {
			return false
		}
		best = max(best, most-dealt)
		if best >= need {
			return false
		}
	}
	return t.unreachable(max(best, 0))
}

// most is the most damage of the lesson's first turn (counted from its
// start, as the tracker counts it) that world w can come to when the
// learner gives answers first, then any answer to each question before
// their next priority question, then the best line from there.
func (s *Since) most(ctx context.Context, w *rules.Game, seed uint64, answers []rules.Answer, runs *int) (int, bool) {
	if *runs >= sinceRuns {
		return 0, false
	}
	*runs++
	l := s.l
	c := w.Clone()
	c.Explain = false
	ft := s.at.fork()
	c.SetObserver(ft.Observe)
	c.SetDecider(l.Learner.Opponent(), l.Opponent)
	k, stopped := 0, false
	var next *rules.Prompt
	c.SetDecider(l.Learner, rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if k < len(answers) {
			k++
			return answers[k-1], nil
		}
		cp := p.Kept()
		next = &cp
		return rules.Answer{}, errSinceStop
	}))
	err := c.RunTurnUntil(ctx, func(_ rules.View, p *rules.Prompt) bool {
		stopped = p.Player == l.Learner && k == len(answers)
		return stopped
	})
	switch {
	case next != nil:
		var en rules.Answers
		all, _ := en.All(next)
		most := -1
		for _, a := range all {
			m, ok := s.most(ctx, w, seed, append(answers[:len(answers):len(answers)], a), runs)
			if !ok {
				return 0, false
			}
			most = max(most, m)
		}
		return most, most >= 0
	case err != nil:
		return 0, false
	case !stopped:
		return ft.Dealt(), true // the turn or the game ended
	}
	v := c.ViewFor(l.Learner)
	if v.ActionPhaseOver() {
		return ft.Dealt(), true
	}
	line, err := bot.Best(ctx, v, bot.Options{Seed: seed, Opponent: l.Opponent, MaxNodes: reachNodes})
	if err != nil {
		return 0, false
	}
	return ft.Dealt() + line.Damage, true
}

// errSinceStop ends a game of After at the first question past the
// answers it plays.
var errSinceStop = errors.New("lesson: a question past the answers given")
