package ruletest

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The Decider contract (rules.Decider): a prompt's lists are the engine's
// memory, reused by later prompts, and an answer's IDs may be the
// decider's, reused some answers later. A decider that keeps a prompt's
// lists past its answer, or a keeper of answers that does not copy their
// IDs, works until the memory is reused, and then answers from another
// prompt. Scribble makes that happen at once, and KeepsNothing turns it
// into a test every decider's tests run.

// scribbled is what Scribble writes over memory that must no longer be
// read: no option, object, player or place the engine makes.
const scribbled = -0x5c5c5c5c

// Scribble wraps d so that a decider or a keeper breaking the Decider
// contract fails at once: d is handed the prompt's lists in memory of the
// wrapper's, written over with nonsense as soon as d answers, and the
// engine is handed the answer's IDs in memory of the wrapper's too,
// written over at the next question (the engine is done with an answer by
// then; a keeper such as rules.Recorder must have copied it).
func Scribble(d rules.Decider) rules.Decider { return &scribbler{d: d} }

type scribbler struct {
	d   rules.Decider
	ids []int32 // the last answer's IDs, as the engine was handed them
}

func (s *scribbler) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	for i := range s.ids {
		s.ids[i] = scribbled
	}
	// Fresh memory for every prompt, so that a list kept from an earlier
	// prompt never reads as a later prompt's either.
	p.Options = slices.Clone(p.Options)
	p.Blocked = slices.Clone(p.Blocked)
	p.Limits = slices.Clone(p.Limits)
	if p.Sets != nil {
		sets := make([][]rules.ObjID, len(p.Sets))
		for i, set := range p.Sets {
			sets[i] = slices.Clone(set)
		}
		p.Sets = sets
	}
	a, err := s.d.Decide(ctx, v, p)
	for i := range p.Options {
		p.Options[i] = scribbledOption()
	}
	for i := range p.Blocked {
		p.Blocked[i] = rules.Blocked{Option: scribbledOption(), Reason: 0xee, Needed: scribbled}
	}
	for i := range p.Limits {
		p.Limits[i] = rules.Limit{From: 0xee, Max: scribbled, Reason: 0xee}
	}
	for _, set := range p.Sets {
		for i := range set {
			set[i] = scribbled
		}
	}
	if a.IDs != nil {
		s.ids = slices.Clone(a.IDs)
		a.IDs = s.ids
	} else {
		s.ids = nil
	}
	return a, err
}

func scribbledOption() rules.Option {
	return rules.Option{ID: scribbled, Act: 0xee, Obj: scribbled, Ability: -0x5c, Player: 0x5c, Value: scribbled, From: 0xee}
}

// KeepsNothing checks that deciders keep to the Decider contract: it plays
// a game twice, from start each time (a new game, not yet run, bounded by
// its MaxTurns or by a script running out, and new deciders for it), the
// second time with each decider wrapped in Scribble, and records both
// games' answers as rules.Recorder keeps them. A decider that keeps a prompt's memory, or
// hands out answers it changes later, plays the second game otherwise (the
// same answers make the same game: DESIGN.md, determinism): the error
// says where the two games part.
func KeepsNothing(ctx context.Context, start func() (*rules.Game, [2]rules.Decider, error)) error {
	var runs [2][]rules.Answer
	for k := range runs {
		g, ds, err := start()
		if err != nil {
			return err
		}
		for p, d := range ds {
			if k == 1 {
				d = Scribble(d)
			}
			g.SetDecider(rules.Player(p), rules.Recorder{D: d, Answers: &runs[k]})
		}
		if err := g.Run(ctx); err != nil && !errors.Is(err, rules.ErrTurnLimit) && !errors.Is(err, rules.ErrScriptDone) {
			return fmt.Errorf("game %d of 2 (scribbled: %v), after %d answers: %w", k+1, k == 1, len(runs[k]), err)
		}
	}
	for i := range min(len(runs[0]), len(runs[1])) {
		a, b := runs[0][i], runs[1][i]
		if a.X != b.X || !slices.Equal(a.IDs, b.IDs) {
			return fmt.Errorf("answer %d differs with the prompts scribbled: %v (x %d), not %v (x %d)", i+1, b.IDs, b.X, a.IDs, a.X)
		}
	}
	if len(runs[0]) != len(runs[1]) {
		return fmt.Errorf("the games differ with the prompts scribbled: %d answers, not %d", len(runs[1]), len(runs[0]))
	}
	if len(runs[0]) == 0 {
		return errors.New("no answer was given: the check saw nothing")
	}
	return nil
}
