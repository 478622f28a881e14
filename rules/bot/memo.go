package bot

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/rathe-tcg/rathe/rules"
)

// The memo of lines (Goldfisher.Memo). The goldfish bot's games of one
// deck (`goldfish --auto`, thousands of deals) meet the same turn again
// and again: an opening hand of four cards is one of a few thousand
// multisets of names, and the turn's best line is a function of what the
// player knows there, not of the order the cards came in. A Memo keeps
// the line of each information set searched, keyed by everything the
// player's View shows that the rules may read (memoKey): a search whose
// key was met before answers from the table.
//
// For the answer to be the same whoever searched first (and so the
// games the same for any number of workers sharing one memo), the search
// is a pure function of the key: its world is sampled from a seed drawn
// from the key and the memo's seed (not the game's), its hand in the
// order of its cards (rules.View.SampleInOrder), and the chance nodes
// take their seeds from the search's (chance.go). Two views with one key
// differ only in which object ids their cards have, and in the order of
// what no rule reads: the line found on one is the other's with the ids
// of the visible cards mapped position by position (memoObjects); an
// answer about a card the player could not see where the search began
// (one the line drew) maps to none, and the line stops there: the bot
// searches again when it gets there, as it does today when the real deck
// gives another card than the imagined one.
//
// Not memoized (Best as without a memo): a view that knows its deck's
// order (rules.View.KnowingDeck: the order is no part of the key), and a
// view that sees a card in a deck (searching it: where it lies is no
// part of the key).
//
// A memo serves one deck against one goldfish: the cards the player has
// not seen are the deck's list less the cards seen, which the key does
// not hold.
type Memo struct {
	seed uint64
	max  int

	mu    sync.Mutex
	lines map[uint64]*memoEntry
	// met holds every key searched for, kept or not: a key met before
	// is one more search met again (MemoStats.MetAgain).
	met map[uint64]struct{}

	hits, misses, skipped, keyed atomic.Int64
}

// memoEntry is a line searched and the view's objects it names them by.
type memoEntry struct {
	line Line
	objs []rules.ObjID
	n    int // the view's Objects(): the ids past it were made by the line
}

// DefaultMemoLines bounds a memo when NewMemo is given no bound: the
// first searches of the turns of about 15,000 goldfish games (three
// turns a game); a line keeps its answers and measures (compact). The
// keys are 64-bit digests: two information sets share one with odds of
// about one in ten billion among 50,000 lines.
const DefaultMemoLines = 50_000

// NewMemo returns an empty memo whose searches draw their worlds from
// seed; it keeps at most max lines (0: DefaultMemoLines). Past its bound
// a line searched is not kept: a search met again is searched again and
// finds the same line (only the time differs).
func NewMemo(seed uint64, max int) *Memo {
	if max <= 0 {
		max = DefaultMemoLines
	}
	return &Memo{seed: seed, max: max, lines: map[uint64]*memoEntry{}, met: map[uint64]struct{}{}}
}

// MemoStats counts a memo's searches: answered from the table, searched,
// and searched without it (not memoized); Keyed counts the searches it
// keyed (hits and misses) and MetAgain those whose key had been met
// before. Hits and Misses depend on which search came first when
// several run at once (two games meeting a new key together both search
// it); Keyed and MetAgain do not: MetAgain is Keyed less the distinct
// keys, for the same searches asked in any order.
type MemoStats struct {
	Hits, Misses, Skipped int64
	Keyed, MetAgain       int64
	Lines                 int
}

// Stats says how the memo's searches went so far.
func (m *Memo) Stats() MemoStats {
	m.mu.Lock()
	n, distinct, keyed := len(m.lines), len(m.met), m.keyed.Load()
	m.mu.Unlock()
	return MemoStats{Hits: m.hits.Load(), Misses: m.misses.Load(), Skipped: m.skipped.Load(),
		Keyed: keyed, MetAgain: keyed - int64(distinct), Lines: n}
}

