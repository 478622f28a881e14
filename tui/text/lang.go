package text

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// A language is everything the game says in it: the words of the
// card-text codes (phrases), the messages, and the few grammar rules a
// format string cannot say (en.go, ja.go). The game's words live by block
// family, both languages side by side (words_<family>.go: family and
// phrasing fill the tables); the board's and the commands' messages are
// in en.go and ja.go. Every language has the same phrase codes and the
// same message ids (the tests check it), so rewording a sentence is one
// line.
type language struct {
	phrases phrases
	// messages maps a message id ("event.draw") to a fmt format. A
	// message whose words change with a count has a form for one under
	// "id#one" in the languages that have one (English: "1 resource",
	// "%d resources"; Japanese has none), chosen by sayN. A "#one" form
	// names its arguments by index ("%[2]s"), or names none.
	messages map[string]string
	grammar
}

// grammar is how a language puts clauses together where a format string is
// not enough.
type grammar struct {
	// then joins clauses done in order: "A, then B" / 「Aし、その後B」.
	then func(parts []string) string
	// may makes a clause optional: "you may A" / 「Aしてもよい」.
	may func(clause string) string
	// optionalCost is an optional cost's clause: English says it is
	// optional in the line's label, Japanese in the verb.
	optionalCost func(clause string) string
	// sentence makes a clause a sentence: "Gain 1 life." / 「…得る。」.
	sentence func(clause string) string
	// indefinite is a noun phrase that names one of a kind: "an attack" /
	// 「攻撃」.
	indefinite func(noun string) string
	// filter names what an AttackFilter matches (see cardRenderer.filter):
	// adj are its class, subtype and name words.
	filter func(r *cardRenderer, f rules.AttackFilter, attack bool, adj []string) string
	// names translates the engine's names of types, subtypes, classes,
	// keywords and zones (nil: the engine's own words).
	names *names
}

// names are the words of a language for the engine's names, keyed by the
// engine's (English) words or values.
type names struct {
	types, subtypes, classes, keywords map[string]string
	zones                              map[rules.Zone]string
}

// languages are the languages by their code. It is filled in init: the
// phrases of a language reach their language again through Words, which
// as a variable's initializer would be an initialization cycle.
var languages map[Lang]*language

func init() { languages = map[Lang]*language{EN: &english, JA: &japanese} }

// language is the viewer's language; English when it is not known.
func (w Words) language() *language {
	if l, ok := languages[w.Lang]; ok {
		return l
	}
	return languages[EN]
}

// say renders message id in the viewer's language: its format with args.
// An id the language has no words for renders as "[id]".
func (w Words) say(id string, args ...any) string { return w.language().say(id, args...) }

// sayN is say for a message whose words change with the count n (the
// count is one of args where the words show it).
func (w Words) sayN(id string, n int, args ...any) string { return w.language().sayN(id, n, args...) }

// Say renders message id in the viewer's language, for the board and the
// commands: their words live in the tables of this package too.
func (w Words) Say(id string, args ...any) string { return w.say(id, args...) }

// SayN is Say for a message whose words change with the count n.
func (w Words) SayN(id string, n int, args ...any) string { return w.sayN(id, n, args...) }

// knows reports whether the viewer's language has words for message id.
func (w Words) knows(id string) bool { _, ok := w.language().messages[id]; return ok }

func (l *language) say(id string, args ...any) string {
	f, ok := l.messages[id]
	if !ok {
		return "[" + id + "]"
	}
	return fmt.Sprintf(f, args...)
}

func (l *language) sayN(id string, n int, args ...any) string {
	if f, ok := l.messages[id+"#one"]; ok && n == 1 {
		if !strings.Contains(f, "%") {
			return f // "a card": the count is in the words
		}
		return fmt.Sprintf(f, args...)
	}
	return l.say(id, args...)
}

// Phrases: the words of the card-text codes (see cardtext.go). A block
// family's phrases live in its words_<family>.go, English and Japanese
// side by side (phrasing), with its messages (family). The key is the
// code a building block of package rules returns from Text() (or a
// Condition's Code, or a Trigger's Cond). A code with
// parameters is written with on, whose function receives them as their own
// Go type: the building block itself (rules.GainLife), or a condition's
// parameter struct (rules.WeaponAttacks). A field read under a wrong name
// or as a wrong type does not compile; a code said with another type than
// its phrase takes renders as "[code]" and is reported (CardTextCheck).
// A code without parameters is a lit.
//
// Effects are clauses without a final full stop ("gain 1 life"); conditions
// are clauses that follow "if" / come before 場合 ("you have intimidated
// this turn"); trigger conditions open a triggered ability ("when this
// attacks" / 「これが攻撃したとき」).

var sp = fmt.Sprintf

type phrases = map[string]phrase

// phrase renders one code: say gets the Text's Params, which are of type
// of (nil: a code without parameters).
type phrase struct {
	of  reflect.Type
	say func(r *cardRenderer, params any) string
}

// on is the phrase of a code whose parameters are a P.
func on[P any](f func(r *cardRenderer, p P) string) phrase {
	return phrase{of: reflect.TypeFor[P](), say: func(r *cardRenderer, params any) string { return f(r, params.(P)) }}
}

// phraseEN and phraseJA are the phrases of each language, by code,
// filled by the families' phrasing.
var phraseEN, phraseJA = phrases{}, phrases{}

// phraseBy holds, for a code said with parameters by a condition or a
// trigger condition, the value its family wrote the phrase for (the test
// checks that it says this code with the type the phrases read).
var phraseBy = map[string]interface{ Text() rules.Text }{}

// phrased is one code's words in English and in Japanese. by is a value
// that says the code, for a code a condition or a trigger condition says
// with parameters; an effect or a cost says its code with its own zero
// value and needs none.
type phrased struct {
	en, ja phrase
	by     interface{ Text() rules.Text }
}

// phrasing adds a block family's phrases to both languages; a code said
// twice stops the program at once, as family does for messages.
func phrasing(ps map[string]phrased) bool {
	for code, p := range ps {
		if _, dup := phraseEN[code]; dup {
			panic(fmt.Sprintf("text: phrase %q has two homes", code))
		}
		if p.en.say == nil || p.ja.say == nil {
			panic(fmt.Sprintf("text: phrase %q lacks a language", code))
		}
		phraseEN[code], phraseJA[code] = p.en, p.ja
		if p.by != nil {
			phraseBy[code] = p.by
		}
	}
	return true
}

// lit is a phrase without parameters.
func lit(s string) phrase { return phrase{say: func(*cardRenderer, any) string { return s }} }

// takes reports whether the phrase takes params as its parameters.
func (p phrase) takes(params any) bool { return reflect.TypeOf(params) == p.of }

// CardTextCodes lists every code either language has words for, sorted.
func CardTextCodes() []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range languages {
		for k := range l.phrases {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}
