package rules

import (
	"fmt"
	"slices"
	"sync"
)

// Deck is one player's card pool for a game: a hero, the weapons and
// equipment they start with, and the deck (CR 4.1.2-4.1.5).
type Deck struct {
	Hero  *Card
	Arena []*Card
	Cards []*Card
	// prep is what every game made from the deck needs of it, worked out
	// once by Prepare and shared read-only by copies of the deck (and so
	// by games played at once: rathe sim --workers).
	prep *deckPrep
}

// Prepare works out once what every game started from the deck needs of
// it (its cards told apart, whether its player chooses equipment, and at
// the first game whether it keeps the card-pool rules), so that New need
// not do it again for each game: rathe sim plays a deck thousands of
// times. Copies of the deck share the preparation. New checks that the
// deck is still the one prepared, card for card, and works it out afresh
// when it is not: a deck changed after Prepare is never wrong, only slower.
func (d *Deck) Prepare() { d.prep = prepare(*d) }

// deckPrep is a deck's preparation (Deck.Prepare). Nothing writes into it
// once made.
type deckPrep struct {
	// hero, arena and cards are the deck it was made from, copied, to tell
	// whether a deck still is that deck.
	hero         *Card
	arena, cards []*Card
	spare        bool // Deck.Spare
	// distinct are the deck's cards told apart, in the order they are
	// first met: the hero, the arena-cards, the deck cards in list order,
	// then the tokens they may create; at gives a card's place in it, and
	// arenaAt and cardAt the place of each arena-card and deck card.
	distinct        []*Card
	at              map[*Card]int
	arenaAt, cardAt []uint16
	// poolErr is the deck's first card-pool problem (checkDeck), or nil,
	// worked out when a game first asks (rathe decks list prepares decks
	// it never checks).
	poolOnce sync.Once
	poolErr  error
}

// checked is checkDeck of the prepared deck, worked out once.
func (p *deckPrep) checked() error {
	p.poolOnce.Do(func() {
		p.poolErr = checkDeck(Deck{Hero: p.hero, Arena: p.arena, Cards: p.cards})
	})
	return p.poolErr
}

// prepare works out a deck's preparation.
func prepare(d Deck) *deckPrep {
	p := &deckPrep{hero: d.Hero, arena: slices.Clone(d.Arena), cards: slices.Clone(d.Cards), spare: d.Spare(),
		at: make(map[*Card]int, len(d.Arena)+len(d.Cards)/2+1)}
	place := func(c *Card) uint16 {
		if i, ok := p.at[c]; ok {
			return uint16(i)
		}
		p.at[c] = len(p.distinct)
		p.distinct = append(p.distinct, c)
		return uint16(len(p.distinct) - 1)
	}
	place(d.Hero)
	p.arenaAt = make([]uint16, len(d.Arena))
	for i, c := range d.Arena {
		p.arenaAt[i] = place(c)
	}
	p.cardAt = make([]uint16, len(d.Cards))
	for i, c := range d.Cards {
		p.cardAt[i] = place(c)
	}
	for i := 0; i < len(p.distinct); i++ {
		if c := p.distinct[i]; c != nil {
			for _, t := range c.Tokens {
				place(t)
			}
		}
	}
	return p
}

// prepared returns the deck's preparation: the one Prepare made while the
// deck is still the deck it was made from, otherwise a new one.
func (d *Deck) prepared() *deckPrep {
	if p := d.prep; p != nil && p.hero == d.Hero && slices.Equal(p.arena, d.Arena) && slices.Equal(p.cards, d.Cards) {
		return p
	}
	return prepare(*d)
}

// Setup is everything a game starts from, besides the answers: the same
// setup and answers give the same game (DESIGN.md).
type Setup struct {
	Seed    uint64
	Players [2]Deck
	// AskFirst asks the randomly selected player who takes the first turn
	// (CR 4.1.3); otherwise the selected player goes first.
	AskFirst bool
	// SkipMootOrders does not ask the order of simultaneous triggered
	// layers when every order gives the same game (mootorder.go: the board
	// sets it; games recorded before it, and rathe sim, ask as they did).
	SkipMootOrders bool
	// SkipMoreMootOrders, with SkipMootOrders, knows more orders that
	// change nothing (mootorder.go): those only a card's ability about
	// itself could hear, when that card is not among them, and the layers
	// of tokens that destroy themselves for their controller's next
	// attack or resource points. Games recorded before it ask as they did.
	SkipMoreMootOrders bool
	// PoolChecked says the caller has had both decks through CheckPool
	// already: New then skips the check. (A prepared deck is checked once
	// for all its games anyway, Deck.Prepare.)
	PoolChecked bool
	// Position, when set, is where the game starts instead of the
	// start-of-game procedure (a scenario's position: NewPosition); the
	// decks, AskFirst and Seed above are then not used (the position has
	// its own seed), SkipMootOrders is.
	Position *Position
}

