package text

// The problems of a deck list (decks.Problem) and of a card-pool
// (rules.PoolProblem), said in the viewer's language. The English words
// are the problems' own (decks.ProblemWords, PoolProblem.Error): the
// English table takes them, so `decks check` says the same bytes in
// English whichever layer prints it.

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

func init() {
	for id, f := range scenario.CLIWords { // `scenario run`'s lines
		messagesEN[id] = f
	}
	for code, f := range rules.PoolWords { // one home of this English
		messagesEN["pool."+code] = f
	}
	for code, f := range decks.ProblemWords {
		base, one := strings.CutSuffix(code, "#one")
		if one {
			messagesEN["deck."+base+"#one"] = f
			continue
		}
		messagesEN["deck."+code] = f
	}
}

// english reports whether the words are English (the problems' own words).
func (w Words) english() bool { return w.language() == languages[EN] }

// Problem says a problem of a deck list.
func (w Words) Problem(p decks.Problem) string {
	if w.english() {
		return p.String()
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		args[i] = w.problemArg(a)
	}
	if p.Counted {
		return w.sayN("deck."+p.Code, p.N, args...)
	}
	return w.say("deck."+p.Code, args...)
}

// DeckProblem is a problem on a line: "FILE:LINE: message", made printable.
func (w Words) DeckProblem(e *decks.LineError) string {
	if w.english() {
		return e.Error()
	}
	return rules.Printable(fmt.Sprintf("%s:%d: %s", e.File, e.Line, w.Problem(e.Problem)))
}

// Problems says several problems as one line (what Equip refuses).
func (w Words) Problems(ps decks.Problems) string {
	if w.english() {
		return ps.Error()
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = w.Problem(p)
	}
	return rules.Printable(strings.Join(parts, w.say("list.problems")))
}

// Lookalike says a letter of another script that looks like a Latin one.
func (w Words) Lookalike(l decks.LookalikeLetter) string {
	if w.english() {
		return l.String()
	}
	return fmt.Sprint(w.problemArg(l))
}

// DeckFormat names a format of deck-building rules.
func (w Words) DeckFormat(f decks.Format) string {
	switch f {
	case decks.Blitz:
		return w.say("format.blitz")
	case decks.ClassicConstructed:
		return w.say("format.cc")
	case decks.Welcome:
		return w.say("format.welcome")
	}
	return w.say("format.auto")
}

// join lists items: "a, b or c" (sep between the others, last before the
// last one).
func (w Words) join(items []string, last string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], w.say("list.comma")) + w.say(last) + items[len(items)-1]
}

func (w Words) colorWord(c string) string {
	switch strings.ToLower(c) {
	case "red", "yellow", "blue":
		return w.say("color." + strings.ToLower(c))
	}
	return c
}

// problemArg says one parameter of a problem in the viewer's language.
func (w Words) problemArg(a any) any {
	switch v := a.(type) {
	case decks.Format:
		return w.DeckFormat(v)
	case decks.OrList:
		return w.join(v, "list.or-last")
	case decks.AndList:
		return w.join(v, "list.and-last")
	case decks.Colors:
		cs := make([]string, len(v))
		for i, c := range v {
			cs[i] = w.colorWord(c)
		}
		return w.join(cs, "list.and-last")
	case decks.Color:
		return w.colorWord(string(v))
	case decks.SuchAs:
		if len(v) == 0 {
			return ""
		}
		return w.say("deck-arg.such-as", w.join(v, "list.or-last"))
	case decks.Lined:
		parts := make([]string, len(v))
		for i, n := range v {
			parts[i] = w.say("deck-arg.lined", n.Name, n.Line)
		}
		return strings.Join(parts, w.say("list.comma"))
	case decks.Plain:
		return strings.Join(v, ", ")
	case decks.LookalikeLetter:
		return w.say("deck-arg.lookalike", w.say("script."+strings.ToLower(v.Script)), v.Like, v.Letter)
	case rules.PoolProblem:
		return w.PoolProblem(v)
	}
	return a
}

// PoolProblem says a problem of a card-pool (rules.CheckPool) with its CR
// rule. Every message takes the same parameters: the card, the rule, the
// hero, the other card, the words, the allowed words and the count, each
// by index.
func (w Words) PoolProblem(p rules.PoolProblem) string {
	if w.english() {
		return p.Error()
	}
	if _, ok := rules.PoolWords[p.Code()]; !ok {
		return p.Error()
	}
	id := "pool." + p.Code()
	if p.Reason == rules.PoolNoHero {
		return w.say(id)
	}
	slot, allowed := p.Words, p.Allowed
	switch p.Reason {
	case rules.PoolSlot:
		slot = w.slotWord(p.Words)
	case rules.PoolSupertypes: // the class words in the language
		slot, allowed = w.supertypeWords(p.Words), w.allowedWords(p.Allowed)
	}
	return w.say(id, p.Card, p.Rule, p.Hero, p.Other, slot, allowed, p.Count, w.language().indefinite(slot))
}

// slotWord names an equipment slot ("head") in the viewer's language.
func (w Words) slotWord(s string) string {
	switch s {
	case "head", "chest", "arms", "legs":
		return w.say("board.slot-" + s)
	}
	return s
}

// PoolIDs lists the message ids of the card-pool problems (the catalogue
// test holds each to words in every language).
func PoolIDs() []string {
	var out []string
	for code := range rules.PoolWords {
		out = append(out, "pool."+code)
	}
	return out
}

// The supertypes inside a card-pool problem are the rules'
// English words (rules.PoolProblem: "Brute / Guardian", "Brute and
// generic"); each is said by the language's class names.

// supertypeWords says a card's supertypes: words split by spaces, and the
// sets of a hybrid card by " / ".
func (w Words) supertypeWords(s string) string {
	sets := strings.Split(s, " / ")
	for i, set := range sets {
		sets[i] = strings.Join(w.classWords(strings.Fields(set)), w.say("list.type-line"))
	}
	return strings.Join(sets, " / ")
}

// allowedWords says the supertypes a hero's card-pool holds: "A, B and
// generic" in the rules' English.
func (w Words) allowedWords(s string) string {
	var items []string
	for _, part := range strings.Split(s, ", ") {
		a, b, ok := strings.Cut(part, " and ")
		items = append(items, a)
		if ok {
			items = append(items, b)
		}
	}
	return w.join(w.classWords(items), "list.and-last")
}

// classWords names classes and talents ("Brute", "generic") by the
// language's class names (talents among them); a word it has no name for
// stays as it is.
func (w Words) classWords(ws []string) []string {
	out := make([]string, len(ws))
	for i, word := range ws {
		out[i] = word
		if ns := w.language().names; ns != nil && word != "" {
			title := strings.ToUpper(word[:1]) + word[1:]
			if n, ok := ns.classes[title]; ok {
				out[i] = n
			}
		}
	}
	return out
}
