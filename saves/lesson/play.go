package lesson

import (
	"context"
	"errors"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Game builds the lesson's game at its position, with the opponent's
// decider set; the learner's decider is the caller's to set.
func (l *Lesson) Game() (*rules.Game, error) {
	g, err := l.File.Game()
	if err != nil {
		return nil, err
	}
	g.SetDecider(l.Learner.Opponent(), l.Opponent)
	return g, nil
}

// Outcome is what playing a lesson found.
type Outcome struct {
	Status Status
	// Result is the scenario runner's account of the solution: the
	// answers that could not be given and the expectations that fail.
	Result  *scenario.Result
	Tracker *Tracker
}

// Solve plays the lesson's solution (its answers:) for the learner against
// the opponent's decider, checks the file's expectations, and reports
// whether the goals were met where the script ends.
func (l *Lesson) Solve(ctx context.Context) Outcome {
	t := NewTracker(l)
	var players [2]rules.Decider
	players[l.Learner.Opponent()] = l.Opponent
	answered := func(_ int, text string) {
		// The verb of each answer is a moment the learner was asked at
		// (pitch, defend, order...): the tests check the narration's
		// moments are reached.
		f := strings.Fields(strings.ToLower(text))
		if len(f) > 1 {
			if m, ok := verbMoments[f[1]]; ok {
				t.noteMoment(m)
			}
		}
	}
	res := l.File.Run(ctx, scenario.RunOptions{Observer: t.Observe, Players: players, Answered: answered})
	return Outcome{Status: t.Status(), Result: res, Tracker: t}
}

// verbMoments maps the verbs of scenario answers to the moments of the
// questions they answer.
var verbMoments = map[string]string{
	"pitch": "pitch", "x": "x", "modes": "modes", "target": "target", "attack-target": "attack-target",
	"defend": "defenders", "order": "order", "yes": "may", "no": "may", "choose": "cards", "arsenal": "arsenal",
}

// errDecided stops a game once the goals are met or missed.
var errDecided = errors.New("lesson: the goals are decided")

// Idle plays the lesson with the learner passing every question they can
// (Opponent with nothing to play or defend: pass priority, defend with
// nothing, the least any other question allows) until the goals are
// decided or turns more turns have gone by. A lesson must not be solved
// this way.
func (l *Lesson) Idle(ctx context.Context, turns int) (Outcome, error) {
	g, err := l.Game()
	if err != nil {
		return Outcome{}, err
	}
	t := NewTracker(l)
	g.SetObserver(t.Observe)
	idle := Opponent{Player: l.Learner}
	g.SetDecider(l.Learner, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if t.Status() != Pending {
			return rules.Answer{}, errDecided
		}
		return idle.Decide(ctx, v, p)
	}))
	g.MaxTurns = g.Omniscient().Turn() + turns
	err = g.Run(ctx)
	if errors.Is(err, errDecided) || errors.Is(err, rules.ErrTurnLimit) {
		err = nil
	}
	return Outcome{Status: t.Status(), Tracker: t}, err
}