// noCard is state.Cards[0], the definition of no card.
var noCard = &Card{Name: "(none)"}

// New builds a game at the start-of-game procedure (CR 4.1). It refuses a
// deck that breaks a card-pool rule (CheckPool), with the first problem.
//
// The game takes its memory in a few allocations sized for a whole game
// (gameMem, makeRoom), and what depends only on the decks from their
// preparation (Deck.Prepare).
func New(setup Setup) (*Game, error) { return deal(setup, nil) }

// Table deals games one after another in the same memory, for a caller
// that plays many games in turn and keeps nothing of a game once it deals
// the next (rathe sim, a benchmark): the set-up then allocates next to
// nothing, and the collector has little to do. The zero Table is ready to
// use; a Table deals for one goroutine at a time.
type Table struct {
	m    *gameMem
	objs []object
	ids  []ObjID
}

// New deals the game New(setup) deals, the same game, in the memory of the
// table's previous game: that game and whatever shares its memory (its
// state, views of it, the options of its prompts, its snapshots) must no
// longer be in use; the *Game is the same pointer. Clones of it (Clone)
// have memory of their own and stay good. A setup New refuses leaves the
// previous game as it was.
func (t *Table) New(setup Setup) (*Game, error) { return deal(setup, t) }

// tableMem is n zero elements: of *mem, when it holds that many (a table's
// memory from its last game), else new memory, kept in *mem when mem is
// not nil.
func tableMem[T any](mem *[]T, n int) []T {
	if mem != nil && cap(*mem) >= n {
		out := (*mem)[:n]
		clear(out)
		return out
	}
	out := make([]T, n)
	if mem != nil {
		*mem = out
	}
	return out
}

