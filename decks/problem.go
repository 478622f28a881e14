package decks

// a deck's problems are data — a code and its typed parameters —
// so that the text layer (tui/text: "deck.<code>") says them in every
// language. The English words live here too, as each problem's Msg and
// Error(): the words of a LineError outside the commands, and the words
// tui/text's English table takes (it reads ProblemWords, so the two never
// drift apart).

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// A Problem is what is wrong, as data: Code names its words ("deck.<code>"
// in the tables of tui/text), Args are their parameters, in the order of
// the English words. When Counted, the words change with N ("1 card",
// "2 cards"): a language with a form for one has it under "<code>#one".
//
// Args are of a few kinds: strings (names as the file wrote them, quoted
// with %q where the words say so), ints, a Format, a Color, the lists
// below (OrList, AndList, SuchAs, Colors, Lined), a LookalikeLetter, and
// a rules.PoolProblem (the card-pool rules, CR 1.1.3). Their String (or
// Error) is the English; tui/text says each in the viewer's language.
type Problem struct {
	Code    string
	Args    []any
	N       int
	Counted bool
}

func problem(code string, args ...any) Problem { return Problem{Code: code, Args: args} }

func problemN(code string, n int, args ...any) Problem {
	return Problem{Code: code, Args: args, N: n, Counted: true}
}

// String is the problem in English.
func (p Problem) String() string {
	f, ok := ProblemWords[p.Code]
	if p.Counted && p.N == 1 {
		if one, ok1 := ProblemWords[p.Code+"#one"]; ok1 {
			f, ok = one, true
		}
	}
	if !ok {
		return "[" + p.Code + "]"
	}
	return fmt.Sprintf(f, p.Args...)
}

// Problems are several problems said as one error ("; " between them):
// what Equip refuses.
type Problems []Problem

func (ps Problems) Error() string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return rules.Printable(strings.Join(parts, "; "))
}

// lineError is a problem on a line of file.
func lineError(file string, line int, p Problem) *LineError {
	return &LineError{File: file, Line: line, Msg: p.String(), Problem: p}
}

// ProblemCodes lists every problem code, sorted (the catalogue test of
// tui/text holds each to words in every language).
func ProblemCodes() []string {
	var out []string
	for k := range ProblemWords {
		if !strings.HasSuffix(k, "#one") {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// ProblemWords are the English words of the problems, by code: fmt
// formats of the Args. "#one" is the form for one of a counted problem.
var ProblemWords = map[string]string{
	// reading a list (read.go, lookalike.go)
	"too-large":          "the file is larger than %d bytes: not a deck list",
	"nul":                "a NUL byte: not a text file (save the deck list as plain text, UTF-8)",
	"long-line":          "a line of %d characters: not a deck list line",
	"not-deck":           "not a deck list: none of its %d lines reads as a deck line, a count and a card name (\"2 Pummel (red)\") or \"Hero: Rhinar\"",
	"not-deck#one":       "not a deck list: its %[1]d line does not read as a deck line, a count and a card name (\"2 Pummel (red)\") or \"Hero: Rhinar\"",
	"not-utf8":           "the line is not UTF-8 text: save the file as UTF-8",
	"bad-count":          "bad count %q: a line may ask for 0 to %d copies",
	"bad-count-number":   "bad count %q: a line may ask for 0 to %d copies, as a whole number before the name (\"2 Pummel (red)\")",
	"count-no-name":      "the count %q has no card name after it",
	"count-no-space":     "bad count in %q: write the count, a space, then the name (\"%d %s\")",
	"second-hero":        "a second hero, %s: the hero is already %s (line %d)",
	"hero-copies":        "%d copies of the hero %s: a deck has one hero",
	"hero-line-not-hero": "%s is not a hero: a \"Hero:\" line names the deck's hero, such as \"Hero: Rhinar\"",
	"unknown-card":       "unknown card %q",
	"unknown-card-close": "unknown card %q: did you mean %s?",
	"unknown-card-none":  "unknown card %q: no card has a name close to it",
	"unknown-hero-none":  "unknown hero %q: no hero has a name close to it",
	"which-colour":       "%q comes in %s: say which, e.g. %q",
	"no-colour":          "%s has no colour: write it as %q",
	"no-such-colour":     "%s has no %s version: it comes in %s",
	"lookalike":          "%q contains %s: type the name in Latin letters",
	"lookalike-latin":    "%q contains %s: type the name in Latin letters (%q)",
	"no-hero":            "no hero: name one on a line such as \"1 Rhinar\" or \"Hero: Rhinar\"",
	"missing":            "the engine cannot play %d cards of this list yet (real cards, not implemented): %s",
	"missing#one":        "the engine cannot play 1 card of this list yet (real cards, not implemented): %[2]s",
	"unknown-format":     "format %q: rathe plays and checks Blitz, Classic Constructed and Welcome decks only: write \"Format: Blitz\", \"Format: Classic Constructed\" or \"Format: Welcome\" (decks check also takes --format)",
	// a format's rules (check.go)
	"not-young":         "%s is not a young hero: %s is played with a young hero%s",
	"young":             "%s is a young hero, for Blitz: Classic Constructed is played with an adult hero%s",
	"hero-not-legal":    "%s is not legal in %s (the card data's legality)",
	"deck-exactly":      "the deck has %d cards: %s needs exactly %d (hero and arena-cards apart)",
	"deck-at-least":     "the deck has %d cards: %s needs at least %d (hero and arena-cards apart)",
	"deck-exactly#one":  "the deck has 1 card: %[2]s needs exactly %[3]d (hero and arena-cards apart)",
	"deck-at-least#one": "the deck has 1 card: %[2]s needs at least %[3]d (hero and arena-cards apart)",
	"pool-size":         "the card-pool has %d cards (%d arena-cards and %d deck-cards): %s allows %d besides the hero",
	"copies":            "%d copies of %s: %s allows %d of each card (same name and colour)",
	"pool":              "%s",
	"not-legal":         "%s is not legal in %s (the card data's legality)",
	// choosing the arena-cards (equip.go)
	"equip-all-chosen":  "%s: the list has %d, all chosen already",
	"equip-not-in-list": "%q is not one of the list's weapons and equipment (%s)",
	"equip-no-arena":    "%q: the list has no weapons or equipment to choose from",
}

// OrList is names joined with "or": "a, b or c".
type OrList []string

func (l OrList) String() string { return joinList(l, "or") }

// AndList is names joined with "and".
type AndList []string

func (l AndList) String() string { return joinList(l, "and") }

// Colors are pitch colours ("red", "yellow", "blue") joined with "and".
type Colors []string

func (l Colors) String() string { return joinList(l, "and") }

// Color is one pitch colour as the file wrote it ("red").
type Color string

func (c Color) String() string { return string(c) }

// SuchAs suggests heroes: " such as A or B", or nothing for none.
type SuchAs []string

func (s SuchAs) String() string {
	if len(s) == 0 {
		return ""
	}
	return " such as " + joinList(s, "or")
}

// Lined are cards with the line that names each: "A (line 3), B (line 9)".
type Lined []LinedName

// LinedName is a card and its line.
type LinedName struct {
	Name string
	Line int
}

func (l Lined) String() string {
	parts := make([]string, len(l))
	for i, n := range l {
		parts[i] = fmt.Sprintf("%s (line %d)", n.Name, n.Line)
	}
	return strings.Join(parts, ", ")
}

// Plain is a comma-joined list that no language rewords: card names.
type Plain []string

func (p Plain) String() string { return strings.Join(p, ", ") }
