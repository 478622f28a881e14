package rules

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
)

// sampleSalt is mixed into a sample's seed ("goldfish" in ASCII: the
// goldfish bot's imagined worlds were the first samples), so that a
// sample's generator is not the one a game seeded alike starts with.
const sampleSalt = 0x676f6c6466697368

// Sample returns a whole game consistent with everything the viewer has
// seen (DESIGN.md "The engine's surface"): the cards the viewer may not
// see are dealt again, at random from seed, among the places they could
// be, and the game's generator is seeded from seed, so that a search on
// the sample can never read a hidden card, a deck's order or a random
// outcome to come (a draw, a random discard).
//
// What is dealt again: the viewer's own deck (CR 1.3.3: no player knows
// a deck's order), and the opponent's hand, face-down arsenal and
// face-down banished cards and deck, all together: those cards are the
// opponent's cards the viewer has not seen, the card pool minus what is
// public or shown to the viewer, and each could be in any of those
// places. A card the viewer may see (View.Visible: their own hand, a
// face-up card, their deck while they search it) stays where it is, the
// cards of a batch the viewer remembers in a deck (View.Known: cards
// pitched, CR 4.4.3c; a card revealed, CR 8.5.17) are dealt among the
// batch's own places, and those the viewer knows a hand holds (revealed
// from it) to that hand.
// Objects change places, never what they are, so every object is still
// the card it was with its own history; the ids of hidden cards were
// never the viewer's to read (View).
//
// Every sample shows the viewer exactly their View (ViewFor(viewer).Hash
// is the same); the game sampled is not changed. The omniscient view
// sees everything: its sample is a clone with the generator seeded anew.
// A sample has no deciders and no observer.
func (v View) Sample(seed uint64) *Game { return v.sample(seed, nil) }

// SampleReusing is Sample in r's memory: the same game (the same cards in
// the same places, the same generator), valid until r is used again
// (SampleReusing, CloneReusing), which overwrites it. The search deals the
// worlds of its chance nodes again and again, and a world lives only
// while its node is searched.
func (v View) SampleReusing(seed uint64, r *Reuse) *Game { return v.sample(seed, r) }

// sample is Sample in r's memory, or in memory of its own when r is nil.
func (v View) sample(seed uint64, r *Reuse) *Game {
	var c *Game
	if r == nil {
		// The game and its state in one allocation.
		m := new(struct {
			g Game
			s state
		})
		c = &m.g
		v.g.cloneTo(c)
		// The zone lists get their room to grow here, once: a sample is
		// cloned again and again by the search that imagines it, and a
		// clone keeps the zones' layout, so without it every clone's first
		// move would lay them out anew. The other lists are as long as
		// they are: a clone gives them room of its own, and Run gives it
		// them (makeRoom) if the sample itself is played.
		v.g.s.cloneSpread(&m.s)
		c.s = &m.s
	} else {
		// The same zone layout in r's lists (cloneInto: spread and
		// reuse); the other lists have room past their ends, which
		// neither a clone of the sample nor its Run (makeRoom) reads.
		c = &r.g
		v.g.cloneTo(c)
		r.b.reuse, r.b.spread = true, true
		v.g.s.cloneInto(&r.st, &r.b)
		c.s = &r.st
	}
	c.s.RNG = NewRNG(seed ^ sampleSalt)
	// An imagined world talks to no one of the real game: its events reach
	// no board or log, and its questions no player (the one who runs it
	// sets its own deciders and observer).
	c.deciders = [2]Decider{}
	c.SetObserver(nil)
	if v.Viewer != 0 && v.Viewer != 1 {
		return c
	}
	c.redeal(v, v.Viewer, ZoneDeck)
	c.redeal(v, v.Viewer.Opponent(), ZoneHand, ZoneArsenal, ZoneBanished, ZoneDeck)
	return c
}

