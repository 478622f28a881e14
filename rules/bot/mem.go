package bot

import (
	"slices"
	"sync"

	"github.com/rathe-tcg/rathe/rules"
)

// The memory of a search's runs. A search plays thousands of clones a
// turn, and each run answers a dozen questions: what a run keeps is
// allocated once a run (its answers and their steps, runner.keep) or
// carved from blocks of the search (the ids of an answer of one option
// while the run goes on) rather than allocated piece by piece, and what
// it does not keep (its deciders, its observer, the answers while it
// runs) lives in one runner the search reuses.

// spareSearch is the memory of a search that ended, for the next one
// (searchSpares): its runs' clones and the positions' (searcher.reuse,
// nodeReuse, spareMem), the depths' borrowed answers, and the searchMem
// (the worlds dealt, the parked games, the outcomes' lists). Each is
// overwritten before it is read (CloneReusing, the Sample*Reusing deals,
// the lists emptied as they are taken), so a search in it is the search
// in new memory; what a line keeps is its own or carved from blocks no
// piece of which is handed out twice (slab). Made anew for each search,
// the worlds' and positions' games were a quarter of the bytes a
// goldfish game of hh-victor allocated.
type spareSearch struct {
	mem       searchMem
	reuse     *rules.Reuse
	nodeReuse []*rules.Reuse
	spareMem  []*rules.Reuse
	borrowed  []borrowMem
}

// searchSpares holds the spareSearch of the searches that ended (Best
// takes one, and gives it back as it returns).
var searchSpares = sync.Pool{New: func() any { return new(spareSearch) }}

// spareFrom has s search in sp's memory, and returns what gives it back
// once the search is over (nothing of it is read after: Best copies the
// line out).
func (s *searcher) spareFrom(sp *spareSearch) (giveBack func()) {
	if onSpare != nil {
		onSpare(sp.reuse != nil)
	}
	s.mem, s.reuse, s.nodeReuse, s.spareMem, s.borrowed = &sp.mem, sp.reuse, sp.nodeReuse, sp.spareMem, sp.borrowed
	return func() {
		// The positions kept out of nodeReuse (keepNode) are searched:
		// their memory is the next search's too.
		sp.reuse, sp.nodeReuse, sp.spareMem, sp.borrowed = s.reuse, s.nodeReuse, s.spareMem, s.borrowed
		sp.forget()
		searchSpares.Put(sp)
	}
}

// forget has sp's memory hold nothing of the search that ended in it:
// the clones' deciders, observer and stop are its runners
// (rules.Reuse.Forget), which reach the searcher and its table of
// positions; the outcomes' lists hold its results. Kept, they kept that
// table alive until a search as deep and as wide cloned into all of
// them: after hh-olympia's searches of 40,000-75,000 positions the heap
// held 48-76 MB live through the small searches after them, against
// 10-25 MB. Nothing here is read before it is written again (spareSearch).
func (sp *spareSearch) forget() {
	forget := func(rs ...*rules.Reuse) {
		for _, r := range rs {
			if r != nil {
				r.Forget()
			}
		}
	}
	forget(sp.reuse)
	forget(sp.nodeReuse...)
	forget(sp.spareMem...)
	forget(sp.mem.parks...)
	for _, ws := range sp.mem.worlds {
		forget(ws...)
	}
	for i := range sp.mem.chance {
		om := &sp.mem.chance[i]
		clear(om.outs[:cap(om.outs)])
		clear(om.leaves[:cap(om.leaves)])
		clear(om.rs[:cap(om.rs)])
	}
}

// noSpare, set by the tests, has every search in new memory (no
// spareSearch); onSpare, when set (tests), is told of each spareSearch a
// search takes, and whether a search before it had searched in it.
var (
	noSpare bool
	onSpare func(used bool)
)

// slab hands out pieces of a block of Ts. A piece is never handed out
// twice: it lives as long as anything points into its block.
type slab[T any] struct {
	free []T
	// size is how many Ts a block holds (0: slabSize).
	size int
}

// slabSize is how many Ts a block holds by default.
const slabSize = 256

