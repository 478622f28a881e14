package rules

import (
	"fmt"
	"math/bits"
)

// The answers of a prompt, by its shape (DESIGN.md: the prompt contract):
// one option; a subset of the options within Min, Max and the Limits by
// place; an order of every option; a number from XMin to XMax. This is the
// one place that turns a shape into answers: every answer in turn
// (Answers: the completion search, perft, the goldfish bot), the answer
// that does the least (LeastAnswer: the goldfish, the bots off their line,
// the lesson opponent) and an answer drawn at random (drawAnswer: the
// random decider). A new kind of prompt of one of these shapes needs
// nothing here; a new shape is added here once.

// Answers enumerates the answers of prompts, in memory it keeps from one
// prompt to the next. The zero value tries the subsets of at most 12
// options and one order (the listed one) of an order prompt.
type Answers struct {
	// MaxSubset is the most options whose every subset is tried (0: 12,
	// 4,096 subsets); past it only the subsets of the first MaxSubset.
	MaxSubset int
	// MaxOrder is the most options whose every order is tried; past it,
	// and when 0, the listed order alone (the completion search: an order
	// never decides whether a cost can be paid).
	MaxOrder int
	// Strict makes a prompt wider than MaxSubset or MaxOrder an error
	// rather than cut (perft counts every answer or none).
	Strict bool

	ids []int32
}

// defaultMaxSubset is the widest subset prompt Answers enumerates whole
// when MaxSubset is 0.
const defaultMaxSubset = 12

// Each calls f with every answer of p, in a fixed order, until f returns
// false: each option in turn (ShapeOne); each subset once, as a set, in
// the order of its bit mask over the options, less those Check refuses
// (ShapeSubset: the bounds and the limits by place, CR 8.3.4 dominate,
// CR 8.3.22 overpower); each order (ShapeOrder), or the listed one; each
// number from XMin up (ShapeNumber). The answer's IDs are e's memory,
// valid until f returns: a caller that keeps an answer copies them (All
// does). The error is a prompt too wide for Strict.
func (e *Answers) Each(p *Prompt, f func(Answer) bool) error {
	n := len(p.Options)
	switch p.Shape {
	case ShapeNumber:
		for x := p.XMin; x <= p.XMax; x++ {
			if !f(Answer{X: x}) {
				return nil
			}
		}
	case ShapeOrder:
		ids := e.buf(n)
		for i := range p.Options {
			ids[i] = p.Options[i].ID
		}
		if n > e.MaxOrder && e.Strict {
			return fmt.Errorf("a %s prompt of %d options to order (at most %d)", p.Kind, n, e.MaxOrder)
		}
		if n > e.MaxOrder {
			f(Answer{IDs: ids})
			return nil
		}
		permute(ids, 0, func(order []int32) bool { return f(Answer{IDs: order}) })
	case ShapeSubset:
		most := e.MaxSubset
		if most == 0 {
			most = defaultMaxSubset
		}
		if n > most {
			if e.Strict {
				return fmt.Errorf("a %s prompt of %d options (at most %d)", p.Kind, n, most)
			}
			n = most
		}
		buf := e.buf(n)
		for mask := 0; mask < 1<<n; mask++ {
			if k := bits.OnesCount(uint(mask)); k < p.Min || k > p.Max {
				continue // too few or too many: Check refuses it first
			}
			ids := buf[:0]
			for i := range n {
				if mask&(1<<i) != 0 {
					ids = append(ids, p.Options[i].ID)
				}
			}
			if a := (Answer{IDs: ids}); p.Check(a) == nil && !f(a) {
				return nil
			}
		}
	default:
		ids := e.buf(1)
		for i := range p.Options {
			ids[0] = p.Options[i].ID
			if !f(Answer{IDs: ids}) {
				return nil
			}
		}
	}
	return nil
}

// All lists the answers Each gives, each with IDs of its own.
func (e *Answers) All(p *Prompt) ([]Answer, error) {
	var out []Answer
	err := e.Each(p, func(a Answer) bool {
		if a.IDs != nil {
			a.IDs = append([]int32(nil), a.IDs...)
		}
		out = append(out, a)
		return true
	})
	return out, err
}

// buf is e's memory for n ids.
func (e *Answers) buf(n int) []int32 {
	if cap(e.ids) < n {
		e.ids = make([]int32, n, max(n, 16))
	}
	return e.ids[:n]
}