// Best is Best(ctx, v, o) answered from the memo when v's key was met
// (the header above); o.Seed is not read for a view the memo keys. A
// line the memo keys has its answers and measures but no Steps, found
// or met (compact).
func (m *Memo) Best(ctx context.Context, v rules.View, o Options) (Line, error) {
	key, objs, ok := memoKey(v)
	if !ok {
		m.skipped.Add(1)
		return Best(ctx, v, o)
	}
	m.mu.Lock()
	e := m.lines[key]
	m.met[key] = struct{}{}
	m.keyed.Add(1) // with met: Stats reads the two at one moment
	m.mu.Unlock()
	if e != nil {
		m.hits.Add(1)
		l := e.translate(objs)
		if onMemoHit != nil {
			onMemoHit(ctx, v, memoOptions(o, m.seed, key), l)
		}
		return l, nil
	}
	m.misses.Add(1)
	l, err := Best(ctx, v, memoOptions(o, m.seed, key))
	if err != nil {
		return Line{}, err
	}
	e = &memoEntry{line: compact(l), objs: objs, n: v.Objects()}
	m.mu.Lock()
	if len(m.lines) < m.max && m.lines[key] == nil {
		m.lines[key] = e
	}
	m.mu.Unlock()
	return e.translate(objs), nil
}

// compact is what the memo keeps of a line: its answers and measures,
// in memory of their own; not its steps, which only a line shown reads
// (the games' statistics read none).
func compact(l Line) Line {
	c := l
	c.Steps, c.stepCounts = nil, nil
	c.answers = make([]rules.Answer, len(l.answers))
	n := 0
	for _, a := range l.answers {
		n += len(a.IDs)
	}
	ids := make([]int32, 0, n)
	for i, a := range l.answers {
		k := len(ids)
		ids = append(ids, a.IDs...)
		c.answers[i] = rules.Answer{IDs: ids[k:len(ids):len(ids)], X: a.X}
	}
	c.kinds = slices.Clone(l.kinds)
	c.unsure = slices.Clone(l.unsure)
	return c
}

// memoOptions are the options of the search of a key: its world
// sampled from the memo's seed and the key, the hand in order.
func memoOptions(o Options, seed, key uint64) Options {
	x := seed ^ key*0x9e3779b97f4a7c15
	x ^= x >> 31
	o.Seed = x * 0xbf58476d1ce4e5b9
	o.ordered = true
	return o
}

// onMemoHit, when set (tests), is told of every line the memo answered
// with, the view and the options its search would have had.
var onMemoHit func(ctx context.Context, v rules.View, o Options, l Line)

// translate is the entry's line for a view whose memoObjects are to:
// the answers' objects mapped from the entry's view's to to's, and the
// line cut before the first answer about an object neither view could
// see (a card the line drew).
func (e *memoEntry) translate(to []rules.ObjID) Line {
	l := e.line
	at := make(map[rules.ObjID]rules.ObjID, len(e.objs))
	for i, obj := range e.objs {
		at[obj] = to[i]
	}
	answers := make([]rules.Answer, 0, len(l.answers))
	for _, a := range l.answers {
		b := rules.Answer{X: a.X}
		if len(a.IDs) > 0 {
			b.IDs = make([]int32, len(a.IDs))
		}
		ok := true
		for i, id := range a.IDs {
			obj := rules.OptionObj(id)
			switch {
			case obj == rules.NoObj || int(obj) >= e.n:
				// No object, or one the line made: the same id in
				// both (they have as many objects).
				b.IDs[i] = id
			default:
				mapped, seen := at[obj]
				if !seen {
					ok = false
					break
				}
				b.IDs[i] = rules.WithOptionObj(id, mapped)
			}
		}
		if !ok {
			break
		}
		answers = append(answers, b)
	}
	l.answers = answers
	l.kinds = l.kinds[:len(answers):len(answers)]
	l.unsure = l.unsure[:len(answers):len(answers)]
	return l
}

// memoObjects lists the objects v's viewer may see, in the order the
// key names them: by player, by zone, in the zone's order, the
// viewer's hand in the order of its cards (rules.View.SampleInOrder).
func memoObjects(v rules.View) []rules.ObjID {
	var out []rules.ObjID
	for p := range rules.Player(2) {
		for z := rules.ZoneDeck; z <= rules.ZoneChain; z++ {
			objs := v.Zone(p, z)
			if z == rules.ZoneHand && p == v.Viewer {
				slices.SortFunc(objs, func(a, b rules.ObjID) int {
					if k := strings.Compare(v.Card(a).Key(), v.Card(b).Key()); k != 0 {
						return k
					}
					return cmp.Compare(a, b)
				})
			}
			out = append(out, objs...)
		}
	}
	return out
}

