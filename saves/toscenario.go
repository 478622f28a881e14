package saves

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// A game becomes a scenario: the position at a question of the game,
// written in the scenario format (saves/scenario/FORMAT.md), so that any
// game is a bug report, a puzzle or a lesson draft.

// Point is a question of a game: the answer about to be given (Index in
// the record), its turn, its number among the questions of that turn
// (from 1), and whether a scenario can hold the position there.
type Point struct {
	Index    int
	Turn     int
	Decision int
	Player   rules.Player
	Kind     rules.PromptKind
	// Exportable: a player has priority in the action phase, no triggered
	// ability waits and the stack holds layers a scenario names
	// (scenario.Exportable); else Why.
	Exportable bool
	Why        string
}

// Points replays the answers and lists every question of the game, the
// one where the record ends included (unless the game is over).
func Points(ctx context.Context, setup rules.Setup, answers []rules.Answer) ([]Point, error) {
	g, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	var out []Point
	r := &rules.Replay{Answers: answers}
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		pt := Point{Index: r.Next, Turn: g.Omniscient().Turn(), Player: p.Player, Kind: p.Kind, Decision: 1}
		if n := len(out); n > 0 && out[n-1].Turn == pt.Turn {
			pt.Decision = out[n-1].Decision + 1
		}
		pt.Exportable, pt.Why = scenario.Exportable(g)
		if pt.Exportable && p.Kind != rules.AskPriority {
			pt.Exportable, pt.Why = false, "in the middle of an action"
		}
		out = append(out, pt)
		return r.Decide(ctx, v, p)
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.Explain = true
	if err := g.Run(ctx); err != nil && !errors.Is(err, rules.ErrScriptDone) {
		return out, err
	}
	return out, nil
}

// GameAt is the game at the question before answer i (the first i answers
// given).
func GameAt(ctx context.Context, setup rules.Setup, answers []rules.Answer, i int) (*rules.Game, error) {
	return ReplaySetup(ctx, setup, answers[:min(max(i, 0), len(answers))])
}

// ScenarioAt writes the position of a loaded game at question `decision`
// (from 1) of turn `turn` as a scenario file, with its combat chain, stack,
// priority and effects in force. When a scenario cannot hold that position
// (the middle of an action, triggered abilities waiting) it writes the last
// question before it that it can hold, and note says so. at is the point
// written.
func ScenarioAt(ctx context.Context, l *Loaded, turn, decision int) (data []byte, at Point, note string, err error) {
	data, at, n, err := ScenarioAtNote(ctx, l, turn, decision)
	if n != nil {
		note = n.String()
	}
	return data, at, note, err
}

// ScenarioAtNote is ScenarioAt with the note as data (nil for none), for
// the text layer to say in the reader's language.
func ScenarioAtNote(ctx context.Context, l *Loaded, turn, decision int) (data []byte, at Point, noteP *Problem, err error) {
	var note string
	pts, err := Points(ctx, l.Setup, l.Answers)
	if err != nil {
		return nil, at, nil, err
	}
	name := rules.Printable(filepath.Base(l.Path))
	chosen := -1
	count, last := 0, 0
	for i, p := range pts {
		last = max(last, p.Turn)
		if p.Turn == turn {
			count++
			if p.Decision == decision {
				chosen = i
			}
		}
	}
	switch {
	case count == 0:
		return nil, at, nil, problemAt(name, nil, "no-turn", turn, last)
	case chosen < 0:
		return nil, at, nil, problemAt(name, nil, "no-decision", turn, count, decision)
	}
	want := pts[chosen]
	i := chosen
	for i >= 0 && !pts[i].Exportable {
		i--
	}
	if i < 0 {
		return nil, at, nil, problemAt(name, nil, "no-position", turn, decision, Why(want.Why))
	}
	at = pts[i]
	if i != chosen {
		n := NoteInstead(turn, decision, want.Why, at.Turn, at.Decision)
		note, noteP = n.String(), &n
	}
	g, err := GameAt(ctx, l.Setup, l.Answers, at.Index)
	if err != nil {
		return nil, at, nil, err
	}
	answers := "answers"
	if at.Index == 1 {
		answers = "answer"
	}
	notes := []string{fmt.Sprintf("from the saved game %s (%s), turn %d, decision %d (after %d %s)", name, l.File.Heroes(), at.Turn, at.Decision, at.Index, answers)}
	if note != "" {
		notes = append(notes, note)
	}
	data, err = scenario.Export(g, fmt.Sprintf("%s, turn %d", l.File.Heroes(), at.Turn), notes...)
	return data, at, noteP, err
}
