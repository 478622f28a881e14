package scenario

// a scenario file's problems are data — a code and its typed
// parameters (Msg) — so that the text layer (tui/text: "scn.<code>") says
// them in every language, as decks.Problem does for deck lists. The
// English words live here (MessageWords), once: Error.Msg is the English,
// and tui/text's English table takes MessageWords, so the two never drift
// apart. The file's own syntax inside a message (keys, answers such as
// `pass` or `play CARD`, card names, `closed`, `2 links`) stays as the
// file writes it: it is what the reader types.

import (
	"fmt"
	"sort"
)

// A Msg is a message as data: Code names its words ("scn.<code>" in the
// tables of tui/text), Args are their parameters in the order of the
// English words. Args are strings (the file's own text and syntax), ints,
// other Msgs (a part of a message said in the same language), errors (a
// Msg, a *rules.Refusal, or the engine's English) and Suggestion.
type Msg struct {
	Code string
	Args []any
}

func msg(code string, args ...any) Msg { return Msg{Code: code, Args: args} }

// String is the message in English.
func (m Msg) String() string {
	f, ok := MessageWords[m.Code]
	if !ok {
		return "[" + m.Code + "]"
	}
	return fmt.Sprintf(f, m.Args...)
}

// Error is the message in English: a Msg is also an error.
func (m Msg) Error() string { return m.String() }

// Suggestion is the closest name to a misspelt one, or "" for none: "";
// did you mean "X"?" in English.
type Suggestion string

func (s Suggestion) String() string {
	if s == "" {
		return ""
	}
	return Msg{Code: "did-you-mean", Args: []any{string(s)}}.String()
}

// Blocked says why a card is blocked, with its CR rule: the reason is a
// rules.Reason name. The zero Blocked says nothing.
type Blocked struct {
	Card, Reason, Rule string
}

func (b Blocked) String() string {
	if b.Card == "" {
		return ""
	}
	return msg("blocked-because", b.Card, b.Reason, b.Rule).String()
}

