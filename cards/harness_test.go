package cards_test

// The card tests speak the rules' test dialect (package rules/ruletest): a
// position written zone by zone with card keys, a strict script of
// answers, checks of what happened. This file keeps what is the pool's
// own: the heroes of the tests and how a key finds its card.

import (
	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	p1 = ruletest.P1 // the turn player in every test position
	p2 = ruletest.P2

	rhinar    = "Rhinar"
	dorinthea = "Dorinthea, Quicksilver Prodigy"
	dawnblade = "Dawnblade, Resplendent"
)

// lookup finds a card of the pool by its exact key ("Dodge (blue)").
func lookup(key string) (*rules.Card, bool) {
	c, ok := cards.Lookup(key)
	return c, ok && c.Key() == key
}

// pos starts a position whose keys are cards of the pool.
func pos() *ruletest.Builder { return ruletest.Position().Lookup(lookup) }

// k looks up a card by key.
func k(key string) *rules.Card { return cards.MustLookup(key) }

// ks looks up several cards.
func ks(keys ...string) []*rules.Card {
	out := make([]*rules.Card, len(keys))
	for i, key := range keys {
		out[i] = k(key)
	}
	return out
}