// take returns n zeroed Ts, their capacity capped at n.
func (b *slab[T]) take(n int) []T {
	if cap(b.free)-len(b.free) < n {
		size := b.size
		if size == 0 {
			size = slabSize
		}
		b.free = make([]T, 0, max(n, size))
	}
	i := len(b.free)
	b.free = b.free[:i+n]
	return b.free[i : i+n : i+n]
}

// searchMem is a search's blocks: the ids of the answers of one option
// the runs give the engine. A block lives while anything points into it:
// what a line keeps is the run's own (runner.keep).
type searchMem struct {
	ids slab[int32]
	// idsOf is ids.take as a function (rules.LeastAnswerIn), made once.
	idsOf func(n int) []int32
	// en enumerates the answers of the search's questions (choices), in
	// memory it keeps from one question to the next; enSet once it is
	// enumerate's.
	en    rules.Answers
	enSet bool
	// chance is the memory of the outcomes of the chance nodes, one a
	// chance depth (outcomes).
	chance []outcomeMem
	// worlds is the memory of the worlds dealt at the chance nodes of the
	// position being searched at each depth (chance.go: deal), one a
	// world.
	worlds [][]*rules.Reuse
	// parks are the games where the worlds' runs of the chance node
	// being searched at each chance depth part, and what their run held
	// there (chance.go: parkAt).
	parks   []*rules.Reuse
	parkeds []*parked
	// worldGivens are the answers of the worlds' runs of the chance node
	// being searched at each chance depth, one an outcome (worldGiven).
	worldGivens [][]borrowMem
	// forkGivens are the answers of the runs that went on through a
	// question, one a depth of them (forkGiven).
	forkGivens []borrowMem
	// prefixes is the memory of the prefixes eachFrom tries answers
	// with and of the lists of answers of the questions (choicesLater),
	// a stack (prefixRoom): under prefixTop, the rooms of the eachFroms,
	// eachs and branches going on.
	prefixes  []given
	prefixTop int
	// forks are the lists of the questions those runs went on through
	// (run.forks), one a depth of them (searcher.forking): one run of a
	// depth at a time, read while branch searches its questions (forked),
	// the runs of which are a depth deeper.
	forks [][]fork
	// own is the outcomes' own most of the chance node being bounded
	// (ownMost): only a node at chance depth 1 is (nodeBound.on), one at
	// a time.
	own []float64
}

// ownMost is the memory of the own most of the n outcomes of the chance
// node being bounded (nodeBound.askOwn), each -1 (not asked).
func (m *searchMem) ownMost(n int) []float64 {
	m.own = slices.Grow(m.own[:0], n)[:n]
	for i := range m.own {
		m.own[i] = -1
	}
	return m.own
}

// forkGiven is the memory of the answers of a run that went on through a
// question (runner.fork), depth such runs deep (searcher.forking),
// borrowed (runner.borrowIn) while branch searches its questions: one
// run of a depth at a time, its line kept by keepForked if it may be the
// answer.
func (m *searchMem) forkGiven(depth int) *borrowMem {
	for len(m.forkGivens) <= depth {
		m.forkGivens = append(m.forkGivens, borrowMem{})
	}
	return &m.forkGivens[depth]
}

// prefixRoom is room for a prefix of n answers on the stack of them
// (searchMem.prefixes), and room past them for more answers (capacity
// n+more: a run's fork grows the prefix there), until prefixDone gives
// it back: eachFrom's, each's and branch's, whose calls end in the
// order opposite to their start (the search goes depth first), so that
// one taken later is given back sooner. When the stack is full it goes on in new memory; the
// rooms taken before stay where they are, in the old.
func (m *searchMem) prefixRoom(n, more int) []given {
	end := m.prefixTop + n + more
	if end > len(m.prefixes) {
		m.prefixes = make([]given, max(2*len(m.prefixes), end, 64))
		m.prefixTop = 0 // (the rooms under it are in the old memory)
		end = n + more
	}
	out := m.prefixes[m.prefixTop : m.prefixTop+n : end]
	m.prefixTop = end
	return out
}

// prefixRoom is the room eachFrom leaves past each prefix for the
// answers a run goes on through (fork).
const prefixRoom = 4

// prefixDone gives back the rooms taken since the stack held top
// (prefixRoom).
func (m *searchMem) prefixDone(top int) { m.prefixTop = top }