// deal is New, in t's memory when t is not nil.
func deal(setup Setup, t *Table) (*Game, error) {
	if setup.Position != nil {
		g, err := NewPosition(*setup.Position)
		if err == nil {
			g.skipMoot, g.skipMore = setup.SkipMootOrders, setup.SkipMoreMootOrders
		}
		return g, err
	}
	var preps [2]*deckPrep
	nObjs, nCards := 0, 1
	var lens [2][zoneCount]int
	for p := range setup.Players {
		d := &setup.Players[p]
		preps[p] = d.prepared()
		if !setup.PoolChecked {
			if err := preps[p].checked(); err != nil {
				return nil, fmt.Errorf("player %d: %w", p+1, err)
			}
		}
		nObjs += 1 + len(d.Arena) + len(d.Cards)
		nCards += len(preps[p].distinct)
		lens[p][ZoneArena] = 1 // the hero
		if !preps[p].spare {
			lens[p][ZoneArena] += len(d.Arena)
		}
		lens[p][ZoneDeck] = len(d.Cards)
	}
	var m *gameMem
	var ids *[]ObjID
	switch {
	case t == nil:
		m = new(gameMem)
	case t.m == nil:
		t.m = new(gameMem)
		m = t.m
	default:
		m = t.m
		*m = gameMem{} // all of the previous game gone
	}
	m.link()
	g, s := &m.g, &m.s
	s.Priority, s.Winner, s.RNG, s.Phase = NoPlayer, NoPlayer, NewRNG(setup.Seed), PhaseSetup
	g.askFirst = setup.AskFirst
	g.skipMoot, g.skipMore = setup.SkipMootOrders, setup.SkipMoreMootOrders
	// The objects and the zone lists, each in one buffer with the first
	// snapshot's copy of them (rewindable), sized for the whole game.
	n := nObjs + objRoom
	var objsMem *[]object
	if t != nil {
		objsMem, ids = &t.objs, &t.ids
	}
	objs := tableMem(objsMem, 2*n)
	s.Objs, m.snap.b.objs = objs[:0:n], objs[n:]
	// The zone lists, with room (zoneRoom), in one buffer with the first
	// snapshot's copy of them (as large) and the ids of its defenders and
	// delayed triggers' objects.
	spans, nz := zoneRooms(&lens)
	buf := tableMem(ids, 2*nz+32)
	s.layZones(&spans, buf[:nz:nz])
	m.snap.s.ids, m.snap.b.ids = buf[nz:2*nz:2*nz], buf[2*nz:]
	s.Cards = make([]*Card, 1, nCards)
	s.Cards[0] = noCard // index 0: no card

	// Card indices are given in the order the cards are first met, as the
	// objects are made (the deck cards in their random order below), so
	// they depend on the seed; at[p] holds the index given to each of
	// player p's distinct cards, 0 for none yet.
	var atBuf [256]int16
	var at [2][]int16
	if n0, n1 := len(preps[0].distinct), len(preps[1].distinct); n0+n1 <= len(atBuf) {
		at[0], at[1] = atBuf[:n0], atBuf[n0:n0+n1]
	} else {
		at[0], at[1] = make([]int16, n0), make([]int16, n1)
	}
	index := func(p int, k uint16) int16 {
		if i := at[p][k]; i != 0 {
			return i
		}
		c := preps[p].distinct[k]
		if p == 1 { // a card of player 1's deck may be in player 0's too
			if j, ok := preps[0].at[c]; ok && at[0][j] != 0 {
				at[1][k] = at[0][j]
				return at[1][k]
			}
		}
		s.Cards = append(s.Cards, c)
		at[p][k] = int16(len(s.Cards) - 1)
		return at[p][k]
	}

	idRNG := NewRNG(setup.Seed ^ 0x6964736875666c65)
	var orderBuf [128]int
	for p := range setup.Players {
		d, pr := &setup.Players[p], preps[p]
		ps := &s.Players[p]
		ps.Hero = g.newObj(index(p, 0), Player(p), ZoneArena)
		s.Obj(ps.Hero).FaceUp = true
		ps.Life = d.Hero.Life
		ps.Intellect = d.Hero.Intellect
		for i := range d.Arena {
			if pr.spare { // more arena-cards than zones, chosen at the start (equip.go)
				g.addOutOfGame(index(p, pr.arenaAt[i]), Player(p))
				continue
			}
			obj := g.newObj(index(p, pr.arenaAt[i]), Player(p), ZoneArena)
			s.Obj(obj).FaceUp = true
		}
		// Deck cards get their ids in a random order, so that an id says
		// nothing about which card of the list it is (CR 3.0.3: a private
		// object's properties are not available to others). The order comes
		// from the seed through a generator of its own, so the game's
		// generator draws the same numbers as without it.
		order := orderBuf[:0]
		if len(d.Cards) > len(orderBuf) {
			order = make([]int, 0, len(d.Cards))
		}
		for i := range d.Cards {
			order = append(order, i)
		}
		for i := len(order) - 1; i > 0; i-- {
			j := idRNG.Intn(i + 1)
			order[i], order[j] = order[j], order[i]
		}
		for _, i := range order {
			g.newObj(index(p, pr.cardAt[i]), Player(p), ZoneDeck)
		}
	}
	g.registerTokens(nil)
	return g, nil
}

// cardIndex is the index of c in state.Cards, added if it is not there.
// index maps the cards added so far to theirs; without one (nil) the list
// is searched, as New does for the few tokens after its cards.
func (g *Game) cardIndex(index map[*Card]int16, c *Card) int16 {
	if index == nil {
		if i := slices.Index(g.s.Cards, c); i >= 0 {
			return int16(i)
		}
		g.s.Cards = append(g.s.Cards, c)
		g.deaf = 0 // until the trigger index takes the card in (hearCards)
		return int16(len(g.s.Cards) - 1)
	}
	if i, ok := index[c]; ok {
		return i
	}
	g.s.Cards = append(g.s.Cards, c)
	g.deaf = 0 // until the trigger index takes the card in (hearCards)
	i := int16(len(g.s.Cards) - 1)
	index[c] = i
	return i
}

// checkDeck applies the card-pool rules (CheckPool) to a deck, and reports
// the first problem: the same words `rathe decks check` says of it.
func checkDeck(d Deck) error {
	if probs := CheckPool(d.Pool()); len(probs) > 0 {
		return probs[0]
	}
	return nil
}

// Pool is what the card-pool rules read of a deck: each run of copies of a
// card is one entry, as a deck list writes it.
func (d Deck) Pool() Pool {
	var p Pool
	if d.Hero != nil {
		h := d.Hero.PoolCard()
		p.Hero = &h
	}
	p.Arena, p.Deck = poolEntries(d.Arena), poolEntries(d.Cards)
	return p
}

