package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Transpositions with the objects renamed. Two orders of the same plays
// may leave the same game but for which object has which id: a weapon's
// attack, its proxy gone once the chain closes (CR 1.4.3c), then a token
// made, or the token then the attack; a copy of a card pitched and the
// other played, or the other way round. The position's key names each
// object by its place (rules.Relabel: those that exist, then those gone,
// each in the order of their ids; rules.Copies: the copies of a card in
// a pitch zone and the graveyard by their zone), so the two meet in the
// table; and the line found at the first is the second's with each
// object mapped to the one at its place in the second (renamed). The
// games are the same but for the names, their options listed in the same
// order (the rules read the ids of the objects that exist in their order
// alone, and never an order of those the key renames), so the search
// from the second position is the first's with the objects renamed: the
// same lines, in the same order, worth the same; the first found among
// equals (doc.go) is the same line, renamed. An object the line makes
// after the position has the same id in both (as many objects in each).
//
// So too for a value whose search met a line that kills: the first line
// that kills ends the search of its world, or of the turn (dominance.go),
// and the line found is the first, but a line that kills counts no
// tie-breaks (doc.go), so its value is the position's whichever kill a
// search met first, and the first found among equals is, at each
// position, the first answer whose lines kill, the same renamed. (Before
// a kill counted no tie-breaks, the cards kept of the first kill found
// were the value's, which the values the table held decided: such a value
// was kept apart.)
//
// Each value of the table keeps the naming of the position it was found
// at (entry.layout, rules.Game.Naming): none for a position whose places
// are its ids.

// noRename, set by the tests, keeps positions whose objects have other
// ids apart in the table (as before the renaming), to compare; and
// noCopyNames those whose copies of a card are named otherwise
// (rules.Copies) alone.
var noRename, noCopyNames bool

// keyOf is node's key and naming (rules.Game.KeyNaming), the naming in
// the search's memory until the next call.
func (s *searcher) keyOf(node *rules.Game) (uint64, []rules.ObjID) {
	if s.gone == nil {
		s.gone = make([]rules.ObjID, 0, 8)
	}
	key, gone := node.KeyNaming(&s.scratch, s.gone[:0])
	if gone != nil {
		s.gone = gone
	}
	return key, gone
}

// layoutKey is key set apart by the naming of its position: a key that
// can meet only a position of the same ids (noRename; or a key made of
// answers that name objects by id, laterKey).
func layoutKey(key uint64, gone []rules.ObjID) uint64 {
	if gone == nil {
		return key
	}
	const prime = 0x100000001b3 // FNV-1a's 64-bit prime
	h := key ^ 0x9ae16a3b2f90404f
	for _, id := range gone {
		h = (h ^ uint64(uint32(id))) * prime
	}
	return h
}

// entry is a value of the table of positions, nil while its position is
// being searched, and the naming of the position it was found at:
// layouts[layout].
type entry struct {
	r      *result
	layout int32
}

// layout is the index in layouts of gone, the naming of a position
// (keyOf): 0 for none, whose places are their ids; the last kept when
// gone is the same (the positions after one mostly have its naming),
// else a copy added.
func (s *searcher) layout(gone []rules.ObjID) int32 {
	if gone == nil {
		return 0
	}
	if len(s.layouts) == 0 {
		s.layouts = append(s.layouts, nil)
	}
	last := len(s.layouts) - 1
	if last > 0 && slices.Equal(s.layouts[last], gone) {
		return int32(last)
	}
	s.layouts = append(s.layouts, slices.Clone(gone))
	return int32(last + 1)
}

// layoutAt is the naming of layout i (layout).
func (s *searcher) layoutAt(i int32) []rules.ObjID {
	if i == 0 {
		return nil
	}
	return s.layouts[i]
}

// renamed is e's value as the value of node, whose naming is gone: its
// line's answers about objects named as node names them (the header
// above).
func (s *searcher) renamed(e entry, node *rules.Game, gone []rules.ObjID) *result {
	r := e.r
	if r.path == nil {
		return r
	}
	from := s.layoutAt(e.layout)
	if slices.Equal(from, gone) {
		return r
	}
	n := node.Omniscient().Objects()
	if cap(s.renaming) < n {
		s.renaming = make([]rules.ObjID, n)
	}
	to := s.renaming[:n]
	rules.Rename(n, from, gone, to)
	c := *r
	var tail **path
	tail = &c.path
	for p := r.path; p != nil; p = p.next {
		q := &path{gs: slices.Clone(p.gs)}
		for i := range q.gs {
			a := &q.gs[i].answer
			if len(a.IDs) == 0 {
				continue
			}
			ids := make([]int32, len(a.IDs))
			for k, id := range a.IDs {
				ids[k] = renameID(id, to)
			}
			a.IDs = ids
		}
		*tail = q
		tail = &q.next
	}
	return &c
}

// renameID is the option id id with its object renamed by to (the id of
// each object of fewer than len(to)), as rules.OptionID lays it out.
func renameID(id int32, to []rules.ObjID) int32 {
	obj := rules.OptionObj(id)
	if obj < 0 || int(obj) >= len(to) {
		return id // no object, or one the line made: the same in both
	}
	return rules.WithOptionObj(id, to[obj])
}
