package rules

import (
	"context"
	"errors"
)

// Completion search: "offered means completable" (DESIGN.md). Completes
// plays an option of a priority prompt on clones of the game and searches
// every answer of every question the action asks (X, optional and
// alternative costs, modes, targets, pitch, cards for effect costs) until
// one sequence finishes the action without it being reversed (CR 1.10.3).
// Tests use it to hold the priority prompt to its word; a bot can use it to
// try whole actions.

// errSearchStop ends a clone's run at the first question past the answers
// being tried.
var errSearchStop = errors.New("rules: search stops here")

// CompletionLimit bounds the clones one Completes call may try.
const CompletionLimit = 20000

// Completes reports whether some sequence of answers completes option o
// (ActPlay or ActActivate) for player p, from g's state at a priority
// point; tried counts the clones it played. g itself is not changed.
func (g *Game) Completes(p Player, o Option) (ok bool, tried int) {
	var walk func(prefix []Answer) bool
	walk = func(prefix []Answer) bool {
		if tried >= CompletionLimit {
			return false
		}
		tried++
		done, next := g.tryAction(p, o, prefix)
		if done {
			return true
		}
		if next == nil {
			return false // reversed, or finished without completing
		}
		for _, a := range answersOf(next) {
			if walk(append(prefix[:len(prefix):len(prefix)], a)) {
				return true
			}
		}
		return false
	}
	return walk(nil), tried
}

// tryAction carries out o on a clone with the answers given; done when the
// action completed, next the question asked past them.
func (g *Game) tryAction(p Player, o Option, answers []Answer) (done bool, next *Prompt) {
	c := g.Clone()
	c.Explain = false
	rewound := false
	c.SetObserver(func(_ *Game, e *Event) {
		if e.Kind == EvRewind {
			rewound = true
		}
	})
	k := 0
	d := DeciderFunc(func(_ context.Context, _ View, pr Prompt) (Answer, error) {
		if k < len(answers) {
			k++
			return answers[k-1], nil
		}
		cp := pr
		next = &cp
		return Answer{}, errSearchStop
	})
	c.deciders = [2]Decider{d, d}
	err := c.guard(context.Background(), func() error {
		switch o.Act {
		case ActPlay:
			c.playCard(p, o.Obj)
		case ActActivate:
			c.activate(p, o.Obj, int(o.Ability))
		}
		return nil
	})
	if err != nil {
		return false, next
	}
	return !rewound, nil
}

// answersOf lists the answers worth trying for a question: each option of
// a single choice, each subset within the bounds and limits, one order (an
// order never decides whether costs can be paid), each number.
func answersOf(p *Prompt) []Answer {
	var out []Answer
	switch p.Shape {
	case ShapeNumber:
		for x := p.XMin; x <= p.XMax; x++ {
			out = append(out, Answer{X: x})
		}
	case ShapeOrder:
		a := Answer{}
		for _, o := range p.Options {
			a.IDs = append(a.IDs, o.ID)
		}
		out = append(out, a)
	case ShapeSubset:
		n := len(p.Options)
		if n > 12 {
			n = 12
		}
		for mask := 0; mask < 1<<n; mask++ {
			a := Answer{}
			for i := 0; i < n; i++ {
				if mask&(1<<i) != 0 {
					a.IDs = append(a.IDs, p.Options[i].ID)
				}
			}
			if p.Check(a) == nil {
				out = append(out, a)
			}
		}
	default:
		for _, o := range p.Options {
			out = append(out, Pick(o.ID))
		}
	}
	return out
}
