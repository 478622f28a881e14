package lesson

import (
	"context"
	"errors"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Opponent is the lesson's other player: a simple deterministic decider
// that sees only its own View, and decides from it alone (no memory), so
// that the same position always gets the same answer, also when the board
// replays a game after an undo.
//
//   - With priority, it plays (or activates) the first card of Play that
//     it is offered, else passes.
//   - Asked to defend, it defends with the cards of Defend it is offered
//     (as many as the question allows), else with nothing.
//   - Any other question gets the least it allows (rules.LeastAnswer):
//     a pass, the first card to pitch, the first target or mode, X at
//     its minimum, no to a "may", nothing when choosing nothing is
//     allowed, the order as listed, the other player to go first.
//
// With Play and Defend empty it passes every question it can: the
// learner's side played that way is the "does nothing" check of the tests.
type Opponent struct {
	Player rules.Player
	Play   []*rules.Card
	Defend []*rules.Card
}

var errNoAnswer = errors.New("lesson: the opponent found no legal answer")

// Decide answers one question.
func (o Opponent) Decide(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	card := func(op rules.Option) *rules.Card {
		if op.Obj < 0 {
			return nil
		}
		return v.Card(op.Obj)
	}
	switch p.Kind {
	case rules.AskPriority:
		for _, want := range o.Play {
			for _, op := range p.Options {
				if (op.Act == rules.ActPlay || op.Act == rules.ActActivate) && same(card(op), want) {
					return rules.Pick(op.ID), nil
				}
			}
		}
	case rules.AskDefenders:
		var a rules.Answer
		for _, op := range p.Options {
			if len(a.IDs) < p.Max && slices.ContainsFunc(o.Defend, func(c *rules.Card) bool { return same(card(op), c) }) {
				try := rules.Answer{IDs: append(slices.Clone(a.IDs), op.ID)}
				if p.Check(try) == nil {
					a = try
				}
			}
		}
		if p.Check(a) == nil {
			return a, nil
		}
	}
	// Anything else, and nothing to play or defend with: the answer that
	// does the least (rules.LeastAnswer: no to a "may", X at its minimum,
	// the first card or target, the order as listed).
	if a := rules.LeastAnswer(p); p.Check(a) == nil {
		return a, nil
	}
	if len(p.Options) > 0 {
		if a := rules.Pick(p.Options[0].ID); p.Check(a) == nil {
			return a, nil
		}
	}
	return rules.Answer{}, errNoAnswer
}

// same reports the same card definition (by its key).
func same(a, b *rules.Card) bool { return a != nil && b != nil && a.Key() == b.Key() }
