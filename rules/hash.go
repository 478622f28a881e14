package rules

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// Hash returns a digest of the whole game state (DESIGN.md: the same setup
// and answers give the same hash). Card definitions count by their index.
//
// The state is written as 64-bit words, small fields packed together (an
// object is three words), each list preceded by its length; the words are
// mixed in four independent lanes as they come, so the multiplications
// overlap.
//
// The objects' words go straight to lanes 1-3 and the players' zone lists
// straight to lane 4, so those two long runs share one loop: the players'
// words are gathered first (late), lane 4's to be mixed alongside the
// objects, the full blocks' words for lanes 1-3 to be mixed after them.
// Each lane still takes its words in the order they are written, so the
// value is the one of mixing them as they come (TestHashMatchesReference
// keeps that algorithm).
func (s *state) Hash() uint64 {
	h := newWordHash()
	// The number of objects, then the players' words (w, a fixed number),
	// the zone lists' words queued for lane 4 (n4 of them), with the last
	// word of each full block as add would flush it (before the word
	// after it).
	var late lateWords
	w := &late.words
	w[0] = uint64(len(s.Objs))
	g, n4 := 1, 0
	put := func(x uint64) {
		if g&3 == 0 {
			n4 = late.queue(&h, n4, w[g-1])
		}
		w[g] = x
		g++
	}
	for p := range s.Players {
		ps := &s.Players[p]
		put(uint64(uint32(ps.Hero)) | uint64(uint32(int32(ps.Life)))<<32)
		put(uint64(uint32(int32(ps.Intellect))) | uint64(uint32(int32(ps.Resources)))<<32)
		// Actions is small: the turn's talents (played.go) share its
		// word, and whether the player has beaten chest (bit 24).
		put(uint64(uint32(int32(ps.Actions))) | b64(ps.BeatChest)<<24 | uint64(ps.Turn.Talents)<<32)
		zs := &s.zones[p]
		for z := range zs {
			l := s.ids[zs[z].off : zs[z].off+zs[z].n]
			put(uint64(len(l)))
			n4 = late.queueIDs(&h, n4, l)
		}
		t := &ps.Turn
		put(b64(t.Intimidated) | b64(t.Discarded6Power)<<1 | b64(t.DefendFromArsenal)<<2 | b64(ps.Lost)<<3 | b64(t.Drew)<<4 | uint64(uint8(t.ActionDiscards6)&7)<<5 |
			uint64(uint8(t.WeaponAttacks))<<8 | uint64(uint8(t.Attacks))<<16 | uint64(uint8(t.CardsPlayed))<<24 |
			uint64(uint16(t.DamageDealt))<<32 | uint64(uint8(t.GoAgainGained))<<48 | uint64(uint8(t.Activations))<<56)
	}
	h.objs(s.Objs, s.TurnUses, late.lane4[:n4])
	// The full blocks of w into lanes 1-3 (their last words went to lane
	// 4 with the queue); the rest waits in the block, as add leaves it.
	full := (len(w) - 1) &^ 3
	v1, v2, v3 := h.v1, h.v2, h.v3
	for k := 0; k < full; k += 4 {
		v1, v2, v3 = round(v1, w[k]), round(v2, w[k+1]), round(v3, w[k+2])
	}
	h.v1, h.v2, h.v3 = v1, v2, v3
	h.n = copy(h.block[:], w[full:])
	h.total += full
	h.add(uint64(len(s.Stack)))
	for i := range s.Stack {
		l := &s.Stack[i]
		h.add(uint64(l.Kind) | uint64(uint8(l.Controller))<<8 | uint64(uint8(l.Ability))<<16 | b64(l.Granted)<<24 |
			uint64(l.From)<<32 | uint64(l.Paid)<<40 | uint64(l.Event.Kind)<<48)
		h.add(uint64(uint32(l.Obj)) | uint64(l.Gen)<<32 | uint64(uint16(l.GrantCard))<<48)
		h.add(uint64(l.Keyword) | uint64(uint16(l.Delayed))<<32 | uint64(len(l.Targets))<<48 | uint64(len(l.Modes))<<56)
		h.add(uint64(int64(l.X)))
		h.event(&l.Event)
		for _, t := range l.Targets {
			h.add(uint64(uint8(t.Player)) | uint64(t.Gen)<<8 | uint64(uint32(t.Obj))<<32)
		}
		for _, m := range l.Modes {
			h.add(uint64(uint8(m)))
		}
	}
	h.add(b64(s.Chain.Open) | b64(s.Chain.Closing)<<1 | uint64(len(s.Chain.Links))<<8)
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		h.add(uint64(uint32(l.Attack)) | uint64(uint32(l.Source))<<32)
		h.add(uint64(uint8(l.Target)) | uint64(uint8(l.FromHand))<<8 | b64(l.Hit)<<16 | b64(l.Resolved)<<17 |
			b64(l.Damaged)<<18 | b64(l.Left)<<19 | b64(l.GoAgainLKI)<<20 | uint64(len(l.Defenders))<<32)
		h.add(uint64(uint32(int32(l.Damage))) | uint64(uint32(int32(l.Power)))<<32)
		h.ids(l.Defenders)
	}
	h.add(uint64(len(s.Effects)))
	for i := range s.Effects {
		e := &s.Effects[i]
		h.add(uint64(uint32(e.Stamp)) | uint64(uint8(e.Controller))<<32 | uint64(uint16(e.SourceCard))<<40 | uint64(e.Until)<<56)
		h.add(uint64(uint32(e.Source)) | uint64(uint32(e.Obj))<<32)
		h.add(uint64(e.Gen) | uint64(uint8(e.Power))<<16 | uint64(uint8(e.Defense))<<24 | uint64(e.Gains)<<32)
		h.add(uint64(uint8(e.Grant)) | uint64(uint16(e.Prevent))<<8 | uint64(uint8(e.SetCost))<<24 |
			uint64(uint8(e.CostDelta))<<32 | uint64(uint8(e.DamageDelta))<<40 |
			b64(e.Next)<<48 | b64(e.AllMatching)<<49 | b64(e.OnPlay)<<51 |
			b64(e.Shield)<<52 | b64(e.HasSet)<<53 | uint64(e.PreventKind&3)<<54 | b64(e.PreventOnce)<<56 |
			uint64(e.PreventKind>>2)<<57)
		f := &e.Filter
		h.add(uint64(f.Subtypes) | uint64(f.AnySubtypes)<<32)
		h.add(uint64(f.Classes) | uint64(uint8(f.MinCost))<<32 | uint64(uint8(f.MaxCost))<<40 |
			b64(f.HasMaxCost)<<48 | b64(f.Weapon)<<49 | b64(f.ActionCard)<<50 |
			b64(e.GainOnce)<<51 | uint64(uint8(e.GainPlus))<<56) // replacement.go
		h.str(f.Name)
		h.str(f.Moniker)
		if e.StaticGain != 0 || e.Seen != 0 { // a replaced static gain (replacement.go); other effects hash as before
			h.add(uint64(uint8(e.StaticGain)) | uint64(uint8(e.Seen))<<8 | 1<<63)
		}
		if e.PreventCreates != 0 { // a prevention that creates a token (prevention.go); others hash as before
			h.add(uint64(uint16(e.PreventCreates)) | 1<<62)
		}
	}
	for _, ds := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		h.add(uint64(len(ds)))
		for i := range ds {
			d := &ds[i]
			h.add(uint64(uint8(d.Controller)) | uint64(d.On)<<8 | uint64(d.Do)<<16 | uint64(uint8(d.Player))<<24 |
				uint64(uint32(d.Source))<<32)
			// A wager's prize and winner (wager.go): zero for the others.
			h.add(uint64(len(d.Objs)) | uint64(uint16(d.Card))<<32 | uint64(uint8(d.Won))<<48)
			if d.Grant != 0 { // a "next time" (nexttime.go); the others hash as before
				h.add(uint64(uint8(d.Grant)) | 1<<63)
			}
			if d.Card2 != 0 { // a second token of the prize: only such wagers hash it
				h.add(uint64(uint16(d.Card2)))
			}
			for k, o := range d.Objs {
				h.add(uint64(uint32(o)) | uint64(d.Gens[k])<<32)
			}
		}
	}
	h.add(uint64(len(s.Pending)))
	for i := range s.Pending {
		p := &s.Pending[i]
		h.add(uint64(uint8(p.Controller)) | uint64(uint8(p.Ability))<<8 | uint64(uint32(p.Source))<<16)
		h.add(uint64(p.Keyword) | uint64(uint16(p.GrantCard))<<32 | uint64(uint16(p.Delayed))<<48)
		h.add(b64(p.Granted))
		h.event(&p.Event)
	}
	h.add(uint64(uint32(int32(s.Turn))) | uint64(uint8(s.TurnPlayer))<<32 | uint64(uint8(s.First))<<40 |
		uint64(s.Phase)<<48 | uint64(s.Step)<<56)
	h.add(uint64(uint8(s.Priority)) | uint64(uint8(s.Passes))<<8 | uint64(uint8(s.Winner))<<16 |
		b64(s.Draw)<<24 | b64(s.Offered)<<25 | uint64(uint8(s.Idle))<<32)
	h.add(uint64(uint32(s.Timestamp)) | uint64(uint32(s.Moves))<<32)
	h.add(uint64(uint32(s.MovesAtTurnStart)))
	h.add(uint64(uint32(int32(s.LifeAtTurnStart[0]))) | uint64(uint32(int32(s.LifeAtTurnStart[1])))<<32)
	h.add(s.RNG.S)
	return h.sum()
}

