package cli

// errors said in the language of --lang. The packages below the
// commands return errors as data where a player reads them (decks'
// problems and SourceError, saves' NoUnfinishedError and sentinels, the
// flag parser's typed errors); English is their own Error(), unchanged.
// Other languages put their words in place of the English of each part
// they know, keeping what they do not (a file name, the system's reason).

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/pflag"
)

// sayError is err in w's language: the whole message, with the English of
// every part it knows replaced by w's words; in every language, a number
// flag's value that is no number said in words, not Go's
// ("strconv.ParseUint: parsing \"-1\": invalid syntax").
func sayError(w text.Words, err error) string {
	msg := sayErrorParts(w, err)
	var ne *strconv.NumError
	var ie *pflag.InvalidValueError
	if errors.As(err, &ie) && errors.As(ie, &ne) {
		id := "cmd.flag-not-a-number"
		if errors.Is(ne.Err, strconv.ErrRange) {
			id = "cmd.flag-number-range"
		}
		msg = strings.Replace(msg, ne.Error(), w.Say(id), 1)
	}
	return msg
}

// sayErrorParts is sayError but for a number flag's reason.
func sayErrorParts(w text.Words, err error) string {
	msg := err.Error()
	if w.Lang == text.EN || w.Lang == "" {
		return msg
	}
	swap := func(en, local string) {
		if en != "" && en != local {
			msg = strings.Replace(msg, en, local, 1)
		}
	}
	if les := decks.LineErrors(err); len(les) > 0 {
		for _, le := range les {
			swap(le.Error(), w.DeckProblem(le))
		}
	}
	var dc *deckCheckError
	if errors.As(err, &dc) {
		swap(dc.hint(), w.Say("cmd.deck-check-hint", shellArg(dc.file)))
	}
	var ps decks.Problems
	if errors.As(err, &ps) {
		swap(ps.Error(), w.Problems(ps))
	}
	var pp rules.PoolProblem
	if errors.As(err, &pp) {
		swap(pp.Error(), w.PoolProblem(pp))
	}
	var se *decks.SourceError
	if errors.As(err, &se) {
		swap(se.Error(), w.Say("cmd.deck-not-found", rules.Printable(se.Name), strings.Join(se.Embedded, ", "), se.Err))
	}
	var nu *saves.NoUnfinishedError
	if errors.As(err, &nu) {
		swap(nu.Error(), w.Say("cmd.no-unfinished", rules.Printable(nu.Dir)))
	}
	// a save's problem with its detail (saves.ProblemError),
	// and a scenario or lesson file's errors (play --scenario, goldfish
	// --scenario, learn FILE).
	var spe *saves.ProblemError
	if errors.As(err, &spe) {
		swap(spe.Error(), w.SaveProblemError(spe))
	}
	var list scenario.ErrorList
	var one *scenario.Error
	switch {
	case errors.As(err, &list):
		swap(list.Error(), w.ScenarioErrors(list))
	case errors.As(err, &one):
		swap(one.Error(), w.ScenarioError(one))
	default:
		// a scenario message on its own (saves scenario: the
		// position cannot be written), a refused position, a file that
		// is not a regular file.
		var m scenario.Msg
		var pe *rules.PositionError
		switch {
		case errors.As(err, &m):
			swap(m.String(), w.ScenarioMsg(m))
		case errors.As(err, &pe):
			swap(pe.Error(), w.PositionError(pe))
		}
	}
	// a reader's refusal (not a regular file), or the system's
	// most common reasons (no such file, permission denied).
	var nr *decks.NotRegularError
	var tl *decks.TooLargeError
	var errno syscall.Errno
	switch {
	case errors.As(err, &tl):
		swap(tl.Error(), w.Say("cmd.file-too-large", rules.Printable(tl.Path), tl.Max))
	case errors.As(err, &nr):
		// decks.Load names a deck's file "deck PATH: ...".
		path := rules.Printable(nr.Path)
		what := strings.TrimPrefix(w.NotRegular(nr), path+w.Say("save.where"))
		swap("deck "+nr.Error(), w.Say("cmd.deck-prefix", path)+what)
		swap(nr.Error(), w.NotRegular(nr))
	case errors.As(err, &errno):
		swap(errno.Error(), w.SystemReason(errno))
	}
	w.EachSaveSentinel(err, swap)
	swap(flagErrorEN(err), flagError(w, err))
	return msg
}

// flagErrorEN is the English of a flag parser's error inside err, or "".
func flagErrorEN(err error) string {
	var ne *pflag.NotExistError
	var ve *pflag.ValueRequiredError
	var ie *pflag.InvalidValueError
	switch {
	case errors.As(err, &ne):
		return ne.Error()
	case errors.As(err, &ve):
		return ve.Error()
	case errors.As(err, &ie):
		return ie.Error()
	}
	return ""
}

// flagError says a flag parser's error (an unknown flag, a flag without
// its value, a bad value) in w's language; "" for another error.
func flagError(w text.Words, err error) string {
	var ne *pflag.NotExistError
	var ve *pflag.ValueRequiredError
	var ie *pflag.InvalidValueError
	switch {
	case errors.As(err, &ne):
		if ne.GetSpecifiedShortnames() != "" {
			return w.Say("cmd.unknown-shorthand", ne.GetSpecifiedName(), ne.GetSpecifiedShortnames())
		}
		return w.Say("cmd.unknown-flag", ne.GetSpecifiedName())
	case errors.As(err, &ve):
		if ve.GetSpecifiedShortnames() != "" {
			return w.Say("cmd.flag-needs-value-short", ve.GetSpecifiedName(), ve.GetSpecifiedShortnames())
		}
		return w.Say("cmd.flag-needs-value", ve.GetSpecifiedName())
	case errors.As(err, &ie):
		name := "--" + ie.GetFlag().Name
		if ie.GetFlag().Shorthand != "" {
			name = "-" + ie.GetFlag().Shorthand + ", " + name
		}
		return w.Say("cmd.flag-bad-value", ie.GetValue(), name, errors.Unwrap(ie))
	}
	return ""
}

// cobraArgs are cobra's words for a wrong number of arguments, with the
// ids of ours.
var cobraArgs = []struct {
	re *regexp.Regexp
	id string
}{
	{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`), "cmd.args-exactly"},
	{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), "cmd.args-at-least"},
	{regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`), "cmd.args-at-most"},
}

// argsError says cobra's error for a wrong number of arguments in w's
// language (an unknown one as it is).
func argsError(w text.Words, err error) string {
	if w.Lang == text.EN || w.Lang == "" {
		return err.Error()
	}
	for _, a := range cobraArgs {
		if m := a.re.FindStringSubmatch(err.Error()); m != nil {
			return w.Say(a.id, m[1], m[2])
		}
	}
	if m := regexp.MustCompile(`^unknown command "(.*)" for "(.*)"$`).FindStringSubmatch(err.Error()); m != nil {
		return w.Say("cmd.cobra-unknown-command", m[1], m[2])
	}
	return err.Error()
}
