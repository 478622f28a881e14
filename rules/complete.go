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
		// Every answer of each shape, an order as listed: an order never
		// decides whether a cost can be paid.
		var en Answers
		answers, _ := en.All(next)
		for _, a := range answers {
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
		cp := pr.Kept()
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
