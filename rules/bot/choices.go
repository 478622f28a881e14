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
func enumerate() rules.Answers { return rules.Answers{MaxSubset: maxSubset, MaxOrder: 6} }

// maxSubset is enumerate's widest set question.
const maxSubset = 14

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
	seenOne := oneRoom[:0] // the keys of the answers of one option
	var seenMany manySeen  // of the others
	var keysRoom [16]optKey
	keys := keysRoom[:0]
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
				if !seenMany.add(keys) {
					return true
				}
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

// answerRoom is the room choices' list of p's answers is given: one an
// option, or a set question's subsets between its bounds (Art of War's
// two modes of four: six answers, Answers.Each), so that the list does
// not outgrow its room into new memory; at most maxAnswerRoom (past it
// the list grows as before). A wider set question (past maxSubset) is
// given one an option.
func answerRoom(p *rules.Prompt) int {
	n := len(p.Options)
	if p.Shape != rules.ShapeSubset || n > maxSubset {
		return n
	}
	sets, binom := 0, 1 // binom: n choose k
	for k := 0; k <= n && k <= p.Max; k++ {
		if k >= p.Min {
			sets += binom
		}
		binom = binom * (n - k) / (k + 1)
	}
	return min(max(sets, n), maxAnswerRoom)
}

// maxAnswerRoom bounds answerRoom.
const maxAnswerRoom = 64

// manySeen is the set of the keys of the answers of more than one option
// choices has listed: the first few in a list (a modal card's sets of
// modes; no map to make and no string to join for them), the rest in a
// map.
type manySeen struct {
	flat [48]optKey // the listed answers' keys, one after another
	ends [16]int8   // where each listed answer's keys end in flat
	n    int        // how many are listed
	more map[string]bool
}

// add adds keys, telling whether they were not in the set.
func (m *manySeen) add(keys []optKey) bool {
	start := 0
	for _, end := range m.ends[:m.n] {
		if slices.Equal(m.flat[start:end], keys) {
			return false
		}
		start = int(end)
	}
	// Once an answer of some number of keys has no room in the list, none
	// of that number ever has: each is in the list or in the map, never
	// in both.
	if m.n < len(m.ends) && start+len(keys) <= len(m.flat) {
		copy(m.flat[start:], keys)
		m.ends[m.n] = int8(start + len(keys))
		m.n++
		return true
	}
	key := joinKeys(keys)
	if m.more[key] {
		return false
	}
	if m.more == nil {
		m.more = map[string]bool{}
	}
	m.more[key] = true
	return true
}

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
