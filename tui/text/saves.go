package text

// What is wrong with a save file, or with a point asked of it
// (`rathe saves scenario`), said in the viewer's language: the detail
// after a bad-save message ("(the file is empty)"), the turn and
// decision errors, the note when another point is written instead. The
// English words are saves.ProblemWords, taken by the English table.

import (
	"errors"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

func init() {
	for code, f := range saves.ProblemWords {
		messagesEN["save."+code] = f
	}
}

// saveSentinels are the words of the kinds of bad save (saves.Err*).
var saveSentinels = []struct {
	err error
	id  string
}{
	{saves.ErrTruncated, "cmd.save-truncated"},
	{saves.ErrCorrupted, "cmd.save-corrupted"},
	{saves.ErrInvalid, "cmd.save-invalid"},
	{saves.ErrNotSave, "cmd.save-not-save"},
	{saves.ErrFutureVersion, "cmd.save-future"},
	{saves.ErrUnknownCard, "cmd.save-unknown-card"},
	{saves.ErrDiverged, "cmd.save-diverged"},
	{saves.ErrNoDir, "cmd.save-no-dir"},
	{saves.ErrSaveDir, "cmd.save-dir"},
}

// EachSaveSentinel calls f with the English and w's words of each kind of
// bad save (saves.Err*) that err wraps.
func (w Words) EachSaveSentinel(err error, f func(en, local string)) {
	for _, s := range saveSentinels {
		if errors.Is(err, s.err) {
			f(s.err.Error(), w.say(s.id))
		}
	}
}

// whyIDs are the words of the reasons a scenario cannot hold a position
// (rules.Game.CombatOf, saves.Points) that have words of their own; any
// other is shown as the rules say it.
var whyIDs = map[string]string{
	"in the middle of an action": "save.why-mid-action",
	rules.WhyNotActionPhase:      "save.why-not-action-phase",
	rules.WhyTriggers:            "save.why-triggers",
	rules.WhyCostPaid:            "save.why-cost-paid",
	rules.WhyUnnamedTrigger:      "save.why-unnamed-trigger",
	rules.WhyHiddenTriggerSource: "save.why-hidden-trigger-source",
	scenario.WhyGoneSource:       "save.why-gone-source",
}

// fileKindIDs are the words of the kinds of path WriteAtomic refuses.
var fileKindIDs = map[saves.FileKind]string{
	saves.KindFolder:    "save.kind-folder",
	saves.KindNamedPipe: "save.kind-named-pipe",
	saves.KindSocket:    "save.kind-socket",
	saves.KindDevice:    "save.kind-device",
	saves.KindSpecial:   "save.kind-special",
}

// SaveProblem says a problem of a save.
func (w Words) SaveProblem(p saves.Problem) string {
	if w.english() {
		return p.String()
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		args[i] = w.saveArg(a)
	}
	return w.say("save."+p.Code, args...)
}

// SaveProblemError says a problem at its place: "WHERE: problem".
func (w Words) SaveProblemError(e *saves.ProblemError) string {
	return e.Where + w.say("save.where") + w.SaveProblem(e.Problem)
}

func (w Words) saveArg(a any) any {
	switch v := a.(type) {
	case saves.Problem:
		return w.SaveProblem(v)
	case saves.FileKind:
		if id, ok := fileKindIDs[v]; ok {
			return w.say(id)
		}
		return string(v)
	case saves.Place:
		return w.say("save.place-" + string(v))
	case saves.ScenarioMessage: // a save's stored scenario
		if v.Msg.Code == "" {
			return v.Text
		}
		return rules.Printable(saves.ClipMessage(w.ScenarioMsg(v.Msg)))
	case saves.Why:
		if id, ok := whyIDs[string(v)]; ok {
			return w.say(id)
		}
		return string(v)
	case error:
		for _, s := range saveSentinels {
			if v == s.err {
				return w.say(s.id)
			}
		}
		var pe *saves.ProblemError
		if errors.As(v, &pe) {
			return w.SaveProblemError(pe)
		}
		return v.Error()
	}
	return a
}
