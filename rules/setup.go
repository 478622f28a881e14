package rules

import (
	"fmt"
)

// Deck is one player's card pool for a game: a hero, the weapons and
// equipment they start with, and the deck (CR 4.1.2-4.1.5).
type Deck struct {
	Hero  *Card
	Arena []*Card
	Cards []*Card
}

// Setup is everything a game starts from, besides the answers: the same
// setup and answers give the same game (DESIGN.md).
type Setup struct {
	Seed    uint64
	Players [2]Deck
	// AskFirst asks the randomly selected player who takes the first turn
	// (CR 4.1.3); otherwise the selected player goes first.
	AskFirst bool
	// PoolChecked says the caller has had both decks through CheckPool
	// already (rathe sim checks a pairing once, then plays it thousands of
	// times): New then skips the check, its most expensive part.
	PoolChecked bool
}

// New builds a game at the start-of-game procedure (CR 4.1). It refuses a
// deck that breaks a card-pool rule (CheckPool), with the first problem.
func New(setup Setup) (*Game, error) {
	g := &Game{S: &State{Priority: NoPlayer, Winner: NoPlayer, RNG: NewRNG(setup.Seed), Phase: PhaseSetup}, askFirst: setup.AskFirst}
	g.S.Cards = append(g.S.Cards, &Card{Name: "(none)"}) // index 0: no card
	index := map[*Card]int16{}
	idRNG := NewRNG(setup.Seed ^ 0x6964736875666c65)
	for p := range setup.Players {
		d := setup.Players[p]
		if !setup.PoolChecked {
			if err := checkDeck(d); err != nil {
				return nil, fmt.Errorf("player %d: %w", p+1, err)
			}
		}
		ps := &g.S.Players[p]
		ps.Hero = g.newObj(g.cardIndex(index, d.Hero), Player(p), ZoneArena)
		g.S.Obj(ps.Hero).FaceUp = true
		ps.Life = d.Hero.Life
		ps.Intellect = d.Hero.Intellect
		spare := d.Spare() // hero-ira: more arena-cards than zones, chosen at the start (equip.go)
		for _, c := range d.Arena {
			if spare {
				g.addOutOfGame(g.cardIndex(index, c), Player(p))
				continue
			}
			obj := g.newObj(g.cardIndex(index, c), Player(p), ZoneArena)
			g.S.Obj(obj).FaceUp = true
		}
		// Deck cards get their ids in a random order, so that an id says
		// nothing about which card of the list it is (CR 3.0.3: a private
		// object's properties are not available to others). The order comes
		// from the seed through a generator of its own, so the game's
		// generator draws the same numbers as without it.
		order := make([]int, len(d.Cards))
		for i := range order {
			order[i] = i
		}
		for i := len(order) - 1; i > 0; i-- {
			j := idRNG.Intn(i + 1)
			order[i], order[j] = order[j], order[i]
		}
		for _, i := range order {
			g.newObj(g.cardIndex(index, d.Cards[i]), Player(p), ZoneDeck)
		}
	}
	g.registerTokens(index)
	return g, nil
}

func (g *Game) cardIndex(index map[*Card]int16, c *Card) int16 {
	if i, ok := index[c]; ok {
		return i
	}
	g.S.Cards = append(g.S.Cards, c)
	i := int16(len(g.S.Cards) - 1)
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
	// Counters put on arena cards, by index in Arena.
	Counters map[int][counterKinds]int8
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
	g := &Game{S: &State{Priority: NoPlayer, Winner: NoPlayer, RNG: NewRNG(pos.Seed)}}
	g.S.Cards = append(g.S.Cards, &Card{Name: "(none)"})
	index := map[*Card]int16{}
	for p := range pos.Players {
		sd := pos.Players[p]
		if sd.Hero == nil || !sd.Hero.Types.Has(Hero) {
			return nil, posErr("", 0, "no-hero", p+1)
		}
		ps := &g.S.Players[p]
		ps.Hero = g.newObj(g.cardIndex(index, sd.Hero), Player(p), ZoneArena)
		g.S.Obj(ps.Hero).FaceUp = true
		ps.Life = sd.Hero.Life
		if sd.Life != 0 {
			ps.Life = sd.Life
		}
		ps.Intellect = sd.Hero.Intellect
		ps.Resources = sd.Resources
		ps.Actions = sd.Actions
		for i, c := range sd.Arena {
			obj := g.newObj(g.cardIndex(index, c), Player(p), ZoneArena)
			g.S.Obj(obj).FaceUp = true
			if ctr, ok := sd.Counters[i]; ok {
				g.S.Obj(obj).Counters = ctr
			}
			if c.Types.Has(Token) {
				g.S.Obj(obj).Token = true
			}
		}
		add := func(cs []*Card, z Zone, up bool) {
			for _, c := range cs {
				obj := g.newObj(g.cardIndex(index, c), Player(p), z)
				g.S.Obj(obj).FaceUp = up
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
	s := g.S
	for p := range pos.Players {
		for _, c := range pos.Players[p].Resolved {
			obj := g.newObj(g.cardIndex(index, c), Player(p), ZoneGraveyard)
			s.Obj(obj).FaceUp = true
			g.replay(c.Resolve, Ctx{Source: obj, Controller: Player(p)}) // what stays in force (position.go)
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
	return g, nil
}

// AddCard adds a card definition to a game and returns its index, for
// effects that create tokens.
func (g *Game) AddCard(c *Card) int16 {
	for i, d := range g.S.Cards {
		if d == c {
			return int16(i)
		}
	}
	// State.Cards is shared by clones (State.Clone): append to a copy, so
	// that a clone never writes into another's slice.
	n := len(g.S.Cards)
	g.S.Cards = append(g.S.Cards[:n:n], c)
	return int16(n)
}
