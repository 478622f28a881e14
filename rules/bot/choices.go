package bot

import (
	"bytes"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The answers worth trying for one question (doc.go): every answer the
// prompt allows (rules.Answers), less those that differ from one tried
// already only by which copy of a card they take.

// enumerate is how choices enumerates a prompt's answers (rules.Answers):
// the subsets of at most 14 options (past it, the subsets of the first 14;
// a hand of the precons never comes near it) and every order of at most 6
// (past it, the listed order alone). A function, not a shared value: Each
// keeps its memory in the Answers it runs on, so two searches on two
// goroutines (sim's workers) must never share one: each search keeps its
// own (searchMem.enumerator).
func enumerate() rules.Answers { return rules.Answers{MaxSubset: 14, MaxOrder: 6} }

// choices lists the answers worth trying for p, asked in g. What the
// answers keep (their ids, their steps) is carved from blocks of the
// call, and an answer of one option is told from the others by its key
// without a map: a question is asked at every position the search meets.
// stepless: the answers have no steps (Options.stepless). en enumerates
// the answers (enumerate's, in the search's memory: searchMem.enumerator).
// The list is made in room, when it has room for one answer an option
// (the search's stack of them: searchMem.prefixRoom), else in new memory.
func choices(p *rules.Prompt, g *rules.Game, stepless bool, en *rules.Answers, room []given) []given {
	out := room[:0]
	if cap(out) < len(p.Options) {
		out = make([]given, 0, len(p.Options))
	}
	// Blocks for an answer of one option each (a priority question);
	// the subsets take more.
	ids := slab[int32]{size: len(p.Options)}
	steps := slab[Step]{size: max(len(p.Options), 1)}
	// The keys of the options, each once; an answer's key is its options'
	// keys in order (a set's sorted), one answer of a key tried.
	var keyRoom [16]optKey
	keyOf := keyRoom[:0]
	if p.Shape != rules.ShapeNumber {
		for _, o := range p.Options {
			keyOf = append(keyOf, optionKey(g, o))
		}
	}
	var oneRoom [16]optKey
	seenOne := oneRoom[:0]       // the keys of the answers of one option
	var seenMany map[string]bool // of the others
	var keys []optKey
	en.Each(p, func(a rules.Answer) bool {
		if p.Shape != rules.ShapeNumber {
			if len(a.IDs) == 1 {
				k := keyOf[p.Find(a.IDs[0])]
				if slices.Contains(seenOne, k) {
					return true
				}
				seenOne = append(seenOne, k)
			} else {
				keys = keys[:0]
				for _, id := range a.IDs {
					keys = append(keys, keyOf[p.Find(id)])
				}
				if p.Shape == rules.ShapeSubset {
					slices.SortFunc(keys, compareKeys) // a set: the same cards in any order
				}
				key := joinKeys(keys)
				if seenMany[key] {
					return true
				}
				if seenMany == nil {
					seenMany = map[string]bool{}
				}
				seenMany[key] = true
			}
		}
		switch {
		case len(a.IDs) > 0:
			kept := ids.take(len(a.IDs)) // kept: Each reuses its memory
			copy(kept, a.IDs)
			a.IDs = kept
		case a.IDs != nil:
			a.IDs = []int32{} // none chosen, as Each gave it
		}
		gv := given{kind: p.Kind, answer: a}
		if !stepless {
			gv.steps = stepsIn(&steps, g, p, a, false)
		}
		out = append(out, gv)
		return true
	})
	return out
}

// optKey names what an option does (optionKey).
type optKey [15]byte

func compareKeys(a, b optKey) int { return bytes.Compare(a[:], b[:]) }

func joinKeys(keys []optKey) string {
	b := make([]byte, 0, len(keys)*(len(optKey{})+1))
	for _, k := range keys {
		b = append(b, k[:]...)
		b = append(b, '|')
	}
	return string(b)
}

// optionKey names what an option does: by its id, but for a card in a
// hidden or interchangeable place (hand, arsenal, pitch zone, deck), by
// the card's definition, so that copies of one card are one choice; and
// so for a token of the arena nothing tells apart from another of its
// definition (rules.View.PlainToken: two Gold tokens are one choice, and
// using one then the other is one order, not two).
func optionKey(g *rules.Game, o rules.Option) optKey {
	var b optKey
	copy(b[:], []byte{byte(o.Act), byte(o.From), byte(o.Ability), byte(o.Player + 1), byte(o.Value), byte(o.About.Kind), byte(o.About.Index)})
	obj := int64(o.Obj)
	if v := g.Omniscient(); v.Visible(o.Obj) {
		switch o.From {
		case rules.PlaceHand, rules.PlaceArsenal, rules.PlacePitch, rules.PlaceDeck:
			obj = -2 - int64(v.CardIndex(o.Obj))
		case rules.PlacePermanent:
			if v.PlainToken(o.Obj) {
				obj = -2 - int64(v.CardIndex(o.Obj)) - int64(v.Controller(o.Obj))<<16
			}
		}
	}
	for i := 0; i < 8; i++ {
		b[7+i] = byte(obj >> (8 * i))
	}
	return b
}

// stepsIn describes an answer to p, asked in g: one step per chosen
// option, or one for a number; in the memory of mem (nil: its own).
func stepsIn(mem *slab[Step], g *rules.Game, p *rules.Prompt, a rules.Answer, forced bool) []Step {
	n := 1
	if p.Shape != rules.ShapeNumber {
		n = len(a.IDs)
	}
	var out []Step
	if mem != nil {
		out = mem.take(n)[:0]
	} else {
		out = make([]Step, 0, n)
	}
	return stepsAppend(out, g, p, a, forced)
}

// stepsAppend appends the steps of an answer to p, asked in g, to out.
func stepsAppend(out []Step, g *rules.Game, p *rules.Prompt, a rules.Answer, forced bool) []Step {
	if p.Shape == rules.ShapeNumber {
		return append(out, Step{Kind: p.Kind, Player: rules.NoPlayer, X: a.X, Forced: forced, Purpose: p.Purpose})
	}
	for _, id := range a.IDs {
		i := p.Find(id)
		if i < 0 {
			continue
		}
		o := p.Options[i]
		st := Step{Kind: p.Kind, Act: o.Act, Place: o.From, About: o.About, Player: o.Player, Value: o.Value, Purpose: p.Purpose, Forced: forced}
		st.Card = g.Omniscient().Card(o.Obj)
		out = append(out, st)
	}
	return out
}