// event mixes the triggering event a triggered layer or pending trigger
// carries; its Rule, Hidden and Why are for the log only.
func (h *wordHash) event(e *Event) {
	h.add(uint64(e.Kind) | uint64(uint8(e.Player))<<8 | uint64(uint8(e.From))<<16 | uint64(uint8(e.To))<<24 |
		uint64(uint32(e.Obj))<<32)
	h.add(uint64(uint32(e.Other)) | uint64(uint16(e.Card))<<32 | uint64(uint8(e.Step))<<48 | uint64(uint8(e.Counter))<<56)
	h.add(uint64(uint32(int32(e.Amount))) | uint64(uint32(int32(e.Turn)))<<32)
	h.add(uint64(e.About.Kind) | uint64(uint16(e.About.Card))<<8 | uint64(uint8(e.About.Index))<<24 |
		uint64(uint8(e.Power))<<32 | uint64(uint8(e.Defense))<<40 | uint64(uint8(e.Granted))<<48)
	h.add(uint64(e.About.Keyword) | uint64(e.Gains)<<32)
	h.add(uint64(uint16(e.GrantCard)) | uint64(e.Damage)<<16)
}

// objs mixes the objects, three words each, straight into lanes 1-3,
// with the words queued for lane 4 alongside (one an object), then the
// rest of those. An object's words hold what it did this turn (uses, in
// the order of the objects), as if it were one of its fields.
func (h *wordHash) objs(objs []object, uses []TurnUse, q []uint64) {
	v1, v2, v3, v4 := h.v1, h.v2, h.v3, h.v4
	if littleEndian {
		v1, v2, v3, v4 = objsInMemory(objs, uses, q, v1, v2, v3, v4)
	} else {
		v1, v2, v3, v4 = objsByField(objs, uses, q, v1, v2, v3, v4)
	}
	for i := min(len(objs), len(q)); i < len(q); i++ {
		v4 = round(v4, q[i])
	}
	h.v1, h.v2, h.v3, h.v4 = v1, v2, v3, v4
	h.total += 3 * len(objs)
}

