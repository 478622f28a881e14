package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

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
// is over (CR 4.5.1, 4.5.3a), so what the line keeps for a next turn is
// worth nothing: a line that kills counts no tie-breaks (runOn), and
// every one is worth the same. The line found is then the first that
// kills.

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
// graveyard (banishPick), the "may" of a wager that only gives
// (wagerYes), and the arsenal card of the end phase.
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
		if a, ok := s.wagerYes(v, p); ok {
			return a, true
		}
	}
	return s.arsenalPick(v, p)
}

// noWagerYes, set by the tests, turns wagerYes off alone.
var noWagerYes bool

// wagerYes is settled's answer to p when p is the "may" of a wager that
// only gives (rules.View.FreeWager: "when this attacks a hero, you may
// wager", against a goldfish, in a game where wagering adds choices and
// tokens of the player's and takes nothing away), and whether it is: yes.
//
// Every line answered no has a twin answered yes that deals as much and
// keeps as much or more (FreeWager). The search that tries every answer
// (unpruned) tries yes first (the prompt lists it first), so its lines
// come before their twins, and among equal lines the first found is kept
// (doc.go): the answer is a line after yes, the one this search gives.
// The goldfish bot's search alone (stopAtKill: a goldfish, no Weights,
// no Opponent), and not one with a budget (Options.Partial, as
// banishPick).
func (s *searcher) wagerYes(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	if noWagerYes || !s.stopAtKill || p.Kind != rules.AskMay || len(p.Options) != 2 || p.Options[0].Act != rules.ActYes ||
		!v.FreeWager(p) {
		return rules.Answer{}, false
	}
	return rules.Pick(p.Options[0].ID), true
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
	return s.mem.pick(p.Options[best].ID), true // in the search's memory, as forced's
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

// noIdleCut, set by the tests, turns passOnly off alone.
var noIdleCut bool

// passOnly reports whether, at a priority question of the goldfish bot's
// search (stopAtKill: a goldfish, no Weights, no Opponent; not with a
// budget, Options.Partial, as banishPick), the pass, listed first, is
// the one answer worth trying: every other option plays a card of the
// hand or the arsenal whose play changes nothing anything reads
// (rules.View.IdlePlay: Take it on the Chin, a prevention of damage to
// its player, CR 6.4.10, on a turn where no damage can be dealt to them,
// nothing counts the cards played and no cost can still banish it from
// the graveyard, CR 8.5.1).
//
// Why. A line that begins with such a play has a twin: the same answers
// less every such play and the passes that resolve them (nothing else
// can be done while they wait, but instants, which the twin plays at the
// same points). The twin begins with the pass (the only other option
// here), deals the same damage in every world, the same arsenal or one
// (the end phase's arsenal question offers its hand, one card more; or
// the card stays in its arsenal), and keeps one card more (doc.go: the
// cards kept). So the line is worth
// less than its twin, found before it, and is never the answer; and when
// a line after the play kills, its twin does too, and the search, which
// tries the pass first, finds a line that kills there and ends before it
// reaches the play (dominance.go's kill: the first found is the same).
func (s *searcher) passOnly(p *rules.Prompt, g *rules.Game) bool {
	if !s.stopAtKill || s.partial || noIdleCut || p.Kind != rules.AskPriority || len(p.Options) < 2 ||
		p.Options[0].Act != rules.ActPass {
		return false
	}
	v := g.Omniscient()
	for _, o := range p.Options[1:] {
		if o.Act != rules.ActPlay || o.From != rules.PlaceHand && o.From != rules.PlaceArsenal || !v.IdlePlay(o.Obj) {
			return false
		}
	}
	return true
}

// noPassOn, set by the tests, turns passOn off alone.
var noPassOn bool

// passOn reports whether the run passes at p, the player's priority
// question, and goes on, where it would stop at a new position whose one
// answer worth trying is the pass (passOnly): the position's search would
// play that pass from it and nothing else, the same run. Not where the
// run may become a chance node (runner.chanceHere: it would be one of
// the position's, with its worlds dealt there) or is a world's
// (searcher.seeing: it stops where the player next decides, to tell the
// worlds apart), nor in a run to park (chance.go).
func (r *runner) passOn(p *rules.Prompt) bool {
	return !noPassOn && !r.chanceHere && !r.s.seeing && r.park == 0 && r.s.passOnly(p, r.c)
}

// choices is the answers of p, asked in g, the search tries: choices,
// less those an activation for later makes not worth trying (forLater).
func (s *searcher) choices(p *rules.Prompt, g *rules.Game) []given {
	cs, _ := s.choicesLater(p, g)
	return cs
}

// choicesLater is choices, and the activation for later among them with
// the answers listed before it (laterCut; none when it is the first).
// The list lies on the search's stack (searchMem.prefixRoom): the caller
// gives it back when it is done with it (each, branch: prefixDone).
func (s *searcher) choicesLater(p *rules.Prompt, g *rules.Game) ([]given, laterCut) {
	cs := choices(p, g, s.stepless, s.mem.enumerator(), s.mem.prefixRoom(0, answerRoom(p)))
	if s.passOnly(p, g) {
		cs = cs[:1]
	}
	var lc laterCut
	if last, ok := s.forLater(p, g); ok {
		cs = cutAfter(cs, last)
		if !noLaterCut && !s.partial {
			lc = laterCutOf(cs, last)
			if lc.before != nil {
				lc.at = s.pointOf(g)
			}
		}
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
	return cs, lc
}

// noLaterCut, set by the tests, turns laterCut off alone.
var noLaterCut bool

// laterCut is an activation for later (forLater) among the answers of a
// position P, id, and the answers listed before it there, before: the
// position right after the activation, P', need not try those (walk's
// skip).
//
// Why. A line from P that activates it and then answers a, one of
// before, has a twin: the same line less the activation (forLater: it
// changes nothing of the rest of the turn), with the activation put back
// just before the first answer listed after it where that answer is
// given (forLater cuts that answer there, and keeps the activation, which
// is offered there), or nowhere. The twin begins with a, listed before
// the activation at P, so the search tries it first; it ends with the
// same damage, arsenal, cards kept (the token in the equipment's place)
// and power kept, or, past a chance node, where each world's line may
// put the activation anywhere, with as much. A line worth no more than
// one found before it is not the answer (among equals the first found is
// kept, doc.go); so no line from P' that begins with a is, and P' need
// try only the answers listed after the activation at P. Its value so
// cut is kept apart in the table (laterSalt): another line that reaches
// P' is not cut so. Not in a search with a budget (Options.Partial, as
// banishPick).
type laterCut struct {
	id     int32
	before []int32
	at     point
}

// point is where a priority question is asked, as the answers of a
// priority question read it: the phase and step, who has priority and
// how many passed before (CR 1.11.4), the layers on the stack and the
// chain links, the points to spend (CR 1.13).
type point struct {
	phase                rules.Phase
	step                 rules.Step
	priority             rules.Player
	passes, stack, links int
	open                 bool
	actions, resources   int
}

// pointOf is the point g asks its priority question at.
func (s *searcher) pointOf(g *rules.Game) point {
	v := g.Omniscient()
	return point{phase: v.Phase(), step: v.Step(), priority: v.Priority(), passes: v.Passes(), stack: len(v.Stack()),
		links: len(v.Chain()), open: v.ChainOpen(), actions: v.Actions(s.me), resources: v.Resources(s.me)}
}

// laterCutOf is the laterCut of the activation id among cs (answers of
// one option each, as a priority question's), the zero one when it is
// the first.
func laterCutOf(cs []given, id int32) laterCut {
	var before []int32
	for _, c := range cs {
		if len(c.answer.IDs) != 1 {
			return laterCut{}
		}
		if c.answer.IDs[0] == id {
			return laterCut{id: id, before: before}
		}
		before = append(before, c.answer.IDs[0])
	}
	return laterCut{}
}

// is reports whether c is lc's activation.
func (lc laterCut) is(c given) bool {
	return lc.before != nil && len(c.answer.IDs) == 1 && c.answer.IDs[0] == lc.id
}

// laterSkip is the answers the position a run stopped at need not try:
// those of the activation for later whose run it is (s.later), when the
// run was given that activation alone (prefix), went on through no
// question (rn.forks) and stopped at the point the activation was given
// at (point: its layer resolved, so that each answer means there what it
// meant at P). It takes them from s.later: only that position is cut
// so.
func (s *searcher) laterSkip(prefix []given, rn *run) []int32 {
	lc := s.later
	if lc.before == nil || len(prefix) != 1 || !lc.is(prefix[0]) || len(rn.forks) > 0 {
		return nil
	}
	s.later = laterCut{}
	pt := s.pointOf(rn.child)
	if pt == lc.at {
		return lc.before
	}
	// The activation's layer waits on the stack, the player holding
	// priority (CR 1.11.3): there every answer is tried (a pass resolves
	// the layer, where the same pass at P did not), and the pass's run
	// carries the cut to the point after the layer resolved (s.carry).
	// The position is cut so all the same: its key is set apart too (an
	// empty skip).
	up := lc.at
	up.stack++
	up.actions-- // the point the activation took, back as its layer resolves (go again)
	if pt != up {
		return nil
	}
	for _, o := range rn.prompt.Options {
		if o.Act == rules.ActPass {
			s.carry = laterCut{id: o.ID, before: lc.before, at: lc.at}
			return []int32{}
		}
	}
	return nil
}

// laterSalt sets the table's key of a position searched with answers
// skipped (laterCut) apart from the position's own.
const laterSalt = 0x5bd1e9955bd1e995

// laterKey is the table's key of the position of key searched with the
// answers of skip not tried and the cut carry carried on (walk): set
// apart from the position's own (laterSalt) and from the same position
// cut otherwise, a value searched with some answers skipped being no
// value of the position with others skipped. (A position P' is reached
// after its own activation alone, so two cuts of one P' are not known to
// meet; the key does not lean on it.)
func laterKey(key uint64, skip []int32, carry laterCut) uint64 {
	const prime = 0x100000001b3 // FNV-1a's 64-bit prime
	h := key ^ laterSalt
	mix := func(x uint64) { h = (h ^ x) * prime }
	mix(uint64(len(skip)))
	for _, id := range skip {
		mix(uint64(uint32(id)))
	}
	if carry.before != nil {
		mix(1<<32 | uint64(uint32(carry.id)))
		mix(uint64(len(carry.before)))
		for _, id := range carry.before {
			mix(uint64(uint32(id)))
		}
	}
	return h
}

// dropAnswers is cs less the answers of one option in ids.
func dropAnswers(cs []given, ids []int32) []given {
	out := cs[:0:0]
	for _, c := range cs {
		if len(c.answer.IDs) == 1 && slices.Contains(ids, c.answer.IDs[0]) {
			continue
		}
		out = append(out, c)
	}
	return out
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