// forkList is the memory of the list of questions of a run that goes on
// through them (runner.fork), depth such runs deep, emptied.
func (m *searchMem) forkList(depth int) []fork {
	for len(m.forks) <= depth {
		m.forks = append(m.forks, nil)
	}
	return m.forks[depth][:0]
}

// worldGiven is the memory of the answers of the run of the i-th outcome
// of the chance node at chance depth depth (expect), borrowed
// (runner.borrowIn) while the node is searched: one node of a depth at a
// time, as outcomes; expect keeps the shown outcome's (keepBorrowed).
func (m *searchMem) worldGiven(depth, i int) *borrowMem {
	for len(m.worldGivens) <= depth {
		m.worldGivens = append(m.worldGivens, nil)
	}
	for len(m.worldGivens[depth]) <= i {
		m.worldGivens[depth] = append(m.worldGivens[depth], borrowMem{})
	}
	return &m.worldGivens[depth][i]
}

// park is the memory of the game where the worlds' runs of the chance
// node at chance depth depth part (parkAt): one node of a depth at a
// time, as outcomes.
func (m *searchMem) park(depth int) *rules.Reuse {
	for len(m.parks) <= depth {
		m.parks = append(m.parks, new(rules.Reuse))
	}
	return m.parks[depth]
}

// parked is the memory of what the run held there.
func (m *searchMem) parked(depth int) *parked {
	for len(m.parkeds) <= depth {
		m.parkeds = append(m.parkeds, new(parked))
	}
	return m.parkeds[depth]
}

// world is the memory of the i-th world dealt at depth. The worlds of a
// depth live while its position is searched (deal keeps them for the
// chance nodes of the actions tried from it, and deals anew only when the
// node or its kind changes, once the ones before are searched); the next
// position of the depth is searched after that (depth first), and deals
// its worlds in the same memory.
func (m *searchMem) world(depth, i int) *rules.Reuse {
	for len(m.worlds) <= depth {
		m.worlds = append(m.worlds, nil)
	}
	ws := m.worlds[depth]
	for len(ws) <= i {
		ws = append(ws, new(rules.Reuse))
	}
	m.worlds[depth] = ws
	return ws[i]
}

// pick is rules.Pick with its id in m's memory.
func (m *searchMem) pick(id int32) rules.Answer {
	ids := m.ids.take(1)
	ids[0] = id
	return rules.Answer{IDs: ids}
}

// least is rules.LeastAnswer with its ids in m's memory.
func (m *searchMem) least(p *rules.Prompt) rules.Answer {
	if m.idsOf == nil {
		m.idsOf = func(n int) []int32 {
			if n == 0 {
				return []int32{} // none chosen, not nil, as LeastAnswer gives it
			}
			return m.ids.take(n)
		}
	}
	return rules.LeastAnswerIn(*p, m.idsOf)
}

// bottomOrder is bottomOrderIn with its ids in m's memory.
func (m *searchMem) bottomOrder(v rules.View, p *rules.Prompt) rules.Answer {
	return bottomOrderIn(v, p, m.ids.take(len(p.Options)))
}

// enumerator is the search's rules.Answers (enumerate), whose memory
// serves every question of the search (choices: one question at a time).
func (m *searchMem) enumerator() *rules.Answers {
	if !m.enSet {
		m.en, m.enSet = enumerate(), true
	}
	return &m.en
}

// outcomeMem is the memory of a chance node's outcomes (expect): the
// worlds, the runs that told them apart, the results, each list empty
// with room for one a world.
type outcomeMem struct {
	outs   []world
	leaves []run
	rs     []*result
	order  []int
}

// outcomes is the memory of the outcomes of the chance node being
// searched at chance depth depth, of n worlds. Nodes of one depth are
// searched one at a time (one inside another is a depth deeper), so
// each takes the memory of the one before it; a node's outcomes are
// never more than its worlds, so its lists never grow out of it.
func (m *searchMem) outcomes(depth, n int) outcomeMem {
	for len(m.chance) <= depth {
		m.chance = append(m.chance, outcomeMem{})
	}
	om := &m.chance[depth]
	om.outs = slices.Grow(om.outs[:0], n)
	om.leaves = slices.Grow(om.leaves[:0], n)
	om.rs = slices.Grow(om.rs[:0], n)
	om.order = slices.Grow(om.order[:0], n)
	return *om
}