// useWord packs what an object did this turn: Used, Extra, Attacks and
// GoAgain, a byte each, lowest first. The counts go to bits 40-63 of an
// object's second word, GoAgain to the bottom of its third.
func (u *TurnUse) useWord() uint32 {
	return uint32(uint8(u.Used)) | uint32(uint8(u.Extra))<<8 | uint32(uint8(u.Attacks))<<16 | uint32(uint8(u.GoAgain))<<24
}

// nextUse is the use word of object i if uses[*j] is its (moving *j on),
// else 0.
func nextUse(uses []TurnUse, j *int, i int) uint32 {
	if *j < len(uses) && uses[*j].Obj == ObjID(i) {
		*j++
		return uses[*j-1].useWord()
	}
	return 0
}

// objsByField packs each object's words field by field.
func objsByField(objs []object, uses []TurnUse, q []uint64, v1, v2, v3, v4 uint64) (_, _, _, _ uint64) {
	j := 0
	for i := range objs {
		o := &objs[i]
		u := nextUse(uses, &j, i)
		v1 = round(v1, uint64(uint16(o.Card))|uint64(uint8(o.Owner))<<16|uint64(uint8(o.Controller))<<24|
			uint64(o.Zone)<<32|uint64(o.Gen)<<40|
			b64(o.FaceUp)<<56|b64(o.Defended)<<57|b64(o.Token)<<58|b64(o.Gone)<<59)
		v2 = round(v2, uint64(uint32(o.Proxy))|uint64(uint8(o.ProxyAbility))<<32|uint64(u&0xffffff)<<40)
		v3 = round(v3, uint64(u>>24)|uint64(o.Modes)<<8|
			uint64(uint8(o.Counters[CounterPower]))<<24|uint64(uint8(o.Counters[CounterDefense]))<<32|
			uint64(uint8(o.Counters[CounterLesson]))<<40|uint64(o.Pitched)<<48)
		if i < len(q) {
			v4 = round(v4, q[i])
		}
	}
	return v1, v2, v3, v4
}