// poolEntries makes each run of copies of a card one entry.
func poolEntries(cs []*Card) []PoolEntry {
	runs := 0
	for i, c := range cs {
		if i == 0 || cs[i-1] != c {
			runs++
		}
	}
	out := make([]PoolEntry, 0, runs) // one allocation: an entry is large
	for i, c := range cs {
		if i > 0 && cs[i-1] == c {
			out[len(out)-1].Count++
			continue
		}
		out = append(out, PoolEntry{Card: c.PoolCard(), Count: 1})
	}
	return out
}

// Side describes one player's position for NewPosition.
type Side struct {
	Hero      *Card
	Life      int // 0 means the hero's starting life
	Arena     []*Card
	Hand      []*Card
	Deck      []*Card // top first
	Arsenal   []*Card
	ArsenalUp bool
	Graveyard []*Card
	Banished  []*Card
	Pitch     []*Card
	Resources int
	Actions   int
	// ActionsGiven keeps Actions as it is, even 0, for the turn player in
	// the action phase once the position is built (CR 1.13.2: nothing
	// left to act with); otherwise a turn player given none has 1.
	ActionsGiven bool
	// Counters put on arena cards, by index in Arena.
	Counters map[int][counterKinds]int8
	// ArsenalCounters are put on each card left in the arsenal once the
	// position is built (CR 1.15), such as a mentor's lesson counters.
	ArsenalCounters CounterSet
	// Resolved lists cards that resolved earlier this turn: their
	// resolution abilities are generated when the game is built, so their
	// effects are in force ("your next weapon attack gets +3"), and the
	// cards lie in the graveyard.
	Resolved []*Card
}

// Position is a game in progress, for scenarios, lessons and puzzles.
type Position struct {
	Seed       uint64
	Turn       int
	TurnPlayer Player
	// Phase is PhaseStart (the turn begins) or PhaseAction (the turn player
	// has priority with an empty stack and a closed chain).
	Phase   Phase
	Players [2]Side
	Combat  // an open chain, a stack, priority, effects in force (position.go)
}

