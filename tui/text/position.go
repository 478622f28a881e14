package text

// a position the rules refuse to build (rules.PositionError:
// a scenario's or a lesson's chain, stack, effects, step or priority that
// cannot be), said in the viewer's language. The English words are the
// rules' own (rules.PositionWords), taken by the English table. Card keys
// and the file's own syntax (p1.arena, `priority:`) stay as written.

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"

	"github.com/rathe-tcg/rathe/decks"
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
	case "", "hand", "deck", "arsenal", "pitch", "graveyard", "banished":
		return msg // the words name the player's zone
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
	return w.ReadError(err)
}

// systemReason says the system's common reasons (SystemReason), as a
// reader gives them ("x.scn: no such file or
// directory"), in the language: the system's words at the end of err are
// replaced. Any other reason stays as the system said it.
func (w Words) systemReason(err error) (string, bool) {
	if w.english() {
		return "", false
	}
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return "", false
	}
	said := w.SystemReason(errno)
	msg := err.Error()
	if said == errno.Error() || !strings.HasSuffix(msg, errno.Error()) {
		return "", false
	}
	return strings.TrimSuffix(msg, errno.Error()) + said, true
}

// systemReasonIDs are the words of the system's most common reasons
// for a file's failure, by the error they are (errors.Is: a missing file,
// a refused permission, a path through a file, a full disk, a read-only
// disk, a file past the system's size). The one home of these words:
// every file error said to a reader passes its errno through
// SystemReason.
var systemReasonIDs = []struct {
	err error
	id  string
}{
	{fs.ErrNotExist, "read.not-exist"},
	{fs.ErrPermission, "read.permission"},
	{syscall.ENOTDIR, "read.not-dir"},
	{syscall.ENOSPC, "read.no-space"},
	{syscall.EROFS, "read.read-only"},
	{syscall.EFBIG, "read.too-big"},
}

// SystemReason is the system's reason in the language where it has words
// of its own (systemReasonIDs), else as the system says it; English
// keeps the system's words.
func (w Words) SystemReason(errno syscall.Errno) string {
	if w.english() {
		return errno.Error()
	}
	for _, r := range systemReasonIDs {
		if errors.Is(errno, r.err) {
			return w.say(r.id)
		}
	}
	return errno.Error()
}

// notRegularIDs are the words of what a path is when a reader refuses it
// (decks.NotRegularError.What), by its English.
var notRegularIDs = map[string]string{
	"not a regular file":                      "read.not-regular",
	"a folder, not a file":                    "read.folder",
	"a named pipe (FIFO), not a regular file": "read.named-pipe",
	"a device, not a regular file":            "read.device",
	"a socket, not a regular file":            "read.socket",
}

// NotRegular says a reader's refusal of a path that is not a regular file:
// "PATH: a folder, not a file".
func (w Words) NotRegular(e *decks.NotRegularError) string {
	if w.english() {
		return e.Error()
	}
	id, ok := notRegularIDs[e.What]
	if !ok {
		return e.Error()
	}
	return rules.Printable(e.Path) + w.say("save.where") + w.say(id)
}

// ReadError says a reader's error in the language: a path
// that is not a regular file, a missing file, a refused permission; ok is
// false for any other error.
func (w Words) ReadError(err error) (string, bool) {
	var nr *decks.NotRegularError
	if errors.As(err, &nr) {
		return w.NotRegular(nr), true
	}
	return w.systemReason(err)
}
