package bot

import (
	"math"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Branch and bound: the goldfish bot's search (the one that stops at the
// first line that kills, dominance.go), and the same search of a turn of a
// real game where the other player's side adds nothing (realbound.go),
// does not search a position whose most damage cannot beat the best line
// found so far.
//
// The most damage of a position is the damage dealt on the way to it and
// an upper bound on what the rest of the turn may still deal
// (rules.Game.Reach: a true bound, or none). The best found so far (best)
// is the damage of a line the search has played to its end from where it
// began, outside every chance node: the search's answer is worth at least
// that. A position whose most is below it is no part of the answer, and
// what it is worth need not be known: it is cut, and is worth nothing.
//
// A position whose most equals the best is cut only where its lines
// cannot win on the tie-breaks (the arsenal, the cards kept, their power;
// doc.go, better; tieCut). A line of the position that ties the damage
// keeps at most the cards rules.Game.ReachKept says (the cards it holds
// and those the turn may add, less the fewest a line of that damage
// uses), of at most the power it says, and has a card in the arsenal only
// if it may keep one in the hand or the arsenal (ReachKept's held above
// 0: the end phase arsenals a card of the hand, CR 4.4.3b). It is cut
// when the best line found has a card in the arsenal and the position's
// lines cannot (held 0 or less), or when both may (the best's arsenal 1:
// no line has more) or neither (the best's 0, held 0 or less) and the
// best keeps more cards than the position may, or as many of no more
// power. A line of the position that ties the damage then has no card in
// the arsenal where the best has one, fewer cards kept, or as many of
// less or the same power: it is worse than that line or the same, and the
// answer is at least as good and found before it: among equal lines the
// search keeps the first found (doc.go), so the answer is the same. A bound on
// the most
// also bounds an average, so a position before a chance node is cut as
// any other. Inside a chance node (s.chanceDepth > 0) a world's lines
// count in an average, not against the best found outside (the node
// itself is cut when its average cannot reach the best, chance.go).
//
// But the value a world gives its node is that world's own best line
// (the line is a policy: the answers after the card may differ in each
// world), and with one chance node a line (Chance.Depth 1) the search
// inside a world is a plain search for the best line of a game whose
// deck order the world fixed: the same branch and bound cuts there
// (boundCut, settledCut; not questionCut), against the best line found
// in that world since its search began
// (enterWorld: the world's own bestSoFar, the outer one put back as it
// ends). The world's result is then the line, damage and tie-breaks it
// was without the cut, by the argument above, and so is the node's
// average and all above it. The damage dealt is counted, as outside,
// from where the search began (dealtIn: a world is dealt with the
// goldfish's life as it is at the node). An outcome whose run ended the
// turn is one line, searched by nothing (chance.go), and the kill cut
// (dominance.go) ends a world's search as before.
//
// What a cut leaves in the table of positions is not a value: the
// position's and those of the positions before it that took a cut line
// into account (result.inexact). They are right for the search outside
// the chance nodes, as the best only grows: a position cut once would be
// cut again. Inside a chance node such an entry is searched again, but
// for one a world's cut left, which holds the world's best as it was
// (result.cutAt: right for any world's search whose best is at least
// that, reusable); a world's result as a whole is a value (the world's
// best line), read by the node.

// bestSoFar is what the search knows of the best line found so far, and
// of its asks of Reach (reachGiveUp): the outer search's, or inside a
// world the world's own (enterWorld).
type bestSoFar struct {
	haveBest bool
	best     float64
	// bestArsenal, bestKept and bestPower are the tie-breaks of the best
	// of the lines of damage best found so far.
	bestArsenal, bestKept, bestPower float64
	// at is the best as a bar (inside a world only; nil before a best):
	// a new one each time the best rises, so that a result keeps the
	// one its position began with (result.cutAt).
	at *worldBar
	// askedReach counts the positions whose Reach was asked while none
	// was cut (reachGiveUp), boundCuts says one was.
	askedReach int
	boundCuts  bool
	// reachKnown: some position's Reach was known (reachGiveUp).
	reachKnown bool
	// askedQuestions and questionCuts are askedReach and boundCuts of
	// the questions inside an action (questionCut).
	askedQuestions int
	questionCuts   bool
}

// worldBar is a world's best line as a bar (bestSoFar.at, result.cutAt):
// its measures, in the order of better (doc.go; a search that bounds
// weighs no worth and no cards spent): its damage, its chance of a card
// in the arsenal, the cards it keeps and their power. (Not the bar of
// branch, eachFrom and runOn: the best *result of the answers tried
// before.)
type worldBar struct{ damage, arsenal, kept, power float64 }

// below reports whether b is worth less than c.
func (b *worldBar) below(c *worldBar) bool {
	return slices.Compare([]float64{b.damage, b.arsenal, b.kept, b.power}, []float64{c.damage, c.arsenal, c.kept, c.power}) < 0
}

// enterWorld begins the search of one world of a chance node (expect)
// with a best of its own, none found yet, where the world's lines may be
// cut against it (the header above): at the node of a line (chanceDepth
// 1) with no node inside it (Chance.Depth 1), in a search that bounds,
// not with a budget (Options.Partial: fewer positions searched would
// reach other lines before it is spent). It returns the outer best, for
// leaveWorld, and whether it did.
func (s *searcher) enterWorld() (outer bestSoFar, on bool) {
	if !s.bounding || noWorldCut || s.partial || s.chanceDepth != 1 || s.chance == nil || s.chance.Depth != 1 {
		return bestSoFar{}, false
	}
	outer = s.bestSoFar
	s.bestSoFar = bestSoFar{}
	s.worldCut = true
	return outer, true
}

// leaveWorld ends the search of a world enterWorld began (on), putting
// the outer best back, and returns r, the world's result: its best line,
// a value whatever was cut in it (the header above: it began with no
// best, worldInexact).
func (s *searcher) leaveWorld(outer bestSoFar, on bool, r *result) *result {
	if !on {
		return r
	}
	s.bestSoFar = outer
	s.worldCut = false
	if r != nil && r.inexact {
		c := *r
		c.inexact, c.cutAt = false, nil
		return &c
	}
	return r
}

// noWorldCut, set by the tests, turns the cut inside a chance node's
// worlds off alone (enterWorld).
var noWorldCut bool

// A world's result in the table of positions. A position P whose search
// in a world began with the bar X (the world's best then; none: nil) and
// whose result r took a cut line into account (inexact): every line cut,
// or found cut in the table, while P was searched was worth no more than
// the bar then, which was X or a line of P's found since. So if P's best
// line is worth more than X, it was cut against a line of P found before
// it, whose worth it has and which is kept as the first found among
// equals (doc.go): r is P's value, its line too, as if nothing were cut
// (and with no X, every bar was P's own). Otherwise P's lines are worth
// no more than X: r is kept with X (cutAt), and is a cut like any other
// to a search whose best is at least X, in any world, any chance node,
// or outside them, as what a position's lines are worth is the
// position's (its deck's order in it). A search whose best is below X
// searches P again.

// worldInexact is r, inexact, the result of a position whose search in
// a world began with bar at (walk): a value (not inexact) when it beats
// at or there was none, else a cut of at (result.cutAt).
func (s *searcher) worldInexact(r *result, at *worldBar) *result {
	if at == nil || at.below(&worldBar{r.damage, r.arsenal, r.kept, r.keptPower}) {
		c := *r
		c.inexact, c.cutAt = false, nil
		return &c
	}
	if r.cutAt == at {
		return r
	}
	c := *r
	c.cutAt = at
	return &c
}

// reusable reports whether r, a result found in the table of positions,
// is the value of its position here: exact; or the outer search's cut
// (inexact), outside every chance node, as the best only grows; or a
// world's cut (cutAt), where the best is at least its bar.
func (s *searcher) reusable(r *result) bool {
	if !r.inexact {
		return true
	}
	if r.cutAt != nil {
		return s.worldCut && s.haveBest && !s.bestBar().below(r.cutAt)
	}
	return s.chanceDepth == 0
}

// bestBar is the best found so far as a bar.
func (s *searcher) bestBar() *worldBar {
	if s.at != nil {
		return s.at
	}
	return &worldBar{s.best, s.bestArsenal, s.bestKept, s.bestPower}
}

// cutValue is what a position the bound cuts is worth here: cutResult,
// with the bar it was cut against inside a world (result.cutAt).
func (s *searcher) cutValue() *result {
	if !s.worldCut {
		return &cutResult
	}
	if s.worldCutResult == nil || s.worldCutResult.cutAt != s.at {
		c := cutResult
		c.cutAt = s.at
		s.worldCutResult = &c
	}
	return s.worldCutResult
}

// boundCut reports whether node, a position, cannot beat the best line
// found so far: its damage dealt and the most it may still deal are
// below it.
func (s *searcher) boundCut(node *rules.Game) bool {
	if !s.cutting() {
		return false
	}
	dealt := s.dealtIn(node)
	if float64(dealt) >= s.best {
		// What is dealt already reaches the best: no bound is below it,
		// and Reach (a knapsack) need not be asked.
		return false
	}
	if s.worldCut {
		if !s.worldReach.pays() {
			return false
		}
		s.worldReach.asked++
	} else {
		if !s.boundCuts && s.askedReach >= reachGiveUp {
			return false
		}
		s.askedReach++
	}
	reach, kept, power, held, ok := s.reachKept(node, int(math.Ceil(s.best))-dealt)
	if !ok {
		return false
	}
	s.reachKnown = true
	most := dealt + reach
	if onBound != nil {
		onBound(node, most)
	}
	cut := float64(most) < s.best || float64(most) == s.best && s.tieCut(kept, power, held)
	s.boundCuts = s.boundCuts || cut
	if cut && s.worldCut {
		s.worldReach.cuts++
	}
	return cut
}

// reachKept is reachAgainst of node, a position of the search, with
// target (rules.Game.ReachKept).
func (s *searcher) reachKept(node *rules.Game, target int) (reach, kept, keptPower, held int, ok bool) {
	return reachAgainst(node, s.fish, target)
}

// worldAsks counts a search's asks of Reach inside the worlds of its
// chance nodes (enterWorld), and the cuts they gave. A world's search is
// short, its best found anew, and there are many (8 worlds a node on the
// decks that draw most): the outer search's giving up (reachGiveUp, the
// count started again as the best rises) asked Reach at most positions
// of every world, and where it is mostly unknown (hh-kassai: the turn may
// draw more than five cards) that cost a fifth more CPU and cut nothing.
// Inside the worlds it is asked while it has cut at least once in
// worldAskPerCut asks, past reachGiveUp asks, over the whole search. Not
// asking only cuts less: the answer is the same.
type worldAsks struct{ asked, cuts int }

// pays reports whether Reach is still worth asking inside the worlds.
func (w *worldAsks) pays() bool { return w.asked < reachGiveUp+worldAskPerCut*w.cuts }

// worldAskPerCut is how many asks of Reach inside the worlds a cut pays
// for (worldAsks).
const worldAskPerCut = 8

// questionCut reports whether the lines after a question inside an
// action, p, asked in r's game after the prefix where the run would go on
// through it (fork), cannot beat the best line found so far: the damage
// dealt there (dealt) and Reach there are below it. Every line through
// the question is a line of that game: none is the answer, as for a
// position the bound cuts (boundCut), and what is left in the table is
// not a value (cutResult, inexact). Asked of the questions Reach bounds
// (boundedQuestion), as a position's bound is, and given up as it is
// (reachGiveUp), counted apart: the positions' asks are those they were.
// The line has spent what it spent on the way (on 1st-strike-aurora, an
// attack that hit before Aether Crackers' "may"): the bound there is
// often below the position's. Not inside a world searched against its
// own best (enterWorld): there it cut 2 % of dorinthea-plus's positions
// and made hh-olympia's 2 % more (a world's cut result is searched again
// where the best is lower, BENCHMARKS.md: lane rworld), and its asks cost.
func (r *runner) questionCut(p *rules.Prompt, dealt int) bool {
	s, rn := r.s, &r.rn
	if !r.forks || r.chanceHere && rn.learnedAt == r.k || !s.cutting() || s.worldCut || float64(dealt) >= s.best || noQuestionCut || !boundedQuestion(p) {
		return false
	}
	if !s.questionCuts && s.askedQuestions >= reachGiveUp {
		return false
	}
	s.askedQuestions++
	reach, _, _, _, ok := reachAgainst(r.c, s.fish, -1)
	if !ok {
		return false
	}
	cut := float64(dealt+reach) < s.best
	s.questionCuts = s.questionCuts || cut
	return cut
}

// boundedQuestion reports whether p is a question Reach bounds the lines
// after: a "may" as an effect resolves (CR 1.8.3). What is being
// resolved then is on the stack (a card, an activated ability: popped
// after its effects) or counted as if it were (a triggered ability,
// popped before: rules.Game.Reach counts the layers being resolved), and
// no cost is being paid. Not a card to pitch (CR 1.14.3: a weapon's
// attack being paid for is neither on the stack nor counted with its
// cost paid in part, and Reach fell below the line there), nor the order
// of triggers (CR 1.10.2d: they wait in none of the game's lists while
// it is asked). TestReachIsABound checks Reach against the line at every
// such question the unpruned search goes through (onQuestion).
func boundedQuestion(p *rules.Prompt) bool {
	return p.Kind == rules.AskMay && p.Rule == rules.CR(1, 8, 3)
}

// noQuestionCut, set by the tests, turns questionCut off alone.
var noQuestionCut bool

// onQuestion, when set (tests), is told of every question a run went
// on through (fork) whose Reach was known there: the damage dealt there
// and its Reach, and the value of the question's best line.
var onQuestion func(most int, r *result)

// reachGiveUp is how many positions a search asks Reach of before it
// stops asking, when none was cut since the best line found last dealt
// more (found starts the count again): what makes the bound unknown, or
// too high to cut, is mostly there for the whole turn (the hero's
// ability, a weapon, the deck's cards that draw), and asking costs a
// knapsack; but a higher best may cut where the lower did not
// (1st-strike-aurora, 100 games: 4,929 of the 13,016 positions not asked
// would have been cut), where some Reach was known (hh-olympia's are
// nearly all unknown: asking again there costs and cuts nothing). Not
// asking only cuts less: the answer is the same.
const reachGiveUp = 64

// found notes a line played to its end outside every chance node (or a
// chance node's average, from outside): the answer is worth at least its
// damage.
func (s *searcher) found(r *result) {
	if s.chanceDepth > 0 && !s.worldCut || r.damage < 0 {
		return
	}
	tie := [3]float64{r.arsenal, r.kept, r.keptPower}
	if !s.haveBest || r.damage > s.best || r.damage == s.best && slices.Compare(tie[:], []float64{s.bestArsenal, s.bestKept, s.bestPower}) > 0 {
		if s.haveBest && r.damage > s.best && s.reachKnown {
			// A higher best: positions whose Reach did not cut may now
			// (reachGiveUp counts the asks since the best last rose).
			s.askedReach, s.askedQuestions = 0, 0
		}
		s.best, s.haveBest = r.damage, true
		s.bestArsenal, s.bestKept, s.bestPower = tie[0], tie[1], tie[2]
		if s.worldCut {
			s.at = &worldBar{r.damage, tie[0], tie[1], tie[2]}
		}
	}
}

// tieCut reports whether a position whose most equals the best cannot
// win on the tie-breaks. The position's lines of that damage keep at most
// kept cards, of at most power, held of them in the hand and the arsenal
// (rules.Game.ReachKept; -1: no bound): with held 0 or less none has a
// card in the arsenal. They are worse than the best line found, or the
// same, when it has a card in the arsenal (in some outcome, bestArsenal
// above 0) and they cannot; or when they have no more chance of one
// (both 1, or both 0) and keep fewer cards than it, or as many of no
// more power (the header above).
func (s *searcher) tieCut(kept, power, held int) bool {
	if kept < 0 {
		return false
	}
	arsenal := 1.0 // the most chance of a card in the arsenal
	if held <= 0 {
		arsenal = 0
	}
	if arsenal != s.bestArsenal {
		return arsenal < s.bestArsenal
	}
	return float64(kept) < s.bestKept || float64(kept) == s.bestKept && float64(power) <= s.bestPower
}

// cutResult is what a cut position is worth: nothing, and not a value.
var cutResult = result{damage: -1, worth: -killWorth * 2, dmin: -1, dmax: -1, shown: outcome{damage: -1}, inexact: true}

// onBound, when set (tests), is told of the most of every position the
// bound is asked about.
var onBound func(node *rules.Game, most int)

// onExact, when set (tests), is told of every position the search found
// the value of, with the life the goldfish had where the search began.
var onExact func(node *rules.Game, rootLife int, r *result)

// settledAt is the damage dealt in g, a run's game at a question inside
// an action, when the turn can deal no more from there, else -1: in the
// end phase. The combat chain is closed and no player gets priority
// there; what runs is the beginning's triggers (CR 4.4.2), the arsenal
// (4.4.3b), the pitch zone to the bottom, the points lost, the draw and
// the effects' end (4.4.3c-4.4.4), and of the card pool only Terra's
// trigger (a Might token, paid for or not) and intimidate's return wait
// there, neither dealing damage nor taking life
// (TestEndPhaseDealsNoDamage holds the pool to it). Its questions (pay
// for the token? which card to pitch for it?) change the tie-breaks
// alone.
func (s *searcher) settledAt(g *rules.Game) int {
	if !s.bounding {
		return -1
	}
	if g.Omniscient().Phase() != rules.PhaseEnd {
		return -1
	}
	return s.dealtIn(g)
}

// settledCut reports whether the lines after a question whose turn has
// dealt all it will (settledAt: dealt, not -1) cannot beat the best line
// found so far: dealt is below it. Every line of the question deals
// dealt, so none is the answer, as for a position the bound cuts
// (boundCut); and what is left in the table is not a value (inexact).
func (s *searcher) settledCut(dealt int) bool {
	return dealt >= 0 && !noSettledCut && s.cutting() && float64(dealt) < s.best
}

// cutting reports whether a line may be cut here for not beating the best
// found (boundCut, settledCut): the search bounds, has a best, and is
// not below a chance node (whose outcomes are averaged, chance.go) but
// inside a world searched against its own best (enterWorld).
func (s *searcher) cutting() bool {
	return s.bounding && s.haveBest && (s.chanceDepth == 0 || s.worldCut)
}

// dealtIn is the damage the goldfish has taken in g since the search
// began.
func (s *searcher) dealtIn(g *rules.Game) int {
	return s.rootLife - g.Omniscient().Life(s.fish)
}
