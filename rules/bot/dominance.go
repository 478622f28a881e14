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

// noSettledCut, set by the tests, turns the cut of the questions of the
// end phase off alone (bound.go, settledCut).
var noSettledCut bool

// noForLater, set by the tests, turns the cut of the activations for
// later off alone (forLater).
var noForLater bool

// settled is the answer of a question the search need not branch on,
// and whether p is one: which card of a colour a cost banishes from the
// graveyard (banishPick), and the arsenal card of the end phase.
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
// Weights.Arsenal, unless negative, only adds to it). Equal for this
// turn, the cards are not equal for the next: the answer is the card
// worth most played from the arsenal then (arsenalValue, the static
// answer's own choice, chooseCards), the first listed among equals, not
// a block card that can neither be played nor pitch from there.
func (s *searcher) settled(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	if unpruned {
		return rules.Answer{}, false
	}
	if !s.partial {
		if a, ok := banishPick(v, p); ok {
			return a, true
		}
	}
	return s.arsenalPick(v, p)
}

// noBanishPick, set by the tests, turns banishPick off alone.
var noBanishPick bool

// banishPick is settled's answer to p when p asks which card of a colour
// a cost banishes from the graveyard, and whether it does: the first
// card offered.
//
// The cost (Kassai's, Hood of Red Sand's: rules.BanishFromGraveyardCost,
// CR 8.5.1) asks one card at a time among the cards of the colour still
// to banish. When every card offered is alike the first
// (rules.View.AlikeInGraveyard: nothing of the game tells them apart but
// which is which), every line after another card has a twin after the
// first: the same answers, each card read as the other, give the same
// game but for which card lies in the graveyard and which in the banished
// zone, so the same damage and tie-breaks (doc.go; none counts those two
// zones). The search that tries every answer (unpruned) tries the first
// card first, so its lines come before their twins, and among equal lines
// the first found is kept (doc.go): the answer is a line after the first
// card, the one this search gives.
//
// Not in a search with a budget (Options.Partial: the bots' plans,
// opponent.go): one that passes it gives the best line of those searched
// so far, and with fewer runs it would have searched others (the guard
// game of hh-kassai against hh-victor changed).
func banishPick(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	if noBanishPick || p.Kind != rules.AskCards || p.Shape != rules.ShapeOne || p.Purpose != rules.PurposeBanish ||
		p.Rule != rules.CR(8, 5, 1) || len(p.Options) < 2 {
		return rules.Answer{}, false
	}
	first := p.Options[0]
	for _, o := range p.Options {
		if o.From != rules.PlaceGraveyard || o.Act != rules.ActCard {
			return rules.Answer{}, false
		}
	}
	for _, o := range p.Options[1:] {
		if !v.AlikeInGraveyard(first.Obj, o.Obj) {
			return rules.Answer{}, false
		}
	}
	return rules.Pick(first.ID), true
}

// arsenalPick is settled's answer to the arsenal question p, and whether
// p is one, with or without the dominance rules: the search that tries
// every answer (unpruned) tries it first (choices), so that among the
// answers as good this turn it keeps the one the pruned search gives.
func (s *searcher) arsenalPick(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	if p.Kind != rules.AskCards || p.Purpose != rules.PurposeArsenal ||
		p.Rule != rules.CRSub(4, 4, 3, 'b') || p.Min != 0 || p.Max != 1 || len(p.Options) == 0 ||
		s.weights != nil && s.weights.Arsenal < 0 {
		return rules.Answer{}, false
	}
	best, bestVal := 0, -1.0
	for i, o := range p.Options {
		if val := arsenalValue(v.Card(o.Obj)); val > bestVal {
			best, bestVal = i, val
		}
	}
	return rules.Pick(p.Options[best].ID), true
}

// forLater is, at a priority question of the goldfish bot's search
// (stopAtKill: a goldfish, no Weights, no Opponent), the first option that
// activates an ability nothing of the rest of the turn depends on
// (rules.View.ForLater: an equipment destroyed for a token that waits for
// the next turn, Vigor Girth, Flat Trackers); the options listed after it
// need not be tried (cutAfter).
//
// Why. Every line from the position has a twin with that activation
// first: the same line less the activation, if it had it, after it; the
// twin ends with the same damage, the same arsenal and as many cards kept
// (the token takes the equipment's place in the arena), the same power
// kept. A line that begins with an option listed after the activation
// comes after its twin in the order the search tries answers, so it is
// worth no more than a line found before it, and among equals the first
// found is kept (doc.go): no such line is the answer, and the answer is
// the same line as without the cut.
func (s *searcher) forLater(p *rules.Prompt, g *rules.Game) (int32, bool) {
	if !s.stopAtKill || noForLater || p.Kind != rules.AskPriority {
		return 0, false
	}
	v := g.Omniscient()
	for _, o := range p.Options {
		if o.Act == rules.ActActivate && v.ForLater(o.Obj, int(o.Ability)) {
			return o.ID, true
		}
	}
	return 0, false
}

// choices is the answers of p, asked in g, the search tries: choices,
// less those an activation for later makes not worth trying (forLater).
func (s *searcher) choices(p *rules.Prompt, g *rules.Game) []given {
	cs := choices(p, g, s.stepless, s.mem.enumerator())
	if last, ok := s.forLater(p, g); ok {
		cs = cutAfter(cs, last)
	}
	if unpruned {
		// The search that tries every answer tries the arsenal card the
		// pruned search settles on first: every card is worth the same
		// this turn (settled), so the first found among equals is kept
		// (doc.go) and the two lines can be compared step by step; a card
		// worth more than it would still win, and the tests see it.
		if a, ok := s.arsenalPick(s.view(g), p); ok {
			cs = tryFirst(cs, a.IDs[0])
		}
	}
	return cs
}

// tryFirst moves the answer of cs that picks the option id alone to the
// front, the others in their order (cs as it is if none does).
func tryFirst(cs []given, id int32) []given {
	for i, c := range cs {
		if len(c.answer.IDs) == 1 && c.answer.IDs[0] == id {
			copy(cs[1:i+1], cs[:i])
			cs[0] = c
			return cs
		}
	}
	return cs
}

// cutAfter is cs up to the answer that picks the option id, or before it
// when it is the last (all of cs if none picks it). A line that begins
// with that activation and goes on with an option listed before it has a
// twin found before it (that line without the activation): when no option
// comes after it, no line that begins with it is the answer either.
func cutAfter(cs []given, id int32) []given {
	for i, c := range cs {
		if len(c.answer.IDs) == 1 && c.answer.IDs[0] == id {
			if i == len(cs)-1 {
				return cs[:i]
			}
			return cs[:i+1]
		}
	}
	return cs
}
