package tui

import (
	"errors"
	"io/fs"
	"syscall"

	"github.com/charmbracelet/lipgloss"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Undo and the record, as the board says them. Undo is saves'
// (saves.Session.UndoFor): the board replays to the point it gives, and
// always answers the player, with what was undone or why it cannot be.

// undoneText says what the last undo took back.
func (m *Model) undoneText() string {
	u := m.undid
	if u.Undone == 0 {
		return m.say("undo.done", m.undoKind(u.Kind))
	}
	return m.sayN("undo.done-n", u.Undone, u.Undone, m.undoKind(u.Kind), u.Turn)
}

// undoKind names the kind of question an undo goes back to.
func (m *Model) undoKind(k rules.PromptKind) string { return text.Words{Lang: m.lang}.UndoKind(k) }

// undoWhy says why undo is not possible now.
func (m *Model) undoWhy() string { return m.undoWhyOf(m.undoInfo) }

// undoWhyOf says why the undo u is not possible now.
func (m *Model) undoWhyOf(u saves.Undo) string {
	if m.cfg.NewGame == nil {
		return m.say("undo.unavailable")
	}
	switch u.Block {
	case saves.UndoNothing:
		return m.say("undo.nothing")
	case saves.UndoOther:
		return m.say("undo.other")
	case saves.UndoHidden:
		return m.say("undo.hidden", m.revealWords(u.Event))
	}
	return m.say("undo.not-now")
}

// revealWords names the event that brought hidden information out.
func (m *Model) revealWords(k rules.EventKind) string {
	switch k {
	case rules.EvDraw:
		return m.say("revealed.draw")
	case rules.EvReveal:
		return m.say("revealed.reveal")
	case rules.EvSearch:
		return m.say("revealed.search")
	case rules.EvIntimidate:
		return m.say("revealed.intimidate")
	case rules.EvDiscard:
		return m.say("revealed.discard")
	case rules.EvBanish:
		return m.say("revealed.banish")
	case rules.EvShuffle:
		return m.say("revealed.shuffle")
	case rules.EvTurnFaceUp:
		return m.say("revealed.turn-face-up")
	}
	return m.say("revealed.other")
}

// Record is the game's record (nil for a board without one).
func (m *Model) Record() *saves.Session {
	if m.br == nil {
		return nil
	}
	return m.br.rec
}

// saveWarning is the help line while the autosave fails (""
// otherwise): what is not saved since when, and why, first; then the
// keys, as far as they fit. It stays from the first failed write until a
// write succeeds (the record tries again at every question).
func (m *Model) saveWarning() string {
	rec := m.Record()
	if rec == nil {
		return ""
	}
	st := rec.SaveState()
	if st.Err == nil {
		return ""
	}
	var why string
	switch st.Why {
	case saves.SaveFull:
		why = m.say("autosave.full")
	case saves.SaveReadOnly:
		why = m.say("autosave.read-only")
	case saves.SaveNoFolder:
		why = m.say("autosave.no-folder")
	default:
		// The system's reason, without the path (it would push the
		// reason off the line).
		err := st.Err
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		why = sanitize(err.Error())
		var errno syscall.Errno
		if errors.As(err, &errno) {
			why = text.Words{Lang: m.lang}.SystemReason(errno)
		}
	}
	warn := m.say("autosave.not-saved-since", st.Turn, why)
	warn = m.st.Error.Render(warn) + "  "
	return board.Pad(warn+m.shortHelp(m.width-lipgloss.Width(warn)), m.width)
}