// permute calls f with every order of ids[k:] after ids[:k] (each once,
// swapping in place), until f returns false; false when it stopped.
func permute(ids []int32, k int, f func([]int32) bool) bool {
	if k >= len(ids)-1 {
		return f(ids)
	}
	for i := k; i < len(ids); i++ {
		ids[k], ids[i] = ids[i], ids[k]
		ok := permute(ids, k+1, f)
		ids[k], ids[i] = ids[i], ids[k]
		if !ok {
			return false
		}
	}
	return true
}

// LeastAnswer is the answer that does the least: pass, "no", no cards
// beyond the least number, the listed order, the least X; to the question
// who goes first, the other player.
func LeastAnswer(p Prompt) Answer { return LeastAnswerIn(p, nil) }

// LeastAnswerIn is LeastAnswer with its ids in the memory ids(n) gives (n
// of them, as drawAnswer takes it), or in memory of their own when ids is
// nil: a search answers such questions at every run.
func LeastAnswerIn(p Prompt, ids func(n int) []int32) Answer {
	mem := func(n int) []int32 {
		if ids == nil {
			return make([]int32, n)
		}
		return ids(n)
	}
	switch p.Shape {
	case ShapeNumber:
		return Answer{X: p.XMin}
	case ShapeOrder, ShapeSubset:
		n := p.Min
		if p.Shape == ShapeOrder {
			n = len(p.Options)
		}
		n = min(n, len(p.Options))
		a := Answer{IDs: mem(n)[:n:n]}
		for i := range n {
			a.IDs[i] = p.Options[i].ID
		}
		return a
	}
	pick := func(id int32) Answer {
		a := Answer{IDs: mem(1)[:1:1]}
		a.IDs[0] = id
		return a
	}
	for _, act := range [...]Act{ActPass, ActNo} {
		for _, o := range p.Options {
			if o.Act == act {
				return pick(o.ID)
			}
		}
	}
	if p.Kind == AskFirstPlayer {
		for _, o := range p.Options {
			if o.Player != p.Player {
				return pick(o.ID)
			}
		}
	}
	if len(p.Options) == 0 {
		return Answer{}
	}
	return pick(p.Options[0].ID)
}

// drawAnswer draws an answer of p at random from rng, for the random
// decider: a number in its range; an order shuffled (Fisher-Yates); a
// subset of a size drawn within Min..Max, its options drawn one by one,
// an option past a limit of its place (dominate, CR 8.3.4) or past the
// action cards allowed (overpower, CR 8.3.22) skipped. ok is false for
// ShapeOne, whose draw is the decider's own (it weighs passing). ids(n)
// gives the memory of an answer of n ids, and idx is scratch of at least
// len(p.Options): nothing is allocated here. The draws from rng are what
// rathe sim's hashes stand on: changing their order or number changes
// every random game.
func drawAnswer(p *Prompt, rng *RNG, ids func(n int) []int32, idx []int) (a Answer, ok bool) {
	switch p.Shape {
	case ShapeNumber:
		return Answer{X: p.XMin + rng.Intn(p.XMax-p.XMin+1)}, true
	case ShapeOrder:
		out := ids(len(p.Options))
		for i := range p.Options {
			out[i] = p.Options[i].ID
		}
		for i := len(out) - 1; i > 0; i-- {
			j := rng.Intn(i + 1)
			out[i], out[j] = out[j], out[i]
		}
		return Answer{IDs: out}, true
	case ShapeSubset:
		n := len(p.Options)
		hi := min(p.Max, n)
		k := p.Min + rng.Intn(hi-p.Min+1)
		idx = idx[:n]
		for i := range n {
			idx[i] = i
		}
		out := ids(k)[:0]
		var from [placeCount]int
		actions, maxActions := 0, p.LimitedActions()
		for i := 0; i < k; i++ {
			j := i + rng.Intn(n-i)
			idx[i], idx[j] = idx[j], idx[i]
			o := &p.Options[idx[i]]
			if l := p.Limited(o.From); l >= 0 && from[o.From] >= l {
				continue
			}
			if o.ActionCard && maxActions >= 0 && actions >= maxActions {
				continue
			}
			if o.ActionCard {
				actions++
			}
			from[o.From]++
			out = append(out, o.ID)
		}
		return Answer{IDs: out}, true
	}
	return Answer{}, false
}