// objsInMemory packs the same words as objsByField from the object's
// memory, where a little-endian machine lays most fields out as the words
// have them (objLayout), read as bytes m8, 16-bit numbers m16 and 32-bit
// numbers m32 (never the padding, byte 19).
//
// The first word: Card, Owner and Controller (bytes 0-3) and Zone (4),
// Gen (6-7) to bits 40-55, then FaceUp (5), Defended, Token and Gone
// (16-18) to bits 56-59. Those four bytes, each 0 or 1 as Go stores a
// bool, are put side by side in one number and multiplied by
// 1+2^7+2^14+2^21: the shifted copies do not overlap, and bits 21-24 hold
// the four. The second word: Proxy (12-15), ProxyAbility (11) to bits
// 32-39, then the use word's counts. The third: the use word's GoAgain,
// Modes (20-21) to bits 8-23, the counters (8-10) to 24-47, Pitched
// (22-23) to 48-63.
//
// The objects between two that did something this turn are packed as one
// run (objsRun), with no use word to look up; those that did, one by one.
func objsInMemory(objs []object, uses []TurnUse, q []uint64, v1, v2, v3, v4 uint64) (_, _, _, _ uint64) {
	at := 0
	for k := range uses {
		i := int(uses[k].Obj)
		if i < at || i >= len(objs) {
			continue // none such: the records are in the order of the objects (state.turnUse)
		}
		v1, v2, v3, v4 = objsRun(objs[at:i], q[min(at, len(q)):min(i, len(q))], v1, v2, v3, v4)
		p, u := unsafe.Pointer(&objs[i]), uses[k].useWord()
		v1, v2, v3 = round(v1, word1(p)), round(v2, word2(p)|uint64(u&0xffffff)<<40), round(v3, word3(p)|uint64(u>>24))
		if i < len(q) {
			v4 = round(v4, q[i])
		}
		at = i + 1
	}
	return objsRun(objs[at:], q[min(at, len(q)):min(len(objs), len(q))], v1, v2, v3, v4)
}

// word1, word2 and word3 are the words of the object at p
// (objsInMemory), with no use word: three functions small enough to be
// inlined, for a call an object would cost more than the packing.
func word1(p unsafe.Pointer) uint64 {
	m8, m16, m32 := (*[24]uint8)(p), (*[12]uint16)(p), (*[6]uint32)(p)
	return uint64(m32[0]) | uint64(m8[4])<<32 | uint64(m16[3])<<40 | (uint64(m32[4]<<8|uint32(m8[5]))*bools&(0xf<<21))<<(56-21)
}

func word2(p unsafe.Pointer) uint64 {
	return uint64((*[6]uint32)(p)[3]) | uint64((*[24]uint8)(p)[11])<<32
}

func word3(p unsafe.Pointer) uint64 {
	m16, m32 := (*[12]uint16)(p), (*[6]uint32)(p)
	return uint64(m16[10])<<8 | uint64(m32[2]&0xffffff)<<24 | uint64(m16[11])<<48
}

// bools gathers four bytes that are each 0 or 1 into bits 21-24
// (objsInMemory).
const bools = 1 + 1<<7 + 1<<14 + 1<<21

