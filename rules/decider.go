package rules

// Deciders: the one way the engine asks a player anything (DESIGN: the
// Decider). The strict scripted decider (tests, scenarios), the replay of a
// recorded game, the recorder, and the random decider (fuzzing, rathe sim)
// live here; the board's reply-channel decider lives in tui/.

import (
	"context"
	"errors"
	"fmt"
	"slices"
)

// Decider answers prompts (DESIGN.md). It sees only its player's View.
// A prompt's lists (Options, Blocked, Limits, Sets) are the engine's
// memory, reused by later prompts: they are valid while Decide runs, and a
// decider that keeps them past its answer copies them (Prompt.Kept; the
// board does). Likewise an answer's IDs may be a decider's memory, reused
// some answers later (Random): whoever keeps answers copies them
// (Recorder does). ruletest.KeepsNothing holds a decider to this: every
// decider's tests run it.
type Decider interface {
	Decide(ctx context.Context, v View, p Prompt) (Answer, error)
}

// Kept is p with lists of its own (Options, Blocked, Limits, Sets): what
// a decider keeps of a prompt past its answer.
func (p Prompt) Kept() Prompt {
	p.Options = slices.Clone(p.Options)
	p.Blocked = slices.Clone(p.Blocked)
	p.Limits = slices.Clone(p.Limits)
	if p.Sets != nil {
		sets := make([][]ObjID, len(p.Sets))
		for i, set := range p.Sets {
			sets[i] = slices.Clone(set)
		}
		p.Sets = sets
	}
	return p
}

// DeciderFunc adapts a function to a Decider.
type DeciderFunc func(ctx context.Context, v View, p Prompt) (Answer, error)

func (f DeciderFunc) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	return f(ctx, v, p)
}

// ErrScriptDone is returned by a scripted decider that has no answer left.
var ErrScriptDone = errors.New("rules: script has no more answers")

// Scripted is one scripted answer, or a run of passes: the prompt kind and
// player it expects, and how to answer it.
type Scripted struct {
	Kind   PromptKind
	Player Player
	// Answer builds the answer from the prompt and view; it may fail.
	Answer func(v View, p Prompt) (Answer, error)
	// Label describes the answer for error messages ("play Dodge").
	Label string
	// Line is where the answer was written (scenario files).
	Line int
	// Until, when set, makes the step a run of passes (CR 1.11.6: a player
	// with priority may pass it): every priority prompt is passed until one
	// for which Until holds, and that prompt goes to the next step. Kind,
	// Player and Answer are not read. Meeting another kind of prompt first
	// is an error (*PassRunError).
	Until func(v View, p Prompt) bool
	// End, with Until, lets the run of passes end with the game instead
	// (see ScriptDecider.Finish).
	End bool
}

// ScriptDecider answers from a list, strictly: a prompt of another kind or
// player than the next answer expects is an error, and Unused reports
// answers left over (STYLE.md: XMage's strict mode). It is the one way of
// scripting answers: tests (rules/ruletest), scenarios and lessons.
type ScriptDecider struct {
	Steps []Scripted
	// Next is the index of the step to carry out next.
	Next int
	// MaxPasses bounds one run of passes, so that a prompt that never
	// comes fails the script instead of playing on for ever; 0: no bound.
	MaxPasses int
	// OnStep, when set, is told when step i becomes the one to carry out,
	// with the prompt where it does (i == len(Steps): the script ran out).
	// Scenarios make their checks there.
	OnStep func(i int, v View, p Prompt)
	// Log records each answer given, passes included, for saves and
	// replays.
	Log []Answer
	// Stopped is the prompt the script had no answer for, and StoppedView
	// the asked player's view of it.
	Stopped     *Prompt
	StoppedView View

	passes int
	told   int // steps announced to OnStep, plus one
}

// Decide answers with the next scripted step; with none left it stops the
// game with ErrScriptDone, remembering the prompt.
func (s *ScriptDecider) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	a, err := s.decide(v, p)
	if err == nil {
		s.Log = append(s.Log, a)
	}
	return a, err
}

func (s *ScriptDecider) decide(v View, p Prompt) (Answer, error) {
	for {
		s.tell(v, p)
		if s.Next >= len(s.Steps) {
			kept := p.Kept() // read after the game stopped (Decider)
			s.Stopped, s.StoppedView = &kept, v
			return Answer{}, ErrScriptDone
		}
		st := &s.Steps[s.Next]
		if st.Until == nil {
			break
		}
		if st.Until(v, p) {
			s.Next++
			s.passes = 0
			continue
		}
		if p.Kind != AskPriority {
			return Answer{}, &PassRunError{Step: *st, Index: s.Next, Got: p}
		}
		if s.passes++; s.MaxPasses > 0 && s.passes > s.MaxPasses {
			return Answer{}, &PassRunError{Step: *st, Index: s.Next, Got: p, Passes: s.MaxPasses}
		}
		for _, o := range p.Options {
			if o.Act == ActPass {
				return Pick(o.ID), nil
			}
		}
		return Answer{}, fmt.Errorf("step %d (%s): a priority prompt without pass", s.Next+1, st.Label)
	}
	st := s.Steps[s.Next]
	if st.Kind != p.Kind || st.Player != p.Player {
		return Answer{}, &UnexpectedPrompt{Want: st, Got: p}
	}
	a, err := st.Answer(v, p)
	if err != nil {
		return Answer{}, fmt.Errorf("answer %d (%s): %w", s.Next+1, st.Label, err)
	}
	s.Next++
	return a, nil
}