// MessageCodes lists every message code, sorted (the catalogue test of
// tui/text holds each to words in every language).
func MessageCodes() []string {
	out := make([]string, 0, len(MessageWords))
	for k := range MessageWords {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// NewError is a message (its code in MessageWords) on a line of file:
// what saves/lesson's parser reports.
func NewError(file string, line int, code string, args ...any) *Error {
	return newError(file, line, msg(code, args...))
}

// newError is a message on a line of file.
func newError(file string, line int, m Msg) *Error {
	return &Error{File: file, Line: line, Msg: m.String(), Message: m}
}

// MessageWords are the English words of a scenario file's messages, by
// code: fmt formats of the Args.
var MessageWords = map[string]string{
	"file-larger-than-bytes":                  "the file is larger than %d bytes",
	"answers-already-open-since-line":         "answers: is already open (since line %d)",
	"expect-already-open-since-line":          "expect: is already open (since line %d)",
	"line-longer-than-bytes":                  "the line is longer than %d bytes",
	"nul-byte-not-text-file":                  "a NUL byte: not a text file (save the scenario as plain text, UTF-8)",
	"missing-scenario-scenario-title":         "missing `scenario:` (the scenario's title)",
	"missing-rules-cr-rules-scenario":         "missing `rules:` (the CR rules the scenario exercises, at least one)",
	"missing-p-hero":                          "missing `p%d.hero:`",
	"position-in-start-phase-has":             "a position in the start phase has no action points yet (the action phase gives them, CR 4.3.2)",
	"pass-until-twice-without-answer":         "`pass until` twice without an answer between (line %d)",
	"expect-has-no-expectations":              "expect: has no expectations",
	"pass-until-needs-what-it":                "`pass until` needs what it passes until when no answer follows: a step (`damage step`), `chain closed` or `turn N`",
	"pass-until-no-answer-follows":            "`pass until %s`: no answer follows",
	"pass-until-followed-by-line":             "`pass until %s` is followed by `%s` (line %d)",
	"missing-expect-what-must-hold":           "missing `expect:` (what must hold at the end)",
	"refused-goes-in-last-expect":             "refused: goes in the last `expect:` block, after the answer that is refused (the game stops there)",
	"game-from-start-game-line":               "%s: a game from `start: game` (line %d) begins with the start-of-game procedure (CR 4.1), which makes the rest: write only seed, pN.hero, pN.arena and pN.deck",
	"counters-arena-cards-start-game":         "%s: counters: arena cards start the game without counters (CR 4.1)",
	"key-error":                               "%s: %v",
	"want-key-value-got":                      "want `key: value`, got %q",
	"given-twice-first-on-line":               "%s is given twice (first on line %d)",
	"scenario-needs-title":                    "scenario: needs a title",
	"not-cr-rule-number":                      "%q is not a CR rule number (like 7.5.2 or 8.3.4b)",
	"rules-needs-at-least-one":                "rules: needs at least one CR rule number",
	"bug-needs-description-engine-bug":        "bug: needs a description of the engine bug",
	"seed-want-whole-number-got":              "seed: want a whole number, got %q",
	"start-want-game-start-game":              "start: want `game` (the start-of-game procedure, CR 4.1) or `position`, got %q",
	"phase-position-starts-in-start":          "phase: a position starts in the `start` or the `action` phase, not %q",
	"one-hero":                                "%s: one hero",
	"not-hero":                                "%s: %s is not a hero",
	"has-no-effect-that-resolves":             "%s: %s has no effect that resolves; list it in a zone instead",
	"hero-write-it-as-hero":                   "%s: %s is a hero; write it as %s.hero",
	"not-permanent-arena-holds-weapons":       "%s: %s is not a permanent (the arena holds weapons, equipment, items and auras)",
	"more-than-cards-on-one":                  "%s: more than %d cards on one side",
	"turn-want-turn-player-and":               "turn: want the turn player and/or the turn number, like `p1` or `p2 3`, got %q",
	"want-whole-number-got":                   "%s: want a whole number, got %q",
	"number-outside":                          "%s: %d is outside %d..%d",
	"more-than-entries-in-one":                "more than %d entries in one list",
	"empty-entry-in-list-cards":               "an empty entry in a list of cards",
	"count-range":                             "a count of %d (want 1..%d)",
	"pass-until-not-answer-verb":              "pass until: %q is not an answer's verb (%s)",
	"pass-until-not-combat-step":              "pass until: %q is not a combat step with priority (layer, attack, defend, reaction, damage, resolution)",
	"pass-until-turn-want-turn":               "pass until turn: want a turn number, got %q",
	"pass-until-want-nothing-next":            "pass until: want nothing, the next answer (`p2 defend`), a step (`damage step`), `chain closed` or `turn N`; got %q",
	"answer-starts-player-who-gives":          "an answer starts with the player who gives it (p1 or p2), got %q",
	"want-got-value":                          "%s: want %s, got %q",
	"which-card":                              "%s: which card?",
	"one-card-got":                            "%s: one card, got %q",
	"want-key-value-got-answer":               "want `key: value`, got %q (an answer? answers go after `answers:`)",
	"hero-arena-list-holds-other":             "%s: %s is a hero; the arena list holds the other permanents (weapons, equipment...)",
	"count-bad":                               "a count of %d",
	"want-cards-nothing-or-count":             "want cards, `nothing` or a count",
	"want-blocked-player-card-reason":         "want `blocked PLAYER CARD: REASON`, got %q",
	"blocked-want-player-p1-or":               "blocked: want a player (p1 or p2) first, got %q",
	"want-zone-card-property-got":             "want `ZONE[CARD].PROPERTY`, got %q",
	"want-zone-card-property-power":           "want `ZONE[CARD].PROPERTY` (power, defense, counters, face, keywords), got %q",
	"want-n-after-card-counted":               "want `#N` after the card, counted from 1, got %q",
	"unknown-place-want-chain-stack":          "unknown place %q: want chain, stack or a player's zone like p2.arena",
	"face-want-up-or-down":                    "face: want up or down, got %q",
	"keywords-unknown-keyword-known":          "keywords: unknown keyword %q (known: %s)",
	"unknown-property-want-power-defense":     "unknown property %q (want power, defense, counters, face or keywords)",
	"refused-given-twice-first-on":            "refused: is given twice (first on line %d)",
	"refused-want-regular-expression-refusal": "refused: want a regular expression the refusal's message matches, like `not an attack`",
	"refused-not-regular-expression":          "refused: %q is not a regular expression: %v",
	"want-cards-got":                          "want %d cards, got %d (%s)",
	"want-it-include-got-missing":             "want it to include %s, got %s (missing: %s)",
	"want-got-order":                          "want %s, got %s (%s)",
	"want-got":                                "want %s, got %s",
	"want-face-got-face":                      "want %s face %s, got face %s",
	"want-got-int":                            "want %d, got %d",
	"want-turn-got":                           "want %s's turn, got %s's",
	"want-prompt-got":                         "want %s's %s prompt, got %s",
	"want-legal-but":                          "want `%s` legal, but %v",
	"want-illegal-but-engine-accepts":         "want `%s` illegal, but the engine accepts it",
	"want-event-got-none":                     "want a %s event, got none",
	"want-no-event-got":                       "want no %s event, got %d",
	"want-priority-prompt-got":                "want %s's priority prompt, got %s",
	"want-it-blocked-but-offered":             "want it blocked (%s), but %s is offered",
	"want-it-blocked-but-it":                  "want it blocked (%s), but it is neither offered nor blocked",
	"want-blocked-for-got-blocked":            "want blocked for %s, got blocked for %s",
	"want-there-got":                          "want %s there, got %s",
	"want-refusal-matching-got-none":          "want a refusal matching %q, got none: the answers were accepted",
	"want-refusal-matching-got":               "want a refusal matching %q, got %q",
	"step-want-layer-attack-defend":           "step: want layer, attack, defend, reaction, damage or resolution (the steps with priority, CR 7), got %q",
	"priority-want-player-who-holds":          "priority: want the player who holds it, like `p2`, or `p2, p1 passed` when the other player passed it to them (CR 1.11.4a), got %q",
	"priority-player-who-passed-priority":     "priority: the player who passed priority to %s is %s (CR 1.11.4a)",
	"chain-want-attacking-player-and":         "chain: want the attacking player and the attack, like `p1 Muscle Mutt (yellow)`",
	"chain-want-attacking-player-and-2":       "chain: want the attacking player and the attack, like `p1 Muscle Mutt (yellow)`, got %q",
	"chain-unknown-part-want-p2":              "chain: unknown part %q (want `p2 defends CARDS`, `hit`, `left the chain` or `modes N`)",
	"chain-defends-what-cards-or":             "chain: %s defends with what? (cards, or `nothing`)",
	"modes-want-mode-numbers-counted":         "modes: want mode numbers counted from 1, like `1, 3`, got %q",
	"modes-want-mode-numbers-counted-2":       "modes: want mode numbers counted from 1, like `1, 3`",
	"layer-want-got":                          "%s, got %q",
	"abilities-are-counted-from-1":            "%s: abilities are counted from 1, got %d",
	"want-card-or-2-card":                     "%s: want `%s of CARD` (or `%s 2 of CARD`), got %q",
	"x-wants-whole-number-got":                "%s: x wants a whole number, got %q",
	"unknown-part-want-modes-n":               "%s: unknown part %q (want `modes N`, `target ...`, `x N`)",
	"unknown-part-want-modes-n-stack":         "%s: unknown part %q (want `modes N`, `target ...`, `x N`, `from arsenal`, `as an instant`)",
	"check":                                   "%s: %s",
	"game-ended-before-this-answer":           "`%s`: the game ended before this answer (at %s)",
	"game-at-instead":                         "`%s`: the game is at %s instead (%s)",
	"game-went-past-turn-without":             "the game went past turn %d without reaching this answer",
	"more-than-prompts-without-reaching":      "more than %d prompts without reaching this answer",
	"run-error":                               "%v",
	"want-got-missing":                        "want %s, got %s (missing: %s)",
	"want-got-extra":                          "want %s, got %s (extra: %s)",
	"want-got-missing-extra":                  "want %s, got %s (missing: %s; extra: %s)",
	"want-open-got-closed":                    "want open, got closed",
	"want-active-link-got":                    "want an active chain link, got %s",
	"want-prompt-got-none":                    "want a prompt to answer, got none (at %s)",
	"want-no-prompt-got":                      "want no prompt, got %s",
	"top-first":                               "top first",
	"setup-refused-nothing":                   "%s: nothing to check: the setup was refused",
	"unknown-answer-kind":                     "unknown answer %q; a %s prompt is answered with %s",
	"unknown-answer":                          "unknown answer %q%s",
	"unknown-answer-list":                     "unknown answer %q (answers: %s)",
	"layer-want":                              "%s: want the player and the card, like `p1 Sigil of Solace (blue)`, `p1 activation of Gallantry Gold` or `p1 trigger of Quicken`",
	"unknown-event":                           "%s: unknown event %q%s",
	"unknown-reason":                          "blocked: unknown reason %q%s",
	"unknown-reason-list":                     "blocked: unknown reason %q (reasons: %s)",
	"unknown-key":                             "unknown key %q%s",
	"counters-only-arena":                     "counters ([...]) are only written on arena and arsenal cards",
	"counters-want-pairs":                     "counters: want `kind number` pairs like `defense -1`, got %q",
	"counters-unknown-kind":                   "counters: unknown kind %q (want %s)",
	"counters-want-number":                    "counters: want a number in -99..99 after %s, got %q",
	"unknown-card":                            "unknown card %q%s",
	"unknown-card-lookalike":                  "unknown card %q: it contains %s (%q)",
	"engine":                                  "%v",
	"answer-error":                            "`%s`: %v",
	"engine-refuses":                          "the engine refuses it: %v",
	"game-is-at":                              "the game is at %s",
	"not-among-options-blocked":               "%s is not among the options (%s)%s",
	"not-among-options":                       "%s is not among the options (%s)",
	"not-prompt-for-x":                        "not a prompt for X",
	"not-arsenal-prompt":                      "this prompt chooses cards for CR %s, not the arsenal (CR 4.4.3b): answer it with `choose`",
	"none-offered":                            "none offered",
	"offered":                                 "offered: %s",
	"offered-more":                            "offered: %s, and %d more",
	"prompt-none":                             "nothing (the game is over)",
	"prompt-answered-with":                    "%s's %s prompt (answered with %s)",
	"engine-panicked":                         "the engine panicked (a bug in package rules): %s",
	"cannot-export":                           "the position cannot be written as a scenario: %v",
	"read":                                    "%v", // a file that could not be read
	"game-comes-to-first":                     "the game comes to %s first (%s)",
	"stop-end":                                "the end of the game",
	"stop-draw":                               "the end of the game: a draw",
	"stop-won":                                "the end of the game: %s won",
	"stop-turn":                               "turn %d, %s's %s phase",
	"stop-setup":                              "the start-of-game procedure",
	"stop-step":                               "%s, %s step",
	"stop-prompt":                             "%s's %s prompt (%s)",
	// saves/lesson's own messages (a lesson file is a scenario file with more keys)
	"lesson-too-large":       "the file is larger than %d bytes",
	"lesson-keys-first":      "%s: lesson keys go before the first answers:",
	"lesson-nul":             "a NUL byte: not a text file",
	"lesson-twice":           "%s: given twice (first on line %d)",
	"lesson-empty":           "%s: empty",
	"lesson-learner":         "learner: want p1 or p2, got %q",
	"lesson-goal":            "goal: %v",
	"lesson-full-control":    "full-control: want yes or no, got %q",
	"lesson-taught-number":   "taught: %q is not a CR rule number (like 1.14.3)",
	"lesson-not-moment":      "%s: %q is not a moment (%s)",
	"lesson-during-language": "%s: want a language, during.%s.en or during.%s.ja",
	"lesson-language":        "%s: want a language, %s.en or %s.ja",
	"lesson-text-missing":    "%s.%s: missing (every lesson text is written in %s)",
	"lesson-goal-missing":    "goal: missing (the lesson needs a goal the engine checks)",
	"lesson-taught-missing":  "taught: missing (the CR numbers of the rules the lesson teaches)",
	"lesson-summary-rule":    "summary.%s: does not name taught rule %s",
	"lesson-answers-missing": "answers: missing (a lesson's answers are its solution)",
	"lesson-unknown-card":    "%s: unknown card %q",
	"lesson-goal-number":     "want a number from 0 to 999, got %q",
	"lesson-goal-want":       "want `damage N`, `take at most N`, `waste at most N`, `arsenal` or `win`, got %q",
	// the course's and the progress file's errors
	"lesson-number-gap":          "%s: lesson %d where %d was expected (files are numbered 01, 02... without gaps)",
	"lesson-file-name":           "%s: a lesson file is named NN-name.txt",
	"lesson-none":                "no lesson %d: the lessons are 1 to %d",
	"lesson-progress-unreadable": "the lessons record: %v",
	"lesson-progress-not-json":   "%s: not a lessons file: %v",
	"lesson-progress-version":    "%s: lessons file version %d, this rathe reads version %d",
	"want-nothing-after":         "nothing after it",
	"want-modes":                 "mode numbers counted from 1, like `1, 3`",
	"want-player":                "a player, p1 or p2",
	"want-cards-or-nothing":      "cards, or `nothing`",
	"want-phase":                 "start, action, end or over",
	"want-step":                  "none, layer, attack, defend, reaction, damage, resolution or close",
	"want-p1-p2-none":            "p1, p2 or none",
	"want-winner":                "p1, p2, none or draw",
	"want-chain":                 "closed, open, or `N links`",
	"want-yes-no":                "yes or no",
	"want-events":                "event names like hit, rewind, intimidate",
	"want-prompt":                "none, or a player and a prompt kind like `p2 defenders`",
	"want-prompt-kind":           "a prompt kind: priority, pitch, x, modes, target, attack-target, defenders, order, may, cards, first-player",
	"want-whole-number-range":    "a whole number 0..%d",
	"did-you-mean":               "; did you mean %q?",
	"blocked-because":            "; %s is blocked: %s (CR %s)",
}