// objsRun packs a run of objects that did nothing this turn, the first
// len(q) with a lane-4 word each. Those and the objects after them take
// two loops, so that no lane waits in memory. Each loop moves a pointer
// from object to object, which lets every field be read at a fixed offset
// from it: an object's index times 24 costs an address computed anew for
// each byte read.
func objsRun(objs []object, q []uint64, v1, v2, v3, v4 uint64) (_, _, _, _ uint64) {
	if len(objs) == 0 {
		return v1, v2, v3, v4
	}
	const size = unsafe.Sizeof(object{})
	p := unsafe.Pointer(unsafe.SliceData(objs))
	for i := range q {
		v1, v2, v3, v4 = round(v1, word1(p)), round(v2, word2(p)), round(v3, word3(p)), round(v4, q[i])
		if i+1 < len(objs) {
			p = unsafe.Add(p, size) // never past the last object
		}
	}
	for n := len(objs) - len(q); n > 0; n-- {
		v1, v2, v3 = round(v1, word1(p)), round(v2, word2(p)), round(v3, word3(p))
		if n > 1 {
			p = unsafe.Add(p, size)
		}
	}
	return v1, v2, v3, v4
}

// littleEndian says objsInMemory may be used: the machine stores a
// number's low byte first.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// objLayout is zero when each field of object lies where objsInMemory reads
// it (each term is an offset or size against the one expected): a field
// moved, resized or added before the padding makes it non-zero and the
// build fails below; then objsInMemory must be written again, or objs
// must use objsByField alone.
const objLayout = (unsafe.Sizeof(object{}) ^ 24) |
	unsafe.Offsetof(object{}.Card) | (unsafe.Sizeof(object{}.Card) ^ 2) |
	(unsafe.Offsetof(object{}.Owner) ^ 2) | (unsafe.Sizeof(object{}.Owner) ^ 1) |
	(unsafe.Offsetof(object{}.Controller) ^ 3) | (unsafe.Sizeof(object{}.Controller) ^ 1) |
	(unsafe.Offsetof(object{}.Zone) ^ 4) | (unsafe.Sizeof(object{}.Zone) ^ 1) |
	(unsafe.Offsetof(object{}.FaceUp) ^ 5) |
	(unsafe.Offsetof(object{}.Gen) ^ 6) | (unsafe.Sizeof(object{}.Gen) ^ 2) |
	(unsafe.Offsetof(object{}.Counters) ^ 8) | (unsafe.Sizeof(object{}.Counters) ^ 3) |
	uintptr(CounterPower) | (uintptr(CounterDefense) ^ 1) | (uintptr(CounterLesson) ^ 2) |
	(unsafe.Offsetof(object{}.ProxyAbility) ^ 11) | (unsafe.Sizeof(object{}.ProxyAbility) ^ 1) |
	(unsafe.Offsetof(object{}.Proxy) ^ 12) | (unsafe.Sizeof(object{}.Proxy) ^ 4) |
	(unsafe.Offsetof(object{}.Defended) ^ 16) | (unsafe.Offsetof(object{}.Token) ^ 17) | (unsafe.Offsetof(object{}.Gone) ^ 18) |
	(unsafe.Offsetof(object{}.Modes) ^ 20) | (unsafe.Sizeof(object{}.Modes) ^ 2) |
	(unsafe.Offsetof(object{}.Pitched) ^ 22) | (unsafe.Sizeof(object{}.Pitched) ^ 2)

const _ = -uint(objLayout) // objLayout must be 0

// The words of an object name each kind of counter.
const _ = uint(3 - counterKinds) // a new kind of counter: add it to objsByField and objsInMemory

// An object's Pitched talents take 16 bits of its third word
// (Talents; TestPitchedFitsItsWord).

func b64(v bool) uint64 {
	if v {
		return 1
	}
	return 0
}

// wordHash mixes the words of a state as they come, four at a time into
// four lanes (the rounds and the final mix of xxHash64: a multiply, a
// rotation, a multiply per word).
type wordHash struct {
	v1, v2, v3, v4 uint64
	block          [4]uint64
	n, total       int
}

func newWordHash() wordHash {
	p1, p2 := prime1, prime2 // wrapping sums, as xxHash64 seeds its lanes
	return wordHash{v1: p1 + p2, v2: p2, v4: 0 - p1}
}