// redeal puts the cards of p's zones that v may not see in an order drawn
// from c's generator, in the places they held: first in the order of
// their cards' keys, which the real places do not change, then shuffled,
// so that the new places depend on which cards are hidden and the seed,
// never on where they were. A place keeps its face (down). The cards of a
// batch the viewer remembers (seen.go) are dealt among the batch's own
// places, after the others; the cards the viewer knows a hand holds
// (revealed, seen.go) take its first places, in the order of their keys,
// wherever in the hand they were.
func (c *Game) redeal(v View, p Player, zones ...Zone) {
	// The lists start in memory of the call's own (a deck and a hand fit):
	// a sample deals two players' cards, and the search samples again and
	// again.
	var placeBuf [64]hiddenPlace
	var idBuf, shownBuf [64]ObjID
	var batchBuf [8]uint8
	places, ids, shown, batches := placeBuf[:0], idBuf[:0], shownBuf[:0], batchBuf[:0]
	for _, z := range zones {
		for i, obj := range c.s.Zone(p, z) {
			if v.Visible(obj) {
				continue
			}
			if z == ZoneHand && c.s.Objs[obj].Batch == shownBatch {
				shown = append(shown, obj)
				places = append(places, hiddenPlace{z, i, c.s.Objs[obj].FaceUp})
				continue
			}
			places = append(places, hiddenPlace{z, i, c.s.Objs[obj].FaceUp})
			if b := c.s.Objs[obj].Batch; b != 0 && z == ZoneDeck {
				places = places[:len(places)-1]
				if !slices.Contains(batches, b) {
					batches = append(batches, b)
				}
				continue
			}
			ids = append(ids, obj)
		}
	}
	if len(shown) > 0 {
		// The hand's places come first (zones lists the hand first):
		// the known cards take the first, the others are dealt.
		c.byKey(shown)
		c.put(p, places[:len(shown)], shown)
		places = places[len(shown):]
	}
	c.deal(p, places, ids)
	for _, b := range batches {
		places, ids = places[:0], ids[:0]
		for i, obj := range c.s.Zone(p, ZoneDeck) {
			if c.s.Objs[obj].Batch == b && !v.Visible(obj) {
				places = append(places, hiddenPlace{ZoneDeck, i, c.s.Objs[obj].FaceUp})
				ids = append(ids, obj)
			}
		}
		c.deal(p, places, ids)
	}
	// What hand and arsenal hold by timing class (priority.go) follows
	// the cards now there (a deck is no part of it).
	if slices.Contains(zones, ZoneHand) || slices.Contains(zones, ZoneArsenal) {
		c.s.Players[p].held = c.s.countHeld(p)
	}
}

// hiddenPlace is a place of a hidden card in one of a player's zones.
type hiddenPlace struct {
	z  Zone
	i  int
	up bool
}

// deal puts the cards ids in the places of p's zones, in an order drawn
// from c's generator (redeal).
func (c *Game) deal(p Player, places []hiddenPlace, ids []ObjID) {
	if len(ids) < 2 {
		c.put(p, places, ids) // no order to draw: a place taken by a known card moves it
		return
	}
	c.byKey(ids)
	c.s.RNG.Shuffle(ids)
	c.put(p, places, ids)
}

// byKey sorts ids by their cards' keys, copies of one card by their ids.
func (c *Game) byKey(ids []ObjID) {
	// Copies of one card are in the order of their ids, which the places
	// do not change either: the cards dealt out are the same list
	// wherever they were, so two games that differ only in where the
	// hidden cards are give the same sample.
	// The ids are sorted by their card's rank among the game's cards
	// (keyRanks: cards of one key share a rank), a number made once for
	// the game's list of cards and kept by its clones and samples (a
	// sample sorts a whole deck, and comparing two keys at each
	// comparison cost a sixth of a goldfish search, whose chance nodes
	// sample again and again), then by id: each id a number, rank and id
	// together, sorted as numbers.
	rank := c.keyRanks()
	var small [64]uint64
	keys := small[:0]
	if len(ids) > len(small) {
		keys = make([]uint64, 0, len(ids))
	}
	for _, obj := range ids {
		keys = append(keys, uint64(rank[c.s.Objs[obj].Card])<<32|uint64(uint32(obj)))
	}
	slices.Sort(keys)
	for i, k := range keys {
		ids[i] = ObjID(uint32(k))
	}
}

// cardRanks is the rank of each card of a game's list of cards (state.Cards)
// in the order of their keys (keyCompare), cards of one key sharing one;
// cards is the list they are the ranks of.
type cardRanks struct {
	cards []*Card
	rank  []int32
}

