package ruletest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Builder writes a position zone by zone, for one player at a time (P1
// until P2 is called). Each zone method adds cards by key, in order; the
// deck is written top first. The keys are looked up when the position is
// built (Build, Start), which reports any that names no card.
type Builder struct {
	pos    rules.Position
	sides  [2]side
	cur    rules.Player
	known  []*rules.Card
	lookup func(key string) (*rules.Card, bool)
	errs   []error
	// early holds what was wrong as the position was written (Build
	// starts errs afresh each time).
	early []error
	// The combat part (rules.Combat), by key until it is built.
	links   []link
	stack   []layer
	effects []layer
	last    *[]layer // the list the last layer went to
	edits   []func(*rules.Position)
}

// link is a chain link written by key.
type link struct {
	attacker  rules.Player
	attack    string
	defenders []string
	hit, left bool
}

// layer is a card layer written by key.
type layer struct {
	controller rules.Player
	key        string
	target     string
	asInstant  bool
}

// side is what a Builder knows of one player until it is built.
type side struct {
	hero     string
	zones    map[rules.Zone][]string
	resolved []string
	counters []counter
	up       bool
	life     int
	res      int
	actions  int
}

type counter struct {
	key  string
	kind rules.CounterKind
	n    int
}

// Position starts a position in P1's action phase, with HeroA and HeroB.
// The cards given may be named in its zones, as may Gem and Pebble.
func Position(known ...*rules.Card) *Builder {
	b := &Builder{known: append([]*rules.Card{HeroA, HeroB, Gem, Pebble, Spare}, known...)}
	b.pos.Phase = rules.PhaseAction
	return b
}

// Known adds cards the position may name.
func (b *Builder) Known(cs ...*rules.Card) *Builder {
	b.known = append(b.known, cs...)
	return b
}

// Lookup sets where a key is looked up when no known card has it (the
// card pool's tests pass cards.Lookup).
func (b *Builder) Lookup(f func(key string) (*rules.Card, bool)) *Builder {
	b.lookup = f
	return b
}

// P1 and P2 choose the player the next calls write for.
func (b *Builder) P1() *Builder { return b.Side(P1) }
func (b *Builder) P2() *Builder { return b.Side(P2) }

// Side chooses the player the next calls write for.
func (b *Builder) Side(p rules.Player) *Builder {
	b.cur = p
	return b
}

func (b *Builder) side() *side { return &b.sides[b.cur] }

// card finds a card by key: a known card first (the last one given, so
// that a test's own card of a key comes before the defaults), then the
// lookup.
func (b *Builder) card(p rules.Player, key string) *rules.Card {
	for i := len(b.known) - 1; i >= 0; i-- {
		if c := b.known[i]; c.Key() == key {
			return c
		}
	}
	if b.lookup != nil {
		if c, ok := b.lookup(key); ok {
			return c
		}
	}
	b.errs = append(b.errs, fmt.Errorf("p%d: no card %q", p+1, key))
	return nil
}

func (b *Builder) cards(p rules.Player, keys []string) []*rules.Card {
	var out []*rules.Card
	for _, k := range keys {
		if c := b.card(p, k); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// Hero sets the player's hero.
func (b *Builder) Hero(key string) *Builder {
	b.side().hero = key
	return b
}

// Zone adds cards to one of the player's zones: the deck (top first),
// hand, arsenal (face down), pitch, graveyard, banished zone or arena.
func (b *Builder) Zone(z rules.Zone, keys ...string) *Builder {
	switch z {
	case rules.ZoneDeck, rules.ZoneHand, rules.ZoneArsenal, rules.ZonePitch, rules.ZoneGraveyard, rules.ZoneBanished, rules.ZoneArena:
	default:
		b.early = append(b.early, fmt.Errorf("p%d: a position has no cards in the %s", b.cur+1, z))
		return b
	}
	s := b.side()
	s.zones = ensure(s.zones)
	s.zones[z] = append(s.zones[z], keys...)
	return b
}

// Hand, Deck (top first), Arsenal (face down), Pitch, Graveyard, Banished
// and Arena add cards to that zone.
func (b *Builder) Hand(keys ...string) *Builder      { return b.Zone(rules.ZoneHand, keys...) }
func (b *Builder) Deck(keys ...string) *Builder      { return b.Zone(rules.ZoneDeck, keys...) }
func (b *Builder) Arsenal(keys ...string) *Builder   { return b.Zone(rules.ZoneArsenal, keys...) }
func (b *Builder) Pitch(keys ...string) *Builder     { return b.Zone(rules.ZonePitch, keys...) }
func (b *Builder) Graveyard(keys ...string) *Builder { return b.Zone(rules.ZoneGraveyard, keys...) }
func (b *Builder) Banished(keys ...string) *Builder  { return b.Zone(rules.ZoneBanished, keys...) }
func (b *Builder) Arena(keys ...string) *Builder     { return b.Zone(rules.ZoneArena, keys...) }

// Live puts Spare, a free attack, in the player's banished zone, where it
// changes no option: a position that holds nothing else that can end the
// game is a stalemate, a draw at the end of the turn (CR 4.5.4d,
// rules/stalemate.go), and a test that plays past that end makes its
// position live this way (a banished card may come back to the hand, as
// far as that test knows).
func (b *Builder) Live() *Builder { return b.Banished(Spare.Key()) }

// ArsenalUp adds cards to the arsenal and turns the arsenal face up.
func (b *Builder) ArsenalUp(keys ...string) *Builder {
	b.side().up = true
	return b.Zone(rules.ZoneArsenal, keys...)
}

// Resolved adds cards that resolved earlier this turn: they lie in the
// graveyard and their effects are in force.
func (b *Builder) Resolved(keys ...string) *Builder {
	s := b.side()
	s.resolved = append(s.resolved, keys...)
	return b
}

// Counters puts n counters of kind on the player's arena card key, or
// on their arsenal card key (CR 1.15: a mentor's lesson counters).
func (b *Builder) Counters(key string, kind rules.CounterKind, n int) *Builder {
	s := b.side()
	s.counters = append(s.counters, counter{key: key, kind: kind, n: n})
	return b
}

// Life sets the hero's life total (the hero's printed life otherwise).
func (b *Builder) Life(n int) *Builder {
	b.side().life = n
	return b
}

// Resources sets the player's resource points.
func (b *Builder) Resources(n int) *Builder {
	b.side().res = n
	return b
}

// Actions sets the player's action points (the turn player has 1 in the
// action phase otherwise).
func (b *Builder) Actions(n int) *Builder {
	b.side().actions = n
	return b
}

// TurnPlayer sets whose turn it is.
func (b *Builder) TurnPlayer(p rules.Player) *Builder {
	b.pos.TurnPlayer = p
	return b
}

// Turn sets the turn number (1 otherwise).
func (b *Builder) Turn(n int) *Builder {
	b.pos.Turn = n
	return b
}

// Phase sets the phase the position starts in: rules.PhaseStart (the turn
// begins) or rules.PhaseAction (the default).
func (b *Builder) Phase(ph rules.Phase) *Builder {
	b.pos.Phase = ph
	return b
}

// Seed sets the seed of the game's generator.
func (b *Builder) Seed(n uint64) *Builder {
	b.pos.Seed = n
	return b
}

// --- the combat part (rules.Combat)

// Link adds a chain link, the first link first (the last one is the
// active link): the player attacks with the card key (a weapon in their
// arena stands for its attack), and the opponent defends with the cards
// (equipment from their arena, the others from their hand).
func (b *Builder) Link(attack string, defenders ...string) *Builder {
	b.links = append(b.links, link{attacker: b.cur, attack: attack, defenders: defenders})
	return b
}

// Hit marks the last link as hit (CR 7.5.5).
func (b *Builder) Hit() *Builder {
	if n := len(b.links); n > 0 {
		b.links[n-1].hit = true
	} else {
		b.early = append(b.early, errors.New("Hit: no chain link"))
	}
	return b
}

// Left marks the last link's attack as having left the chain (CR 7.0.3c).
func (b *Builder) Left() *Builder {
	if n := len(b.links); n > 0 {
		b.links[n-1].left = true
	} else {
		b.early = append(b.early, errors.New("Left: no chain link"))
	}
	return b
}

// Step sets the step of combat (CR 7).
func (b *Builder) Step(st rules.Step) *Builder {
	b.pos.Step = st
	return b
}

// Layer adds a card layer of the player's to the stack, the top layer
// first (as rules.Combat.Stack lists them).
func (b *Builder) Layer(key string) *Builder {
	b.stack = append(b.stack, layer{controller: b.cur, key: key})
	b.last = &b.stack
	return b
}

// Effect adds a card of the player's that resolved earlier this turn, its
// effects in force (rules.Combat.Effects); the card must be where it went
// as it resolved (Graveyard).
func (b *Builder) Effect(key string) *Builder {
	b.effects = append(b.effects, layer{controller: b.cur, key: key})
	b.last = &b.effects
	return b
}

func (b *Builder) lastLayer(what string) *layer {
	if b.last == nil || len(*b.last) == 0 {
		b.early = append(b.early, fmt.Errorf("%s: no layer", what))
		return &layer{}
	}
	return &(*b.last)[len(*b.last)-1]
}

// Target sets the target of the last layer or effect: the card key, an
// attack on the chain or the stack (CR 1.8.5).
func (b *Builder) Target(key string) *Builder {
	b.lastLayer("Target").target = key
	return b
}

// AsInstant marks the last layer as an action played as though it were
// an instant (CR 8.1.1d).
func (b *Builder) AsInstant() *Builder {
	b.lastLayer("AsInstant").asInstant = true
	return b
}

// Priority gives priority to p; passed says the other player passed it
// to them (CR 1.11.4a).
func (b *Builder) Priority(p rules.Player, passed bool) *Builder {
	b.pos.PriorityGiven, b.pos.Priority, b.pos.Passed = true, p, passed
	return b
}

// Edit changes the built position: for what the builder does not write
// (modes, a defender other than the opponent, an ability layer).
func (b *Builder) Edit(f func(*rules.Position)) *Builder {
	b.edits = append(b.edits, f)
	return b
}

// Build returns the position, or what is wrong with it.
func (b *Builder) Build() (rules.Position, error) {
	pos := b.pos
	b.errs = append(b.early[:0:0], b.early...)
	for i := range b.sides {
		p, sd := rules.Player(i), &b.sides[i]
		s := rules.Side{Life: sd.life, Resources: sd.res, Actions: sd.actions, ArsenalUp: sd.up,
			Hand: b.cards(p, sd.zones[rules.ZoneHand]), Deck: b.cards(p, sd.zones[rules.ZoneDeck]),
			Arsenal: b.cards(p, sd.zones[rules.ZoneArsenal]), Pitch: b.cards(p, sd.zones[rules.ZonePitch]),
			Graveyard: b.cards(p, sd.zones[rules.ZoneGraveyard]), Banished: b.cards(p, sd.zones[rules.ZoneBanished]),
			Arena: b.cards(p, sd.zones[rules.ZoneArena]), Resolved: b.cards(p, sd.resolved)}
		s.Hero = [2]*rules.Card{HeroA, HeroB}[p]
		if sd.hero != "" {
			s.Hero = b.card(p, sd.hero)
		}
		for _, c := range sd.counters {
			k := indexOf(s.Arena, c.key)
			if k < 0 && indexOf(s.Arsenal, c.key) >= 0 {
				s.ArsenalCounters[c.kind] += int8(c.n)
				continue
			}
			if k < 0 {
				b.errs = append(b.errs, fmt.Errorf("p%d: no %q in the arena or arsenal to put counters on", p+1, c.key))
				continue
			}
			s.Counters = ensure(s.Counters)
			set := s.Counters[k]
			set[c.kind] += int8(c.n)
			s.Counters[k] = set
		}
		pos.Players[p] = s
	}
	b.buildCombat(&pos)
	for _, f := range b.edits {
		f(&pos)
	}
	return pos, errors.Join(b.errs...)
}

func (b *Builder) buildCombat(pos *rules.Position) {
	for _, l := range b.links {
		pos.Chain = append(pos.Chain, rules.PosLink{Attacker: l.attacker, Attack: b.card(l.attacker, l.attack),
			Defender: l.attacker.Opponent(), Defenders: b.cards(l.attacker.Opponent(), l.defenders), Hit: l.hit, Left: l.left})
	}
	layers := func(ls []layer) []rules.PosLayer {
		var out []rules.PosLayer
		for _, l := range ls {
			pl := rules.PosLayer{Controller: l.controller, Card: b.card(l.controller, l.key), Kind: rules.CardLayer,
				Ability: -1, TargetPlayer: rules.NoPlayer, AsInstant: l.asInstant}
			if l.target != "" {
				pl.TargetCard = b.card(l.controller, l.target)
			}
			out = append(out, pl)
		}
		return out
	}
	pos.Stack = layers(b.stack)
	pos.Effects = layers(b.effects)
}

func indexOf(cs []*rules.Card, key string) int {
	for i, c := range cs {
		if c.Key() == key {
			return i
		}
	}
	return -1
}

// ensure makes a nil map (of whatever value type the position uses).
func ensure[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		m = make(map[K]V)
	}
	return m
}

// Start builds the game at the position, with reasons for blocked actions
// turned on (rules.Game.Explain) and the script answering for both players.
// A position the engine refuses fails the test.
func (b *Builder) Start(t testing.TB) *Game {
	t.Helper()
	pos, err := b.Build()
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	return NewGame(t, g)
}
