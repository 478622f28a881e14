package bot

import "github.com/rathe-tcg/rathe/rules"

// SetNoBound turns the search's bound off (bound.go).
func SetNoBound(on bool) { noBound = on }

// SetNoWorldCut turns the bound inside a chance node's worlds off alone
// (bound.go, enterWorld).
func SetNoWorldCut(on bool) { noWorldCut = on }

// SetOnExact sets the hook told of every position whose value the search
// found: the life the goldfish had where the search began, and the most
// damage (from there, uncapped) the value's lines deal in any outcome.
func SetOnExact(f func(node *rules.Game, rootLife, most int)) {
	if f == nil {
		onExact = nil
		return
	}
	onExact = func(node *rules.Game, rootLife int, r *result) { f(node, rootLife, r.dmax) }
}

// SetOnExactLine sets the hook told of every position whose value the
// search found, with the value's line: the damage it deals from where
// the search began (uncapped; an average with chance nodes) and its
// tie-breaks.
func SetOnExactLine(f func(node *rules.Game, rootLife int, dealt, arsenal, kept, keptPower float64)) {
	if f == nil {
		onExact = nil
		return
	}
	onExact = func(node *rules.Game, rootLife int, r *result) {
		f(node, rootLife, r.dealt, r.arsenal, r.kept, r.keptPower)
	}
}

// SetOnExactAll sets the hook told of every position whose value the
// search found, with what SetOnExact and SetOnExactLine tell: the most
// damage of the value's lines in any outcome, and the value's line.
func SetOnExactAll(f func(node *rules.Game, rootLife, most int, dealt, arsenal, kept, keptPower float64)) {
	if f == nil {
		onExact = nil
		return
	}
	onExact = func(node *rules.Game, rootLife int, r *result) {
		f(node, rootLife, r.dmax, r.dealt, r.arsenal, r.kept, r.keptPower)
	}
}

// SetNoSettledCut turns the cut of the end phase's questions off alone
// (bound.go, settledCut).
func SetNoSettledCut(on bool) { noSettledCut = on }

// SetOnQuestion sets the hook told of every question inside an action
// a run went on through whose Reach was known there (bound.go,
// questionCut): the damage dealt there and the Reach (from where the
// search began), and the most damage (uncapped) of the question's best
// line in any outcome.
func SetOnQuestion(f func(most, lineMost int)) {
	if f == nil {
		onQuestion = nil
		return
	}
	onQuestion = func(most int, r *result) { f(most, r.dmax) }
}

// SetNoQuestionCut turns the cut at questions inside an action off alone
// (bound.go, questionCut).
func SetNoQuestionCut(on bool) { noQuestionCut = on }

// SetNoRename keeps positions whose objects have other ids apart in the
// table of positions (rename.go), as before the renaming.
func SetNoRename(on bool) { noRename = on }

// SetNoCopyNames keeps positions whose copies of a card are named
// otherwise (rules.Copies) apart in the table, to compare.
func SetNoCopyNames(on bool) { noCopyNames = on }