// keyRanks is the rank of each of the game's cards by its key (cardRanks),
// made once for the game's list of cards: a game's list changes only when
// a card is added to it (AddCard appends to a copy), so the ranks of the
// list a game was given serve while its list is that one; a clone or a
// sample keeps them (they are never written once made).
func (c *Game) keyRanks() []int32 {
	cards := c.s.Cards
	if r := c.ranks; r != nil && len(r.cards) == len(cards) && (len(cards) == 0 || &r.cards[0] == &cards[0]) {
		return r.rank
	}
	order := make([]int16, 0, len(cards))
	for i, card := range cards {
		if card != nil { // the first is none (New)
			order = append(order, int16(i))
		}
	}
	slices.SortFunc(order, func(a, b int16) int { return keyCompare(cards[a], cards[b]) })
	r := &cardRanks{cards: cards, rank: make([]int32, len(cards))}
	n := int32(0)
	for j, i := range order {
		if j > 0 && keyCompare(cards[i], cards[order[j-1]]) != 0 {
			n++ // two cards of one key share a rank: their copies go by id
		}
		r.rank[i] = n
	}
	c.ranks = r
	return r.rank
}

// keyCompare is strings.Compare(a.Key(), b.Key()) without making the
// keys: the name, then " (colour)" unless colourless.
func keyCompare(a, b *Card) int {
	var pa, pb [4]string
	x, y := keyParts(a, &pa), keyParts(b, &pb)
	var i, j, m, n int // part and byte of each
	for {
		for i < len(x) && m == len(x[i]) {
			i, m = i+1, 0
		}
		for j < len(y) && n == len(y[j]) {
			j, n = j+1, 0
		}
		switch {
		case i == len(x) && j == len(y):
			return 0
		case i == len(x):
			return -1
		case j == len(y):
			return 1
		}
		if k := cmp.Compare(x[i][m], y[j][n]); k != 0 {
			return k
		}
		m, n = m+1, n+1
	}
}

// keyParts is c.Key() in the parts it is made of.
func keyParts(c *Card, p *[4]string) []string {
	if c.Color == Colorless {
		p[0] = c.Name
		return p[:1]
	}
	p[0], p[1], p[2], p[3] = c.Name, " (", c.Color.String(), ")"
	return p[:]
}

// put puts ids[k] in places[k] of p's zones.
func (c *Game) put(p Player, places []hiddenPlace, ids []ObjID) {
	for k, pl := range places {
		obj := ids[k]
		c.s.Zone(p, pl.z)[pl.i] = obj
		o := &c.s.Objs[obj]
		o.Zone, o.FaceUp = pl.z, pl.up
	}
}

// Hash digests everything the viewer sees (the methods of View): two
// games with the same hash look the same to the viewer, whatever their
// hidden cards. The omniscient view sees everything: its hash is the
// state hash (Game.Hash).
func (v View) Hash() uint64 {
	if v.Viewer != 0 && v.Viewer != 1 {
		return v.g.s.Hash()
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
	word(int64(v.Winner()))
	flag(v.Draw())
	word(int64(v.Passes()))
	word(int64(v.Objects()))
	flag(v.ChainOpen())
	for p := range Player(2) {
		word(int64(v.Life(p)))
		word(int64(v.Intellect(p)))
		word(int64(v.Resources(p)))
		word(int64(v.Actions(p)))
		word(int64(v.Hero(p)))
		flag(v.Goldfish(p))
		fmt.Fprintf(h, "%+v;", v.Stats(p))
		for z := range zoneCount {
			word(int64(v.Count(p, z)))
			for _, obj := range v.Zone(p, z) {
				o, _ := v.Obj(obj)
				word(int64(obj))
				word(int64(v.CardIndex(obj)))
				fmt.Fprintf(h, "%d %d %d %v %v %d %v %v %v;", o.Owner, o.Controller, o.Zone, o.FaceUp, o.Counters, o.Proxy, o.Defended, o.Token, o.Gone)
				word(int64(v.Power(obj)))
				word(int64(v.Defense(obj)))
				fmt.Fprintf(h, "%+v;", v.ThisTurn(obj))
			}
		}
		// What the viewer remembers of p's hidden cards (seen.go).
		for _, k := range v.Known(p) {
			fmt.Fprintf(h, "known %d %v", k.Zone, k.Places)
			for _, c := range k.Cards {
				h.Write([]byte(c.Key()))
			}
		}
	}
	for _, l := range v.Stack() {
		fmt.Fprintf(h, "%+v;", l)
	}
	for _, l := range v.Chain() {
		fmt.Fprintf(h, "%+v;", l)
	}
	for _, e := range v.Effects() {
		if e.SourceCard != nil {
			h.Write([]byte(e.SourceCard.Key()))
		}
		e.SourceCard = nil // a pointer: the card's key above says which
		fmt.Fprintf(h, "%+v;", e)
	}
	return h.Sum64()
}
