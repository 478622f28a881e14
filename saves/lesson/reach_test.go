package lesson

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// errPlayed ends a game of the tests below past the answers they give.
var errPlayed = errors.New("played")

// learnerLine is the learner's answers of l's solution, in order.
func learnerLine(t *testing.T, l *Lesson) []rules.Answer {
	t.Helper()
	var players [2]rules.Decider
	players[l.Learner.Opponent()] = l.Opponent
	var every []rules.Answer // both players', as the script ran
	l.File.Run(context.Background(), scenario.RunOptions{Players: players, Answers: &every})
	g, err := l.File.Game()
	if err != nil {
		t.Fatal(err)
	}
	var line []rules.Answer
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if len(every) == 0 {
			return rules.Answer{}, errPlayed
		}
		a := every[0]
		every = every[1:]
		if p.Player == l.Learner {
			line = append(line, a)
		}
		return a, nil
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.Run(context.Background())
	return line
}

// judged is what After said of an answer: lost, and whether every world
// was searched to its end (no bound passed, no refusal).
type judged struct {
	kind        rules.PromptKind
	lost, whole bool
}

// tryAt plays l with the learner giving line's first q answers, then
// each answer of the question after them in turn, following them with
// a Since as the board does (Watch at each priority question, After at
// each answer): what After said of each, and whether it judged any of
// the line's answers lost.
func tryAt(t *testing.T, l *Lesson, line []rules.Answer, q int) (out []judged, lineLost bool) {
	ctx := context.Background()
	for alt := 0; ; alt++ {
		g, err := l.Game()
		if err != nil {
			t.Fatal(err)
		}
		tr := NewTracker(l)
		g.SetObserver(tr.Observe)
		var since *Since
		k, more := 0, false
		g.SetDecider(l.Learner, rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if p.Kind == rules.AskPriority {
				since = l.Watch(v, tr)
			}
			if k < q {
				k++
				if since.After(ctx, line[k-1], tr) {
					lineLost = true
				}
				return line[k-1], nil
			}
			var en rules.Answers
			all, _ := en.All(&p)
			if since == nil || alt >= len(all) {
				return rules.Answer{}, errPlayed
			}
			more = alt+1 < len(all)
			j := judged{kind: p.Kind, lost: since.After(ctx, all[alt], tr), whole: true}
			if !j.lost {
				for i, w := range since.worlds {
					runs := 0
					_, ok := since.most(ctx, w, reachSeeds[i], since.answers, &runs)
					j.whole = j.whole && ok
				}
			}
			out = append(out, j)
			return rules.Answer{}, errPlayed
		}))
		g.Run(ctx)
		if !more || lineLost {
			return out, lineLost
		}
	}
}

// Every answer of a damage lesson's first turn is judged where it is
// given (Since.After), not at the next priority question: along each
// lesson's line, every answer the learner could give at each of its
// questions is searched to the end (no bound passed), the line's own
// answers never lose the goal, and wrong moves inside a play or an
// activation (a pitch, a "may") are said lost at once: lesson 2's Bauble
// kept back, 5's Raging Onslaught pitched for Bone Basher, 8's "no" to
// Dorinthea's second attack, 12's and 13's card the line needed pitched.
func TestEveryAnswerIsJudgedAtOnce(t *testing.T) {
	all, err := Course()
	if err != nil {
		t.Fatal(err)
	}
	inside := map[int]bool{}
	for _, l := range all {
		if l.Goals[0].Kind != GoalDamage {
			continue
		}
		line := learnerLine(t, l)
		for q := 0; q <= len(line); q++ {
			js, lineLost := tryAt(t, l, line, q)
			if lineLost {
				t.Fatalf("lesson %d: its own line judged lost within its first %d answers", l.Number, q)
			}
			for i, j := range js {
				if !j.whole {
					t.Errorf("lesson %d: answer %d of question %d (%v) not searched to its end", l.Number, i, q, j.kind)
				}
				if j.lost && j.kind != rules.AskPriority {
					inside[l.Number] = true
				}
			}
		}
	}
	for _, n := range []int{2, 5, 8, 12, 13} {
		if !inside[n] {
			t.Errorf("lesson %d: no wrong answer inside a play or an activation was said lost at once", n)
		}
	}
}