// tell announces the current step to OnStep, once.
func (s *ScriptDecider) tell(v View, p Prompt) {
	if s.OnStep != nil && s.told <= s.Next {
		s.told = s.Next + 1
		s.OnStep(s.Next, v, p)
	}
}

// Finish is called when the game has ended: runs of passes that may end
// with the game (End) are done.
func (s *ScriptDecider) Finish() {
	for s.Next < len(s.Steps) && s.Steps[s.Next].End {
		s.Next++
	}
}

// Unused returns an error if answers were left unused.
func (s *ScriptDecider) Unused() error {
	if s.Next < len(s.Steps) {
		st := s.Steps[s.Next]
		return fmt.Errorf("%d scripted answers unused, starting with %q (line %d)", len(s.Steps)-s.Next, st.Label, st.Line)
	}
	return nil
}

// PassRunError is the error of a run of passes that met a prompt other
// than priority before its condition held, or (Passes > 0) passed more
// times than the script allows.
type PassRunError struct {
	Step   Scripted
	Index  int
	Got    Prompt
	Passes int
}

func (e *PassRunError) Error() string {
	if e.Passes > 0 {
		return fmt.Sprintf("step %d (%s): still not there after %d passes", e.Index+1, e.Step.Label, e.Passes)
	}
	return fmt.Sprintf("step %d (%s): met a %s prompt for player %d", e.Index+1, e.Step.Label, e.Got.Kind, e.Got.Player+1)
}

// UnexpectedPrompt is the error of a strict script that met a prompt it did
// not expect.
type UnexpectedPrompt struct {
	Want Scripted
	Got  Prompt
}

func (e *UnexpectedPrompt) Error() string {
	return fmt.Sprintf("expected a %s prompt for player %d (%s, line %d), got a %s prompt for player %d",
		e.Want.Kind, e.Want.Player+1, e.Want.Label, e.Want.Line, e.Got.Kind, e.Got.Player+1)
}

// Replay answers with recorded answers, in order, for both players.
type Replay struct {
	Answers []Answer
	Next    int
}

// Decide returns the next recorded answer.
func (r *Replay) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	if r.Next >= len(r.Answers) {
		return Answer{}, ErrScriptDone
	}
	a := r.Answers[r.Next]
	r.Next++
	return a, nil
}

// Recorder wraps a decider and records every answer it gives: the game
// record of saves (DESIGN.md: a game is its setup plus the answers).
type Recorder struct {
	D       Decider
	Answers *[]Answer
}

func (r Recorder) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	a, err := r.D.Decide(ctx, v, p)
	if err == nil {
		kept := a
		kept.IDs = slices.Clone(a.IDs) // the decider's memory may be reused (Decider)
		*r.Answers = append(*r.Answers, kept)
	}
	return a, err
}

// Random answers at random from the legal options, with its own seed, for
// sim, fuzzing and playouts. It prefers doing something to passing, so
// games move on.
type Random struct {
	R RNG
	// PassWeight is the chance in 100 of passing when other options exist.
	PassWeight int
	// ids is a ring the answers' ids are cut from, answerRing long: an
	// answer's ids stay as given until answerRing more have been handed
	// out (the engine is done with an answer long before; a keeper copies,
	// Decider), and idx a scratch list of indices;
	// self tells a copy of the decider (whose lists are the original's)
	// from the decider that made them.
	ids  []int32
	idx  []int
	self *Random
}

// own gives a copy of a decider lists of its own.
func (r *Random) own() {
	if r.self != r {
		r.ids, r.idx, r.self = nil, nil, r
	}
}

// answerRing is how many answer ids a Random hands out before it reuses
// the first.
const answerRing = 256

// answerIDs returns n ids for an answer, cut from the ring so that an
// answer allocates nothing once the ring is made; capped so that appending
// to it copies.
func (r *Random) answerIDs(n int) []int32 {
	r.own()
	if cap(r.ids)-len(r.ids) < n {
		if cap(r.ids) >= n {
			r.ids = r.ids[:0] // round the ring again
		} else {
			r.ids = make([]int32, 0, max(answerRing, n))
		}
	}
	out := r.ids[len(r.ids) : len(r.ids)+n : len(r.ids)+n]
	r.ids = r.ids[:len(r.ids)+n]
	return out
}

// pick answers with one option.
func (r *Random) pick(id int32) Answer {
	ids := r.answerIDs(1)
	ids[0] = id
	return Answer{IDs: ids}
}

// NewRandom makes a random decider.
func NewRandom(seed uint64) *Random {
	r := &Random{R: NewRNG(seed), PassWeight: 25, idx: make([]int, 0, 64)}
	r.self = r
	return r
}

func (r *Random) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	if p.Shape != ShapeOne {
		r.own()
		if n := len(p.Options); cap(r.idx) < n {
			r.idx = make([]int, 0, max(n, 64))
		}
		if a, ok := drawAnswer(&p, &r.R, r.answerIDs, r.idx); ok {
			return a, nil
		}
	}
	// One option: passing is weighed against doing something.
	if p.Kind == AskPriority && len(p.Options) > 1 {
		pass := -1
		for i := range p.Options {
			if p.Options[i].Act == ActPass {
				pass = i
			}
		}
		if pass >= 0 && r.R.Intn(100) >= r.PassWeight {
			i := r.R.Intn(len(p.Options) - 1)
			if i >= pass {
				i++
			}
			return r.pick(p.Options[i].ID), nil
		}
	}
	if len(p.Options) == 1 {
		// Intn(1) without its division: the same draw, the same answer.
		r.R.Uint64()
		return r.pick(p.Options[0].ID), nil
	}
	return r.pick(p.Options[r.R.Intn(len(p.Options))].ID), nil
}
