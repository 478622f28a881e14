// Package saves keeps game records: a game is its setup (the decks and the
// seed) plus the answers given to its prompts (DESIGN.md "Determinism").
// Replaying the answers on the same setup rebuilds the same game, checked
// with rules.Game.Hash.
package saves

import (
	"context"
	"errors"
	"fmt"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// Record is a game record: the seed, both decks (embedded names or file
// paths, as decks.Load takes them) and every answer given, in the order the
// prompts were asked, for both players together.
type Record struct {
	Seed    uint64
	P1, P2  string
	Answers []rules.Answer
}

// LoadDecks reads both decks of a game.
func LoadDecks(p1, p2 string) ([2]rules.Deck, error) {
	a, err := decks.Load(p1)
	if err != nil {
		return [2]rules.Deck{}, fmt.Errorf("player 1: %w", err)
	}
	b, err := decks.Load(p2)
	if err != nil {
		return [2]rules.Deck{}, fmt.Errorf("player 2: %w", err)
	}
	return [2]rules.Deck{a.Deck, b.Deck}, nil
}

// Setup loads the record's decks into the game setup it started from.
func (r *Record) Setup() (rules.Setup, error) {
	ds, err := LoadDecks(r.P1, r.P2)
	if err != nil {
		return rules.Setup{}, err
	}
	return rules.Setup{Seed: r.Seed, Players: ds}, nil
}

// Replay rebuilds the game of a record: the setup from its decks, every
// prompt answered from the recorded answers in order. It returns the game
// where the answers run out, or the finished game. Answers left over after
// the game ended, or an answer the engine rejects, are errors.
func Replay(ctx context.Context, rec *Record) (*rules.Game, error) {
	setup, err := rec.Setup()
	if err != nil {
		return nil, err
	}
	return ReplaySetup(ctx, setup, rec.Answers)
}

// ReplaySetup is Replay on a setup already loaded.
//
// When the answers run out in the middle of an action (a pitch, a target,
// an order of triggers), the game is returned as the engine left it at
// that prompt, which is not a priority point; only a game whose answers end
// just before a priority prompt can go on with Run.
func ReplaySetup(ctx context.Context, setup rules.Setup, answers []rules.Answer) (*rules.Game, error) {
	g, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	r := &rules.Replay{Answers: answers}
	g.SetDecider(0, r)
	g.SetDecider(1, r)
	err = g.Run(ctx)
	switch {
	case errors.Is(err, rules.ErrScriptDone):
		// The answers ran out: the game stops at the next prompt. The
		// engine counted that unanswered prompt as a decision.
		g.Decisions = r.Next
	case err != nil:
		return g, fmt.Errorf("replay: after %d of %d answers: %w", r.Next, len(answers), err)
	case r.Next < len(answers):
		return g, fmt.Errorf("replay: the game ended with %d of %d answers unused", len(answers)-r.Next, len(answers))
	}
	// The recorded deciders are not kept: a caller that goes on sets its own.
	g.SetDecider(0, nil)
	g.SetDecider(1, nil)
	return g, nil
}

// Start builds a game from setup whose deciders record every answer they
// give into rec.Answers, in order. One decider answers for both players;
// two answer for player 1 and player 2. The game has not started: set
// MaxTurns or an observer, then Run or Step it.
func Start(setup rules.Setup, rec *Record, deciders ...rules.Decider) (*rules.Game, error) {
	var ds [2]rules.Decider
	switch len(deciders) {
	case 1:
		ds = [2]rules.Decider{deciders[0], deciders[0]}
	case 2:
		ds = [2]rules.Decider{deciders[0], deciders[1]}
	default:
		return nil, fmt.Errorf("saves: %d deciders, want 1 or 2", len(deciders))
	}
	g, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	rec.Seed = setup.Seed
	for p, d := range ds {
		g.SetDecider(rules.Player(p), rules.Recorder{D: d, Answers: &rec.Answers})
	}
	return g, nil
}

// Play runs a game on the named decks with the given deciders (one for
// both players, or one each) and returns it with its record. The record
// holds every answer given, also when the game stopped with an error.
func Play(ctx context.Context, seed uint64, p1, p2 string, deciders ...rules.Decider) (*rules.Game, *Record, error) {
	rec := &Record{Seed: seed, P1: p1, P2: p2}
	setup, err := rec.Setup()
	if err != nil {
		return nil, rec, err
	}
	g, err := Start(setup, rec, deciders...)
	if err != nil {
		return nil, rec, err
	}
	return g, rec, g.Run(ctx)
}
