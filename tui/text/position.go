package text

// learn-ja3: a position the rules refuse to build (rules.PositionError:
// a scenario's or a lesson's chain, stack, effects, step or priority that
// cannot be), said in the viewer's language. The English words are the
// rules' own (rules.PositionWords), taken by the English table. Card keys
// and the file's own syntax (p1.arena, `priority:`) stay as written.

import (
	"errors"

	"github.com/rathe-tcg/rathe/rules"
)

func init() {
	for code, f := range rules.PositionWords {
		messagesEN["pos."+code] = f
	}
}

// PositionError says a refused position with its place ("chain link 2:
// ...").
func (w Words) PositionError(e *rules.PositionError) string {
	if w.english() {
		return e.Error()
	}
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		args[i] = w.positionArg(a)
	}
	msg := w.say("pos."+e.Code, args...)
	switch e.Part {
	case "chain", "stack", "effects":
		return w.say("pos.where-"+e.Part, e.Index+1) + msg
	case "":
		return msg
	}
	return e.Part + ": " + msg
}

// PositionIDs lists the message ids of the position refusals (the
// catalogue test holds each to words in every language).
func PositionIDs() []string {
	out := []string{"pos.where-chain", "pos.where-stack", "pos.where-effects"}
	for _, code := range rules.PositionCodes() {
		out = append(out, "pos."+code)
	}
	return out
}

func (w Words) positionArg(a any) any {
	switch v := a.(type) {
	case rules.Phase:
		return w.Phase(v)
	case rules.Step:
		return w.Step(v)
	case rules.Reason:
		if s := w.Reason(v); s != "" {
			return s
		}
		return v.String()
	case rules.AbilityKind:
		switch v {
		case rules.AbilityActivated:
			return w.say("pos.ability-activated")
		case rules.AbilityTriggered:
			return w.say("pos.ability-triggered")
		}
		return v.String()
	case rules.AbilityOf:
		return w.say("pos.ability-of", string(v))
	}
	return a
}

// positionErrorIn is the words of err when it is a refused position.
func (w Words) positionErrorIn(err error) (string, bool) {
	var pe *rules.PositionError
	if errors.As(err, &pe) {
		return w.PositionError(pe), true
	}
	return "", false
}
