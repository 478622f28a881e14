package rules

import (
	"context"
	"errors"
	"fmt"
)

// Perft for Flesh and Blood, after the chess engines' perft ("performance
// test, move path enumeration"), which holds move generation still: from a
// fixed position, the number of distinct legal decision sequences to a
// depth N. Here a sequence is the answers to the next N prompts, whichever
// player each is for, and the legal answers of a prompt are the engine's
// own enumeration (Answers, the one the completion search tries), each
// of which must pass Prompt.Check.
//
// What counts as one answer, by the prompt's shape:
//   - ShapeOne: each option (play, activate, pass, pitch, target, yes/no...);
//   - ShapeSubset: each legal subset, as a set: choosing the same cards in
//     another order is the same answer (defenders, modes, choose cards);
//     the empty subset counts when Min allows it. The CR lets a player
//     order the cards they declare as defenders (7.3.2: they become
//     defending in that order); no card of the pool reads that order yet,
//     and the engine's enumeration (Answers) tries each set once;
//   - ShapeOrder: each order of the options (triggers, pitched cards to
//     the bottom), so n options give n! answers;
//   - ShapeNumber: each number from XMin to XMax.
//
// A sequence after which the game ends before the depth is reached is not
// counted (as chess perft counts nothing below a mate); PerftStats.Ended
// says how many there were.
//
// Legality changes change the counts: a count that moves must be explained
// in the commit that moves it.

// PerftStats is what a perft found.
type PerftStats struct {
	// Sequences counts the distinct legal sequences of answers to the next
	// depth prompts.
	Sequences uint64
	// Ended counts the shorter sequences after which the game ended.
	Ended uint64
	// Prompts counts the prompts whose answers were enumerated (every
	// level above the depth), by kind.
	Prompts [promptKindCount]uint64
	// Refused counts enumerated answers Prompt.Check refused: always 0
	// unless the enumeration and the check disagree. They are not
	// counted or played.
	Refused uint64
}

const promptKindCount = len(promptNames)

// PerftBranch is one answer to the first prompt and what lies below it
// (perft's "divide").
type PerftBranch struct {
	Answer Answer
	Stats  PerftStats
}

// The widest subset and order prompts Perft enumerates (2^12 subsets, as
// the completion search; 8! orders).
const (
	perftMaxSubset = 12
	perftMaxOrder  = 8
)

// Perft counts the legal decision sequences of length depth from the
// prompt g comes to after the answers root, g being a game not yet run
// (a new game or position) or at a priority point. g is not changed: each
// sequence is played on a clone, replayed from g.
func Perft(g *Game, root []Answer, depth int) (PerftStats, error) {
	var st PerftStats
	err := g.perft(root, depth, &st)
	return st, err
}

// PerftDivide is Perft split by the answer to the first prompt, which it
// returns too (nil when the game ends first).
func PerftDivide(g *Game, root []Answer, depth int) (*Prompt, []PerftBranch, error) {
	if depth < 1 {
		return nil, nil, errors.New("rules: perft divide needs a depth of 1 or more")
	}
	pr, err := g.promptAfter(root)
	if err != nil || pr == nil {
		return pr, nil, err
	}
	answers, err := PerftAnswers(pr)
	if err != nil {
		return pr, nil, err
	}
	var out []PerftBranch
	for _, a := range answers {
		b := PerftBranch{Answer: a}
		if pr.Check(a) != nil {
			b.Stats.Refused++
		} else if err := g.perft(append(root[:len(root):len(root)], a), depth-1, &b.Stats); err != nil {
			return pr, out, err
		}
		out = append(out, b)
	}
	return pr, out, nil
}

func (g *Game) perft(path []Answer, depth int, st *PerftStats) error {
	if depth == 0 {
		st.Sequences++
		return nil
	}
	pr, err := g.promptAfter(path)
	if err != nil {
		return err
	}
	if pr == nil {
		st.Ended++
		return nil
	}
	st.Prompts[pr.Kind]++
	answers, err := PerftAnswers(pr)
	if err != nil {
		return err
	}
	for _, a := range answers {
		if pr.Check(a) != nil {
			st.Refused++
			continue
		}
		if depth == 1 {
			st.Sequences++ // a leaf: counted, not played (perft's bulk count)
			continue
		}
		if err := g.perft(append(path[:len(path):len(path)], a), depth-1, st); err != nil {
			return err
		}
	}
	return nil
}

// promptAfter plays a clone of g with the answers given and returns the
// prompt that comes next, or nil if the game ends first.
func (g *Game) promptAfter(answers []Answer) (*Prompt, error) {
	c := g.Clone()
	c.Explain = false
	c.SetObserver(nil)
	var next *Prompt
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
	err := c.Run(context.Background())
	switch {
	case errors.Is(err, errSearchStop):
		return next, nil
	case err == nil, errors.Is(err, ErrTurnLimit):
		return nil, nil
	}
	return nil, fmt.Errorf("rules: perft: after %d answers: %w", k, err)
}

// PerftAnswers lists the answers Perft counts for a prompt (see above):
// the engine's enumeration (Answers), with every order of an order
// prompt. It refuses prompts too wide to enumerate.
func PerftAnswers(p *Prompt) ([]Answer, error) {
	en := Answers{MaxSubset: perftMaxSubset, MaxOrder: perftMaxOrder, Strict: true}
	out, err := en.All(p)
	if err != nil {
		return nil, fmt.Errorf("rules: perft: %w", err)
	}
	return out, nil
}
