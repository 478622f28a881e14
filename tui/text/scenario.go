package text

// The messages of a scenario or lesson file (scenario.Msg: a
// parse error, an expectation that does not hold, where the game
// stopped), said in the viewer's language. The English words are the
// scenario package's own (scenario.MessageWords): the English table takes
// them, so `scenario run` says the same bytes in English whichever layer
// prints it. The file's own syntax inside a message (keys, answers, card
// names) stays as written: it is what the reader types.

import (
	"errors"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

func init() {
	for code, f := range scenario.MessageWords {
		messagesEN["scn."+code] = f
	}
}

// ScenarioMsg says a message of a scenario file (scenario.Words).
func (w Words) ScenarioMsg(m scenario.Msg) string {
	if w.english() {
		return m.String()
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = w.scenarioArg(a)
	}
	return w.say("scn."+m.Code, args...)
}

// ScenarioError is a file's error in the viewer's language: "FILE:LINE:
// message", made printable.
func (w Words) ScenarioError(e *scenario.Error) string { return scenario.SayError(w, e) }

// ScenarioErrors is every error of err (a scenario.ErrorList, or one
// error) in the viewer's language, a line each.
func (w Words) ScenarioErrors(err error) string { return scenario.SayErrors(w, err) }

// scenarioArg says one parameter of a scenario message.
func (w Words) scenarioArg(a any) any {
	switch v := a.(type) {
	case scenario.Msg:
		return w.ScenarioMsg(v)
	case scenario.Suggestion:
		if v == "" {
			return ""
		}
		return w.say("scn.did-you-mean", string(v))
	case scenario.Blocked:
		if v.Card == "" {
			return ""
		}
		return w.say("scn.blocked-because", v.Card, v.Reason, v.Rule)
	case scenario.Unwritable:
		if id, ok := whyIDs[string(v)]; ok {
			return w.say(id)
		}
		return string(v)
	case rules.Phase:
		return w.Phase(v)
	case rules.Step:
		return w.Step(v)
	case decks.LookalikeLetter:
		return w.problemArg(v)
	case error:
		var m scenario.Msg
		if errors.As(v, &m) {
			return w.ScenarioMsg(m)
		}
		var pp rules.PoolProblem
		if errors.As(v, &pp) {
			return w.PoolProblem(pp)
		}
		if s, ok := w.positionErrorIn(v); ok {
			return s
		}
		var r *rules.Refusal
		if errors.As(v, &r) {
			return w.Refusal(r)
		}
		return v.Error()
	}
	return a
}
