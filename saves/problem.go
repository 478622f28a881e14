package saves

// what is wrong with a save, or with a point asked of it, as
// data — where, a code and its typed parameters — so that the text layer
// (tui/text: "save.<code>") says the detail after a bad-save message in
// every language. The English words live here (ProblemWords), once.

import (
	"fmt"
	"sort"
)

// A Problem is a message as data: Code names its words ("save.<code>" in
// the tables of tui/text), Args are their parameters in the order of the
// English words. An error among them (one of the Err* sentinels) is said
// by the text layer in the reader's language.
type Problem struct {
	Code string
	Args []any
}

func (p Problem) String() string {
	f, ok := ProblemWords[p.Code]
	if !ok {
		return "[" + p.Code + "]"
	}
	return fmt.Sprintf(f, p.Args...)
}

// A ProblemError is a problem at a place ("FILE:LINE", or "FILE"): its
// Error is "WHERE: problem"; it wraps Err (an Err* sentinel, or nil), so
// errors.Is still finds it.
type ProblemError struct {
	Where   string
	Problem Problem
	Err     error
}

func (e *ProblemError) Error() string { return e.Where + ": " + e.Problem.String() }
func (e *ProblemError) Unwrap() error { return e.Err }

func problemAt(where string, sentinel error, code string, args ...any) *ProblemError {
	return &ProblemError{Where: where, Problem: Problem{Code: code, Args: args}, Err: sentinel}
}

// ProblemCodes lists every problem code, sorted (the catalogue test of
// tui/text holds each to words in every language).
func ProblemCodes() []string {
	out := make([]string, 0, len(ProblemWords))
	for k := range ProblemWords {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// ProblemWords are the English words of the problems, by code.
var ProblemWords = map[string]string{
	"too-large":        "%v: larger than %d MB",
	"empty":            "%v (the file is empty)",
	"not-json":         "%v: it does not start with '{'",
	"bare":             "%v",
	"json":             "%v: %s",
	"wrong-type":       "%v: %s has the wrong type",
	"no-version":       "%v (no format version or no checksum)",
	"future":           "%v (format %d, by rathe %s); this rathe (%s) reads format %d and older: update rathe",
	"bad-answer":       "%v: answer %d: %v",
	"diverged-version": "%v on turn %d (%s): the save was written by rathe %s, and the rules changed since (this is rathe %s)",
	"diverged":         "%v on turn %d (%s)",
	"not-json-name":    "not a save file (a save ends in .json)",
	"no-turn":          "the game has no turn %d (turns 1 to %d)",
	"no-decision":      "turn %d has %d decisions, not %d",
	"no-position":      "no position a scenario can hold up to turn %d decision %d (%s)",
	"what-state":       "the state at the start of the turn differs",
	"what-refused":     "answer %d of %d is refused: %s",
	"what-end-state":   "the state where the answers end differs",
	"what-end":         "the recorded end of the game differs",
	"what-left":        "the game ended with %d answers left",
	"what-turns":       "%d turns recorded, %d replayed",
	"note-instead":     "turn %d decision %d is a position a scenario cannot hold yet (%s): written instead is turn %d decision %d, the last decision point before it",
	// a save whose deck this rathe cannot build
	"player-deck":         "player %d's deck: %s",
	"player-deck-unknown": "player %d's deck has %v: %q",
	// A card in a field of its deck it does not belong to, or that the
	// engine cannot play yet (decks.Exact).
	"player-wrong-place":          "player %d's deck: %v: %q is not one of %v",
	"player-deck-not-implemented": "player %d's deck has %v: %q is not playable in this rathe yet",
	"place-hero":                  "the heroes",
	"place-arena":                 "the arena-cards (weapons, equipment)",
	"place-cards":                 "the deck-cards",
	// Decode's range checks of every field (validate).
	"field-format":           "%v: format %d is no version of the format (1 to %d)",
	"field-rathe":            "%v: %q is not a version of rathe",
	"field-date":             "%v: %s is not a date",
	"field-no-hero":          "%v: player %d has no hero",
	"field-arena-count":      "%v: player %d has %d arena-cards, at most %d",
	"field-deck-count":       "%v: player %d has %d deck-cards, at most %d",
	"field-scenario":         "%v: the scenario's line %d: %s",
	"field-scenario-refused": "%v: the scenario's position is refused: %s",
	"field-stops":            "%v: %q is not a list of stops",
	"field-winner":           "%v: winner %q is none of p1, p2, draw",
	"field-finished":         "%v: finished is %v but the winner is %q",
	"field-turn":             "%v: turn %d recorded where turn %d starts",
	"field-mark-answers":     "%v: %d answers given when the turn starts, out of %d to %d",
	"field-hash":             "%v: %q is not a state hash (16 hex digits)",
	"field-end-turn":         "%v: the answers end on turn %d, not a turn recorded (%d to %d)",
	"field-end-answers":      "%v: the answers end after %d answers, but the file holds %d",
	"what-winner":            "the recorded winner (%s) is not the replay's (%s)",
	// a save open on a board elsewhere (its lock is held: TryLock)
	"in-use":       "this game is open in another terminal (pid %d)",
	"in-use-nopid": "this game is open in another terminal",
	// WriteAtomic's refusal of a path that is not a regular file
	"not-regular": "not a regular file (%v): rathe writes only to a regular file or a new path",
}

// Why says why a scenario cannot hold a position (Point.Why: the rules'
// words, "triggered abilities waiting"); the text layer says the ones it
// knows in the reader's language.
type Why string

func (w Why) String() string { return string(w) }

// NoteInstead is the note of ScenarioAt when the point asked for is a
// position a scenario cannot hold: the one written instead.
func NoteInstead(turn, decision int, why string, atTurn, atDecision int) Problem {
	return Problem{"note-instead", []any{turn, decision, Why(why), atTurn, atDecision}}
}