func (h *wordHash) add(w uint64) {
	if h.n == 4 {
		h.flush()
	}
	h.block[h.n&3] = w
	h.n++
}

// flush mixes a full block into the lanes.
func (h *wordHash) flush() {
	h.v1 = round(h.v1, h.block[0])
	h.v2 = round(h.v2, h.block[1])
	h.v3 = round(h.v3, h.block[2])
	h.v4 = round(h.v4, h.block[3])
	h.n = 0
	h.total += 4
}

// ids mixes object ids, two to a word, straight into the fourth lane.
func (h *wordHash) ids(ids []ObjID) {
	v4 := h.v4
	i := 0
	for ; i+1 < len(ids); i += 2 {
		v4 = round(v4, uint64(uint32(ids[i]))|uint64(uint32(ids[i+1]))<<32)
	}
	if i < len(ids) {
		v4 = round(v4, uint64(uint32(ids[i])))
	}
	h.v4 = v4
	h.total += (len(ids) + 1) / 2
}

// lateWords holds the players' words until the objects are mixed
// (Hash): the number of objects, then for each player three words, one a
// zone and the turn's (a word more in Hash needs one more here). And the
// words for lane 4 in their order: the zone lists of a game take about 50,
// and a longer run is mixed as the queue fills.
type lateWords struct {
	words [1 + len(state{}.Players)*(3+int(zoneCount)+1)]uint64
	lane4 [64]uint64
}

// queue puts word x for lane 4 at n; it returns the queue's new length.
// A full queue is mixed into the lane at once: lane 4 owes nothing to the
// objects.
func (l *lateWords) queue(h *wordHash, n int, x uint64) int {
	if n == len(l.lane4) {
		h.v4 = roundAll(h.v4, l.lane4[:])
		n = 0
	}
	l.lane4[n] = x
	return n + 1
}

// queueIDs queues a zone list's ids for lane 4, two to a word.
func (l *lateWords) queueIDs(h *wordHash, n int, ids []ObjID) int {
	words := (len(ids) + 1) / 2
	if n+words > len(l.lane4) {
		h.v4 = roundAll(h.v4, l.lane4[:n])
		n = 0
		if words > len(l.lane4) {
			h.ids(ids)
			return 0
		}
	}
	h.total += words
	q := l.lane4[n : n+words]
	for k := range len(ids) / 2 {
		q[k] = uint64(uint32(ids[2*k])) | uint64(uint32(ids[2*k+1]))<<32
	}
	if len(ids)&1 != 0 {
		q[words-1] = uint64(uint32(ids[len(ids)-1]))
	}
	return n + words
}

func roundAll(acc uint64, ws []uint64) uint64 {
	for _, x := range ws {
		acc = round(acc, x)
	}
	return acc
}

// str adds a string's length and bytes, eight to a word.
func (h *wordHash) str(s string) {
	h.add(uint64(len(s)))
	var w uint64
	for i := 0; i < len(s); i++ {
		w |= uint64(s[i]) << (8 * (i & 7))
		if i&7 == 7 {
			h.add(w)
			w = 0
		}
	}
	if len(s)&7 != 0 {
		h.add(w)
	}
}

const (
	prime1 uint64 = 11400714785074694791
	prime2 uint64 = 14029467366897019727
	prime3 uint64 = 1609587929392839161
	prime4 uint64 = 9650029242287828579
)

func round(acc, w uint64) uint64 {
	acc += w * prime2
	acc = bits.RotateLeft64(acc, 31)
	return acc * prime1
}

func (h *wordHash) sum() uint64 {
	acc := bits.RotateLeft64(h.v1, 1) + bits.RotateLeft64(h.v2, 7) + bits.RotateLeft64(h.v3, 12) + bits.RotateLeft64(h.v4, 18)
	for _, v := range [4]uint64{h.v1, h.v2, h.v3, h.v4} {
		acc ^= round(0, v)
		acc = acc*prime1 + prime4
	}
	acc += uint64(h.total+h.n) * 8
	for _, x := range h.block[:h.n] {
		acc ^= round(0, x)
		acc = bits.RotateLeft64(acc, 27)*prime1 + prime4
	}
	acc ^= acc >> 33
	acc *= prime2
	acc ^= acc >> 29
	acc *= prime3
	acc ^= acc >> 32
	return acc
}