// NewPosition builds a game from a position. Decks keep the given order.
func NewPosition(pos Position) (*Game, error) {
	g := &Game{gameCore: gameCore{s: &state{progress: progress{Priority: NoPlayer, Winner: NoPlayer, RNG: NewRNG(pos.Seed)}}}}
	g.s.Cards = append(g.s.Cards, &Card{Name: "(none)"})
	index := map[*Card]int16{}
	for p := range pos.Players {
		sd := pos.Players[p]
		if sd.Hero == nil || !sd.Hero.Types.Has(Hero) {
			return nil, posErr("", 0, "no-hero", p+1)
		}
		ps := &g.s.Players[p]
		ps.Hero = g.newObj(g.cardIndex(index, sd.Hero), Player(p), ZoneArena)
		g.s.Obj(ps.Hero).FaceUp = true
		ps.Life = sd.Hero.Life
		if sd.Life != 0 {
			ps.Life = sd.Life
		}
		ps.Intellect = sd.Hero.Intellect
		ps.Resources = sd.Resources
		ps.Actions = sd.Actions
		for i, c := range sd.Arena {
			obj := g.newObj(g.cardIndex(index, c), Player(p), ZoneArena)
			g.s.Obj(obj).FaceUp = true
			if ctr, ok := sd.Counters[i]; ok {
				g.s.Obj(obj).Counters = ctr
			}
			if c.Types.Has(Token) {
				g.s.Obj(obj).Token = true
			}
		}
		add := func(cs []*Card, z Zone, up bool) {
			for _, c := range cs {
				obj := g.newObj(g.cardIndex(index, c), Player(p), z)
				g.s.Obj(obj).FaceUp = up
			}
		}
		// CR 3.3.2: an arsenal zone holds at most one card (a hero has
		// one arsenal zone here).
		if len(sd.Arsenal) > 1 {
			return nil, posErr("arsenal", p, "arsenal-holds-one-card", playerWord(Player(p)), len(sd.Arsenal))
		}
		for _, zc := range [...]struct {
			z  Zone
			cs []*Card
		}{{ZoneHand, sd.Hand}, {ZoneDeck, sd.Deck}, {ZoneArsenal, sd.Arsenal}, {ZonePitch, sd.Pitch},
			{ZoneGraveyard, sd.Graveyard}, {ZoneBanished, sd.Banished}} {
			for _, c := range zc.cs {
				if code, rule := zoneRefuses(zc.z, c); code != "" {
					return nil, posErr(zc.z.String(), p, code, playerWord(Player(p)), zc.z.String(), c.Key(), rule)
				}
			}
		}
		add(sd.Hand, ZoneHand, false)
		add(sd.Deck, ZoneDeck, false)
		add(sd.Arsenal, ZoneArsenal, sd.ArsenalUp)
		add(sd.Graveyard, ZoneGraveyard, true)
		add(sd.Banished, ZoneBanished, true)
		add(sd.Pitch, ZonePitch, true)
	}
	g.registerTokens(index)
	s := g.s
	for p := range pos.Players {
		for _, c := range pos.Players[p].Resolved {
			obj := g.newObj(g.cardIndex(index, c), Player(p), ZoneGraveyard)
			s.Obj(obj).FaceUp = true
			// CR 5.1.10, 5.3: a card resolves only once it was played, so
			// it counts among the cards played this turn ("if you've
			// played a Lightning card this turn", CR 8.4.16).
			s.Players[p].Turn.CardsPlayed++
			g.notePlayed(Player(p), obj)
			g.replay(c.Resolve, Ctx{Source: obj, Controller: Player(p), made: Made{Kind: AbilityResolution}}) // what stays in force (position.go)
		}
	}
	s.Turn = pos.Turn
	if s.Turn == 0 {
		s.Turn = 1
	}
	s.TurnPlayer = pos.TurnPlayer
	s.First = pos.TurnPlayer
	switch pos.Phase {
	case PhaseStart:
		s.Phase = PhaseStart
	case PhaseAction:
		s.Phase = PhaseAction
		if pos.Players[pos.TurnPlayer].Actions == 0 {
			s.Players[pos.TurnPlayer].Actions = 1
		}
		// The turn player gains priority through the game state actions
		// (CR 1.10.2) when the game runs.
		s.Priority = NoPlayer
	default:
		return nil, posErr("", 0, "phase", pos.Phase)
	}
	if err := g.buildCombat(&pos, index); err != nil {
		return nil, err
	}
	for p := range pos.Players {
		sd := &pos.Players[p]
		if p == int(pos.TurnPlayer) && pos.Phase == PhaseAction && sd.ActionsGiven {
			s.Players[p].Actions = sd.Actions
		}
		if sd.ArsenalCounters != (CounterSet{}) {
			for _, obj := range s.Zone(Player(p), ZoneArsenal) {
				s.Obj(obj).Counters = sd.ArsenalCounters
			}
		}
	}
	return g, nil
}

// zoneRefuses says why a zone outside the arena cannot hold card c, as a
// PositionWords code and the rule; "" when it can. CR 8.1.8a: a token
// exists only in the arena (one leaving it ceases to exist). CR 3.9.2,
// 3.7.2, 3.3.2, 3.14.2: a hand, a deck, an arsenal and a pitch zone hold
// only their owner's deck-cards (CR 1.3.2c): no weapon, equipment or
// hero. A graveyard and a banished zone hold any of the owner's cards
// (CR 3.8.2, 3.4.2): a destroyed equipment lies in the graveyard.
func zoneRefuses(z Zone, c *Card) (string, Rule) {
	if c.Types.Has(Token) {
		return "token-outside-arena", CRSub(8, 1, 8, 'a')
	}
	var rule Rule
	switch z {
	case ZoneHand:
		rule = CR(3, 9, 2)
	case ZoneDeck:
		rule = CR(3, 7, 2)
	case ZoneArsenal:
		rule = CR(3, 3, 2)
	case ZonePitch:
		rule = CR(3, 14, 2)
	default:
		return "", 0
	}
	if pc := c.PoolCard(); !pc.IsDeckCard() {
		return "zone-holds-deck-cards", rule
	}
	return "", 0
}

// AddCard adds a card definition to a game and returns its index, for
// effects that create tokens.
func (g *Game) AddCard(c *Card) int16 {
	for i, d := range g.s.Cards {
		if d == c {
			return int16(i)
		}
	}
	// state.Cards is shared by clones (state.Clone): append to a copy, so
	// that a clone never writes into another's slice.
	n := len(g.s.Cards)
	g.s.Cards = append(g.s.Cards[:n:n], c)
	g.deaf = 0 // until the trigger index takes the card in (hearCards)
	return int16(n)
}
