package tui

import (
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// DefaultHandoffGuard is how long after the hand-off screen opens or
// closes the board ignores keys, unless Config.HandoffGuard says
// otherwise. A hurried double Enter (or any key pressed twice) would
// otherwise dismiss the hand-off and answer the next player's first
// question, or show the next hand to the player who just answered.
const DefaultHandoffGuard = 400 * time.Millisecond

// NoHandoffGuard, as Config.HandoffGuard, turns the guard off: scripts
// and tests that send keys faster than a player, and wait on the screen.
const NoHandoffGuard time.Duration = -1

// handoffGuard is the board's guard: Config.HandoffGuard, or
// DefaultHandoffGuard when it is zero (none when it is negative).
func (m *Model) handoffGuard() time.Duration {
	switch g := m.cfg.HandoffGuard; {
	case g == 0:
		return DefaultHandoffGuard
	case g < 0:
		return 0
	default:
		return g
	}
}

// defaultClock is the clock of a model that was given none: the wall
// clock. The package's tests replace it (TestMain) with one that moves a
// second at every reading, so keys sent back to back are never guarded
// unless a test sets its model's clock.
var defaultClock = time.Now

// clock is the model's time: its injected clock, or defaultClock.
func (m *Model) clock() time.Time {
	if m.now != nil {
		return m.now()
	}
	return defaultClock()
}

// guarded reports a key to ignore: one arriving within m.handoffGuard() of the
// hand-off screen opening or closing. Keys that answer nothing and show
// nothing secret are never ignored: ctrl+c, q and the y/n of its question,
// and ? (help).
func (m *Model) guarded(msg tea.KeyMsg) bool {
	switch msg.String() {
	case "ctrl+c", "q", "?":
		return false
	case "y", "n":
		if m.confirmQuit {
			return false
		}
	}
	t := m.handoffClosed
	if m.handoff {
		t = m.handoffOpened
	} else if m.shownAt.After(t) {
		t = m.shownAt // a screen after the board's own passes
	}
	if t.IsZero() {
		return false
	}
	d := m.clock().Sub(t)
	return d >= 0 && d < m.handoffGuard()
}

// answeringKey reports a key that answers or picks on a question: the
// keys of k's Enter, Choose (a number), Pass and Toggle, enabled or not
// (while the computer thinks they are not).
func answeringKey(k *keyMap, msg tea.KeyMsg) bool {
	s := msg.String()
	for _, b := range []*key.Binding{&k.Enter, &k.Choose, &k.Pass, &k.Toggle} {
		if slices.Contains(b.Keys(), s) {
			return true
		}
	}
	return false
}

// keyName is how the board names key msg to the player.
func keyName(msg tea.KeyMsg) string {
	if msg.Type == tea.KeySpace {
		return "space"
	}
	return msg.String()
}

// keyIgnored tells the player, once a screen, that a key meant to answer
// was not taken: pressed while the computer thinks (no question yet), or
// guarded just after a question came that they had not yet read. Without
// it a blind Enter seems lost, or taken; a player who pressed it for the
// screen before reads the new question before pressing again.
func (m *Model) keyIgnored(msg tea.KeyMsg) {
	if m.ignored || !answeringKey(&m.keys, msg) || m.handoff || m.done != nil || m.overlayOpen() {
		return
	}
	switch {
	case m.prompt() != nil:
		m.ignored = true
		note := m.say("note.key-ignored", keyName(msg))
		if m.message != "" {
			note = m.message + " · " + note
		}
		m.message = note
	case m.cfg.Bot != nil && m.snap != nil && m.snap.Prompt == nil:
		m.ignored = true
		m.message = m.say("bot.thinking-key", m.snap.Name(m.cfg.Bot.Player), keyName(msg))
	}
}
