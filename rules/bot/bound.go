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
// any other; inside a chance node (s.chanceDepth > 0) nothing is, as a
// world's lines count in an average, not against the best (the node
// itself is cut when its average cannot reach the best, chance.go).
//
// What a cut leaves in the table of positions is not a value: the
// position's and those of the positions before it that took a cut line
// into account (result.inexact). They are right for the search outside
// the chance nodes, as the best only grows: a position cut once would be
// cut again. Inside a chance node such an entry is searched again.

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
	if !s.boundCuts && s.askedReach >= reachGiveUp {
		return false
	}
	s.askedReach++
	reach, kept, power, held, ok := reachAgainst(node, s.fish, int(math.Ceil(s.best))-dealt)
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
	return cut
}

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
// often below the position's.
func (r *runner) questionCut(p *rules.Prompt, dealt int) bool {
	s, rn := r.s, &r.rn
	if !r.forks || r.chanceHere && rn.learnedAt == r.k || !s.cutting() || float64(dealt) >= s.best || noQuestionCut || !boundedQuestion(p) {
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
	if s.chanceDepth > 0 || r.damage < 0 {
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
// not below a chance node (whose outcomes are averaged, chance.go).
func (s *searcher) cutting() bool {
	return s.bounding && s.haveBest && s.chanceDepth == 0
}

// dealtIn is the damage the goldfish has taken in g since the search
// began.
func (s *searcher) dealtIn(g *rules.Game) int {
	return s.rootLife - g.Omniscient().Life(s.fish)
}