// memoKey digests what v's viewer knows that the rules may read: the
// turn and its step, each player's life, intellect, points and what they
// did this turn, every card they see (which card, where, in what order
// but the hand's, its counters, power, defense and what it did this
// turn), how many cards each zone holds, what they remember of hidden
// cards (rules.View.Known), and the continuous effects; objects named by
// their place in memoObjects, never by id. ok is false for a view the
// memo does not key (Memo's header).
func memoKey(v rules.View) (key uint64, objs []rules.ObjID, ok bool) {
	if v.KnowsDeck() || v.Viewer != 0 && v.Viewer != 1 {
		return 0, nil, false
	}
	objs = memoObjects(v)
	label := make(map[rules.ObjID]int, len(objs))
	for i, obj := range objs {
		label[obj] = i
	}
	name := func(obj rules.ObjID) int64 {
		if i, ok := label[obj]; ok {
			return int64(i)
		}
		if obj == rules.NoObj {
			return -1
		}
		if int(obj) >= v.Objects() {
			return -3
		}
		if o, ok := v.Obj(obj); ok && o.Proxy != rules.NoObj {
			if i, ok := label[o.Proxy]; ok {
				return -1000 - int64(i) // an attack proxy, by its source
			}
		}
		return -2 // hidden
	}
	h := fnv.New64a()
	var b [8]byte
	word := func(x int64) {
		binary.LittleEndian.PutUint64(b[:], uint64(x))
		h.Write(b[:])
	}
	flag := func(x bool) {
		if x {
			word(1)
		} else {
			word(0)
		}
	}
	word(int64(v.Viewer))
	word(int64(v.Turn()))
	word(int64(v.TurnPlayer()))
	word(int64(v.First()))
	word(int64(v.Phase()))
	word(int64(v.Step()))
	word(int64(v.Priority()))
	word(int64(v.Passes()))
	word(int64(v.Objects()))
	flag(v.ChainOpen())
	i := 0
	for p := range rules.Player(2) {
		word(int64(v.Life(p)))
		word(int64(v.Intellect(p)))
		word(int64(v.Resources(p)))
		word(int64(v.Actions(p)))
		word(name(v.Hero(p)))
		flag(v.Goldfish(p))
		flag(v.BeatenChest(p))
		fmt.Fprintf(h, "%+v;", v.Stats(p))
		for z := rules.ZoneDeck; z <= rules.ZoneChain; z++ {
			word(int64(v.Count(p, z)))
			seen := v.Zone(p, z)
			if z == rules.ZoneDeck && len(seen) > 0 {
				return 0, nil, false // a card seen in a deck: its place is no part of the key
			}
			for range seen {
				obj := objs[i]
				i++
				o, _ := v.Obj(obj)
				k := v.Card(obj).Key()
				word(int64(len(k)))
				h.Write([]byte(k))
				fmt.Fprintf(h, "%d %d %d %v %v %d %v %v %v;", o.Owner, o.Controller, o.Zone, o.FaceUp, o.Counters, name(o.Proxy), o.Defended, o.Token, o.Gone)
				word(int64(v.Power(obj)))
				word(int64(v.Defense(obj)))
				fmt.Fprintf(h, "%+v;", v.ThisTurn(obj))
			}
		}
		for _, k := range v.Known(p) {
			fmt.Fprintf(h, "known %d %v", k.Zone, k.Places)
			for _, c := range k.Cards {
				h.Write([]byte(c.Key()))
			}
		}
	}
	for _, l := range v.Stack() {
		word(name(l.Obj))
		for _, t := range l.Targets {
			word(name(t.Obj))
			t.Obj = 0
			fmt.Fprintf(h, "%+v;", t)
		}
		l.Obj, l.Targets = 0, nil
		fmt.Fprintf(h, "%+v;", l)
	}
	for _, l := range v.Chain() {
		word(name(l.Attack))
		word(name(l.Source))
		for _, d := range l.Defenders {
			word(name(d))
		}
		l.Attack, l.Source, l.Defenders = 0, 0, nil
		fmt.Fprintf(h, "%+v;", l)
	}
	for _, e := range v.Effects() {
		if e.SourceCard != nil {
			h.Write([]byte(e.SourceCard.Key()))
		}
		word(name(e.Source))
		word(name(e.Obj))
		e.SourceCard, e.Source, e.Obj = nil, 0, 0
		fmt.Fprintf(h, "%+v;", e)
	}
	return h.Sum64(), objs, true
}
