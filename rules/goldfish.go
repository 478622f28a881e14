package rules

import (
	"context"
)

// The goldfish: a target that only stands there, for practising a deck
// alone (DESIGN.md: one player goldfishing a deck). It is a player of the
// game like any other, made from the start-of-game rules as they are:
//
//   - CR 4.1.2: each player starts with a hero. The goldfish's is a hero
//     card with the format's starting life (GoldfishLifeBlitz 20,
//     GoldfishLifeCC 40), no class or talent and 0 intellect.
//   - CR 4.1.4: the weapons and equipment a hero starts with are the
//     player's choice from their card-pool; the goldfish starts with none,
//     so it has nothing to defend with (CR 7.3.2a: a hero defends with
//     cards from hand and equipment) and the defend prompt is not asked.
//   - CR 4.1.5: the deck is the rest of the card-pool; the goldfish's is
//     empty. The card-pool rules of the CR (CheckPool) set no size (the
//     size is a format's rule, kept by the decks package), so New accepts
//     it as it is. With 0 intellect it draws nothing (CR 4.1.9, 4.4.3e),
//     and drawing from an empty deck does nothing (zones.go).
//   - CR 1.11: with priority, the goldfish passes; it has no card to play
//     and no ability to activate, and GoldfishDecider never takes a "may".
//
// So the engine needs no mode for it: nothing of a goldfish game is a
// special case, and its state hashes, clones and saves like any other.

// GoldfishName is the name of the goldfish's hero card.
const GoldfishName = "Goldfish"

// The goldfish's life in the two formats: a Blitz hero's life and a
// Classic Constructed one's (the adult heroes of the precons).
const (
	GoldfishLifeBlitz = 20
	GoldfishLifeCC    = 40
)

// GoldfishHero is the goldfish's hero card with the given life (CR 4.1.2):
// no supertype, 0 intellect.
func GoldfishHero(life int) *Card {
	return &Card{Name: GoldfishName, Moniker: GoldfishName, Types: Hero, Life: life, Props: HasLife | HasIntellect}
}

// GoldfishDeck is the goldfish's deck: its hero, no arena-card and no
// deck card (CR 4.1.4, 4.1.5).
func GoldfishDeck(life int) Deck { return Deck{Hero: GoldfishHero(life)} }

// IsGoldfish reports whether c is a goldfish's hero card.
func IsGoldfish(c *Card) bool {
	return c != nil && c.Name == GoldfishName && c.Moniker == GoldfishName && c.Types == Hero && c.Intellect == 0 && c.Classes == 0
}

// Goldfish reports whether player p's hero is a goldfish.
func (s *state) Goldfish(p Player) bool {
	if p < 0 || int(p) >= len(s.Players) {
		return false
	}
	return IsGoldfish(s.CardOf(s.Players[p].Hero))
}

// GoldfishSetup is the setup of a practice game: deck against a goldfish
// with the given life. The player takes the first turn: the player chosen
// at random chooses who goes first (CR 4.1.3, Setup.AskFirst), and the
// goldfish, if chosen, gives the first turn to the player
// (GoldfishDecider). The player's decider is asked when the player is
// chosen; Goldfisher bots and the board answer "me".
func GoldfishSetup(seed uint64, deck Deck, life int) Setup {
	return Setup{Seed: seed, Players: [2]Deck{deck, GoldfishDeck(life)}, AskFirst: true}
}

// GoldfishDecider answers the goldfish's prompts with the answer that
// does the least (LeastAnswer): it passes priority, defends with nothing,
// takes no "may", chooses as few cards as it may in the order offered, the
// least X, and the other player to go first.
var GoldfishDecider Decider = DeciderFunc(goldfishDecide)

func goldfishDecide(_ context.Context, v View, p Prompt) (Answer, error) {
	return LeastAnswerIn(p, v.g.answerIDs), nil
}

// GoldfishClone is a clone of a game against a goldfish as player p may
// imagine it (DESIGN.md: a bot sees only its own View): p's View sampled
// from seed (View.Sample), so a search on the clone learns nothing of the
// real deck order, of the opponent's hidden cards or of the random
// outcomes to come (a draw, a random discard): it plays them out in one
// imagined world.
func (g *Game) GoldfishClone(p Player, seed uint64) *Game { return g.ViewFor(p).Sample(seed) }

// Reuse is memory for the clones a search plays one after another (the
// goldfish bot plays thousands a turn): a clone made with CloneReusing
// takes the state's lists and the game's buffers of the clone before it,
// so that a search does not make garbage of each. A Reuse holds one clone
// at a time.
type Reuse struct {
	g  Game
	st state
	b  cloneBufs
}

// Forget drops what the clone in r holds of whoever ran it: its deciders,
// observer, context and RunTurnUntil's stop and known prompt. Memory a
// search keeps for the next one (the goldfish bot's) would otherwise keep
// the runs that played in it alive, and all they reach (the search's
// table of positions), until a later search clones into it. The clone
// is not to be run again: the next CloneReusing or Sample*Reusing with r
// sets them anew.
func (r *Reuse) Forget() {
	c := &r.g
	c.deciders, c.observer, c.ctx = [2]Decider{}, nil, nil
	c.stopAt, c.known = nil, nil
}

// CloneReusing is Clone in r's memory: the clone is valid until the next
// CloneReusing with r, which overwrites it. g is not changed, and shares
// no memory with the clone (but the card definitions and the trigger
// index, as with Clone).
func (g *Game) CloneReusing(r *Reuse) *Game {
	c := &r.g
	// The memory's own events, snapshots and buffers stay (Game); the
	// rest is g's. The trigger index's headers are written only when the
	// memory holds others (trigID): the runs of a search clone games that
	// mostly share them, and while the collector marks each pointer
	// written costs a write barrier (54 headers).
	c.gameCore = g.gameCore
	if c.trigID != g.trigID {
		c.trig, c.trigID = g.trig, g.trigID
	}
	r.b.reuse, r.b.spread = true, false // (spread: a sample's, SampleReusing)
	g.s.cloneInto(&r.st, &r.b)
	c.s = &r.st
	c.events = c.events[:0]
	// A run stopped by its decider (an error carried up by panic) may
	// leave checks and layer copies counted as in use.
	c.bufs.nChecks, c.bufs.nLayers = 0, 0
	c.snapDepth = 0
	// The zone lists cloneInto laid out in r keep their room (a move
	// into a full one lays them out again); the other lists have room to
	// spare past their capacity, but a clone's lists are capped: an
	// append copies (the first Run's makeRoom would copy them all at
	// once).
	c.roomy = true
	c.trigMine = 0
	// RunTurnUntil's stop is the game's, not the clone's.
	c.stopAt, c.stopped, c.settle, c.known = nil, false, false, nil
	return c
}
