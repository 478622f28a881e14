package bot

import "github.com/rathe-tcg/rathe/rules"

// Dominance: questions whose answers the search need not all try, because
// one of them is known to be worth at least as much as every other
// (doc.go: what a line is worth). Each rule here says why; Options
// cannot turn them off, but the tests can (unpruned), to compare the
// search with the one that tries every answer.

// The first line that kills ends the search of the goldfish bot (Best
// with no Options.Opponent and no Options.Weights, against a goldfish,
// rules.IsGoldfish; not the easy opponent's search against a hero that
// may defend, where the cards kept matter if the kill fails): no line
// deals more damage than the goldfish's life (doc.go: a line that kills
// counts the life the goldfish had), and when the goldfish dies the game
// is over, so
// what the line keeps for a next turn is worth nothing. The line found
// is then the first that kills, not the one that kills with the most
// cards kept (the order of the tie-breaks, doc.go, is not looked at).

// unpruned, set by the tests, makes the search try every answer as it
// did before the dominance rules and bounds (speed_test.go compares the
// two on the turns of every embedded deck).
var unpruned bool

// noBound, set by the tests, turns the bound off alone (bound.go), to
// compare the search with and without it.
var noBound bool

// settled is the answer of a question the search need not branch on,
// and whether p is one.
//
// The arsenal card of the end phase (CR 4.4.3b): any card of the hand
// is as good as any other, and better than none. The damage of the turn
// is settled when it is asked: what follows to the end of the turn is
// the pitch zone to the bottom (CR 4.4.3c), the points lost (4.4.3d),
// the draw (4.4.3e) and the effects' end (4.4.4), none of which deals
// damage, and no trigger of the card pool waits on any of them (the
// events of rules.When: attacks, hits, defends, plays, activations,
// destructions, clashes, wagers, the chain closing, the start of a turn,
// of an action phase and of the end phase, which comes before this
// question). The other player spends nothing there. The cards kept
// count the arsenal with the hand, so every card gives the same count
// and the same power kept; a card in the arsenal beats none (and
// Weights.Arsenal, unless negative, only adds to it). Among equals the
// search keeps the first found, the first card listed: the answer here.
func (s *searcher) settled(p *rules.Prompt) (rules.Answer, bool) {
	if unpruned || p.Kind != rules.AskCards || p.Purpose != rules.PurposeArsenal ||
		p.Rule != rules.CRSub(4, 4, 3, 'b') || p.Min != 0 || p.Max != 1 || len(p.Options) == 0 ||
		s.weights != nil && s.weights.Arsenal < 0 {
		return rules.Answer{}, false
	}
	return rules.Pick(p.Options[0].ID), true
}
